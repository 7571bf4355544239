/**
 * How close our harmonic highs and lows come to NOAA's published tables: for every file in
 * supabase/test/fixtures/noaa and its recent/ folder, each official event is matched to our nearest
 * event of the same type within 3 hours (none is a miss), as that folder's README asks; our
 * events left unmatched are extras.
 *
 *   npx tsx supabase/scripts/accuracy-report.ts                  # per file, pooled, per region
 *   npx tsx supabase/scripts/accuracy-report.ts --constituents   # each constituent moved a little
 *
 * Stations come straight from @neaps/tide-database, shaped as seed.sql stores them, and are
 * predicted through the same compileStation + predictExtremes the handler uses, so the test
 * (supabase/test/tides-accuracy.test.ts) and this report measure the same thing.
 */
import { pathToFileURL } from 'node:url';
import { stations } from '@neaps/tide-database';
import { constituentYear, termPhase } from '../functions/_shared/engine/astronomy-arguments.ts';
import {
  compileStation,
  NOS_PREDICTION_CONSTITUENTS,
  predictExtremes,
  type PredictedExtreme,
  type TideStationRow,
} from '../functions/_shared/engine/tide-prediction.ts';
import {
  localDay,
  nextCalendarDate,
  offsetMinutes,
  wallClock,
  type CalendarDate,
} from '../functions/_shared/engine/zoned-time.ts';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';
import { loadFixtures, type NoaaFixture } from '../test/noaa-tables.ts';

const FEET_PER_METRE = 1 / METRES_PER_FOOT;
const MM_PER_FOOT = 1000 * METRES_PER_FOOT;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DEGREES = Math.PI / 180;
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

/** Files whose heights NOAA published to 0.1 ft only (see recent/README.md). */
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

type DatabaseStation = (typeof stations)[number];

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A tide-database station as seed.sql stores it in public.tide_stations (same rounding). */
export function stationRow(station: DatabaseStation): TideStationRow {
  return {
    id: station.id,
    noaa_id: station.source.id,
    name: station.name,
    state: station.region ?? null,
    time_zone: station.timezone,
    station_type: station.type,
    reference_id: station.type === 'subordinate' ? (station.offsets?.reference ?? null) : null,
    offsets: station.type === 'subordinate' ? (station.offsets ?? null) : null,
    chart_datum: station.chart_datum ?? 'MLLW',
    datums: station.datums
      ? Object.fromEntries(Object.entries(station.datums).map(([k, v]) => [k, round(v, 4)]))
      : null,
    constituents:
      station.type === 'reference'
        ? station.harmonic_constituents.map((c) => [
            c.name,
            round(c.amplitude, 5),
            round(c.phase, 3),
          ])
        : null,
    latitude: station.latitude,
    longitude: station.longitude,
  };
}

const byId = new Map(stations.map((station) => [station.id, station]));

