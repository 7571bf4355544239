/**
 * The get-tide-data function: a station's high and low tides, water-level curve, sun and moon
 * for one calendar day in the station's own time zone. Written once, served by the Supabase
 * edge function (Deno) and by the embedded backend (Node).
 *
 * Highs and lows come from NOAA CO-OPS when it answers quickly (and are then cached), else from
 * the station's harmonic constants computed here; the curve, sun and moon are always computed here.
 */
import { jsonResponse, jsonTextResponse, preflightResponse } from './cors.ts';
import type { Db } from './db.ts';
import { LruCache } from './lru-cache.ts';
import {
  fetchNoaaExtremes,
  isNoaaCircuitOpen,
  NOAA_DEFAULT_TIMEOUT_MS,
  readCachedExtremes,
  storeCachedExtremes,
  type NoaaSettings,
} from './noaa-predictions.ts';
import { moonOnDay, sunOnDay, type MoonPhaseName } from './sky.ts';
import {
  loadStation,
  predictExtremes,
  predictTimeline,
  StationDataError,
  type PredictedExtreme,
  type TideStation,
} from './tide-prediction.ts';
import {
  formatClockTime,
  isoWithOffset,
  isRealCalendarDate,
  localDay,
  offsetMinutes,
  roundToMinute,
  timeZoneAbbreviation,
  type CalendarDate,
  type LocalDay,
} from './zoned-time.ts';

export {
  predictExtremes,
  predictTimeline,
  loadStation,
  compileStation,
} from './tide-prediction.ts';
export type { PredictedExtreme, TideStation, TideStationRow } from './tide-prediction.ts';
export { clearStationCache } from './tide-prediction.ts';
export {
  resetNoaaCircuits,
  NOAA_CIRCUIT_OPEN_MS,
  NOAA_DEFAULT_TIMEOUT_MS,
} from './noaa-predictions.ts';
export type { MoonPhaseName } from './sky.ts';

/** Larger request bodies are refused unread: the real one is under 100 bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Years the predictions are offered for (the harmonic constants hold up far longer, but not forever). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
/** Longest station id accepted; the longest seeded id has about 80 characters. */
const MAX_LOCATION_ID_LENGTH = 128;
/** Minutes between points of the day's water-level curve. */
const TIMELINE_STEP_MINUTES = 10;
/** Computed days kept in memory: a busy day's worth of station-days. */
const DAY_CACHE_SIZE = 5_000;
/** Kept no longer than the compiled stations they come from. */
const DAY_CACHE_MAX_AGE_MS = 10 * 60_000;

const METRES_PER_FOOT = 0.3048;
const MINUTE_MS = 60_000;

export type TideSource = 'fresh' | 'cached' | 'harmonic';

/** One high or low water. */
export interface TideEvent {
  /** Station-local clock time with the zone's abbreviation: '6:58 AM EST'. */
  time: string;
  /** Height above the datum in feet, one decimal: '10.2 ft'. */
  height: string;
  /** The instant, ISO 8601 with the station's UTC offset: '2026-11-22T06:58:00-05:00'. */
  at: string;
  /** Height above the datum in metres, three decimals. */
  heightM: number;
  type: 'high' | 'low';
}

/** A point of the day's water-level curve. */
export interface TideTimelinePoint {
  /** ISO 8601 with the station's UTC offset. */
  at: string;
  /** Height above the datum in metres, three decimals. */
  heightM: number;
}

export interface TideStationSummary {
  id: string;
  noaaId: string | null;
  name: string;
  state: string | null;
  /** IANA time zone every time in the result is given in. */
  timeZone: string;
  /** The zone's abbreviation on that day (at local noon): 'EST', 'EDT'. */
  timeZoneAbbreviation: string;
  latitude: number;
  longitude: number;
  type: 'reference' | 'subordinate';
  referenceId: string | null;
}

