/**
 * What get-flood-outlook answers: a station's high-tide flooding thresholds and the days its
 * predicted tide alone reaches them. The widgets keep their own copy of this shape.
 */
import type { FloodThresholds } from '../engine/flood-thresholds.ts';
import type { TideStationSummary } from './tide-result.ts';

export type FloodLevelName = 'minor' | 'moderate' | 'major';

/** A day whose predicted high reaches a threshold: its highest such high. */
export interface FloodDay {
  /** The station's calendar day, YYYY-MM-DD. */
  date: string;
  /** The high's instant, ISO 8601 with the station's UTC offset. */
  at: string;
  /** The high's time on the station's clock: '11:42 PM'. */
  time: string;
  /** The high's height above the datum, metres, three decimals. */
  heightM: number;
  /** The highest threshold it reaches. */
  level: FloodLevelName;
}

export interface FloodOutlookResult {
  station: TideStationSummary;
  /** Null at a station that has no thresholds; `noThresholds` says why. */
  thresholds: FloodThresholds | null;
  /** Why the station has no thresholds, in a sentence; null when it has them. */
  noThresholds: string | null;
  /** The first day, on the station's clock. */
  from: string;
  /** The last day covered, on the station's clock. */
  through: string;
  /** The flood-tide days, chronological; empty without thresholds or when no high reaches one. */
  days: FloodDay[];
}
