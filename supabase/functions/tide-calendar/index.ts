// The tide-calendar edge function: a station's tides (or a windows search) as an iCalendar feed,
// fetched by calendar apps without any key, so config.toml turns the gateway's JWT check off.
import { edgeDb } from '../_shared/platform/edge-db.ts';
import { gatewayClient } from '../_shared/platform/client-address.ts';
import { stationDayBudgetFromEnv } from '../_shared/platform/station-day-budget.ts';
import { createTideCalendarHandler } from '../_shared/handlers/tide-calendar/index.ts';

const db = edgeDb(Deno.env.get('SUPABASE_DB_URL') ?? '', 2);

// One handler for the life of the isolate: its station cache and per-client counts.
const tideCalendar = createTideCalendarHandler({
  db,
  siteUrl: Deno.env.get('SITE_URL') ?? 'https://tidecharts.example',
  // As get-tide-data: NOAA's cached highs and lows are used unless NOAA_API_URL is 'off'.
  noaaCache: Deno.env.get('NOAA_API_URL') !== 'off',
  // The embedded backend's settings and defaults (docs/limits.md): a feed costs what building it
  // costs, a kept one nothing. Each function deployed alone keeps its own bucket per visitor.
  budget: stationDayBudgetFromEnv((name) => Deno.env.get(name)),
});

// Counted per visitor, the address Supabase's gateway appended to X-Forwarded-For.
Deno.serve((request) => tideCalendar(request, gatewayClient(request)));
