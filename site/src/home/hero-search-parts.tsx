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
import { NearMe } from '../stations/NearMe';
import { stationPageOf } from '../stations/paths';

export interface HeroSearchPartsProps {
  label: string;
  /** What the box says until something is typed. */
  placeholder: string;
  /** Opens a page of the site. */
  onOpen: (path: string) => void;
}

/**
 * A current station opens its page, a tide station its own page; Find Tides only when the search
 * did not say where the station is.
 */
export function pageFor(location: TideLocation): string {
  if (location.kind === 'current') {
    return currentPath({ ...location, name: currentStationName(location.name) });
  }
  return (
    stationPageOf(location) ??
    `/find-tides?${new URLSearchParams({ station: location.id }).toString()}`
  );
}

export function HeroSearchParts({ label, placeholder, onOpen }: HeroSearchPartsProps) {
  const { units } = usePreferences();
  const { tides } = useClients();
  const withCurrents = useMemo<Pick<TideClient, 'searchLocations'>>(
    () => ({
      searchLocations: (term, options) =>
        tides.searchLocations(term, { ...options, includeCurrents: true }),
    }),
    [tides],
  );
  return (
    <div className="hero-search-parts">
      <div className="hero-search-box">
        <LocationSearch
          client={withCurrents}
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
