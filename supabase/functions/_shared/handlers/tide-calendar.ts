/**
 * The tide-calendar function: GET /functions/v1/tide-calendar?location=<id> answers a station's
 * highs and lows of the next `days` days (30 unless asked, at most 90) as an iCalendar feed a
 * calendar app subscribes to without any key; with a window rule (the windows search's query:
 * below, above, tide, near, hours, light, on) one event per window instead. `format=json`
 * answers the same windows as JSON, for the TideWindows widget. Written once, served by the
 * edge function (Deno) and the embedded backend (Node).
 *
 * For a tidal-current station the feed lists its slack waters and its maximum floods and ebbs,
 * each as get-current-data gives it; with `slack=<speed>` (and light, on) its slack windows
 * instead, the stretches around each slack when the current runs slower than that speed, as an
 * event each or (`format=json`) for the TideWindows widget.
 *
 * Highs and lows are our harmonic prediction, computed day by day exactly as get-tide-data
 * computes a day, so each event's instant is that day's `at` whenever get-tide-data answers from
 * harmonics (NOAA's published tables agree with it to the minute at most stations).
 */
import { corsHeaders, jsonResponse } from '../platform/cors.ts';
import {
  loadCurrentStation,
  predictCurrentEvents,
  type CurrentStation,
} from '../engine/current-prediction.ts';
import type { Db } from '../platform/db.ts';
import { escapeText, utcDateTime, writeLines, type IcsProperty } from './ics.ts';
import {
  isMinusTide,
  KING_TIDE_SHARE,
  kingTides,
  kingTidesAhead,
  type KingTides,
  type KingTidesAhead,
} from '../engine/king-tides.ts';
import { gatewayClient } from '../platform/client-address.ts';
import { LruCache, textEntryBytes } from '../platform/lru-cache.ts';
import {
  stationDayBudgetOf,
  tryAgainIn,
  type StationDayBudget,
  type StationDayBudgetSettings,
} from '../platform/station-day-budget.ts';
import { checkAgreement } from '../noaa/noaa-agreement.ts';
import { readCachedExtremes } from '../noaa/noaa-predictions.ts';
import {
  currentStationPath,
  isUsPlace,
  stationPath,
  type StationPlace,
} from '../stations/station-page-path.ts';
import {
  loadStation,
  predictExtremes,
  StationDataError,
  type PredictedExtreme,
  type TideStation,
} from '../engine/tide-prediction.ts';
import { isLocationId, longDate } from './tide-request.ts';
import { createFloodOutlookEngine, daysInTwelveMonths } from './get-flood-outlook.ts';
import { floodTideEvents, floodTidesCalendarName } from './flood-feed.ts';
import {
  findSlackWindows,
  findTideWindows,
  localDaysBetween,
  type SlackWindow,
  type TideWindow,
  type Weekday,
  type WindowRule,
} from '../engine/tide-windows.ts';
import {
  formatClockTime,
  isoWithOffset,
  localDay,
  nextCalendarDate,
  roundToMinute,
  wallClock,
  type CalendarDate,
} from '../engine/zoned-time.ts';
import type {
  SlackWindowsResult,
  TideWindowMark,
  TideWindowsResult,
} from '../results/tide-windows-result.ts';
import { knotsIn, METRES_PER_FOOT, type SpeedUnit } from '../engine/units.ts';

/** What the feed reads of a station's row to link to its page. */
type StationPlaceRow = { id: string; name: string } & StationPlace;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** get-tide-data predicts each day's extremes this far past its edges; the same search here. */
const DAY_SEARCH_PAD_MS = 60 * MINUTE_MS;

export const DEFAULT_FEED_DAYS = 30;
export const DEFAULT_WINDOW_DAYS = 60;
export const MAX_FEED_DAYS = 90;
/** The most hours a search may ask around a high or low: beyond half a tide it means nothing. */
export const MAX_NEAR_HOURS = 6;
/**
 * The fastest current a slack search may ask for, in any of its units: beyond it the "slack"
 * is most of the tide at all but the strongest passes.
 */
export const MAX_SLACK_SPEED = 20;
/** Calendar apps refresh every few hours; one client may fetch this many times a minute. */
export const CALENDAR_REQUESTS_PER_MINUTE = 30;
/** How often calendar apps are asked to fetch the feed again. */
export const REFRESH_INTERVAL = 'PT12H';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export type HeightUnit = 'ft' | 'm';
const SPEED_UNITS: readonly string[] = ['kn', 'm/s', 'km/h'] satisfies SpeedUnit[];

