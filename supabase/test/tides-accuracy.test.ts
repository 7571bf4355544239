/**
 * Our harmonic highs and lows against NOAA CO-OPS's published tables (shared/fixtures/noaa),
 * through the same loadStation + predictExtremes the get-tide-data handler answers with, on
 * stations read from a freshly migrated and seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../../packages/backend/src/database.ts';
import {
  compareWithFixture,
  loadFixtures,
  percentile,
  type FixtureComparison,
} from '../scripts/accuracy-report.ts';

const fixtures = loadFixtures();
const referenceFixtures = fixtures.filter((fixture) => !fixture.subordinate);
const subordinateFixtures = fixtures.filter((fixture) => fixture.subordinate);

/** The README calls the 2026 tables the strictest: NOAA's current constants made them. */
const CURRENT_TABLE_YEAR = '2026';

let db: Database;
const comparisons = new Map<string, FixtureComparison>();

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  for (const fixture of fixtures)
    comparisons.set(fixture.file, await compareWithFixture(db, fixture));
});

afterAll(async () => {
  await db?.close();
});

function comparison(file: string): FixtureComparison {
  const result = comparisons.get(file);
  if (!result) throw new Error(`No comparison for ${file}`);
  return result;
}

describe("harmonic predictions against NOAA's published tables", () => {
  it('has reference and subordinate tables to compare with', () => {
    expect(referenceFixtures.length).toBeGreaterThanOrEqual(5);
    expect(subordinateFixtures.map((fixture) => fixture.station)).toContain('8423745');
  });

  describe.each(referenceFixtures.map((fixture) => [fixture.file]))(
    'reference table %s',
    (file) => {
      it('finds every official high and low within 3 hours', () => {
        const result = comparison(file);
        expect(result.misses).toBe(0);
        expect(result.matched).toBe(result.events);
      });

      it('puts them within 2 minutes (median) and 6 minutes (95th percentile)', () => {
        const result = comparison(file);
        expect(result.medianTimeMin).toBeLessThanOrEqual(2);
        expect(result.p95TimeMin).toBeLessThanOrEqual(6);
      });

      it('gives heights within 0.07 ft (median) and 0.2 ft (95th percentile)', () => {
        // 0.05 ft holds for every table made with today's constants (below); New Haven's 2013
        // table predates a revision of its annual (SA) constant and sits at 0.06 ft.
        const result = comparison(file);
        expect(result.medianHeightFt).toBeLessThanOrEqual(0.07);
        expect(result.p95HeightFt).toBeLessThanOrEqual(0.2);
        if (file.includes(`_${CURRENT_TABLE_YEAR}-`))
          expect(result.medianHeightFt).toBeLessThanOrEqual(0.05);
      });
    },
  );

  describe('over all reference tables together', () => {
    it('has a median time error of at most 2 minutes and a median height error of at most 0.05 ft', () => {
      const results = referenceFixtures.map((fixture) => comparison(fixture.file));
      const times = results.flatMap((result) => result.timeErrorsMin);
      const heights = results.flatMap((result) => result.heightErrorsFt);
      expect(times.length).toBe(results.reduce((sum, result) => sum + result.events, 0));
      expect(percentile(times, 0.5)).toBeLessThanOrEqual(2);
      expect(percentile(heights, 0.5)).toBeLessThanOrEqual(0.05);
    });
  });

  describe.each(subordinateFixtures.map((fixture) => [fixture.file]))(
    'subordinate table %s',
    (file) => {
      // Measured: median 1 min / p95 3 min, median 0.033 ft / p95 0.09 ft, no misses.
      it("follows NOAA's offsets from the reference station", () => {
        const result = comparison(file);
        expect(result.misses).toBe(0);
        expect(result.medianTimeMin).toBeLessThanOrEqual(2);
        expect(result.p95TimeMin).toBeLessThanOrEqual(5);
        expect(result.medianHeightFt).toBeLessThanOrEqual(0.05);
        expect(result.p95HeightFt).toBeLessThanOrEqual(0.15);
      });
    },
  );
});
