/**
 * Spring and neap days from a station's own ranges. The range follows the moon's phase with a
 * lag of a day or two that differs from station to station (Sausalito's smallest range comes
 * a day or more after the quarter), so a day is not marked by its distance from the phase:
 * within three days either side of each new and full moon, the day of the station's largest
 * predicted range is its spring day; within three days of each quarter, the day of its
 * smallest range is its neap day. A day's range is its highest high less its lowest low.
 */
import { moonPhaseAt } from './ephemeris.ts';
import { LruCache } from '../platform/lru-cache.ts';
import { predictExtremes, type PredictedExtreme, type TideStation } from './tide-prediction.ts';
import type { TideRangeKind } from '../results/tide-result.ts';
import { formatCalendarDate, localDay, wallClock, type CalendarDate } from './zoned-time.ts';

const SYNODIC_MONTH_DAYS = 29.530589;
const DAY_MS = 86_400_000;
/** How many days either side of a phase its spring or neap day is looked for. */
export const SPRING_NEAP_REACH_DAYS = 3;

/** The day marked for one phase of one station: its date key and what it is, or none. */
interface PhaseMark {
  key: string | null;
  kind: TideRangeKind;
}

/** Days from one calendar date to another. */
function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      DAY_MS,
  );
}

/**
 * The instant of the principal phase `target` (degrees) nearest `nearMs`: a few Newton steps
 * on the moon's mean motion, so every day near one phase finds the same instant.
 */
function phaseInstant(target: number, nearMs: number): number {
  let time = nearMs;
  for (let step = 0; step < 4; step += 1) {
    const off = ((((moonPhaseAt(time).phaseAngle - target) % 360) + 540) % 360) - 180;
    time -= (off / 360) * SYNODIC_MONTH_DAYS * DAY_MS;
  }
  return time;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Highest high less lowest low of the extremes in [startMs, endMs), or null without both. */
function dayRange(extremes: readonly PredictedExtreme[], startMs: number, endMs: number) {
  let high = -Infinity;
  let low = Infinity;
  for (const extreme of extremes) {
    if (extreme.time < startMs || extreme.time >= endMs) continue;
    if (extreme.type === 'high') high = Math.max(high, extreme.heightM);
    else low = Math.min(low, extreme.heightM);
  }
  return Number.isFinite(high) && Number.isFinite(low) ? high - low : null;
}

/** The day of the window around a phase whose range is largest (spring) or smallest (neap). */
function markForPhase(station: TideStation, phaseDate: CalendarDate, kind: TideRangeKind) {
  const days = [];
  for (let offset = -SPRING_NEAP_REACH_DAYS; offset <= SPRING_NEAP_REACH_DAYS; offset += 1) {
    days.push(localDay(addDays(phaseDate, offset), station.timeZone));
  }
  // One prediction for the whole window: a week of highs and lows costs less than a day's curve.
  const extremes = predictExtremes(station, days[0]!.startMs, days.at(-1)!.endMs);
  let best: { key: string; range: number } | null = null;
  for (const day of days) {
    const range = dayRange(extremes, day.startMs, day.endMs);
    if (range === null) continue;
    const better =
      kind === 'spring' ? range > (best?.range ?? -Infinity) : range < (best?.range ?? Infinity);
    if (better) best = { key: day.key, range };
  }
  return { key: best?.key ?? null, kind } satisfies PhaseMark;
}

/**
 * Marks a station's days spring or neap, each phase's window worked out once and kept (a few
 * bytes per station-phase), so a week or a month of days costs one prediction per phase.
 */
export function createSpringNeapMarker(maxEntries = 20_000, maxAgeMs = 24 * 60 * 60_000) {
  const marks = new LruCache<string, PhaseMark>(maxEntries, maxAgeMs);
  return function tideRangeOn(
    station: TideStation,
    date: CalendarDate,
    phaseAngle: number,
    nowMs: number,
  ): TideRangeKind | null {
    // The nearest principal phase (0 new, 90 first quarter, 180 full, 270 last quarter), its
    // instant, and the station's calendar day it falls on.
    const quarter = Math.round(phaseAngle / 90);
    const target = (quarter % 4) * 90;
    const noonMs = localDay(date, station.timeZone).noonMs;
    const daysAfter = ((phaseAngle - quarter * 90) / 360) * SYNODIC_MONTH_DAYS;
    if (Math.abs(daysAfter) > SPRING_NEAP_REACH_DAYS + 1) return null;
    const clock = wallClock(phaseInstant(target, noonMs - daysAfter * DAY_MS), station.timeZone);
    const phaseDate = { year: clock.year, month: clock.month, day: clock.day };
    if (Math.abs(daysBetween(phaseDate, date)) > SPRING_NEAP_REACH_DAYS) return null;
    const kind: TideRangeKind = quarter % 2 === 0 ? 'spring' : 'neap';
    const key = `${station.id}|${formatCalendarDate(phaseDate)}|${kind}`;
    let mark = marks.get(key, nowMs);
    if (!mark) {
      mark = markForPhase(station, phaseDate, kind);
      marks.set(key, mark, nowMs);
    }
    return mark.key === formatCalendarDate(date) ? kind : null;
  };
}
