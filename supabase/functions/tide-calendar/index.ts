// The tide-calendar edge function: a station's tides (or a windows search) as an iCalendar feed,
// fetched by calendar apps without any key, so config.toml turns the gateway's JWT check off.
import postgres from 'postgres';
import type { Db } from '../_shared/db.ts';
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
});

// The gateway puts the caller's address first in X-Forwarded-For; the handler counts by it.
Deno.serve((request) => tideCalendar(request));
