/**
 * Harmonic tide predictions for one station from its row in public.tide_stations, the way
 * NOAA CO-OPS computes them: the reference station's constituents summed around mean sea
 * level, lifted to the chart datum (MLLW in the US), and for a subordinate station NOAA's
 * height ratios (or fixed corrections) and time offsets applied to the reference's highs and lows.
 */
import type { ExtremeOffsets, HarmonicConstituent } from '@neaps/tide-predictor';
import type { Db } from '../platform/db.ts';
import {
  createCurve,
  curveExtremes,
  curveTurningPoints,
  filterRipplesBy,
  levelAt,
  levelsAlong,
  scanTurningPoints,
  searchTurningPoints,
  type CurveExtreme,
  type HarmonicCurve,
} from './extremes.ts';
import {
  createCatalog,
  loadFromTable,
  StationDataError,
  type Catalog,
  type StationCatalogOptions,
  type StationTable,
} from '../stations/station-catalog.ts';
import { settledKeyframes } from './settled-keyframes.ts';
import { METRES_PER_FOOT } from './units.ts';
import { isKnownTimeZone, roundToMinute } from './zoned-time.ts';

export type { StationCatalogOptions };

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * How far beyond the asked window extremes are searched, besides a subordinate's own time
 * offsets: enough for the ripple filter to see each edge event's neighbours, and for a
 * subordinate's curve to have a reference high or low either side of every point.
 */
const EXTREME_SEARCH_PAD_MS = 36 * HOUR_MS;

/** A row of public.tide_stations, as either database driver returns it. */
export interface TideStationRow {
  id: string;
  noaa_id: string | null;
  name: string;
  state: string | null;
  /** The country's name: 'United States', 'Canada'; older rows may lack it. */
  country?: string | null;
  time_zone: string;
  station_type: 'reference' | 'subordinate';
  reference_id: string | null;
  offsets: unknown;
  chart_datum: string | null;
  datums: unknown;
  constituents: unknown;
  latitude: number | string;
  longitude: number | string;
  /** Whether the range follows the moon's phase; absent (older rows) counts as true. */
  spring_neap?: boolean | null;
  /** Whether a NOAA gauge reports observed water levels here; absent counts as false. */
  live_gauge?: boolean | null;
}

/** A station ready to predict: its identity, and a predictor built from its (reference's) harmonics. */
export interface TideStation {
  id: string;
  noaaId: string | null;
  name: string;
  state: string | null;
  /** The country's name: 'United States', 'Canada'; null when the row does not say. */
  country: string | null;
  timeZone: string;
  type: 'reference' | 'subordinate';
  referenceId: string | null;
  latitude: number;
  longitude: number;
  /** What predicted heights are above: the chart datum ('MLLW'), or 'MSL' when datums are missing. */
  datum: string;
  /** A subordinate station's offsets from its reference; undefined for a reference station. */
  offsets: ExtremeOffsets | undefined;
  /**
   * The (reference's) water level above the datum, computed as NOAA computes it from the
   * harmonic constants predictions use: the station's own, or its reference's.
   */
  curve: HarmonicCurve;
  /** Whether days may be marked spring or neap: the range follows the moon's phase. */
  springNeap: boolean;
  /** Whether a NOAA gauge reports observed water levels above MLLW here. */
  liveGauge: boolean;
}

/** A predicted high or low water. */
export interface PredictedExtreme {
  /** The instant, rounded to the minute as published tide tables are. */
  time: number;
  /** Height above the station's datum, metres. */
  heightM: number;
  type: 'high' | 'low';
}

/** A point of the predicted water-level curve. */
export interface PredictedLevel {
  time: number;
  /** Height above the station's datum, metres. */
  heightM: number;
}

