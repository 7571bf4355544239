/**
 * The tidal-current data the widgets render: a current station's slack waters and strongest
 * flood and ebb, as `get-current-data` answers them. Speeds are in knots, as NOAA's current
 * tables give them; the widgets convert them for display.
 */

/** Units for current speeds: knots, metres a second or kilometres an hour. */
export type SpeedUnits = 'kn' | 'm/s' | 'km/h';

/** A current station as a day of currents describes it. */
export interface CurrentStation {
  /** The station's id, e.g. `'noaa/PUG1701'`. */
  id: string;
  /** NOAA's own identifier, e.g. `'PUG1701'`. */
  noaaId: string;
  /** The station's name, e.g. `'Deception Pass (Narrows)'`. */
  name: string;
  /** US state or territory code, or `null`. */
  state: string | null;
  /** IANA time zone every time is shown in. */
  timeZone: string;
  /** The zone's abbreviation on the first day, e.g. `'PDT'`. */
  timeZoneAbbreviation: string;
  latitude: number;
  longitude: number;
  /** `'harmonic'`: from the station's own constituents; `'subordinate'`: from a reference's. */
  type: 'harmonic' | 'subordinate';
  /** For a subordinate station, the reference station's id; else `null`. */
  referenceId: string | null;
  /** For a subordinate station, the reference station's name; else `null`. */
  referenceName: string | null;
  /** NOAA's depth bin of the prediction, where one is named. */
  bin: number | null;
  /** Depth of that bin below the surface in metres, where known. */
  depthM: number | null;
  /** Direction the flood sets toward, degrees true. */
  floodDirectionDeg: number | null;
  /** Direction the ebb sets toward, degrees true. */
  ebbDirectionDeg: number | null;
}

/** What happens to the current at an event: slack water, or the strongest flood or ebb. */
export type CurrentEventType = 'slack' | 'flood' | 'ebb';

/** One slack water or one maximum flood or ebb. */
export interface CurrentEvent {
  /** The instant, ISO 8601 with the station's offset: `'2026-06-01T01:32:00-07:00'`. */
  at: string;
  /** The station-local clock time with the zone's abbreviation: `'1:32 AM PDT'`. */
  time: string;
  type: CurrentEventType;
  /** 0 at slack; the maximum's speed in knots, positive, for flood and ebb. */
  speedKnots: number;
  /** Where the water sets toward at a maximum, degrees true; `null` at slack or where unknown. */
  directionDeg: number | null;
  /** True for a weak secondary maximum between two stronger ones. */
  weak?: boolean;
}

/** One station-local day of currents. */
export interface CurrentDay {
  /** `'YYYY-MM-DD'`. */
  date: string;
  /** The zone's abbreviation on that day, e.g. `'PST'`. */
  timeZoneAbbreviation: string;
  /** The day's slacks and maxima, in time order. */
  events: CurrentEvent[];
}

/** The answer of the backend's `get-current-data` function for one station and its days. */
export interface CurrentResult {
  /** The station as a place, e.g. `'Deception Pass (Narrows), WA'`. */
  location: string;
  /** The first day asked for, `'YYYY-MM-DD'`. */
  date: string;
  station: CurrentStation;
  /** Every day asked for, the first being `date`. */
  days: CurrentDay[];
  /** Every event of every day, in time order. */
  events: CurrentEvent[];
  /** The velocity along the flood axis every 10 minutes, knots: flood positive, ebb negative. */
  timeline: { at: string; velocityKnots: number }[];
  /** Credit for the data, to show with it. */
  attribution?: string;
  /** When the backend produced the answer, ISO 8601. */
  generatedAt?: string;
}