export interface CalendarQuery {
  locationId: string;
  days: number;
  units: HeightUnit | null;
  /** A current station's speed units (knots when null). */
  speedUnits: SpeedUnit | null;
  /** Null: every high and low. Heights in `units` (the station's when null) until resolved. */
  rule: RawRule | null;
  format: 'ics' | 'json';
  download: boolean;
  /** 'king-tides': king tides instead of every high and low; 'flood-tides': the flood tides. */
  list: 'king-tides' | 'flood-tides' | null;
  /**
   * The king tides' year; when null, those of the twelve months from the station's today (a
   * subscribed calendar keeps rolling on).
   */
  year: number | null;
}

/** A rule as asked, heights in the query's units. */
export interface RawRule {
  below?: number;
  above?: number;
  /** At a current station: the current slower than this speed, in the query's speed units. */
  slack?: number;
  tide?: 'rising' | 'falling';
  near?: 'high' | 'low';
  hours?: number;
  light?: 'day' | 'dark';
  on?: Weekday[];
}

export type ParsedQuery = { ok: true; value: CalendarQuery } | { ok: false; details: string };

const RULE_KEYS = ['below', 'above', 'slack', 'tide', 'near', 'hours', 'light', 'on'] as const;
const KNOWN_KEYS = new Set<string>([
  'location',
  'days',
  'units',
  'format',
  'download',
  'list',
  'year',
  ...RULE_KEYS,
]);
/** The years king tides are ranked for: those the harmonic constants are used for. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2100;

function fail(details: string): ParsedQuery {
  return { ok: false, details };
}

function number(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return null;
  return Number(text);
}

/** The feed's query string read and checked; every refusal says what to send instead. */
export function parseCalendarQuery(params: URLSearchParams): ParsedQuery {
  for (const key of params.keys()) {
    if (!KNOWN_KEYS.has(key)) {
      return fail(
        `Unknown parameter "${key.slice(0, 40)}". Use location, days, units, below, above, slack, tide, near, hours, light or on.`,
      );
    }
  }
  const locationId = params.get('location')?.trim() ?? '';
  if (!locationId) {
    return fail('Add the station as location, e.g. ?location=noaa/8443970.');
  }
  if (locationId.length > 100) return fail('The location id is too long.');
  if (!isLocationId(locationId)) {
    return fail('The location is not a station id; station ids look like noaa/8443970.');
  }
  const rule: RawRule = {};
  const below = params.get('below');
  if (below !== null) {
    const value = number(below);
    if (value === null || Math.abs(value) > 100)
      return fail('below must be a height such as 0 or -1.5.');
    rule.below = value;
  }
  const above = params.get('above');
  if (above !== null) {
    const value = number(above);
    if (value === null || Math.abs(value) > 100) return fail('above must be a height such as 9.5.');
    rule.above = value;
  }
  const slack = params.get('slack');
  if (slack !== null) {
    const value = number(slack);
    if (value === null || value <= 0 || value > MAX_SLACK_SPEED) {
      return fail(`slack must be a speed above 0 and at most ${MAX_SLACK_SPEED}, such as 0.5.`);
    }
    if (rule.below !== undefined || rule.above !== undefined)
      return fail('slack searches a current station and goes with light and on only.');
    rule.slack = value;
  }
  const tide = params.get('tide');
  if (tide !== null) {
    if (tide !== 'rising' && tide !== 'falling') return fail('tide must be rising or falling.');
    rule.tide = tide;
  }
  const near = params.get('near');
  if (near !== null) {
    if (near !== 'high' && near !== 'low') return fail('near must be high or low.');
    rule.near = near;
  }
  const hours = params.get('hours');
  if (hours !== null) {
    const value = number(hours);
    if (value === null || value <= 0 || value > MAX_NEAR_HOURS) {
      return fail(`hours must be a number of hours from 0.5 to ${MAX_NEAR_HOURS}.`);
    }
    if (!rule.near) return fail('hours goes with near=high or near=low.');
    rule.hours = value;
  }
  const light = params.get('light');
  if (light !== null) {
    if (light !== 'day' && light !== 'dark') return fail('light must be day or dark.');
    rule.light = light;
  }
  const on = params.get('on');
  if (on !== null) {
    const names = on.toLowerCase().split(',').filter(Boolean);
    const days = names.map((name) => WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number]));
    if (names.length === 0 || days.some((day) => day < 0)) {
      return fail('on must list weekdays such as sat,sun.');
    }
    rule.on = [...new Set(days as Weekday[])].sort();
  }
  const hasRule = RULE_KEYS.some((key) => rule[key] !== undefined);
  const daysText = params.get('days');
  let days = hasRule ? DEFAULT_WINDOW_DAYS : DEFAULT_FEED_DAYS;
  if (daysText !== null) {
    const value = number(daysText);
    if (value === null || !Number.isInteger(value) || value < 1 || value > MAX_FEED_DAYS) {
      return fail(`days must be a whole number from 1 to ${MAX_FEED_DAYS}.`);
    }
    days = value;
  }
  if (rule.slack !== undefined && (rule.tide || rule.near))
    return fail('slack searches a current station and goes with light and on only.');
  const units = params.get('units');
  if (units !== null && units !== 'ft' && units !== 'm' && !SPEED_UNITS.includes(units))
    return fail('units must be ft or m (at a current station kn, m/s or km/h).');
  const format = params.get('format') ?? 'ics';
  if (format !== 'ics' && format !== 'json') return fail('format must be ics or json.');
  const list = params.get('list');
  if (list !== null && list !== 'king-tides' && list !== 'flood-tides')
    return fail('list must be king-tides or flood-tides.');
  if (list !== null && hasRule) return fail(`list=${list} takes no window rule.`);
  const yearText = params.get('year');
  let year: number | null = null;
  if (yearText !== null) {
    const value = number(yearText);
    if (value === null || !Number.isInteger(value) || value < FIRST_YEAR || value > LAST_YEAR) {
      return fail(`year must be a year from ${FIRST_YEAR} to ${LAST_YEAR}.`);
    }
    if (list !== 'king-tides') return fail('year goes with list=king-tides.');
    year = value;
  }
  return {
    ok: true,
    value: {
      locationId,
      days,
      units: units === 'ft' || units === 'm' ? units : null,
      speedUnits: units !== null && SPEED_UNITS.includes(units) ? (units as SpeedUnit) : null,
      rule: hasRule ? rule : null,
      format,
      download: params.get('download') === '1',
      list,
      year,
    },
  };
}

