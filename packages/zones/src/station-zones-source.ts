/**
 * How the browser's subset is made, shared by the script that writes it and the test that
 * fails when it no longer matches the handler's rules.
 */
import { stations } from '@neaps/tide-database';
import { allZoneData } from './all-zones.ts';
import { subsetZoneData, type PackedZoneData } from './zone-rules.ts';

/** Requests reach 31 days into 2100 at most; a day past the end of it covers any window. */
export const STATION_ZONES_UNTIL_MS = Date.UTC(2101, 0, 2);

/** Every zone any tide station of the database keeps (the seed takes its stations from it). */
export function tideStationZones(): string[] {
  return [...new Set(stations.map((station) => station.timezone))].sort();
}

/** The subset `station-zones.json` must hold for the release installed. */
export function stationZoneSubset(): PackedZoneData {
  return subsetZoneData(allZoneData, tideStationZones(), STATION_ZONES_UNTIL_MS);
}