export { StationDataError };

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The 37 constituents NOS publishes for nearly every station, each a term the accuracy report
 * fits and varies. A station NOAA analysed with more (Anchorage, 120: the shallow-water terms
 * its 9 m range drives) is predicted from all of them, as NOAA's tables for it are: from the
 * 37 alone its highs and lows were 9–18 minutes from NOAA's, with every term they are at its
 * minute. The added terms' V₀, f and u follow NOS's compositions (`astronomy-arguments.ts`).
 */
export const NOS_PREDICTION_CONSTITUENTS: ReadonlySet<string> = new Set(
  (
    'M2 S2 N2 K1 M4 O1 M6 MK3 S4 MN4 NU2 S6 MU2 2N2 OO1 LAM2 S1 M1 J1 MM SSA SA MSF MF RHO Q1 ' +
    'T2 R2 2Q1 P1 2SM2 M3 L2 2MK3 K2 M8 MS4'
  ).split(' '),
);

/** Whether a station's predictions follow NOS's conventions: the NOAA stations. */
function isNoaaStation(stationId: string): boolean {
  return stationId.startsWith('noaa/');
}

function parseConstituents(value: unknown, stationId: string): HarmonicConstituent[] {
  const rows = parseJson(value);
  if (!Array.isArray(rows))
    throw new StationDataError(`Station ${stationId} has no harmonic constituents.`);
  const constituents: HarmonicConstituent[] = [];
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    const [name, amplitude, phase] = row as unknown[];
    if (typeof name === 'string' && isFiniteNumber(amplitude) && isFiniteNumber(phase)) {
      constituents.push({ name, amplitude, phase });
    }
  }
  if (constituents.length === 0) {
    throw new StationDataError(`Station ${stationId} has no harmonic constituents.`);
  }
  return constituents;
}

function parseDatums(value: unknown): Record<string, number> {
  const datums = parseJson(value);
  if (!datums || typeof datums !== 'object' || Array.isArray(datums)) return {};
  return Object.fromEntries(
    Object.entries(datums as Record<string, unknown>).filter((entry): entry is [string, number] =>
      isFiniteNumber(entry[1]),
    ),
  );
}

function optionalNumber(value: unknown): number | undefined {
  return isFiniteNumber(value) ? value : undefined;
}

/**
 * NOAA publishes a subordinate's added height offsets in tenths of a foot, and the station
 * database carries them in metres rounded to the centimetre (NOAA's +0.7 ft as 0.21 m, 3.4 mm
 * short). A NOAA offset is put back on its tenth of a foot before it is added.
 */
function noaaAddedOffset(metres: number | undefined): number | undefined {
  if (metres === undefined) return undefined;
  const tenthsOfFoot = Math.round((metres / METRES_PER_FOOT) * 10);
  return (tenthsOfFoot / 10) * METRES_PER_FOOT;
}

function parseOffsets(value: unknown, stationId: string): ExtremeOffsets {
  const raw = parseJson(value);
  const offsets = (raw && typeof raw === 'object' ? raw : {}) as {
    time?: { high?: unknown; low?: unknown };
    height?: { high?: unknown; low?: unknown; type?: unknown };
  };
  const fixed = offsets.height?.type === 'fixed';
  const height = (value: unknown): number | undefined => {
    const number = optionalNumber(value);
    return fixed && isNoaaStation(stationId) ? noaaAddedOffset(number) : number;
  };
  return {
    time: { high: optionalNumber(offsets.time?.high), low: optionalNumber(offsets.time?.low) },
    height: {
      high: height(offsets.height?.high),
      low: height(offsets.height?.low),
      type: fixed ? 'fixed' : 'ratio',
    },
  };
}

/**
 * Builds a station's predictor. A subordinate predicts from its reference's constituents and
 * datums: NOAA applies a subordinate's height ratios to the reference's heights above MLLW.
 * Given `curves`, stations with the same constants above the same datum (a reference and its
 * subordinates, mostly) share one curve, and so one set of yearly terms.
 */
