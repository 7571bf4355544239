import { isRecord } from '../internal/is-record.ts';
import { readAnswerStation } from '../internal/read-station.ts';
import { isFiniteNumber } from '../read-tide-result.ts';
import type {
  FloodDay,
  FloodLevelName,
  FloodOutlookResult,
  FloodThresholds,
} from './flood-outlook-types.ts';

/**
 * Reading a flood outlook that crossed a network: what the widget can show safely, or `null`
 * when it is not one. A day that cannot be read is dropped, not shown at zero.
 */

const LEVELS: readonly string[] = ['minor', 'moderate', 'major'] satisfies FloodLevelName[];

function readThresholds(value: unknown): FloodThresholds | null {
  if (!isRecord(value) || typeof value.datum !== 'string') return null;
  const { minorM, moderateM, majorM, source } = value;
  if (!isFiniteNumber(minorM) || !isFiniteNumber(moderateM) || !isFiniteNumber(majorM)) {
    return null;
  }
  if (source !== 'nws' && source !== 'derived') return null;
  return { datum: value.datum, units: 'm', minorM, moderateM, majorM, source };
}

function readDay(value: unknown): FloodDay | null {
  if (!isRecord(value) || typeof value.date !== 'string' || typeof value.time !== 'string') {
    return null;
  }
  if (typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at))) return null;
  if (!isFiniteNumber(value.heightM) || typeof value.level !== 'string') return null;
  if (!LEVELS.includes(value.level)) return null;
  return {
    date: value.date,
    at: value.at,
    time: value.time,
    heightM: value.heightM,
    level: value.level as FloodLevelName,
  };
}

export function readFloodOutlook(value: unknown): FloodOutlookResult | null {
  if (!isRecord(value)) return null;
  const station = readAnswerStation(value.station);
  if (!station) return null;
  if (typeof value.from !== 'string' || typeof value.through !== 'string') return null;
  const thresholds = readThresholds(value.thresholds);
  return {
    station,
    thresholds,
    noThresholds: typeof value.noThresholds === 'string' ? value.noThresholds : null,
    from: value.from,
    through: value.through,
    days:
      thresholds && Array.isArray(value.days)
        ? value.days.map(readDay).filter((day): day is FloodDay => day !== null)
        : [],
  };
}