/** The rule in metres, as findTideWindows takes it. */
export function toWindowRule(rule: RawRule, units: HeightUnit): WindowRule {
  const metres = (value: number) => (units === 'ft' ? value * METRES_PER_FOOT : value);
  return {
    ...(rule.below !== undefined ? { belowM: metres(rule.below) } : {}),
    ...(rule.above !== undefined ? { aboveM: metres(rule.above) } : {}),
    ...(rule.tide ? { tide: rule.tide } : {}),
    ...(rule.near ? { near: { type: rule.near, hours: rule.hours ?? 2 } } : {}),
    ...(rule.light ? { light: rule.light } : {}),
    ...(rule.on ? { weekdays: rule.on } : {}),
  };
}

/** '9.8 ft', '-0.4 ft', '2.98 m'. */
export function formatHeight(metres: number, units: HeightUnit): string {
  const value = units === 'ft' ? metres / METRES_PER_FOOT : metres;
  const digits = units === 'ft' ? 1 : 2;
  const text = value.toFixed(digits);
  return `${Number(text) === 0 ? (0).toFixed(digits) : text} ${units}`;
}

/**
 * A height against its datum in words, as formatHeight writes its figure: '3.2 ft above MLLW',
 * '1.4 ft below MLLW' (never '-1.4 ft above'), '0.0 ft, at MLLW'.
 */
export function heightAgainstDatum(metres: number, units: HeightUnit, datum: string): string {
  const shown = formatHeight(metres, units);
  const value = Number.parseFloat(shown);
  if (value === 0) return `${shown}, at ${datum}`;
  return value < 0 ? `${shown.slice(1)} below ${datum}` : `${shown} above ${datum}`;
}

/** Whether a height reads below the datum as formatHeight writes it (never beside '0.0 ft'). */
export function readsBelowDatum(metres: number, units: HeightUnit): boolean {
  return Number.parseFloat(formatHeight(metres, units)) < 0;
}

/**
 * The rule in a few words: 'Below 0 ft, in daylight, on Sat and Sun'; 'Current under 0.5 kn'
 * (a slack search, its speed in `units`).
 */