export function compileStation(
  row: TideStationRow,
  reference: TideStationRow | null,
  curves?: Map<string, HarmonicCurve>,
): TideStation {
  const subordinate = row.station_type === 'subordinate';
  if (subordinate && !reference) {
    throw new StationDataError(`Station ${row.id} refers to a reference station that is missing.`);
  }
  if (!isKnownTimeZone(row.time_zone)) {
    throw new StationDataError(`Station ${row.id} has an unknown time zone, ${row.time_zone}.`);
  }
  const harmonicSource = subordinate && reference ? reference : row;
  const referenceDatums = parseDatums(harmonicSource.datums);
  const datums =
    Object.keys(referenceDatums).length > 0 ? referenceDatums : parseDatums(row.datums);
  const chartDatum = row.chart_datum ?? 'MLLW';
  const msl = datums.MSL;
  const chart = datums[chartDatum];
  const hasChartDatum = msl !== undefined && chart !== undefined;
  // The constituents sum to a level about mean sea level; MSL − chart datum lifts it.
  const datumOffset = hasChartDatum ? msl - chart : 0;
  const curveKey = `${harmonicSource.id}|${datumOffset}`;
  let curve = curves?.get(curveKey);
  if (!curve) {
    // Another datum over the same constants (a subordinate with a chart datum of its own)
    // shares them, as the curve keyed by the station's id alone has them.
    const constants = curves?.get(harmonicSource.id);
    curve = constants
      ? { ...createCurve([], datumOffset), ...constantsOf(constants) }
      : createCurve(parseConstituents(harmonicSource.constituents, harmonicSource.id), datumOffset);
    curves?.set(curveKey, curve);
    if (!constants) curves?.set(harmonicSource.id, curve);
  }
  return {
    id: row.id,
    noaaId: row.noaa_id,
    name: row.name,
    state: row.state,
    country: row.country ?? null,
    timeZone: row.time_zone,
    type: row.station_type,
    referenceId: row.reference_id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    datum: hasChartDatum ? chartDatum : 'MSL',
    offsets: subordinate ? parseOffsets(row.offsets, row.id) : undefined,
    curve,
    springNeap: row.spring_neap !== false,
    liveGauge: row.live_gauge === true,
  };
}

function constantsOf({ names, amplitudes, phases }: HarmonicCurve) {
  return { names, amplitudes, phases };
}

/** The tide stations' table, and how a row of it is compiled. */
const TIDE_STATIONS: StationTable<TideStationRow, TideStation> = {
  noun: 'Tide stations',
  table: 'public.tide_stations',
  columns: `id, noaa_id, name, state, country, time_zone, station_type, reference_id, offsets,
    chart_datum, datums, constituents, latitude, longitude, spring_neap, live_gauge`,
  kindColumn: 'station_type',
  kinds: ['reference', 'subordinate'],
  compile: compileStation,
  // A subordinate needs its reference's datums once the curve is made, not its constants.
  keepReference: (row) => ({ ...row, constituents: null }),
};

/**
 * The station with id `id` (and its reference, for a subordinate) read from the database and
 * compiled, or null when there is no such station. Keeping compiled stations is the caller's.
 */
export function loadStation(db: Db, id: string): Promise<TideStation | null> {
  return loadFromTable(db, TIDE_STATIONS, id);
}

/** Compiled tide stations by id, from memory once the whole catalogue has been read. */
export type StationCatalog = Catalog<TideStation>;

/**
 * Every tide station a server may be asked for: about 6,000 stations whose constants are two
 * number arrays per reference station (subordinates share their reference's), a few MB in all.
 */
export function createStationCatalog(db: Db, options: StationCatalogOptions): StationCatalog {
  return createCatalog(db, TIDE_STATIONS, options);
}

function largestTimeOffsetMs(offsets: ExtremeOffsets | undefined): number {
  return (
    Math.max(Math.abs(offsets?.time?.high ?? 0), Math.abs(offsets?.time?.low ?? 0)) * MINUTE_MS
  );
}

