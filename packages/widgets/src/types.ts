/**
 * The data contracts the widgets render. Only the display text of each tide (a time and a
 * height) is guaranteed, so every richer field is optional and every widget must read well
 * with that minimum alone.
 */

/** One high or low water. */
export interface TideEvent {
  /** The time as display text in the station's zone, e.g. `'6:58 AM EST'`. */
  time: string;
  /** The height as display text, e.g. `'10.2 ft'`. */
  height: string;
  /** The instant as ISO 8601 with its offset, e.g. `'2026-03-15T06:58:00-04:00'`. */
  at?: string;
  /** The height in metres above the datum. */
  heightM?: number;
  /** Whether this is a high or a low water. */
  type?: 'high' | 'low';
}

/** A tide station the visitor can search for and choose. */
export interface TideLocation {
  /** The station's id, e.g. `'noaa/8443970'`. */
  id: string;
  /** The station's name, e.g. `'Boston'`. */
  name: string;
  /** US state or territory code (`'MA'`), or `null`. */
  state: string | null;
  /** Latitude in degrees. */
  latitude: number;
  /** Longitude in degrees. */
  longitude: number;
  /** NOAA CO-OPS station number, when the search gave it; tells same-named stations apart. */
  noaaId?: string | null;
  /** The station's country as the tide database names it (`'Canada'`), when the search gave it. */
  country?: string | null;
  /** The station's bay, island, pier or town, when the search gave it: `'White Street Pier'`. */
  area?: string | null;
  /** The place the visitor typed, when the station was found near it: `'Waikiki, HI'`. */
  place?: string | null;
  /** Kilometres from that place, or from the visitor for a nearest-station lookup. */
  distanceKm?: number | null;
  /**
   * What the row is, when the search gave it: a tide station, a tidal-current station, or a
   * water-level gauge whose tide is too small to tabulate (named so: 'Oriental — water-level
   * gauge, tides too small to tabulate').
   */
  kind?: 'tide' | 'current' | 'gauge';
}

/** A tide station as a day of tides describes it: the location, and what its times and heights rest on. */
export interface TideStation extends Omit<TideLocation, 'area' | 'place' | 'distanceKm' | 'kind'> {
  /** NOAA CO-OPS station number (e.g. `'8443970'`), or `null` for non-NOAA stations. */
  noaaId: string | null;
  /** IANA time zone of the station, e.g. `'America/New_York'`. */
  timeZone: string;
  /** The zone's abbreviation on the requested day, e.g. `'EDT'`. */
  timeZoneAbbreviation: string;
  /** Reference stations have their own harmonics; subordinate ones are offsets from a reference. */
  type: 'reference' | 'subordinate';
  /** For a subordinate station, the id of its reference station; else `null`. */
  referenceId: string | null;
}

/** Where a result's numbers came from, as the backend names it. */
export type TideSource = 'fresh' | 'cached' | 'harmonic' | (string & {});

/**
 * Spring tides, the largest ranges of the fortnight, come near new and full moon; neap tides,
 * the smallest, near the quarters.
 */
export type TideRange = 'spring' | 'neap';

/** A solunar period: a major one around the moon's transits, a minor one around its rise and set. */
export interface SolunarPeriod {
  kind: 'major' | 'minor';
  /** ISO 8601 instants with the station's offset. */
  start: string;
  end: string;
}

/** Moonrise and moonset (ISO 8601, `null` when the moon does not rise or set), and the solunar periods. */
export interface MoonTimes {
  moonrise: string | null;
  moonset: string | null;
  solunar: SolunarPeriod[];
}

/**
 * One day of a multi-day answer (`TideResult.days`): its highs and lows, sun and moon, without
 * a curve. Only the day and its list of tides are guaranteed; the rest may be missing.
 */
export interface TideDay {
  /** The station-local calendar day, `'YYYY-MM-DD'`. */
  date: string;
  /** Where this day's numbers came from; days of one answer may differ (NOAA's, then computed). */
  source: TideSource;
  /** The zone's abbreviation on this day, e.g. `'EST'`: it changes across daylight saving. */
  timeZoneAbbreviation: string;
  /** Every high and low of the day, in time order. */
  extremes: TideEvent[];
  /** Sunrise and sunset as ISO 8601 instants, `null` when the sun does not rise or set. */
  sun?: { sunrise: string | null; sunset: string | null };
  /** The moon: phase name, illuminated fraction and phase angle in degrees (0 new, 180 full). */
  moon?: { phase: string; illumination: number; phaseAngle: number };
  /** Moonrise, moonset and the day's solunar periods. */
  moonTimes?: MoonTimes;
  /** `'spring'` or `'neap'` when the day is near those phases of the moon, else `null`. */
  tideRange: TideRange | null;
}

