// The get-water-level edge function: the shared handler over the project's own Postgres.
// NOAA_API_URL overrides NOAA's data getter; 'off' answers "unavailable" without asking NOAA.
import { edgeDb } from '../_shared/platform/edge-db.ts';
import { gatewayClient } from '../_shared/platform/client-address.ts';
import { createGetWaterLevelHandler } from '../_shared/handlers/get-water-level.ts';
import { NOAA_DEFAULT_TIMEOUT_MS } from '../_shared/noaa/noaa-predictions.ts';

const NOAA_DATA_GETTER = 'https://api.tidesandcurrents.noaa.gov/api/prod/datagetter';

const db = edgeDb(Deno.env.get('SUPABASE_DB_URL') ?? '', 4);
const noaaUrl = Deno.env.get('NOAA_API_URL') ?? NOAA_DATA_GETTER;

// One handler for the life of the isolate: its caches and NOAA circuit serve every request.
// Each function is its own isolate on Supabase, so its NOAA budget is its own (the embedded
// backend shares one between get-tide-data and get-water-level).
const getWaterLevel = createGetWaterLevelHandler({
  db,
  noaa: { baseUrl: noaaUrl === 'off' ? null : noaaUrl, timeoutMs: NOAA_DEFAULT_TIMEOUT_MS },
  // The same per-client limit get-tide-data has: 600 a minute, 200 at once.
  budget: { stationDaysPerMinute: 600, burst: 200 },
});

// Counted per visitor: the address Supabase's gateway appended to X-Forwarded-For (the
// rightmost: the entries before it are the client's to write).
Deno.serve((request) => getWaterLevel(request, gatewayClient(request)));
