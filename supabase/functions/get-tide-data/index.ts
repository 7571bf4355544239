// The get-tide-data edge function: the shared handler over the project's own Postgres.
// NOAA_API_URL overrides NOAA's data getter; 'off' answers from harmonics alone.
import { edgeDb } from '../_shared/platform/edge-db.ts';
import { gatewayClient } from '../_shared/platform/client-address.ts';
import { createGetTideDataHandler } from '../_shared/handlers/get-tide-data.ts';
import { NOAA_DEFAULT_TIMEOUT_MS } from '../_shared/noaa/noaa-predictions.ts';
import { stationDayBudgetFromEnv } from '../_shared/platform/station-day-budget.ts';

const NOAA_DATA_GETTER = 'https://api.tidesandcurrents.noaa.gov/api/prod/datagetter';

const db = edgeDb(Deno.env.get('SUPABASE_DB_URL') ?? '', 4);
const noaaUrl = Deno.env.get('NOAA_API_URL') ?? NOAA_DATA_GETTER;

// One handler for the life of the isolate: its caches and NOAA circuit serve every request.
const getTideData = createGetTideDataHandler({
  db,
  noaa: { baseUrl: noaaUrl === 'off' ? null : noaaUrl, timeoutMs: NOAA_DEFAULT_TIMEOUT_MS },
  // The embedded backend's settings and defaults (docs/limits.md): 600 station-days a minute
  // per visitor, 200 at once.
  budget: stationDayBudgetFromEnv((name) => Deno.env.get(name)),
});

// The station-day budget is counted per visitor, the address Supabase's gateway appended to
// X-Forwarded-For (the rightmost: the entries before it are the client's to write).
Deno.serve((request) => getTideData(request, gatewayClient(request)));
