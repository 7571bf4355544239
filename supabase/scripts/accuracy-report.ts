/**
 * How close our harmonic highs and lows come to NOAA's published tables: for every file in
 * shared/fixtures/noaa, each official event is matched to our nearest event of the same type
 * within 3 hours (none is a miss), as that folder's README asks.
 *
 *   npx tsx supabase/scripts/accuracy-report.ts
 *
 * The comparison is exported for supabase/test/tides-accuracy.test.ts, so the test and this
 * report measure the same thing, through the same predictExtremes the handler uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { migrate, openDatabase } from '../../packages/backend/src/database.ts';
import type { Db } from '../functions/_shared/db.ts';
import { loadStation, predictExtremes } from '../functions/_shared/tide-prediction.ts';
import {
  localDay,
  nextCalendarDate,
  offsetMinutes,
  wallClock,
  type CalendarDate,
} from '../functions/_shared/zoned-time.ts';

export const FIXTURES_DIR = new URL('../../../shared/fixtures/noaa/', import.meta.url);

const FEET_PER_METRE = 1 / 0.3048;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The README's matching radius. */
const MATCH_WINDOW_MS = 3 * HOUR_MS;

export interface NoaaFixture {
  file: string;
  station: string;
  name: string;
  subordinate: boolean;
  datum: string;
  units: 'm' | 'ft';
  /** GMT is UTC; LST the zone's standard time all year; LST_LDT its civil time. */
  timeZone: 'GMT' | 'LST' | 'LST_LDT';
  ianaZone: string;
  firstDate: string;
  lastDate: string;
  events: { t: string; v: number; type: 'H' | 'L' }[];
}

export interface FixtureComparison {
  file: string;
  station: string;
  subordinate: boolean;
  events: number;
  matched: number;
  misses: number;
  /** Our events with no official event of the same type within 3 hours. */
  extras: number;
  timeErrorsMin: number[];
  heightErrorsFt: number[];
  medianTimeMin: number;
  p95TimeMin: number;
  medianHeightFt: number;
  p95HeightFt: number;
}

export function loadFixtures(): NoaaFixture[] {
  const dir = fileURLToPath(FIXTURES_DIR);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) =>
        ({
          file,
          ...(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as object),
        }) as NoaaFixture,
    );
}

function parseDate(text: string): CalendarDate {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
}

/** Standard (winter) offset of a zone for a year: the smaller of its January and July offsets. */
function standardOffsetMinutes(zone: string, year: number): number {
  return Math.min(
    offsetMinutes(Date.UTC(year, 0, 1), zone),
    offsetMinutes(Date.UTC(year, 6, 1), zone),
  );
}

/**
 * The fixture's wall-clock times as instants. A civil time that occurs twice (the hour the
 * clocks go back) is the first candidate after the previous event, the table being in order.
 */
export function fixtureInstants(fixture: NoaaFixture): number[] {
  let previous = -Infinity;
  return fixture.events.map(({ t }) => {
    const [date = '', clock = ''] = t.split(' ');
    const { year, month, day } = parseDate(date);
    const [hour = 0, minute = 0] = clock.split(':').map(Number);
    const asUtc = Date.UTC(year, month - 1, day, hour, minute);
    let instant: number;
    if (fixture.timeZone === 'GMT') instant = asUtc;
    else if (fixture.timeZone === 'LST') {
      instant = asUtc - standardOffsetMinutes(fixture.ianaZone, year) * MINUTE_MS;
    } else {
      // The offsets in force a day either side cover both readings of a repeated hour.
      const offsets = new Set(
        [-DAY_MS, 0, DAY_MS].map((shift) => offsetMinutes(asUtc + shift, fixture.ianaZone)),
      );
      const candidates = [...offsets]
        .map((offset) => asUtc - offset * MINUTE_MS)
        .filter((ms) => {
          const wall = wallClock(ms, fixture.ianaZone);
          return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) === asUtc;
        })
        .sort((a, b) => a - b);
      instant = candidates.find((ms) => ms > previous) ?? candidates[0] ?? Number.NaN;
    }
    previous = instant;
    return instant;
  });
}

