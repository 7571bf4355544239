/**
 * Calendar days and clock times in a station's IANA time zone, from the product's one source of
 * zone rules (@tides/zones: IANA's release as zic compiles it, never the runtime's ICU), so the
 * answer depends neither on the time zone of the process serving it (Deno Deploy runs in UTC, a
 * laptop anywhere) nor on the rules its ICU was built with, and the browser reads the same.
 */
import { allZoneRules } from '@tides/zones/all';
import {
  createStationClock,
  formatCalendarDate,
  formatUtcOffset,
  nextCalendarDate,
  type CalendarDate,
  type WallClock,
} from '@tides/zones/clock';

export { formatCalendarDate, nextCalendarDate, type CalendarDate, type WallClock };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The handler's clock: every zone of the release, always in. */
const clock = createStationClock(() => allZoneRules);

/** IANA's release the handler reads ('2026f'). */
export const TIME_ZONE_RULES_VERSION = allZoneRules.version;

/** One station-local day: [start, end) as instants, 23, 24 or 25 hours long. */
export interface LocalDay {
  date: CalendarDate;
  /** 'YYYY-MM-DD'. */
  key: string;
  startMs: number;
  endMs: number;
  /** Local noon, where the day's moon phase is read. */
  noonMs: number;
}

/** True when the rules know the zone; station rows come from a seed, but a bad one must not crash. */
export function isKnownTimeZone(zone: string): boolean {
  return allZoneRules.has(zone);
}

/** The wall clock in `zone` at an instant. */
export function wallClock(ms: number, zone: string): WallClock {
  return clock.wallClock(zone, ms);
}

/** The zone's offset from UTC at an instant, in whole minutes (east positive). */
export function offsetMinutes(ms: number, zone: string): number {
  return clock.offsetMinutes(zone, ms);
}

/** The first instant at which the wall clock in `zone` reads `date` `hour`:`minute` or later. */
export function zonedInstant(
  date: CalendarDate,
  hour: number,
  minute: number,
  zone: string,
): number {
  return clock.zonedInstant(date, hour, minute, zone);
}

/** True when the numbers name a real day of the Gregorian calendar (no February 30). */
export function isRealCalendarDate(date: CalendarDate): boolean {
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return (
    probe.getUTCFullYear() === date.year &&
    probe.getUTCMonth() === date.month - 1 &&
    probe.getUTCDate() === date.day
  );
}

/** The station-local day `date`, from local midnight to the next local midnight. */
export function localDay(date: CalendarDate, zone: string): LocalDay {
  return {
    date,
    key: formatCalendarDate(date),
    startMs: zonedInstant(date, 0, 0, zone),
    endMs: zonedInstant(nextCalendarDate(date), 0, 0, zone),
    noonMs: zonedInstant(date, 12, 0, zone),
  };
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * An instant as ISO 8601 with the station's offset, to the second: '2026-11-22T06:58:00-05:00'.
 * Pass `knownOffset` (minutes) when the caller already knows it, to skip the lookup.
 */
export function isoWithOffset(ms: number, zone: string, knownOffset?: number): string {
  const offset = knownOffset ?? offsetMinutes(ms, zone);
  const local = Math.floor(ms / 1000) * 1000 + offset * MINUTE_MS;
  // A day's curve is 145 of these: plain arithmetic, not a Date and its ISO string each.
  const days = Math.floor(local / DAY_MS);
  const seconds = Math.floor((local - days * DAY_MS) / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${formatCalendarDate(civilDate(days))}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(seconds % 60)}${formatUtcOffset(offset)}`;
}

/**
 * The Gregorian date `days` days after 1970-01-01, by Howard Hinnant's days-to-civil
 * algorithm (http://howardhinnant.github.io/date_algorithms.html).
 */
function civilDate(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * '6:58 AM EST': the station's clock time with its zone's abbreviation at that instant, as en-US
 * writes it. Pass `knownOffset` (minutes) when the caller has it.
 */
export function formatClockTime(ms: number, zone: string, knownOffset?: number): string {
  const offsetMs =
    knownOffset === undefined ? clock.offsetSeconds(zone, ms) * 1000 : knownOffset * MINUTE_MS;
  const local = Math.floor((ms + offsetMs) / MINUTE_MS);
  const minuteOfDay = ((local % 1440) + 1440) % 1440;
  const hour = Math.floor(minuteOfDay / 60);
  const reading = `${hour % 12 === 0 ? 12 : hour % 12}:${pad2(minuteOfDay % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${reading} ${timeZoneAbbreviation(ms, zone)}`;
}

/** The zone's short name at an instant: 'EST', 'EDT', 'HST', or 'GMT+10' where it has none. */
export function timeZoneAbbreviation(ms: number, zone: string): string {
  return clock.abbreviation(zone, ms);
}

/** Rounds an instant to the nearest minute, as published tide tables do. */
export function roundToMinute(ms: number): number {
  return Math.round(ms / MINUTE_MS) * MINUTE_MS;
}
