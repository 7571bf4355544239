/**
 * Moonrise, moonset and the solunar periods of a station's local day, as astronomy-engine finds
 * them (through ephemeris.ts, which shares the costly part of its searches between stations).
 * Solunar tables (John Alden Knight's) put a major period around each passing of the moon over
 * and under the place (its upper and lower transits) and a minor one around each moonrise and
 * moonset; the common tables' widths are used: two hours for a major, one for a minor.
 */
import { searchHourAngle, searchRiseSet, skyPlace } from './ephemeris.ts';
import type { LocalDay } from './zoned-time.ts';
import { isoWithOffset, roundToMinute } from './zoned-time.ts';

const MINUTE_MS = 60_000;
const MAJOR_HALF_MS = 60 * MINUTE_MS;
const MINOR_HALF_MS = 30 * MINUTE_MS;

export interface SolunarPeriod {
  kind: 'major' | 'minor';
  /** ISO 8601 with the station's offset, to the minute. */
  start: string;
  end: string;
}

export interface MoonTimes {
  /** ISO 8601 with the station's offset; null when the moon does not rise or set that day. */
  moonrise: string | null;
  moonset: string | null;
  /** The day's solunar periods, chronological by their centres. */
  solunar: SolunarPeriod[];
}

/** The moon's rise, set and transits within a local day at a place. */
export function moonTimesOnDay(
  day: LocalDay,
  latitude: number,
  longitude: number,
  zone: string,
): MoonTimes {
  const place = skyPlace(latitude, longitude);
  const limitMs = day.endMs - day.startMs;
  const within = (ms: number | null) =>
    ms !== null && ms >= day.startMs && ms < day.endMs ? ms : null;
  const rise = within(searchRiseSet('moon', place, 1, day.startMs, limitMs));
  const set = within(searchRiseSet('moon', place, -1, day.startMs, limitMs));
  const transits = [0, 12]
    .map((hourAngle) => within(searchHourAngle('moon', place, hourAngle, day.startMs)))
    .filter((ms): ms is number => ms !== null);
  const iso = (ms: number) => isoWithOffset(roundToMinute(ms), zone);
  const centres = [
    ...transits.map((ms) => ({ kind: 'major' as const, ms, half: MAJOR_HALF_MS })),
    ...[rise, set]
      .filter((ms): ms is number => ms !== null)
      .map((ms) => ({ kind: 'minor' as const, ms, half: MINOR_HALF_MS })),
  ].sort((a, b) => a.ms - b.ms);
  return {
    moonrise: rise === null ? null : iso(rise),
    moonset: set === null ? null : iso(set),
    solunar: centres.map(({ kind, ms, half }) => ({
      kind,
      start: iso(ms - half),
      end: iso(ms + half),
    })),
  };
}
