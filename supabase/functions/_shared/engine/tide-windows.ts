/**
 * Tide windows: the stretches of time when the water is where someone needs it (below or above
 * a height, rising or falling, within some hours of a high or low, in daylight or in the dark,
 * on chosen weekdays). Each condition is a set of intervals; a window is where all of them hold.
 * At a current station the same search finds slack windows: where the current runs slower than
 * a speed either way, around each slack water.
 *
 * The edges come from the prediction itself, not its 10-minute curve: a height's crossings are
 * bisected on the station's level (the harmonic sum, or for a subordinate its reference's sum
 * stretched between the offset highs and lows, as predictTimeline draws it) to a tenth of a
 * second, so a window's start and end round to the same minute the curve would cross at.
 */
import {
  currentVelocity,
  predictCurrentEvents,
  type CurrentStation,
} from './current-prediction.ts';
import { curveExtremes, curveTurningPoints, levelAt, type CurveExtreme } from './extremes.ts';
import { sunOnDay } from './sky.ts';
import { subordinateKeyframes, type TideStation } from './tide-prediction.ts';
import {
  localDay,
  nextCalendarDate,
  wallClock,
  type CalendarDate,
  type LocalDay,
} from './zoned-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Crossings are bisected to this width. */
const CROSSING_TOLERANCE_MS = 100;
/** Reference extremes searched beyond the range, so every instant has one either side. */
const SEARCH_PAD_MS = 36 * HOUR_MS;
/** Windows shorter than this are a graze of the threshold, not a time anyone can use. */
const SHORTEST_WINDOW_MS = MINUTE_MS;

/** Sunday 0 … Saturday 6, in the station's own time. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** What a search asks for; heights in metres above the station's datum. */
export interface WindowRule {
  /** The water lower than this. */
  belowM?: number;
  /** The water higher than this. */
  aboveM?: number;
  tide?: 'rising' | 'falling';
  /** Within `hours` of a high or a low. */
  near?: { type: 'high' | 'low'; hours: number };
  /** 'day': between sunrise and sunset; 'dark': the rest. */
  light?: 'day' | 'dark';
  /** Only on these local weekdays; absent or empty means every day. */
  weekdays?: readonly Weekday[];
  /** At a current station: the current slower than this (knots), flooding or ebbing. */
  slackBelowKn?: number;
}

/** One window: [startMs, endMs), exact instants (callers round them for display). */
export interface TideWindow {
  startMs: number;
  endMs: number;
  /** The station-local date the window starts on, 'YYYY-MM-DD'. */
  date: string;
  /** The window's lowest (or, for a search above a height or near a high, highest) water. */
  extreme: { time: number; heightM: number; kind: 'lowest' | 'highest' };
  /** Sunrise and sunset of the window's first day; null when the sun does not rise or set. */
  sunriseMs: number | null;
  sunsetMs: number | null;
}

/** One slack window: a TideWindow's times with the slack water (or weakest current) in it. */
export interface SlackWindow extends Omit<TideWindow, 'extreme'> {
  /**
   * The slack within it, at the instant the engine lists it; where the current only weakens
   * without turning, its weakest instant and speed (knots) instead.
   */
  slack: { time: number; speedKn: number; kind: 'slack' | 'weakest' };
}

type Interval = [number, number];

/** The station's water level at any instant of [fromMs, toMs), and its exact highs and lows. */
export interface StationLevels {
  level(atMs: number): number;
  /** Highs and lows (offset, for a subordinate), exact instants, chronological. */
  extremes: readonly CurveExtreme[];
}

