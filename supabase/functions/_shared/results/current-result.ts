/**
 * What get-current-data answers: a tidal-current station's slack waters and strongest flood and
 * ebb, in the station's own local days, with the velocity along the flood axis every 10 minutes.
 * Speeds are in knots, as NOAA's current tables give them; a caller converts for display.
 * Refusals carry the same `{ error, details }` body as get-tide-data's.
 */

/** 'harmonic': predicted from the station's own constituents; 'subordinate': from a reference. */
export type CurrentStationType = 'harmonic' | 'subordinate';

export interface CurrentStationSummary {
  /** 'noaa/PUG1701'. */
  id: string;
  /** NOAA's own identifier: 'PUG1701'. */
  noaaId: string;
  /** 'Deception Pass (narrows)'. */
  name: string;
  /** Two-letter US state or territory code, or null outside the US. */
  state: string | null;
  /** IANA time zone every time in the result is given in. */
  timeZone: string;
  /** The zone's abbreviation on the first day asked for (at local noon): 'PST', 'PDT'. */
  timeZoneAbbreviation: string;
  latitude: number;
  longitude: number;
  type: CurrentStationType;
  /** The reference station's id for a subordinate station, else null. */
  referenceId: string | null;
  /** The reference station's name, for "based on …" lines; null for a harmonic station. */
  referenceName: string | null;
  /**
   * The reference's depth bin a subordinate is predicted from, where NOAA names one (its id then
   * ends '@<bin>': 'noaa/EPT0003@11'); else null.
   */
  referenceBin?: number | null;
  /**
   * NOAA's depth bin of the prediction, where one is named: a station NOAA predicts at more than
   * one depth has an id per bin besides the default, ending '@<bin>' ('noaa/EPT0003@11').
   */
  bin: number | null;
  /** Depth of that bin below the surface in metres, where known. */
  depthM: number | null;
  /** Direction the flood sets toward, degrees true. */
  floodDirectionDeg: number | null;
  /** Direction the ebb sets toward, degrees true. */
  ebbDirectionDeg: number | null;
}

export type CurrentEventType = 'slack' | 'flood' | 'ebb';

/** One slack water or one maximum flood or ebb. */
export interface CurrentEvent {
  /** The instant, ISO 8601 with the station's UTC offset: '2026-06-01T06:58:00-07:00'. */
  at: string;
  /** Station-local clock time with the zone's abbreviation: '6:58 AM PDT'. */
  time: string;
  type: CurrentEventType;
  /** 0 at slack; the maximum's speed, positive, for flood and ebb. Two decimals. */
  speedKnots: number;
  /** Where the water sets toward at a maximum, degrees true; null at slack or where unknown. */
  directionDeg: number | null;
  /** True for a weak secondary maximum that NOAA's tables list between two stronger ones. */
  weak?: boolean;
}

/** A point of the velocity curve along the flood axis: flood positive, ebb negative. */
export interface CurrentTimelinePoint {
  /** ISO 8601 with the station's UTC offset. */
  at: string;
  /** Knots, two decimals; flood positive, ebb negative. */
  velocityKnots: number;
}

/** One station-local calendar day of the answer. */
export interface CurrentDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The zone's abbreviation on that day (at local noon). */
  timeZoneAbbreviation: string;
  /** The day's slacks and maxima, in order. */
  events: CurrentEvent[];
}

/** A successful answer. */
export interface CurrentResult {
  /** 'Deception Pass (narrows), WA'. */
  location: string;
  /** The first station-local day asked for: 'YYYY-MM-DD'. */
  date: string;
  source: 'harmonic';
  station: CurrentStationSummary;
  units: { speed: 'kn' };
  /** Every day asked for (1..31), the first being `date`. */
  days: CurrentDay[];
  /** Every event of every day asked for, in order. */
  events: CurrentEvent[];
  /**
   * The velocity every 10 minutes from the first day's local midnight to the midnight after the
   * last day, both included.
   */
  timeline: CurrentTimelinePoint[];
  attribution: string;
  /** When this answer was made, ISO 8601 UTC. */
  generatedAt: string;
}
