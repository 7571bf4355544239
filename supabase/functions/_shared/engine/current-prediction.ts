/**
 * Tidal-current predictions for one station from its row in public.current_stations, the way
 * NOAA CO-OPS computes its current tables: the velocity along the flood axis is the station's own
 * constituents (knots) summed with the tide engine's node factors and equilibrium arguments,
 * plus the mean flow; slack water is where it crosses zero, the maximum flood and ebb its
 * extremes between two slacks. A subordinate station takes its reference's slacks and maxima,
 * each kind moved by its own time offset and the maxima scaled by the flood or ebb speed ratio.
 */
import type { HarmonicConstituent } from '@neaps/tide-predictor';
import type { Db } from '../platform/db.ts';
import {
  createCurve,
  crossingBetween,
  levelAt,
  levelsAlong,
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
import { isKnownTimeZone } from './zoned-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * How far beyond the asked window the curve is searched, besides a subordinate's own time
 * offsets: enough that each event at the window's edge has the slacks either side of it.
 */
export const EVENT_SEARCH_PAD_MS = 36 * HOUR_MS;

/**
 * The weakest speed NOAA's tables call a current (knots, after rounding to the hundredth): a
 * maximum no stronger is not listed (a 0.10 kn flood between two slacks at Admiralty Inlet on
 * 1 June 2026, where San Juan Channel's 0.11 kn is), and a minimum current no stronger is listed
 * as a slack (Admiralty Inlet's 0.10 kn weakest ebb on 2 June 2026).
 */
export const SLACK_SPEED_KN = 0.1;

/**
 * A minimum current between two maxima of one direction is listed only where it is a real dip:
 * its speed at least this much below the weaker maximum beside it (knots). Shallower dips are
 * wobbles of the overtides on one broad maximum, which NOAA lists once.
 */
export const MIN_DIP_KN = 0.1;

/** NOAA's names for a subordinate's offsets, as @neaps/tide-database carries them. */
export interface CurrentOffsets {
  /** Minutes added to the reference's slack before flood (and to a minimum before flood). */
  slack_before_flood?: number;
  /** Minutes added to the reference's maximum flood. */
  flood_time?: number;
  /** Minutes added to the reference's slack before ebb (and to a minimum before ebb). */
  slack_before_ebb?: number;
  /** Minutes added to the reference's maximum ebb. */
  ebb_time?: number;
  /** The subordinate's flood speeds over the reference's. */
  flood_speed_ratio?: number;
  /** The subordinate's ebb speeds over the reference's. */
  ebb_speed_ratio?: number;
}

/** A row of public.current_stations, as either database driver returns it. */
export interface CurrentStationRow {
  id: string;
  noaa_id: string | null;
  name: string;
  state: string | null;
  country: string | null;
  latitude: number | string;
  longitude: number | string;
  time_zone: string;
  type: 'harmonic' | 'subordinate';
  reference_id: string | null;
  reference_name: string | null;
  reference_bin?: number | string | null;
  bin: number | string | null;
  depth_m: number | string | null;
  flood_direction: number | string | null;
  ebb_direction: number | string | null;
  mean_flow: number | string | null;
  offsets: unknown;
  constituents: unknown;
}

/** A current station ready to predict. */
export interface CurrentStation {
  id: string;
  noaaId: string | null;
  name: string;
  state: string | null;
  timeZone: string;
  latitude: number;
  longitude: number;
  type: 'harmonic' | 'subordinate';
  referenceId: string | null;
  referenceName: string | null;
  /** The reference's depth bin where its id names one ('noaa/EPT0003@11'). */
  referenceBin: number | null;
  bin: number | null;
  depthM: number | null;
  floodDirectionDeg: number | null;
  ebbDirectionDeg: number | null;
  /** The (reference's) velocity along its flood axis, knots, mean flow included. */
  curve: HarmonicCurve;
  /** A subordinate's offsets; undefined for a harmonic station. */
  offsets: Required<CurrentOffsets> | undefined;
}

export type CurrentEventKind = 'slack' | 'flood' | 'ebb';

/** A predicted slack or maximum, with its exact instant (not rounded). */
export interface PredictedCurrentEvent {
  time: number;
  type: CurrentEventKind;
  /** Knots: 0 at slack, flood positive, ebb negative. */
  velocity: number;
  /** A minimum current between two maxima of the same direction, where no slack comes. */
  weak: boolean;
}

/** A point of the velocity curve: knots, flood positive. */
export interface PredictedVelocity {
  time: number;
  velocity: number;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function finite(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function parseConstituents(value: unknown, stationId: string): HarmonicConstituent[] {
  const rows = parseJson(value);
  const constituents: HarmonicConstituent[] = [];
  if (Array.isArray(rows)) {
    for (const row of rows) {
      if (!Array.isArray(row)) continue;
      const [name, amplitude, phase] = row as unknown[];
      const a = finite(amplitude);
      const g = finite(phase);
      if (typeof name === 'string' && a !== null && g !== null) {
        constituents.push({ name, amplitude: a, phase: g });
      }
    }
  }
  if (constituents.length === 0) {
    throw new StationDataError(`Current station ${stationId} has no harmonic constituents.`);
  }
  return constituents;
}

function parseOffsets(value: unknown, stationId: string): Required<CurrentOffsets> {
  const raw = parseJson(value);
  const offsets = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const minutes = (key: keyof CurrentOffsets) => finite(offsets[key]) ?? 0;
  const ratio = (key: keyof CurrentOffsets) => finite(offsets[key]);
  const flood = ratio('flood_speed_ratio');
  const ebb = ratio('ebb_speed_ratio');
  // A ratio of 0: the current never runs that way there (its maxima that way are not listed).
  if (flood === null || ebb === null || flood < 0 || ebb < 0 || flood + ebb === 0) {
    throw new StationDataError(`Current station ${stationId} has no speed ratios.`);
  }
  return {
    slack_before_flood: minutes('slack_before_flood'),
    flood_time: minutes('flood_time'),
    slack_before_ebb: minutes('slack_before_ebb'),
    ebb_time: minutes('ebb_time'),
    flood_speed_ratio: flood,
    ebb_speed_ratio: ebb,
  };
}

/**
 * Builds a station's predictor; a subordinate predicts from its reference's constituents and
 * mean flow. Given `curves`, a reference and its subordinates share one curve.
 */
export function compileCurrentStation(
  row: CurrentStationRow,
  reference: CurrentStationRow | null,
  curves?: Map<string, HarmonicCurve>,
): CurrentStation {
  const subordinate = row.type === 'subordinate';
  if (subordinate && !reference) {
    throw new StationDataError(
      `Current station ${row.id} refers to a reference station that is missing.`,
    );
  }
  if (!isKnownTimeZone(row.time_zone)) {
    throw new StationDataError(`Station ${row.id} has an unknown time zone, ${row.time_zone}.`);
  }
  const source = subordinate && reference ? reference : row;
  let curve = curves?.get(source.id);
  if (!curve) {
    curve = createCurve(
      parseConstituents(source.constituents, source.id),
      finite(source.mean_flow) ?? 0,
    );
    curves?.set(source.id, curve);
  }
  return {
    id: row.id,
    noaaId: row.noaa_id,
    name: row.name,
    state: row.state,
    timeZone: row.time_zone,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    type: row.type,
    referenceId: row.reference_id,
    referenceName: row.reference_name,
    referenceBin: finite(row.reference_bin),
    bin: finite(row.bin),
    depthM: finite(row.depth_m),
    floodDirectionDeg: finite(row.flood_direction),
    ebbDirectionDeg: finite(row.ebb_direction),
    curve,
    offsets: subordinate ? parseOffsets(row.offsets, row.id) : undefined,
  };
}

/**
 * A curve's slacks and maxima in [startMs, endMs), chronological, as NOAA's tables list them:
 * - a slack wherever the velocity crosses zero;
 * - between two slacks, the strongest velocity, one maximum, unless no stronger than
 *   SLACK_SPEED_KN;
 * - where the current weakens between two maxima of one direction without going slack, the
 *   weakest velocity between them (NOAA's minimum current, flagged weak) and both maxima, when
 *   it is a real dip (MIN_DIP_KN below the weaker maximum); a minimum no stronger than
 *   SLACK_SPEED_KN is listed as a slack.
 */
export function curveCurrentEvents(
  curve: HarmonicCurve,
  startMs: number,
  endMs: number,
): PredictedCurrentEvent[] {
  const pad = EVENT_SEARCH_PAD_MS;
  const turns = searchTurningPoints(curve, startMs - pad, endMs + pad);
  const events: PredictedCurrentEvent[] = [];
  // The turning points of one run of the current one way, between two slacks.
  let run: CurveExtreme[] = [];
  turns.forEach((turn, index) => {
    const previous = turns[index - 1];
    if (previous && previous.level > 0 !== turn.level > 0) {
      events.push(...runEvents(run));
      run = [];
      events.push({
        time: crossingBetween(curve, previous, turn),
        type: 'slack',
        velocity: 0,
        weak: false,
      });
    }
    run.push(turn);
  });
  events.push(...runEvents(run));
  return events.filter((event) => event.time >= startMs && event.time < endMs);
}

/** Knots to the hundredth, as the tables print them. */
function listedSpeed(velocity: number): number {
  return Math.round(Math.abs(velocity) * 100) / 100;
}

/** The listed events of one run of the current one way (its turning points, in order). */
export function runEvents(run: readonly CurveExtreme[]): PredictedCurrentEvent[] {
  const first = run[0];
  if (!first) return [];
  const flood = first.level > 0;
  const speed = (index: number) => Math.abs(run[index]!.level);
  // Maxima of speed are the highs of a flood and the lows of an ebb.
  const maxima = run.flatMap((turn, index) => (turn.high === flood ? [index] : []));
  // The strongest first; each other kept where the dip to each neighbour already kept is real.
  maxima.sort((a, b) => speed(b) - speed(a));
  const kept: number[] = [];
  const dipBetween = (a: number, b: number) => {
    let dip = Math.min(a, b);
    for (let i = Math.min(a, b); i <= Math.max(a, b); i += 1) if (speed(i) < speed(dip)) dip = i;
    return dip;
  };
  for (const index of maxima) {
    const left = kept.filter((k) => k < index).reduce((a, b) => Math.max(a, b), -1);
    const right = kept.filter((k) => k > index).reduce((a, b) => Math.min(a, b), Infinity);
    const real = (other: number) =>
      Math.min(speed(index), speed(other)) - speed(dipBetween(index, other)) >= MIN_DIP_KN;
    if (kept.length === 0 || ((left === -1 || real(left)) && (right === Infinity || real(right)))) {
      kept.push(index);
    }
  }
  kept.sort((a, b) => a - b);
  const events: PredictedCurrentEvent[] = [];
  kept.forEach((index, at) => {
    const turn = run[index]!;
    if (listedSpeed(turn.level) > SLACK_SPEED_KN) {
      events.push({
        time: turn.time,
        type: flood ? 'flood' : 'ebb',
        velocity: turn.level,
        weak: false,
      });
    }
    const next = kept[at + 1];
    if (next === undefined) return;
    const dip = run[dipBetween(index, next)]!;
    events.push(
      listedSpeed(dip.level) > SLACK_SPEED_KN
        ? { time: dip.time, type: flood ? 'flood' : 'ebb', velocity: dip.level, weak: true }
        : { time: dip.time, type: 'slack', velocity: 0, weak: false },
    );
  });
  return events;
}

/** Which of NOAA's four offsets an event of the reference takes, and its speed ratio. */
export function subordinateEvent(
  event: PredictedCurrentEvent,
  before: PredictedCurrentEvent | undefined,
  offsets: Required<CurrentOffsets>,
): PredictedCurrentEvent {
  let minutes: number;
  let ratio = 1;
  if (event.type === 'slack') {
    // Slack before flood follows an ebb; slack before ebb, a flood.
    const beforeFlood = before ? before.velocity < 0 : true;
    minutes = beforeFlood ? offsets.slack_before_flood : offsets.slack_before_ebb;
  } else if (event.weak) {
    // A minimum current stands where the slack would: a weak ebb before the next flood.
    minutes = event.type === 'ebb' ? offsets.slack_before_flood : offsets.slack_before_ebb;
    ratio = event.type === 'ebb' ? offsets.ebb_speed_ratio : offsets.flood_speed_ratio;
  } else {
    minutes = event.type === 'flood' ? offsets.flood_time : offsets.ebb_time;
    ratio = event.type === 'flood' ? offsets.flood_speed_ratio : offsets.ebb_speed_ratio;
  }
  return {
    ...event,
    time: Math.round(event.time / MINUTE_MS) * MINUTE_MS + minutes * MINUTE_MS,
    velocity: event.velocity * ratio,
  };
}

export function largestOffsetMs(offsets: Required<CurrentOffsets> | undefined): number {
  if (!offsets) return 0;
  return (
    Math.max(
      Math.abs(offsets.slack_before_flood),
      Math.abs(offsets.flood_time),
      Math.abs(offsets.slack_before_ebb),
      Math.abs(offsets.ebb_time),
    ) * MINUTE_MS
  );
}

/** The reference's events and the subordinate's made from them, both sorted by the latter. */
export interface Keyframe {
  reference: PredictedCurrentEvent;
  offset: PredictedCurrentEvent;
}

function keyframes(station: CurrentStation, startMs: number, endMs: number): Keyframe[] {
  const pad = largestOffsetMs(station.offsets) + EVENT_SEARCH_PAD_MS;
  const reference = curveCurrentEvents(station.curve, startMs - pad, endMs + pad);
  const offsets = station.offsets;
  if (!offsets) return reference.map((event) => ({ reference: event, offset: event }));
  return reference
    .map((event, index) => ({
      reference: event,
      offset: subordinateEvent(event, reference[index - 1], offsets),
    }))
    .sort((a, b) => a.offset.time - b.offset.time);
}

/** A subordinate's events without the maxima of a way its current never runs (a ratio of 0). */
export function runsThatWay(event: PredictedCurrentEvent): boolean {
  return event.type === 'slack' || event.velocity !== 0;
}

/** The station's slacks and maxima with times in [startMs, endMs), chronological. */
export function predictCurrentEvents(
  station: CurrentStation,
  startMs: number,
  endMs: number,
): PredictedCurrentEvent[] {
  if (!station.offsets) return curveCurrentEvents(station.curve, startMs, endMs);
  return keyframes(station, startMs, endMs)
    .map((frame) => frame.offset)
    .filter((event) => event.time >= startMs && event.time < endMs && runsThatWay(event));
}

/** A station's events over a window and its velocity every stepMs through it (end included). */
export interface PredictedCurrentSpan {
  events: PredictedCurrentEvent[];
  timeline: PredictedVelocity[];
}

/**
 * Events in [startMs − eventsAroundMs, endMs + eventsAroundMs) and the velocity from startMs to
 * endMs inclusive. A subordinate's
 * velocity between two of its events is its reference's between the matching two, the instant
 * taken proportionally and the speed scaled by the flood or ebb ratio, so the curve passes
 * through every listed slack and maximum.
 */
export function predictCurrentSpan(
  station: CurrentStation,
  startMs: number,
  endMs: number,
  stepMs: number,
  eventsAroundMs = 0,
): PredictedCurrentSpan {
  const from = startMs - eventsAroundMs;
  const to = endMs + eventsAroundMs;
  const count = Math.floor((endMs - startMs) / stepMs) + 1;
  const velocities = new Float64Array(count);
  const offsets = station.offsets;
  if (!offsets) {
    levelsAlong(station.curve, startMs, stepMs, count, velocities);
    return {
      events: curveCurrentEvents(station.curve, from, to),
      timeline: Array.from(velocities, (velocity, index) => ({
        time: startMs + index * stepMs,
        velocity,
      })),
    };
  }
  const frames = keyframes(station, from, to);
  const timeline: PredictedVelocity[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    const time = startMs + index * stepMs;
    while (at < frames.length - 2 && frames[at + 1]!.offset.time <= time) at += 1;
    timeline.push({
      time,
      velocity: subordinateVelocity(station.curve, offsets, frames[at], frames[at + 1], time),
    });
  }
  return {
    events: frames
      .map((frame) => frame.offset)
      .filter((event) => event.time >= from && event.time < to && runsThatWay(event)),
    timeline,
  };
}

/**
 * A subordinate's velocity at `time`, between two of its events: its reference's between the
 * matching two, the instant taken proportionally and the speed scaled by the flood or ebb ratio.
 */
function subordinateVelocity(
  curve: HarmonicCurve,
  offsets: Required<CurrentOffsets>,
  first: Keyframe | undefined,
  second: Keyframe | undefined,
  time: number,
): number {
  let referenceTime = time;
  if (first && second) {
    const span = second.offset.time - first.offset.time;
    const fraction = span > 0 ? Math.min(1, Math.max(0, (time - first.offset.time) / span)) : 0;
    referenceTime =
      first.reference.time + fraction * (second.reference.time - first.reference.time);
  }
  const velocity = levelAt(curve, referenceTime);
  return velocity * (velocity >= 0 ? offsets.flood_speed_ratio : offsets.ebb_speed_ratio);
}

/** A station's velocity as a function of time, and where it stops rising or falling. */
export interface CurrentVelocity {
  /** Knots, flood positive, at any instant around the asked window. */
  velocity(atMs: number): number;
  /**
   * Instants, chronological, covering the asked window: between each two the velocity only
   * rises or only falls, so it crosses any speed there at most once.
   */
  turns: number[];
}

/**
 * The velocity predictCurrentSpan draws, at any instant of [startMs, endMs) and a day either
 * side. A harmonic station's turns are its curve's turning points; a subordinate's are its
 * events and its reference's turning points carried to its own time, as its velocity is.
 */
export function currentVelocity(
  station: CurrentStation,
  startMs: number,
  endMs: number,
): CurrentVelocity {
  const offsets = station.offsets;
  const pad = EVENT_SEARCH_PAD_MS;
  if (!offsets) {
    return {
      velocity: (atMs) => levelAt(station.curve, atMs),
      turns: searchTurningPoints(station.curve, startMs - pad, endMs + pad).map(
        (turn) => turn.time,
      ),
    };
  }
  const frames = keyframes(station, startMs, endMs);
  const times = frames.map((frame) => frame.offset.time);
  const turns = [...times];
  const referenceTurns = searchTurningPoints(
    station.curve,
    startMs - pad - largestOffsetMs(offsets),
    endMs + pad + largestOffsetMs(offsets),
  );
  for (let index = 0; index < frames.length - 1; index += 1) {
    const first = frames[index]!;
    const second = frames[index + 1]!;
    const span = second.reference.time - first.reference.time;
    if (span <= 0) continue;
    for (const turn of referenceTurns) {
      if (turn.time <= first.reference.time || turn.time >= second.reference.time) continue;
      const fraction = (turn.time - first.reference.time) / span;
      turns.push(first.offset.time + fraction * (second.offset.time - first.offset.time));
    }
  }
  turns.sort((a, b) => a - b);
  const velocity = (atMs: number): number => {
    let low = 0;
    let high = times.length - 1;
    let found = 0;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (times[middle]! <= atMs) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    const index = Math.min(found, Math.max(frames.length - 2, 0));
    return subordinateVelocity(station.curve, offsets, frames[index], frames[index + 1], atMs);
  };
  return { velocity, turns };
}

/** The current stations' table, and how a row of it is compiled. */
const CURRENT_STATIONS: StationTable<CurrentStationRow, CurrentStation> = {
  noun: 'Current stations',
  table: 'public.current_stations',
  columns: `id, noaa_id, name, state, country, latitude, longitude, time_zone, type,
    reference_id, reference_name, reference_bin, bin, depth_m, flood_direction, ebb_direction,
    mean_flow, offsets, constituents`,
  kindColumn: 'type',
  kinds: ['harmonic', 'subordinate'],
  compile: compileCurrentStation,
  keepReference: (row) => row,
};

/**
 * The station with id `id` (and its reference, for a subordinate) read from the database and
 * compiled, or null when there is no such station.
 */
export function loadCurrentStation(db: Db, id: string): Promise<CurrentStation | null> {
  return loadFromTable(db, CURRENT_STATIONS, id);
}

/** Compiled current stations by id, from memory once the whole catalogue has been read. */
export type CurrentStationCatalog = Catalog<CurrentStation>;

/**
 * Every current station, compiled (about 2,600 stations, 856 curves, well under a megabyte of
 * constants).
 */
export function createCurrentStationCatalog(
  db: Db,
  options: StationCatalogOptions,
): CurrentStationCatalog {
  return createCatalog(db, CURRENT_STATIONS, options);
}
