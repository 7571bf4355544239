/**
 * The real date and time of each month's full moon, and of each year's Harvest and Hunter's
 * Moons, computed with astronomy-engine when the site is built (see the full-moons plugin in
 * vite.config.ts), so the browser gets a small table and not an astronomy library. Shown in US
 * Eastern time, labelled, because the pages are not about one place.
 */
import { SearchMoonPhase, Seasons } from 'astronomy-engine';

import { PEAK_TIME_ZONE } from './full-moons-zone.ts';

export { PEAK_TIME_ZONE };
/** The ecliptic longitude difference Moon − Sun at full moon, in degrees. */
const FULL_MOON_LONGITUDE = 180;

export interface FullMoonPeak {
  /** ISO instant. */
  instant: string;
  /** e.g. 'Saturday, January 3, 2026 at 5:03 AM EST'. */
  label: string;
  /** What else this full moon is, e.g. 'Blue Moon' for the second full moon in a month. */
  note?: string;
}

/** One year's full moon of a kind: usually one peak, two when a month has a Blue Moon. */
export type Occurrence = FullMoonPeak[];

/** Which full moons each moon page is about, year by year, oldest first. */
export interface FullMoonCalendar {
  /** Month (0–11) → each year's full moons in that month; a year with none is left out. */
  months: Occurrence[][];
  /** The full moon nearest the September equinox, in September or October. */
  harvest: Occurrence[];
  /** The full moon after the Harvest Moon, in October or November. */
  hunter: Occurrence[];
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

const DAY_MS = 86_400_000;
/**
 * More than half the longest time between full moons (29.8 days), and less than the shortest
 * (29.3): the nearest full moon to any instant is within this much of it, and only one full moon
 * fits in that span before it.
 */
const NEAREST_FULL_MOON_WITHIN_MS = 15 * DAY_MS;

function nextFullMoon(after: Date): Date {
  const found = SearchMoonPhase(FULL_MOON_LONGITUDE, after, 40);
  // A full moon comes every 29.5 days, so a 40-day search always finds one.
  if (!found) throw new Error(`No full moon within 40 days of ${after.toISOString()}.`);
  return found.date;
}

/** The full moon nearest the September equinox of `year`, and the one after it. */
export function harvestAndHunterMoons(year: number): { harvest: Date; hunter: Date } {
  const equinox = Seasons(year).sep_equinox.date;
  // The nearest is the first full moon after the equinox or the one in the 15 days before it,
  // whichever is closer.
  const after = nextFullMoon(equinox);
  const before = nextFullMoon(new Date(equinox.getTime() - NEAREST_FULL_MOON_WITHIN_MS));
  const harvest =
    before < equinox && equinox.getTime() - before.getTime() < after.getTime() - equinox.getTime()
      ? before
      : after;
  return { harvest, hunter: nextFullMoon(new Date(harvest.getTime() + DAY_MS)) };
}

/**
 * The full moons each moon page shows for the given years. The second full moon of a calendar
 * month (Eastern time) is labelled a Blue Moon; a Harvest or Hunter's Moon in a later month than
 * usual says so, and the month page it falls in names it.
 */
export function fullMoonCalendar(years: number[]): FullMoonCalendar {
  const special = new Map<string, string>();
  const harvest: Occurrence[] = [];
  const hunter: Occurrence[] = [];
  const table = fullMoonTable(years);
  const isBlue = (instant: Date): boolean => {
    const { year, month } = monthInZone(instant);
    return table[year]?.[month]?.[1]?.instant === instant.toISOString();
  };
  const peakAt = (instant: Date, ...notes: (string | null)[]): FullMoonPeak => {
    const note = [isBlue(instant) ? 'Blue Moon' : null, ...notes].filter(Boolean).join(', ');
    return { instant: instant.toISOString(), label: label(instant), ...(note ? { note } : {}) };
  };
  for (const year of years) {
    const moons = harvestAndHunterMoons(year);
    const late = monthInZone(moons.harvest).month === 9;
    harvest.push([
      peakAt(
        moons.harvest,
        late ? 'in October this year, nearer the equinox than September’s' : null,
      ),
    ]);
    hunter.push([
      peakAt(moons.hunter, late ? 'in November this year, after an October Harvest Moon' : null),
    ]);
    special.set(moons.harvest.toISOString(), 'also this year’s Harvest Moon');
    special.set(moons.hunter.toISOString(), 'also this year’s Hunter’s Moon');
  }
  const months = Array.from({ length: 12 }, (_, month) =>
    years
      .map((year) =>
        (table[year]?.[month] ?? []).map((peak, index): FullMoonPeak => {
          const notes = [index === 1 ? 'Blue Moon' : null, special.get(peak.instant) ?? null];
          const note = notes.filter(Boolean).join(', ');
          return note ? { ...peak, note } : peak;
        }),
      )
      .filter((occurrence) => occurrence.length > 0),
  );
  return { months, harvest, hunter };
}
