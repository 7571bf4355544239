import { BOSTON_DAY } from '../../test/tide-days.ts';
import type { TideClient } from '../client.ts';
import { conditionsAt, instantAt, lookUpConditions } from './conditions.ts';

describe('instantAt', () => {
  it('reads a station-local clock time with the offset in force that day', () => {
    expect(new Date(instantAt(BOSTON_DAY, '06:30') ?? 0).toISOString()).toBe(
      '2026-03-15T10:30:00.000Z',
    );
  });

  it('refuses what is not a clock time', () => {
    expect(instantAt(BOSTON_DAY, '25:00')).toBeNull();
    expect(instantAt(BOSTON_DAY, '6:30 pm')).toBeNull();
  });
});

describe('conditionsAt', () => {
  describe('between the morning low and high', () => {
    it('says the tide is rising, how high, and how long since the low', () => {
      const conditions = conditionsAt(Date.parse('2026-03-15T06:30:00-04:00'), [BOSTON_DAY]);
      expect(conditions).toMatchObject({
        timeZone: 'America/New_York',
        tide: {
          stage: 'rising',
          datum: 'MLLW',
          since: { type: 'low', minutes: 211 },
          next: { type: 'high', minutes: 168 },
        },
        moon: { phase: BOSTON_DAY.moon?.phase },
        sun: BOSTON_DAY.sun,
        source: 'harmonic',
      });
      // Between the low (near 0 m) and the high (about 3 m), and on the curve.
      expect(conditions?.tide.heightM).toBeGreaterThan(0.5);
      expect(conditions?.tide.heightM).toBeLessThan(3);
    });
  });

  describe('after the morning high', () => {
    it('says the tide is falling', () => {
      const conditions = conditionsAt(Date.parse('2026-03-15T11:00:00-04:00'), [BOSTON_DAY]);
      expect(conditions?.tide).toMatchObject({ stage: 'falling', since: { type: 'high' } });
    });
  });

  describe('before the first high or low of the day, with no day before', () => {
    it('still gives the stage from the next one, and no "since"', () => {
      const conditions = conditionsAt(Date.parse('2026-03-15T00:30:00-04:00'), [BOSTON_DAY]);
      expect(conditions?.tide).toMatchObject({
        stage: 'falling',
        since: null,
        next: { type: 'low' },
      });
    });
  });
});

describe('lookUpConditions', () => {
  function client(days: Record<string, typeof BOSTON_DAY>): TideClient & { asked: string[] } {
    const asked: string[] = [];
    return {
      asked,
      searchLocations: () => Promise.resolve([]),
      getTides: (request) => {
        asked.push(request.date);
        const day = days[request.date];
        return Promise.resolve(day ? { kind: 'result', result: day } : { kind: 'empty' });
      },
    };
  }

  it('asks for the day before when the session starts before the first high or low', async () => {
    const tides = client({ '2026-03-15': BOSTON_DAY });
    const lookup = await lookUpConditions(tides, 'noaa/8443970', '2026-03-15', '00:30');
    expect(tides.asked).toEqual(['2026-03-15', '2026-03-14']);
    expect(lookup).toMatchObject({ ok: true, startedAt: '2026-03-15T04:30:00.000Z' });
  });

  it('says so when the day cannot be loaded', async () => {
    const lookup = await lookUpConditions(client({}), 'noaa/8443970', '2026-03-15', '06:30');
    expect(lookup).toEqual({ ok: false, message: 'The tides for that day could not be loaded.' });
  });
});
