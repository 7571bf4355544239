/**
 * The tide stations the project serves, as @neaps/tide-database holds them: tide stations only
 * (never current stations), with constituents, each with the state or territory it is shown
 * in. The seed, the gazetteer and the site's station pages are all made from this one list.
 */
import { stations } from '@neaps/tide-database';

export type CatalogStation = (typeof stations)[number];

/** US territories with their own country code in the tide database. */
export const US_TERRITORIES: readonly string[] = ['PR', 'VI', 'GU', 'AS', 'MP', 'UM'];

/** Whether a station is in the United States or one of its territories. */
export function isUsStation(station: CatalogStation): boolean {
  return station.country_code === 'US' || US_TERRITORIES.includes(station.country_code ?? '');
}

/** 'US-MA' → 'MA'; Puerto Rico and other territories carry their own country code. */
export function stateOf(station: CatalogStation): string | null {
  const code = station.region_code;
  if (station.country_code === 'US' && code?.startsWith('US-')) return code.slice(3);
  if (US_TERRITORIES.includes(station.country_code ?? '')) return station.country_code ?? null;
  return station.region ?? null;
}

/** Every accepted tide station, reference stations before the subordinates pointing at them. */
export const tideStations: readonly CatalogStation[] = (() => {
  // A station without constituents (a few whose source withholds them) cannot be predicted.
  const tide = stations.filter((s) => s.kind === 'tide' && s.harmonic_constituents.length > 0);
  return [
    ...tide.filter((s) => s.type === 'reference'),
    ...tide.filter((s) => s.type === 'subordinate'),
  ];
})();
