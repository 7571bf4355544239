/**
 * A tide windows search as a query string: the same parameters on the station page's address
 * (so every search can be shared) and on the tide-calendar feed (so it can be subscribed to).
 */
import type { SpeedUnits } from '../current-types.ts';
import type { HeightUnits } from '../types.ts';

export type TideWindowsWeekday = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';

export const TIDE_WINDOWS_WEEKDAYS: readonly TideWindowsWeekday[] = [
  'sun',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
];

/** What a search asks for; heights (or a current's speed) in the search's units. */
export interface TideWindowsRule {
  /** The water below this height. */
  below?: number;
  /** The water above this height. */
  above?: number;
  /** At a current station: the current running slower than this speed, either way. */
  slack?: number;
  tide?: 'rising' | 'falling';
  /** Within `hours` of a high or a low. */
  near?: 'high' | 'low';
  /** Hours either side of the high or low. @defaultValue `2` */
  hours?: number;
  /** Daylight only, or the dark only. */
  light?: 'day' | 'dark';
  /** Only these weekdays, in the station's time. */
  on?: TideWindowsWeekday[];
}

function finite(text: string | null): number | undefined {
  if (text === null || !/^-?\d+(\.\d+)?$/.test(text.trim())) return undefined;
  return Number(text);
}

/** The rule a query string holds; what it cannot read it leaves out. */
export function ruleFromSearch(search: string | URLSearchParams): TideWindowsRule {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rule: TideWindowsRule = {};
  const below = finite(params.get('below'));
  if (below !== undefined) rule.below = below;
  const above = finite(params.get('above'));
  if (above !== undefined) rule.above = above;
  const slack = finite(params.get('slack'));
  if (slack !== undefined && slack > 0) rule.slack = slack;
  const tide = params.get('tide');
  if (tide === 'rising' || tide === 'falling') rule.tide = tide;
  const near = params.get('near');
  if (near === 'high' || near === 'low') {
    rule.near = near;
    const hours = finite(params.get('hours'));
    if (hours !== undefined && hours > 0 && hours <= 6) rule.hours = hours;
  }
  const light = params.get('light');
  if (light === 'day' || light === 'dark') rule.light = light;
  const on = (params.get('on') ?? '')
    .split(',')
    .filter((day): day is TideWindowsWeekday =>
      TIDE_WINDOWS_WEEKDAYS.includes(day as TideWindowsWeekday),
    );
  if (on.length > 0) rule.on = TIDE_WINDOWS_WEEKDAYS.filter((day) => on.includes(day));
  return rule;
}

/** The rule as query parameters, in a fixed order. */
export function ruleToSearch(rule: TideWindowsRule): URLSearchParams {
  const params = new URLSearchParams();
  if (rule.below !== undefined) params.set('below', String(rule.below));
  if (rule.above !== undefined) params.set('above', String(rule.above));
  if (rule.slack !== undefined) params.set('slack', String(rule.slack));
  if (rule.tide) params.set('tide', rule.tide);
  if (rule.near) params.set('near', rule.near);
  if (rule.near && rule.hours !== undefined) params.set('hours', String(rule.hours));
  if (rule.light) params.set('light', rule.light);
  if (rule.on && rule.on.length > 0) params.set('on', rule.on.join(','));
  return params;
}

/** Whether the rule asks for anything at all. */
export function isRuleEmpty(rule: TideWindowsRule): boolean {
  return ruleToSearch(rule).toString() === '';
}

/** The tide-calendar feed's address for a station, with the rule when there is one. */
export function tideCalendarUrl(
  apiUrl: string,
  locationId: string,
  rule: TideWindowsRule,
  options: { units?: HeightUnits | SpeedUnits; format?: 'json'; download?: boolean } = {},
): string {
  const params = new URLSearchParams({ location: locationId });
  for (const [key, value] of ruleToSearch(rule)) params.set(key, value);
  if (options.units) params.set('units', options.units);
  if (options.format) params.set('format', options.format);
  if (options.download) params.set('download', '1');
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/tide-calendar?${params.toString()}`;
}

/** The same address for calendar apps: webcal: in place of http(s):. */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:/, 'webcal:');
}

/** One window as the feed's JSON gives it. */
export interface TideWindowResult {
  id: string;
  /** The station-local day it starts on, `'YYYY-MM-DD'`. */
  date: string;
  /** ISO 8601 with the station's offset. */
  start: string;
  end: string;
  extreme: { at: string; heightM: number; height: string; kind: 'lowest' | 'highest' };
  sunrise: string | null;
  sunset: string | null;
  /** `'king'`: one of the year's highest highs falls in it; `'minus'`: its water is below the datum. */
  marks?: ('king' | 'minus')[];
}

/** The feed's JSON answer to a windows search at a tide station. */
export interface TideWindowsResult {
  /** A search of heights and tides (a current station's answer says `'slack'`). */
  kind?: 'tide';
  location: string;
  stationId: string;
  timeZone: string;
  datum: string;
  units: HeightUnits;
  rule: string;
  description: string;
  from: string;
  days: number;
  windows: TideWindowResult[];
}

/** One slack window as the feed's JSON gives it. */
export interface SlackWindowResult {
  id: string;
  /** The station-local day it starts on, `'YYYY-MM-DD'`. */
  date: string;
  /** ISO 8601 with the station's offset. */
  start: string;
  end: string;
  /**
   * The slack water within it (`'slack'`, speed 0), or where the current only weakens without
   * turning, its weakest moment (`'weakest'`); `speedKnots` in knots.
   */
  slack: { at: string; speedKnots: number; kind: 'slack' | 'weakest' };
  sunrise: string | null;
  sunset: string | null;
}

/** The feed's JSON answer to a slack search at a current station. */
export interface SlackWindowsResult {
  kind: 'slack';
  location: string;
  stationId: string;
  timeZone: string;
  /** The units the speed was asked in. */
  units: SpeedUnits;
  rule: string;
  description: string;
  from: string;
  days: number;
  windows: SlackWindowResult[];
}

/** Either answer: a tide station's windows, or a current station's slack windows. */
export type WindowsSearchResult = TideWindowsResult | SlackWindowsResult;
