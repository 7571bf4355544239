/** Where the Supabase project's SQL and functions live, for the hosts that run them outside the Supabase CLI. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migration files in the order the Supabase CLI applies them (by timestamp prefix). */
export function migrationFiles(): { version: string; name: string; path: string }[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version, name: rest.join('_'), path: join(migrationsDir, file) };
    });
}

/**
 * What hosted Supabase has before the first migration, for a database that is not hosted
 * Supabase (the embedded backend, plain PostgreSQL, the handler's tests): the API roles and
 * auth.* helpers, then Auth's tables. Both scripts are idempotent, run in this order.
 */
export const platformSqlPaths = ['platform.sql', 'auth.sql'].map((file) =>
  fileURLToPath(new URL(`./platform/${file}`, import.meta.url)),
);
export const seedPath = fileURLToPath(new URL('./seed.sql', import.meta.url));
/** The project's root, where `supabase/functions` is served from (the edge function's cwd). */
export const projectDir = fileURLToPath(new URL('./', import.meta.url));
/** The gazetteer of US places near the coast, seeded after the stations. */
export const placesSeedPath = fileURLToPath(new URL('./seeds/places.sql', import.meta.url));
/** The tidal-current stations, seeded after the tide stations and places. */
export const currentStationsSeedPath = fileURLToPath(
  new URL('./seeds/current_stations.sql', import.meta.url),
);
/** The reviewed corrections to the tide database, one line per station and field. */
export const overridesPath = fileURLToPath(new URL('./station-overrides.tsv', import.meta.url));
/** The catalogue report the seed generator writes: what the checks found, fixed and dropped. */
export const catalogReportPath = fileURLToPath(new URL('./catalogue-report.md', import.meta.url));
/**
 * The gauges NOAA CO-OPS operates (its water-level stations with real-time data), with where the
 * list is from; refreshed by scripts/refresh-live-gauges.ts and read by the seed generator.
 */
export const liveGaugesPath = fileURLToPath(new URL('./noaa-live-gauges.json', import.meta.url));