/** A subordinate's high or low from its reference's, as NOAA applies the offsets. */
function offsetExtreme(extreme: CurveExtreme, offsets: ExtremeOffsets | undefined): CurveExtreme {
  if (!offsets) return extreme;
  const minutes = (extreme.high ? offsets.time?.high : offsets.time?.low) ?? 0;
  const height = extreme.high ? offsets.height?.high : offsets.height?.low;
  const level =
    offsets.height?.type === 'fixed'
      ? extreme.level + (height ?? 0)
      : extreme.level * (height ?? 1);
  return { time: extreme.time + minutes * MINUTE_MS, level, high: extreme.high };
}

/** A subordinate's high or low, with the reference's it is made from. */
export interface Keyframe {
  reference: CurveExtreme;
  offset: CurveExtreme;
}

/**
 * A subordinate's highs and lows, chronological, each with its reference's: every turning point
 * of the reference moved by the offsets, then the ripples among them left out on the
 * subordinate's own heights, as NOAA's tables for it list them.
 */
export function subordinateKeyframes(
  turningPoints: readonly CurveExtreme[],
  offsets: ExtremeOffsets,
): Keyframe[] {
  const frames = turningPoints
    .map((reference) => ({ reference, offset: offsetExtreme(reference, offsets) }))
    .sort((a, b) => a.offset.time - b.offset.time);
  return filterRipplesBy(frames, (frame) => frame.offset);
}

/** The station's highs and lows (offset, for a subordinate) around [startMs, endMs), exact. */
function stationExtremes(station: TideStation, startMs: number, endMs: number): CurveExtreme[] {
  const pad = EXTREME_SEARCH_PAD_MS + largestTimeOffsetMs(station.offsets);
  if (!station.offsets) return curveExtremes(station.curve, startMs - pad, endMs + pad);
  const turningPoints = curveTurningPoints(station.curve, startMs - pad, endMs + pad);
  return subordinateKeyframes(turningPoints, station.offsets).map((frame) => frame.offset);
}

/**
 * The station's highs and lows with times (rounded to the minute) in [startMs, endMs),
 * chronological. The search runs over a wider window, so an event just past either edge
 * before a subordinate's time offset moves it inside is still found.
 */
export function predictExtremes(
  station: TideStation,
  startMs: number,
  endMs: number,
): PredictedExtreme[] {
  return publishedExtremes(stationExtremes(station, startMs, endMs), startMs, endMs);
}

/** Exact highs and lows as published: times rounded to the minute, in [startMs, endMs). */
function publishedExtremes(
  extremes: readonly CurveExtreme[],
  startMs: number,
  endMs: number,
): PredictedExtreme[] {
  return extremes
    .map((extreme): PredictedExtreme => ({
      time: roundToMinute(extreme.time),
      heightM: extreme.level,
      type: extreme.high ? 'high' : 'low',
    }))
    .filter((extreme) => extreme.time >= startMs && extreme.time < endMs);
}

/**
 * The water level every `stepMs` from startMs to endMs inclusive. A subordinate's curve is its
 * reference's, stretched between the offset highs and lows: each point between two of them
 * takes the reference's level at the same fraction of the time between the reference's pair,
 * scaled from the reference's range to the subordinate's.
 */
export function predictTimeline(
  station: TideStation,
  startMs: number,
  endMs: number,
  stepMs: number,
): PredictedLevel[] {
  const pad = EXTREME_SEARCH_PAD_MS + largestTimeOffsetMs(station.offsets);
  const turningPoints = station.offsets
    ? curveTurningPoints(station.curve, startMs - pad, endMs + pad)
    : [];
  const { times, heights } = timelineFrom(
    station,
    station.offsets ? subordinateKeyframes(turningPoints, station.offsets) : [],
    startMs,
    endMs,
    stepMs,
  );
  return times.map((time, index) => ({ time, heightM: heights[index]! }));
}

