// The get-current-data edge function: the shared handler over the project's own Postgres.
import { edgeDb } from '../_shared/platform/edge-db.ts';
import { gatewayClient } from '../_shared/platform/client-address.ts';
import { stationDayBudgetFromEnv } from '../_shared/platform/station-day-budget.ts';
import { createGetCurrentDataHandler } from '../_shared/handlers/get-current-data.ts';

const db = edgeDb(Deno.env.get('SUPABASE_DB_URL') ?? '', 4);

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
