/**
 * Writes the station pages' data under site/public/data/tides/: index.json (the states and
 * countries), {state}.json (a state's or country's stations by area) and {state}/{station}.json
 * (a station's facts and its nearest neighbours), for every tide station in the seed, US ones
 * first everywhere; and a page's data for each water-level gauge without a tide
 * (public.water_level_gauges), which says what it is instead. Read from a database made
 * from the project's own migrations and seed, with the same nearest_tide_stations function the
 * search and "near me" use, so a page never disagrees with them.
 *
 * Run by `pnpm build` (and the dev server) before Vite; takes about 20 s.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '@tides/backend/database';
import { stationDataInputs, writeStamp } from '../../scripts/build-stamp.mjs';
import { allZoneRules } from '@tides/zones/all';
import { zoneWords, type ZoneOffsets } from '../src/stations/facts.ts';
import { encodePoints } from '../src/map/points.ts';
import { loadGazetteer } from './gazetteer.ts';
import { listNames } from './list-names.ts';
import {
  isUsPlace,
  stateSlug,
  stationPath,
  US_STATES,
  US_TERRITORY_CODES,
} from '../src/stations/paths.ts';
import type {
  NearbyStation,
  StateData,
  StateSummary,
  StationData,
  StationsIndex,
} from '../src/stations/types.ts';

/** How many neighbours a page lists, and how far it looks for them. */
const NEAREST_COUNT = 6;
const NEAREST_WITHIN_KM = 150;

interface StationRow {
  id: string;
  noaa_id: string | null;
  name: string;
  state: string | null;
  region: string | null;
  country: string | null;
  country_code: string | null;
  /** The bay, island, pier or town (a generated column, as the search shows it). */
  area: string | null;
  /** The town the station serves, from the gazetteer. */
  locality: string | null;
  latitude: number;
  longitude: number;
  time_zone: string;
  station_type: 'reference' | 'subordinate';
  reference_id: string | null;
  chart_datum: string;
  /** Set for a gauge without a tide. */
  water: 'lake' | 'river' | 'inland' | 'coast' | null;
  greatest_range_m: number | null;
}

interface NearestRow {
  id: string;
  name: string;
  state: string | null;
  noaa_id: string | null;
  distance_km: number;
  bearing_degrees: number;
}