export function describeRule(rule: RawRule, units: HeightUnit | SpeedUnit): string {
  const parts: string[] = [];
  if (rule.below !== undefined) parts.push(`below ${rule.below} ${units}`);
  if (rule.above !== undefined) parts.push(`above ${rule.above} ${units}`);
  if (rule.slack !== undefined) parts.push(`current under ${rule.slack} ${units}`);
  if (rule.tide) parts.push(rule.tide);
  if (rule.near) parts.push(`within ${rule.hours ?? 2} h of ${rule.near} tide`);
  if (rule.light) parts.push(rule.light === 'day' ? 'in daylight' : 'in the dark');
  if (rule.on) {
    const names = rule.on.map(
      (day) => `${WEEKDAYS[day]?.[0]?.toUpperCase()}${WEEKDAYS[day]?.slice(1)}`,
    );
    parts.push(`on ${names.join(', ')}`);
  }
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** The rule as a query string in a fixed order: the same search always gives the same text. */
export function ruleQuery(rule: RawRule): string {
  const params = new URLSearchParams();
  if (rule.below !== undefined) params.set('below', String(rule.below));
  if (rule.above !== undefined) params.set('above', String(rule.above));
  if (rule.slack !== undefined) params.set('slack', String(rule.slack));
  if (rule.tide) params.set('tide', rule.tide);
  if (rule.near) params.set('near', rule.near);
  if (rule.hours !== undefined) params.set('hours', String(rule.hours));
  if (rule.light) params.set('light', rule.light);
  if (rule.on) params.set('on', rule.on.map((day) => WEEKDAYS[day]).join(','));
  return params.toString();
}

/** FNV-1a, 32 bits, hex: a short stable tag for a rule in its events' UIDs. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}

/** What a calendar says of the place its events are at. */
interface CalendarPlace {
  station: { latitude: number; longitude: number };
  title: string;
  pageUrl: string;
  /** 'tides', 'tidal currents': what the calendar predicts. */
  what?: string;
}

/** A station with what the feed says about it. */
interface FeedStation extends CalendarPlace {
  station: TideStation;
  place: StationPlaceRow;
  units: HeightUnit;
}

/** A current station with what the feed says about it. */
interface CurrentFeedStation extends CalendarPlace {
  station: CurrentStation;
  place: StationPlaceRow;
}

/** One event of the feed, before it is written. */
export interface FeedEvent {
  uid: string;
  startMs: number;
  endMs: number | null;
  summary: string;
  description: string;
}

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

/** One local day's highs and lows, as get-tide-data predicts them. */
function dayExtremes(
  station: TideStation,
  date: CalendarDate,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]>,
) {
  const day = localDay(date, station.timeZone);
  const around = predictExtremes(
    station,
    day.startMs - DAY_SEARCH_PAD_MS,
    day.endMs + DAY_SEARCH_PAD_MS,
  );
  // NOAA's events where get-tide-data would answer with them: cached, and agreeing with ours.
  const noaa = fromNoaa.get(day.key);
  const events =
    noaa && checkAgreement(noaa, around, day).ok
      ? noaa
      : around.filter((extreme) => extreme.time >= day.startMs && extreme.time < day.endMs);
  return events.map((extreme) => ({ ...extreme, day }));
}

/** The local dates of the feed: today at the station, and the days after. */
function feedDates(station: TideStation, nowMs: number, days: number): CalendarDate[] {
  const clock = wallClock(nowMs, station.timeZone);
  let date: CalendarDate = { year: clock.year, month: clock.month, day: clock.day };
  const dates: CalendarDate[] = [];
  for (let index = 0; index < days; index += 1) {
    dates.push(date);
    date = nextCalendarDate(date);
  }
  return dates;
}

/** Highs and lows of the local days from today, each day as get-tide-data predicts it. */
export function feedExtremes(
  station: TideStation,
  nowMs: number,
  days: number,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]> = new Map(),
) {
  return feedDates(station, nowMs, days).flatMap((date) => dayExtremes(station, date, fromNoaa));
}

/**
 * Days a feed computes before letting other requests in: a 90-day feed holds the event loop
 * about half a second on an idle machine, and a visitor's lookup of a day already computed
 * would wait all of it; in slices, it waits for one slice.
 */
const FEED_SLICE_DAYS = 2;

/** feedExtremes, a slice of days at a time, yielding to other work between slices. */
async function feedExtremesInSlices(
  station: TideStation,
  nowMs: number,
  days: number,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]>,
) {
  const dates = feedDates(station, nowMs, days);
  const found = [];
  for (let index = 0; index < dates.length; index += FEED_SLICE_DAYS) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const date of dates.slice(index, index + FEED_SLICE_DAYS)) {
      found.push(...dayExtremes(station, date, fromNoaa));
    }
  }
  return found;
}

/** The local days of the feed with NOAA events in the cache, read as get-tide-data reads them. */
async function cachedNoaaDays(
  db: Db,
  station: TideStation,
  nowMs: number,
  days: number,
): Promise<Map<string, PredictedExtreme[]>> {
  const clock = wallClock(nowMs, station.timeZone);
  const all = localDaysBetween(
    station.timeZone,
    localDay({ year: clock.year, month: clock.month, day: clock.day }, station.timeZone).startMs,
    nowMs + (days + 1) * 24 * HOUR_MS,
  ).slice(0, days);
  const cached = await Promise.all(all.map((day) => readCachedExtremes(db, station.id, day)));
  return new Map(
    all.flatMap((day, index): [string, PredictedExtreme[]][] => {
      const events = cached[index];
      return events ? [[day.key, events]] : [];
    }),
  );
}

