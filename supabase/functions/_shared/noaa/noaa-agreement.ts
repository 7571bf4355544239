/**
 * Whether NOAA's highs and lows for a day can be believed: they must tell the same story as our
 * own harmonic prediction for the station and day. NOAA computes from the same constants, so a
 * sound answer agrees closely; feet sent as metres, missing or duplicated events, every event
 * typed high, zeroed heights or shifted times do not.
 *
 * Tolerances, from NOAA's published tables in the project's fixtures (32 stations, every US
 * region): our times differ from NOAA's by 4–5 minutes at the 95th percentile and our heights
 * by about 0.15 ft (0.05 m). Four times the worst of those still sits far inside the damage a
 * fault does (a 5-hour shift; feet as metres, off by two thirds of the height at any station
 * with a range worth showing).
 */
import type { PredictedExtreme } from '../engine/tide-prediction.ts';

/** How far apart in time a NOAA event and ours may be: about four times the 95th percentile. */
export const AGREEMENT_TIME_MS = 20 * 60_000;
/** How far apart in height (metres) a NOAA event and ours may be: six times the 95th percentile. */
export const AGREEMENT_HEIGHT_M = 0.3;
/**
 * An event that stands less than this (metres) above or below a neighbour is weak. On a
 * near-flat day (the Gulf's diurnal tides, a mixed tide's shallow low) a weak high/low pair has
 * an ill-defined time, and NOAA or we may not list it at all: such events need no match. Of
 * the 251 GMT station-days of NOAA's tables in the fixtures this refuses one (Adak, AK: a shallow
 * low of ours 0.23 m below the next high that NOAA does not list), where taking the farther
 * neighbour refused four; a refused day is answered from the harmonic prediction, never wrongly.
 * `packages/backend/scripts/noaa-agreement-report.ts` repeats the count.
 */
const STRONG_PROMINENCE_M = 0.15;

export type Agreement = { ok: true } | { ok: false; reason: string };

/**
 * How far an event stands out from the nearer in height of its neighbours in its own list
 * (Infinity alone): the shallow low between two nearly equal highs of a mixed tide is weak.
 */
function prominence(events: readonly PredictedExtreme[], index: number): number {
  const event = events[index];
  if (!event) return 0;
  const neighbours = [events[index - 1], events[index + 1]].filter(
    (neighbour): neighbour is PredictedExtreme => neighbour !== undefined,
  );
  if (neighbours.length === 0) return Infinity;
  return Math.min(...neighbours.map((neighbour) => Math.abs(event.heightM - neighbour.heightM)));
}

function matches(a: PredictedExtreme, b: PredictedExtreme): boolean {
  return (
    a.type === b.type &&
    Math.abs(a.time - b.time) <= AGREEMENT_TIME_MS &&
    Math.abs(a.heightM - b.heightM) <= AGREEMENT_HEIGHT_M
  );
}

/**
 * Upstream agrees with ours when its events are in order and alternate high and low, each
 * strong one matches one of ours, and each strong event of ours is among them. `ours` should reach a little
 * past the day's edges, since an event near midnight may fall on either side of it; ours within
 * the time tolerance of an edge need no match.
 */
export function checkAgreement(
  upstream: readonly PredictedExtreme[],
  ours: readonly PredictedExtreme[],
  day: { startMs: number; endMs: number },
): Agreement {
  if (upstream.length === 0) return { ok: false, reason: 'no events' };
  for (let i = 1; i < upstream.length; i += 1) {
    const previous = upstream[i - 1];
    const event = upstream[i];
    if (!previous || !event) continue;
    if (event.time <= previous.time) return { ok: false, reason: 'events out of order' };
    if (event.type === previous.type) {
      return { ok: false, reason: `two ${event.type}s in a row` };
    }
  }
  for (const [index, event] of upstream.entries()) {
    if (prominence(upstream, index) < STRONG_PROMINENCE_M) continue;
    if (!ours.some((candidate) => matches(event, candidate))) {
      const at = new Date(event.time).toISOString();
      return {
        ok: false,
        reason: `NOAA's ${event.type} at ${at} (${event.heightM} m) matches none of ours`,
      };
    }
  }
  for (const [index, event] of ours.entries()) {
    if (prominence(ours, index) < STRONG_PROMINENCE_M) continue;
    const nearEdge =
      event.time - day.startMs < AGREEMENT_TIME_MS || day.endMs - event.time < AGREEMENT_TIME_MS;
    if (nearEdge) continue;
    if (!upstream.some((candidate) => matches(candidate, event))) {
      const at = new Date(event.time).toISOString();
      return { ok: false, reason: `our ${event.type} at ${at} is missing from NOAA's` };
    }
  }
  return { ok: true };
}

/**
 * Says that NOAA disagreed, once per station a minute: the first disagreement is logged with
 * its reason, further ones for that station within the minute are counted and logged as one
 * line when the next comes after it (a 31-day span of a bad station is then one or two lines,
 * not 31, and no load pattern can flood the log).
 */
export function createDisagreementLog(
  warn: (line: string) => void = (line) => console.warn(line),
  periodMs = 60_000,
): (stationId: string, line: string, nowMs: number) => void {
  const stations = new Map<string, { since: number; more: number }>();
  return (stationId, line, nowMs) => {
    const seen = stations.get(stationId);
    if (seen && nowMs - seen.since < periodMs) {
      seen.more += 1;
      return;
    }
    if (seen && seen.more > 0) {
      warn(`NOAA disagreed on ${seen.more} more days for ${stationId} in the minute before.`);
    }
    // Stations quiet for a whole period are forgotten, so the map holds only the last minute's.
    if (stations.size > 1000) {
      for (const [id, entry] of stations) if (nowMs - entry.since >= periodMs) stations.delete(id);
    }
    stations.set(stationId, { since: nowMs, more: 0 });
    warn(line);
  };
}
