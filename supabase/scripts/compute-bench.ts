/**
 * How many never-seen station-days a second one core computes, in-process: everything
 * get-tide-data does for a day (highs and lows, the 10-minute curve, sun, moon, the moon's rise
 * and set, the formatted times, the JSON) with no HTTP and no database, so a change to the maths
 * can be measured without the noise of a loaded machine's network stack. Station-days are drawn
 * as `pnpm bench` draws them: any station of the tide database (reference or subordinate, US or
 * foreign) on any day of 2027 and 2028, each pair once. Then where a station-day's time goes,
 * phase by phase. `npx tsx supabase/scripts/compute-bench.ts [--days N]`.
 */
import { stations } from '@neaps/tide-database';
import type { HarmonicCurve } from '../functions/_shared/engine/extremes.ts';
import {
  createGetTideDataHandler,
  type TideDeps,
} from '../functions/_shared/handlers/get-tide-data.ts';
import type { Db } from '../functions/_shared/platform/db.ts';
import { moonTimesOnDay } from '../functions/_shared/engine/moon-times.ts';
import { moonOnDay, sunOnDay } from '../functions/_shared/engine/sky.ts';
import { parseTideRequest } from '../functions/_shared/handlers/tide-request.ts';
import {
  compileStation,
  predictDay,
  type TideStation,
} from '../functions/_shared/engine/tide-prediction.ts';
import {
  formatClockTime,
  isoWithOffset,
  localDay,
  offsetMinutes,
  timeZoneAbbreviation,
  type CalendarDate,
} from '../functions/_shared/engine/zoned-time.ts';
import { stationRow } from './accuracy-report/station-rows.ts';

const daysArgument = process.argv.indexOf('--days');
const DAYS = daysArgument > 0 ? Number(process.argv[daysArgument + 1]) : 4000;
const DAY_MS = 86_400_000;

const rows = new Map(stations.map((s) => [s.id, stationRow(s)]));
/** Every station compiled as a server holds them, for measuring phase by phase. */
const curves = new Map<string, HarmonicCurve>();
const compiled = new Map<string, TideStation>();
for (const type of ['reference', 'subordinate'] as const) {
  for (const [id, row] of rows) {
    if (row.station_type !== type) continue;
    try {
      const reference = row.reference_id ? (rows.get(row.reference_id) ?? null) : null;
      compiled.set(id, compileStation(row, reference, curves));
    } catch {
      // A station the seed leaves out (no constants, an unknown zone): not drawn.
    }
  }
}
/** The stations a request may name and the seed keeps. */
const ids = [...compiled.keys()].filter(
  (locationId) => parseTideRequest({ locationId, date: '2027-01-01' }).ok,
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

/** A small, seedable generator, so every run draws the same station-days. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

function draw(count: number, seed: number): { id: string; date: CalendarDate }[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const day = new Date(Date.UTC(2027, 0, 1) + Math.floor(next() * 730) * DAY_MS);
    return {
      id: ids[Math.floor(next() * ids.length)]!,
      date: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    };
  });
}

const bodyOf = ({ id, date }: { id: string; date: CalendarDate }) =>
  JSON.stringify({
    locationId: id,
    date: `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
  });

/** Runs the station-days through one handler, which compiles each station as it meets it. */
async function run(handler: ReturnType<typeof createGetTideDataHandler>, bodies: string[]) {
  const started = performance.now();
  for (const body of bodies) {
    const response = await handler(
      new Request('http://bench/get-tide-data', { method: 'POST', body }),
    );
    if (response.status !== 200) {
      throw new Error(`status ${response.status}: ${await response.text()}`);
    }
    await response.text();
  }
  return (bodies.length / (performance.now() - started)) * 1000;
}

const handler = createGetTideDataHandler(deps);
// Warm up the JIT (and meet every station once) on days never asked again.
await run(handler, draw(DAYS, 1).map(bodyOf));
const perSecond = await run(handler, draw(DAYS, 2).map(bodyOf));
console.log(`${DAYS} never-seen station-days: ${perSecond.toFixed(0)} a second on one core`);

const phases = { 'local day': 0, sunrise: 0, moon: 0, tides: 0, 'moon times': 0, format: 0 };
function phase(name: keyof typeof phases, started: number): number {
  const now = performance.now();
  phases[name] += now - started;
  return now;
}
function measurePhases(days: { id: string; date: CalendarDate }[]): number {
  let counted = 0;
  for (const { id, date } of days) {
    const station = compiled.get(id);
    if (!station) continue;
    counted += 1;
    const zone = station.timeZone;
    let at = performance.now();
    const day = localDay(date, zone);
    at = phase('local day', at);
    sunOnDay(day, station.latitude, station.longitude);
    at = phase('sunrise', at);
    moonOnDay(day);
    at = phase('moon', at);
    const predicted = predictDay(station, day.startMs, day.endMs, 3_600_000, 600_000);
    at = phase('tides', at);
    moonTimesOnDay(day, station.latitude, station.longitude, zone);
    at = phase('moon times', at);
    const offset = offsetMinutes(day.startMs, zone);
    JSON.stringify(
      predicted.timeline.times.map((time, index) => ({
        at: isoWithOffset(time, zone, offset),
        heightM: Math.round(predicted.timeline.heights[index]! * 1000) / 1000,
      })),
    );
    for (const extreme of predicted.extremesAround) {
      formatClockTime(extreme.time, zone);
      isoWithOffset(extreme.time, zone);
    }
    timeZoneAbbreviation(day.noonMs, zone);
    phase('format', at);
  }
  return counted;
}
measurePhases(draw(DAYS, 3));
for (const name of Object.keys(phases) as (keyof typeof phases)[]) phases[name] = 0;
const counted = measurePhases(draw(DAYS, 4));
const total = Object.values(phases).reduce((sum, ms) => sum + ms, 0);
console.log('Where a never-seen station-day goes (µs each, one core):');
for (const [name, ms] of Object.entries(phases)) {
  console.log(
    `  ${name.padEnd(11)} ${((ms / counted) * 1000).toFixed(1).padStart(6)} µs  ${((ms / total) * 100).toFixed(0).padStart(3)}%`,
  );
}
console.log(`  ${'all'.padEnd(11)} ${((total / counted) * 1000).toFixed(1).padStart(6)} µs`);
