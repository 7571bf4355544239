/**
 * High-tide flooding thresholds: the water levels at which NOAA expects minor, moderate and
 * major coastal flooding at a tide gauge, and the highs that reach them.
 *
 * Where the National Weather Service has set official flood levels for a gauge (NWS_FLOOD_LEVELS)
 * those are used. Everywhere else the thresholds are NOAA's nationally consistent derived ones
 * (Sweet, Dusek, Obeysekera and Marra, 2018: "Patterns and Projections of High Tide Flooding
 * Along the U.S. Coastline Using a Common Impact Threshold", NOAA Technical Report NOS CO-OPS
 * 086): heights above mean higher high water that grow with the great diurnal range,
 * GT = MHHW − MLLW, fitted to the NWS levels the report found:
 *
 *   minor    = MHHW + 0.04 · GT + 0.50 m
 *   moderate = MHHW + 0.03 · GT + 0.80 m
 *   major    = MHHW + 0.04 · GT + 1.17 m
 *
 * These give NOAA's published `nos_minor`, `nos_moderate` and `nos_major` (CO-OPS metadata API,
 * stations/{id}/floodlevels.json, feet above the station datum) to the hundredth of a foot at
 * Boston, The Battery, Sewells Point, Charleston and San Francisco.
 *
 * The rule is fitted to the US coast's NWS levels, so only NOAA's stations have thresholds.
 * A threshold needs the gauge's own tidal datums. A subordinate station's heights come from its
 * reference station's through NOAA's offsets, and the catalogue holds only the reference's
 * datums for it, so it has no thresholds of its own; nor has a station whose heights are about
 * mean sea level or whose datums lack MHHW or MLLW.
 */
import { METRES_PER_FOOT } from './units.ts';

export type FloodLevel = 'minor' | 'moderate' | 'major';

/** The report's rule: each level's height above MHHW is `perGt · GT + metres`. */
export const DERIVED_RULE: Readonly<Record<FloodLevel, { perGt: number; metres: number }>> = {
  minor: { perGt: 0.04, metres: 0.5 },
  moderate: { perGt: 0.03, metres: 0.8 },
  major: { perGt: 0.04, metres: 1.17 },
};

/** Official NWS flood levels for a gauge, as NOAA's metadata API publishes them. */
export interface NwsFloodLevels {
  /** Feet above the station datum (STND), NOAA's `nws_minor`, `nws_moderate`, `nws_major`. */
  minorFt: number;
  moderateFt: number;
  majorFt: number;
}

/**
 * The NWS flood levels shipped, by NOAA station number: those whose three levels we can cite
 * from NOAA CO-OPS' metadata API (stations/{id}/floodlevels.json). A gauge not listed takes the
 * derived thresholds.
 */
export const NWS_FLOOD_LEVELS: Readonly<Record<string, NwsFloodLevels>> = {
  // Portland, ME
  '8418150': { minorFt: 20.55, moderateFt: 21.55, majorFt: 22.56 },
  // Kings Point, NY
  '8516945': { minorFt: 22.89, moderateFt: 23.39, majorFt: 25.89 },
  // The Battery, NY
  '8518750': { minorFt: 10.49, moderateFt: 11.74, majorFt: 13.24 },
};

/**
 * A station's thresholds, as heights above its own datum in metres: what the outlook computes
 * with and what get-flood-outlook answers.
 */
export interface FloodThresholds {
  /** The datum the heights are above: the station's own ('MLLW'). */
  datum: string;
  units: 'm';
  minorM: number;
  moderateM: number;
  majorM: number;
  /** 'nws': the National Weather Service's official levels; 'derived': NOAA's rule from the tidal range. */
  source: 'nws' | 'derived';
}

/** What a station's thresholds are computed from. */
export interface FloodStation {
  noaaId: string | null;
  type: 'reference' | 'subordinate';
  /** The datum predictions are above ('MLLW', or 'MSL' when the datums are missing). */
  datum: string;
}

