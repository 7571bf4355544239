/**
 * Station page addresses, made from what every station row has (id, name, state), so a link to
 * a station's page can be written anywhere a station appears: search results, nearest-station
 * lists, the saved stations. Kept free of React for the build scripts.
 *
 * A page lives at /tides/{state}/{name}-{number}: '/tides/ma/boston-8443970'. The number is
 * NOAA's for NOAA stations, else the gauge's own code in its source's id, so two stations of one
 * name in one state ("Key West") still have addresses of their own. The rule, and the US state
 * names, are kept once in `@tides/conventions/station-page-path`, which the edge functions that
 * write station links read too.
 */

import { stationPath, US_STATES } from '@tides/conventions/station-page-path';

export {
  isUsPlace,
  slugify,
  stateSlug,
  stationPath,
  US_STATES,
  US_TERRITORY_CODES,
  type StationPlace,
} from '@tides/conventions/station-page-path';

/**
 * A station's page, when what a search or a day of tides says of it gives the address: a US
 * state, or the country (every station in every country has a page). Null when neither is
 * known, so a caller can offer another way to its tides rather than a wrong address.
 */
export function stationPageOf(station: {
  id: string;
  name: string;
  state: string | null;
  country?: string | null;
}): string | null {
  if (station.country || (station.state && US_STATES[station.state])) return stationPath(station);
  return null;
}
