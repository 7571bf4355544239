import { isCalendarDay, isCalendarMonth } from '../lib/calendar';

/**
 * The page's view as its address gives it: a day (and the week; with its hours shown for
 * `?view=hours`), a month's table, or a year's.
 */
export interface StationView {
  kind: 'day' | 'hours' | 'month' | 'year';
  /** The day shown, when the address names one; else today, once known. */
  date: string | null;
  month: string | null;
  /** The year shown, when the address names one; else this year, once known. */
  year: number | null;
}

/** The first and last years the tide service predicts. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

function readYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

export function readView(search: string): StationView {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const month = params.get('month');
  const view = params.get('view');
  return {
    kind:
      view === 'year'
        ? 'year'
        : view === 'month' || isCalendarMonth(month)
          ? 'month'
          : view === 'hours'
            ? 'hours'
            : 'day',
    date: isCalendarDay(date) ? date : null,
    month: isCalendarMonth(month) ? month : null,
    year: readYear(params.get('year')),
  };
}
