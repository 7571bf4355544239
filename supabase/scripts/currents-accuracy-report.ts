/**
 * How our tidal-current predictions agree with NOAA CO-OPS's published ones (supabase/test/
 * fixtures/currents): for each table, the stations built from the rows the seed writes
 * (current-catalog.ts) and predicted by the engine get-current-data answers with, each of NOAA's
 * slacks and maxima against our nearest of its kind. Prints, over strong events (maxima of
 * 0.75 kn or more and the slacks between two of them), the median and 95th percentile of the
 * time and speed errors and the events missed, then every table's own figures.
 *
 *   pnpm --filter @tides/supabase currents:accuracy
 */
import { pathToFileURL } from 'node:url';
import {
  compileCurrentStation,
  predictCurrentEvents,
  type CurrentStation,
} from '../functions/_shared/engine/current-prediction.ts';
import {
  compareTable,
  extraEvents,
  loadCurrentTables,
  summarize,
  type AccuracySummary,
  type EventComparison,
  type NoaaCurrentTable,
} from '../test/current-tables.ts';
import { currentCatalog } from './current-catalog.ts';
import { zonesAt } from './station-geography.ts';

/** Predicted beyond the table's window so that its edge events have ours to match. */
const WINDOW_PAD_MS = 6 * 3_600_000;

export interface TableResult {
  table: NoaaCurrentTable;
  station: CurrentStation;
  comparisons: EventComparison[];
  /** Ours inside the window that NOAA does not list. */
  extras: number;
}

/** Every table compared, its station built as the seed stores it. */
export function compareCurrentTables(): TableResult[] {
  const rows = new Map(currentCatalog(zonesAt).map((row) => [row.id, row]));
  return loadCurrentTables().map((table) => {
    const row = rows.get(`noaa/${table.station}`);
    if (!row) throw new Error(`noaa/${table.station} is not in the current catalogue.`);
    const reference = row.reference_id ? (rows.get(row.reference_id) ?? null) : null;
    const station = compileCurrentStation(row, reference);
    const ours = predictCurrentEvents(
      station,
      table.startMs - WINDOW_PAD_MS,
      table.endMs + WINDOW_PAD_MS,
    );
    return {
      table,
      station,
      comparisons: compareTable(table, ours),
      extras: extraEvents(table, ours).length,
    };
  });
}

function line(label: string, summary: AccuracySummary, extras: number): string {
  return [
    label.padEnd(44),
    `max |Δt| ${summary.maxTimes.median}/${summary.maxTimes.p95} min`.padEnd(20),
    `speed ${summary.maxSpeeds.median.toFixed(2)}/${summary.maxSpeeds.p95.toFixed(2)} kn`.padEnd(
      20,
    ),
    `slack |Δt| ${summary.slackTimes.median}/${summary.slackTimes.p95} min`.padEnd(22),
    `strong missed ${summary.strongMissed}/${summary.strongEvents}`.padEnd(20),
    `all missed ${summary.allMissed}/${summary.allEvents}, extra ${extras}`,
  ].join('');
}

function main(): void {
  const results = compareCurrentTables();
  const all = results.flatMap((result) => result.comparisons);
  const extras = results.reduce((total, result) => total + result.extras, 0);
  const pooled = summarize(all);
  console.log('Strong events (maxima ≥ 0.75 kn, slacks between two): median/p95');
  console.log(line('All tables', pooled, extras));
  for (const type of ['harmonic', 'subordinate'] as const) {
    const group = results.filter((result) => result.station.type === type);
    console.log(
      line(
        `${type} stations (${group.length} tables)`,
        summarize(group.flatMap((result) => result.comparisons)),
        group.reduce((total, result) => total + result.extras, 0),
      ),
    );
  }
  console.log('\nPer table');
  for (const result of results) {
    console.log(
      line(
        `${result.table.station} ${result.table.file.replace(/\.json$/, '')}`,
        summarize(result.comparisons),
        result.extras,
      ),
    );
  }
  const missedShare = pooled.strongEvents === 0 ? 0 : pooled.strongMissed / pooled.strongEvents;
  console.log(
    `\nTargets: max |Δt| median ≤ 3, p95 ≤ 8 min; speed median ≤ 0.1, p95 ≤ 0.2 kn; slack |Δt| median ≤ 3, p95 ≤ 10 min; ≤ 1% strong missed (${(missedShare * 100).toFixed(1)}%).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