/** The fixture's whole window as instants: local midnight of firstDate to the end of lastDate. */
function fixtureWindow(fixture: NoaaFixture): { startMs: number; endMs: number } {
  const first = parseDate(fixture.firstDate);
  const afterLast = nextCalendarDate(parseDate(fixture.lastDate));
  if (fixture.timeZone === 'LST_LDT') {
    return {
      startMs: localDay(first, fixture.ianaZone).startMs,
      endMs: localDay(afterLast, fixture.ianaZone).startMs,
    };
  }
  const offset =
    fixture.timeZone === 'GMT'
      ? 0
      : standardOffsetMinutes(fixture.ianaZone, first.year) * MINUTE_MS;
  return {
    startMs: Date.UTC(first.year, first.month - 1, first.day) - offset,
    endMs: Date.UTC(afterLast.year, afterLast.month - 1, afterLast.day) - offset,
  };
}

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Compares our predictions for the fixture's station with its official events. */
export async function compareWithFixture(db: Db, fixture: NoaaFixture): Promise<FixtureComparison> {
  const station = await loadStation(db, `noaa/${fixture.station}`);
  if (!station) throw new Error(`Station noaa/${fixture.station} is not in the seed.`);
  const { startMs, endMs } = fixtureWindow(fixture);
  const ours = predictExtremes(station, startMs, endMs);
  const instants = fixtureInstants(fixture);
  const toFeet = fixture.units === 'm' ? FEET_PER_METRE : 1;
  const timeErrorsMin: number[] = [];
  const heightErrorsFt: number[] = [];
  const used = new Set<number>();
  let misses = 0;
  fixture.events.forEach((event, index) => {
    const instant = instants[index] ?? Number.NaN;
    const type = event.type === 'H' ? 'high' : 'low';
    let best = -1;
    let bestGap = Infinity;
    ours.forEach((candidate, candidateIndex) => {
      if (candidate.type !== type) return;
      const gap = Math.abs(candidate.time - instant);
      if (gap <= MATCH_WINDOW_MS && gap < bestGap) {
        best = candidateIndex;
        bestGap = gap;
      }
    });
    const match = ours[best];
    if (!match) {
      misses += 1;
      return;
    }
    used.add(best);
    timeErrorsMin.push(bestGap / MINUTE_MS);
    heightErrorsFt.push(Math.abs(match.heightM * FEET_PER_METRE - event.v * toFeet));
  });
  return {
    file: fixture.file,
    station: fixture.station,
    subordinate: fixture.subordinate,
    events: fixture.events.length,
    matched: timeErrorsMin.length,
    misses,
    extras: ours.length - used.size,
    timeErrorsMin,
    heightErrorsFt,
    medianTimeMin: percentile(timeErrorsMin, 0.5),
    p95TimeMin: percentile(timeErrorsMin, 0.95),
    medianHeightFt: percentile(heightErrorsFt, 0.5),
    p95HeightFt: percentile(heightErrorsFt, 0.95),
  };
}

function describe(label: string, rows: Omit<FixtureComparison, 'file' | 'station'>): string {
  return [
    label.padEnd(34),
    `events ${String(rows.events).padStart(5)}`,
    `time median ${rows.medianTimeMin.toFixed(1)} / p95 ${rows.p95TimeMin.toFixed(1)} min`,
    `height median ${rows.medianHeightFt.toFixed(3)} / p95 ${rows.p95HeightFt.toFixed(3)} ft`,
    `misses ${rows.misses}`,
    `extras ${rows.extras}`,
  ].join('  ');
}

async function main(): Promise<void> {
  const db = await openDatabase();
  try {
    await migrate(db);
    const results: FixtureComparison[] = [];
    for (const fixture of loadFixtures()) {
      const result = await compareWithFixture(db, fixture);
      results.push(result);
      const kind = fixture.subordinate ? 'subordinate' : 'reference';
      console.log(describe(`${result.file} (${kind})`, result));
    }
    const reference = results.filter((result) => !result.subordinate);
    const times = reference.flatMap((result) => result.timeErrorsMin);
    const heights = reference.flatMap((result) => result.heightErrorsFt);
    console.log(
      describe('all reference stations', {
        subordinate: false,
        events: reference.reduce((sum, result) => sum + result.events, 0),
        matched: times.length,
        misses: reference.reduce((sum, result) => sum + result.misses, 0),
        extras: reference.reduce((sum, result) => sum + result.extras, 0),
        timeErrorsMin: times,
        heightErrorsFt: heights,
        medianTimeMin: percentile(times, 0.5),
        p95TimeMin: percentile(times, 0.95),
        medianHeightFt: percentile(heights, 0.5),
        p95HeightFt: percentile(heights, 0.95),
      }),
    );
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
