/**
 * King tides at Boston: the top 1% of a year's predicted highs, checked against every high of
 * that year as predictExtremes gives them.
 */
import { stations } from '@neaps/tide-database';
import { describe, expect, it } from 'vitest';
import { stationRow } from '../scripts/accuracy-report/station-rows.ts';
import { isMinusTide, kingTides } from '../functions/_shared/engine/king-tides.ts';
import { heightAgainstDatum } from '../functions/_shared/handlers/tide-calendar/index.ts';
import { compileStation, predictExtremes } from '../functions/_shared/engine/tide-prediction.ts';
import { localDay } from '../functions/_shared/engine/zoned-time.ts';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';

const row = stations.find((station) => station.id === 'noaa/8443970');
if (!row) throw new Error('Boston is not in @neaps/tide-database');
const boston = compileStation(stationRow(row), null);

describe('kingTides at Boston in 2027', () => {
  const kings = kingTides(boston, 2027);
  const start = localDay({ year: 2027, month: 1, day: 1 }, boston.timeZone).startMs;
  const end = localDay({ year: 2028, month: 1, day: 1 }, boston.timeZone).startMs;
  const highs = predictExtremes(boston, start, end).filter((e) => e.type === 'high');

  it('takes the top 1% of the year’s highs, rounded up', () => {
    expect(kings.highs).toBe(highs.length);
    expect(highs.length).toBeGreaterThan(700);
    expect(kings.tides).toHaveLength(Math.ceil(highs.length / 100));
  });

  it('leaves no higher high out, and lists them in time order within the year', () => {
    const lowestKing = Math.min(...kings.tides.map((tide) => tide.heightM));
    expect(kings.thresholdM).toBe(lowestKing);
    const kingTimes = new Set(kings.tides.map((tide) => tide.time));
    for (const high of highs) {
      if (!kingTimes.has(high.time)) expect(high.heightM).toBeLessThanOrEqual(lowestKing);
    }
    const times = kings.tides.map((tide) => tide.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((time) => time >= start && time < end)).toBe(true);
    // Boston's king tides reach well above mean higher high water (about 10.4 ft).
    expect(lowestKing / METRES_PER_FOOT).toBeGreaterThan(11.5);
  });
});

describe('isMinusTide', () => {
  it('is a low below the datum, never a high', () => {
    expect(isMinusTide({ type: 'low', heightM: -0.01 }, 'MLLW')).toBe(true);
    expect(isMinusTide({ type: 'low', heightM: 0 }, 'MLLW')).toBe(false);
    expect(isMinusTide({ type: 'high', heightM: -0.2 }, 'MLLW')).toBe(false);
    expect(isMinusTide({ type: 'low', heightM: -0.3 }, 'LAT')).toBe(true);
  });

  it('is no low at a station whose heights are about its mean level (Fort Wadsworth)', () => {
    // Every low is below a mean level: marking them all would say nothing.
    expect(isMinusTide({ type: 'low', heightM: -0.6 }, 'MSL')).toBe(false);
  });
});

describe('a height against its datum, in words', () => {
  it('says below for a height under the datum, never a negative height above it', () => {
    expect(heightAgainstDatum(-0.4267, 'ft', 'MLLW')).toBe('1.4 ft below MLLW');
    expect(heightAgainstDatum(0.9754, 'ft', 'MLLW')).toBe('3.2 ft above MLLW');
    expect(heightAgainstDatum(-0.123, 'm', 'LAT')).toBe('0.12 m below LAT');
    expect(heightAgainstDatum(-0.01, 'ft', 'MLLW')).toBe('0.0 ft, at MLLW');
  });
});
