/**
 * The get-flood-outlook function: a station's high-tide flooding thresholds and every day, from
 * a day on (the station's today unless asked), whose predicted high reaches one. Written once,
 * served by the Supabase edge function (Deno) and by the embedded backend (Node).
 *
 * A station-year of highs is what king tides rank too: it is read from the one store of
 * station-years every handler shares (engine/station-years.ts), and a request is charged to its
 * client's station-day budget by what it cost the server: a year computed costs YEAR_COST_DAYS,
 * an answer from kept years one day.
 */
import { corsHeaders } from '../platform/cors.ts';
import { answer, refusal } from '../platform/json-answer.ts';
import type { Db } from '../platform/db.ts';
import { LruCache } from '../platform/lru-cache.ts';
import {
  stationDayBudgetOf,
  tryAgainIn,
  type StationDayBudget,
  type StationDayBudgetSettings,
} from '../platform/station-day-budget.ts';
import {
  floodThresholds,
  floodTidesByDay,
  noThresholdsReason,
  type FloodThresholds,
} from '../engine/flood-thresholds.ts';
import {
  loadStation,
  predictExtremes,
  StationDataError,
  type PredictedExtreme,
  type TideStation,
} from '../engine/tide-prediction.ts';
import { stationYears, type StationYear, type StationYears } from '../engine/station-years.ts';
import {
  formatCalendarDate,
  formatClockTime,
  isoWithOffset,
  isRealCalendarDate,
  localDay,
  nextCalendarDate,
  timeZoneAbbreviation,
  wallClock,
  type CalendarDate,
} from '../engine/zoned-time.ts';
import { jsonFromText, parseLocationId, readRequestText, type Parsed } from './tide-request.ts';
import type { TideStationSummary } from '../results/tide-result.ts';
import type { FloodDay, FloodOutlookResult } from '../results/flood-outlook-result.ts';
import { createFloodStates, parseStateRequest } from './flood-state.ts';

export type * from '../results/flood-outlook-result.ts';

/** Most days one request may cover: a leap year. */
export const MAX_OUTLOOK_DAYS = 366;
/**
 * What computing one station-year of highs costs, in station-days of get-tide-data: a year's
 * highs take 10 to 40 ms, a day of get-tide-data (its curve, sun and moon) 6 to 12 ms on the
 * 2-core machine (docs/flood-outlook.md).
 */
export const YEAR_COST_DAYS = 5;
/** Station rows change only with a new seed; re-read them now and then all the same. */
const STATION_MAX_AGE_MS = 10 * 60_000;
const STATIONS_KEPT = 2_000;
/** The years the harmonic constants are used for, as king tides are ranked. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2100;
const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

const EXAMPLE_BODY = '{"locationId": "noaa/8443970", "from": "2026-12-01", "days": 30}';

export interface FloodOutlookDeps {
  db: Db;
  now?: () => Date;
  /** The station-day budget shared with the other functions, or settings for one of its own. */
  budget?: StationDayBudget | StationDayBudgetSettings;
}

/** Answers one request from `client` (its real address, as the host knows it). Never throws. */
export type GetFloodOutlookHandler = (request: Request, client?: string) => Promise<Response>;

/** A station ready for the outlook: compiled, with its thresholds or why it has none. */
interface OutlookStation {
  station: TideStation;
  thresholds: FloodThresholds | null;
  noThresholds: string | null;
}

interface OutlookRequest {
  locationId: string;
  from: CalendarDate | null;
  days: number | null;
}

function parseDatums(value: unknown): Record<string, number> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

/** The request's fields, each refused in the API's words. */
export function parseOutlookRequest(body: unknown): Parsed<OutlookRequest> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      details: `The request body must be a JSON object such as ${EXAMPLE_BODY}.`,
    };
  }
  const fields = body as { locationId?: unknown; from?: unknown; days?: unknown };
  const id = parseLocationId(fields.locationId);
  if (!id.ok) return id;
  let from: CalendarDate | null = null;
  if (fields.from !== undefined && fields.from !== null) {
    const match = typeof fields.from === 'string' ? DATE_FORM.exec(fields.from) : null;
    const date = match
      ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
      : null;
    if (!date || !isRealCalendarDate(date)) {
      return {
        ok: false,
        details: 'from must be a calendar date written YYYY-MM-DD, such as "2026-12-01".',
      };
    }
    if (date.year < FIRST_YEAR || date.year > LAST_YEAR - 1) {
      return {
        ok: false,
        details: `from must be a date from ${FIRST_YEAR} to ${LAST_YEAR - 1}.`,
      };
    }
    from = date;
  }
  let days: number | null = null;
  if (fields.days !== undefined && fields.days !== null) {
    const value = fields.days;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 1 ||
      value > MAX_OUTLOOK_DAYS
    ) {
      return {
        ok: false,
        details: `days must be a whole number from 1 to ${MAX_OUTLOOK_DAYS}.`,
      };
    }
    days = value;
  }
  return { ok: true, value: { locationId: id.value, from, days } };
}

