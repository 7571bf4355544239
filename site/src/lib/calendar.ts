/**
 * Calendar days ('YYYY-MM-DD') and times on a station's clock. A calendar day is not an
 * instant: days are stepped in UTC, where they cannot shift, and instants are shown in the
 * station's own zone, never the visitor's, by the product's own zone rules (the release the
 * tide service reads, which the widgets load on demand: a page showing station times waits for
 * them with `useZoneRules`), never the browser's: the instant is shifted to the station's wall
 * clock and written in UTC. Before they are in, the browser's own rules stand in.
 */
import type { HourCycle } from '@tides/widgets';
import { currentZoneRules } from '@tides/widgets/rules';
import { createStationClock, formatUtcOffset } from '@tides/zones/clock';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** The site's clock: the widgets' station rules once they are in, `@tides/zones`' one fallback before. */
const clock = createStationClock(currentZoneRules);

/** The instant whose UTC reading is the zone's wall clock at `ms`. */
function wallClock(timeZone: string, ms: number): Date {
  return new Date(clock.wallClockInstant(timeZone, ms));
}

/**
 * Today's calendar day on a zone's clock (or the day of `now` there): the site's one way of
 * asking, read by the product's zone rules once they are in. Never in prerendered HTML.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return clock.dayAt(timeZone, now.getTime());
}

/** The visitor's own zone, as their browser keeps it: for asking before a station's is known. */
export function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether `value` names a real day, '2026-02-30' not being one. */
export function isCalendarDay(value: string | null | undefined): value is string {
  const match = value ? DAY_PATTERN.exec(value) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day
  );
}

/** Whether `value` names a month, '2026-11'. */
export function isCalendarMonth(value: string | null | undefined): value is string {
  const match = value ? MONTH_PATTERN.exec(value) : null;
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function utcOf(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return fromUtc(utcOf(day) + count * 86_400_000);
}

/** The month `count` months after `month` ('2026-11' + 2 → '2027-01'). */
export function addMonths(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return fromUtc(Date.UTC(year, number - 1 + count, 1)).slice(0, 7);
}

/** How many days `month` has. */
export function daysInMonth(month: string): number {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** 'Wednesday, November 25, 2026'. */
export function formatDay(day: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: style,
    month: style,
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(utcOf(day));
}

/** 'November 2026'. */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(utcOf(`${month}-01`));
}

/** An instant as the station's clock shows it: '6:42 AM', or '06:42' on a 24-hour clock. */
export function formatClock(instant: string, timeZone: string, hourCycle?: HourCycle): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle,
  }).format(wallClock(timeZone, Date.parse(instant)));
}

/** The zone's abbreviation at an instant: 'EST', 'EDT', 'MST', 'GMT+10'. */
export function zoneAbbreviation(timeZone: string, instant: string | number): string {
  return clock.abbreviation(timeZone, typeof instant === 'number' ? instant : Date.parse(instant));
}

/** The zone's offset from UTC at an instant, as ISO 8601 writes it: '-07:00'. */
export function utcOffset(timeZone: string, instant: string | number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return formatUtcOffset(clock.offsetMinutes(timeZone, ms));
}

/** An instant as ISO 8601 on the zone's clock, with its offset: '2026-11-25T07:05:00-07:00'. */
export function isoOnClock(timeZone: string, instant: string | number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return `${wallClock(timeZone, ms).toISOString().slice(0, 19)}${utcOffset(timeZone, ms)}`;
}

/** The first instant of `day` on the zone's clock (local midnight). */
export function startOfDay(timeZone: string, day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return clock.zonedInstant({ year, month, day: date }, 0, 0, timeZone);
}

/** A day's zone on a station's clock: its abbreviation, and the one it changes to that day. */
export interface DayZone {
  /** At the start of the day: 'EST'. */
  abbreviation: string;
  /** UTC offset at the start of the day: '-05:00'. */
  offset: string;
  /** The same in minutes east of UTC: -300. */
  offsetMinutes: number;
  /** Set on a day the zone changes: the abbreviation and offset after, and when. */
  change: { abbreviation: string; offset: string; offsetMinutes: number; at: number } | null;
}

/** Which offset a day is in, and whether it changes that day. */
export function dayZone(timeZone: string, day: string): DayZone {
  const start = startOfDay(timeZone, day);
  const end = startOfDay(timeZone, addDays(day, 1));
  const abbreviation = zoneAbbreviation(timeZone, start);
  const offset = utcOffset(timeZone, start);
  const changes = clock.changesBetween(timeZone, start, end - 1);
  const at = changes.at(-1);
  return {
    abbreviation,
    offset,
    offsetMinutes: clock.offsetMinutes(timeZone, start),
    change:
      at === undefined
        ? null
        : {
            abbreviation: zoneAbbreviation(timeZone, at),
            offset: utcOffset(timeZone, at),
            offsetMinutes: clock.offsetMinutes(timeZone, at),
            at,
          },
  };
}