/** The answer of the backend's `get-tide-data` function for one location and day. */
export interface TideResult {
  /** The location's display name, e.g. `'Boston, MA'`. */
  location: string;
  /** The calendar day the tides are for, `'YYYY-MM-DD'`. */
  date: string;
  /** The day's high waters. */
  highTides: TideEvent[];
  /** The day's low waters. */
  lowTides: TideEvent[];
  // The four fields above make a day of tides (`readTideResult` requires them); the rest may be empty.
  /** `'fresh'` (live from NOAA), `'cached'`, or anything else, which is sample data. */
  source: TideSource;
  /** The moon's phase name, e.g. `'Waxing Gibbous'`. */
  moonPhase: string;
  /** The moon's illuminated fraction as display text, e.g. `'87%'`. */
  moonIllumination: string;
  /** The station the prediction is for. */
  station?: TideStation;
  /** The vertical datum the heights are above, e.g. `'MLLW'`. */
  datum?: string;
  /** Units of the display heights. */
  units?: { height: 'ft'; heightM: 'm' };
  /** Highs and lows together in time order. */
  extremes?: TideEvent[];
  /** Water level through the day, for charts. */
  timeline?: { at: string; heightM: number }[];
  /** Sunrise and sunset as ISO 8601 instants, `null` when the sun does not rise or set. */
  sun?: { sunrise: string | null; sunset: string | null };
  /** The moon as numbers: illuminated fraction and phase angle in degrees (0 new, 180 full). */
  moon?: { phase: string; illumination: number; phaseAngle: number };
  /** Moonrise, moonset and the day's solunar periods. */
  moonTimes?: MoonTimes;
  /** Credit for the data, to show with it. */
  attribution?: string;
  /**
   * With a request for more than one day: each day from `date` on, the first being `date`
   * itself. The fields above describe `date` alone.
   */
  days?: TideDay[];
  /** When the backend produced the answer, ISO 8601. */
  generatedAt?: string;
}

/** One observation of a gauge's water level, with the prediction for the same instant. */
export interface WaterLevelObservation {
  /** The instant, ISO 8601 with the station's UTC offset. */
  at: string;
  /** The measured height above the datum (MLLW), metres. */
  heightM: number;
  /** The predicted height for the same instant, metres. */
  predictedM: number;
}

/** The newest observation, and how far the water is from the prediction. */
export interface WaterLevelLatest extends WaterLevelObservation {
  /** Observed minus predicted, metres: positive when the water is higher than predicted. */
  residualM: number;
}

/**
 * What a gauge measured over the last 48 hours beside the prediction, as `get-water-level`
 * answers it. `source: 'unavailable'` (with `reason`) when there is nothing to show.
 */
export interface WaterLevelResult {
  station: {
    id: string;
    noaaId: string | null;
    name: string;
    state: string | null;
    /** IANA zone every instant is given in. */
    timeZone: string;
    /** Whether a gauge reports the water level at this station. */
    liveGauge: boolean;
  };
  /** `'noaa'` when there are observations, else `'unavailable'`. */
  source: 'noaa' | 'unavailable';
  /** Good observations, oldest first; flagged and missing ones are left out. */
  observations: WaterLevelObservation[];
  /** The newest good observation, or null. */
  latest: WaterLevelLatest | null;
  /** When NOAA gave these observations, ISO 8601. */
  fetchedAt: string;
  /** Whole minutes since `fetchedAt`. */
  ageMinutes: number;
  /** Served from an earlier answer because NOAA did not answer this time. */
  stale: boolean;
  /** When the gauge stopped reporting (its last observation), or null while it reports. */
  silentSince: string | null;
  /** Why there are no observations, or why they are old; null otherwise. */
  reason: string | null;
}

/** Units for tide heights. */
export type HeightUnits = 'ft' | 'm';

/** A clock: `'h12'` reads `6:58 AM`, `'h23'` reads `06:58`. */
export type HourCycle = 'h12' | 'h23';

/** Colour scheme of a widget: `'system'` follows the visitor's `prefers-color-scheme`. */
export type TidesTheme = 'light' | 'dark' | 'system';

/** How a notice is presented: `'destructive'` for failures. */
export type TideNoticeVariant = 'default' | 'destructive';

/** A brief outcome message (a toast on the site, an inline notice inside a widget). */
export interface TideNotice {
  /** The notice's title, e.g. `'Tide data updated'`. */
  title: string;
  /** The notice's body text. */
  description: string;
  /** `'destructive'` for failures, `'default'` otherwise. */
  variant: TideNoticeVariant;
}