/** Why a station has no thresholds, in the site's words. */
export function noThresholdsReason(station: FloodStation, datums: Record<string, number>): string {
  if (station.noaaId === null) {
    return "NOAA's flood thresholds are set for its own US tide gauges; this station is not one of them.";
  }
  if (station.type === 'subordinate') {
    return "Flood thresholds are set at tide gauges from their own datums; this station's tides are computed from a nearby gauge's, so it has none of its own.";
  }
  if (datums.MHHW === undefined || datums.MLLW === undefined) {
    return 'This station has no mean higher high water or mean lower low water, the datums flood thresholds are measured from.';
  }
  return 'Flood thresholds are measured from mean higher high water; this station’s heights are given about another level, so it has none.';
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The station's thresholds above its own datum, or null when it cannot have them. `datums` are
 * the station's tidal datums, metres above its station datum (STND), as NOAA publishes them.
 */
export function floodThresholds(
  station: FloodStation,
  datums: Readonly<Record<string, number>>,
): FloodThresholds | null {
  if (station.type !== 'reference' || station.noaaId === null) return null;
  const { MHHW: mhhw, MLLW: mllw } = datums;
  const base = datums[station.datum];
  if (mhhw === undefined || mllw === undefined || base === undefined) return null;
  if (station.datum === 'MSL') return null;
  const nws = station.noaaId ? NWS_FLOOD_LEVELS[station.noaaId] : undefined;
  if (nws) {
    const above = (feet: number) => round3(feet * METRES_PER_FOOT - base);
    return {
      datum: station.datum,
      units: 'm',
      minorM: above(nws.minorFt),
      moderateM: above(nws.moderateFt),
      majorM: above(nws.majorFt),
      source: 'nws',
    };
  }
  return derivedThresholds(datums, station.datum);
}

/**
 * The report's derived thresholds above `datum`, from `datums` (metres above the station datum),
 * or null without MHHW, MLLW, `datum` or a range.
 */
export function derivedThresholds(
  datums: Readonly<Record<string, number>>,
  datum: string,
): FloodThresholds | null {
  const { MHHW: mhhw, MLLW: mllw } = datums;
  const base = datums[datum];
  if (mhhw === undefined || mllw === undefined || base === undefined) return null;
  const range = mhhw - mllw;
  if (!(range > 0)) return null;
  const derived = (level: FloodLevel) =>
    round3(mhhw + DERIVED_RULE[level].perGt * range + DERIVED_RULE[level].metres - base);
  return {
    datum,
    units: 'm',
    minorM: derived('minor'),
    moderateM: derived('moderate'),
    majorM: derived('major'),
    source: 'derived',
  };
}

/** The highest level a water level reaches, or null below minor. */
export function floodLevelOf(heightM: number, thresholds: FloodThresholds): FloodLevel | null {
  if (heightM >= thresholds.majorM) return 'major';
  if (heightM >= thresholds.moderateM) return 'moderate';
  if (heightM >= thresholds.minorM) return 'minor';
  return null;
}

/** A high that reaches a threshold. */
export interface FloodTide {
  time: number;
  heightM: number;
  level: FloodLevel;
}

/**
 * The flood tides among `highs` (chronological): per calendar day (by `dayOf`), the day's
 * highest high when it reaches minor flooding.
 */
export function floodTidesByDay(
  highs: readonly { time: number; heightM: number }[],
  thresholds: FloodThresholds,
  dayOf: (time: number) => string,
): FloodTide[] {
  const byDay = new Map<string, FloodTide>();
  for (const high of highs) {
    const level = floodLevelOf(high.heightM, thresholds);
    if (!level) continue;
    const day = dayOf(high.time);
    const kept = byDay.get(day);
    if (!kept || high.heightM > kept.heightM) {
      byDay.set(day, { time: high.time, heightM: high.heightM, level });
    }
  }
  return [...byDay.values()].sort((a, b) => a.time - b.time);
}
