/**
 * get-tide-data's answer for a day, called directly with a freshly migrated database: the
 * station's day whatever the server's clock (the cases run under server time zones far from the
 * station's), through its clock changes, the moon's phase named by the station's calendar, and
 * a subordinate station's day from its reference's.
 */
import { describe, expect, it } from 'vitest';
import type { TideResult } from '../functions/_shared/handlers/get-tide-data.ts';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';
import { MOON_PHASE_NAMES } from '@tides/conventions/moon-phases';
import { onServerClockIn } from './clocks.ts';
import { seededTideData } from './tide-data.ts';

const BOSTON = 'noaa/8443970';
const PORTSMOUTH = 'noaa/8423745';
const PORTLAND = 'noaa/8418150';
/** Server clocks far from the stations': UTC+14, UTC, and the US west coast. */
const SERVER_TIME_ZONES = ['Pacific/Kiritimati', 'UTC', 'America/Los_Angeles'];
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

const seeded = seededTideData(() => FIXED_NOW);

function minutesBetween(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;
}

/** Boston's answer for `date`, checked to run `hours` hours from its midnight to the next. */
async function bostonDay(
  date: string,
  hours: number,
  midnights: { from: string; to: string },
): Promise<TideResult> {
  const result = await seeded.tides({ locationId: BOSTON, date });
  expect(result.timeline).toHaveLength(hours * 6 + 1);
  expect(result.timeline[0]?.at).toBe(midnights.from);
  expect(result.timeline.at(-1)?.at).toBe(midnights.to);
  return result;
}

