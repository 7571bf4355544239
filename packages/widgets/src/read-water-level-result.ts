import { isRecord } from './internal/is-record.ts';
import { readAnswerStation } from './internal/read-station.ts';
import { isFiniteNumber } from './read-tide-result.ts';
import type { WaterLevelLatest, WaterLevelObservation, WaterLevelResult } from './types.ts';

/**
 * Reading a water-level answer that crossed a network: what the widgets can show safely, or
 * `null` when it is not one. Observations that cannot be read are dropped, not drawn at zero.
 */

function isInstant(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function readObservation(value: unknown): WaterLevelObservation | null {
  if (!isRecord(value) || !isInstant(value.at)) return null;
  if (!isFiniteNumber(value.heightM) || !isFiniteNumber(value.predictedM)) return null;
  return { at: value.at, heightM: value.heightM, predictedM: value.predictedM };
}

function readLatest(value: unknown): WaterLevelLatest | null {
  const observation = readObservation(value);
  if (!observation || !isRecord(value) || !isFiniteNumber(value.residualM)) return null;
  return { ...observation, residualM: value.residualM };
}

export function readWaterLevelResult(value: unknown): WaterLevelResult | null {
  if (!isRecord(value)) return null;
  const station = readAnswerStation(value.station);
  if (!station) return null;
  const observations = Array.isArray(value.observations)
    ? value.observations
        .map(readObservation)
        .filter((each): each is WaterLevelObservation => each !== null)
    : [];
  const latest = readLatest(value.latest);
  return {
    station: { ...station, liveGauge: isRecord(value.station) && value.station.liveGauge === true },
    source: value.source === 'noaa' && latest ? 'noaa' : 'unavailable',
    observations,
    latest,
    fetchedAt: isInstant(value.fetchedAt) ? value.fetchedAt : '',
    ageMinutes: isFiniteNumber(value.ageMinutes) ? Math.max(0, value.ageMinutes) : 0,
    stale: value.stale === true,
    silentSince: isInstant(value.silentSince) ? value.silentSince : null,
    reason: typeof value.reason === 'string' ? value.reason : null,
  };
}
