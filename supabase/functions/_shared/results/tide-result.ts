/**
 * What get-tide-data answers: the result a caller gets, and the error body of every refusal.
 * The widgets keep their own copy of these shapes (they cannot import this package); a test
 * beside them checks the two agree.
 */
import type { MoonTimes } from '../engine/moon-times.ts';
import type { MoonPhaseName } from '../engine/sky.ts';

export type { MoonPhaseName } from '../engine/sky.ts';
export type { MoonTimes, SolunarPeriod } from '../engine/moon-times.ts';

export type TideSource = 'fresh' | 'cached' | 'harmonic';

/** One high or low water. */
export interface TideEvent {
  /** Station-local clock time with the zone's abbreviation: '6:58 AM EST'. */
  time: string;
  /** Height above the datum in feet, one decimal: '10.2 ft'. */
  height: string;
  /** The instant, ISO 8601 with the station's UTC offset: '2026-11-22T06:58:00-05:00'. */
  at: string;
  /** Height above the datum in metres, three decimals. */
  heightM: number;
  type: 'high' | 'low';
}

/** A point of the day's water-level curve. */
export interface TideTimelinePoint {
  /** ISO 8601 with the station's UTC offset. */
  at: string;
  /** Height above the datum in metres, three decimals. */
  heightM: number;
}

export interface TideStationSummary {
  id: string;
  noaaId: string | null;
  name: string;
  state: string | null;
  /** The country's name: 'United States', 'Canada'; a station's page address starts with it outside the US. */
  country: string | null;
  /** IANA time zone every time in the result is given in. */
  timeZone: string;
  /** The zone's abbreviation on that day (at local noon): 'EST', 'EDT'. */
  timeZoneAbbreviation: string;
  latitude: number;
  longitude: number;
  type: 'reference' | 'subordinate';
  referenceId: string | null;
}

/**
 * Spring tides, the largest ranges of the fortnight, come with new and full moon; neap tides,
 * the smallest, with the quarters, each a day or two later at most stations. A day is marked
 * from the station's own predicted ranges: within three days of each new and full moon, the
 * day of largest range (highest high less lowest low) is 'spring'; within three days of each
 * quarter, the day of smallest range is 'neap'.
 */
export type TideRangeKind = 'spring' | 'neap';

/** One day of a multi-day answer: its highs and lows, sun and moon, without the curve. */
export interface TideDay {
  /** The station-local calendar day: 'YYYY-MM-DD'. */
  date: string;
  source: TideSource;
  /** The zone's abbreviation on that day (at local noon). */
  timeZoneAbbreviation: string;
  /** Every high and low of the day, in order. */
  extremes: TideEvent[];
  sun: { sunrise: string | null; sunset: string | null };
  moon: { phase: MoonPhaseName; illumination: number; phaseAngle: number };
  moonTimes: MoonTimes;
  /** 'spring' or 'neap' on the day of the station's largest or smallest range near those phases, else null. */
  tideRange: TideRangeKind | null;
}

/** A successful answer. */
export interface TideResult {
  /** 'Boston, MA'. */
  location: string;
  /** The station-local calendar day: 'YYYY-MM-DD'. */
  date: string;
  /** 'fresh' from NOAA now, 'cached' from NOAA earlier, 'harmonic' computed here. */
  source: TideSource;
  highTides: TideEvent[];
  lowTides: TideEvent[];
  moonPhase: MoonPhaseName;
  /** Lit fraction of the moon at local noon: '87%'. */
  moonIllumination: string;
  station: TideStationSummary;
  /** What heights are measured from: 'MLLW' for US stations. */
  datum: string;
  units: { height: 'ft'; heightM: 'm' };
  /** Every high and low of the day, in order. */
  extremes: TideEvent[];
  /** The water level every 10 minutes from local midnight to the next, both included. */
  timeline: TideTimelinePoint[];
  /** ISO 8601 with the station's offset; null when the sun does not rise or set that day. */
  sun: { sunrise: string | null; sunset: string | null };
  moon: {
    phase: MoonPhaseName;
    /** 0..1, three decimals. */
    illumination: number;
    /** Degrees from new moon (0) through full (180), one decimal. */
    phaseAngle: number;
  };
  /** Moonrise and moonset (null when the moon does not rise or set that day), and the solunar periods. */
  moonTimes: MoonTimes;
  attribution: string;
  /**
   * Present when the request asked for more than one day (`days`, up to 31): each day from
   * `date` on, the first being `date` itself. The curve is given for `date` alone.
   */
  days?: TideDay[];
  /** When this answer was made, ISO 8601 UTC. */
  generatedAt: string;
}

/** Every failure's body: its shape is the platform's, shared by every function. */
export type { TideErrorBody } from '../platform/json-answer.ts';
