/**
 * The tide-calendar handler: a request's method, per-client limits and budget, the station it
 * names (a tide or a current station), and the answer built or kept for the station's day.
 */
import { loadCurrentStation } from '../../engine/current-prediction.ts';
import { kingTides, type KingTides, kingTidesAhead } from '../../engine/king-tides.ts';
import { loadStation, StationDataError, type TideStation } from '../../engine/tide-prediction.ts';
import { isoWithOffset } from '../../engine/zoned-time.ts';
import { gatewayClient } from '../../platform/client-address.ts';
import { corsHeaders, jsonResponse } from '../../platform/cors.ts';
import type { Db } from '../../platform/db.ts';
import { LruCache, textEntryBytes } from '../../platform/lru-cache.ts';
import {
  type StationDayBudget,
  stationDayBudgetOf,
  type StationDayBudgetSettings,
  tryAgainIn,
} from '../../platform/station-day-budget.ts';
import { currentStationPath, isUsPlace, stationPath } from '../../stations/station-page-path.ts';
import { cachedNoaaDays, currentEvents, tideEvents } from './feed-events.ts';
import { writeCalendar } from './ics-feed.ts';
import {
  kingTideEvents,
  kingTidesAheadExplained,
  kingTidesAheadJson,
  kingTidesExplained,
  kingTidesJson,
} from './king-tides-prose.ts';
import {
  searchSlackWindows,
  searchWindows,
  slackWindowEvents,
  slackWindowsJson,
  windowEvents,
  windowsJson,
} from './windows.ts';
import type { CurrentFeedStation, FeedEvent, FeedStation, StationPlaceRow } from './places.ts';
import {
  CALENDAR_REQUESTS_PER_MINUTE,
  type CalendarQuery,
  describeRule,
  MAX_FEED_DAYS,
  parseCalendarQuery,
} from './query.ts';

const MINUTE_MS = 60_000;

export interface CalendarDeps {
  db: Db;
  /** Where the site is: events link to the station's page there. */
  siteUrl: string;
  now?: () => Date;
  /**
   * Whether get-tide-data on this host answers from NOAA (NOAA_API_URL not 'off'): then the
   * feed takes the highs and lows NOAA's cache holds for a day, as get-tide-data does, and
   * ours for the rest. The feed never calls NOAA itself. @defaultValue false
   */
  noaaCache?: boolean;
  /** Requests one client may make per minute; CALENDAR_REQUESTS_PER_MINUTE unless told. */
  requestsPerMinute?: number;
  /**
   * Station-days each client may ask for, counted with get-tide-data's: a feed costs the days it
   * covers, a king-tides list KING_TIDES_COST_DAYS. The budget the host shares between its
   * functions, or settings for one of this handler's own; unlimited when not given.
   */
  budget?: StationDayBudget | StationDayBudgetSettings;
}

/**
 * What a king-tides list costs in station-days: its year is ranked once per station and kept, so
 * it costs as the longest feed rather than the 365 days it covers.
 */
export const KING_TIDES_COST_DAYS = MAX_FEED_DAYS;

/**
 * Answers kept, per URL (its parameters in any order) and the station's local day: a feed's
 * content changes once a day, and a 90-day one took half a second of CPU to build each time.
 * Bounded by count and by bytes (a 90-day feed is about 60 KB).
 */
const ANSWER_CACHE_ENTRIES = 2000;
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
const ANSWER_CACHE_MAX_AGE_MS = 24 * 60 * MINUTE_MS;

interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Answers one request; `client` names the caller for the per-client limit. Never throws. */
export type TideCalendarHandler = (request: Request, client?: string) => Promise<Response>;

function errorResponse(
  status: number,
  error: string,
  details: string,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse({ error, details }, status, {
    ...corsHeaders,
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    ...headers,
  });
}

