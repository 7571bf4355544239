/**
 * What a station kept for offline use holds, and how the site's ordinary requests are answered
 * from it. The copy is the server's own answers, so an answer made from it is the server's:
 *
 * - a tide station keeps each day's one-day answer (highs and lows, the curve, sun and moon)
 *   and one answer spanning every kept day (its `days`, with the spring and neap marks). The
 *   server writes a span's top fields as the one-day answer of its first day and each of its
 *   `days` alone, so any span inside the kept days is the first day's answer with those days;
 * - a current station keeps one answer spanning every kept day. The server writes a span day by
 *   day (each day's events, each day's curve points, then the first point of the day after), so
 *   a shorter span is cut from it.
 *
 * A request reaching past the kept days is answered with the days that are kept (a month table
 * shows those rows) and none when no day is.
 */
import type { CurrentResult, TideDataRequest, TideResult } from '@tides/widgets';
import { addDays } from '../lib/calendar';

/** Days a station is kept for: today on its clock and the 29 after. */
export const KEPT_DAYS = 30;
/**
 * Days asked for: the kept days and the day before them, so a visitor whose own today is the
 * station's yesterday (My Tides asks for the visitor's today first) finds it too.
 */
export const FETCHED_DAYS = KEPT_DAYS + 1;

/** A kept station as lists show it: small, read on every station page. */
export interface KeptSummary {
  /** The station's id, `'noaa/8443970'`. */
  id: string;
  kind: 'tide' | 'current';
  /** The station's name as its page titles it. */
  name: string;
  /** Its page, `/tides/ma/boston-8443970`. */
  path: string;
  timeZone: string;
  /** When the copy was saved, ISO 8601. */
  savedAt: string;
  /** The first and last days kept, on the station's clock (`YYYY-MM-DD`). */
  from: string;
  through: string;
}

/** A tide station's kept answers. */
export interface KeptTides {
  kind: 'tide';
  /** Each kept day's one-day answer, by day. */
  days: Record<string, TideResult>;
  /** One answer spanning every kept day, with `days`. */
  span: TideResult;
}

/** A current station's kept answer, spanning every kept day. */
export interface KeptCurrents {
  kind: 'current';
  span: CurrentResult;
}

export type KeptData = KeptTides | KeptCurrents;

/** The days a request asks for, first to last. */
function requestedDays({ date, days }: TideDataRequest): string[] {
  return Array.from({ length: Math.max(1, days ?? 1) }, (_, index) => addDays(date, index));
}

/** A tide request answered from a kept copy: null when none of its days are kept. */
export function tideAnswerFrom(kept: KeptTides, request: TideDataRequest): TideResult | null {
  const wanted = requestedDays(request);
  const first = wanted.find((day) => kept.days[day]);
  const base = first ? kept.days[first] : undefined;
  if (!base) return null;
  if (wanted.length === 1) return base;
  const inRange = new Set(wanted);
  return { ...base, days: (kept.span.days ?? []).filter((day) => inRange.has(day.date)) };
}

/** A current request answered from a kept copy: null when none of its days are kept. */
export function currentAnswerFrom(
  kept: KeptCurrents,
  request: TideDataRequest,
): CurrentResult | null {
  const { span } = kept;
  const inRange = new Set(requestedDays(request));
  const days = span.days.filter((day) => inRange.has(day.date));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const keptDays = new Set(days.map((day) => day.date));
  // Each point's day is its own on the station's clock: the instant carries the station's offset.
  const points = span.timeline.filter((point) => keptDays.has(point.at.slice(0, 10)));
  // The answer ends on the first point of the day after its last, as the server's does.
  const afterLast = span.timeline.find((point) => point.at.slice(0, 10) > last.date);
  return {
    ...span,
    date: first.date,
    station: { ...span.station, timeZoneAbbreviation: first.timeZoneAbbreviation },
    days,
    events: days.flatMap((day) => day.events),
    timeline: afterLast ? [...points, afterLast] : points,
  };
}
