/**
 * A throw-away database of either kind the backend runs on, for the tests that prove one
 * behaviour on both: a seeded PGlite data directory, or a fresh PostgreSQL cluster.
 */
import { tempDataDir } from './helpers.ts';
import { startPostgres } from './postgres-server.ts';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';

export interface ThrowAwayDatabase {
  /** The backend's setting that points at it: a PostgreSQL URL or a PGlite data directory. */
  where: { databaseUrl: string } | { dataDir: string };
  /** Stops the server, or deletes the directory. */
  remove(): Promise<void>;
}

/** A database of `kind`; on PostgreSQL a cluster of its own with a database named `name`. */
export async function throwAwayDatabase(
  kind: DatabaseKind,
  name: string,
): Promise<ThrowAwayDatabase> {
  if (kind === 'PostgreSQL') {
    const server = await startPostgres(name);
    return { where: { databaseUrl: server.url }, remove: () => server.stop() };
  }
  const data = await tempDataDir();
  return { where: { dataDir: data.path }, remove: async () => data.remove() };
}
