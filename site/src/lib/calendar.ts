/**
 * Calendar days ('YYYY-MM-DD') and times on a station's clock. A calendar day is not an
 * instant: days are stepped in UTC, where they cannot shift, and instants are shown in the
 * station's own zone, never the visitor's.
 */
import type { HourCycle } from '@tides/widgets';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** Today's calendar day on a zone's clock (the visitor's when no zone is given). */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
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
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle,
  }).format(new Date(instant));
}

/** The zone's everyday name: 'Eastern Standard Time'. */
export function zoneName(timeZone: string, day: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(utcOf(day) + 12 * 3_600_000)
    .find((each) => each.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
