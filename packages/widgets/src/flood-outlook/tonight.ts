import type { TideEvent, WaterLevelResult } from '../types.ts';
import type { FloodLevelName, FloodThresholds } from './flood-outlook-types.ts';

/**
 * Tonight's high with today's surge: the next predicted high with the difference NOAA's gauge
 * shows between the water and the prediction now added to it, as NOAA's coastal inundation
 * dashboard puts the observed surge on the next high. An estimate: the surge can change before
 * the high comes.
 */
export interface SurgeEstimate {
  /** The next high's instant, ms. */
  highAt: number;
  /** Its predicted height, metres above the datum. */
  predictedM: number;
  /** Observed minus predicted at the gauge's newest reading, metres. */
  residualM: number;
  /** The newest reading's instant, ms. */
  measuredAt: number;
  /** The predicted height with the surge, metres. */
  estimateM: number;
  /** The highest threshold the estimate reaches, or null below minor. */
  level: FloodLevelName | null;
}

/** The highest level `heightM` reaches. */
export function floodLevelOf(heightM: number, thresholds: FloodThresholds): FloodLevelName | null {
  if (heightM >= thresholds.majorM) return 'major';
  if (heightM >= thresholds.moderateM) return 'moderate';
  if (heightM >= thresholds.minorM) return 'minor';
  return null;
}

/**
 * The estimate, or null when it would rest on nothing current: no thresholds, no high ahead, or
 * no fresh reading from a reporting gauge (NOAA unreachable, an old copy, a silent gauge).
 */
export function surgeEstimate(
  thresholds: FloodThresholds | null,
  highs: readonly TideEvent[],
  waterLevel: WaterLevelResult | null,
  nowMs: number,
): SurgeEstimate | null {
  if (!thresholds || !waterLevel) return null;
  const { latest } = waterLevel;
  if (waterLevel.source !== 'noaa' || waterLevel.stale || waterLevel.silentSince || !latest) {
    return null;
  }
  const next = highs
    .flatMap((event) =>
      event.type === 'high' && event.at !== undefined && event.heightM !== undefined
        ? [{ at: Date.parse(event.at), heightM: event.heightM }]
        : [],
    )
    .filter((high) => high.at > nowMs)
    .sort((a, b) => a.at - b.at)[0];
  if (!next) return null;
  const estimateM = next.heightM + latest.residualM;
  return {
    highAt: next.at,
    predictedM: next.heightM,
    residualM: latest.residualM,
    measuredAt: Date.parse(latest.at),
    estimateM,
    level: floodLevelOf(estimateM, thresholds),
  };
}
