// The get-current-data edge function: the shared handler over the project's own Postgres.
import postgres from 'postgres';
import type { Db } from '../_shared/db.ts';
import { gatewayClient } from '../_shared/client-address.ts';
import { stationDayBudgetFromEnv } from '../_shared/station-day-budget.ts';
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
  // get-tide-data's settings (docs/limits.md), in this function's own bucket: each edge
  // function runs in its own isolate.
  budget: stationDayBudgetFromEnv((name) => Deno.env.get(name)),
});

// Counted per visitor: the address Supabase's gateway appended to X-Forwarded-For (the
// rightmost: the entries before it are the client's to write).
Deno.serve((request) => getCurrentData(request, gatewayClient(request)));