async function tideEvents(
  feed: FeedStation,
  nowMs: number,
  days: number,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]>,
): Promise<FeedEvent[]> {
  const { station, units } = feed;
  const counts = new Map<string, number>();
  const extremes = await feedExtremesInSlices(station, nowMs, days, fromNoaa);
  return extremes.map((extreme) => {
    const kind = extreme.type === 'high' ? 'High' : 'Low';
    // The day and the tide's place among that day's highs or lows, not its minute: a refresh
    // that moves a tide by a minute updates the event instead of adding a second one.
    const key = `${extreme.day.key}-${extreme.type}`;
    const nth = (counts.get(key) ?? 0) + 1;
    counts.set(key, nth);
    const height = formatHeight(extreme.heightM, units);
    const clock = formatClockTime(extreme.time, station.timeZone);
    return {
      uid: `${station.id.replace('/', '-')}-${key}-${nth}@tide-charts`,
      startMs: extreme.time,
      endMs: null,
      summary: `${kind} tide ${height}`,
      description: `${kind} tide at ${feed.title}: ${heightAgainstDatum(extreme.heightM, units, station.datum)} at ${clock}. Predicted from harmonic constants; not for navigation.`,
    };
  });
}

/** The local days from today in `zone`: the first of them, and where the last ends. */
function searchedDays(zone: string, nowMs: number, days: number) {
  const clock = wallClock(nowMs, zone);
  const first = localDay({ year: clock.year, month: clock.month, day: clock.day }, zone);
  const all = localDaysBetween(zone, first.startMs, first.startMs + days * 24 * HOUR_MS);
  return { first, endMs: all.at(days - 1)?.endMs ?? all.at(-1)?.endMs ?? first.endMs };
}

/** The rule's windows over the local days from today, and the first of those days. */
function searchWindows(feed: FeedStation, rule: RawRule, nowMs: number, days: number) {
  const { station, units } = feed;
  const { first, endMs } = searchedDays(station.timeZone, nowMs, days);
  return {
    first,
    windows: findTideWindows(station, toWindowRule(rule, units), first.startMs, endMs),
  };
}

/** A slack search's windows over the local days from today, and the first of those days. */
function searchSlackWindows(
  feed: CurrentFeedStation,
  rule: RawRule & { slack: number },
  units: SpeedUnit,
  nowMs: number,
  days: number,
) {
  const { station } = feed;
  const { first, endMs } = searchedDays(station.timeZone, nowMs, days);
  const slackBelowKn = rule.slack / knotsIn(1, units);
  const search = {
    slackBelowKn,
    ...(rule.light ? { light: rule.light } : {}),
    ...(rule.on ? { weekdays: rule.on } : {}),
  };
  return { first, windows: findSlackWindows(station, search, first.startMs, endMs) };
}

/** A speed in knots in `units`, as the feed writes it: '0.5 kn', '0.26 m/s', '0.9 km/h'. */
export function formatSpeed(knots: number, units: SpeedUnit): string {
  const digits = units === 'm/s' ? 2 : 1;
  const text = knotsIn(knots, units).toFixed(digits);
  return `${Number(text) === 0 ? (0).toFixed(digits) : text} ${units}`;
}

/** '10:42–11:31 AM PDT': a start and end on one clock, said once where they share the half-day. */
function clockSpan(startMs: number, endMs: number, zone: string): string {
  const start = formatClockTime(startMs, zone);
  const end = formatClockTime(endMs, zone);
  const startParts = start.split(' ');
  const endParts = end.split(' ');
  const shared = startParts.slice(1).join(' ') === endParts.slice(1).join(' ');
  return `${shared ? startParts[0] : start}–${end}`;
}

/** One event per slack window: 'Slack water at Deception Pass, 10:42–11:31 AM PDT, under 0.5 kn'. */
function slackWindowEvents(
  feed: CurrentFeedStation,
  rule: RawRule & { slack: number },
  units: SpeedUnit,
  windows: readonly SlackWindow[],
): FeedEvent[] {
  const { station } = feed;
  const tag = hash(`${ruleQuery(rule)}|${units}`);
  const under = `under ${rule.slack} ${units}`;
  const at = (ms: number) => formatClockTime(roundToMinute(ms), station.timeZone);
  const counts = new Map<string, number>();
  return windows.map((window) => {
    const nth = (counts.get(window.date) ?? 0) + 1;
    counts.set(window.date, nth);
    const startMs = roundToMinute(window.startMs);
    const endMs = roundToMinute(window.endMs);
    const span = clockSpan(startMs, endMs, station.timeZone);
    const what = window.slack.kind === 'slack' ? 'Slack water' : 'Weak current';
    const inside =
      window.slack.kind === 'slack'
        ? `slack at ${at(window.slack.time)}`
        : `weakest ${formatSpeed(window.slack.speedKn, units)} at ${at(window.slack.time)}`;
    const sun =
      window.sunriseMs !== null && window.sunsetMs !== null
        ? ` Sunrise ${at(window.sunriseMs)}, sunset ${at(window.sunsetMs)}.`
        : '';
    return {
      uid: `${station.id.replace('/', '-')}-slack-${tag}-${window.date}-${nth}@tide-charts`,
      startMs,
      endMs,
      summary: `${what} at ${station.name}, ${span}, ${under}`,
      description: `${describeRule(rule, units)} at ${feed.title}, ${span}: ${inside}.${sun} Predicted from harmonic constants; not for navigation.`,
    };
  });
}

