/**
 * The moon pages' full moons, from the calendar computed at build time; this module stays free
 * of the astronomy library, which never reaches the browser.
 */
import calendar from 'virtual:full-moons';
import type { FullMoonPeak, Occurrence } from './full-moons';

export { PEAK_TIME_ZONE } from './full-moons-zone';
export type { FullMoonPeak, Occurrence };

/**
 * Every occurrence the calendar holds of the full moon a page is about: the Harvest Moon's and
 * the Hunter's Moon's by their own rule, any other by its month (0–11).
 */
export function occurrencesOf(moon: 'harvest' | 'hunter' | number): Occurrence[] {
  if (moon === 'harvest' || moon === 'hunter') return calendar[moon];
  return calendar.months[moon] ?? [];
}

/**
 * The occurrences still to come at `now` (ms since the epoch): within an occurrence only the
 * peaks yet to happen, and an occurrence wholly past is dropped.
 */
export function upcomingOccurrences(occurrences: Occurrence[], now: number): Occurrence[] {
  return occurrences
    .map((occurrence) => occurrence.filter((peak) => Date.parse(peak.instant) > now))
    .filter((occurrence) => occurrence.length > 0);
}