describe('get-tide-data', () => {
  describe.each(SERVER_TIME_ZONES)('on a server whose clock is in %s', (serverZone) => {
    onServerClockIn(serverZone);

    it('really runs in that zone', () => {
      const expected = new Intl.DateTimeFormat('en-US', { timeZone: serverZone }).resolvedOptions()
        .timeZone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(expected);
    });

    describe('for Boston on 2026-11-22', () => {
      it('lists two highs and two lows in Eastern Standard Time', async () => {
        const result = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(result.location).toBe('Boston, MA');
        expect(result.date).toBe('2026-11-22');
        expect(result.source).toBe('harmonic');
        expect(result.highTides).toHaveLength(2);
        expect(result.lowTides).toHaveLength(2);
        for (const event of result.extremes) {
          expect(event.time).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM) EST$/);
          expect(event.at).toMatch(/^2026-11-22T\d{2}:\d{2}:00-05:00$/);
          expect(event.height).toMatch(/^-?\d+\.\d ft$/);
          expect(Number.parseFloat(event.height)).toBeCloseTo(event.heightM / METRES_PER_FOOT, 1);
        }
        expect(result.highTides.every((event) => event.type === 'high')).toBe(true);
        expect(result.lowTides.every((event) => event.type === 'low')).toBe(true);
        const instants = result.extremes.map((event) => Date.parse(event.at));
        expect(instants).toEqual([...instants].sort((a, b) => a - b));
        // Boston's spring-tide highs are 9–11 ft above MLLW, its lows near 0.
        for (const high of result.highTides) expect(high.heightM).toBeGreaterThan(2.5);
        for (const low of result.lowTides) expect(low.heightM).toBeLessThan(0.6);
      });

      it('describes the station, datum and units', async () => {
        const result = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(result.station).toEqual({
          id: BOSTON,
          noaaId: '8443970',
          name: 'Boston',
          state: 'MA',
          country: 'United States',
          timeZone: 'America/New_York',
          timeZoneAbbreviation: 'EST',
          latitude: expect.closeTo(42.354, 3),
          longitude: expect.closeTo(-71.05, 2),
          type: 'reference',
          referenceId: null,
        });
        expect(result.datum).toBe('MLLW');
        expect(result.units).toEqual({ height: 'ft', heightM: 'm' });
        expect(result.attribution).toMatch(/NOAA/);
        expect(result.generatedAt).toBe(FIXED_NOW.toISOString());
      });

      it('draws the water level every 10 minutes from midnight to midnight', async () => {
        const { timeline, extremes } = await seeded.tides({
          locationId: BOSTON,
          date: '2026-11-22',
        });
        expect(timeline).toHaveLength(145);
        expect(timeline[0]?.at).toBe('2026-11-22T00:00:00-05:00');
        expect(timeline[1]?.at).toBe('2026-11-22T00:10:00-05:00');
        expect(timeline.at(-1)?.at).toBe('2026-11-23T00:00:00-05:00');
        // The curve passes through each high and low it is drawn with.
        for (const extreme of extremes) {
          const nearest = timeline.reduce((best, point) =>
            minutesBetween(point.at, extreme.at) < minutesBetween(best.at, extreme.at)
              ? point
              : best,
          );
          expect(Math.abs(nearest.heightM - extreme.heightM)).toBeLessThan(0.05);
        }
      });

      it('gives sunrise, sunset and the moon for that day', async () => {
        const result = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(result.sun.sunrise).toMatch(/^2026-11-22T06:\d{2}:00-05:00$/);
        expect(result.sun.sunset).toMatch(/^2026-11-22T16:\d{2}:00-05:00$/);
        expect(MOON_PHASE_NAMES).toContain(result.moonPhase);
        expect(result.moon.phase).toBe(result.moonPhase);
        expect(result.moonIllumination).toBe(`${Math.round(result.moon.illumination * 100)}%`);
        expect(result.moon.phaseAngle).toBeGreaterThanOrEqual(0);
        expect(result.moon.phaseAngle).toBeLessThan(360);
      });
    });

    describe('when a visitor in Tokyo asks for 22 November', () => {
      it("gives Boston's 22 November, not the UTC day the timestamp falls on", async () => {
        const fromTokyo = await seeded.tides({
          locationId: BOSTON,
          date: '2026-11-22T00:00:00+09:00',
        });
        const plain = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(fromTokyo.date).toBe('2026-11-22');
        expect(fromTokyo.extremes).toEqual(plain.extremes);
      });

      it('takes the date part of a UTC timestamp as given', async () => {
        const result = await seeded.tides({ locationId: BOSTON, date: '2026-11-22T03:00:00.000Z' });
        expect(result.date).toBe('2026-11-22');
        expect(result.timeline[0]?.at).toBe('2026-11-22T00:00:00-05:00');
      });
    });

    describe('on the day New York springs forward (2026-03-08)', () => {
      it('covers a 23-hour day, in EST before 2 AM and EDT after', async () => {
        const result = await bostonDay('2026-03-08', 23, {
          from: '2026-03-08T00:00:00-05:00',
          to: '2026-03-09T00:00:00-04:00',
        });
        expect(result.station.timeZoneAbbreviation).toBe('EDT');
        expect(result.extremes.length).toBeGreaterThanOrEqual(3);
        for (const event of result.extremes) {
          expect(event.at.slice(0, 10)).toBe('2026-03-08');
          const before = Date.parse(event.at) < Date.parse('2026-03-08T07:00:00Z');
          expect(event.time.endsWith(before ? ' EST' : ' EDT')).toBe(true);
          expect(event.at.endsWith(before ? '-05:00' : '-04:00')).toBe(true);
        }
      });
    });

    describe('on the day New York falls back (2026-11-01)', () => {
      it('covers a 25-hour day', async () => {
        await bostonDay('2026-11-01', 25, {
          from: '2026-11-01T00:00:00-04:00',
          to: '2026-11-02T00:00:00-05:00',
        });
      });
    });
  });

  describe('around the full moon of 24 November 2026 (14:54 UTC)', () => {
    it('calls the whole station-local day of the full moon "Full Moon", and the days beside it gibbous', async () => {
      const phases = [];
      for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
        phases.push((await seeded.tides({ locationId: BOSTON, date })).moonPhase);
      }
      expect(phases).toEqual(['Waxing Gibbous', 'Full Moon', 'Waning Gibbous']);
    });

    it("names the day by the station's calendar: already the 25th on Guam", async () => {
      const [guam] = await seeded.db.query<{ id: string }>(
        `select id from public.tide_stations where time_zone = 'Pacific/Guam' order by id limit 1`,
      );
      expect(guam).toBeDefined();
      const onThe24th = await seeded.tides({ locationId: guam?.id, date: '2026-11-24' });
      const onThe25th = await seeded.tides({ locationId: guam?.id, date: '2026-11-25' });
      expect([onThe24th.moonPhase, onThe25th.moonPhase]).toEqual(['Waxing Gibbous', 'Full Moon']);
      expect(onThe25th.moon.illumination).toBeGreaterThan(0.99);
    });
  });

  describe('for a subordinate station (Portsmouth, NH)', () => {
    it("answers with its reference's tides moved by NOAA's offsets", async () => {
      const portsmouth = await seeded.tides({ locationId: PORTSMOUTH, date: '2026-07-04' });
      expect(portsmouth.location).toBe('Portsmouth, NH');
      expect(portsmouth.station.type).toBe('subordinate');
      expect(portsmouth.station.referenceId).toBe(PORTLAND);
      // It has no constants of its own, and says so.
      expect(portsmouth.attribution).toMatch(
        /^Computed from NOAA CO-OPS time and height differences to its reference station's harmonic constants/,
      );
      expect(portsmouth.highTides.length).toBeGreaterThanOrEqual(1);
      expect(portsmouth.lowTides.length).toBeGreaterThanOrEqual(1);
      // NOAA's offsets for 8423745: highs +22 min, lows +17 min, heights × 0.86.
      const portland = await seeded.tides({ locationId: PORTLAND, date: '2026-07-04' });
      const pairs = portsmouth.extremes.flatMap((event) => {
        const shift = event.type === 'high' ? 22 : 17;
        const source = portland.extremes.find(
          (candidate) =>
            candidate.type === event.type &&
            Math.abs(minutesBetween(candidate.at, event.at) - shift) <= 1 &&
            Date.parse(candidate.at) < Date.parse(event.at),
        );
        return source ? [{ event, source }] : [];
      });
      // At most the first event's reference fell on the day before.
      expect(pairs.length).toBeGreaterThanOrEqual(portsmouth.extremes.length - 1);
      for (const { event, source } of pairs) {
        expect(event.heightM).toBeCloseTo(source.heightM * 0.86, 2);
      }
      expect(portsmouth.timeline).toHaveLength(145);
    });
  });
});
