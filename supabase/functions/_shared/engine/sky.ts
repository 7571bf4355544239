/**
 * Sunrise, sunset and the moon's phase for a station's local day, from astronomy-engine
 * (through ephemeris.ts, which shares the costly part between stations, but for the instants
 * of the principal phases).
 */
import type { MoonPhaseName } from '@tides/conventions/moon-phases';
import { NextMoonQuarter, SearchMoonQuarter } from 'astronomy-engine';
import { moonPhaseAt, searchRiseSet, skyPlace } from './ephemeris.ts';
import type { LocalDay } from './zoned-time.ts';

const DAY_MS = 86_400_000;
/** The moon's principal phases are looked up in spans of this many days, each found once. */
const QUARTER_SPAN_MS = 16 * DAY_MS;
/** Spans of principal phases kept: decades' worth, a few KB. */
const QUARTER_SPANS_KEPT = 1024;

export type { MoonPhaseName };

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

/** A principal phase: which (0 new … 3 last quarter) and when. */
interface Quarter {
  quarter: number;
  ms: number;
}

const quarterSpans = new Map<number, Quarter[]>();

/**
 * The first principal phase after `ms`, as SearchMoonQuarter finds it, from the phases of the
 * span of QUARTER_SPAN_MS around it, each found once for every station and day that asks:
 * searching for it per day was most of the cost of a day's moon.
 */
function nextQuarter(ms: number): Quarter {
  const span = Math.floor(ms / QUARTER_SPAN_MS);
  let quarters = quarterSpans.get(span);
  if (!quarters) {
    if (quarterSpans.size >= QUARTER_SPANS_KEPT) quarterSpans.clear();
    // From the span's start to the first phase after its end: the phases are days apart.
    const endMs = (span + 1) * QUARTER_SPAN_MS;
    let found = SearchMoonQuarter(new Date(span * QUARTER_SPAN_MS));
    quarters = [{ quarter: found.quarter, ms: found.time.date.getTime() }];
    while (found.time.date.getTime() <= endMs) {
      found = NextMoonQuarter(found);
      quarters.push({ quarter: found.quarter, ms: found.time.date.getTime() });
    }
    quarterSpans.set(span, quarters);
  }
  return quarters.find((each) => each.ms > ms) ?? quarters[quarters.length - 1]!;
}

/**
 * The moon on a local day. A principal phase (new, first quarter, full, last quarter) names
 * the whole calendar day in which its instant falls, as almanacs and tide tables print it; any
 * other day is named by the moon's side of those instants at local noon.
 */
export function moonOnDay(day: LocalDay): MoonOnDay {
  const { phaseAngle, illumination } = moonPhaseAt(day.noonMs);
  const quarter = nextQuarter(day.startMs);
  let phase: MoonPhaseName;
  if (quarter.ms < day.endMs) {
    phase = QUARTER_NAMES[quarter.quarter] ?? 'New Moon';
  } else if (phaseAngle < 90) phase = 'Waxing Crescent';
  else if (phaseAngle < 180) phase = 'Waxing Gibbous';
  else if (phaseAngle < 270) phase = 'Waning Gibbous';
  else phase = 'Waning Crescent';
  return { phase, illumination, phaseAngle };
}

/** Sunrise and sunset within the local day at a place. */
export function sunOnDay(day: LocalDay, latitude: number, longitude: number): SunOnDay {
  const place = skyPlace(latitude, longitude);
  const within = (direction: 1 | -1): number | null => {
    const ms = searchRiseSet('sun', place, direction, day.startMs, day.endMs - day.startMs);
    return ms !== null && ms < day.endMs ? ms : null;
  };
  return { sunriseMs: within(1), sunsetMs: within(-1) };
}
