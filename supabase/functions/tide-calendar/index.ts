// The tide-calendar edge function: a station's tides (or a windows search) as an iCalendar feed,
// fetched by calendar apps without any key, so config.toml turns the gateway's JWT check off.
import postgres from 'postgres';
import type { Db } from '../_shared/db.ts';
import { gatewayClient } from '../_shared/client-address.ts';
import { stationDayBudgetFromEnv } from '../_shared/station-day-budget.ts';
import { createTideCalendarHandler } from '../_shared/tide-calendar.ts';

// Supabase's pooler runs in transaction mode, which cannot keep prepared statements.
const sql = postgres(Deno.env.get('SUPABASE_DB_URL') ?? '', { max: 2, prepare: false });
const db: Db = {
  query: async <Row>(text: string, params: unknown[] = []) =>
    (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[],
};

// One handler for the life of the isolate: its station cache and per-client counts.
const tideCalendar = createTideCalendarHandler({
  db,
  siteUrl: Deno.env.get('SITE_URL') ?? 'https://tidecharts.example',
  // As get-tide-data: NOAA's cached highs and lows are used unless NOAA_API_URL is 'off'.
  noaaCache: Deno.env.get('NOAA_API_URL') !== 'off',
  // The embedded backend's settings and defaults (docs/limits.md): a feed costs the days it
  // covers. Each function deployed alone keeps its own bucket per visitor.
  budget: stationDayBudgetFromEnv((name) => Deno.env.get(name)),
});

// Counted per visitor, the address Supabase's gateway appended to X-Forwarded-For.
Deno.serve((request) => tideCalendar(request, gatewayClient(request)));