/**
 * What every window of a JSON answer says whatever it searched: its event's UID, its day, its
 * span and its day's sunrise and sunset, each instant on the station's clock to the minute.
 */
function windowTimes(
  window: {
    date: string;
    startMs: number;
    endMs: number;
    sunriseMs: number | null;
    sunsetMs: number | null;
  },
  uid: string | undefined,
  timeZone: string,
) {
  const iso = (ms: number) => isoWithOffset(roundToMinute(ms), timeZone);
  return {
    id: uid ?? '',
    date: window.date,
    start: iso(window.startMs),
    end: iso(window.endMs),
    sunrise: window.sunriseMs === null ? null : iso(window.sunriseMs),
    sunset: window.sunsetMs === null ? null : iso(window.sunsetMs),
  };
}

/** A slack search's windows as JSON for the widget: instants with the station's offset. */
function slackWindowsJson(
  feed: CurrentFeedStation,
  rule: RawRule & { slack: number },
  units: SpeedUnit,
  nowMs: number,
  days: number,
): SlackWindowsResult {
  const { station } = feed;
  const found = searchSlackWindows(feed, rule, units, nowMs, days);
  // As for tides: what is still to come, a window under way included.
  const windows = found.windows.filter((window) => window.endMs > nowMs);
  const events = slackWindowEvents(feed, rule, units, windows);
  const iso = (ms: number) => isoWithOffset(roundToMinute(ms), station.timeZone);
  return {
    kind: 'slack',
    location: feed.title,
    stationId: station.id,
    timeZone: station.timeZone,
    units,
    rule: ruleQuery(rule),
    description: describeRule(rule, units),
    from: found.first.key,
    days,
    windows: windows.map((window, index) => ({
      ...windowTimes(window, events[index]?.uid, station.timeZone),
      slack: {
        at: iso(window.slack.time),
        speedKnots: Math.round(window.slack.speedKn * 100) / 100,
        speed: formatSpeed(window.slack.speedKn, units),
        kind: window.slack.kind,
      },
    })),
  };
}

function windowEvents(
  feed: FeedStation,
  rule: RawRule,
  windows: readonly TideWindow[],
): FeedEvent[] {
  const { station, units } = feed;
  const tag = hash(`${ruleQuery(rule)}|${units}`);
  const what = describeRule(rule, units);
  const at = (ms: number) => formatClockTime(roundToMinute(ms), station.timeZone);
  const counts = new Map<string, number>();
  return windows.map((window) => {
    const nth = (counts.get(window.date) ?? 0) + 1;
    counts.set(window.date, nth);
    const extreme = `${window.extreme.kind} ${formatHeight(window.extreme.heightM, units)} at ${at(window.extreme.time)}`;
    const sun =
      window.sunriseMs !== null && window.sunsetMs !== null
        ? ` Sunrise ${at(window.sunriseMs)}, sunset ${at(window.sunsetMs)}.`
        : '';
    return {
      // The rule, the day and the window's place in it: a refresh updates, never duplicates.
      uid: `${station.id.replace('/', '-')}-window-${tag}-${window.date}-${nth}@tide-charts`,
      startMs: roundToMinute(window.startMs),
      endMs: roundToMinute(window.endMs),
      summary: `${what}: ${extreme}`,
      description: `${what} at ${feed.title}, ${extreme}.${sun} Predicted from harmonic constants; not for navigation.`,
    };
  });
}

/** Compass points, for a direction said in words: 'setting ESE (101°)'. */
const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

function setting(degrees: number | null): string {
  if (degrees === null) return '';
  const point = COMPASS_POINTS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16];
  return `, setting ${point} (${Math.round(degrees)}°)`;
}

/**
 * A current station's slacks and maxima over the local days from today, each at its minute and
 * with its speed as get-current-data gives them.
 */
