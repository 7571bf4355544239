/**
 * The real date and time of each month's full moon, computed with astronomy-engine when the site
 * is built (see the full-moons plugin in vite.config.ts), so the browser gets a small table and
 * not an astronomy library. Shown in US Eastern time, labelled, because the pages are not about
 * one place.
 */
import { SearchMoonPhase } from 'astronomy-engine';

import { PEAK_TIME_ZONE } from './full-moons-zone.ts';

export { PEAK_TIME_ZONE };
/** The ecliptic longitude difference Moon − Sun at full moon, in degrees. */
const FULL_MOON_LONGITUDE = 180;

export interface FullMoonPeak {
  /** ISO instant. */
  instant: string;
  /** e.g. 'Saturday, January 3, 2026 at 5:03 AM EST'. */
  label: string;
}

/** Year → month (0–11) → that month's full moons. */
export type FullMoonTable = Record<number, FullMoonPeak[][]>;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PEAK_TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function monthInZone(instant: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PEAK_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month') - 1 };
}

function label(instant: Date): string {
  return formatter.format(instant).replace(/, (\d{1,2}:\d{2})/, ' at $1');
}

/**
 * The full moons whose Eastern-time date falls in `month` (0–11) of `year`: usually one,
 * sometimes two (a blue moon), and in some Februaries none.
 */
export function fullMoonsInMonth(year: number, month: number): FullMoonPeak[] {
  const peaks: FullMoonPeak[] = [];
  // Start a day early so a full moon just after midnight Eastern on the 1st is not missed.
  let from = new Date(Date.UTC(year, month, 1) - 86_400_000);
  for (let i = 0; i < 3; i += 1) {
    const found = SearchMoonPhase(FULL_MOON_LONGITUDE, from, 40);
    if (!found) break;
    const zoned = monthInZone(found.date);
    if (zoned.year > year || (zoned.year === year && zoned.month > month)) break;
    if (zoned.year === year && zoned.month === month) {
      peaks.push({ instant: found.date.toISOString(), label: label(found.date) });
    }
    from = new Date(found.date.getTime() + 86_400_000);
  }
  return peaks;
}

/** Every month's full moons for the given years. */
export function fullMoonTable(years: number[]): FullMoonTable {
  return Object.fromEntries(
    years.map((year) => [
      year,
      Array.from({ length: 12 }, (_, month) => fullMoonsInMonth(year, month)),
    ]),
  );
}
