/**
 * The conditions of a fishing session's start, read from the same day of tides the site shows
 * for the station (`get-tide-data`): so a session logged a week later gets the tide, moon and
 * sun of its own time, not of the day it was typed in.
 */
import type { TideClient } from '../../client.ts';
import { addDays } from '../../internal/calendar-date.ts';
import type { TideEvent, TideResult } from '../../types.ts';
import type { FishingConditions } from './account-data.ts';
import type { ConditionsProblem } from '../labels.ts';

const MINUTE_MS = 60_000;

/** `'2026-11-24T06:30:00-05:00'` → its clock time and offset as written. */
const LOCAL_FORM = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant a station-local clock time on the result's day names (`'06:30'`), with the UTC
 * offset in force then, as the day's curve gives it (so a daylight-saving day is right on both
 * sides of the change). Null when the result carries no curve.
 */
export function instantAt(result: TideResult, time: string): number | null {
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!clock) return null;
  const wanted = Number(clock[1]) * 60 + Number(clock[2]);
  let offset: string | null = null;
  for (const point of result.timeline ?? []) {
    const match = LOCAL_FORM.exec(point.at);
    if (!match || match[1] !== result.date) continue;
    if (Number(match[2]) * 60 + Number(match[3]) > wanted) break;
    offset = match[4] ?? null;
  }
  if (offset === null) return null;
  const instant = Date.parse(`${result.date}T${time}:00${offset}`);
  return Number.isNaN(instant) ? null : instant;
}

interface Timed {
  at: number;
  event: TideEvent;
}

function extremesOf(days: TideResult[]): Timed[] {
  const seen = new Set<string>();
  const all: Timed[] = [];
  for (const day of days) {
    const events = day.extremes ?? [...day.highTides, ...day.lowTides];
    for (const event of events) {
      if (!event.at || !event.type || seen.has(event.at)) continue;
      seen.add(event.at);
      all.push({ at: Date.parse(event.at), event });
    }
  }
  return all.filter((timed) => !Number.isNaN(timed.at)).sort((a, b) => a.at - b.at);
}

/** The water level at `instant`, straight between the curve's 10-minute points. */
function heightAt(instant: number, days: TideResult[]): number | null {
  const points = days
    .flatMap((day) => day.timeline ?? [])
    .map((point) => ({ at: Date.parse(point.at), heightM: point.heightM }))
    .sort((a, b) => a.at - b.at);
  for (let i = 1; i < points.length; i += 1) {
    const before = points[i - 1];
    const after = points[i];
    if (!before || !after || after.at < instant || before.at > instant) continue;
    if (after.at === before.at) return before.heightM;
    const share = (instant - before.at) / (after.at - before.at);
    return Math.round((before.heightM + share * (after.heightM - before.heightM)) * 1000) / 1000;
  }
  return null;
}

/**
 * The solunar period `instant` falls in, from the periods of the days fetched (a period around
 * a moonrise just before midnight reaches into the next day); a major one wins where both do.
 */
export function solunarAt(instant: number, days: TideResult[]): 'major' | 'minor' | null {
  const periods = days.flatMap((day) => day.moonTimes?.solunar ?? []);
  const inside = periods.filter(
    (period) => Date.parse(period.start) <= instant && instant < Date.parse(period.end),
  );
  if (inside.some((period) => period.kind === 'major')) return 'major';
  return inside.length > 0 ? 'minor' : null;
}

/**
 * The conditions at `instant` from the station's day of tides (`days[0]`, the session's own
 * local day) and any neighbouring days fetched to find the high or low on either side.
 */
export function conditionsAt(instant: number, days: TideResult[]): FishingConditions | null {
  const [day] = days;
  const heightM = heightAt(instant, days);
  if (!day || heightM === null) return null;
  const extremes = extremesOf(days);
  const before = extremes.filter((timed) => timed.at <= instant).at(-1);
  const after = extremes.find((timed) => timed.at > instant);
  // Water rises towards a high and falls towards a low.
  const stage =
    after?.event.type === 'high' || (!after && before?.event.type === 'low') ? 'rising' : 'falling';
  return {
    timeZone: day.station?.timeZone ?? 'UTC',
    tide: {
      stage,
      heightM,
      datum: day.datum ?? 'MLLW',
      since: before?.event.type
        ? {
            type: before.event.type,
            at: before.event.at ?? '',
            minutes: Math.round((instant - before.at) / MINUTE_MS),
          }
        : null,
      next: after?.event.type
        ? {
            type: after.event.type,
            at: after.event.at ?? '',
            minutes: Math.round((after.at - instant) / MINUTE_MS),
          }
        : null,
    },
    moon: {
      phase: day.moon?.phase ?? day.moonPhase,
      illumination: day.moon?.illumination ?? Number.parseFloat(day.moonIllumination) / 100,
      ...(day.moonTimes
        ? { moonrise: day.moonTimes.moonrise, moonset: day.moonTimes.moonset }
        : {}),
    },
    ...(day.moonTimes ? { solunar: solunarAt(instant, days) } : {}),
    sun: { sunrise: day.sun?.sunrise ?? null, sunset: day.sun?.sunset ?? null },
    source: day.source,
  };
}

/** What looking a session's start up gives: the instant and its conditions, or why not. */
export type ConditionsLookup =
  | { ok: true; startedAt: string; conditions: FishingConditions }
  | { ok: false; problem: ConditionsProblem };

/**
 * Looks up the conditions for a station-local date and clock time: that day's tides, and the day
 * before or after when the nearest high or low falls across midnight.
 */
export async function lookUpConditions(
  client: TideClient,
  stationId: string,
  date: string,
  time: string,
): Promise<ConditionsLookup> {
  const fetchDay = async (day: string): Promise<TideResult | null> => {
    const answer = await client.getTides({ locationId: stationId, date: day });
    return answer.kind === 'result' ? answer.result : null;
  };
  const day = await fetchDay(date).catch(() => null);
  if (!day) return { ok: false, problem: 'no-tides' };
  const instant = instantAt(day, time);
  if (instant === null) return { ok: false, problem: 'no-such-time' };
  const days = [day];
  const extremes = extremesOf(days);
  if (!extremes.some((timed) => timed.at <= instant)) {
    const previous = await fetchDay(addDays(date, -1)).catch(() => null);
    if (previous) days.push(previous);
  }
  if (!extremes.some((timed) => timed.at > instant)) {
    const next = await fetchDay(addDays(date, 1)).catch(() => null);
    if (next) days.push(next);
  }
  const conditions = conditionsAt(instant, days);
  if (!conditions) return { ok: false, problem: 'no-conditions' };
  return { ok: true, startedAt: new Date(instant).toISOString(), conditions };
}
