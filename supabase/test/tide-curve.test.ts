/**
 * The harmonic curve's parts: NOAA's yearly astronomical arguments and node factors, and the
 * choice of which turning points are highs and lows.
 */
import { astro } from '@neaps/tide-predictor';
import { describe, expect, it } from 'vitest';
import { NOS_FUNDAMENTALS, yearTerms } from '../functions/_shared/engine/astronomy-arguments.ts';
import {
  compileStation,
  predictExtremes,
  type TideStationRow,
} from '../functions/_shared/engine/tide-prediction.ts';
import {
  createCurve,
  filterRipples,
  levelAt,
  levelsAlong,
  type CurveExtreme,
} from '../functions/_shared/engine/extremes.ts';

const HOUR_MS = 3_600_000;
const BOSTON = [
  { name: 'M2', amplitude: 1.371, phase: 109.2 },
  { name: 'S2', amplitude: 0.208, phase: 146.2 },
  { name: 'N2', amplitude: 0.305, phase: 76.7 },
  { name: 'K1', amplitude: 0.143, phase: 205.6 },
  { name: 'O1', amplitude: 0.116, phase: 187.1 },
  { name: 'M1', amplitude: 0.005, phase: 223.2 },
  { name: 'L2', amplitude: 0.068, phase: 160.4 },
  { name: 'M4', amplitude: 0.023, phase: 29 },
  { name: 'SA', amplitude: 0.049, phase: 136.3 },
];

function extreme(hours: number, level: number, high: boolean): CurveExtreme {
  return { time: Date.UTC(2026, 3, 1) + hours * HOUR_MS, level, high };
}

describe('yearTerms', () => {
  describe('when a prediction crosses from one year into the next', () => {
    it("runs each constituent on from 1 January at its speed into the next year's V₀", () => {
      // S2, T2, Sa and Ssa have no node factor, so only V₀ and the speed set their phase.
      const solar = [
        { name: 'S2', amplitude: 1, phase: 0 },
        { name: 'T2', amplitude: 1, phase: 0 },
        { name: 'SA', amplitude: 1, phase: 0 },
        { name: 'SSA', amplitude: 1, phase: 0 },
      ];
      for (const year of [2025, 2026, 2027, 2028]) {
        const current = yearTerms(solar, year);
        const next = yearTerms(solar, year + 1);
        const hours = (next.startMs - current.startMs) / HOUR_MS;
        current.terms.forEach((term, index) => {
          const carried = term.phase + term.speed * hours;
          const gap = Math.atan2(
            Math.sin(carried - next.terms[index]!.phase),
            Math.cos(carried - next.terms[index]!.phase),
          );
          expect(Math.abs(gap)).toBeLessThan((0.01 * Math.PI) / 180);
        });
      }
    });

    it('changes level by no more than the year-to-year change of the node factors', () => {
      const curve = createCurve(BOSTON, 0);
      const newYear = Date.UTC(2027, 0, 1);
      expect(Math.abs(levelAt(curve, newYear) - levelAt(curve, newYear - 1))).toBeLessThan(0.02);
    });
  });

  describe.each([
    ['MK3', ['M2', 'K1']],
    ['ML4', ['M2', 'L2']],
    ['MSK5', ['M2', 'S2', 'K1']],
    ['3ML8', ['M2', 'M2', 'M2', 'L2']],
  ])('for the compound %s', (compound, members) => {
    it("takes its argument and nodal angle as its members' combined", () => {
      const names = [compound, ...new Set(members)];
      const { terms } = yearTerms(
        names.map((name) => ({ name, amplitude: 1, phase: 0 })),
        2026,
      );
      const phaseOf = (name: string): number => terms[names.indexOf(name)]?.phase ?? Number.NaN;
      const combined = members.reduce((total, name) => total + phaseOf(name), 0);
      const gap = combined - phaseOf(compound);
      expect(Math.abs(Math.atan2(Math.sin(gap), Math.cos(gap)))).toBeLessThan(1e-6);
    });
  });

  it('leaves out constituents with no amplitude and names it does not know', () => {
    const { terms } = yearTerms(
      [...BOSTON, { name: 'MF', amplitude: 0, phase: 0 }, { name: 'XYZ9', amplitude: 1, phase: 0 }],
      2026,
    );
    expect(terms).toHaveLength(BOSTON.length);
  });
});

describe('NOS_FUNDAMENTALS', () => {
  describe('M1', () => {
    it('takes Q in the quadrant of P, as Schureman does', () => {
      // Every month of two years, so P (the perigee less ξ) goes round every quadrant.
      for (let month = 0; month < 240; month += 1) {
        const values = astro(new Date(Date.UTC(2020, month, 1)));
        const u = NOS_FUNDAMENTALS.M1!(values).u;
        const Q = ((u - (values.xi.value - values.nu.value)) * Math.PI) / 180;
        const P = (values.P.value * Math.PI) / 180;
        expect(Math.sign(Math.cos(Q))).toBe(Math.sign(Math.cos(P)));
        expect(Math.sign(Math.sin(Q))).toBe(Math.sign(Math.sin(P)));
      }
    });
  });
});

