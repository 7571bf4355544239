/**
 * What each kind of work costs, in work units: a never-seen station-day of a get-tide-data span
 * (its highs and lows, ten-minute curve, sun and moon) is 1, about 0.65 ms of one core. Measured
 * by `packages/backend/scripts/work-costs.ts`, which takes a backend's CPU time for each kind
 * against a span's day and prints this table; docs/limits.md shows it. A request of one day
 * costs 1 as a span's day does: what every request costs past its work (reading it, writing its
 * answer) the queue counts in turns, not units.
 *
 * The station-day budget (station-day-budget.ts) and the embedded backend's fair queue both
 * charge these: a request costs what it makes the server compute, and an answer served again
 * from what is kept costs KEPT_ANSWER_COST in the queue and nothing in the budget.
 */

/** An answer kept whole (a span, a year, a feed, a search, a king-tides list), sent again. */
export const KEPT_ANSWER_COST = 1;

export const WORK_WEIGHTS = {
  /** A never-seen station-day of get-tide-data or get-current-data. */
  day: 1,
  /** A day of a tide feed: its highs and lows, each event's text, the iCalendar lines. */
  feedDay: 2,
  /** A day of a windows search at a tide station (its curve, crossings, the sun). */
  windowDay: 0.7,
  /** A day of a slack-window search at a current station. */
  slackDay: 0.9,
  /** A day of a current station's feed of slacks and maxima. */
  currentFeedDay: 4.2,
  /** A station-year of highs and lows with its king tides ranked, computed once and kept. */
  stationYear: 20,
  /** A day of the year view past its station-year: sun, moon, moonrise and moonset. */
  yearDay: 0.3,
} as const;

/** A cost in whole units, at least 1. */
export function units(cost: number): number {
  return Math.max(1, Math.ceil(cost));
}
