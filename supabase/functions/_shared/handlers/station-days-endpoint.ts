/**
 * The frame of every function that answers `{ locationId, date, days }` with a station's days
 * (get-tide-data, get-current-data): CORS and its preflight, POST with a JSON body or GET with
 * the same fields in the query string (a GET answer carries `Cache-Control` and its `ETag`, and
 * a matching `If-None-Match` is answered 304, so a CDN or the browser keeps it), the request
 * read and refused in the function's own words, the station-day budget charged what the answer
 * costs to make (nothing when it is kept), a 500 that names no internals, and the same answer
 * for a Fetch `Request` and for a host that has read the method and body itself (the Node
 * backend, where Request and Response cost a never-seen day a fifth of its time).
 */
import { corsHeaders } from '../platform/cors.ts';
import { jsonHeaders, refusalJson } from '../platform/json-answer.ts';
import { approximateBytes, LruCache } from '../platform/lru-cache.ts';
import type { Db } from '../platform/db.ts';
import {
  tryAgainIn,
  type StationDayBudget,
  type StationDayBudgetSettings,
} from '../platform/station-day-budget.ts';
import { StationDataError } from '../engine/tide-prediction.ts';
import {
  readTideRequest,
  tideRequestFromBytes,
  tideRequestFromQuery,
  type Parsed,
  type RequestVoice,
  type TideRequest,
} from './tide-request.ts';
import { nextCalendarDate, type CalendarDate } from '../engine/zoned-time.ts';
import { yieldTurn } from '../platform/take-turns.ts';
import { KEPT_ANSWER_COST } from './work-weights.ts';

/** Days of a span computed before other requests get a turn (a day takes about a millisecond). */
const DAYS_PER_TURN = 4;
/** Computed days kept in memory: a busy day's worth of station-days. */
const DAY_CACHE_SIZE = 5_000;
/** Kept no longer than the compiled stations they come from. */
const DAY_CACHE_MAX_AGE_MS = 10 * 60_000;
/**
 * Station-days asked for once, remembered by key only: a day is kept whole when it is asked
 * for again. Most station-days are asked for once (a visitor's one station, one day), and
 * keeping each of them whole turned the cache over thousands of times a minute: every day
 * lived long enough to be moved to V8's old generation and died there, and collecting it cost
 * more than computing it (a fifth of the server's time went to garbage collection).
 */
const ASKED_ONCE_SIZE = 50_000;

/** What every station-days function is built from. */
export interface StationDaysDeps {
  db: Db;
  /** The clock, for the caches and generatedAt. */
  now?: () => Date;
  /**
   * Read every station into memory in the background, as a long-lived server wants; otherwise
   * stations are read as they are asked for.
   */
  preloadStations?: boolean;
  /**
   * Station-days each client may ask for: the budget the host shares between its functions, or
   * settings for one of this function's own; unlimited when not given.
   */
  budget?: StationDayBudget | StationDayBudgetSettings;
}

/** An answer as plain data: what a Response would hold, for a host that writes it itself. */
export interface EndpointAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Answers one request from `client` (its real address, as the host knows it: the station-day
 * budget is counted per client). Never throws.
 */
export interface StationDaysEndpoint {
  (request: Request, client?: string): Promise<Response>;
  /** The same answer to a request whose method and body the host has already read. */
  answer(method: string, body: Uint8Array, client?: string): Promise<EndpointAnswer>;
  /**
   * What answering the request will make the server do, in work units (about a never-seen
   * station-day each, see work-weights.ts), known before it runs: KEPT_ANSWER_COST when its
   * answer is kept, and 1 for a request refused unread. `url` carries a GET's query string.
   */
  cost(method: string, body: Uint8Array | undefined, url?: string): number;
}

/** How long a browser or a CDN may keep a GET's answer: predictions change only with NOAA's. */
export const GET_CACHE_CONTROL = 'public, max-age=3600';

