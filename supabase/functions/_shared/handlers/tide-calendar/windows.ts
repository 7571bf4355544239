/** A windows search (tide or slack) over the days from today, as events or as the widget's JSON. */
import { isMinusTide, type KingTides } from '../../engine/king-tides.ts';
import {
  findSlackWindows,
  findTideWindows,
  localDaysBetween,
  type SlackWindow,
  type TideWindow,
} from '../../engine/tide-windows.ts';
import { knotsIn, type SpeedUnit } from '../../engine/units.ts';
import { yieldTurn } from '../../platform/take-turns.ts';
import {
  formatClockTime,
  isoWithOffset,
  localDay,
  roundToMinute,
  wallClock,
} from '../../engine/zoned-time.ts';
import type {
  SlackWindowsResult,
  TideWindowMark,
  TideWindowsResult,
} from '../../results/tide-windows-result.ts';
import {
  clockSpan,
  formatHeight,
  formatSpeed,
  hash,
  readsBelowDatum,
  windowTimes,
} from './format.ts';
import { placeJson, type CurrentFeedStation, type FeedEvent, type FeedStation } from './places.ts';
import { describeRule, type HeightUnit, type RawRule, ruleQuery, toWindowRule } from './query.ts';

const HOUR_MS = 3_600_000;
/**
 * A search runs a week at a time, other requests let in between (a 90-day slack search held
 * the event loop for a quarter of a second at once); each week is searched with a day more on
 * either side, so a window that crosses into the next week is found whole.
 */
const SLICE_MS = 7 * 24 * HOUR_MS;
const SLICE_PAD_MS = 24 * HOUR_MS;

/**
 * `find`'s windows over [fromMs, toMs), found a slice at a time: each slice keeps the windows
 * that start in it. A window longer than the pad (a rule such as "below 20 ft" that holds for
 * days) is cut by its slice's search; then the range is searched whole instead.
 */
async function inSlices<Found extends { startMs: number; endMs: number }>(
  find: (fromMs: number, toMs: number) => Found[],
  fromMs: number,
  toMs: number,
): Promise<Found[]> {
  const found: Found[] = [];
  for (let sliceStart = fromMs; sliceStart < toMs; sliceStart += SLICE_MS) {
    if (sliceStart > fromMs) await yieldTurn();
    const sliceEnd = Math.min(toMs, sliceStart + SLICE_MS);
    const searchTo = Math.min(toMs, sliceEnd + SLICE_PAD_MS);
    for (const window of find(Math.max(fromMs, sliceStart - SLICE_PAD_MS), searchTo)) {
      if (window.startMs < sliceStart || window.startMs >= sliceEnd) continue;
      if (window.endMs >= searchTo && searchTo < toMs) return find(fromMs, toMs);
      found.push(window);
    }
  }
  return found;
}

/** The local days from today in `zone`: the first of them, and where the last ends. */
export function searchedDays(zone: string, nowMs: number, days: number) {
  const clock = wallClock(nowMs, zone);
  const first = localDay({ year: clock.year, month: clock.month, day: clock.day }, zone);
  const all = localDaysBetween(zone, first.startMs, first.startMs + days * 24 * HOUR_MS);
  return { first, endMs: all.at(days - 1)?.endMs ?? all.at(-1)?.endMs ?? first.endMs };
}

/** The rule's windows over the local days from today, and the first of those days. */
export async function searchWindows(feed: FeedStation, rule: RawRule, nowMs: number, days: number) {
  const { station, units } = feed;
  const { first, endMs } = searchedDays(station.timeZone, nowMs, days);
  const windowRule = toWindowRule(rule, units);
  return {
    first,
    windows: await inSlices(
      (fromMs, toMs) => findTideWindows(station, windowRule, fromMs, toMs),
      first.startMs,
      endMs,
    ),
  };
}

/** A slack search's windows over the local days from today, and the first of those days. */
export async function searchSlackWindows(
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
  return {
    first,
    windows: await inSlices(
      (fromMs, toMs) => findSlackWindows(station, search, fromMs, toMs),
      first.startMs,
      endMs,
    ),
  };
}

/** One event per slack window: 'Slack water at Deception Pass, 10:42–11:31 AM PDT, under 0.5 kn'. */
export function slackWindowEvents(
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

/** What a search's JSON says of itself: the rule, in the query's words and in prose, and its days. */
function searchJson(rule: RawRule, units: HeightUnit | SpeedUnit, from: string, days: number) {
  return { rule: ruleQuery(rule), description: describeRule(rule, units), from, days };
}

/** A slack search's windows as JSON for the widget: instants with the station's offset. */
export async function slackWindowsJson(
  feed: CurrentFeedStation,
  rule: RawRule & { slack: number },
  units: SpeedUnit,
  nowMs: number,
  days: number,
): Promise<SlackWindowsResult> {
  const { station } = feed;
  const found = await searchSlackWindows(feed, rule, units, nowMs, days);
  // As for tides: what is still to come, a window under way included.
  const windows = found.windows.filter((window) => window.endMs > nowMs);
  const events = slackWindowEvents(feed, rule, units, windows);
  const iso = (ms: number) => isoWithOffset(roundToMinute(ms), station.timeZone);
  return {
    kind: 'slack',
    ...placeJson(feed),
    units,
    ...searchJson(rule, units, found.first.key, days),
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

export function windowEvents(
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

/** The windows as JSON for the widget: instants with the station's offset, heights both ways. */
export async function windowsJson(
  feed: FeedStation,
  rule: RawRule,
  nowMs: number,
  days: number,
  kingsIn: (year: number) => KingTides,
): Promise<TideWindowsResult> {
  const { station, units } = feed;
  const found = await searchWindows(feed, rule, nowMs, days);
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
    ...placeJson(feed),
    datum: station.datum,
    units,
    ...searchJson(rule, units, first.key, days),
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
