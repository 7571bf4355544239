/**
 * Harmonic tide predictions for one station from its row in public.tide_stations, the way
 * NOAA CO-OPS computes them: the reference station's constituents summed around mean sea
 * level, lifted to the chart datum (MLLW in the US), and for a subordinate station NOAA's
 * height ratios (or fixed corrections) and time offsets applied to the reference's highs and lows.
 */
import {
  astro,
  createTidePredictor,
  type ExtremeOffsets,
  type HarmonicConstituent,
  type TidePrediction,
  type TidePredictionOptions,
} from '@neaps/tide-predictor';
import type { Db } from './db.ts';
import { isKnownTimeZone, roundToMinute } from './zoned-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DEGREES = Math.PI / 180;

/**
 * Longer windows are predicted a week at a time, so each stretch gets the M1 phase of its own
 * dates (see m1IsInverted); a day's prediction is one stretch.
 */
const PREDICTION_CHUNK_MS = 7 * DAY_MS;
/** M1's phase correction is rounded to this many degrees, so a station needs few predictors. */
const M1_CORRECTION_STEP = 0.5;
/** A station's predictors kept for different M1 corrections: a few weeks' worth of dates. */
const PREDICTORS_PER_STATION = 16;

/**
 * How far beyond the asked window extremes are searched, besides a subordinate's own time
 * offsets: enough for the predictor's prominence filter to see each edge event's neighbours.
 */
const EXTREME_SEARCH_PAD_MS = 6 * HOUR_MS;

/**
 * Nodal corrections after Schureman (1940), as NOAA CO-OPS still computes them; the
 * predictor's default IHO series drifts from NOAA's tables by a little more (see
 * supabase/scripts/accuracy-report.ts).
 */
const NODE_CORRECTIONS = 'schureman';

/** A row of public.tide_stations, as either database driver returns it. */
export interface TideStationRow {
  id: string;
  noaa_id: string | null;
  name: string;
  state: string | null;
  time_zone: string;
  station_type: 'reference' | 'subordinate';
  reference_id: string | null;
  offsets: unknown;
  chart_datum: string | null;
  datums: unknown;
  constituents: unknown;
  latitude: number | string;
  longitude: number | string;
}

