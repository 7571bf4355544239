/**
 * NOAA CO-OPS's own high/low predictions for a station's local day, kept in
 * public.noaa_prediction_cache. NOAA is asked with a short timeout, and after it fails once it
 * is left alone for a minute, so a server without internet answers from the harmonic
 * prediction at full speed instead of waiting out a timeout on every request.
 */
import type { Db } from './db.ts';
import type { PredictedExtreme } from './tide-prediction.ts';
import type { LocalDay } from './zoned-time.ts';

/** How long one NOAA request may take before the harmonic prediction answers instead. */
export const NOAA_DEFAULT_TIMEOUT_MS = 800;
/** How long NOAA is skipped after a timeout, network error, server error or garbage. */
export const NOAA_CIRCUIT_OPEN_MS = 60_000;
/** Cached NOAA days older than this are fetched again (NOAA revises constants now and then). */
const CACHE_MAX_AGE_DAYS = 30;
/** A day's highs and lows are a few hundred bytes; anything this large is not them. */
const MAX_RESPONSE_CHARS = 256 * 1024;
/** Heights beyond this (metres above MLLW) are not tides. */
const MAX_PLAUSIBLE_HEIGHT_M = 30;

const NOAA_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

export interface NoaaSettings {
  /** The CO-OPS data getter URL; null when the server must not call NOAA. */
  baseUrl: string | null;
  timeoutMs: number;
}

/** Instants until which NOAA is skipped, by base URL. */
const circuitOpenUntil = new Map<string, number>();

/** True while NOAA at `baseUrl` is being left alone after a failure. */
export function isNoaaCircuitOpen(baseUrl: string, nowMs: number): boolean {
  return (circuitOpenUntil.get(baseUrl) ?? -Infinity) > nowMs;
}

/** Closes every circuit (tests). */
export function resetNoaaCircuits(): void {
  circuitOpenUntil.clear();
}

/** What a NOAA answer was: the day's events, a clean "no data", or an outage. */
type NoaaAnswer =
  | { kind: 'events'; events: PredictedExtreme[] }
  | { kind: 'no-data' }
  | { kind: 'outage'; reason: string };

function yyyymmdd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

function parseHeight(value: unknown): number | null {
  const height = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof height === 'number' &&
    Number.isFinite(height) &&
    Math.abs(height) < MAX_PLAUSIBLE_HEIGHT_M
    ? height
    : null;
}

/** Reads NOAA's JSON strictly: anything but a list of well-formed predictions is refused. */
export function parseNoaaPredictions(text: string, day: LocalDay): NoaaAnswer {
  if (text.length > MAX_RESPONSE_CHARS) return { kind: 'outage', reason: 'response too large' };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { kind: 'outage', reason: 'response is not JSON' };
  }
  if (!body || typeof body !== 'object')
    return { kind: 'outage', reason: 'response is not an object' };
  const { predictions, error } = body as { predictions?: unknown; error?: unknown };
  if (error !== undefined) return { kind: 'no-data' };
  if (!Array.isArray(predictions)) return { kind: 'outage', reason: 'no predictions list' };
  if (predictions.length === 0) return { kind: 'no-data' };
  const events: PredictedExtreme[] = [];
  for (const item of predictions as unknown[]) {
    const { t, v, type } = (item ?? {}) as { t?: unknown; v?: unknown; type?: unknown };
    const match = typeof t === 'string' ? NOAA_TIME.exec(t) : null;
    const heightM = parseHeight(v);
    if (!match || heightM === null || (type !== 'H' && type !== 'L')) {
      return { kind: 'outage', reason: 'malformed prediction' };
    }
    const [, year, month, date, hour, minute] = match.map(Number) as number[];
    const time = Date.UTC(year ?? 0, (month ?? 1) - 1, date, hour, minute);
    if (Number.isNaN(time)) return { kind: 'outage', reason: 'malformed prediction time' };
    if (time >= day.startMs && time < day.endMs) {
      events.push({ time, heightM, type: type === 'H' ? 'high' : 'low' });
    }
  }
  if (events.length === 0) return { kind: 'no-data' };
  return { kind: 'events', events: events.sort((a, b) => a.time - b.time) };
}

export interface NoaaRequest {
  settings: NoaaSettings;
  noaaId: string;
  day: LocalDay;
  nowMs: number;
  fetch: typeof fetch;
}

/**
 * NOAA's highs and lows for the local day, or null when NOAA is off, skipped, slow, broken or
 * has nothing for the station. Never throws.
 */
