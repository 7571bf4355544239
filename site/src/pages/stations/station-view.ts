import { isCalendarDay, isCalendarMonth } from '../../lib/calendar';

/** The page's view as its address gives it: a day (and the week), or a month's table. */
export interface StationView {
  kind: 'day' | 'month';
  /** The day shown, when the address names one; else today, once known. */
  date: string | null;
  month: string | null;
}

export function readView(search: string): StationView {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const month = params.get('month');
  return {
    kind: params.get('view') === 'month' || isCalendarMonth(month) ? 'month' : 'day',
    date: isCalendarDay(date) ? date : null,
    month: isCalendarMonth(month) ? month : null,
  };
}
