/**
 * What the home page's search loads once the page is the browser's: the widgets' location
 * search with the page's tide client, listing current stations too ('Deception Pass
 * (current)'), and "near me".
 */
import '@tides/widgets/styles.css';
import { LocationSearch, type TideClient, type TideLocation } from '@tides/widgets';
import { useMemo } from 'react';
import { currentPath, currentStationName } from '../currents/paths';
import { useClients } from '../lib/clients';
import { resolveUnits, usePreferences } from '../lib/preferences';
import { NearMe } from '../stations/about/NearMe';
import { stationPageOf } from '../stations/paths';

export interface HeroSearchPartsProps {
  label: string;
  /** What the box says until something is typed. */
  placeholder: string;
  /** Opens a page of the site. */
  onOpen: (path: string) => void;
}

/**
 * A current station opens its page, a tide station or a gauge its own page (a gauge's at its own
 * name, which the search gives before what it is: 'Oriental — water-level gauge, tides too
 * small to tabulate'); Find Tides only when the search did not say where the station is.
 */
export function pageFor(location: TideLocation): string {
  if (location.kind === 'current') {
    return currentPath({ ...location, name: currentStationName(location.name) });
  }
  const name = location.kind === 'gauge' ? location.name.split(' — ')[0]! : location.name;
  return (
    stationPageOf({ ...location, name }) ??
    `/find-tides?${new URLSearchParams({ station: location.id }).toString()}`
  );
}

/**
 * The search lists current stations and the gauges set apart as having too small a tide to
 * tabulate too, so a visitor who types "Oriental" finds that gauge's page rather than other
 * water. A gauge the site has no page for (Find Tides has no tides to show for one) is left out.
 */
export function HeroSearchParts({ label, placeholder, onOpen }: HeroSearchPartsProps) {
  const { units } = usePreferences();
  const { tides } = useClients();
  const search = useMemo<Pick<TideClient, 'searchLocations'>>(
    () => ({
      searchLocations: async (term, options) =>
        (
          await tides.searchLocations(term, {
            ...options,
            includeCurrents: true,
            includeGauges: true,
          })
        ).filter((location) => location.kind !== 'gauge' || stationPageOf(location) !== null),
    }),
    [tides],
  );
  return (
    <div className="hero-search-parts">
      <div className="hero-search-box">
        <LocationSearch
          client={search}
          labels={{ locationLabel: label, locationPlaceholder: placeholder }}
          units={resolveUnits(units, true)}
          onValueChange={(location) => {
            if (location) onOpen(pageFor(location));
          }}
        />
      </div>
      <NearMe />
    </div>
  );
}