/** A successful answer. */
export interface TideResult {
  /** 'Boston, MA'. */
  location: string;
  /** The station-local calendar day: 'YYYY-MM-DD'. */
  date: string;
  /** 'fresh' from NOAA now, 'cached' from NOAA earlier, 'harmonic' computed here. */
  source: TideSource;
  highTides: TideEvent[];
  lowTides: TideEvent[];
  moonPhase: MoonPhaseName;
  /** Lit fraction of the moon at local noon: '87%'. */
  moonIllumination: string;
  station: TideStationSummary;
  /** What heights are measured from: 'MLLW' for US stations. */
  datum: string;
  units: { height: 'ft'; heightM: 'm' };
  /** Every high and low of the day, in order. */
  extremes: TideEvent[];
  /** The water level every 10 minutes from local midnight to the next, both included. */
  timeline: TideTimelinePoint[];
  /** ISO 8601 with the station's offset; null when the sun does not rise or set that day. */
  sun: { sunrise: string | null; sunset: string | null };
  moon: {
    phase: MoonPhaseName;
    /** 0..1, three decimals. */
    illumination: number;
    /** Degrees from new moon (0) through full (180), one decimal. */
    phaseAngle: number;
  };
  attribution: string;
  /** When this answer was made, ISO 8601 UTC. */
  generatedAt: string;
}

/** Every failure: what went wrong, and in plain words what to do about it. */
export interface TideErrorBody {
  error: string;
  details: string;
}

export interface TideDeps {
  db: Db;
  noaa: NoaaSettings;
  /** The clock, for the NOAA circuit breaker and generatedAt. */
  now?: () => Date;
  /** The fetch NOAA is called with. */
  fetch?: typeof fetch;
}

/** The request as understood. */
export interface TideRequest {
  locationId: string;
  date: CalendarDate;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; details: string };

const EXAMPLE_BODY = '{"locationId": "noaa/8443970", "date": "2026-11-22"}';
const DATE_HELP = 'Use YYYY-MM-DD, or an ISO timestamp such as 2026-11-22T00:00:00-05:00.';
const DATE_FORM =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;
const LOCATION_ID_FORM = /^[A-Za-z0-9][A-Za-z0-9_./:-]*$/;
/** January to December in English, as Intl names them. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month, 1),
  ),
);

/**
 * The calendar day a `date` names: its date part as written. A visitor in Tokyo choosing
 * 22 November sends '2026-11-22T00:00:00+09:00', which is the 21st in UTC; the day wanted is
 * still the 22nd, so the offset never moves it.
 */
export function parseRequestedDate(value: unknown): Parsed<CalendarDate> {
  if (value === undefined || value === null || value === '') {
    return { ok: false, details: `date is required. ${DATE_HELP}` };
  }
  if (typeof value !== 'string')
    return { ok: false, details: `date must be a string. ${DATE_HELP}` };
  const match = DATE_FORM.exec(value.trim());
  if (!match) {
    return { ok: false, details: `"${value.slice(0, 40)}" is not a date. ${DATE_HELP}` };
  }
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!isRealCalendarDate(date)) {
    const month = MONTHS[date.month - 1];
    return {
      ok: false,
      details: month
        ? `${month} ${date.year} has no day ${date.day}.`
        : `There is no month ${date.month}; months run from 01 to 12.`,
    };
  }
  if (date.year < FIRST_YEAR || date.year > LAST_YEAR) {
    return {
      ok: false,
      details: `Tide predictions are available for ${FIRST_YEAR} to ${LAST_YEAR}; ${date.year} is outside that range.`,
    };
  }
  return { ok: true, value: date };
}

/** Checks the JSON body's fields. */
export function parseTideRequest(body: unknown): Parsed<TideRequest> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      details: `The request body must be a JSON object such as ${EXAMPLE_BODY}.`,
    };
  }
  const { locationId, date } = body as { locationId?: unknown; date?: unknown };
  if (locationId === undefined || locationId === null || locationId === '') {
    return { ok: false, details: 'locationId is required.' };
  }
  if (typeof locationId !== 'string') {
    return { ok: false, details: 'locationId must be a string, such as "noaa/8443970".' };
  }
  const id = locationId.trim();
  if (id.length > MAX_LOCATION_ID_LENGTH || !LOCATION_ID_FORM.test(id)) {
    return {
      ok: false,
      details: 'locationId is not a station id; station ids look like "noaa/8443970".',
    };
  }
  const parsedDate = parseRequestedDate(date);
  if (!parsedDate.ok) return parsedDate;
  return { ok: true, value: { locationId: id, date: parsedDate.value } };
}

/** The body as text, refusing bodies over MAX_BODY_BYTES without reading them whole. */
async function readBody(request: Request): Promise<Parsed<string>> {
  const tooLarge = {
    ok: false,
    details: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
  } as const;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return tooLarge;
  if (!request.body) return { ok: true, value: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: new TextDecoder().decode(bytes) };
}

