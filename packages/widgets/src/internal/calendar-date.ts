import { EARLIEST_SELECTABLE_OFFSET_MS } from '../constants.ts';

/** Matches a calendar day written `'YYYY-MM-DD'`. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The visitor's calendar day of a `Date`, `'YYYY-MM-DD'`. Read in local time on purpose:
 * the day someone clicks in a calendar is their day, and going through UTC would shift it
 * for anyone far from Greenwich.
 */
export function toCalendarDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Local midnight of a `'YYYY-MM-DD'` day, or `undefined` when the text is not a day. */
export function fromCalendarDate(date: string): Date | undefined {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return undefined;
  const [, year, month, day] = match;
  return new Date(Number(year), Number(month) - 1, Number(day));
}

/** Whether the text is a `'YYYY-MM-DD'` day. */
export function isCalendarDate(date: string): boolean {
  return fromCalendarDate(date) !== undefined;
}

/**
 * The first selectable day: the local day containing `now - 24 h`. Every day before it ends
 * more than 24 hours ago; yesterday always starts within them, so it stays selectable.
 */
export function earliestSelectableDate(now: Date): Date {
  const limit = new Date(now.getTime() - EARLIEST_SELECTABLE_OFFSET_MS);
  return new Date(limit.getFullYear(), limit.getMonth(), limit.getDate());
}

/**
 * The calendar day `days` after (or before) a `'YYYY-MM-DD'` day, counted on the calendar alone
 * (through UTC noon, where no zone's daylight saving can move it).
 */
export function addDays(date: string, days: number): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const moved = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days, 12));
  return moved.toISOString().slice(0, 10);
}