/** A station ready to predict: its identity, and a predictor built from its (reference's) harmonics. */
export interface TideStation {
  id: string;
  noaaId: string | null;
  name: string;
  state: string | null;
  timeZone: string;
  type: 'reference' | 'subordinate';
  referenceId: string | null;
  latitude: number;
  longitude: number;
  /** What predicted heights are above: the chart datum ('MLLW'), or 'MSL' when datums are missing. */
  datum: string;
  /** A subordinate station's offsets from its reference; undefined for a reference station. */
  offsets: ExtremeOffsets | undefined;
  /** The harmonic constants predictions use: the station's own, or its reference's. */
  constituents: readonly HarmonicConstituent[];
  /** Datum lift and nodal corrections for the predictor. */
  predictorOptions: TidePredictionOptions;
  /** Predictors by M1 phase correction (see m1PhaseCorrection), built as dates need them. */
  predictors: Map<number, TidePrediction>;
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

/** The station's data cannot give a prediction (no constituents, a missing reference). */
export class StationDataError extends Error {
  override name = 'StationDataError';
}

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

function parseOffsets(value: unknown): ExtremeOffsets {
  const raw = parseJson(value);
  const offsets = (raw && typeof raw === 'object' ? raw : {}) as {
    time?: { high?: unknown; low?: unknown };
    height?: { high?: unknown; low?: unknown; type?: unknown };
  };
  return {
    time: { high: optionalNumber(offsets.time?.high), low: optionalNumber(offsets.time?.low) },
    height: {
      high: optionalNumber(offsets.height?.high),
      low: optionalNumber(offsets.height?.low),
      type: offsets.height?.type === 'fixed' ? 'fixed' : 'ratio',
    },
  };
}

/**
 * Builds a station's predictor. A subordinate predicts from its reference's constituents and
 * datums: NOAA applies a subordinate's height ratios to the reference's heights above MLLW.
 */
export function compileStation(row: TideStationRow, reference: TideStationRow | null): TideStation {
  const subordinate = row.station_type === 'subordinate';
  if (subordinate && !reference) {
    throw new StationDataError(`Station ${row.id} refers to a reference station that is missing.`);
  }
  if (!isKnownTimeZone(row.time_zone)) {
    throw new StationDataError(`Station ${row.id} has an unknown time zone, ${row.time_zone}.`);
  }
  const harmonicSource = subordinate && reference ? reference : row;
  const constituents = parseConstituents(harmonicSource.constituents, harmonicSource.id);
  const referenceDatums = parseDatums(harmonicSource.datums);
  const datums =
    Object.keys(referenceDatums).length > 0 ? referenceDatums : parseDatums(row.datums);
  const chartDatum = row.chart_datum ?? 'MLLW';
  const msl = datums.MSL;
  const chart = datums[chartDatum];
  const hasChartDatum = msl !== undefined && chart !== undefined;
  return {
    id: row.id,
    noaaId: row.noaa_id,
    name: row.name,
    state: row.state,
    timeZone: row.time_zone,
    type: row.station_type,
    referenceId: row.reference_id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    datum: hasChartDatum ? chartDatum : 'MSL',
    offsets: subordinate ? parseOffsets(row.offsets) : undefined,
    constituents,
    predictorOptions: {
      // The constituents sum to a level about mean sea level; MSL − chart datum lifts it.
      offset: hasChartDatum ? msl - chart : 0,
      nodeCorrections: NODE_CORRECTIONS,
    },
    predictors: new Map(),
  };
}

const STATION_COLUMNS = `id, noaa_id, name, state, time_zone, station_type, reference_id, offsets,
  chart_datum, datums, constituents, latitude, longitude`;

/**
 * The station with id `id` (and its reference, for a subordinate) read from the database and
 * compiled, or null when there is no such station. Keeping compiled stations is the caller's.
 */
export async function loadStation(db: Db, id: string): Promise<TideStation | null> {
  const rows = await db.query<TideStationRow>(
    `select ${STATION_COLUMNS} from public.tide_stations
     where id = $1 or id = (select reference_id from public.tide_stations where id = $1)`,
    [id],
  );
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return null;
  const reference = rows.find((candidate) => candidate.id === row.reference_id) ?? null;
  return compileStation(row, reference);
}

/**
 * How far (degrees) to move M1's phase so the predictor matches NOAA at an instant. NOAA takes
 * M1's argument as Schureman does, T − s + h − 90° + ξ − ν + Q, with tan Q = k·tan P
 * (P = p − ξ, k ≈ 0.48) and Q in P's quadrant; the predictor adds p to the argument and takes
 * Q from a bare arctangent, which loses the quadrant half the time. At Seattle in 2026
 * (M1 2.4 cm) that made highs and lows 3–5 cm off NOAA's tables. Both forms drift by the same
 * rate on average, so the difference changes slowly: a week's prediction takes it at mid-week.
 */
export function m1PhaseCorrection(atMs: number): number {
  const values = astro(new Date(atMs));
  const P = values.P.value * DEGREES;
  const cosI = Math.cos(values.I.value * DEGREES);
  const k = (5 * cosI - 1) / (7 * cosI + 1);
  const asPredicted = Math.atan(k * Math.tan(P)) / DEGREES + values.p.value;
  const asNoaa = Math.atan2(k * Math.sin(P), Math.cos(P)) / DEGREES;
  // The phase lag g enters as −g, so the argument's shortfall is added to it with a minus.
  const correction = (((asPredicted - asNoaa) % 360) + 360) % 360;
  return Math.round(correction / M1_CORRECTION_STEP) * M1_CORRECTION_STEP;
}

function predictorAt(station: TideStation, atMs: number): TidePrediction {
  const correction = station.constituents.some((c) => c.name === 'M1')
    ? m1PhaseCorrection(atMs)
    : 0;
  let predictor = station.predictors.get(correction);
  if (!predictor) {
    const constituents = station.constituents.map((constituent) =>
      constituent.name === 'M1'
        ? { ...constituent, phase: (constituent.phase + correction) % 360 }
        : constituent,
    );
    predictor = createTidePredictor(constituents, station.predictorOptions);
    if (station.predictors.size >= PREDICTORS_PER_STATION) station.predictors.clear();
    station.predictors.set(correction, predictor);
  }
  return predictor;
}

function largestTimeOffsetMs(offsets: ExtremeOffsets | undefined): number {
  return (
    Math.max(Math.abs(offsets?.time?.high ?? 0), Math.abs(offsets?.time?.low ?? 0)) * MINUTE_MS
  );
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
  const extremes: PredictedExtreme[] = [];
  for (let chunkStart = startMs; chunkStart < endMs; chunkStart += PREDICTION_CHUNK_MS) {
    extremes.push(
      ...predictChunk(station, chunkStart, Math.min(endMs, chunkStart + PREDICTION_CHUNK_MS)),
    );
  }
  return extremes;
}

function predictChunk(station: TideStation, startMs: number, endMs: number): PredictedExtreme[] {
  const pad = EXTREME_SEARCH_PAD_MS + largestTimeOffsetMs(station.offsets);
  const extremes = predictorAt(station, (startMs + endMs) / 2).getExtremesPrediction({
    start: new Date(startMs - pad),
    end: new Date(endMs + pad),
    ...(station.offsets ? { offsets: station.offsets } : {}),
  });
  return extremes
    .map((extreme): PredictedExtreme => ({
      time: roundToMinute(extreme.time.getTime()),
      heightM: extreme.level,
      type: extreme.high ? 'high' : 'low',
    }))
    .filter((extreme) => extreme.time >= startMs && extreme.time < endMs)
    .sort((a, b) => a.time - b.time);
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The water level every `stepMs` from startMs to endMs inclusive. A subordinate's curve is its
 * reference's, stretched between the offset highs and lows as the predictor's timeline does.
 */
export function predictTimeline(
  station: TideStation,
  startMs: number,
  endMs: number,
  stepMs: number,
): PredictedLevel[] {
  // The predictor aligns its points to multiples of the step since 1970; a zone whose midnight
  // is not so aligned (UTC+5:45) gets a finer step, thinned back to the wanted points.
  const stepSeconds = stepMs / 1000;
  const misalignment = Math.round(startMs / 1000) % stepSeconds;
  const fidelity =
    misalignment === 0 ? stepSeconds : greatestCommonDivisor(stepSeconds, misalignment);
  const points = predictorAt(station, (startMs + endMs) / 2).getTimelinePrediction({
    start: new Date(startMs),
    end: new Date(endMs),
    timeFidelity: fidelity,
    ...(station.offsets ? { offsets: station.offsets } : {}),
  });
  const levels: PredictedLevel[] = [];
  for (const point of points) {
    const time = point.time.getTime();
    if (time < startMs || time > endMs || (time - startMs) % stepMs !== 0) continue;
    levels.push({ time, heightM: point.level });
  }
  return levels;
}