/** A station's day: its highs and lows over a window around it, and its curve through it. */
export interface PredictedDay {
  /** Highs and lows with times in [startMs − aroundMs, endMs + aroundMs), chronological. */
  extremesAround: PredictedExtreme[];
  /** The level every stepMs from startMs to endMs inclusive. */
  timeline: TimelineLevels;
}

/** A curve's instants and the level at each, side by side. */
export interface TimelineLevels {
  times: number[];
  /** Height above the station's datum, metres. */
  heights: Float64Array;
}

/**
 * The widths searched around a subordinate's day before the whole EXTREME_SEARCH_PAD_MS (see
 * settledKeyframes). Across the catalogue 8 hours settle 95% of its days and a high or low
 * either side of them, the rest nearly all within 14: fewer hours scanned in all than 6 hours
 * first (73%) or 10 (98%).
 */
const SETTLING_MARGINS_MS = [8 * HOUR_MS, 14 * HOUR_MS];
/**
 * A reference's first: it needs no keyframe either side of the day, only a gap of
 * MIN_TIDE_SEPARATION_MS either side of its highs and lows, which a tide's six hours between
 * turns nearly always leave within three.
 */
const REFERENCE_SETTLING_MARGINS_MS = [3 * HOUR_MS, 14 * HOUR_MS];

/**
 * The station's keyframes (a reference's own turning points, a subordinate's moved by its
 * offsets), ripples left out, as a search over [fromMs − pad, toMs + pad] gives them: all of them
 * in [fromMs, toMs], and with `aroundDay` one before fromMs + aroundMs and one from
 * toMs − aroundMs on, which a subordinate's curve over the day needs either side of its points. Searched first over a few hours around the window, on
 * the whole window's grid, and wider only when that does not settle them.
 */
function dayKeyframes(
  station: TideStation,
  fromMs: number,
  toMs: number,
  aroundMs: number,
  aroundDay: boolean,
): Keyframe[] {
  const offsetMs = largestTimeOffsetMs(station.offsets);
  const pad = EXTREME_SEARCH_PAD_MS + offsetMs;
  const framesOf = (turningPoints: CurveExtreme[]) =>
    station.offsets
      ? turningPoints
          .map((reference) => ({ reference, offset: offsetExtreme(reference, station.offsets) }))
          .sort((a, b) => a.offset.time - b.offset.time)
      : turningPoints.map((point) => ({ reference: point, offset: point }));
  // A published time is rounded to the minute: one just outside the window may round into it.
  const needFromMs = fromMs - MINUTE_MS;
  const needToMs = toMs + MINUTE_MS;
  for (const margin of aroundDay ? SETTLING_MARGINS_MS : REFERENCE_SETTLING_MARGINS_MS) {
    const scan = scanTurningPoints(
      station.curve,
      fromMs - pad,
      toMs + pad,
      needFromMs - margin - offsetMs,
      needToMs + margin + offsetMs,
    );
    // A frame moved by at most offsetMs: every one in this span comes from the span searched.
    const knownFromMs = scan.fromMs + offsetMs;
    const knownToMs = scan.toMs - offsetMs;
    const frames = framesOf(scan.extremes).filter(
      (frame) => frame.offset.time >= knownFromMs && frame.offset.time <= knownToMs,
    );
    const settled = settledKeyframes(frames, knownFromMs, knownToMs, needFromMs, needToMs);
    if (
      settled &&
      (!aroundDay ||
        (settled.some((frame) => frame.offset.time < fromMs + aroundMs) &&
          settled.some((frame) => frame.offset.time >= toMs - aroundMs)))
    ) {
      return settled;
    }
  }
  const frames = framesOf(searchTurningPoints(station.curve, fromMs - pad, toMs + pad));
  return filterRipplesBy(frames, (frame) => frame.offset);
}

