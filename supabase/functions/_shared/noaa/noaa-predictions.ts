/**
 * NOAA CO-OPS's own high/low predictions for a station's local day, kept in
 * public.noaa_prediction_cache. NOAA is asked with a short timeout, and once it is clearly
 * failing it is left alone for a minute, so a server without internet answers from the harmonic
 * prediction at full speed instead of waiting out a timeout on every request.
 *
 * No load pattern fans out at NOAA: it is asked for a station's whole month at once (a 31-day
 * answer costs at most two calls, and the month's other days none), with at most a few calls in
 * flight and a fixed number a minute for the whole server; past either, days are answered from
 * the harmonic prediction, as when NOAA is down.
 *
 * The allowance is shared between the clients asking: one client may have at most half the calls
 * in flight, and once it has made its share of the minute's calls (a quarter of them) it may make
 * more only while more than a share is left, so the last share of every minute is kept for the
 * others. A client asking for a new gauge or station-month every second spends three quarters of
 * the minute's calls at most, and the next visitor's gauge is still asked of NOAA.
 */
import { readBoundedText } from '../platform/bounded-text.ts';
import type { Db } from '../platform/db.ts';
import { approximateBytes, LruCache } from '../platform/lru-cache.ts';
import type { PredictedExtreme } from '../engine/tide-prediction.ts';
import type { LocalDay } from '../engine/zoned-time.ts';

/** How long one NOAA request may take before the harmonic prediction answers instead. */
export const NOAA_DEFAULT_TIMEOUT_MS = 800;
/** How long NOAA is skipped after it fails (see NOAA_TIMEOUTS_TO_OPEN for timeouts). */
export const NOAA_CIRCUIT_OPEN_MS = 60_000;
/**
 * Timeouts in a row that open the circuit. One slow answer under load says little about NOAA;
 * a network error, a server error or garbage opens it at once.
 */
export const NOAA_TIMEOUTS_TO_OPEN = 3;
/**
 * A timeout that fires this much later than asked means our own event loop was busy, not that
 * NOAA was slow: the answer may be waiting in the socket, so it gets another period instead.
 */
const LOOP_LAG_TOLERANCE_MS = 50;
/** How many extra periods a starved loop may give one request. */
const MAX_STARVED_EXTENSIONS = 4;
/** NOAA calls per minute for the whole server, unless the host says otherwise. */
export const NOAA_DEFAULT_CALLS_PER_MINUTE = 60;
/** NOAA calls waiting for an answer at once, unless the host says otherwise. */
export const NOAA_DEFAULT_CALLS_IN_FLIGHT = 4;
/** Clients that share the minute's calls: a client's share is this fraction of them. */
export const NOAA_CLIENTS_SHARING = 4;
/**
 * Station-months whose NOAA answer is kept in memory, by bytes (a month's highs and lows take
 * about 12 KB as objects), and for how long: NOAA's predictions for a day stay true for the day
 * and long after, so a month's are kept a day; a "no data" five minutes, as a station may start
 * reporting.
 */
const MONTH_MEMORY_MAX_BYTES = 8 * 1024 * 1024;
const MONTH_MEMORY_SIZE = 2000;
const MONTH_EVENTS_MAX_AGE_MS = 24 * 60 * 60_000;
const MONTH_NO_DATA_MAX_AGE_MS = 5 * 60_000;
/** Cached NOAA days older than this are fetched again (NOAA revises constants now and then). */
const CACHE_MAX_AGE_DAYS = 30;
/**
 * A month's highs and lows are about 12 KB; reading stops at this many, so an answer of any
 * size costs no more memory than this.
 */
export const MAX_NOAA_RESPONSE_BYTES = 256 * 1024;
/** Heights beyond this (metres above MLLW) are not tides. */
const MAX_PLAUSIBLE_HEIGHT_M = 30;

/** NOAA's instants: 'YYYY-MM-DD HH:MM', in the time zone asked for (GMT here). */
export const NOAA_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

export interface NoaaSettings {
  /** The CO-OPS data getter URL; null when the server must not call NOAA. */
  baseUrl: string | null;
  timeoutMs: number;
  /** NOAA calls per minute for the whole server (NOAA_DEFAULT_CALLS_PER_MINUTE unless set). */
  callsPerMinute?: number;
  /** NOAA calls at once (NOAA_DEFAULT_CALLS_IN_FLIGHT unless set). */
  callsInFlight?: number;
}

