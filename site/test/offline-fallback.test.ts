/**
 * The site's clients behind the offline copy: the backend's answer stands whenever it gives one
 * (a refusal included), and only a lookup that cannot reach it is answered from the kept copy.
 * The kept copy's reader is replaced here by one that holds a single day.
 */
import type { TideAnswer, TideDataRequest, TideResult } from '@tides/widgets';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_NEEDS_CONNECTION,
  backendUnreachable,
  needsConnection,
  tidesOrKept,
} from '../src/offline/or-kept';

const KEPT: TideResult = {
  location: 'Boston, MA',
  date: '2026-06-15',
  highTides: [],
  lowTides: [],
  source: 'harmonic',
  moonPhase: 'Waxing Crescent',
  moonIllumination: '1%',
};

vi.mock('../src/offline/kept-lookup', () => ({
  keptTides: async (request: TideDataRequest) => (request.date === KEPT.date ? KEPT : null),
}));

const kept = { locationId: 'noaa/8443970', date: '2026-06-15' };
const notKept = { locationId: 'noaa/8443970', date: '2026-07-15' };
const unreachable: TideAnswer = { kind: 'unreachable', message: 'Failed to fetch' };

describe('lookups with a kept copy behind them', () => {
  it('keeps the backend’s answer, a refusal included', async () => {
    const refused: TideAnswer = { kind: 'refused', message: 'Too many requests' };
    expect(await tidesOrKept(kept, async () => refused)).toBe(refused);
    expect(backendUnreachable.get()).toBe(false);
  });

  it('answers from the copy when the backend cannot be reached, and says it could not', async () => {
    expect(await tidesOrKept(kept, async () => unreachable)).toEqual({
      kind: 'result',
      result: KEPT,
    });
    expect(backendUnreachable.get()).toBe(true);
    const thrown = new TypeError('Failed to fetch');
    expect(
      await tidesOrKept(kept, () => Promise.reject(thrown)).then((answer) => answer.kind),
    ).toBe('result');
  });

  it('fails as before for a day the copy does not hold', async () => {
    expect(await tidesOrKept(notKept, async () => unreachable)).toBe(unreachable);
    const thrown = new TypeError('Failed to fetch');
    await expect(tidesOrKept(notKept, () => Promise.reject(thrown))).rejects.toBe(thrown);
  });

  it('has the account say it needs a connection while the backend is out of reach', async () => {
    await tidesOrKept(kept, async () => unreachable);
    await expect(needsConnection(async () => [])).rejects.toThrow(ACCOUNT_NEEDS_CONNECTION);
    await tidesOrKept(kept, async () => ({ kind: 'result', result: KEPT }));
    expect(await needsConnection(async () => ['saved'])).toEqual(['saved']);
  });
});
