/**
 * Our harmonic highs and lows against NOAA CO-OPS's published tables (fixtures/noaa and
 * its recent/ folder), through the same compileStation + predictExtremes the get-tide-data
 * handler answers with, on stations read from @neaps/tide-database as the seed stores them.
 */
import { stations } from '@neaps/tide-database';
import { describe, expect, it } from 'vitest';
import {
  compileStation,
  NOS_PREDICTION_CONSTITUENTS,
  predictExtremes,
} from '../functions/_shared/engine/tide-prediction.ts';
import { curveTurningPoints } from '../functions/_shared/engine/extremes.ts';
import { constituentYear } from '../functions/_shared/engine/astronomy-arguments.ts';
import {
  compareWithFixture,
  fixtureWindow,
  heightSpreadMm,
  ourExtremes,
  REGIONS,
  summarize,
  worstStation,
  type FixtureComparison,
} from '../scripts/accuracy-report/comparison.ts';
import { nodeFactorFit } from '../scripts/accuracy-report/node-factors.ts';
import { hasStation, stationRow } from '../scripts/accuracy-report/station-rows.ts';
import { loadFixtures } from './noaa-tables.ts';

const DAY_MS = 86_400_000;
const fixtures = loadFixtures().filter(hasStation);
const comparisons: FixtureComparison[] = fixtures.map((fixture) => compareWithFixture(fixture));
const reference = comparisons.filter((result) => !result.subordinate);
const subordinate = comparisons.filter((result) => result.subordinate);
/**
 * Stations NOAA predicts from more constituents than NOS's 37 (Anchorage, 120). NOAA publishes
 * their amplitudes and phases but not how it takes the added terms' V₀, f and u; NOS's
 * compositions (checked against XTide's congen tables) give its minute, not its millimetre, so
 * they are held to what they reach and said on their pages, not pooled with the rest.
 */
const fromLargerSet = (result: FixtureComparison) => {
  const found = stations.find((station) => station.id === `noaa/${result.station}`);
  return (found?.harmonic_constituents.length ?? 0) > NOS_PREDICTION_CONSTITUENTS.size;
};
const largerSet = reference.filter((result) => result.current && fromLargerSet(result));
const currentReference = reference.filter((result) => result.current && !fromLargerSet(result));

