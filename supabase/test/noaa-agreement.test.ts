/**
 * When NOAA's highs and lows for a day are believed: only when they tell the same story as our
 * own harmonic prediction. Synthetic days, in metres above MLLW.
 */
import { describe, expect, it } from 'vitest';
import { checkAgreement } from '../functions/_shared/noaa/noaa-agreement.ts';
import type { PredictedExtreme } from '../functions/_shared/engine/tide-prediction.ts';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const START = Date.UTC(2026, 2, 20, 4);
const DAY = { startMs: START, endMs: START + 24 * HOUR };

function event(hours: number, heightM: number, type: 'high' | 'low'): PredictedExtreme {
  return { time: START + hours * HOUR, heightM, type };
}

/** A semidiurnal day like Boston's: two highs near 3.2 m and two lows near 0. */
const ours = [
  event(-1.2, 0.1, 'low'),
  event(5, 3.2, 'high'),
  event(11, -0.2, 'low'),
  event(17.5, 3.1, 'high'),
  event(23.6, 0, 'low'),
];
const sound = [
  event(5 + 4 / 60, 3.24, 'high'),
  event(11 - 3 / 60, -0.25, 'low'),
  event(17.5 + 2 / 60, 3.15, 'high'),
  event(23.6 + 5 / 60, 0.04, 'low'),
];

describe('checkAgreement', () => {
  describe("when NOAA's day is within minutes and centimetres of ours", () => {
    it('accepts it', () => {
      expect(checkAgreement(sound, ours, DAY)).toEqual({ ok: true });
    });
  });

  const faults: [string, PredictedExtreme[]][] = [
    [
      'heights in feet sent as metres',
      sound.map((e) => ({ ...e, heightM: e.heightM / METRES_PER_FOOT })),
    ],
    ['one event where there are four', sound.slice(1, 2)],
    ['a duplicated event', [...sound.slice(0, 2), sound[1] as PredictedExtreme, ...sound.slice(2)]],
    ['every event typed high', sound.map((e) => ({ ...e, type: 'high' as const }))],
    ['every height zero', sound.map((e) => ({ ...e, heightM: 0 }))],
    ['every time five hours late', sound.map((e) => ({ ...e, time: e.time + 5 * HOUR }))],
    ['times 25 minutes late', sound.map((e) => ({ ...e, time: e.time + 25 * MINUTE }))],
    ['no events', []],
  ];

  describe.each(faults)('when NOAA sends %s', (_fault, upstream) => {
    it('refuses it and says why', () => {
      const agreement = checkAgreement(upstream, ours, DAY);
      expect(agreement).toEqual({ ok: false, reason: expect.stringMatching(/\w/) });
    });
  });

  describe('on a near-flat day (a Gulf station between its diurnal tides)', () => {
    // One strong high and low, with a weak high/low pair we find and NOAA may not.
    const flatOurs = [
      event(2, 0.45, 'high'),
      event(12, 0.05, 'low'),
      event(15, 0.12, 'high'),
      event(16.5, 0.1, 'low'),
    ];

    it('accepts NOAA leaving out a weak pair of ours', () => {
      const upstream = [event(2.1, 0.44, 'high'), event(12.1, 0.07, 'low')];
      expect(checkAgreement(upstream, flatOurs, DAY)).toEqual({ ok: true });
    });

    it('accepts a weak pair of NOAA placed an hour from ours', () => {
      const upstream = [
        event(2.1, 0.44, 'high'),
        event(12.1, 0.07, 'low'),
        event(16, 0.13, 'high'),
        event(17.5, 0.09, 'low'),
      ];
      expect(checkAgreement(upstream, flatOurs, DAY)).toEqual({ ok: true });
    });

    it('refuses NOAA leaving out a strong event of ours', () => {
      const upstream = [event(12.1, 0.07, 'low')];
      expect(checkAgreement(upstream, flatOurs, DAY).ok).toBe(false);
    });
  });

  describe('near midnight', () => {
    it("needs no match for an event of ours that NOAA puts on the other day's side", () => {
      const edgy = [event(0.1, 3.2, 'high'), event(6.3, -0.1, 'low'), event(12.5, 3.1, 'high')];
      const upstream = [event(6.3, -0.12, 'low'), event(12.5, 3.12, 'high')];
      expect(checkAgreement(upstream, edgy, DAY)).toEqual({ ok: true });
    });
  });
});
