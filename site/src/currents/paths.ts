/**
 * Current station page addresses: /currents/{state}/{name}-{NOAA id}, as a tide station's are
 * made ('/currents/wa/deception-pass-narrows-pug1701'), from what every current station row has.
 * Kept free of React for the build scripts.
 */
import { slugify, stateSlug, type StationPlace } from '../stations/paths';

/** What the location search appends to a current station's name, so it is never taken for a tide station. */
const SEARCH_SUFFIX = ' (current)';

/** A current station's name as the search lists it, without the search's ' (current)'. */
export function currentStationName(searchName: string): string {
  return searchName.endsWith(SEARCH_SUFFIX)
    ? searchName.slice(0, -SEARCH_SUFFIX.length)
    : searchName;
}

/** A current station page's address. */
export function currentPath(station: { id: string; name: string } & StationPlace): string {
  const number = slugify(station.id.slice(station.id.indexOf('/') + 1));
  return `/currents/${stateSlug(station)}/${slugify(station.name)}-${number}`;
}
