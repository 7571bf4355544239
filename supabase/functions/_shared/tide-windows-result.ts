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

/** The answer to a windows search. */
export interface TideWindowsResult {
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