/** What a NOAA answer was: the day's events, a clean "no data", or an outage. */
export type NoaaAnswer =
  | { kind: 'events'; events: PredictedExtreme[] }
  | { kind: 'no-data' }
  | { kind: 'outage'; reason: string }
  | { kind: 'skipped' };

/** A height in metres from NOAA's text, or null when it is missing or no tide's. */
export function parseHeight(value: unknown): number | null {
  const height = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof height === 'number' &&
    Number.isFinite(height) &&
    Math.abs(height) < MAX_PLAUSIBLE_HEIGHT_M
    ? height
    : null;
}

/** A NOAA answer's body: its top-level fields, or an outage when it is not a JSON object. */
export function readNoaaBody(
  text: string,
): { kind: 'body'; fields: Record<string, unknown> } | { kind: 'outage'; reason: string } {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { kind: 'outage', reason: 'response is not JSON' };
  }
  if (!body || typeof body !== 'object') {
    return { kind: 'outage', reason: 'response is not an object' };
  }
  return { kind: 'body', fields: body as Record<string, unknown> };
}

/**
 * Reads NOAA's JSON strictly: anything but a list of well-formed predictions is refused. With
 * `day`, only the events within it are kept.
 */
export function parseNoaaPredictions(
  text: string,
  day: { startMs: number; endMs: number } = { startMs: -Infinity, endMs: Infinity },
): NoaaAnswer {
  const read = readNoaaBody(text);
  if (read.kind === 'outage') return read;
  const { predictions, error } = read.fields;
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

export interface NoaaClientOptions {
  settings: NoaaSettings;
  /** The fetch NOAA is called with. */
  fetch: typeof fetch;
}

/** What one call to NOAA gave: its text, an outage, or nothing (circuit open, budget spent). */
export type NoaaCall<T> = T | { kind: 'outage'; reason: string } | { kind: 'skipped' };

/**
 * Asks NOAA for a station's day, and for any other product, through one circuit breaker and
 * one budget: every product a server asks NOAA for counts against the same calls a minute.
 */
export interface NoaaClient {
  /**
   * One call for a CO-OPS product (`params` besides format=json), read with `parse`, whose
   * outage opens the circuit as a transport failure does; 'skipped' while the circuit is open
   * or the budget is spent. An outage is logged with `warning(reason)`. Never throws.
   */
  call<T extends { kind: string }>(
    params: Record<string, string>,
    nowMs: number,
    parse: (text: string) => T | { kind: 'outage'; reason: string },
    warning: (reason: string) => string,
    /** Who the call is for (their real address): each client gets its share of the calls. */
    client?: string,
  ): Promise<NoaaCall<T>>;
  /**
   * NOAA's answer for the local day (from the station-month it lies in, asked once); 'skipped'
   * while the circuit is open or the budget (or `client`'s share of it) is spent. Never throws.
   */
  ask(noaaId: string, day: LocalDay, nowMs: number, client?: string): Promise<NoaaAnswer>;
  /** Whether NOAA is being left alone at this instant. */
  isOpen(nowMs: number): boolean;
  /** NOAA calls made so far, for the soak's figures. */
  readonly calls: number;
}

/** The UTC span asked for a station-month: a day either side covers every zone's local days. */
export function monthSpan(dayKey: string): { begin: string; end: string; key: string } {
  const [year = 0, month = 1] = dayKey.split('-').map(Number);
  const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
  return {
    begin: ymd(Date.UTC(year, month - 1, 0)),
    end: ymd(Date.UTC(year, month, 1)),
    key: dayKey.slice(0, 7),
  };
}

/** A month's answer narrowed to one local day. */
function dayOf(answer: NoaaAnswer, day: LocalDay): NoaaAnswer {
  if (answer.kind !== 'events') return answer;
  const events = answer.events.filter((e) => e.time >= day.startMs && e.time < day.endMs);
  return events.length > 0 ? { kind: 'events', events } : { kind: 'no-data' };
}

/** A NOAA client owning its circuit: the failures seen and the instant NOAA is tried again. */
export function createNoaaClient({ settings, fetch }: NoaaClientOptions): NoaaClient {
  let openUntil = -Infinity;
  let timeoutsInARow = 0;
  let calls = 0;
  let inFlight = 0;
  const perMinute = settings.callsPerMinute ?? NOAA_DEFAULT_CALLS_PER_MINUTE;
  const atOnce = settings.callsInFlight ?? NOAA_DEFAULT_CALLS_IN_FLIGHT;
  /** A client's share of the minute's calls, and of the calls in flight. */
  const share = Math.max(1, Math.ceil(perMinute / NOAA_CLIENTS_SHARING));
  const inFlightShare = Math.max(1, Math.floor(atOnce / 2));
  /** When each call of the last minute was made. */
  const recentCalls: number[] = [];
  /** Per client with calls in the last minute: when each was made, and how many are out. */
  const byClient = new Map<string, { recent: number[]; inFlight: number }>();
  let budgetWarnedAt = -Infinity;
  let shareWarnedAt = -Infinity;
  const months = new LruCache<string, { answer: NoaaAnswer; until: number }>(
    MONTH_MEMORY_SIZE,
    MONTH_EVENTS_MAX_AGE_MS,
    {
      maxBytes: MONTH_MEMORY_MAX_BYTES,
      sizeOf: (kept, key) => approximateBytes(kept) + 2 * key.length,
    },
  );
  const monthsLoading = new Map<string, Promise<NoaaAnswer>>();
  const isOpen = (nowMs: number) => openUntil > nowMs;

  function forget(before: number[], nowMs: number): void {
    while (before.length > 0 && (before[0] ?? 0) <= nowMs - 60_000) before.shift();
  }

  /**
   * Whether a call for `client` may go now: fewer than `atOnce` out and `perMinute` in the last
   * minute for everyone, fewer than its share out for the client, and, past its share of the
   * minute's calls, more than a share left for the others.
   */
  function mayCall(nowMs: number, client: string): boolean {
    forget(recentCalls, nowMs);
    const mine = byClient.get(client);
    if (mine) forget(mine.recent, nowMs);
    if (inFlight >= atOnce || recentCalls.length >= perMinute) {
      if (nowMs - budgetWarnedAt >= 60_000) {
        budgetWarnedAt = nowMs;
        console.warn(
          `NOAA budget reached (${perMinute} calls a minute, ${atOnce} at once); answering from harmonics until it refills.`,
        );
      }
      return false;
    }
    const overShare =
      (mine?.recent.length ?? 0) >= share && perMinute - recentCalls.length <= share;
    if ((mine?.inFlight ?? 0) >= inFlightShare || overShare) {
      if (nowMs - shareWarnedAt >= 60_000) {
        shareWarnedAt = nowMs;
        console.warn(
          `A client reached its share of the NOAA calls (${share} of ${perMinute} a minute once the rest are short, ${inFlightShare} at once); its further requests are answered without NOAA until the minute frees some.`,
        );
      }
      return false;
    }
    return true;
  }

  /** Counts a call for `client`; the returned function counts it answered. */
  function counted(client: string, nowMs: number): () => void {
    calls += 1;
    inFlight += 1;
    recentCalls.push(nowMs);
    let mine = byClient.get(client);
    if (!mine) {
      mine = { recent: [], inFlight: 0 };
      byClient.set(client, mine);
    }
    mine.recent.push(nowMs);
    mine.inFlight += 1;
    const entry = mine;
    return () => {
      inFlight -= 1;
      entry.inFlight -= 1;
      // A client is remembered only while it has calls in the minute (forgotten as they leave
      // it, in mayCall and forgetIdleClients): at most `perMinute` clients.
      if (entry.inFlight === 0 && entry.recent.length === 0) byClient.delete(client);
    };
  }

  /** Forgets the clients whose calls all left the minute. */
  function forgetIdleClients(nowMs: number): void {
    for (const [client, entry] of byClient) {
      forget(entry.recent, nowMs);
      if (entry.inFlight === 0 && entry.recent.length === 0) byClient.delete(client);
    }
  }

  async function call<T extends { kind: string }>(
    params: Record<string, string>,
    nowMs: number,
    parse: (text: string) => T | { kind: 'outage'; reason: string },
    warning: (reason: string) => string,
    client = 'unknown',
  ): Promise<NoaaCall<T>> {
    if (byClient.size > perMinute) forgetIdleClients(nowMs);
    if (!settings.baseUrl || isOpen(nowMs) || !mayCall(nowMs, client)) return { kind: 'skipped' };
    // After an outage, one request finds out whether NOAA is back; the rest go on without it
    // instead of all waiting out the same timeout.
    if (openUntil !== -Infinity) openUntil = nowMs + settings.timeoutMs;
    const answered = counted(client, nowMs);
    const text = await askNoaa(settings, settings.baseUrl, fetch, params).finally(answered);
    const answer = typeof text === 'string' ? parse(text) : text;
    if (answer.kind === 'outage') {
      const reason = (answer as { reason: string }).reason;
      const timedOut = reason.startsWith('no answer');
      timeoutsInARow = timedOut ? timeoutsInARow + 1 : 0;
      if (!timedOut || timeoutsInARow >= NOAA_TIMEOUTS_TO_OPEN) {
        openUntil = nowMs + NOAA_CIRCUIT_OPEN_MS;
        timeoutsInARow = 0;
      }
      console.warn(warning(reason));
      return { kind: 'outage', reason };
    }
    timeoutsInARow = 0;
    openUntil = -Infinity;
    return answer as T;
  }

  async function askMonth(
    noaaId: string,
    span: ReturnType<typeof monthSpan>,
    nowMs: number,
    client: string,
  ): Promise<NoaaAnswer> {
    // NOAA's dates are whole UTC days; these cover the local month, each day is picked out later.
    const answer = await call(
      {
        product: 'predictions',
        begin_date: span.begin,
        end_date: span.end,
        datum: 'MLLW',
        station: noaaId,
        interval: 'hilo',
      },
      nowMs,
      (text) => parseNoaaPredictions(text),
      (reason) => `NOAA predictions unavailable for ${noaaId} (${reason}); using harmonics.`,
      client,
    );
    if (answer.kind === 'events' || answer.kind === 'no-data') {
      const keptFor = answer.kind === 'events' ? MONTH_EVENTS_MAX_AGE_MS : MONTH_NO_DATA_MAX_AGE_MS;
      months.set(`${noaaId}|${span.key}`, { answer, until: nowMs + keptFor }, nowMs);
    }
    return answer;
  }

  return {
    call,
    isOpen,
    get calls() {
      return calls;
    },
    async ask(noaaId, day, nowMs, client = 'unknown') {
      const span = monthSpan(day.key);
      const key = `${noaaId}|${span.key}`;
      const known = months.get(key, nowMs);
      if (known && known.until > nowMs) return dayOf(known.answer, day);
      // Days of one station-month asked together share one call.
      let pending = monthsLoading.get(key);
      if (!pending) {
        pending = askMonth(noaaId, span, nowMs, client).finally(() => monthsLoading.delete(key));
        monthsLoading.set(key, pending);
      }
      return dayOf(await pending, day);
    },
  };
}

/**
 * The NOAA client a host builds once and hands to every handler that asks NOAA, so that
 * predictions and observed water levels share one circuit and one budget. A timeout of 0
 * means NOAA_DEFAULT_TIMEOUT_MS.
 */
export function createSharedNoaaClient(
  settings: NoaaSettings,
  fetch: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): NoaaClient {
  return createNoaaClient({
    settings: { ...settings, timeoutMs: settings.timeoutMs || NOAA_DEFAULT_TIMEOUT_MS },
    fetch,
  });
}

/**
 * Aborts after `timeoutMs` of NOAA's time. When the timer fires late, our loop was starved and
 * NOAA's answer may already be here unread: the request gets another period, a few times.
 */
function upstreamDeadline(timeoutMs: number): { signal: AbortSignal; stop(): void } {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout>;
  let extensions = 0;
  const arm = () => {
    const due = performance.now() + timeoutMs;
    timer = setTimeout(() => {
      const lateBy = performance.now() - due;
      if (lateBy > LOOP_LAG_TOLERANCE_MS && extensions < MAX_STARVED_EXTENSIONS) {
        extensions += 1;
        arm();
      } else {
        controller.abort();
      }
    }, timeoutMs);
  };
  arm();
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/** NOAA's answer as text, or what kept it from coming. */
async function askNoaa(
  settings: NoaaSettings,
  baseUrl: string,
  fetch: typeof globalThis.fetch,
  product: Record<string, string>,
): Promise<string | { kind: 'outage'; reason: string }> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return { kind: 'outage', reason: 'NOAA_API_URL is not a URL' };
  }
  const params = {
    application: 'tides',
    time_zone: 'gmt',
    units: 'metric',
    ...product,
    format: 'json',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const deadline = upstreamDeadline(settings.timeoutMs);
  try {
    const response = await fetch(url, {
      signal: deadline.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'outage', reason: `HTTP ${response.status}` };
    }
    const text = await readBoundedText(response, MAX_NOAA_RESPONSE_BYTES);
    if (text === null) return { kind: 'outage', reason: 'response too large' };
    return text;
  } catch (error) {
    return {
      kind: 'outage',
      reason: deadline.signal.aborted ? `no answer in ${settings.timeoutMs} ms` : String(error),
    };
  } finally {
    deadline.stop();
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