describe('levelsAlong', () => {
  const curve = createCurve(BOSTON, 1.5);
  it.each([
    ['within a year', Date.UTC(2027, 5, 14, 4), 10 * 60_000, 145],
    ['uneven steps of a subordinate', Date.UTC(2027, 5, 14, 4, 7, 13, 411), 8.37 * 60_000, 40],
    ["across New Year's midnight", Date.UTC(2027, 11, 31, 5), 10 * 60_000, 145],
  ])('gives the level levelAt gives at every instant, %s', (_, startMs, stepMs, count) => {
    const levels = new Float64Array(count + 2);
    levelsAlong(curve, startMs, stepMs, count, levels, 2);
    for (let index = 0; index < count; index += 1) {
      expect(levels[index + 2]).toBeCloseTo(levelAt(curve, startMs + index * stepMs), 9);
    }
  });
});

describe('filterRipples', () => {
  describe('when a high and a low come less than two hours apart on a stand of the tide', () => {
    it('leaves out both', () => {
      const kept = filterRipples([
        extreme(0, 1.2, true),
        extreme(8, 0.1, false),
        extreme(17, 0.77, true),
        extreme(17.5, 0.769, false),
        extreme(23.5, 0.92, true),
      ]);
      expect(kept.map((event) => event.level)).toEqual([1.2, 0.1, 0.92]);
    });
  });

  describe('when a high and a low come less than two hours apart but differ by 7.6 mm or more', () => {
    it('keeps both: a double low whose rise shows in a tenth of a foot is a tide', () => {
      const events = [
        extreme(0, 1.2, true),
        extreme(8, 0.1, false),
        extreme(9.5, 0.11, true),
        extreme(10.5, 0.09, false),
        extreme(17, 0.9, true),
      ];
      expect(filterRipples(events)).toEqual(events);
    });
  });

  describe('when a small rise lasts longer than two hours', () => {
    it('keeps it as a high and a low, however small', () => {
      const events = [
        extreme(0, 0.5, true),
        extreme(10, 0.164, false),
        extreme(13, 0.172, true),
        extreme(17.5, 0.14, false),
      ];
      expect(filterRipples(events)).toEqual(events);
    });
  });
});

describe('predictExtremes', () => {
  const reference: TideStationRow = {
    id: 'test/reference',
    noaa_id: null,
    name: 'Reference',
    state: null,
    time_zone: 'America/New_York',
    station_type: 'reference',
    reference_id: null,
    offsets: null,
    chart_datum: 'MLLW',
    datums: { MSL: 2.66, MLLW: 1.074 },
    constituents: BOSTON.map(({ name, amplitude, phase }) => [name, amplitude, phase]),
    latitude: 42.35,
    longitude: -71.05,
  };
  const subordinate = (height: object): TideStationRow => ({
    ...reference,
    id: 'test/subordinate',
    station_type: 'subordinate',
    reference_id: reference.id,
    constituents: null,
    offsets: { reference: reference.id, time: { high: 34, low: -21 }, height },
  });
  const start = Date.UTC(2026, 5, 1);
  const end = Date.UTC(2026, 5, 8);
  const referenceEvents = predictExtremes(
    compileStation(reference, null),
    start - HOUR_MS,
    end + HOUR_MS,
  );
  const shiftedTimes = referenceEvents
    .map((event) => event.time + (event.type === 'high' ? 34 : -21) * 60_000)
    .filter((time) => time >= start && time < end);

  describe('for a subordinate station with height ratios', () => {
    it("moves each of the reference's highs and lows by its time offset and scales its height", () => {
      const events = predictExtremes(
        compileStation(subordinate({ high: 0.8, low: 0.5, type: 'ratio' }), reference),
        start,
        end,
      );
      expect(events.map((event) => event.time)).toEqual(shiftedTimes);
      for (const event of events) {
        const source = referenceEvents.find(
          (candidate) =>
            candidate.time + (candidate.type === 'high' ? 34 : -21) * 60_000 === event.time,
        );
        expect(source?.type).toBe(event.type);
        expect(event.heightM).toBeCloseTo(
          (source?.heightM ?? 0) * (event.type === 'high' ? 0.8 : 0.5),
          9,
        );
      }
    });
  });

  describe('for a subordinate station with fixed height differences', () => {
    it("adds the difference to the reference's heights", () => {
      const events = predictExtremes(
        compileStation(subordinate({ high: 0.12, low: -0.03, type: 'fixed' }), reference),
        start,
        end,
      );
      expect(events.map((event) => event.time)).toEqual(shiftedTimes);
      for (const event of events) {
        const source = referenceEvents.find(
          (candidate) =>
            candidate.time + (candidate.type === 'high' ? 34 : -21) * 60_000 === event.time,
        );
        expect(event.heightM).toBeCloseTo(
          (source?.heightM ?? 0) + (event.type === 'high' ? 0.12 : -0.03),
          9,
        );
      }
    });
  });
});
