/**
 * Our harmonic highs and lows against NOAA CO-OPS's published tables (fixtures/noaa and
 * its recent/ folder), through the same compileStation + predictExtremes the get-tide-data
 * handler answers with, on stations read from @neaps/tide-database as the seed stores them.
 */
import { describe, expect, it } from 'vitest';
import {
  compareWithFixture,
  fixtureWindow,
  hasStation,
  ourExtremes,
  REGIONS,
  summarize,
  type FixtureComparison,
} from '../scripts/accuracy-report.ts';
import { loadFixtures } from './noaa-tables.ts';

const DAY_MS = 86_400_000;
const fixtures = loadFixtures().filter(hasStation);
const comparisons: FixtureComparison[] = fixtures.map((fixture) => compareWithFixture(fixture));
const reference = comparisons.filter((result) => !result.subordinate);
const subordinate = comparisons.filter((result) => result.subordinate);
const currentReference = reference.filter((result) => result.current);

describe("harmonic predictions against NOAA's published tables", () => {
  it('has current reference tables from every region, and subordinate tables', () => {
    expect(new Set(currentReference.map((result) => result.region))).toEqual(new Set(REGIONS));
    expect(subordinate.filter((result) => result.current).length).toBeGreaterThanOrEqual(1);
    expect(currentReference.length).toBeGreaterThanOrEqual(30);
  });

  describe("on reference stations, in the tables made with today's constants (2025–2027)", () => {
    const summary = summarize(currentReference);

    it('puts at least 60% of highs and lows at NOAA’s very minute', () => {
      expect(summary.matched).toBe(summary.events);
      expect(summary.exactShare).toBeGreaterThanOrEqual(0.6);
    });

    it('is off by at most 1 minute on average and 3 minutes at the 95th percentile', () => {
      expect(summary.meanTimeMin).toBeLessThanOrEqual(1);
      expect(summary.p95TimeMin).toBeLessThanOrEqual(3);
    });

    it('gives heights within 3 mm (median)', () => {
      expect(summary.medianHeightMm).toBeLessThanOrEqual(3);
    });
  });

  describe.each(REGIONS.map((region) => [region]))('in the current tables of %s', (region) => {
    const results = currentReference.filter((result) => result.region === region);

    it('misses no official high or low and adds none', () => {
      const summary = summarize(results);
      expect(summary.misses).toBe(0);
      expect(summary.extras).toBe(0);
    });

    it('is off by at most 1 minute at the 95th percentile', () => {
      expect(summarize(results).p95TimeMin).toBeLessThanOrEqual(1);
    });
  });

  describe.each(comparisons.map((result) => [result.file, result]))('table %s', (_file, result) => {
    it('has every official high and low, and no other', () => {
      expect(result.misses).toBe(0);
      expect(result.extras).toBe(0);
      expect(result.matched).toBe(result.events);
    });
  });

  describe('on tables made before NOAA last revised the constants (2013–2016)', () => {
    // Today's constants cannot give those tables to the minute; they still give the same tides.
    it('stays within 1.5 minutes on average, 3 at the 95th percentile and 2 cm in height', () => {
      const summary = summarize(comparisons.filter((result) => !result.current));
      expect(summary.meanTimeMin).toBeLessThanOrEqual(1.5);
      expect(summary.p95TimeMin).toBeLessThanOrEqual(3);
      expect(summary.medianHeightMm).toBeLessThanOrEqual(20);
    });
  });

  describe('on subordinate stations', () => {
    it("follows NOAA's time and height offsets from the reference station to the minute", () => {
      const summary = summarize(subordinate.filter((result) => result.current));
      expect(summary.exactShare).toBeGreaterThanOrEqual(0.6);
      expect(summary.meanTimeMin).toBeLessThanOrEqual(1);
      expect(summary.p95TimeMin).toBeLessThanOrEqual(3);
      expect(summary.medianHeightMm).toBeLessThanOrEqual(3);
    });
  });

  describe('when asked one day at a time, as a visitor does', () => {
    // Stands and double tides (Adak, Pensacola, Honolulu): the hardest days to keep whole.
    const flat = fixtures.filter((fixture) =>
      ['recent/9461380_2026-03-10.json', 'recent/8729840_2026-03-10.json'].includes(fixture.file),
    );

    it.each(flat.map((fixture) => [fixture.file, fixture]))(
      'gives each day of %s the same highs and lows as the whole table',
      (_file, fixture) => {
        const { startMs, endMs } = fixtureWindow(fixture);
        const whole = ourExtremes(fixture.station, startMs, endMs);
        const dayByDay = [];
        for (let day = startMs; day < endMs; day += DAY_MS) {
          dayByDay.push(...ourExtremes(fixture.station, day, Math.min(endMs, day + DAY_MS)));
        }
        expect(dayByDay.map(({ time, type }) => ({ time, type }))).toEqual(
          whole.map(({ time, type }) => ({ time, type })),
        );
        dayByDay.forEach((event, index) => {
          expect(event.heightM).toBeCloseTo(whole[index]?.heightM ?? Number.NaN, 6);
        });
      },
    );
  });
});
