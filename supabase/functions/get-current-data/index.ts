// The get-current-data edge function: the shared handler over the project's own Postgres.
import postgres from 'postgres';
import type { Db } from '../_shared/db.ts';
import { createGetCurrentDataHandler } from '../_shared/get-current-data.ts';

// Supabase's pooler runs in transaction mode, which cannot keep prepared statements.
const sql = postgres(Deno.env.get('SUPABASE_DB_URL') ?? '', { max: 4, prepare: false });
const db: Db = {
  query: async <Row>(text: string, params: unknown[] = []) =>
    (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[],
};

// One handler for the life of the isolate: its caches serve every request.
const getCurrentData = createGetCurrentDataHandler({
  db,
  // get-tide-data's budget: 600 station-days a minute per client, 200 at once.
  budget: { stationDaysPerMinute: 600, burst: 200 },
});

// Supabase's gateway puts the visitor's address first in X-Forwarded-For; the station-day
// budget is counted per visitor.
Deno.serve((request) =>
  getCurrentData(
    request,
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown',
  ),
);
