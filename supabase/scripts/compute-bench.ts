/**
 * How many never-seen station-days a second one core computes, in-process: everything
 * get-tide-data computes for a day (highs and lows, the 10-minute curve, sun, moon, the
 * formatted times) with no HTTP and no database, so a change to the maths can be measured
 * without the noise of a loaded machine's network stack. Each station is compiled afresh, as a
 * backend meets it for the first time. `npx tsx supabase/scripts/compute-bench.ts [--days N]`.
 */
import { stations } from '@neaps/tide-database';
import { createGetTideDataHandler, type TideDeps } from '../functions/_shared/get-tide-data.ts';
import type { Db } from '../functions/_shared/db.ts';
import { stationRow } from './accuracy-report.ts';

const daysArgument = process.argv.indexOf('--days');
const DAYS = daysArgument > 0 ? Number(process.argv[daysArgument + 1]) : 2000;

// The same reference and subordinate stations the HTTP bench asks about, and a few more kinds.
const IDS = [
  'noaa/8443970',
  'noaa/9414290',
  'noaa/8518750',
  'noaa/9447130',
  'noaa/8415191',
  'noaa/8723214',
  'noaa/1612340',
  'noaa/8665530',
];
const rows = new Map(
  stations
    .filter((s) => s.type === 'reference' || IDS.includes(s.id))
    .map((s) => [s.id, stationRow(s)]),
);

/** A database holding only the station rows, answering the one query get-tide-data makes. */
const db: Db = {
  query: <T>(_sql: string, params?: unknown[]) => {
    const row = rows.get(String(params?.[0]));
    if (!row) return Promise.resolve([] as T[]);
    const reference = row.reference_id ? rows.get(row.reference_id) : undefined;
    return Promise.resolve((reference ? [row, reference] : [row]) as T[]);
  },
} as Db;
const deps: TideDeps = { db, noaa: { baseUrl: null, timeoutMs: 0 } };

function body(i: number): string {
  const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / IDS.length) * 86_400_000);
  return JSON.stringify({ locationId: IDS[i % IDS.length], date: day.toISOString().slice(0, 10) });
}

/** Runs `count` requests through a new handler, which compiles each station afresh. */
async function run(count: number, offset: number): Promise<number> {
  const handleGetTideData = createGetTideDataHandler(deps);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const response = await handleGetTideData(
      new Request('http://bench/get-tide-data', { method: 'POST', body: body(offset + i) }),
    );
    if (response.status !== 200)
      throw new Error(`status ${response.status}: ${await response.text()}`);
    await response.text();
  }
  return (count / (performance.now() - started)) * 1000;
}

await run(200, 100_000); // warm up the JIT on days never asked again
const perSecond = await run(DAYS, 0);
console.log(`${DAYS} never-seen station-days: ${perSecond.toFixed(0)} a second on one core`);
