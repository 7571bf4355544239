import { BOSTON_DAY } from '../../../test/tide-days.ts';
import type { TideClient } from '../../client.ts';
import { conditionsAt, instantAt, lookUpConditions, solunarAt } from './conditions.ts';

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
    expect(lookup).toEqual({ ok: false, problem: 'no-tides' });
  });
});

describe('solunar periods in the conditions', () => {
  const moonTimes = {
    moonrise: '2026-03-15T04:40:00-04:00',
    moonset: '2026-03-15T15:20:00-04:00',
    solunar: [
      {
        kind: 'minor' as const,
        start: '2026-03-15T04:10:00-04:00',
        end: '2026-03-15T05:10:00-04:00',
      },
      {
        kind: 'major' as const,
        start: '2026-03-15T09:00:00-04:00',
        end: '2026-03-15T11:00:00-04:00',
      },
      {
        kind: 'minor' as const,
        start: '2026-03-15T14:50:00-04:00',
        end: '2026-03-15T15:50:00-04:00',
      },
    ],
  };
  const day = { ...BOSTON_DAY, moonTimes };

  it.each([
    ['2026-03-15T09:00:00-04:00', 'major'],
    ['2026-03-15T10:59:00-04:00', 'major'],
    ['2026-03-15T11:00:00-04:00', null],
    ['2026-03-15T04:30:00-04:00', 'minor'],
    ['2026-03-15T15:49:00-04:00', 'minor'],
    ['2026-03-15T06:30:00-04:00', null],
  ])('puts a session starting %s in %s', (at, period) => {
    expect(solunarAt(Date.parse(at), [day])).toBe(period);
  });

  it('keeps moonrise, moonset and the period with the tide and the moon', () => {
    const conditions = conditionsAt(Date.parse('2026-03-15T09:30:00-04:00'), [day]);
    expect(conditions?.solunar).toBe('major');
    expect(conditions?.moon).toMatchObject({
      moonrise: moonTimes.moonrise,
      moonset: moonTimes.moonset,
    });
  });

  it('leaves the period out when the day carries no moon times (older answers)', () => {
    expect(conditionsAt(Date.parse('2026-03-15T09:30:00-04:00'), [BOSTON_DAY])).not.toHaveProperty(
      'solunar',
    );
  });
});
