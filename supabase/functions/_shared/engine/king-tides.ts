/**
 * King and minus tides. A station's king tides are its highest predicted highs of the year:
 * the top 1% of that calendar year's highs (in the station's own time), ranked by height, so
 * every station has a few whatever its range. A minus tide is any low below the datum (0 ft
 * MLLW in the US). Both come from the same predictions the day view shows.
 */
import { predictExtremes, type PredictedExtreme, type TideStation } from './tide-prediction.ts';
import { formatCalendarDate, localDay, wallClock } from './zoned-time.ts';
import { marksMinusTides } from '@tides/conventions/datums';
import type { StationYear } from './station-years.ts';

/** The share of a year's highs called king tides. */
export const KING_TIDE_SHARE = 0.01;

export interface KingTides {
  year: number;
  /** The lowest king tide's height: a high at or above it is a king tide. Metres. */
  thresholdM: number;
  /** How many highs the year has, of which `tides` are the top 1%. */
  highs: number;
  /** The king tides, chronological. */
  tides: PredictedExtreme[];
}

/** The year's king tides at a station. */
export function kingTides(station: TideStation, year: number): KingTides {
  const startMs = localDay({ year, month: 1, day: 1 }, station.timeZone).startMs;
  const endMs = localDay({ year: year + 1, month: 1, day: 1 }, station.timeZone).startMs;
  return rankKingTides(
    year,
    predictExtremes(station, startMs, endMs).filter((e) => e.type === 'high'),
  );
}

/** The king tides of a station-year already computed (see station-years.ts). */
export function kingTidesOf(stationYear: StationYear): KingTides {
  return rankKingTides(stationYear.year, stationYear.highTides());
}

/** The top KING_TIDE_SHARE of a year's highs, chronological. */
function rankKingTides(year: number, highs: readonly PredictedExtreme[]): KingTides {
  const count = Math.max(1, Math.ceil(highs.length * KING_TIDE_SHARE));
  const ranked = [...highs].sort((a, b) => b.heightM - a.heightM || a.time - b.time);
  const top = ranked.slice(0, count);
  return {
    year,
    thresholdM: top.at(-1)?.heightM ?? Infinity,
    highs: highs.length,
    tides: top.sort((a, b) => a.time - b.time),
  };
}

/** The king tides of the twelve months from a day on: each one of its own year's top 1%. */
export interface KingTidesAhead {
  /** The first day, on the station's clock (YYYY-MM-DD). */
  from: string;
  /** The last day, the one before the same date a year on (YYYY-MM-DD). */
  through: string;
  /** The years the twelve months span, each ranked whole: a king tide is its own year's. */
  years: KingTides[];
  /** The king tides within the twelve months, chronological. */
  tides: PredictedExtreme[];
}

/**
 * The king tides from the station's day at `fromMs` through the next twelve months: the rest of
 * this year's and next year's up to the same date. Each year is still ranked whole, so the list
 * and the marks on any week or month agree on which highs are king tides. `yearOf` ranks a year
 * (a caller keeps them).
 */
export function kingTidesAhead(
  station: TideStation,
  fromMs: number,
  yearOf: (year: number) => KingTides = (year) => kingTides(station, year),
): KingTidesAhead {
  const today = wallClock(fromMs, station.timeZone);
  const start = localDay(
    { year: today.year, month: today.month, day: today.day },
    station.timeZone,
  );
  // A year on from 29 February is 1 March: there is no 29th to stop before.
  const leapDay = today.month === 2 && today.day === 29;
  const end = localDay(
    { year: today.year + 1, month: leapDay ? 3 : today.month, day: leapDay ? 1 : today.day },
    station.timeZone,
  );
  const years = [yearOf(today.year), yearOf(today.year + 1)];
  const tides = years
    .flatMap((year) => year.tides)
    .filter((tide) => tide.time >= start.startMs && tide.time < end.startMs);
  const last = wallClock(end.startMs - 1, station.timeZone);
  return { from: start.key, through: formatCalendarDate(last), years, tides };
}

/** Whether a low is a minus tide: below the datum, where the datum is a low-water one. */
export function isMinusTide(
  extreme: Pick<PredictedExtreme, 'type' | 'heightM'>,
  datum: string,
): boolean {
  return extreme.type === 'low' && extreme.heightM < 0 && marksMinusTides(datum);
}
