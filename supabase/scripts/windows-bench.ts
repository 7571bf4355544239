/**
 * What the tide-calendar function computes per request, timed in-process with no HTTP and no
 * database: a 60-day windows search, a 30-day and a 90-day feed of highs and lows, and a year's
 * king tides, at Boston (a reference station) and Hull (a subordinate), each station compiled
 * afresh so no curve terms are kept from an earlier run. Prints the median of `--runs` (5).
 * `npx tsx supabase/scripts/windows-bench.ts [--runs N]`.
 */
import { stations } from '@neaps/tide-database';
import { kingTides } from '../functions/_shared/engine/king-tides.ts';
import { feedExtremes } from '../functions/_shared/handlers/tide-calendar/index.ts';
import { compileStation, type TideStation } from '../functions/_shared/engine/tide-prediction.ts';
import { findTideWindows } from '../functions/_shared/engine/tide-windows.ts';
import { stationRow } from './accuracy-report/station-rows.ts';

const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 5;
const DAY_MS = 86_400_000;

function compiled(id: string): TideStation {
  const row = stations.find((station) => station.id === id);
  if (!row) throw new Error(`${id} is not in @neaps/tide-database`);
  const referenceId = row.type === 'subordinate' ? row.offsets?.reference : undefined;
  const reference = stations.find((station) => station.id === referenceId);
  return compileStation(stationRow(row), reference ? stationRow(reference) : null);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(what: string, id: string, work: (station: TideStation) => unknown): void {
  const took: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const station = compiled(id);
    const start = performance.now();
    work(station);
    took.push(performance.now() - start);
  }
  console.log(`${what.padEnd(42)} ${id.padEnd(14)} ${median(took).toFixed(1)} ms`);
}

const from = Date.UTC(2026, 11, 1, 5);
for (const id of ['noaa/8443970', 'noaa/8444351']) {
  time('windows, below 0 ft in daylight, 60 days', id, (station) =>
    findTideWindows(station, { belowM: 0, light: 'day' }, from, from + 60 * DAY_MS),
  );
  time('windows, rising near high on weekends', id, (station) =>
    findTideWindows(
      station,
      { tide: 'rising', near: { type: 'high', hours: 2 }, weekdays: [0, 6] },
      from,
      from + 60 * DAY_MS,
    ),
  );
  time('feed of highs and lows, 30 days', id, (station) => feedExtremes(station, from, 30));
  time('feed of highs and lows, 90 days', id, (station) => feedExtremes(station, from, 90));
  time("a year's king tides", id, (station) => kingTides(station, 2027));
}