/**
 * predictExtremes over the day widened by `aroundMs` each side and predictTimeline over the
 * day, from one search for the reference's highs and lows: both want them with at least
 * EXTREME_SEARCH_PAD_MS to spare around what they return, and give what a search that wide gives.
 */
export function predictDay(
  station: TideStation,
  startMs: number,
  endMs: number,
  aroundMs: number,
  stepMs: number,
): PredictedDay {
  const from = startMs - aroundMs;
  const to = endMs + aroundMs;
  // A reference's curve needs no keyframes; a subordinate's needs one either side of the day.
  const keyframes = dayKeyframes(station, from, to, aroundMs, station.offsets !== undefined);
  return {
    extremesAround: publishedExtremes(
      keyframes.map((frame) => frame.offset),
      from,
      to,
    ),
    timeline: timelineFrom(station, keyframes, startMs, endMs, stepMs),
  };
}

/**
 * The timeline from the keyframes around it (none needed for a reference).
 * The levels come a run at a time from levelsAlong: a reference's points are evenly spaced, and
 * so are a subordinate's instants on its reference's curve between two keyframes.
 */
function timelineFrom(
  station: TideStation,
  keyframes: readonly Keyframe[],
  startMs: number,
  endMs: number,
  stepMs: number,
): TimelineLevels {
  const times: number[] = [];
  for (let time = startMs; time <= endMs; time += stepMs) times.push(time);
  const levels = new Float64Array(times.length);
  if (!station.offsets) {
    levelsAlong(station.curve, startMs, stepMs, times.length, levels);
    return { times, heights: levels };
  }
  // For each point: the keyframe before it (-1: none either side), and its reference instant.
  const before = new Int32Array(times.length);
  const referenceTimes = new Float64Array(times.length);
  let index = 0;
  times.forEach((time, point) => {
    while (index < keyframes.length - 2 && keyframes[index + 1]!.offset.time < time) index += 1;
    const first = keyframes[index];
    const second = keyframes[index + 1];
    if (!first || !second) {
      before[point] = -1;
      referenceTimes[point] = time;
      return;
    }
    before[point] = index;
    const span = second.offset.time - first.offset.time;
    const fraction = span > 0 ? Math.min(1, Math.max(0, (time - first.offset.time) / span)) : 0;
    referenceTimes[point] =
      first.reference.time + fraction * (second.reference.time - first.reference.time);
  });
  // Points between the same two keyframes sit evenly on the reference's curve, unless clamped
  // at an end: a run of those is one levelsAlong; anything else is worked out alone.
  for (let first = 0; first < times.length;) {
    let last = first;
    while (last + 1 < times.length && before[last + 1] === before[first]) last += 1;
    const count = last - first + 1;
    const step = count > 1 ? (referenceTimes[last]! - referenceTimes[first]!) / (count - 1) : 0;
    let even = before[first] !== -1 || step === stepMs;
    for (let point = first + 1; even && point < last; point += 1) {
      even =
        Math.abs(referenceTimes[point]! - (referenceTimes[first]! + (point - first) * step)) < 1;
    }
    if (even && count > 1)
      levelsAlong(station.curve, referenceTimes[first]!, step, count, levels, first);
    else {
      for (let point = first; point <= last; point += 1) {
        levels[point] = levelAt(station.curve, referenceTimes[point]!);
      }
    }
    first = last + 1;
  }
  times.forEach((time, point) => {
    const at = before[point]!;
    const first = keyframes[at];
    const second = keyframes[at + 1];
    if (at === -1 || !first || !second) return;
    const referenceRange = second.reference.level - first.reference.level;
    const span = second.offset.time - first.offset.time;
    const fraction = span > 0 ? Math.min(1, Math.max(0, (time - first.offset.time) / span)) : 0;
    const share =
      referenceRange === 0 ? fraction : (levels[point]! - first.reference.level) / referenceRange;
    levels[point] = first.offset.level + share * (second.offset.level - first.offset.level);
  });
  return { times, heights: levels };
}
