/**
 * The tide database's stations as the seed generator reads them, by id, with the real offline
 * geography it checks them against: what the station-check tests look rows up in.
 */
import { upstreamTideStations, type UpstreamStation } from '../scripts/station-catalog.ts';
import { coastDistance, countryAt, zonesAt } from '../scripts/station-geography.ts';

export const upstream = upstreamTideStations();
export const byId = new Map(upstream.map((s) => [s.id, s]));

/** The upstream row of a station the tests name; a missing one fails loudly. */
export const station = (id: string): UpstreamStation => {
  const found = byId.get(id);
  if (!found) throw new Error(`${id} is not in the tide database`);
  return found;
};

export const lookups = { zonesAt, countryAt, coast: coastDistance };