async function readTideRequest(request: Request): Promise<Parsed<TideRequest>> {
  const text = await readBody(request);
  if (!text.ok) return text;
  if (text.value.trim() === '') {
    return { ok: false, details: `The request body is empty; send JSON such as ${EXAMPLE_BODY}.` };
  }
  let body: unknown;
  try {
    body = JSON.parse(text.value) as unknown;
  } catch {
    return {
      ok: false,
      details: `The request body is not valid JSON; send JSON such as ${EXAMPLE_BODY}.`,
    };
  }
  return parseTideRequest(body);
}

function errorResponse(
  status: number,
  error: string,
  details: string,
  headers?: Record<string, string>,
): Response {
  const body: TideErrorBody = { error, details };
  return jsonResponse(body, status, headers);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** '10.2 ft' from metres. */
function formatFeet(metres: number): string {
  const feet = round(metres / METRES_PER_FOOT, 1);
  return `${(feet === 0 ? 0 : feet).toFixed(1)} ft`;
}

function toTideEvent(extreme: PredictedExtreme, zone: string): TideEvent {
  return {
    time: formatClockTime(extreme.time, zone),
    height: formatFeet(extreme.heightM),
    at: isoWithOffset(extreme.time, zone),
    heightM: round(extreme.heightM, 3),
    type: extreme.type,
  };
}

/** What a station's day needs that does not depend on NOAA, computed once and kept. */
interface ComputedDay {
  day: LocalDay;
  harmonicExtremes: TideEvent[];
  sun: TideResult['sun'];
  moon: TideResult['moon'];
  timeZoneAbbreviation: string;
  /** The timeline as JSON: most of an answer's bytes, the same on every request for the day. */
  timelineJson: string;
  /** NOAA's highs and lows once it or its cache gave them: repeated requests need no database. */
  noaaExtremes?: PredictedExtreme[];
}

const dayCache = new LruCache<string, ComputedDay>(DAY_CACHE_SIZE, DAY_CACHE_MAX_AGE_MS);

/** Forgets computed days (tests). */
export function clearDayCache(): void {
  dayCache.clear();
}

function computeTimeline(station: TideStation, day: LocalDay): TideTimelinePoint[] {
  const zone = station.timeZone;
  const startOffset = offsetMinutes(day.startMs, zone);
  // On all but the two transition days a year one offset serves every point.
  const steadyOffset = startOffset === offsetMinutes(day.endMs, zone) ? startOffset : undefined;
  return predictTimeline(station, day.startMs, day.endMs, TIMELINE_STEP_MINUTES * MINUTE_MS).map(
    (point) => ({
      at: isoWithOffset(point.time, zone, steadyOffset),
      heightM: round(point.heightM, 3),
    }),
  );
}

function computeDay(station: TideStation, date: CalendarDate, nowMs: number): ComputedDay {
  const key = `${station.id}|${date.year}-${date.month}-${date.day}`;
  const hit = dayCache.get(key, nowMs);
  if (hit) return hit;
  const zone = station.timeZone;
  const day = localDay(date, zone);
  const sun = sunOnDay(day, station.latitude, station.longitude);
  const moon = moonOnDay(day);
  const timeline = computeTimeline(station, day);
  const computed: ComputedDay = {
    day,
    harmonicExtremes: predictExtremes(station, day.startMs, day.endMs).map((e) =>
      toTideEvent(e, zone),
    ),
    timelineJson: JSON.stringify(timeline),
    sun: {
      sunrise: sun.sunriseMs === null ? null : isoWithOffset(roundToMinute(sun.sunriseMs), zone),
      sunset: sun.sunsetMs === null ? null : isoWithOffset(roundToMinute(sun.sunsetMs), zone),
    },
    moon: {
      phase: moon.phase,
      illumination: round(moon.illumination, 3),
      phaseAngle: round(moon.phaseAngle, 1),
    },
    timeZoneAbbreviation: timeZoneAbbreviation(day.noonMs, zone),
  };
  dayCache.set(key, computed, nowMs);
  return computed;
}

/** NOAA's events for the day (kept in memory, cached, or fetched now), else null. */
async function noaaEvents(
  station: TideStation,
  computed: ComputedDay,
  deps: TideDeps,
  nowMs: number,
): Promise<{ source: 'fresh' | 'cached'; events: PredictedExtreme[] } | null> {
  // NOAA publishes heights above MLLW; a station measured from anything else keeps its own.
  if (!deps.noaa.baseUrl || !station.noaaId || station.datum !== 'MLLW') return null;
  if (computed.noaaExtremes) return { source: 'cached', events: computed.noaaExtremes };
  // While NOAA is left alone after a failure, the harmonic answer is not held up by a database
  // round trip either: without internet that wait was most of every request's time.
  if (isNoaaCircuitOpen(deps.noaa.baseUrl, nowMs)) return null;
  const day = computed.day;
  const cached = await readCachedExtremes(deps.db, station.id, day);
  if (cached) {
    computed.noaaExtremes = cached;
    return { source: 'cached', events: cached };
  }
  const fetched = await fetchNoaaExtremes({
    settings: {
      baseUrl: deps.noaa.baseUrl,
      timeoutMs: deps.noaa.timeoutMs || NOAA_DEFAULT_TIMEOUT_MS,
    },
    noaaId: station.noaaId,
    day,
    nowMs,
    fetch: deps.fetch ?? globalThis.fetch,
  });
  if (!fetched) return null;
  await storeCachedExtremes(deps.db, station.id, day, fetched);
  computed.noaaExtremes = fetched;
  return { source: 'fresh', events: fetched };
}

function attribution(station: TideStation, source: TideSource): string {
  const notForNavigation = 'Not for navigation.';
  if (source !== 'harmonic') {
    return `High and low tides: NOAA CO-OPS predictions. Tide curve, sun and moon computed from NOAA harmonic constants in the Neaps tide database. ${notForNavigation}`;
  }
  return station.noaaId
    ? `Computed from NOAA CO-OPS harmonic constants in the Neaps tide database. ${notForNavigation}`
    : `Computed from harmonic constants in the Neaps tide database (openwaters.io). ${notForNavigation}`;
}

async function answer(request: Request, deps: TideDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse();
  if (request.method !== 'POST') {
    return errorResponse(
      405,
      'Method not allowed',
      `Send a POST with a JSON body such as ${EXAMPLE_BODY}.`,
      {
        Allow: 'POST, OPTIONS',
      },
    );
  }
  const parsed = await readTideRequest(request);
  if (!parsed.ok) return errorResponse(400, 'Invalid request', parsed.details);
  const { locationId, date } = parsed.value;
  const now = deps.now?.() ?? new Date();
  const nowMs = now.getTime();

  const station = await loadStation(deps.db, locationId, nowMs);
  if (!station) {
    return errorResponse(404, 'Location not found', `No tide station has the id "${locationId}".`);
  }
  const computed = computeDay(station, date, nowMs);
  const zone = station.timeZone;
  const noaa = await noaaEvents(station, computed, deps, nowMs);
  const extremes = noaa
    ? noaa.events.map((event) => toTideEvent(event, zone))
    : computed.harmonicExtremes;
  const source: TideSource = noaa ? noaa.source : 'harmonic';

  const result: TideResult = {
    location: station.state ? `${station.name}, ${station.state}` : station.name,
    date: computed.day.key,
    source,
    highTides: extremes.filter((event) => event.type === 'high'),
    lowTides: extremes.filter((event) => event.type === 'low'),
    moonPhase: computed.moon.phase,
    moonIllumination: `${Math.round(computed.moon.illumination * 100)}%`,
    station: {
      id: station.id,
      noaaId: station.noaaId,
      name: station.name,
      state: station.state,
      timeZone: zone,
      timeZoneAbbreviation: computed.timeZoneAbbreviation,
      latitude: station.latitude,
      longitude: station.longitude,
      type: station.type,
      referenceId: station.referenceId,
    },
    datum: station.datum,
    units: { height: 'ft', heightM: 'm' },
    extremes,
    timeline: [],
    sun: computed.sun,
    moon: computed.moon,
    attribution: attribution(station, source),
    generatedAt: now.toISOString(),
  };
  // The timeline goes in as the JSON kept with the day, not serialized again per request.
  return jsonTextResponse(
    JSON.stringify(result).replace('"timeline":[]', () => `"timeline":${computed.timelineJson}`),
  );
}

/**
 * Answers one get-tide-data request: POST { locationId, date } → TideResult, or a
 * TideErrorBody with 400, 404, 405 or 500. Never throws.
 */
export async function handleGetTideData(request: Request, deps: TideDeps): Promise<Response> {
  try {
    return await answer(request, deps);
  } catch (error) {
    console.error('get-tide-data failed:', error);
    const details =
      error instanceof StationDataError
        ? 'Tide predictions are not available for this station. Please choose another.'
        : 'Something went wrong while predicting the tides. Please try again.';
    return errorResponse(500, 'Internal error', details);
  }
}
