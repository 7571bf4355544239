/**
 * What tide-calendar answers to a windows search with `format=json`: the times of the coming
 * days that match the search, for the TideWindows widget. The widgets keep their own copy of
 * these shapes (they cannot import this package); a type check beside the browser tests holds
 * the two together.
 */

/** What marks a window: one of the year's highest highs in it, or its water below the datum. */
export type TideWindowMark = 'king' | 'minus';

/** One stretch of time that matches the search. */
export interface TideWindowResult {
  /** The window's calendar event UID: the same window keeps it across refreshes. */
  id: string;
  /** The station-local day it starts on, `'YYYY-MM-DD'`. */
  date: string;
  /** ISO 8601 with the station's offset. */
  start: string;
  end: string;
  /** The lowest (or highest) water within it. */
  extreme: { at: string; heightM: number; height: string; kind: 'lowest' | 'highest' };
  /** The day's sunrise and sunset, ISO 8601 with the station's offset; null where none. */
  sunrise: string | null;
  sunset: string | null;
  marks: TideWindowMark[];
}

/** The answer to a windows search at a tide station. */
export interface TideWindowsResult {
  /** A search of heights and tides. */
  kind: 'tide';
  /** 'Boston, MA'. */
  location: string;
  stationId: string;
  /** IANA zone every time is given in. */
  timeZone: string;
  /** What heights are measured from: 'MLLW'. */
  datum: string;
  units: 'ft' | 'm';
  /** The search as a query string in a fixed order. */
  rule: string;
  /** The search in a few words: 'Below 0 ft, in daylight'. */
  description: string;
  /** The first station-local day searched. */
  from: string;
  /** How many days were searched. */
  days: number;
  /** The windows still to come, in order. */
  windows: TideWindowResult[];
}

/** One stretch of time around a slack water when the current runs slower than the speed asked. */
export interface SlackWindowResult {
  /** The window's calendar event UID: the same window keeps it across refreshes. */
  id: string;
  /** The station-local day it starts on, `'YYYY-MM-DD'`. */
  date: string;
  /** ISO 8601 with the station's offset. */
  start: string;
  end: string;
  /**
   * The slack water within it, at the minute get-current-data lists it (speed 0); where the
   * current only weakens without turning, its weakest instant and speed ('weakest').
   */
  slack: { at: string; speedKnots: number; speed: string; kind: 'slack' | 'weakest' };
  /** The day's sunrise and sunset, ISO 8601 with the station's offset; null where none. */
  sunrise: string | null;
  sunset: string | null;
}

/** The answer to a windows search at a current station: its slack windows. */
export interface SlackWindowsResult {
  kind: 'slack';
  /** 'Deception Pass (Narrows), WA'. */
  location: string;
  stationId: string;
  /** IANA zone every time is given in. */
  timeZone: string;
  /** The units the speed was asked and is said in. */
  units: 'kn' | 'm/s' | 'km/h';
  /** The search as a query string in a fixed order. */
  rule: string;
  /** The search in a few words: 'Current under 0.5 kn, in daylight'. */
  description: string;
  /** The first station-local day searched. */
  from: string;
  /** How many days were searched. */
  days: number;
  /** The windows still to come, in order. */
  windows: SlackWindowResult[];
}

/** Either answer: a tide station's windows or a current station's slack windows. */
export type WindowsSearchResult = TideWindowsResult | SlackWindowsResult;