/** A per-client count of requests in the current minute; a client past the limit waits. */
function createLimiter(perMinute: number) {
  const counts = new LruCache<string, { minute: number; count: number }>(10_000);
  return (client: string, nowMs: number): number | null => {
    const minute = Math.floor(nowMs / MINUTE_MS);
    const entry = counts.get(client);
    const current = entry && entry.minute === minute ? entry : { minute, count: 0 };
    current.count += 1;
    counts.set(client, current);
    if (current.count <= perMinute) return null;
    return Math.ceil(((minute + 1) * MINUTE_MS - nowMs) / 1000);
  };
}

export function createTideCalendarHandler(deps: CalendarDeps): TideCalendarHandler {
  const clock = () => deps.now?.() ?? new Date();
  const limited = createLimiter(deps.requestsPerMinute ?? CALENDAR_REQUESTS_PER_MINUTE);
  const budget = stationDayBudgetOf(deps.budget);
  const answers = new LruCache<string, KeptAnswer>(ANSWER_CACHE_ENTRIES, ANSWER_CACHE_MAX_AGE_MS, {
    maxBytes: ANSWER_CACHE_BYTES,
    sizeOf: (kept, key) => textEntryBytes(kept.body, key),
  });
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');
  // A year of highs ranked costs tens of milliseconds: kept per station-year.
  const kings = new LruCache<string, KingTides>(200, 10 * 60_000);
  const kingsFor = (station: TideStation, year: number, nowMs: number): KingTides => {
    const key = `${station.id}|${year}`;
    let found = kings.get(key, nowMs);
    if (!found) {
      found = kingTides(station, year);
      kings.set(key, found, nowMs);
    }
    return found;
  };

  /**
   * A station's feed details by id, from one of the two station tables, kept ten minutes: its
   * place row for the page address, the compiled station, and what `describe` adds.
   */
  function feedStations<Station extends { name: string; state: string | null }, Feed>(
    table: 'public.tide_stations' | 'public.current_stations',
    load: (db: Db, id: string) => Promise<Station | null>,
    describe: (station: Station, place: StationPlaceRow, title: string) => Feed,
  ): (id: string, nowMs: number) => Promise<Feed | null> {
    const kept = new LruCache<string, Feed>(500, 10 * 60_000);
    return async (id, nowMs) => {
      const hit = kept.get(id, nowMs);
      if (hit) return hit;
      const [place] = await deps.db.query<StationPlaceRow>(
        `select id, name, state, country from ${table} where id = $1`,
        [id],
      );
      if (!place) return null;
      const station = await load(deps.db, id);
      if (!station) return null;
      const title = station.state ? `${station.name}, ${station.state}` : station.name;
      const feed = describe(station, place, title);
      kept.set(id, feed, nowMs);
      return feed;
    };
  }

  const feedStation = feedStations(
    'public.tide_stations',
    loadStation,
    (station, place, title): FeedStation => ({
      station,
      place,
      title,
      pageUrl: `${siteUrl}${stationPath(place)}`,
      units: isUsPlace(place) ? 'ft' : 'm',
    }),
  );
  const currentFeedStation = feedStations(
    'public.current_stations',
    loadCurrentStation,
    (station, place, title): CurrentFeedStation => ({
      station,
      place,
      title,
      pageUrl: `${siteUrl}${currentStationPath(place)}`,
      what: 'tidal currents',
    }),
  );

  /** A current station's feed: its slacks and maxima, or its slack windows. */
  function currentCalendar(feed: CurrentFeedStation, query: CalendarQuery, nowMs: number) {
    const { rule } = query;
    const slack = rule?.slack;
    if (
      (rule && slack === undefined) ||
      query.list ||
      query.units !== null ||
      (query.format === 'json' && !rule)
    ) {
      return errorResponse(
        400,
        'Invalid request',
        `${feed.title} is a current station: its calendar lists slack water and the strongest flood and ebb, or with slack=0.5 (and light, on, units kn, m/s or km/h) the times the current runs slower than that.`,
      );
    }
    const units = query.speedUnits ?? 'kn';
    const cache = { 'Cache-Control': 'public, max-age=3600' };
    if (rule && slack !== undefined && query.format === 'json') {
      return jsonResponse(
        slackWindowsJson(feed, { ...rule, slack }, units, nowMs, query.days),
        200,
        cache,
      );
    }
    const body =
      rule && slack !== undefined
        ? writeCalendar(
            feed,
            `${feed.title}: ${describeRule(rule, units)}`,
            slackWindowEvents(
              feed,
              { ...rule, slack },
              units,
              searchSlackWindows(feed, { ...rule, slack }, units, nowMs, query.days).windows,
            ),
            nowMs,
          )
        : writeCalendar(
            feed,
            `${feed.title} currents`,
            currentEvents(feed, nowMs, query.days),
            nowMs,
          );
    const file = `${currentStationPath(feed.place).split('/').at(-1) ?? 'currents'}${rule ? '-slack' : '-currents'}.ics`;
    return new Response(body, {
      status: 200,
      headers: {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Content-Type': 'text/calendar; charset=utf-8',
        ...cache,
        ...(query.download ? { 'Content-Disposition': `attachment; filename="${file}"` } : {}),
      },
    });
  }

  async function answer(request: Request, client: string): Promise<Response> {
    if (request.method === 'OPTIONS') {
      return new Response('ok', {
        headers: { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, OPTIONS' },
      });
    }
    if (request.method !== 'GET') {
      return errorResponse(
        405,
        'Method not allowed',
        'Fetch the calendar with GET, e.g. /functions/v1/tide-calendar?location=noaa/8443970.',
        { Allow: 'GET, OPTIONS' },
      );
    }
    const now = clock();
    const nowMs = now.getTime();
    const wait = limited(client, nowMs);
    if (wait !== null) {
      return errorResponse(
        429,
        'Too many requests',
        `This calendar was asked for too often from your address. ${tryAgainIn(wait)}`,
        { 'Retry-After': String(wait) },
      );
    }
    const parsed = parseCalendarQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return errorResponse(400, 'Invalid request', parsed.details);
    const query = parsed.value;
    const feed = await feedStation(query.locationId, nowMs);
    if (!feed) {
      const current = await currentFeedStation(query.locationId, nowMs);
      if (current) {
        // A slack search costs its days, as a tide station's windows do.
        const waitSeconds = query.rule ? (budget?.take(client, query.days, nowMs) ?? 0) : 0;
        if (waitSeconds > 0) {
          return errorResponse(
            429,
            'Too many requests',
            `This device asked for more days of currents than we can compute at once. ${tryAgainIn(waitSeconds)}`,
            { 'Retry-After': String(waitSeconds) },
          );
        }
        return keptOrBuilt(request, current.station.timeZone, nowMs, () =>
          currentCalendar(current, query, nowMs),
        );
      }
      return errorResponse(
        404,
        'Location not found',
        `No tide station has the id "${query.locationId.slice(0, 100)}".`,
      );
    }
    if (query.rule?.slack !== undefined || query.speedUnits !== null) {
      return errorResponse(
        400,
        'Invalid request',
        `${feed.title} is a tide station: slack and speed units search a current station's slack water. Use below, above, tide, near, light or on, in ft or m.`,
      );
    }
    const cost = query.list === 'king-tides' ? KING_TIDES_COST_DAYS : query.days;
    const waitSeconds = budget?.take(client, cost, nowMs) ?? 0;
    if (waitSeconds > 0) {
      return errorResponse(
        429,
        'Too many requests',
        `This device asked for more days of tides than we can compute at once. ${tryAgainIn(waitSeconds)}`,
        { 'Retry-After': String(waitSeconds) },
      );
    }
    return keptOrBuilt(request, feed.station.timeZone, nowMs, () => build(feed, query, nowMs));
  }

  /** The answer kept for this URL and the station's day, or `build`'s, kept when it is a 200. */
  async function keptOrBuilt(
    request: Request,
    zone: string,
    nowMs: number,
    build: () => Response | Promise<Response>,
  ): Promise<Response> {
    const today = isoWithOffset(nowMs, zone).slice(0, 10);
    const params = [...new URL(request.url).searchParams].sort(([a], [b]) => (a < b ? -1 : 1));
    const key = `${today}|${new URLSearchParams(params)}`;
    const kept = answers.get(key, nowMs);
    if (kept) return new Response(kept.body, { status: kept.status, headers: kept.headers });
    const built = await build();
    const headers: Record<string, string> = {};
    built.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = await built.text();
    if (built.status === 200) answers.set(key, { status: built.status, headers, body }, nowMs);
    return new Response(body, { status: built.status, headers });
  }

  /** The answer to a parsed request for `feed`'s station, built afresh. */
  async function build(
    feed: FeedStation,
    query: Extract<ReturnType<typeof parseCalendarQuery>, { ok: true }>['value'],
    nowMs: number,
  ): Promise<Response> {
    const asked = { ...feed, units: query.units ?? feed.units };
    const cache = { 'Cache-Control': 'public, max-age=3600' };
    if (query.list === 'king-tides') {
      let name: string;
      let events: FeedEvent[];
      if (query.year === null) {
        const ahead = kingTidesAhead(feed.station, nowMs, (year) =>
          kingsFor(feed.station, year, nowMs),
        );
        if (query.format === 'json') {
          return jsonResponse(kingTidesAheadJson(asked, ahead), 200, cache);
        }
        name = `${feed.title} king tides, the next 12 months`;
        events = kingTideEvents(asked, ahead.tides, kingTidesAheadExplained(ahead));
      } else {
        const list = kingsFor(feed.station, query.year, nowMs);
        if (query.format === 'json') return jsonResponse(kingTidesJson(asked, list), 200, cache);
        name = `${feed.title} king tides ${query.year}`;
        events = kingTideEvents(asked, list.tides, kingTidesExplained(list));
      }
      return new Response(writeCalendar(asked, name, events, nowMs), {
        status: 200,
        headers: {
          ...corsHeaders,
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Content-Type': 'text/calendar; charset=utf-8',
          ...cache,
        },
      });
    }
    if (query.format === 'json') {
      if (!query.rule)
        return errorResponse(
          400,
          'Invalid request',
          'format=json answers a windows search: add a rule such as below=0.',
        );
      const kingsIn = (year: number) => kingsFor(feed.station, year, nowMs);
      return jsonResponse(windowsJson(asked, query.rule, nowMs, query.days, kingsIn), 200, cache);
    }
    const events = query.rule
      ? windowEvents(asked, query.rule, searchWindows(asked, query.rule, nowMs, query.days).windows)
      : await tideEvents(
          asked,
          nowMs,
          query.days,
          // As get-tide-data: NOAA's heights are above MLLW, so only such stations use them.
          deps.noaaCache && feed.station.noaaId !== null && feed.station.datum === 'MLLW'
            ? await cachedNoaaDays(deps.db, feed.station, nowMs, query.days)
            : new Map(),
        );
    const name = query.rule
      ? `${feed.title}: ${describeRule(query.rule, asked.units)}`
      : `${feed.title} tides`;
    const body = writeCalendar(asked, name, events, nowMs);
    const file = `${stationPath(feed.place).split('/').at(-1) ?? 'tides'}${query.rule ? '-windows' : '-tides'}.ics`;
    return new Response(body, {
      status: 200,
      headers: {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Content-Type': 'text/calendar; charset=utf-8',
        ...cache,
        ...(query.download ? { 'Content-Disposition': `attachment; filename="${file}"` } : {}),
      },
    });
  }

  return async (request, client) => {
    try {
      return await answer(request, client ?? gatewayClient(request));
    } catch (error) {
      console.error('tide-calendar failed:', error);
      const details =
        error instanceof StationDataError
          ? 'Tide predictions are not available for this station. Please choose another.'
          : 'Something went wrong while predicting the tides. Please try again.';
      return errorResponse(500, 'Internal error', details);
    }
  };
}
