/**
 * The search tests' database and calls: a freshly migrated and seeded PGlite per test file, and
 * search_tide_locations and nearest_tide_stations called as a visitor.
 */
import { afterAll, beforeAll } from 'vitest';
import { migrate, openDatabase, type Database, type RequestContext } from '../src/database.ts';
import type { LocationRow } from '../src/search/locations.ts';
import { AS_ANON, signInAsAuthenticated } from './request-contexts.ts';

/**
 * A search_tide_locations row: 'tide' for a tide station, 'current' for a tidal-current station,
 * 'gauge' for a gauge set apart as having too small a tide to tabulate. The country is its name
 * as the station data spells it ('United States', 'Canada').
 */
export type SearchRow = Omit<LocationRow, 'kind'> & { kind: 'tide' | 'current' | 'gauge' };

/** A nearest_tide_stations row: a station as the search gives it, with its distance and bearing. */
export type NearestRow = Omit<SearchRow, 'area' | 'place' | 'distance_km'> & {
  distance_km: number;
  bearing_degrees: number;
};

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, computed here to check the database's. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The most the function returns, however many stations match. */
export const MAX_RESULTS = 20;

/** Opens, migrates and seeds the file's database before its tests and closes it after. */
export function searchDatabase() {
  let db: Database | undefined;
  const database = (): Database => {
    if (!db) throw new Error('The search database is not open yet.');
    return db;
  };

  beforeAll(async () => {
    db = await openDatabase();
    await migrate(db);
    await signInAsAuthenticated(db);
    // Migrating and seeding a fresh database on a slow shared machine.
  }, 180_000);

  afterAll(async () => {
    await db?.close();
  });

  const search = (term: string | null, context: RequestContext = AS_ANON) =>
    database().asRequest(context, (tx) =>
      tx.query<SearchRow>('select * from public.search_tide_locations($1)', [term]),
    );

  return {
    database,
    search,
    searchIds: async (term: string) => (await search(term)).map((row) => row.id),
    searchWithCurrents: (term: string) =>
      database().asRequest(AS_ANON, (tx) =>
        tx.query<SearchRow>('select * from public.search_tide_locations($1, true)', [term]),
      ),
    searchWithGauges: (term: string) =>
      database().asRequest(AS_ANON, (tx) =>
        tx.query<SearchRow>(
          'select * from public.search_tide_locations($1, include_gauges => true)',
          [term],
        ),
      ),
    nearest: (latitude: number | null, longitude: number | null, maxCount = 5, withinKm = 100) =>
      database().asRequest(AS_ANON, (tx) =>
        tx.query<NearestRow>('select * from public.nearest_tide_stations($1, $2, $3, $4)', [
          latitude,
          longitude,
          maxCount,
          withinKm,
        ]),
      ),
  };
}
