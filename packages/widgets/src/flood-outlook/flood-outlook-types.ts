/**
 * The flood outlook as `get-flood-outlook` answers it, in the widgets' own copy (they cannot
 * import the handlers): `e2e/tide-result-contract.ts` holds the two together.
 */
export type FloodLevelName = 'minor' | 'moderate' | 'major';

/** A station's flood thresholds, heights above its own datum in metres. */
export interface FloodThresholds {
  /** The datum the heights are above: `'MLLW'`. */
  datum: string;
  units: 'm';
  minorM: number;
  moderateM: number;
  majorM: number;
  /** `'nws'`: the National Weather Service's flood levels; `'derived'`: NOAA's rule from the tidal range. */
  source: 'nws' | 'derived';
}

/** A day whose predicted high reaches a threshold. */
export interface FloodDay {
  /** The station's calendar day, `'YYYY-MM-DD'`. */
  date: string;
  /** The high's instant, ISO 8601 with the station's offset. */
  at: string;
  /** The high's time on the station's clock: `'11:42 PM'`. */
  time: string;
  /** Its height above the datum, metres. */
  heightM: number;
  /** The highest threshold it reaches. */
  level: FloodLevelName;
}

export interface FloodOutlookResult {
  /** The station, as `get-tide-data` names it (the widget reads these fields). */
  station: {
    id: string;
    noaaId: string | null;
    name: string;
    state: string | null;
    /** IANA zone every instant is given in. */
    timeZone: string;
  };
  /** Null at a station without thresholds; `noThresholds` says why. */
  thresholds: FloodThresholds | null;
  noThresholds: string | null;
  /** The first and last days covered, on the station's clock. */
  from: string;
  through: string;
  /** The flood-tide days, chronological. */
  days: FloodDay[];
}
