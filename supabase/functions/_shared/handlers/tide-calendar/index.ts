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
 *
 * The modules by job: query.ts reads the query string, format.ts writes heights and times,
 * feed-events.ts and windows.ts make the events, king-tides-prose.ts says king tides in words,
 * ics-feed.ts writes the iCalendar text, handler.ts answers requests.
 */
export * from './query.ts';
export { formatHeight, formatSpeed, heightAgainstDatum, readsBelowDatum } from './format.ts';
export type { FeedEvent } from './places.ts';
export { REFRESH_INTERVAL, writeCalendar } from './ics-feed.ts';
export { feedExtremes } from './feed-events.ts';
export { kingTidesAheadExplained, kingTidesExplained } from './king-tides-prose.ts';
export * from './handler.ts';
