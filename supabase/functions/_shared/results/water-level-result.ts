/**
 * What get-water-level answers: a gauge's observed water level over the last two days beside
 * our own prediction for the same instants. The widgets keep their own copy of these shapes
 * (they cannot import this package); a test beside them checks the two agree.
 */

/** Where the observations came from: NOAA CO-OPS, or nowhere (with the reason said). */
export type WaterLevelSource = 'noaa' | 'unavailable';

/** One six-minute observation that passed NOAA's quality checks, with our prediction for it. */
export interface WaterLevelObservation {
  /** The instant, ISO 8601 with the station's UTC offset: '2026-11-22T06:54:00-05:00'. */
  at: string;
  /** The measured height above MLLW, metres, three decimals. */
  heightM: number;
  /** Our harmonic prediction for the same instant (as get-tide-data's curve), metres. */
  predictedM: number;
}

/** The newest observation, and how far the water is from the prediction. */
export interface WaterLevelLatest extends WaterLevelObservation {
  /** Observed minus predicted, metres: positive when the water is higher than predicted. */
  residualM: number;
}

/** The station the observations are for. */
export interface WaterLevelStation {
  id: string;
  noaaId: string | null;
  name: string;
  state: string | null;
  /** IANA time zone every instant in the answer is given in. */
  timeZone: string;
  /** Whether the catalogue lists a gauge reporting observations at this station. */
  liveGauge: boolean;
}

export interface WaterLevelResult {
  station: WaterLevelStation;
  source: WaterLevelSource;
  /** Good observations over the last 48 hours, oldest first; empty when unavailable. */
  observations: WaterLevelObservation[];
  /** The newest good observation; null when there is none. */
  latest: WaterLevelLatest | null;
  /** When NOAA gave these observations (ISO 8601, UTC); when the answer was made if never. */
  fetchedAt: string;
  /** Whole minutes since fetchedAt: above the refresh interval only when `stale`. */
  ageMinutes: number;
  /** Served from an earlier answer because NOAA did not answer this time. */
  stale: boolean;
  /**
   * When the newest good observation is over an hour old, its instant (with the station's
   * offset): the gauge stopped reporting then. Null while it reports.
   */
  silentSince: string | null;
  /** Why there are no observations, or why they are old, in a sentence; null otherwise. */
  reason: string | null;
}
