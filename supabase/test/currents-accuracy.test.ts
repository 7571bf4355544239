/**
 * Our slacks and maximum currents against NOAA CO-OPS's published current predictions
 * (fixtures/currents), for harmonic and subordinate stations, built from the rows the seed
 * writes and predicted by the engine get-current-data answers with.
 */
import { describe, expect, it } from 'vitest';
import { compareCurrentTables } from '../scripts/currents-accuracy-report.ts';
import { summarize } from './current-tables.ts';

const results = compareCurrentTables();
const comparisons = results.flatMap((result) => result.comparisons);

describe("current predictions against NOAA's published tables", () => {
  it('covers harmonic and subordinate stations', () => {
    const types = new Set(results.map((result) => result.station.type));
    expect(types).toEqual(new Set(['harmonic', 'subordinate']));
    expect(new Set(results.map((result) => result.table.station)).size).toBe(16);
  });

  describe.each(
    results.map((result) => [result.table.station, result.table.file, result] as const),
  )('at %s (%s)', (_station, _file, result) => {
    it("lists every one of NOAA's slacks and maxima, and none NOAA does not", () => {
      expect(result.comparisons.filter((c) => c.minutes === null)).toEqual([]);
      expect(result.extras).toBe(0);
    });

    it('gives each at NOAA’s minute, or the minute beside it', () => {
      const off = result.comparisons.filter((c) => Math.abs(c.minutes ?? Infinity) > 1);
      expect(off).toEqual([]);
    });

    it('gives each maximum’s speed within a hundredth of a knot', () => {
      for (const comparison of result.comparisons) {
        expect(comparison.speedError ?? 0).toBeLessThanOrEqual(0.0101);
      }
    });
  });

  describe('over the strong events (maxima of 0.75 kn or more, and the slacks between)', () => {
    const summary = summarize(comparisons);

    it('has strong events of both kinds to judge by', () => {
      expect(summary.maxTimes.count).toBeGreaterThan(100);
      expect(summary.slackTimes.count).toBeGreaterThan(80);
    });

    it('times the maxima within 3 minutes (median) and 8 (95th percentile)', () => {
      expect(summary.maxTimes.median).toBeLessThanOrEqual(3);
      expect(summary.maxTimes.p95).toBeLessThanOrEqual(8);
    });

    it('gives their speeds within 0.1 kn (median) and 0.2 (95th percentile)', () => {
      expect(summary.maxSpeeds.median).toBeLessThanOrEqual(0.1);
      expect(summary.maxSpeeds.p95).toBeLessThanOrEqual(0.2);
    });

    it('times the slacks within 3 minutes (median) and 10 (95th percentile)', () => {
      expect(summary.slackTimes.median).toBeLessThanOrEqual(3);
      expect(summary.slackTimes.p95).toBeLessThanOrEqual(10);
    });

    it('misses at most 1% of them', () => {
      expect(summary.strongMissed).toBeLessThanOrEqual(0.01 * summary.strongEvents);
    });
  });
});
