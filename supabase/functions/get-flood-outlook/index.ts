// The get-flood-outlook edge function: the shared handler over the project's own Postgres.
import { edgeDb } from '../_shared/platform/edge-db.ts';
import { gatewayClient } from '../_shared/platform/client-address.ts';
import { createGetFloodOutlookHandler } from '../_shared/handlers/get-flood-outlook.ts';
import { stationDayBudgetFromEnv } from '../_shared/platform/station-day-budget.ts';

const db = edgeDb(Deno.env.get('SUPABASE_DB_URL') ?? '', 4);

// One handler for the life of the isolate: its kept station-years serve every request.
const getFloodOutlook = createGetFloodOutlookHandler({
  db,
  // get-tide-data's settings and defaults (docs/limits.md): 600 station-days a minute per
  // visitor, 200 at once; a station-year computed costs YEAR_COST_DAYS of them.
  budget: stationDayBudgetFromEnv((name) => Deno.env.get(name)),
});

// Counted per visitor: the address Supabase's gateway appended to X-Forwarded-For.
Deno.serve((request) => getFloodOutlook(request, gatewayClient(request)));
