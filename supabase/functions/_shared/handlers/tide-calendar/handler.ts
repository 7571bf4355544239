/**
 * The tide-calendar handler: a request's method, per-client limits and budget, the station it
 * names (a tide or a current station), and the answer built or kept for the station's day.
 */
import { loadCurrentStation } from '../../engine/current-prediction.ts';
import { kingTides, kingTidesAhead, kingTidesOf, type KingTides } from '../../engine/king-tides.ts';
import { stationYears } from '../../engine/station-years.ts';
import { matchesEtag, weakEtag } from '../station-days-endpoint.ts';
import { KEPT_ANSWER_COST, units, WORK_WEIGHTS } from '../work-weights.ts';
import { createFloodOutlookEngine, daysInTwelveMonths } from '../get-flood-outlook.ts';
import { floodTideEvents, floodTidesCalendarName } from '../flood-feed.ts';
import { loadStation, StationDataError, type TideStation } from '../../engine/tide-prediction.ts';
import { isoWithOffset, wallClock } from '../../engine/zoned-time.ts';
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
import { currentStationPath, isUsPlace, stationPath } from '@tides/conventions/station-page-path';
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
   * Work each client may ask for, counted with get-tide-data's: a feed, a search or a king-tides
   * list costs what building it costs (work-weights.ts), a kept answer nothing. The budget the host shares between its
   * functions, or settings for one of this handler's own; unlimited when not given.
   */
  budget?: StationDayBudget | StationDayBudgetSettings;
}

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
export interface TideCalendarHandler {
  (request: Request, client?: string): Promise<Response>;
  /**
   * What a GET of `url` will cost in work units (work-weights.ts), known before it runs and
   * without the database: KEPT_ANSWER_COST when its answer is kept, 1 when it will be refused.
   */
  cost(url: string): number;
}

