/**
 * The tide-calendar query: its parameters read and checked, and a window rule said in words,
 * in metres and as a query string.
 */
import { isLocationId } from '../tide-request.ts';
import type { Weekday, WindowRule } from '../../engine/tide-windows.ts';
import { METRES_PER_FOOT, type SpeedUnit } from '../../engine/units.ts';

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