export async function fetchNoaaExtremes(request: NoaaRequest): Promise<PredictedExtreme[] | null> {
  const { settings, noaaId, nowMs } = request;
  const baseUrl = settings.baseUrl;
  if (!baseUrl) return null;
  if (isNoaaCircuitOpen(baseUrl, nowMs)) return null;
  // After an outage, one request at a time finds out whether NOAA is back; the rest go on
  // without it instead of all waiting out the same timeout.
  if (circuitOpenUntil.has(baseUrl)) circuitOpenUntil.set(baseUrl, nowMs + settings.timeoutMs);
  const answer = await askNoaa(request, baseUrl);
  if (answer.kind === 'outage') {
    circuitOpenUntil.set(baseUrl, nowMs + NOAA_CIRCUIT_OPEN_MS);
    console.warn(`NOAA predictions unavailable for ${noaaId} (${answer.reason}); using harmonics.`);
    return null;
  }
  circuitOpenUntil.delete(baseUrl);
  return answer.kind === 'events' ? answer.events : null;
}

async function askNoaa(
  { settings, noaaId, day, fetch }: NoaaRequest,
  baseUrl: string,
): Promise<NoaaAnswer> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return { kind: 'outage', reason: 'NOAA_API_URL is not a URL' };
  }
  // NOAA's dates are whole UTC days; these cover the local day, and the rest is filtered out.
  const params = {
    product: 'predictions',
    application: 'tides',
    begin_date: yyyymmdd(day.startMs),
    end_date: yyyymmdd(day.endMs - 1),
    datum: 'MLLW',
    station: noaaId,
    time_zone: 'gmt',
    units: 'metric',
    interval: 'hilo',
    format: 'json',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'outage', reason: `HTTP ${response.status}` };
    }
    return parseNoaaPredictions(await response.text(), day);
  } catch (error) {
    const timedOut = controller.signal.aborted;
    return {
      kind: 'outage',
      reason: timedOut ? `no answer in ${settings.timeoutMs} ms` : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

interface CachedEvent {
  at: string;
  heightM: number;
  type: 'high' | 'low';
}

function fromCache(value: unknown): PredictedExtreme[] | null {
  const events = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(events) || events.length === 0) return null;
  const parsed: PredictedExtreme[] = [];
  for (const event of events as Partial<CachedEvent>[]) {
    const time = typeof event.at === 'string' ? Date.parse(event.at) : Number.NaN;
    if (Number.isNaN(time) || typeof event.heightM !== 'number') return null;
    if (event.type !== 'high' && event.type !== 'low') return null;
    parsed.push({ time, heightM: event.heightM, type: event.type });
  }
  return parsed;
}

/** The cached NOAA events of a station's local day, or null. A broken cache is only a miss. */
export async function readCachedExtremes(
  db: Db,
  stationId: string,
  day: LocalDay,
): Promise<PredictedExtreme[] | null> {
  try {
    const [row] = await db.query<{ events: unknown }>(
      `select events from public.noaa_prediction_cache
       where station_id = $1 and date = $2::text::date
         and fetched_at > now() - make_interval(days => $3)`,
      [stationId, day.key, CACHE_MAX_AGE_DAYS],
    );
    return row ? fromCache(row.events) : null;
  } catch (error) {
    console.warn(`NOAA prediction cache unreadable: ${String(error)}`);
    return null;
  }
}

/** Stores a day's NOAA events; a failure to store only costs a later NOAA call. */
export async function storeCachedExtremes(
  db: Db,
  stationId: string,
  day: LocalDay,
  events: PredictedExtreme[],
): Promise<void> {
  const rows: CachedEvent[] = events.map((event) => ({
    at: new Date(event.time).toISOString(),
    heightM: event.heightM,
    type: event.type,
  }));
  try {
    // Parameters go as text, cast in SQL: PGlite and postgres.js then agree on them, where a
    // jsonb parameter would be JSON-encoded a second time by postgres.js.
    await db.query(
      `insert into public.noaa_prediction_cache (station_id, date, events, fetched_at)
       values ($1, $2::text::date, $3::text::jsonb, now())
       on conflict (station_id, date) do update
         set events = excluded.events, fetched_at = excluded.fetched_at`,
      [stationId, day.key, JSON.stringify(rows)],
    );
  } catch (error) {
    console.warn(`NOAA prediction cache not written: ${String(error)}`);
  }
}
