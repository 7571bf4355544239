/**
 * King and minus tides. A station's king tides are its highest predicted highs of the year:
 * the top 1% of that calendar year's highs (in the station's own time), ranked by height, so
 * every station has a few whatever its range. A minus tide is any low below the datum (0 ft
 * MLLW in the US). Both come from the same predictions the day view shows.
 */
import { predictExtremes, type PredictedExtreme, type TideStation } from './tide-prediction.ts';
import { localDay } from './zoned-time.ts';
import { marksMinusTides } from './datums.ts';

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
  const highs = predictExtremes(station, startMs, endMs).filter((e) => e.type === 'high');
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

/** Whether a low is a minus tide: below the datum, where the datum is a low-water one. */
export function isMinusTide(
  extreme: Pick<PredictedExtreme, 'type' | 'heightM'>,
  datum: string,
): boolean {
  return extreme.type === 'low' && extreme.heightM < 0 && marksMinusTides(datum);
}