/** A calendar to subscribe to, or with a `download` name, a file to save. */
function calendarResponse(
  body: string,
  headers: Record<string, string>,
  download: string | null,
): Response {
  return new Response(body, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Content-Type': 'text/calendar; charset=utf-8',
      ...headers,
      ...(download ? { 'Content-Disposition': `attachment; filename="${download}"` } : {}),
    },
  });
}

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
  // A year of highs costs tens of milliseconds: kept per station-year for every handler
  // (station-years.ts), and its ranking per station-year here.
  const kings = new LruCache<string, KingTides>(2000);
  const floods = createFloodOutlookEngine(deps.db);
  const kingsFor = async (station: TideStation, year: number): Promise<KingTides> => {
    const key = `${station.id}|${year}`;
    const kept = kings.get(key);
    if (kept) return kept;
    const found = kingTidesOf(await stationYears.get(station, year));
    kings.set(key, found);
    return found;
  };
  /** King tides of the years given, ranked, by year: for code that looks them up as it goes. */
  const kingsOfYears = async (station: TideStation, years: readonly number[]) => {
    const found = new Map<number, KingTides>();
    for (const year of years) found.set(year, await kingsFor(station, year));
    return (year: number) => found.get(year) ?? kingTides(station, year);
  };

  /**
   * A station's feed details by id, from one of the two station tables, kept ten minutes: its
   * place row, its page's address (`pathOf`), the compiled station, and what `extra` adds.
   */
  function feedStations<Station extends { name: string; state: string | null }, Extra>(
    table: 'public.tide_stations' | 'public.current_stations',
    load: (db: Db, id: string) => Promise<Station | null>,
    pathOf: (place: StationPlaceRow) => string,
    extra: (place: StationPlaceRow) => Extra,
  ) {
    type Feed = {
      station: Station;
      place: StationPlaceRow;
      title: string;
      pageUrl: string;
    } & Extra;
    const kept = new LruCache<string, Feed>(500, 10 * 60_000);
    const peek = (id: string, nowMs: number) => kept.get(id, nowMs);
    const find = async (id: string, nowMs: number): Promise<Feed | null> => {
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
      const feed: Feed = {
        station,
        place,
        title,
        pageUrl: `${siteUrl}${pathOf(place)}`,
        ...extra(place),
      };
      kept.set(id, feed, nowMs);
      return feed;
    };
    return Object.assign(find, { peek });
  }

  const feedStation = feedStations(
    'public.tide_stations',
    loadStation,
    stationPath,
    (place): Pick<FeedStation, 'units'> => ({ units: isUsPlace(place) ? 'ft' : 'm' }),
  );
  const currentFeedStation = feedStations(
    'public.current_stations',
    loadCurrentStation,
    currentStationPath,
    (): Pick<CurrentFeedStation, 'what'> => ({ what: 'tidal currents' }),
  );

  /** A current station's feed: its slacks and maxima, or its slack windows. */
  async function currentCalendar(
    feed: CurrentFeedStation,
    query: CalendarQuery,
    nowMs: number,
  ): Promise<Response> {
    const { rule } = query;
    const slack = rule?.slack;
    const speedUnits = query.speedUnits ?? 'kn';
    const cache = { 'Cache-Control': 'public, max-age=3600' };
    if (rule && slack !== undefined && query.format === 'json') {
      return jsonResponse(
        await slackWindowsJson(feed, { ...rule, slack }, speedUnits, nowMs, query.days),
        200,
        cache,
      );
    }
    const body =
      rule && slack !== undefined
        ? writeCalendar(
            feed,
            `${feed.title}: ${describeRule(rule, speedUnits)}`,
            slackWindowEvents(
              feed,
              { ...rule, slack },
              speedUnits,
              (await searchSlackWindows(feed, { ...rule, slack }, speedUnits, nowMs, query.days))
                .windows,
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
    return calendarResponse(body, cache, query.download ? file : null);
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
    const current = feed ? null : await currentFeedStation(query.locationId, nowMs);
    if (!feed && !current) {
      return errorResponse(
        404,
        'Location not found',
        `No tide station has the id "${query.locationId.slice(0, 100)}".`,
      );
    }
    const refusal = feed ? tideRefusal(feed, query) : current && currentRefusal(current, query);
    if (refusal) return errorResponse(400, 'Invalid request', refusal);
    const zone = (feed ?? current)?.station.timeZone ?? 'UTC';
    const key = keyOf(request.url, zone, nowMs);
    const kept = answers.get(key, nowMs);
    if (kept) return keptResponse(kept, request);
    // Charged what it makes the server compute; a kept answer above cost nothing.
    const cost = costOf(query, current !== null, nowMs);
    const waitSeconds = budget?.take(client, cost, nowMs) ?? 0;
    if (waitSeconds > 0) {
      return errorResponse(
        429,
        'Too many requests',
        `This device asked for more days of ${current ? 'currents' : 'tides'} than we can compute at once. ${tryAgainIn(waitSeconds)}`,
        { 'Retry-After': String(waitSeconds) },
      );
    }
    const built = feed
      ? await build(feed, query, nowMs)
      : current
        ? await currentCalendar(current, query, nowMs)
        : errorResponse(500, 'Internal error', 'Something went wrong. Please try again.');
    if (built.status !== 200) return built;
    const headers: Record<string, string> = {};
    built.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = await built.text();
    const answer = { status: 200, headers: { ...headers, etag: weakEtag(body) }, body };
    answers.set(key, answer, nowMs);
    return keptResponse(answer, request);
  }

  /** A request's key among the kept answers: its parameters in order, and the station's day. */
  function keyOf(url: string, zone: string, nowMs: number): string {
    const today = isoWithOffset(nowMs, zone).slice(0, 10);
    const params = [...new URL(url).searchParams].sort(([a], [b]) => (a < b ? -1 : 1));
    return `${today}|${new URLSearchParams(params)}`;
  }

  /** A kept answer as sent: 304 to a request that holds it already. */
  function keptResponse(kept: KeptAnswer, request: Request): Response {
    const etag = kept.headers.etag ?? '';
    if (matchesEtag(request.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers: kept.headers });
    }
    return new Response(kept.body, { status: kept.status, headers: kept.headers });
  }

  /** Why a query cannot be asked of a tide station, or null. */
  function tideRefusal(feed: FeedStation, query: CalendarQuery): string | null {
    if (query.rule?.slack !== undefined || query.speedUnits !== null) {
      return `${feed.title} is a tide station: slack and speed units search a current station's slack water. Use below, above, tide, near, light or on, in ft or m.`;
    }
    if (query.format === 'json' && !query.list && !query.rule) {
      return 'format=json answers a windows search: add a rule such as below=0.';
    }
    return null;
  }

  /** Why a query cannot be asked of a current station, or null. */
  function currentRefusal(feed: CurrentFeedStation, query: CalendarQuery): string | null {
    const { rule } = query;
    if (
      (rule && rule.slack === undefined) ||
      query.list ||
      query.units !== null ||
      (query.format === 'json' && !rule)
    ) {
      return `${feed.title} is a current station: its calendar lists slack water and the strongest flood and ebb, or with slack=0.5 (and light, on, units kn, m/s or km/h) the times the current runs slower than that.`;
    }
    return null;
  }

  /** The years a request's king tides are ranked for: the asked one, or this and the next. */
  function kingYears(query: CalendarQuery, zone: string, nowMs: number): number[] {
    if (query.year !== null) return [query.year];
    const year = Number(isoWithOffset(nowMs, zone).slice(0, 4));
    return [year, year + 1];
  }

  /** What building the answer costs in work units (work-weights.ts), given what is kept. */
  function costOf(query: CalendarQuery, atCurrentStation: boolean, nowMs: number): number {
    if (atCurrentStation) {
      const perDay = query.rule ? WORK_WEIGHTS.slackDay : WORK_WEIGHTS.currentFeedDay;
      return units(query.days * perDay);
    }
    const station = feedStation.peek(query.locationId, nowMs)?.station;
    const zone = station?.timeZone ?? 'UTC';
    const yearsToCompute = (years: number[]) =>
      years.filter((year) => !stationYears.peek(query.locationId, year)).length *
      WORK_WEIGHTS.stationYear;
    if (query.list === 'king-tides') return units(yearsToCompute(kingYears(query, zone, nowMs)));
    // The flood outlook of the twelve months ahead reads two years of highs.
    if (query.list === 'flood-tides') return units(2 * WORK_WEIGHTS.stationYear);
    if (query.rule) {
      const years = query.format === 'json' ? kingYears({ ...query, year: null }, zone, nowMs) : [];
      return units(query.days * WORK_WEIGHTS.windowDay + yearsToCompute(years));
    }
    return units(query.days * WORK_WEIGHTS.feedDay);
  }

  /**
   * What a request will cost in the host's fair queue, known before it runs (no database read):
   * KEPT_ANSWER_COST when its answer is kept, else what building it costs; 1 when refused.
   */
  function costOfUrl(url: string): number {
    const parsed = parseCalendarQuery(new URL(url).searchParams);
    if (!parsed.ok) return 1;
    const nowMs = clock().getTime();
    const query = parsed.value;
    const tide = feedStation.peek(query.locationId, nowMs);
    const current = tide ? undefined : currentFeedStation.peek(query.locationId, nowMs);
    const zone = (tide ?? current)?.station.timeZone;
    if (zone !== undefined && answers.get(keyOf(url, zone, nowMs), nowMs)) return KEPT_ANSWER_COST;
    return costOf(query, current !== undefined || query.rule?.slack !== undefined, nowMs);
  }

  /** The answer to a parsed request for `feed`'s station, built afresh. */
  async function build(
    feed: FeedStation,
    query: Extract<ReturnType<typeof parseCalendarQuery>, { ok: true }>['value'],
    nowMs: number,
  ): Promise<Response> {
    const asked = { ...feed, units: query.units ?? feed.units };
    const cache = { 'Cache-Control': 'public, max-age=3600' };
    if (query.list === 'flood-tides') return floodCalendar(asked, query, nowMs);
    if (query.list === 'king-tides') {
      let name: string;
      let events: FeedEvent[];
      if (query.year === null) {
        const yearOf = await kingsOfYears(
          feed.station,
          kingYears(query, feed.station.timeZone, nowMs),
        );
        const ahead = kingTidesAhead(feed.station, nowMs, yearOf);
        if (query.format === 'json') {
          return jsonResponse(kingTidesAheadJson(asked, ahead), 200, cache);
        }
        name = `${feed.title} king tides, the next 12 months`;
        events = kingTideEvents(asked, ahead.tides, kingTidesAheadExplained(ahead));
      } else {
        const list = await kingsFor(feed.station, query.year);
        if (query.format === 'json') return jsonResponse(kingTidesJson(asked, list), 200, cache);
        name = `${feed.title} king tides ${query.year}`;
        events = kingTideEvents(asked, list.tides, kingTidesExplained(list));
      }
      return calendarResponse(writeCalendar(asked, name, events, nowMs), cache, null);
    }
    if (query.format === 'json') {
      if (!query.rule) throw new Error('tideRefusal refuses format=json without a rule.');
      const kingsIn = await kingsOfYears(
        feed.station,
        kingYears({ ...query, year: null }, feed.station.timeZone, nowMs),
      );
      return jsonResponse(
        await windowsJson(asked, query.rule, nowMs, query.days, kingsIn),
        200,
        cache,
      );
    }
    const events = query.rule
      ? windowEvents(
          asked,
          query.rule,
          (await searchWindows(asked, query.rule, nowMs, query.days)).windows,
        )
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
    return calendarResponse(body, cache, query.download ? file : null);
  }

  /** The flood tides of the twelve months from the station's today (flood-feed.ts). */
  async function floodCalendar(feed: FeedStation, query: CalendarQuery, nowMs: number) {
    const found = await floods.station(feed.station.id, nowMs);
    if (!found?.thresholds || query.format === 'json') {
      const why = found?.noThresholds ?? 'The flood outlook as JSON is get-flood-outlook’s.';
      return errorResponse(400, 'Invalid request', `${feed.title}: ${why}`);
    }
    const zone = feed.station.timeZone;
    const { year, month, day } = wallClock(nowMs, zone);
    const today = { year, month, day };
    const { days } = await floods.floodDays(found, today, daysInTwelveMonths(today, zone));
    const events = floodTideEvents(
      { stationId: feed.station.id, title: feed.title, units: feed.units },
      found.thresholds,
      days,
    );
    return calendarResponse(
      writeCalendar(feed, floodTidesCalendarName(feed.title), events, nowMs),
      { 'Cache-Control': 'public, max-age=3600' },
      null,
    );
  }

  const handler = async (request: Request, client?: string) => {
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
  return Object.assign(handler, { cost: costOfUrl });
}