function currentEvents(feed: CurrentFeedStation, nowMs: number, days: number): FeedEvent[] {
  const { station } = feed;
  const clock = wallClock(nowMs, station.timeZone);
  const first = localDay(
    { year: clock.year, month: clock.month, day: clock.day },
    station.timeZone,
  );
  const all = localDaysBetween(
    station.timeZone,
    first.startMs,
    first.startMs + days * 24 * HOUR_MS,
  );
  const endMs = all.at(days - 1)?.endMs ?? first.endMs;
  const counts = new Map<string, number>();
  return predictCurrentEvents(station, first.startMs - MINUTE_MS, endMs + MINUTE_MS)
    .map((event) => ({ ...event, time: roundToMinute(event.time) }))
    .filter((event) => event.time >= first.startMs && event.time < endMs)
    .map((event) => {
      const date = isoWithOffset(event.time, station.timeZone).slice(0, 10);
      // The day and the event's place among that day's of its kind: a refresh that moves it by
      // a minute updates the event instead of adding a second one.
      const key = `${date}-${event.weak ? `weak-${event.type}` : event.type}`;
      const nth = (counts.get(key) ?? 0) + 1;
      counts.set(key, nth);
      const at = formatClockTime(event.time, station.timeZone);
      const speed = `${Math.abs(event.velocity).toFixed(1)} kn`;
      const uid = `${station.id.replace('/', '-')}-current-${key}-${nth}@tide-charts`;
      const note = 'Predicted from harmonic constants; not for navigation.';
      if (event.type === 'slack') {
        return {
          uid,
          startMs: event.time,
          endMs: null,
          summary: `Slack water at ${station.name}`,
          description: `Slack water at ${feed.title} at ${at}. ${note}`,
        };
      }
      const kind = event.type === 'flood' ? 'flood' : 'ebb';
      const direction = setting(
        event.type === 'flood' ? station.floodDirectionDeg : station.ebbDirectionDeg,
      );
      const what = event.weak ? `Weakest ${kind}` : `Maximum ${kind}`;
      return {
        uid,
        startMs: event.time,
        endMs: null,
        summary: `${what} ${speed} at ${station.name}`,
        description: `${what} at ${feed.title}: ${speed}${direction} at ${at}. ${note}`,
      };
    });
}

/** The whole calendar, CRLF-ended and folded. */
export function writeCalendar(
  feed: CalendarPlace,
  name: string,
  events: readonly FeedEvent[],
  nowMs: number,
): string {
  const stamp = utcDateTime(Math.floor(nowMs / MINUTE_MS) * MINUTE_MS);
  const lines: IcsProperty[] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//Tide Charts//Tide calendar//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(name)],
    [
      'X-WR-CALDESC',
      escapeText(
        `Predicted ${feed.what ?? 'tides'} at ${feed.title}, from ${feed.pageUrl}. Not for navigation.`,
      ),
    ],
    ['REFRESH-INTERVAL;VALUE=DURATION', REFRESH_INTERVAL],
    ['X-PUBLISHED-TTL', REFRESH_INTERVAL],
  ];
  for (const event of events) {
    lines.push(
      ['BEGIN', 'VEVENT'],
      ['UID', event.uid],
      ['DTSTAMP', stamp],
      ['DTSTART', utcDateTime(event.startMs)],
      ...(event.endMs !== null ? ([['DTEND', utcDateTime(event.endMs)]] as IcsProperty[]) : []),
      ['SUMMARY', escapeText(event.summary)],
      ['DESCRIPTION', escapeText(event.description)],
      ['LOCATION', escapeText(feed.title)],
      ['GEO', `${feed.station.latitude.toFixed(6)};${feed.station.longitude.toFixed(6)}`],
      ['URL;VALUE=URI', feed.pageUrl],
      ['TRANSP', 'TRANSPARENT'],
      ['END', 'VEVENT'],
    );
  }
  lines.push(['END', 'VCALENDAR']);
  return writeLines(lines);
}

