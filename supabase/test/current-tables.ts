/**
 * NOAA CO-OPS's published current predictions kept in fixtures/currents (see its README), read
 * in one form whatever file they came in, and our predictions compared with them event by event:
 * for the accuracy test and the accuracy report.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PredictedCurrentEvent } from '../functions/_shared/engine/current-prediction.ts';

export const CURRENT_TABLES_DIR = fileURLToPath(new URL('./fixtures/currents/', import.meta.url));

export type NoaaCurrentKind = 'slack' | 'flood' | 'ebb';

export interface NoaaCurrentEvent {
  time: number;
  /** Knots, flood positive, ebb negative; 0 at slack. */
  velocity: number;
  kind: NoaaCurrentKind;
}

export interface NoaaCurrentTable {
  file: string;
  /** 'PUG1701'. */
  station: string;
  /** The UTC window NOAA was asked for: [startMs, endMs). */
  startMs: number;
  endMs: number;
  events: NoaaCurrentEvent[];
}

const DAY_MS = 86_400_000;

function kindOf(kind: string): NoaaCurrentKind {
  if (kind === 'slack') return 'slack';
  return kind === 'maxFlood' || kind === 'flood' ? 'flood' : 'ebb';
}

type RawEvent = {
  time?: string;
  utc?: string;
  speed?: number;
  velocityMajorKn?: number;
  kind: string;
};

function eventsOf(raw: readonly RawEvent[]): NoaaCurrentEvent[] {
  return raw.map((event) => ({
    time: Date.parse(event.time ?? event.utc ?? ''),
    velocity: event.speed ?? event.velocityMajorKn ?? 0,
    kind: kindOf(event.kind),
  }));
}

/** The window of a table's events: whole UTC days from its first event's to its last's. */
function windowOf(events: readonly NoaaCurrentEvent[]): { startMs: number; endMs: number } {
  const first = events[0]?.time ?? 0;
  const last = events.at(-1)?.time ?? 0;
  return {
    startMs: Math.floor(first / DAY_MS) * DAY_MS,
    endMs: (Math.floor(last / DAY_MS) + 1) * DAY_MS,
  };
}

function read(file: string): unknown {
  return JSON.parse(readFileSync(`${CURRENT_TABLES_DIR}${file}`, 'utf8')) as unknown;
}

/** Every table, one per station and file. */
export function loadCurrentTables(): NoaaCurrentTable[] {
  const tables: NoaaCurrentTable[] = [];
  const add = (file: string, station: string, raw: readonly RawEvent[]) => {
    const events = eventsOf(raw);
    tables.push({ file, station, ...windowOf(events), events });
  };
  const harmonic = read('currents-golden-harmonic.json') as { station: string; events: RawEvent[] };
  add('currents-golden-harmonic.json', harmonic.station, harmonic.events);
  for (const file of ['currents-golden-home.json', 'currents-golden-sub-batch.json']) {
    const batch = read(file) as { stations: { id: string; events: RawEvent[] }[] };
    for (const station of batch.stations) add(file, station.id, station.events);
  }
  const subordinate = read('currents-golden-subordinate.json') as {
    sub: string;
    events: RawEvent[];
  };
  add('currents-golden-subordinate.json', subordinate.sub, subordinate.events);
  const turnPoint = read('noaa-pug1717-golden.json') as { station: string; events: RawEvent[] };
  add('noaa-pug1717-golden.json', turnPoint.station, turnPoint.events);
  return tables;
}

/**
 * Strong events, whose agreement the targets speak of: maxima of at least this many knots, and
 * the slacks between two of them.
 */
export const STRONG_MAXIMUM_KN = 0.75;
/** A NOAA event with none of ours of its kind this near is missed. */
export const MATCH_WINDOW_MS = 90 * 60_000;

export interface EventComparison {
  table: NoaaCurrentTable;
  noaa: NoaaCurrentEvent;
  strong: boolean;
  /** Ours, rounded to the minute as NOAA's are, minus NOAA's, minutes; null when missed. */
  minutes: number | null;
  /** |our speed − NOAA's|, knots, for a maximum; null for a slack or a miss. */
  speedError: number | null;
}

/** Each of NOAA's events against the nearest of ours of the same kind. */
export function compareTable(
  table: NoaaCurrentTable,
  ours: readonly PredictedCurrentEvent[],
): EventComparison[] {
  return table.events.map((noaa, index) => {
    const before = table.events[index - 1];
    const after = table.events[index + 1];
    const isStrongMax = (event: NoaaCurrentEvent | undefined) =>
      event !== undefined &&
      event.kind !== 'slack' &&
      Math.abs(event.velocity) >= STRONG_MAXIMUM_KN;
    const strong =
      noaa.kind === 'slack' ? isStrongMax(before) && isStrongMax(after) : isStrongMax(noaa);
    let best: PredictedCurrentEvent | undefined;
    for (const event of ours) {
      if (event.type !== noaa.kind) continue;
      if (!best || Math.abs(event.time - noaa.time) < Math.abs(best.time - noaa.time)) best = event;
    }
    if (!best || Math.abs(best.time - noaa.time) > MATCH_WINDOW_MS) {
      return { table, noaa, strong, minutes: null, speedError: null };
    }
    const rounded = Math.round(best.time / 60_000) * 60_000;
    return {
      table,
      noaa,
      strong,
      minutes: (rounded - noaa.time) / 60_000,
      speedError:
        noaa.kind === 'slack'
          ? null
          : Math.abs(Math.round(Math.abs(best.velocity) * 100) / 100 - Math.abs(noaa.velocity)),
    };
  });
}

/** The median and 95th percentile (nearest rank) of some numbers; 0 for none. */
export function medianAndP95(values: readonly number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

export interface AccuracySummary {
  maxTimes: { median: number; p95: number; count: number };
  maxSpeeds: { median: number; p95: number };
  slackTimes: { median: number; p95: number; count: number };
  strongEvents: number;
  strongMissed: number;
  allEvents: number;
  allMissed: number;
}

/** The figures the targets speak of, over strong events. */
export function summarize(comparisons: readonly EventComparison[]): AccuracySummary {
  const strong = comparisons.filter((c) => c.strong);
  const found = strong.filter((c) => c.minutes !== null);
  const maxima = found.filter((c) => c.noaa.kind !== 'slack');
  const slacks = found.filter((c) => c.noaa.kind === 'slack');
  const maxTimes = medianAndP95(maxima.map((c) => Math.abs(c.minutes ?? 0)));
  const slackTimes = medianAndP95(slacks.map((c) => Math.abs(c.minutes ?? 0)));
  return {
    maxTimes: { ...maxTimes, count: maxima.length },
    maxSpeeds: medianAndP95(maxima.map((c) => c.speedError ?? 0)),
    slackTimes: { ...slackTimes, count: slacks.length },
    strongEvents: strong.length,
    strongMissed: strong.length - found.length,
    allEvents: comparisons.length,
    allMissed: comparisons.filter((c) => c.minutes === null).length,
  };
}

/** Our events inside the table's window that match none of NOAA's: listed where NOAA lists nothing. */
export function extraEvents(
  table: NoaaCurrentTable,
  ours: readonly PredictedCurrentEvent[],
): PredictedCurrentEvent[] {
  return ours.filter(
    (event) =>
      event.time >= table.startMs &&
      event.time < table.endMs &&
      !table.events.some(
        (noaa) => noaa.kind === event.type && Math.abs(noaa.time - event.time) <= MATCH_WINDOW_MS,
      ),
  );
}