describe("harmonic predictions against NOAA's published tables", () => {
  it('has current reference tables from every region, and subordinate tables', () => {
    expect(new Set(currentReference.map((result) => result.region))).toEqual(new Set(REGIONS));
    expect(subordinate.filter((result) => result.current).length).toBeGreaterThanOrEqual(1);
    expect(currentReference.length).toBeGreaterThanOrEqual(30);
  });

  describe("on reference stations, in the tables made with today's constants (2025–2027)", () => {
    const summary = summarize(currentReference);

    it('puts at least 99% of highs and lows at NOAA’s very minute', () => {
      expect(summary.matched).toBe(summary.events);
      expect(summary.exactShare).toBeGreaterThanOrEqual(0.99);
    });

    it('names the station it matches least well, every one of its highs and lows found', () => {
      const worst = worstStation(currentReference);
      expect(worst?.name).toEqual(expect.any(String));
      expect(worst?.summary.misses).toBe(0);
      for (const station of new Set(currentReference.map((result) => result.station))) {
        const its = summarize(currentReference.filter((result) => result.station === station));
        expect(its.exactShare).toBeGreaterThanOrEqual(worst?.summary.exactShare ?? 1);
      }
      // Even there, 19 in 20 at NOAA's very minute and none more than a minute off.
      expect(worst?.summary.exactShare).toBeGreaterThanOrEqual(0.95);
      expect(worst?.summary.p95TimeMin).toBeLessThanOrEqual(1);
    });

    it('is off by at most 1 minute on average and 3 minutes at the 95th percentile', () => {
      expect(summary.meanTimeMin).toBeLessThanOrEqual(1);
      expect(summary.p95TimeMin).toBeLessThanOrEqual(3);
    });

    it('gives heights as NOAA rounds them: within half a millimetre, 95 times in 100', () => {
      // NOAA publishes metres to three decimals, so its own rounding is up to 0.5 mm.
      expect(summary.medianHeightMm).toBeLessThanOrEqual(0.5);
      expect(summary.p95HeightMm).toBeLessThanOrEqual(0.55);
      // Spread no wider than that rounding gives (1/√12 mm): a constituent taken otherwise than
      // NOAA takes it widens it where that constituent is large (at Seattle, 0.73 mm with M1's
      // node factor 3% off). Each station with a month or more of heights is held to it too; a
      // dozen heights can spread wider by chance.
      expect(heightSpreadMm(currentReference)).toBeLessThanOrEqual(0.32);
      const comparable = currentReference.filter((result) => result.heightsComparable);
      for (const station of new Set(comparable.map((result) => result.station))) {
        const its = comparable.filter((result) => result.station === station);
        if (its.reduce((total, result) => total + result.heightDifferences.length, 0) < 60)
          continue;
        expect(heightSpreadMm(its), station).toBeLessThanOrEqual(0.36);
      }
    });

    it('takes every constituent’s node factor and nodal angle as NOAA does', () => {
      const fits = nodeFactorFit(currentReference);
      expect(fits.map((fit) => fit.constituent)).toEqual(
        expect.arrayContaining(['M2', 'S2', 'N2', 'K1', 'O1', 'K2', 'P1', 'Q1', 'M1', 'L2']),
      );
      for (const fit of fits) {
        expect(Math.abs(fit.f), `${fit.constituent}'s f`).toBeLessThanOrEqual(4 * fit.fError);
        expect(Math.abs(fit.uDegrees), `${fit.constituent}'s u`).toBeLessThanOrEqual(
          4 * fit.uErrorDegrees,
        );
      }
    });
  });

  describe.each(REGIONS.map((region) => [region]))('in the current tables of %s', (region) => {
    const results = currentReference.filter((result) => result.region === region);

    it('misses no official high or low and adds none', () => {
      const summary = summarize(results);
      expect(summary.misses).toBe(0);
      expect(summary.extras).toBe(0);
    });

    it('puts at least 97% at NOAA’s very minute, none more than a minute off', () => {
      const summary = summarize(results);
      expect(summary.exactShare).toBeGreaterThanOrEqual(0.97);
      expect(Math.max(...results.flatMap((result) => result.timeErrorsMin))).toBeLessThanOrEqual(1);
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
      expect(summary.exactShare).toBeGreaterThanOrEqual(0.95);
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

describe("a NOAA station's constituents", () => {
  const ANCHORAGE = '9455920';
  const upstream = (id: string) => {
    const found = stations.find((station) => station.id === id);
    if (!found) throw new Error(`${id} is not in the tide database`);
    return found;
  };

  it('are every one NOAA publishes for it, however many more than NOS’s 37', () => {
    const row = stationRow(upstream(`noaa/${ANCHORAGE}`));
    const found = (row.constituents as [string, number, number][]).map(([name]) => name);
    expect(found.length).toBe(120);

    const compiled = compileStation(row, null);
    expect(new Set(compiled.curve.names)).toEqual(new Set(found));
    for (const name of found) expect(constituentYear(name, 2026), name).not.toBeNull();
  });

  it('number more than 37 at Anchorage alone, the station whose page says so', () => {
    // site/src/stations/about/facts.ts (LARGER_SETS) words the pages of these stations.
    const larger = stations.filter(
      (station) =>
        station.id.startsWith('noaa/') &&
        station.harmonic_constituents.length > NOS_PREDICTION_CONSTITUENTS.size,
    );
    expect(larger.map((station) => station.id)).toEqual([`noaa/${ANCHORAGE}`]);
  });

  it('give the added terms the arguments and node factors of NOS’s compositions', () => {
    // XTide's congen tables for 2026 (V₀ + u at 00:00 GMT on 1 January, f at mid-year), as the
    // MarineTides package ships them (arestrom/MarineTides, data/harmonics.rda): the terms the
    // library composes otherwise (MP1 and SO1 on J1's node factor, KJ2 half a turn on, the
    // L2-bearing sixth- to twelfth-diurnals) and two it composes alike.
    const congen2026: [string, number, number][] = [
      ['MP1', 1.1522, 81.07],
      ['SO1', 1.1522, 310.35],
      ['KJ2', 1.4186, 218.11],
      ['MLN2S2', 1.2434, 16.98],
      ['3KM5', 1.3675, 289.55],
      ['2MLNS6', 1.2028, 83.33],
      ['3MLS6', 1.2028, 90.03],
      ['4MSL12', 1.1636, 156.38],
      ['2MK5', 1.0323, 146.97],
      ['M10', 0.8471, 331.78],
    ];
    for (const [name, f, argument] of congen2026) {
      const known = constituentYear(name, 2026);
      if (!known) throw new Error(`${name} is unknown`);
      const gap = ((((known.v0 + known.u - argument) % 360) + 540) % 360) - 180;
      expect(Math.abs(gap), `${name}'s V₀ + u`).toBeLessThan(0.3);
      expect(known.f / f, `${name}'s f`).toBeCloseTo(1, 2);
    }
  });

  it('put Anchorage’s highs and lows at NOAA’s minute, its heights within 5 cm', () => {
    expect(largerSet.map((result) => result.station)).toEqual([ANCHORAGE]);
    const summary = summarize(largerSet);
    expect(summary.misses).toBe(0);
    expect(summary.extras).toBe(0);
    expect(summary.p95TimeMin).toBeLessThanOrEqual(1);
    expect(Math.max(...largerSet.flatMap((result) => result.timeErrorsMin))).toBeLessThanOrEqual(1);
    expect(summary.exactShare).toBeGreaterThanOrEqual(0.7);
    expect(summary.medianHeightMm).toBeLessThanOrEqual(15);
    expect(summary.p95HeightMm).toBeLessThanOrEqual(40);
    // As its page says: within 5 cm, and within 4 cm 19 times in 20.
    expect(Math.max(...largerSet.flatMap((result) => result.heightErrorsMm))).toBeLessThan(50);
  });
});

describe('a subordinate station’s highs and lows', () => {
  const HONOLULU = 'noaa/1612340';
  const CHRISTMAS_ISLAND = 'noaa/1814060';
  // On 11 March 2026 Honolulu's low water stands with a 1.4 mm ripple 86 minutes long.
  const day = { startMs: Date.UTC(2026, 2, 11, 10), endMs: Date.UTC(2026, 2, 12, 10) };
  const row = (id: string) => {
    const found = stations.find((station) => station.id === id);
    if (!found) throw new Error(`${id} is not in the tide database`);
    return stationRow(found);
  };
  const honolulu = compileStation(row(HONOLULU), null);
  const christmas = compileStation(row(CHRISTMAS_ISLAND), row(HONOLULU));

  const listed = (events: { time: number; type: string }[]) =>
    events.map((event) => `${new Date(event.time).toISOString().slice(11, 16)} ${event.type}`);

  it('leave out a ripple on the reference’s stand, too small to show in its heights', () => {
    expect(listed(predictExtremes(honolulu, day.startMs, day.endMs))).toEqual([
      '01:06 low',
      '09:57 high',
    ]);
  });

  it("add NOAA's height offset as NOAA publishes it: 0.7 ft to each high, not the 0.21 m stored", () => {
    const week = { startMs: day.startMs, endMs: day.startMs + 7 * DAY_MS };
    // Every turn of Honolulu's level, its ripples too, since Christmas Island lists some.
    const highs = curveTurningPoints(honolulu.curve, week.startMs - DAY_MS, week.endMs).filter(
      (turn) => turn.high,
    );
    const offset = predictExtremes(christmas, week.startMs, week.endMs).filter(
      (event) => event.type === 'high',
    );
    expect(offset.length).toBeGreaterThanOrEqual(7);
    for (const high of offset) {
      // Christmas Island's highs come 49 minutes after Honolulu's.
      const from = highs.find((turn) => Math.abs(turn.time + 49 * 60_000 - high.time) <= 30_000);
      expect(from).toBeDefined();
      expect(high.heightM - (from?.level ?? 0)).toBeCloseTo(0.7 * 0.3048, 9);
    }
  });

  it('keep that ripple’s low and high where the offsets lift the high 21 cm, as NOAA lists them', () => {
    expect(listed(predictExtremes(christmas, day.startMs, day.endMs))).toEqual([
      '19:39 low',
      '21:16 high',
      '01:45 low',
    ]);
  });
});
