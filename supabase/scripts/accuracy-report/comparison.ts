/**
 * Our highs and lows against one NOAA table: each official event matched to our nearest of the
 * same type within MATCH_WINDOW_MS (none is a miss, ours left over are extras), pooled into
 * summaries by file, by region and by station.
 */
import {
  compileStation,
  predictExtremes,
  type PredictedExtreme,
  type TideStationRow,
} from '../../functions/_shared/engine/tide-prediction.ts';
import {
  localDay,
  nextCalendarDate,
  offsetMinutes,
  wallClock,
  type CalendarDate,
} from '../../functions/_shared/engine/zoned-time.ts';
import { METRES_PER_FOOT } from '../../functions/_shared/engine/units.ts';
import type { NoaaFixture } from '../../test/noaa-tables.ts';
import { byId, stationRow } from './station-rows.ts';

const FEET_PER_METRE = 1 / METRES_PER_FOOT;
const MM_PER_FOOT = 1000 * METRES_PER_FOOT;
const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
export const DEGREES = Math.PI / 180;
/** The README's matching radius. */
const MATCH_WINDOW_MS = 3 * HOUR_MS;

export type Region =
  'Hawaii and Pacific islands' | 'Alaska' | 'Pacific coast' | 'Atlantic' | 'Gulf';
export const REGIONS: readonly Region[] = [
  'Hawaii and Pacific islands',
  'Alaska',
  'Pacific coast',
  'Atlantic',
  'Gulf',
];

export interface FixtureComparison {
  file: string;
  station: string;
  /** NOAA's name for the station, as the table gives it. */
  name: string;
  subordinate: boolean;
  region: Region;
  /** Made with today's constants (2025 on), so to be matched to the minute (see isCurrentTable). */
  current: boolean;
  /** Heights published to 0.1 ft (the recent/ README names the file) are compared by time only. */
  heightsComparable: boolean;
  events: number;
  matched: number;
  misses: number;
  /** Our events with no official event of the same type within 3 hours. */
  extras: number;
  timeErrorsMin: number[];
  heightErrorsMm: number[];
  /** NOAA's height less ours, signed, at each of NOAA's events whose heights compare. */
  heightDifferences: { atMs: number; mm: number }[];
}

export interface Summary {
  files: number;
  events: number;
  matched: number;
  misses: number;
  extras: number;
  /** Share of matched events at NOAA's very minute. */
  exactShare: number;
  meanTimeMin: number;
  p95TimeMin: number;
  medianHeightMm: number;
  p95HeightMm: number;
}

/** Files whose heights NOAA published to 0.1 ft only (see the fixtures' README.md). */
const TIMES_ONLY = new Set(['recent/8510719_2026-06-13.json']);

/**
 * Whether a table was made with the harmonic constants the station database has today. NOAA
 * revises a station's constants now and then, and the tables before 2025 here (2013–2016)
 * were made with older ones, so they can only be matched to within a minute or two.
 */
export function isCurrentTable(fixture: Pick<NoaaFixture, 'firstDate'>): boolean {
  return Number(fixture.firstDate.slice(0, 4)) >= 2025;
}

const ALASKA_ZONES = new Set([
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Metlakatla',
]);

/**
 * The region of a NOAA station, from its time zone and, for the Gulf of Mexico, its id: NOAA
 * numbers the Gulf coast from 8725 (Florida's west coast) to 8779 (Texas).
 */
export function regionOf(fixture: Pick<NoaaFixture, 'station' | 'ianaZone'>): Region {
  const { station, ianaZone } = fixture;
  if (ianaZone.startsWith('Pacific/')) return 'Hawaii and Pacific islands';
  if (ALASKA_ZONES.has(ianaZone)) return 'Alaska';
  if (ianaZone === 'America/Los_Angeles') return 'Pacific coast';
  const prefix = Number(station.slice(0, 4));
  if (prefix >= 8725 && prefix < 8780) return 'Gulf';
  return 'Atlantic';
}

/** A change to one constituent's phase lag, to see how NOAA's tables respond to it. */
export interface PhaseShift {
  constituent: string;
  degrees: number;
}

function shifted(row: TideStationRow, shift: PhaseShift | undefined): TideStationRow {
  if (!shift || !Array.isArray(row.constituents)) return row;
  return {
    ...row,
    constituents: (row.constituents as [string, number, number][]).map(
      ([name, amplitude, phase]) => [
        name,
        amplitude,
        name === shift.constituent ? phase + shift.degrees : phase,
      ],
    ),
  };
}