/** The windows as JSON for the widget: instants with the station's offset, heights both ways. */
function windowsJson(
  feed: FeedStation,
  rule: RawRule,
  nowMs: number,
  days: number,
  kingsIn: (year: number) => KingTides,
): TideWindowsResult {
  const { station, units } = feed;
  const found = searchWindows(feed, rule, nowMs, days);
  const { first } = found;
  // The widget lists what is still to come: a window of this morning that has ended is gone
  // (one under way stays). The calendar feed keeps the whole of today, so its events stay put.
  const windows = found.windows.filter((window) => window.endMs > nowMs);
  const years = new Set(windows.map((window) => Number(window.date.slice(0, 4))));
  const kingTimes = [...years].flatMap((year) => kingsIn(year).tides.map((tide) => tide.time));
  const events = windowEvents(feed, rule, windows);
  const iso = (ms: number) => isoWithOffset(roundToMinute(ms), station.timeZone);
  return {
    kind: 'tide',
    location: feed.title,
    stationId: station.id,
    timeZone: station.timeZone,
    datum: station.datum,
    units,
    rule: ruleQuery(rule),
    description: describeRule(rule, units),
    from: first.key,
    days,
    windows: windows.map((window, index) => ({
      ...windowTimes(window, events[index]?.uid, station.timeZone),
      extreme: {
        at: iso(window.extreme.time),
        heightM: Math.round(window.extreme.heightM * 1000) / 1000,
        height: formatHeight(window.extreme.heightM, units),
        kind: window.extreme.kind,
      },
      // A minus tide: the window's water below the datum; a king tide: one of the year's
      // highest highs within it (to the minute, as the list of king tides gives them).
      marks: [
        ...(kingTimes.some(
          (time) => time >= roundToMinute(window.startMs) && time <= roundToMinute(window.endMs),
        )
          ? (['king'] as TideWindowMark[])
          : []),
        ...(window.extreme.kind === 'lowest' &&
        isMinusTide({ type: 'low', heightM: window.extreme.heightM }, station.datum) &&
        readsBelowDatum(window.extreme.heightM, units)
          ? (['minus'] as TideWindowMark[])
          : []),
      ],
    })),
  };
}

/** The one line each list and view says about king tides. */
export function kingTidesExplained(kings: KingTides): string {
  return `King tides are the year's highest predicted high tides here: the top ${KING_TIDE_SHARE * 100}% (${kings.tides.length} of ${kings.highs}) of ${kings.year}'s highs.`;
}

/** The same line for the twelve months ahead, which span two years each ranked whole. */
export function kingTidesAheadExplained(ahead: KingTidesAhead): string {
  const years = ahead.years
    .map((kings) => `${kings.tides.length} of ${kings.highs} in ${kings.year}`)
    .join(', ');
  return `King tides are the year's highest predicted high tides here: the top ${KING_TIDE_SHARE * 100}% of each year's highs (${years}). Listed are those from ${longDate(ahead.from)} through ${longDate(ahead.through)}.`;
}

/** The king tides of the twelve months ahead as JSON, for the station page's list. */
function kingTidesAheadJson(feed: FeedStation, ahead: KingTidesAhead) {
  const { station, units } = feed;
  return {
    location: feed.title,
    stationId: station.id,
    timeZone: station.timeZone,
    datum: station.datum,
    units,
    from: ahead.from,
    through: ahead.through,
    explanation: kingTidesAheadExplained(ahead),
    tides: ahead.tides.map((tide) => ({
      at: isoWithOffset(tide.time, station.timeZone),
      heightM: round3(tide.heightM),
      height: formatHeight(tide.heightM, units),
    })),
  };
}

/** The year's king tides as JSON, for the station page's list and its marks. */
function kingTidesJson(feed: FeedStation, kings: KingTides) {
  const { station, units } = feed;
  return {
    location: feed.title,
    stationId: station.id,
    timeZone: station.timeZone,
    datum: station.datum,
    units,
    year: kings.year,
    highs: kings.highs,
    threshold: { heightM: round3(kings.thresholdM), height: formatHeight(kings.thresholdM, units) },
    explanation: kingTidesExplained(kings),
    tides: kings.tides.map((tide) => ({
      at: isoWithOffset(tide.time, station.timeZone),
      heightM: round3(tide.heightM),
      height: formatHeight(tide.heightM, units),
    })),
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function kingTideEvents(
  feed: FeedStation,
  tides: readonly PredictedExtreme[],
  explanation: string,
): FeedEvent[] {
  const { station, units } = feed;
  return tides.map((tide) => {
    const height = formatHeight(tide.heightM, units);
    const clock = formatClockTime(tide.time, station.timeZone);
    const date = isoWithOffset(tide.time, station.timeZone).slice(0, 10);
    return {
      uid: `${station.id.replace('/', '-')}-king-${date}@tide-charts`,
      startMs: tide.time,
      endMs: null,
      summary: `King tide ${height}`,
      description: `King tide at ${feed.title}: ${heightAgainstDatum(tide.heightM, units, station.datum)} at ${clock}. ${explanation} Predicted; not for navigation.`,
    };
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
  const floods = createFloodOutlookEngine(deps.db);
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
    const cost = query.list ? KING_TIDES_COST_DAYS : query.days;
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
    if (query.list === 'flood-tides') return floodCalendar(asked, query, nowMs);
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
    const { days } = floods.floodDays(found, today, daysInTwelveMonths(today, zone), nowMs);
    const events = floodTideEvents(
      { stationId: feed.station.id, title: feed.title, units: feed.units },
      found.thresholds,
      days,
    );
    return new Response(writeCalendar(feed, floodTidesCalendarName(feed.title), events, nowMs), {
      status: 200,
      headers: {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
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
