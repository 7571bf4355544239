/** Sunrise, sunset and the moon's phase for a station's local day, from astronomy-engine. */
import {
  Body,
  Illumination,
  MoonPhase,
  Observer,
  SearchMoonQuarter,
  SearchRiseSet,
} from 'astronomy-engine';
import type { LocalDay } from './zoned-time.ts';

const DAY_MS = 86_400_000;

export type MoonPhaseName =
  | 'New Moon'
  | 'Waxing Crescent'
  | 'First Quarter'
  | 'Waxing Gibbous'
  | 'Full Moon'
  | 'Waning Gibbous'
  | 'Last Quarter'
  | 'Waning Crescent';

/** astronomy-engine numbers the quarters 0–3 from new moon. */
const QUARTER_NAMES: readonly MoonPhaseName[] = [
  'New Moon',
  'First Quarter',
  'Full Moon',
  'Last Quarter',
];

export interface MoonOnDay {
  phase: MoonPhaseName;
  /** Fraction of the disc lit at local noon, 0..1. */
  illumination: number;
  /** Moon's ecliptic longitude east of the sun at local noon, degrees: 0 new, 180 full. */
  phaseAngle: number;
}

export interface SunOnDay {
  /** Instants, or null when the sun does not rise or set that day (polar day or night). */
  sunriseMs: number | null;
  sunsetMs: number | null;
}

/**
 * The moon on a local day. A principal phase (new, first quarter, full, last quarter) names
 * the whole calendar day in which its instant falls, as almanacs and tide tables print it; any
 * other day is named by the moon's side of those instants at local noon. The moon is the same
 * for every station sharing a time zone, so callers keep it per zone and day.
 */
export function moonOnDay(day: LocalDay): MoonOnDay {
  const noon = new Date(day.noonMs);
  const phaseAngle = MoonPhase(noon);
  const quarter = SearchMoonQuarter(new Date(day.startMs));
  let phase: MoonPhaseName;
  if (quarter.time.date.getTime() < day.endMs) {
    phase = QUARTER_NAMES[quarter.quarter] ?? 'New Moon';
  } else if (phaseAngle < 90) phase = 'Waxing Crescent';
  else if (phaseAngle < 180) phase = 'Waxing Gibbous';
  else if (phaseAngle < 270) phase = 'Waning Gibbous';
  else phase = 'Waning Crescent';
  return {
    phase,
    illumination: Illumination(Body.Moon, noon).phase_fraction,
    phaseAngle,
  };
}

/** Sunrise and sunset within the local day at a place. */
export function sunOnDay(day: LocalDay, latitude: number, longitude: number): SunOnDay {
  const observer = new Observer(latitude, longitude, 0);
  const limitDays = (day.endMs - day.startMs) / DAY_MS;
  const within = (direction: 1 | -1): number | null => {
    const time = SearchRiseSet(Body.Sun, observer, direction, new Date(day.startMs), limitDays);
    const ms = time?.date.getTime();
    return ms !== undefined && ms < day.endMs ? ms : null;
  };
  return { sunriseMs: within(1), sunsetMs: within(-1) };
}