/** The largest index whose key is at or before `time`, or -1. */
function lastAtOrBefore(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The station's level function and extremes around [fromMs, toMs). */
export function stationLevels(station: TideStation, fromMs: number, toMs: number): StationLevels {
  const offsets = station.offsets;
  const pad = SEARCH_PAD_MS + 6 * HOUR_MS;
  if (!offsets) {
    const extremes = curveExtremes(station.curve, fromMs - pad, toMs + pad);
    return { level: (atMs) => levelAt(station.curve, atMs), extremes };
  }
  const frames = subordinateKeyframes(
    curveTurningPoints(station.curve, fromMs - pad, toMs + pad),
    offsets,
  );
  const times = frames.map((frame) => frame.offset.time);
  const level = (atMs: number): number => {
    const index = Math.min(Math.max(lastAtOrBefore(times, atMs), 0), frames.length - 2);
    const before = frames[index];
    const after = frames[index + 1];
    if (!before || !after) return levelAt(station.curve, atMs);
    const span = after.offset.time - before.offset.time;
    const fraction = span > 0 ? Math.min(1, Math.max(0, (atMs - before.offset.time) / span)) : 0;
    const referenceTime =
      before.reference.time + fraction * (after.reference.time - before.reference.time);
    const range = after.reference.level - before.reference.level;
    const share =
      range === 0
        ? fraction
        : (levelAt(station.curve, referenceTime) - before.reference.level) / range;
    return before.offset.level + share * (after.offset.level - before.offset.level);
  };
  return { level, extremes: frames.map((frame) => frame.offset) };
}

/** The instant in [a, b] where `level` crosses `height`, given it is on either side at a and b. */
export function bisectCrossing(
  level: (atMs: number) => number,
  height: number,
  a: number,
  b: number,
): number {
  let low = a;
  let high = b;
  const lowBelow = level(low) < height;
  while (high - low > CROSSING_TOLERANCE_MS) {
    const middle = (low + high) / 2;
    if (level(middle) < height === lowBelow) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * Where the water is below (or above) `height` within [fromMs, toMs). Between a high and a low
 * the level is monotonic, so each pair holds at most one crossing.
 */
function heightIntervals(
  levels: StationLevels,
  height: number,
  below: boolean,
  fromMs: number,
  toMs: number,
): Interval[] {
  const inside = (atMs: number) =>
    below ? levels.level(atMs) < height : levels.level(atMs) > height;
  const marks = [fromMs];
  for (const extreme of levels.extremes) {
    if (extreme.time > fromMs && extreme.time < toMs) marks.push(extreme.time);
  }
  marks.push(toMs);
  const intervals: Interval[] = [];
  let openedAt: number | null = inside(fromMs) ? fromMs : null;
  for (let index = 0; index < marks.length - 1; index += 1) {
    const a = marks[index]!;
    const b = marks[index + 1]!;
    const insideA = inside(a);
    const insideB = inside(b);
    if (insideA === insideB) continue;
    const crossing = bisectCrossing(levels.level, height, a, b);
    if (insideB) openedAt = crossing;
    else if (openedAt !== null) {
      intervals.push([openedAt, crossing]);
      openedAt = null;
    }
  }
  if (openedAt !== null) intervals.push([openedAt, toMs]);
  return intervals;
}

/** Rising: from each low to the next high; falling: from each high to the next low. */
function tideIntervals(levels: StationLevels, rising: boolean): Interval[] {
  const intervals: Interval[] = [];
  const { extremes } = levels;
  for (let index = 0; index < extremes.length - 1; index += 1) {
    const here = extremes[index]!;
    const next = extremes[index + 1]!;
    if (here.high !== rising && next.high === rising) intervals.push([here.time, next.time]);
  }
  return intervals;
}

function nearIntervals(levels: StationLevels, type: 'high' | 'low', hours: number): Interval[] {
  return levels.extremes
    .filter((extreme) => extreme.high === (type === 'high'))
    .map((extreme): Interval => [extreme.time - hours * HOUR_MS, extreme.time + hours * HOUR_MS]);
}

/** The intervals in order, overlapping ones joined. */
function union(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const joined: Interval[] = [];
  for (const interval of sorted) {
    const last = joined.at(-1);
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else joined.push([interval[0], interval[1]]);
  }
  return joined;
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]![0], b[j]![0]);
    const end = Math.min(a[i]![1], b[j]![1]);
    if (start < end) out.push([start, end]);
    if (a[i]![1] < b[j]![1]) i += 1;
    else j += 1;
  }
  return out;
}

