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
import { formatBearing } from '../src/stations/about/distance.ts';
import { zoneWords, type ZoneOffsets } from '../src/stations/about/facts.ts';
import { encodePoints } from '../src/map/points.ts';
import { currentPath } from '../src/currents/paths.ts';
import type { CurrentStationData, NearbyPlace } from '../src/currents/types.ts';
import { loadGazetteer } from './gazetteer.ts';
import { listNames } from './list-names.ts';
import { bearingDegrees, haversineKm, nearestLiveGauge, openWaterBetween } from './same-water.ts';
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
/**
 * How far a station may be from a town of its name for the list to say where it is from it: the
 * marsh gauges named for the nearest town stand up to 76 km off it (Montegut); a town farther is
 * another place of the same name.
 */
const TOWN_NAMED_KM = 100;

/** How many current stations a tide station's page lists, and how far it looks: a pass or a channel close by. */
const NEAREST_CURRENTS_COUNT = 3;
const NEAREST_CURRENTS_WITHIN_KM = 25;
/** How far a current station's page looks for its nearest tide station and other current stations. */
const CURRENT_NEIGHBOURS_WITHIN_KM = 50;
const CURRENT_NEIGHBOURS_COUNT = 5;

interface CurrentRow {
  id: string;
  noaa_id: string;
  name: string;
  aliases: string[];
  state: string | null;
  region: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  time_zone: string;
  type: 'harmonic' | 'subordinate';
  reference_id: string | null;
  reference_name: string | null;
  bin: number | null;
  depth_m: number | null;
  flood_direction: number | null;
  ebb_direction: number | null;
}

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
  /** Whether NOAA publishes the water level its gauge observes. */
  live_gauge: boolean;
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
              longitude, time_zone, station_type, reference_id, chart_datum, live_gauge,
              null as water, null::double precision as greatest_range_m
         from public.tide_stations
       union all
       select id, noaa_id, name, state, region, country, country_code, null, null, latitude,
              longitude, time_zone, 'reference', null, 'MSL', false, kind, greatest_range_m
         from public.water_level_gauges
       order by id`,
    );
    const currentRows = await db.query<CurrentRow>(
      `select id, noaa_id, name, aliases, state, region, country, latitude, longitude, time_zone,
              type, reference_id, reference_name, bin, depth_m, flood_direction, ebb_direction
         from public.current_stations
        order by id`,
    );
    const currentById = new Map(currentRows.map((row) => [row.id, row]));
    const currentPathOf = (row: { id: string }) => {
      const found = currentById.get(row.id);
      return found ? currentPath(found) : null;
    };
    const nearbyPlace = (near: NearestRow, path: string | null): NearbyPlace | null =>
      path
        ? {
            path,
            name: near.name,
            state: near.state,
            noaaId: near.noaa_id,
            distanceKm: round(near.distance_km, 1),
            bearingDegrees: Math.round(near.bearing_degrees),
          }
        : null;
    const isPlace = (place: NearbyPlace | null): place is NearbyPlace => place !== null;
    // Most tide stations (a German harbour, a Pacific atoll) have no current station for
    // hundreds of kilometres: a grid of whole degrees tells which may, so the database is asked
    // only for those. A cell and its eight neighbours reach at least a degree, 28 km or more
    // below 75° of latitude, beyond the 25 km a tide page looks.
    // Longitudes are taken round the globe, so the Aleutians' cells meet across 180°.
    const cellOf = (latitude: number, longitude: number) =>
      `${Math.floor(latitude)},${(((Math.floor(longitude) + 180) % 360) + 360) % 360}`;
    const currentCells = new Set(currentRows.map((row) => cellOf(row.latitude, row.longitude)));
    const currentsNear = (latitude: number, longitude: number) => {
      for (let dLat = -1; dLat <= 1; dLat += 1) {
        for (let dLon = -1; dLon <= 1; dLon += 1) {
          if (currentCells.has(cellOf(latitude + dLat, longitude + dLon))) return true;
        }
      }
      return false;
    };

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
          ? zoneWords(zone, rulesYear, zoneOffsets, (name, year) =>
              allZoneRules.abbreviation(name, Date.UTC(year, 0, 15, 12)),
            )
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
    // The towns of the gazetteer by state and name, to say where a station named after one is.
    const towns = new Map<string, { latitude: number; longitude: number }>();
    for (const town of await db.query<{
      name: string;
      state: string;
      latitude: number;
      longitude: number;
    }>(
      `select distinct on (state, lower(name)) name, state, latitude, longitude
         from public.places where kind = 'place' order by state, lower(name), population desc`,
    )) {
      towns.set(`${town.state}|${town.name.toLowerCase()}`, town);
    }
    /**
     * How far and which way a station is from the town of its name in its state, if any. A town
     * over TOWN_NAMED_KM away is another place of the name (Anchor Point on the Kenai is not the
     * Anchor Point of Southeast Alaska), so none.
     */
    const fromTown = (row: StationRow): { km: number; words: string } | null => {
      const town = towns.get(`${row.state}|${row.name.toLowerCase()}`);
      if (!town) return null;
      const km = haversineKm(town, row);
      if (km > TOWN_NAMED_KM) return null;
      return {
        km,
        words:
          km < 1
            ? 'in town'
            : `${Math.round(km)} km ${formatBearing(bearingDegrees(town, row))} of town`,
      };
    };
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pathOf = (row: { id: string }) => {
      const found = byId.get(row.id);
      return found ? stationPath(found) : null;
    };
    const liveGauges = rows.flatMap((row) =>
      row.live_gauge ? [{ ...row, path: stationPath(row) }] : [],
    );

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
      const neighbours = nearest.filter((near) => near.id !== row.id).slice(0, NEAREST_COUNT);
      const toNearby = (near: NearestRow): NearbyStation => ({
        path: pathOf(near),
        name: near.name,
        state: near.state,
        noaaId: near.noaa_id,
        distanceKm: round(near.distance_km, 1),
        bearingDegrees: Math.round(near.bearing_degrees),
      });
      // A gauge's nearest tide station on its own water, if any is within reach.
      const sameWater = row.water
        ? neighbours.find((near) => {
            const other = byId.get(near.id);
            return other !== undefined && openWaterBetween(row, other);
          })
        : undefined;
      const reference = row.reference_id ? byId.get(row.reference_id) : undefined;
      const nearestCurrents =
        row.water || !currentsNear(row.latitude, row.longitude)
          ? []
          : await db.query<NearestRow>(
              'select * from public.nearest_current_stations($1, $2, $3, $4)',
              [row.latitude, row.longitude, NEAREST_CURRENTS_COUNT, NEAREST_CURRENTS_WITHIN_KM],
            );
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
        nearest: neighbours.map(toNearby),
        nearestCurrents: nearestCurrents
          .map((near) => nearbyPlace(near, currentPathOf(near)))
          .filter(isPlace),
        gauge: row.water
          ? {
              water: row.water,
              greatestRangeM: round(row.greatest_range_m ?? 0, 3),
              sameWater: sameWater ? toNearby(sameWater) : null,
            }
          : null,
        liveGauge: row.live_gauge,
        nearestLiveGauge: us && !row.live_gauge ? nearestLiveGauge(row, liveGauges) : null,
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
    const currents: CurrentStationData[] = [];
    const currentPaths = new Map<string, string>();
    for (const row of currentRows) {
      const path = currentPath(row);
      const clash = currentPaths.get(path);
      if (clash) throw new Error(`${row.id} and ${clash} would share the address ${path}.`);
      currentPaths.set(path, row.id);
      const slug = stateSlug(row);
      const code = isUsPlace(row) && row.state && US_STATES[row.state] ? row.state : null;
      const [tide] = await db.query<NearestRow>(
        'select * from public.nearest_tide_stations($1, $2, $3, $4)',
        [row.latitude, row.longitude, 1, CURRENT_NEIGHBOURS_WITHIN_KM],
      );
      const nearCurrents = await db.query<NearestRow>(
        'select * from public.nearest_current_stations($1, $2, $3, $4)',
        [row.latitude, row.longitude, CURRENT_NEIGHBOURS_COUNT + 1, CURRENT_NEIGHBOURS_WITHIN_KM],
      );
      currents.push({
        id: row.id,
        path,
        name: row.name,
        state: {
          slug,
          name: code ? (US_STATES[code] ?? code) : (row.country ?? slug),
          us: isUsPlace(row),
          listed: summaries.has(slug),
        },
        region: row.region,
        noaaId: row.noaa_id,
        noaaName: row.aliases[0] ?? null,
        latitude: round(row.latitude, 5),
        longitude: round(row.longitude, 5),
        timeZone: row.time_zone,
        zone: zoneOf(row.time_zone),
        type: row.type,
        reference:
          row.reference_id && row.reference_name
            ? {
                id: row.reference_id,
                name: row.reference_name,
                path: currentPathOf({ id: row.reference_id }),
              }
            : null,
        bin: row.bin,
        depthM: row.depth_m === null ? null : round(row.depth_m, 1),
        floodDirectionDeg: row.flood_direction,
        ebbDirectionDeg: row.ebb_direction,
        nearestTide: tide ? nearbyPlace(tide, pathOf(tide)) : null,
        nearestCurrents: nearCurrents
          .filter((near) => near.id !== row.id)
          .slice(0, CURRENT_NEIGHBOURS_COUNT)
          .map((near) => nearbyPlace(near, currentPathOf(near)))
          .filter(isPlace),
      });
    }

    const index: StationsIndex = {
      states,
      stations: tideStations.length,
      gaugePaths: stations.filter((s) => s.gauge).map((s) => s.path),
      currentPaths: currents.map((current) => current.path),
    };
    write('index.json', index);
    // Every tide station for the map, in one compact file (about 10 m of precision).
    write(
      'points.json',
      encodePoints([
        ...tideStations.map((station) => ({
          path: station.path,
          name: station.name,
          latitude: round(station.latitude, 4),
          longitude: round(station.longitude, 4),
          type: station.type,
          state: station.state.slug,
        })),
        ...currents.map((current) => ({
          path: current.path,
          name: current.name,
          latitude: round(current.latitude, 4),
          longitude: round(current.longitude, 4),
          type: 'current' as const,
          state: current.state.slug,
        })),
      ]),
    );
    const listItem = ({ path, name, noaaId, type }: StationData) => ({ path, name, noaaId, type });
    // One name's stations nearest its town first (the fourteen Lafitte gauges).
    const townKm = (station: StationData) => {
      const row = byId.get(station.id);
      return row ? (fromTown(row)?.km ?? 0) : 0;
    };
    const byName = (a: StationData, b: StationData) =>
      a.name.localeCompare(b.name) || townKm(a) - townKm(b) || a.path.localeCompare(b.path);
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
            fromTown: (() => {
              const row = byId.get(s.id);
              return row ? (fromTown(row)?.words ?? null) : null;
            })(),
            latitude: s.latitude,
            longitude: s.longitude,
          })),
      );
      // Current stations of one name are told apart too: a NOAA bin of its own ("Hell Gate,
      // NOAA bin 6"), else NOAA's number ("North End, NOAA COD0910").
      const inStateCurrents = currents.filter((current) => current.state.slug === state.slug);
      const currentNames = listNames(
        inStateCurrents.map((current) => ({
          id: current.id,
          name: current.name,
          area: current.bin === null ? null : `NOAA bin ${current.bin}`,
          locality: null,
          latitude: current.latitude,
          longitude: current.longitude,
        })),
      );
      const stateCurrents = inStateCurrents
        .sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path))
        .map(({ id, path, name, noaaId, type }) => ({
          path,
          name: currentNames.get(id) ?? name,
          noaaId,
          type,
        }));
      const data: StateData = {
        state,
        ...(stateCurrents.length > 0 ? { currents: stateCurrents } : {}),
        areas: [...areas.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([area, list]) => ({
            area,
            stations: list.sort(byName).map((station) => ({
              ...listItem(station),
              name: shown.get(station.id) ?? station.name,
            })),
          })),
        // Listed apart, so that a visitor looking for Oriental finds it, as what it is.
        gauges: inState
          .filter((s) => s.gauge)
          .sort(byName)
          .map(listItem),
      };
      write(`${state.slug}.json`, data);
    }
    for (const { listedUnder: _listedUnder, ...station } of stations) {
      write(`${station.path.slice('/tides/'.length)}.json`, station);
    }
    // A current station's page data sits beside the tide stations', under currents/.
    for (const current of currents) {
      write(`${current.path.slice(1)}.json`, current);
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
    `Wrote data for ${index.stations} station pages and ${index.currentPaths?.length ?? 0} current station pages in ${index.states.length} states, territories and countries, and the gauges without a tide (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
}