/** What a function's refusals say, each in its own words. */
export interface EndpointWords {
  /** The function's name, for the server's log. */
  name: string;
  /** How a bad request is refused. */
  voice: RequestVoice;
  /** What the budget is spent on, in the 429's sentence: 'tides'. */
  computes: string;
  /** The 500's sentence when a station's data cannot be used. */
  unavailable: string;
  /** The 500's sentence for anything else. */
  failed: string;
}

/**
 * A station-days function's words, all in one voice: `predicts` names what it computes, as in
 * "Tide predictions are not available for this station."
 */
export function endpointWords(
  name: string,
  voice: RequestVoice,
  predicts: { noun: string; plural: string },
): EndpointWords {
  return {
    name,
    voice,
    computes: predicts.plural,
    unavailable: `${predicts.noun} predictions are not available for this station. Please choose another.`,
    failed: `Something went wrong while predicting the ${predicts.plural}. Please try again.`,
  };
}

const PREFLIGHT: EndpointAnswer = {
  status: 200,
  headers: { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' },
  body: 'ok',
};

/** A weak validator for an answer's text (FNV-1a, 32 bits, with its length): W/"1f3a-9c0d12ab". */
export function weakEtag(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return `W/"${text.length.toString(16)}-${value.toString(16).padStart(8, '0')}"`;
}

/** Whether an If-None-Match header names `etag` (or is `*`), weakly compared. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function jsonAnswer(
  body: string,
  status = 200,
  headers?: Record<string, string>,
): EndpointAnswer {
  return { status, headers: jsonHeaders(headers), body };
}

export function errorAnswer(
  status: number,
  error: string,
  details: string,
  headers?: Record<string, string>,
): EndpointAnswer {
  return jsonAnswer(refusalJson(error, details), status, headers);
}

/**
 * Builds a function's handler around `respond`, which is given only a well-formed request its
 * client had the budget for.
 */
export function createStationDaysEndpoint(options: {
  words: EndpointWords;
  budget: StationDayBudget | undefined;
  clock: () => Date;
  /** Answers an admitted request from `client` (the NOAA calls it needs count as theirs). */
  respond: (request: TideRequest, now: Date, client: string) => Promise<EndpointAnswer>;
  /**
   * What the request will cost to answer, in work units, given what is kept: 0 when its answer
   * is kept. The days it asks for when not given.
   */
  quote?: (request: TideRequest, nowMs: number) => number;
}): StationDaysEndpoint {
  const { words, budget, clock, respond } = options;
  const quote = options.quote ?? ((request: TideRequest) => request.days);

  async function admitted(
    method: string,
    read: () => Parsed<TideRequest> | Promise<Parsed<TideRequest>>,
    client: string,
  ): Promise<EndpointAnswer> {
    if (method === 'OPTIONS') return PREFLIGHT;
    if (method !== 'POST' && method !== 'GET') {
      return errorAnswer(
        405,
        'Method not allowed',
        `Send a POST with a JSON body such as ${words.voice.exampleBody}, or a GET with the same fields in the query string.`,
        { Allow: 'GET, POST, OPTIONS' },
      );
    }
    const parsed = await read();
    if (!parsed.ok) return errorAnswer(400, 'Invalid request', parsed.details);
    const now = clock();
    const cost = quote(parsed.value, now.getTime());
    const waitSeconds = cost > 0 ? (budget?.take(client, cost, now.getTime()) ?? 0) : 0;
    if (waitSeconds > 0) {
      return errorAnswer(
        429,
        'Too many requests',
        `This device asked for more days of ${words.computes} than we can compute at once. ${tryAgainIn(waitSeconds)}`,
        { 'Retry-After': String(waitSeconds) },
      );
    }
    return respond(parsed.value, now, client);
  }

  async function answer(
    method: string,
    read: () => Parsed<TideRequest> | Promise<Parsed<TideRequest>>,
    client: string,
    ifNoneMatch: string | null = null,
  ): Promise<EndpointAnswer> {
    try {
      const answered = await admitted(method, read, client);
      if (method !== 'GET' || answered.status !== 200) return answered;
      const etag = answered.headers.ETag ?? weakEtag(answered.body);
      const headers = { ...answered.headers, ETag: etag, 'Cache-Control': GET_CACHE_CONTROL };
      if (matchesEtag(ifNoneMatch, etag)) return { status: 304, headers, body: '' };
      return { ...answered, headers };
    } catch (error) {
      console.error(`${words.name} failed:`, error);
      const details = error instanceof StationDataError ? words.unavailable : words.failed;
      return errorAnswer(500, 'Internal error', details);
    }
  }

  const handler = async (request: Request, client = 'unknown') => {
    const { status, headers, body } = await answer(
      request.method,
      () =>
        request.method === 'GET'
          ? tideRequestFromQuery(new URL(request.url).searchParams, words.voice)
          : readTideRequest(request, words.voice),
      client,
      request.headers.get('if-none-match'),
    );
    return new Response(status === 304 ? null : body, { status, headers });
  };
  // A body costed before it is answered (the host's queue asks the cost first) is read once:
  // its reading is kept with the bytes, and goes when they do.
  const readBodies = new WeakMap<Uint8Array, Parsed<TideRequest>>();
  const readBody = (body: Uint8Array) => {
    const kept = readBodies.get(body);
    if (kept) return kept;
    const parsed = tideRequestFromBytes(body, words.voice);
    readBodies.set(body, parsed);
    return parsed;
  };
  return Object.assign(handler, {
    answer: (method: string, body: Uint8Array, client = 'unknown') =>
      answer(method, () => readBody(body), client),
    cost(method: string, body: Uint8Array | undefined, url?: string): number {
      const parsed =
        method === 'GET' && url !== undefined
          ? tideRequestFromQuery(new URL(url, 'http://localhost').searchParams, words.voice)
          : body
            ? readBody(body)
            : null;
      if (!parsed?.ok) return 1;
      return Math.max(KEPT_ANSWER_COST, quote(parsed.value, clock().getTime()));
    },
  });
}

/**
 * Each day a request asks for, computed a few at a time with other requests let in between: one
 * client's month must not hold the event loop while another's day waits.
 */
export async function computeRequestedDays<Day>(
  request: TideRequest,
  compute: (date: CalendarDate) => Day,
): Promise<Day[]> {
  const days: Day[] = [];
  let date = request.date;
  while (days.length < request.days) {
    if (days.length % DAYS_PER_TURN === 0 && days.length > 0) await yieldTurn();
    days.push(compute(date));
    date = nextCalendarDate(date);
  }
  return days;
}

/** A station's computed day, by station and date, kept as `createComputedDays` keeps it. */
export type ComputedDays<Station, Day> = (
  station: Station,
  date: CalendarDate,
  nowMs: number,
) => Day;

/**
 * Computed station-days held in memory up to `maxBytes`, each kept whole only once it is asked
 * for a second time (see ASKED_ONCE_SIZE).
 */
export function createComputedDays<Station extends { id: string }, Day>(
  compute: (station: Station, date: CalendarDate) => Day,
  maxBytes: number,
): ComputedDays<Station, Day> {
  const days = new LruCache<string, Day>(DAY_CACHE_SIZE, DAY_CACHE_MAX_AGE_MS, {
    maxBytes,
    sizeOf: approximateBytes,
  });
  const askedOnce = new LruCache<string, true>(ASKED_ONCE_SIZE, DAY_CACHE_MAX_AGE_MS);
  return (station, date, nowMs) => {
    const key = `${station.id}|${date.year}-${date.month}-${date.day}`;
    const hit = days.get(key, nowMs);
    if (hit) return hit;
    const day = compute(station, date);
    if (askedOnce.get(key, nowMs)) {
      askedOnce.delete(key);
      days.set(key, day, nowMs);
    } else askedOnce.set(key, true, nowMs);
    return day;
  };
}