function complement(intervals: Interval[], fromMs: number, toMs: number): Interval[] {
  const out: Interval[] = [];
  let cursor = fromMs;
  for (const [start, end] of intervals) {
    if (start > cursor) out.push([cursor, Math.min(start, toMs)]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < toMs) out.push([cursor, toMs]);
  return out.filter(([start, end]) => start < end);
}

/** The station-local days that [fromMs, toMs) touches, from the day of fromMs. */
export function localDaysBetween(zone: string, fromMs: number, toMs: number): LocalDay[] {
  const clock = wallClock(fromMs, zone);
  let date: CalendarDate = { year: clock.year, month: clock.month, day: clock.day };
  const days: LocalDay[] = [];
  for (;;) {
    const day = localDay(date, zone);
    if (day.startMs >= toMs) return days;
    days.push(day);
    date = nextCalendarDate(date);
  }
}

function weekdayOf(date: CalendarDate): Weekday {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() as Weekday;
}

/** Where a search is: its clock and where the sun rises. */
type WindowPlace = Pick<TideStation, 'timeZone' | 'latitude' | 'longitude'>;

/** A window's times, its first day and that day's sun, before what is in it is said. */
type FoundWindow = Omit<TideWindow, 'extreme'>;

/**
 * Every stretch of [fromMs, toMs) where the rule holds, chronological, on `levels` (a water
 * level in metres, or a current's velocity in knots). A window cut by the range's edges is
 * kept, cut.
 */
function findWindows(
  station: WindowPlace,
  levels: StationLevels,
  rule: WindowRule,
  fromMs: number,
  toMs: number,
): FoundWindow[] {
  const days = localDaysBetween(station.timeZone, fromMs, toMs);
  const suns = new Map(
    days.map((day) => [day.key, sunOnDay(day, station.latitude, station.longitude)] as const),
  );
  let allowed: Interval[] = [[fromMs, toMs]];
  const narrow = (intervals: Interval[]) => {
    allowed = intersect(allowed, union(intervals));
  };
  if (rule.belowM !== undefined) narrow(heightIntervals(levels, rule.belowM, true, fromMs, toMs));
  if (rule.aboveM !== undefined) narrow(heightIntervals(levels, rule.aboveM, false, fromMs, toMs));
  if (rule.slackBelowKn !== undefined) {
    // Slower than the speed either way: below it flooding and above its negative ebbing.
    narrow(heightIntervals(levels, rule.slackBelowKn, true, fromMs, toMs));
    narrow(heightIntervals(levels, -rule.slackBelowKn, false, fromMs, toMs));
  }
  if (rule.tide) narrow(tideIntervals(levels, rule.tide === 'rising'));
  if (rule.near) narrow(nearIntervals(levels, rule.near.type, rule.near.hours));
  if (rule.light) {
    const daylight = days.flatMap((day): Interval[] => {
      const sun = suns.get(day.key);
      const rise = sun?.sunriseMs ?? null;
      const set = sun?.sunsetMs ?? null;
      if (rise !== null && set !== null && rise < set) return [[rise, set]];
      if (rise !== null && set !== null)
        return [
          [day.startMs, set],
          [rise, day.endMs],
        ];
      if (rise !== null) return [[rise, day.endMs]];
      if (set !== null) return [[day.startMs, set]];
      // Neither: polar day or night; the sun's altitude at noon would say which. Rare at tide
      // stations (northern Alaska); treated as night, so a daylight search shows nothing wrong.
      return [];
    });
    const light = union(daylight);
    narrow(rule.light === 'day' ? light : complement(light, fromMs, toMs));
  }
  if (rule.weekdays && rule.weekdays.length > 0) {
    const chosen = new Set(rule.weekdays);
    narrow(
      days
        .filter((day) => chosen.has(weekdayOf(day.date)))
        .map((day): Interval => [day.startMs, day.endMs]),
    );
  }
  return allowed
    .filter(([start, end]) => end - start >= SHORTEST_WINDOW_MS)
    .map(([startMs, endMs]): FoundWindow => {
      const clock = wallClock(startMs, station.timeZone);
      const day = localDay(
        { year: clock.year, month: clock.month, day: clock.day },
        station.timeZone,
      );
      const sun = suns.get(day.key) ?? sunOnDay(day, station.latitude, station.longitude);
      return {
        startMs,
        endMs,
        date: day.key,
        sunriseMs: sun.sunriseMs,
        sunsetMs: sun.sunsetMs,
      };
    });
}

/** The turning points within a window and its edges: where its level is lowest or highest. */
function candidatesIn(levels: StationLevels, startMs: number, endMs: number): number[] {
  return [startMs, endMs, ...levels.extremes.map((extreme) => extreme.time)].filter(
    (time) => time >= startMs && time <= endMs,
  );
}

/**
 * Every window in [fromMs, toMs) where the rule holds, chronological. A window cut by the
 * range's edges is kept, cut.
 */
export function findTideWindows(
  station: TideStation,
  rule: WindowRule,
  fromMs: number,
  toMs: number,
): TideWindow[] {
  const levels = stationLevels(station, fromMs, toMs);
  const highest = rule.aboveM !== undefined || rule.near?.type === 'high';
  return findWindows(station, levels, rule, fromMs, toMs).map((window): TideWindow => {
    let best = { time: window.startMs, heightM: levels.level(window.startMs) };
    for (const time of candidatesIn(levels, window.startMs, window.endMs)) {
      const heightM = levels.level(time);
      if (highest ? heightM > best.heightM : heightM < best.heightM) best = { time, heightM };
    }
    return { ...window, extreme: { ...best, kind: highest ? 'highest' : 'lowest' } };
  });
}

/** A current station's velocity as StationLevels: knots for metres, its turns for extremes. */
function currentLevels(station: CurrentStation, fromMs: number, toMs: number): StationLevels {
  const { velocity, turns } = currentVelocity(station, fromMs, toMs);
  return {
    level: velocity,
    extremes: turns.map((time, index): CurveExtreme => {
      const level = velocity(time);
      const next = turns[index + 1];
      return { time, level, high: next !== undefined && velocity(next) < level };
    }),
  };
}

/**
 * A current station's slack windows in [fromMs, toMs): where the rule holds and the current runs
 * slower than `rule.slackBelowKn`, chronological, each with the slack water the engine lists in
 * it. A rule about heights or tides means nothing here and is not asked of it.
 */
export function findSlackWindows(
  station: CurrentStation,
  rule: WindowRule & { slackBelowKn: number },
  fromMs: number,
  toMs: number,
): SlackWindow[] {
  const levels = currentLevels(station, fromMs, toMs);
  const slacks = predictCurrentEvents(station, fromMs - HOUR_MS, toMs + HOUR_MS).filter(
    (event) => event.type === 'slack',
  );
  const search: WindowRule = {
    slackBelowKn: rule.slackBelowKn,
    ...(rule.light ? { light: rule.light } : {}),
    ...(rule.weekdays ? { weekdays: rule.weekdays } : {}),
  };
  return findWindows(station, levels, search, fromMs, toMs).map(
    ({ startMs, endMs, ...rest }): SlackWindow => {
      const slack = slacks.find((event) => event.time >= startMs && event.time <= endMs);
      if (slack) {
        return { startMs, endMs, ...rest, slack: { time: slack.time, speedKn: 0, kind: 'slack' } };
      }
      let weakest = { time: startMs, speedKn: Math.abs(levels.level(startMs)) };
      for (const time of candidatesIn(levels, startMs, endMs)) {
        const speedKn = Math.abs(levels.level(time));
        if (speedKn < weakest.speedKn) weakest = { time, speedKn };
      }
      return { startMs, endMs, ...rest, slack: { ...weakest, kind: 'weakest' } };
    },
  );
}