/** Whether @neaps/tide-database has the fixture's station (it lacks a few, e.g. Panama City). */
export function hasStation(fixture: Pick<NoaaFixture, 'station'>): boolean {
  return byId.has(`noaa/${fixture.station}`);
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

/** How far NOAA's node factor and nodal angle for one constituent lie from ours. */
export interface NodeFactorFit {
  constituent: string;
  /** NOAA's f over ours, less one, with its standard error. */
  f: number;
  fError: number;
  /** NOAA's u less ours, degrees, with its standard error. */
  uDegrees: number;
  uErrorDegrees: number;
}

/** Solves the symmetric system a · x = b in place by elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < n; row += 1) {
      if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    }
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    [b[column], b[pivot]] = [b[pivot]!, b[column]!];
    for (let row = column + 1; row < n; row += 1) {
      const factor = a[row]![column]! / a[column]![column]!;
      if (factor === 0) continue;
      for (let k = column; k < n; k += 1) a[row]![k]! -= factor * a[column]![k]!;
      b[row]! -= factor * b[column]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let total = b[row]!;
    for (let k = row + 1; k < n; k += 1) total -= a[row]![k]! * x[k]!;
    x[row] = total / a[row]![row]!;
  }
  return x;
}

/**
 * What NOAA's heights say of each constituent's node factor f and nodal angle u: a least-squares
 * fit of NOAA's heights less ours to every constituent's f·H·cos θ (a change in f) and
 * −f·H·sin θ (a change in u), with each station's own offset, pooled over stations, since f and
 * u are the same at every one. A constituent taken as NOAA takes it fits zero within its error.
 */
export function nodeFactorFit(results: readonly FixtureComparison[]): NodeFactorFit[] {
  const names = [...NOS_PREDICTION_CONSTITUENTS];
  const stationIds = [...new Set(results.map((result) => result.station))];
  const size = 2 * names.length + stationIds.length;
  const normal = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const right = new Array<number>(size).fill(0);
  let squares = 0;
  let count = 0;
  const rows: { features: Map<number, number>; mm: number }[] = [];
  for (const result of results) {
    const station = byId.get(`noaa/${result.station}`);
    const constants = station
      ? (stationRow(station).constituents as [string, number, number][])
      : [];
    for (const { atMs, mm } of result.heightDifferences) {
      const year = new Date(atMs).getUTCFullYear();
      const hours = (atMs - Date.UTC(year, 0, 1)) / HOUR_MS;
      const features = new Map<number, number>([
        [2 * names.length + stationIds.indexOf(result.station), 1],
      ]);
      for (const [name, amplitude, phase] of constants) {
        const index = names.indexOf(name);
        const known = index < 0 ? null : constituentYear(name, year);
        if (!known) continue;
        const angle = known.speed * hours + termPhase(known, phase);
        const millimetres = 1000 * known.f * amplitude;
        features.set(2 * index, millimetres * Math.cos(angle));
        features.set(2 * index + 1, -millimetres * Math.sin(angle));
      }
      rows.push({ features, mm });
    }
  }
  for (const { features, mm } of rows) {
    for (const [i, xi] of features) {
      right[i]! += xi * mm;
      for (const [j, xj] of features) normal[i]![j]! += xi * xj;
    }
  }
  // A whisker on the diagonal keeps a constituent no station has (or one no window can tell
  // from a station's offset) from making the system singular.
  const scale = Math.max(...normal.map((row, i) => row[i]!));
  normal.forEach((row, i) => (row[i]! += scale * 1e-12 || 1));
  const coefficients = solve(
    normal.map((row) => [...row]),
    [...right],
  );
  for (const { features, mm } of rows) {
    let fitted = 0;
    for (const [i, x] of features) fitted += x * coefficients[i]!;
    squares += (mm - fitted) ** 2;
    count += 1;
  }
  const variance = squares / Math.max(1, count - size);
  // Each standard error from the diagonal of the inverse: one solve per coefficient kept.
  const errorOf = (index: number): number => {
    const unit = new Array<number>(size).fill(0);
    unit[index] = 1;
    const column = solve(
      normal.map((row) => [...row]),
      unit,
    );
    return Math.sqrt(variance * column[index]!);
  };
  return names
    .map((constituent, index) => ({ constituent, index }))
    .filter(({ index }) => normal[2 * index]![2 * index]! > scale * 1e-9)
    .map(({ constituent, index }) => ({
      constituent,
      f: coefficients[2 * index]!,
      fError: errorOf(2 * index),
      uDegrees: coefficients[2 * index + 1]! / DEGREES,
      uErrorDegrees: errorOf(2 * index + 1) / DEGREES,
    }));
}

/** Pools comparisons: events and errors together, as the issue's targets are stated. */
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

function line(label: string, summary: Summary): string {
  return [
    label.padEnd(44),
    `${String(summary.events).padStart(5)} events`,
    `exact ${(100 * summary.exactShare).toFixed(1).padStart(5)}%`,
    `|Δt| mean ${summary.meanTimeMin.toFixed(2)} p95 ${String(summary.p95TimeMin).padStart(2)} min`,
    `|Δh| median ${summary.medianHeightMm.toFixed(1).padStart(5)} p95 ${summary.p95HeightMm.toFixed(1).padStart(5)} mm`,
    `missed ${summary.misses}`,
    `extra ${summary.extras}`,
  ].join('  ');
}

/** Worst first: missed and extra events, then the 95th percentile and mean of the time error. */
function badness(result: FixtureComparison): number {
  const summary = summarize([result]);
  return (summary.misses + summary.extras) * 100 + summary.p95TimeMin + summary.meanTimeMin;
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

/**
 * Constituent by constituent: each of NOAA's 37 moved by a few degrees either way, and half a
 * turn, over the current reference tables. Where our argument (V₀ + u) for a constituent
 * matched NOAA's, every move makes the match worse; a move that improves it points at a
 * difference in how we take that constituent.
 */
function constituentReport(fixtures: NoaaFixture[]): void {
  const current = fixtures.filter((fixture) => !fixture.subordinate && isCurrentTable(fixture));
  const measure = (shift?: PhaseShift): string => {
    const summary = summarize(current.map((fixture) => compareWithFixture(fixture, shift)));
    return `${(100 * summary.exactShare).toFixed(1).padStart(5)}% ${summary.meanTimeMin.toFixed(3)} min ${summary.medianHeightMm.toFixed(2).padStart(6)} mm`;
  };
  console.log(`${'as computed'.padEnd(12)}${measure()}`);
  console.log(
    `${''.padEnd(12)}${['-3°', '+3°', '+180°'].map((label) => label.padEnd(30)).join('')}`,
  );
  for (const constituent of NOS_PREDICTION_CONSTITUENTS) {
    const cells = [-3, 3, 180].map((degrees) => measure({ constituent, degrees }).padEnd(30));
    console.log(`${constituent.padEnd(12)}${cells.join('')}`);
  }
}

/** Each constituent's f and u as NOAA's heights in the current reference tables give them. */
function nodeFactorReport(fixtures: NoaaFixture[]): void {
  const current = fixtures
    .filter((fixture) => !fixture.subordinate && isCurrentTable(fixture))
    .map((fixture) => compareWithFixture(fixture));
  console.log(`height spread ${heightSpreadMm(current).toFixed(3)} mm rms; NOAA less ours:`);
  for (const fit of nodeFactorFit(current)) {
    const z = Math.max(Math.abs(fit.f / fit.fError), Math.abs(fit.uDegrees / fit.uErrorDegrees));
    console.log(
      [
        fit.constituent.padEnd(6),
        `f ${(fit.f * 1e4).toFixed(2).padStart(8)} ± ${(fit.fError * 1e4).toFixed(2).padStart(6)} × 10⁻⁴`,
        `u ${fit.uDegrees.toFixed(3).padStart(8)} ± ${fit.uErrorDegrees.toFixed(3).padStart(6)}°`,
        z > 3 ? '  more than 3 standard errors' : '',
      ].join('  '),
    );
  }
}

function main(): void {
  const fixtures = loadFixtures();
  if (process.argv.includes('--constituents')) {
    constituentReport(fixtures.filter(hasStation));
    return;
  }
  if (process.argv.includes('--node-factors')) {
    nodeFactorReport(fixtures.filter(hasStation));
    return;
  }
  for (const fixture of fixtures.filter((candidate) => !hasStation(candidate))) {
    console.log(`${fixture.file}: station not in @neaps/tide-database, left out`);
  }
  const results = fixtures.filter(hasStation).map((fixture) => compareWithFixture(fixture));
  console.log('Per file');
  for (const result of results) {
    const kind = result.subordinate ? 'sub' : 'ref';
    console.log(line(`${result.file} (${kind}, ${result.region})`, summarize([result])));
  }
  const reference = results.filter((result) => !result.subordinate);
  const subordinate = results.filter((result) => result.subordinate);
  const pooled: [string, FixtureComparison[]][] = [
    ['reference, current tables (2025-2027)', reference.filter((result) => result.current)],
    ['reference, older tables (2013-2016)', reference.filter((result) => !result.current)],
    ['reference, all files', reference],
    ['subordinate, current tables', subordinate.filter((result) => result.current)],
    ['subordinate, older tables', subordinate.filter((result) => !result.current)],
    ...REGIONS.map((region): [string, FixtureComparison[]] => [
      `reference current, ${region}`,
      reference.filter((result) => result.current && result.region === region),
    ]),
  ];
  console.log('\nPooled');
  for (const [label, group] of pooled) console.log(line(label, summarize(group)));
  const worst = worstStation(reference.filter((result) => result.current));
  if (worst) {
    // The name goes after the figures, where the column width cannot cut it short.
    console.log(
      `${line(`worst reference station ${worst.station}`, worst.summary)}  ${worst.name}`,
    );
  }
  const currentReference = reference.filter((result) => result.current);
  console.log(
    `height spread, current reference tables: ${heightSpreadMm(currentReference).toFixed(2)} mm rms (NOAA's rounding alone: ${(1 / Math.sqrt(12)).toFixed(2)} mm)`,
  );
  console.log('\nWorst files');
  for (const result of [...results].sort((a, b) => badness(b) - badness(a)).slice(0, 8)) {
    console.log(line(result.file, summarize([result])));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
