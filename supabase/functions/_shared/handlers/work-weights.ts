/**
 * What each kind of work costs, in work units of about a millisecond of one core on an idle
 * machine: a never-seen station-day of get-tide-data (its highs and lows, ten-minute curve, sun
 * and moon) is 1. Measured by `packages/backend/scripts/work-costs.ts`, which times each kind
 * against a never-seen day in one backend and prints this table; docs/limits.md shows it.
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
  /** A day of a tide feed: the day's highs and lows only. */
  feedDay: 0.4,
  /** A day of a windows search at a tide station (its curve, crossings, the sun). */
  windowDay: 1.2,
  /** A day of a slack-window search at a current station. */
  slackDay: 2.5,
  /** A day of a current station's feed of slacks and maxima. */
  currentFeedDay: 0.6,
  /** A station-year of highs and lows, computed once and kept (king tides, the year view). */
  stationYear: 40,
  /** A day of the year view past its station-year: sun, moon, moonrise and moonset. */
  yearDay: 0.3,
} as const;

/** A cost in whole units, at least 1. */
export function units(cost: number): number {
  return Math.max(1, Math.ceil(cost));
}
