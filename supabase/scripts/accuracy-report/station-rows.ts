/**
 * The stations of @neaps/tide-database shaped as seed.sql stores them in public.tide_stations
 * (same rounding), so the report, the benches and the tests predict what the handlers predict.
 */
import { stations } from '@neaps/tide-database';
import type { TideStationRow } from '../../functions/_shared/engine/tide-prediction.ts';
import type { NoaaFixture } from '../../test/noaa-tables.ts';

type DatabaseStation = (typeof stations)[number];

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A tide-database station as seed.sql stores it in public.tide_stations (same rounding). */
export function stationRow(station: DatabaseStation): TideStationRow {
  return {
    id: station.id,
    noaa_id: station.source.id,
    name: station.name,
    state: station.region ?? null,
    time_zone: station.timezone,
    station_type: station.type,
    reference_id: station.type === 'subordinate' ? (station.offsets?.reference ?? null) : null,
    offsets: station.type === 'subordinate' ? (station.offsets ?? null) : null,
    chart_datum: station.chart_datum ?? 'MLLW',
    datums: station.datums
      ? Object.fromEntries(Object.entries(station.datums).map(([k, v]) => [k, round(v, 4)]))
      : null,
    constituents:
      station.type === 'reference'
        ? station.harmonic_constituents.map((c) => [
            c.name,
            round(c.amplitude, 5),
            round(c.phase, 3),
          ])
        : null,
    latitude: station.latitude,
    longitude: station.longitude,
  };
}

export const byId = new Map(stations.map((station) => [station.id, station]));

/** Whether @neaps/tide-database has the fixture's station (it lacks a few, e.g. Panama City). */
export function hasStation(fixture: Pick<NoaaFixture, 'station'>): boolean {
  return byId.has(`noaa/${fixture.station}`);
}
