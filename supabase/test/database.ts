/**
 * A fresh in-memory PGlite brought to the project's schema as a host outside the Supabase CLI
 * brings it: the platform stand-in, every migration in order, then the seeds config.toml loads.
 * For the handler's tests, which call the shared handler directly with this as its `Db`.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from '../functions/_shared/platform/db.ts';
import {
  currentStationsSeedPath,
  migrationFiles,
  placesSeedPath,
  platformSqlPaths,
  seedPath,
} from '../paths.ts';

export interface TestDatabase extends Db {
  close(): Promise<void>;
}

/** The schema with no data: the platform stand-in and every migration. */
export async function openMigratedDatabase(): Promise<TestDatabase> {
  return open([...platformSqlPaths, ...migrationFiles().map((migration) => migration.path)]);
}

/** The schema and the seeds, stations, places then current stations, as config.toml loads them. */
export async function openSeededDatabase(): Promise<TestDatabase> {
  return open([
    ...platformSqlPaths,
    ...migrationFiles().map((migration) => migration.path),
    seedPath,
    placesSeedPath,
    currentStationsSeedPath,
  ]);
}

async function open(scripts: string[]): Promise<TestDatabase> {
  const pg = await PGlite.create({ extensions: { pg_trgm } });
  for (const path of scripts) await pg.exec(readFileSync(path, 'utf8'));
  return {
    async query<Row>(text: string, params: unknown[] = []) {
      return (await pg.query<Row>(text, params)).rows;
    },
    close: () => pg.close(),
  };
}