/** A position qualifier rather than a bay, island or town. */
function isQualifier(area: string | null): boolean {
  return (
    !area || /^\d|\b(of|mile|miles|mi\.?|above|below|entrance)$/i.test(area) || /\d/.test(area)
  );
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function generateStationData(outDir: string): Promise<StationsIndex> {
  const db = await openDatabase();
  try {
    await migrate(db);
    const rows = await db.query<StationRow>(
      `select id, noaa_id, name, state, region, country, country_code, area, locality, latitude,
              longitude, time_zone, station_type, reference_id, chart_datum,
              null as water, null::double precision as greatest_range_m
         from public.tide_stations
       union all
       select id, noaa_id, name, state, region, country, country_code, null, null, latitude,
              longitude, time_zone, 'reference', null, 'MSL', kind, greatest_range_m
         from public.water_level_gauges
       order by id`,
    );
    // The zones in words by the product's own rules (the ones every time on the page is written
    // in), as they stand from the year after the build on: a change a zone has already announced
    // (British Columbia's permanent UTC−7) is what a reader will live with.
    const rulesYear = new Date().getUTCFullYear() + 1;
    const zoneOffsets: ZoneOffsets = (zone, year) =>
      [0, 6].map(
        (month) => allZoneRules.offsetSeconds(zone, Date.UTC(year, month, 15, 12)) / 60,
      ) as [number, number];
    const zones = new Map<string, string>();
    const zoneOf = (zone: string) => {
      const words =
        zones.get(zone) ??
        (allZoneRules.has(zone)
          ? zoneWords(zone, rulesYear, zoneOffsets)
          : zoneWords(zone, rulesYear));
      zones.set(zone, words);
      return words;
    };
    // Every station's neighbours in one statement (a call per station cost a round trip each,
    // a third of the time), in the function's own order.
    const nearestRows = await db.query<NearestRow & { from_id: string }>(
      `select s.id as from_id, n.id, n.name, n.state, n.noaa_id, n.distance_km, n.bearing_degrees
         from (select id, latitude, longitude from public.tide_stations
               union all
               select id, latitude, longitude from public.water_level_gauges) as s
         cross join lateral public.nearest_tide_stations(s.latitude, s.longitude, $1, $2)
           with ordinality as n
        order by s.id, n.ordinality`,
      [NEAREST_COUNT + 1, NEAREST_WITHIN_KM],
    );
    const nearestTo = new Map<string, NearestRow[]>();
    for (const { from_id: from, ...near } of nearestRows) {
      const list = nearestTo.get(from) ?? [];
      list.push(near);
      nearestTo.set(from, list);
    }
    const gazetteer = loadGazetteer();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pathOf = (row: { id: string }) => {
      const found = byId.get(row.id);
      return found ? stationPath(found) : null;
    };

    const summaries = new Map<string, StateSummary>();
    const stations: (StationData & { listedUnder?: string | null })[] = [];
    const seenPaths = new Map<string, string>();
    for (const row of rows) {
      const slug = stateSlug(row);
      const us = isUsPlace(row);
      const code = us && row.state && US_STATES[row.state] ? row.state : null;
      const summary = summaries.get(slug) ?? {
        slug,
        name: code ? (US_STATES[code] ?? code) : (row.country ?? slug),
        code,
        us,
        stations: 0,
      };
      // Only tide stations count: a gauge without a tide is not one.
      if (!row.water) summary.stations += 1;
      summaries.set(slug, summary);

      const path = stationPath(row);
      const clash = seenPaths.get(path);
      if (clash) throw new Error(`${row.id} and ${clash} would share the address ${path}.`);
      seenPaths.set(path, row.id);

      const nearest = nearestTo.get(row.id) ?? [];
      const reference = row.reference_id ? byId.get(row.reference_id) : undefined;
      stations.push({
        id: row.id,
        path,
        name: row.name,
        state: summary,
        region: row.state,
        countryCode: row.country_code,
        country: row.country,
        noaaId: row.noaa_id,
        area: row.area,
        latitude: round(row.latitude, 5),
        longitude: round(row.longitude, 5),
        timeZone: row.time_zone,
        zone: zoneOf(row.time_zone),
        datum: row.chart_datum,
        type: row.station_type,
        reference: reference
          ? {
              id: reference.id,
              name: reference.name,
              state: reference.state,
              path: pathOf(reference),
            }
          : null,
        nearest: nearest
          .filter((near) => near.id !== row.id)
          .slice(0, NEAREST_COUNT)
          .map((near): NearbyStation => ({
            path: pathOf(near),
            name: near.name,
            state: near.state,
            noaaId: near.noaa_id,
            distanceKm: round(near.distance_km, 1),
            bearingDegrees: Math.round(near.bearing_degrees),
          })),
        gauge: row.water
          ? { water: row.water, greatestRangeM: round(row.greatest_range_m ?? 0, 3) }
          : null,
        // Outside the US, stations are listed by province or region; in it, by county (the
        // gazetteer's), else by bay, island or town, never by a qualifier of NOAA's ('0.5 Mile
        // Above Entrance', '5 Miles South of').
        listedUnder: us
          ? (gazetteer.placeOf(row.latitude, row.longitude, row.state) ??
            (isQualifier(row.area) ? row.locality : row.area))
          : row.region,
      } as StationData & { listedUnder: string | null });
    }

    // States by name, then the territories, then the countries.
    const order = (summary: StateSummary) => {
      if (!summary.us) return 2;
      return US_TERRITORY_CODES.includes(summary.code ?? '') ? 1 : 0;
    };
    const states = [...summaries.values()]
      .filter((summary) => summary.stations > 0)
      .sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));

    rmSync(outDir, { recursive: true, force: true });
    const write = (file: string, data: unknown) => {
      const target = join(outDir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, JSON.stringify(data));
    };
    const tideStations = stations.filter((station) => !station.gauge);
    const index: StationsIndex = {
      states,
      stations: tideStations.length,
      gaugePaths: stations.filter((s) => s.gauge).map((s) => s.path),
    };
    write('index.json', index);
    // Every tide station for the map, in one compact file (about 10 m of precision).
    write(
      'points.json',
      encodePoints(
        tideStations.map((station) => ({
          path: station.path,
          name: station.name,
          latitude: round(station.latitude, 4),
          longitude: round(station.longitude, 4),
          type: station.type,
          state: station.state.slug,
        })),
      ),
    );
    const listItem = ({ path, name, noaaId, type }: StationData) => ({ path, name, noaaId, type });
    const byName = (a: StationData, b: StationData) =>
      a.name.localeCompare(b.name) || a.path.localeCompare(b.path);
    for (const state of states) {
      const inState = stations.filter((station) => station.state.slug === state.slug);
      const areas = new Map<string, StationData[]>();
      for (const station of inState.filter((s) => !s.gauge)) {
        const area = station.listedUnder ?? 'Other stations';
        areas.set(area, [...(areas.get(area) ?? []), station]);
      }
      // Two stations of one name in a list are told apart ("Cape Cod Canal, Sagamore").
      const shown = listNames(
        inState
          .filter((s) => !s.gauge)
          .map((s) => ({
            id: s.id,
            name: s.name,
            area: s.area,
            locality: byId.get(s.id)?.locality ?? null,
          })),
      );
      const data: StateData = {
        state,
        areas: [...areas.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([area, list]) => ({
            area,
            stations: list.sort(byName).map((station) => ({
              ...listItem(station),
              name: shown.get(station.id) ?? station.name,
            })),
          })),
      };
      write(`${state.slug}.json`, data);
    }
    for (const { listedUnder: _listedUnder, ...station } of stations) {
      write(`${station.path.slice('/tides/'.length)}.json`, station);
    }
    return index;
  } finally {
    await db.close();
  }
}

/** Where the site serves the data from (Vite copies public/ into the build). */
export const stationDataDir = fileURLToPath(new URL('../public/data/tides/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  // Taken first: a source changed meanwhile makes the next `pnpm start` write the data again.
  const inputs = stationDataInputs();
  const index = await generateStationData(stationDataDir);
  writeStamp(stationDataDir, inputs);
  console.log(
    `Wrote data for ${index.stations} station pages in ${index.states.length} states, territories and countries, and the gauges without a tide (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
}
