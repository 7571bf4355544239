import postgres from 'postgres';
import type { Db } from './db.ts';

/**
 * The project's own Postgres as an edge function sees it: SUPABASE_DB_URL through Supabase's
 * pooler, which runs in transaction mode and so cannot keep prepared statements.
 */
export function edgeDb(url: string, maxConnections: number): Db {
  const sql = postgres(url, { max: maxConnections, prepare: false });
  return {
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[],
  };
}