/** Our highs and lows for a NOAA station over [startMs, endMs). */
export function ourExtremes(
  noaaId: string,
  startMs: number,
  endMs: number,
  shift?: PhaseShift,
): PredictedExtreme[] {
  const station = byId.get(`noaa/${noaaId}`);
  if (!station) throw new Error(`Station noaa/${noaaId} is not in @neaps/tide-database.`);
  const referenceId = station.type === 'subordinate' ? station.offsets?.reference : undefined;
  const reference = referenceId ? byId.get(referenceId) : undefined;
  const compiled = compileStation(
    shifted(stationRow(station), shift),
    reference ? shifted(stationRow(reference), shift) : null,
  );
  return predictExtremes(compiled, startMs, endMs);
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
export function fixtureWindow(fixture: NoaaFixture): { startMs: number; endMs: number } {
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
export function compareWithFixture(fixture: NoaaFixture, shift?: PhaseShift): FixtureComparison {
  const { startMs, endMs } = fixtureWindow(fixture);
  const ours = ourExtremes(fixture.station, startMs, endMs, shift);
  const instants = fixtureInstants(fixture);
  const toFeet = fixture.units === 'm' ? FEET_PER_METRE : 1;
  const timeErrorsMin: number[] = [];
  const heightErrorsMm: number[] = [];
  const heightDifferences: { atMs: number; mm: number }[] = [];
  const heightsComparable = !TIMES_ONLY.has(fixture.file);
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
    timeErrorsMin.push(Math.round(bestGap / MINUTE_MS));
    if (heightsComparable) {
      const differenceFt = event.v * toFeet - match.heightM * FEET_PER_METRE;
      heightErrorsMm.push(Math.abs(differenceFt) * MM_PER_FOOT);
      heightDifferences.push({ atMs: instant, mm: differenceFt * MM_PER_FOOT });
    }
  });
  return {
    file: fixture.file,
    station: fixture.station,
    name: fixture.name,
    subordinate: fixture.subordinate,
    region: regionOf(fixture),
    current: isCurrentTable(fixture),
    heightsComparable,
    events: fixture.events.length,
    matched: timeErrorsMin.length,
    misses,
    extras: ours.length - used.size,
    timeErrorsMin,
    heightErrorsMm,
    heightDifferences,
  };
}

/**
 * The root mean square of NOAA's heights less ours, each station's mean difference (its datum,
 * to the rounding of the published datums) taken out first. NOAA publishes metres to three
 * decimals, so its rounding alone gives 1/√12 mm, 0.29 mm: a spread above that is a difference
 * in the tide itself, which a high or low's height shows whatever its time.
 */
export function heightSpreadMm(results: readonly FixtureComparison[]): number {
  const byStation = new Map<string, number[]>();
  for (const result of results) {
    const kept = byStation.get(result.station) ?? [];
    kept.push(...result.heightDifferences.map((difference) => difference.mm));
    byStation.set(result.station, kept);
  }
  let squares = 0;
  let count = 0;
  for (const differences of byStation.values()) {
    if (differences.length === 0) continue;
    const mean = differences.reduce((total, mm) => total + mm, 0) / differences.length;
    for (const mm of differences) squares += (mm - mean) ** 2;
    count += differences.length;
  }
  return count === 0 ? Number.NaN : Math.sqrt(squares / count);
}

/** Pools comparisons: events and errors together, as the targets are stated. */
export function summarize(results: readonly FixtureComparison[]): Summary {
  const times = results.flatMap((result) => result.timeErrorsMin);
  const heights = results.flatMap((result) => result.heightErrorsMm);
  const sum = (pick: (result: FixtureComparison) => number): number =>
    results.reduce((total, result) => total + pick(result), 0);
  return {
    files: results.length,
    events: sum((result) => result.events),
    matched: times.length,
    misses: sum((result) => result.misses),
    extras: sum((result) => result.extras),
    exactShare: times.length ? times.filter((t) => t === 0).length / times.length : Number.NaN,
    meanTimeMin: times.length ? times.reduce((a, b) => a + b, 0) / times.length : Number.NaN,
    p95TimeMin: percentile(times, 0.95),
    medianHeightMm: percentile(heights, 0.5),
    p95HeightMm: percentile(heights, 0.95),
  };
}

/** One station's tables pooled. */
export interface StationSummary {
  station: string;
  name: string;
  summary: Summary;
}

/**
 * The station whose tables we match least well, all its tables pooled: the most events missed
 * or added first, then the smallest share at NOAA's very minute, then the largest mean error.
 * Undefined for no results.
 */
export function worstStation(results: readonly FixtureComparison[]): StationSummary | undefined {
  const byStation = new Map<string, FixtureComparison[]>();
  for (const result of results) {
    byStation.set(result.station, [...(byStation.get(result.station) ?? []), result]);
  }
  const summaries = [...byStation.values()].map((group): StationSummary => ({
    station: group[0]!.station,
    name: group[0]!.name,
    summary: summarize(group),
  }));
  const worseFirst = (a: Summary, b: Summary): number =>
    b.misses + b.extras - (a.misses + a.extras) ||
    a.exactShare - b.exactShare ||
    b.meanTimeMin - a.meanTimeMin;
  return summaries.sort((a, b) => worseFirst(a.summary, b.summary))[0];
}