/** The day a year on from `date` (1 March for 29 February), as twelve months ahead ends. */
function aYearOn(date: CalendarDate): CalendarDate {
  const leapDay = date.month === 2 && date.day === 29;
  return {
    year: date.year + 1,
    month: leapDay ? 3 : date.month,
    day: leapDay ? 1 : date.day,
  };
}

/** How many days the twelve months from `from` have, on the station's clock: 365 or 366. */
export function daysInTwelveMonths(from: CalendarDate, zone: string): number {
  return Math.round(
    (localDay(aYearOn(from), zone).startMs - localDay(from, zone).startMs) / 86_400_000,
  );
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  let day = date;
  for (let index = 0; index < days; index += 1) day = nextCalendarDate(day);
  return day;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function summary(station: TideStation, atMs: number): TideStationSummary {
  return {
    id: station.id,
    noaaId: station.noaaId,
    name: station.name,
    state: station.state,
    country: station.country,
    timeZone: station.timeZone,
    timeZoneAbbreviation: timeZoneAbbreviation(atMs, station.timeZone),
    latitude: station.latitude,
    longitude: station.longitude,
    type: station.type,
    referenceId: station.referenceId,
  };
}

/** The instant's clock reading without the zone: '11:42 PM'. */
function clockReading(ms: number, zone: string): string {
  return formatClockTime(ms, zone).split(' ').slice(0, 2).join(' ');
}

/** The stations' thresholds, and their flood days from the shared station-years. */
export interface FloodOutlookEngine {
  /** The station with its thresholds, or null when there is no such station. */
  station(id: string, nowMs: number): Promise<OutlookStation | null>;
  /** The flood days in [from, from + days), each year's highs computed once and kept. */
  floodDays(
    found: OutlookStation,
    from: CalendarDate,
    days: number,
  ): Promise<{ days: FloodDay[]; through: CalendarDate }>;
  /** What the request would cost: YEAR_COST_DAYS for each year not yet kept, else one. */
  costOf(found: OutlookStation, from: CalendarDate, days: number): number;
  /**
   * The flood days of a short span, from the kept years when they are kept, else predicted for
   * the span alone (a state's map asks a month of every gauge, not a year of each).
   */
  windowFloodDays(found: OutlookStation, from: CalendarDate, days: number): { days: FloodDay[] };
}

export function createFloodOutlookEngine(
  db: Db,
  years: StationYears = stationYears,
): FloodOutlookEngine {
  const stations = new LruCache<string, OutlookStation | null>(STATIONS_KEPT, STATION_MAX_AGE_MS);

  function yearsOf(from: CalendarDate, through: CalendarDate): number[] {
    const list: number[] = [];
    for (let year = from.year; year <= through.year; year += 1) list.push(year);
    return list;
  }

  /** The highs in [startMs, endMs) of chronological `kept` years, in order. */
  function highsWithin(kept: StationYear[], startMs: number, endMs: number): PredictedExtreme[] {
    return kept.flatMap((year) =>
      year.between(startMs, endMs).filter((each) => each.type === 'high'),
    );
  }

  function floodDaysOf(
    found: OutlookStation,
    highs: { time: number; heightM: number }[],
  ): FloodDay[] {
    const { thresholds, station } = found;
    if (!thresholds) return [];
    const zone = station.timeZone;
    return floodTidesByDay(highs, thresholds, (time) => isoWithOffset(time, zone).slice(0, 10)).map(
      (tide) => ({
        date: isoWithOffset(tide.time, zone).slice(0, 10),
        at: isoWithOffset(tide.time, zone),
        time: clockReading(tide.time, zone),
        heightM: round3(tide.heightM),
        level: tide.level,
      }),
    );
  }

  function span(from: CalendarDate, days: number) {
    const after = addDays(from, days);
    let through = from;
    for (let index = 1; index < days; index += 1) through = nextCalendarDate(through);
    return { after, through };
  }

  return {
    async station(id, nowMs) {
      const known = stations.get(id, nowMs);
      if (known !== undefined) return known;
      const station = await loadStation(db, id);
      let found: OutlookStation | null = null;
      if (station) {
        const [row] = await db.query<{ datums: unknown }>(
          'select datums from public.tide_stations where id = $1',
          [id],
        );
        const datums = parseDatums(row?.datums ?? null);
        const thresholds = floodThresholds(station, datums);
        found = {
          station,
          thresholds,
          noThresholds: thresholds ? null : noThresholdsReason(station, datums),
        };
      }
      stations.set(id, found, nowMs);
      return found;
    },

    costOf(found, from, days) {
      if (!found.thresholds) return 1;
      const { through } = span(from, days);
      const missing = yearsOf(from, through).filter(
        (year) => !years.peek(found.station.id, year),
      ).length;
      return missing > 0 ? missing * YEAR_COST_DAYS : 1;
    },

    async floodDays(found, from, days) {
      const { station, thresholds } = found;
      const { after, through } = span(from, days);
      if (!thresholds) return { days: [], through };
      const zone = station.timeZone;
      const kept: StationYear[] = [];
      for (const year of yearsOf(from, through)) kept.push(await years.get(station, year));
      const highs = highsWithin(kept, localDay(from, zone).startMs, localDay(after, zone).startMs);
      return { through, days: floodDaysOf(found, highs) };
    },

    windowFloodDays(found, from, days) {
      const { station } = found;
      const { after, through } = span(from, days);
      const startMs = localDay(from, station.timeZone).startMs;
      const endMs = localDay(after, station.timeZone).startMs;
      const kept = yearsOf(from, through).map((year) => years.peek(station.id, year));
      const highs = kept.every((year): year is StationYear => year !== undefined)
        ? highsWithin(kept, startMs, endMs)
        : predictExtremes(station, startMs, endMs).filter((each) => each.type === 'high');
      return { days: floodDaysOf(found, highs) };
    },
  };
}

/** The 429 of a client whose budget is spent, with when to try again. */
function tooMany(waitSeconds: number): Response {
  return refusal(
    429,
    'Too many requests',
    `This device asked for more flood outlooks than we can compute at once. ${tryAgainIn(waitSeconds)}`,
    { 'Retry-After': String(waitSeconds) },
  );
}

/**
 * Builds the get-flood-outlook handler: POST { locationId, from?, days? } → FloodOutlookResult,
 * or a TideErrorBody with 400, 404, 405, 429 or 500.
 */
export function createGetFloodOutlookHandler(
  deps: FloodOutlookDeps,
  engine: FloodOutlookEngine = createFloodOutlookEngine(deps.db),
): GetFloodOutlookHandler {
  const clock = () => deps.now?.() ?? new Date();
  const budget = stationDayBudgetOf(deps.budget);
  const states = createFloodStates(deps.db, engine);

  async function stateAnswer(
    fields: { state?: unknown; days?: unknown },
    client: string,
  ): Promise<Response> {
    const parsed = parseStateRequest(fields);
    if (!parsed.ok) return refusal(400, 'Invalid request', parsed.details);
    if (!states.known(parsed.value.state)) {
      return refusal(
        404,
        'State not found',
        `No US state or territory has the code "${parsed.value.state}".`,
      );
    }
    const nowMs = clock().getTime();
    const waitSeconds = budget?.take(client, await states.costOf(parsed.value, nowMs), nowMs) ?? 0;
    if (waitSeconds > 0) return tooMany(waitSeconds);
    return answer(200, await states.answer(parsed.value, nowMs), {
      'Cache-Control': 'public, max-age=3600',
    });
  }

  async function respond(request: Request, client: string): Promise<Response> {
    if (request.method === 'OPTIONS') {
      return new Response('ok', { status: 200, headers: corsHeaders });
    }
    if (request.method !== 'POST') {
      return refusal(
        405,
        'Method not allowed',
        `Send a POST with a JSON body such as ${EXAMPLE_BODY}.`,
        { Allow: 'POST, OPTIONS' },
      );
    }
    const text = await readRequestText(request);
    const json = text.ok ? jsonFromText(text.value, EXAMPLE_BODY) : text;
    if (!json.ok) return refusal(400, 'Invalid request', json.details);
    const body = json.value;
    // A state's map asks for its gauges' flood tides by the state's code, not a station's id.
    if (body && typeof body === 'object' && 'state' in body && !('locationId' in body)) {
      return stateAnswer(body as { state?: unknown; days?: unknown }, client);
    }
    const parsed = parseOutlookRequest(body);
    if (!parsed.ok) return refusal(400, 'Invalid request', parsed.details);
    const asked = parsed.value;
    const now = clock();
    const nowMs = now.getTime();
    const found = await engine.station(asked.locationId, nowMs);
    if (!found) {
      return refusal(
        404,
        'Location not found',
        `No tide station has the id "${asked.locationId}".`,
      );
    }
    const zone = found.station.timeZone;
    const today = wallClock(nowMs, zone);
    const from = asked.from ?? { year: today.year, month: today.month, day: today.day };
    const days =
      asked.days ??
      Math.round(
        (localDay(aYearOn(from), zone).startMs - localDay(from, zone).startMs) / 86_400_000,
      );
    const cost = engine.costOf(found, from, days);
    const waitSeconds = budget?.take(client, cost, nowMs) ?? 0;
    if (waitSeconds > 0) return tooMany(waitSeconds);
    const outlook = await engine.floodDays(found, from, days);
    const result: FloodOutlookResult = {
      station: summary(found.station, localDay(from, zone).startMs + 12 * 3_600_000),
      thresholds: found.thresholds,
      noThresholds: found.noThresholds,
      from: formatCalendarDate(from),
      through: formatCalendarDate(outlook.through),
      days: outlook.days,
    };
    return answer(200, result, { 'Cache-Control': 'public, max-age=3600' });
  }

  return async (request, client = 'unknown') => {
    try {
      return await respond(request, client);
    } catch (error) {
      console.error('get-flood-outlook failed:', error);
      const details =
        error instanceof StationDataError
          ? 'Tide predictions are not available for this station. Please choose another.'
          : 'Something went wrong while reading the flood outlook. Please try again.';
      return refusal(500, 'Internal error', details);
    }
  };
}
