/**
 * get-tide-data asked for several days at once: each day as its one-day answer, spring and neap
 * days where the station's range follows the moon's phase, and a month of a year never seen.
 */
import { describe, expect, it } from 'vitest';
import { seededTideData } from './tide-data.ts';
import { FALL_BACK_WEEK } from './clocks.ts';

const BOSTON = 'noaa/8443970';
const PORTLAND = 'noaa/8418150';
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

const seeded = seededTideData(() => FIXED_NOW);

describe('get-tide-data', () => {
  describe('asked for several days at once', () => {
    it('answers each day as the one-day answer for that day would, across the clock change', async () => {
      const handler = seeded.handler();
      // Daylight saving ends in Boston on Sunday 1 November 2026.
      const week = await seeded.tides({ locationId: BOSTON, date: '2026-10-29', days: 7 }, handler);
      expect(week.date).toBe('2026-10-29');
      expect(week.days?.map((day) => day.date)).toEqual(FALL_BACK_WEEK);
      expect(week.days?.map((day) => day.timeZoneAbbreviation)).toEqual([
        'EDT',
        'EDT',
        'EDT',
        'EST',
        'EST',
        'EST',
        'EST',
      ]);
      for (const day of week.days ?? []) {
        const single = await seeded.tides({ locationId: BOSTON, date: day.date }, handler);
        expect(single.days).toBeUndefined();
        expect(day.extremes).toEqual(single.extremes);
        expect(day.sun).toEqual(single.sun);
        expect(day.moon).toEqual(single.moon);
        expect(day.source).toBe(single.source);
      }
      // The curve is the first day's alone: 145 points, midnight to midnight.
      expect(week.timeline).toHaveLength(145);
      expect(week.extremes).toEqual(week.days?.[0]?.extremes);
    });

    it('marks one spring day near each new and full moon and one neap day near each quarter', async () => {
      // November 2026: last quarter on the 1st, new moon on the 9th, first quarter on the 17th,
      // full moon on the 24th, last quarter on 1 December.
      const month = await seeded.tides({ locationId: BOSTON, date: '2026-11-01', days: 30 });
      const marked = (kind: string) =>
        (month.days ?? []).filter((day) => day.tideRange === kind).map((day) => day.date);
      const daysFrom = (phase: string, date: string) =>
        Math.abs(Date.parse(date) - Date.parse(phase)) / 86_400_000;
      // Each phase's week has one day marked, the station's largest or smallest range in it.
      const near = (phases: string[], dates: string[]) =>
        phases.map((phase) => dates.filter((date) => daysFrom(phase, date) <= 3).length);
      expect(near(['2026-11-09', '2026-11-24'], marked('spring'))).toEqual([1, 1]);
      expect(marked('spring')).toHaveLength(2);
      expect(near(['2026-11-17'], marked('neap'))).toEqual([1]);
      expect(
        near(['2026-11-01', '2026-11-17', '2026-12-01'], marked('neap')).reduce((a, b) => a + b),
      ).toBe(marked('neap').length);
      const fullMoonDay = month.days?.find((day) => day.date === '2026-11-24');
      expect(fullMoonDay?.moon.phase).toBe('Full Moon');
      for (const day of month.days ?? []) {
        expect(day.extremes.length).toBeGreaterThanOrEqual(3);
        expect(day.sun.sunrise?.startsWith(day.date)).toBe(true);
      }
    });

    it("marks spring and neap on the station's own largest and smallest ranges, which lag the moon: Sausalito", async () => {
      const SAUSALITO = 'noaa/9414806';
      // 4 November to 4 December 2026: new moon on the 9th, first quarter on the 17th, full
      // moon on the 24th, last quarter on 1 December, each with its week inside.
      const month = await seeded.tides({ locationId: SAUSALITO, date: '2026-11-04', days: 31 });
      const days = month.days ?? [];
      const rangeOf = (day: (typeof days)[number]) => {
        const heights = (type: string) =>
          day.extremes.filter((event) => event.type === type).map((event) => event.heightM);
        return Math.max(...heights('high')) - Math.min(...heights('low'));
      };
      // The day of each principal phase: the one whose noon's angle is nearest it.
      const fromPhase = (angle: number, target: number) =>
        Math.abs(((((angle - target) % 360) + 540) % 360) - 180);
      const phaseDays = (target: number) =>
        days.flatMap((day, i) => {
          const off = (d: (typeof days)[number] | undefined) =>
            d ? fromPhase(d.moon.phaseAngle, target) : Infinity;
          return off(day) < 30 && off(day) <= off(days[i - 1]) && off(day) < off(days[i + 1])
            ? [i]
            : [];
        });
      const checked = { spring: 0, neap: 0 };
      for (const [kind, targets] of [
        ['neap', [90, 270]],
        ['spring', [0, 180]],
      ] as const) {
        for (const phase of targets.flatMap(phaseDays)) {
          // Only phases whose whole week is in the month.
          if (phase < 3 || phase > days.length - 4) continue;
          const week = days.slice(phase - 3, phase + 4);
          const ranges = week.map(rangeOf);
          const extreme = kind === 'neap' ? Math.min(...ranges) : Math.max(...ranges);
          const marked = week.filter((day) => day.tideRange === kind);
          expect(marked.map((day) => day.date)).toEqual([week[ranges.indexOf(extreme)]!.date]);
          checked[kind] += 1;
        }
      }
      expect(checked).toEqual({ spring: 2, neap: 2 });
    });

    it("marks no spring or neap days where the range follows the moon's declination, not its phase", async () => {
      // Pensacola's tide is diurnal (K1 and O1 rule): the seed says its range does not follow the phase.
      const [row] = await seeded.db.query<{ spring_neap: boolean }>(
        'select spring_neap from public.tide_stations where id = $1',
        ['noaa/8729840'],
      );
      expect(row?.spring_neap).toBe(false);
      const month = await seeded.tides({
        locationId: 'noaa/8729840',
        date: '2026-11-01',
        days: 30,
      });
      expect(month.days?.filter((day) => day.tideRange !== null)).toEqual([]);
    });

    it('answers a whole month of a year it has never seen, as a printed table needs', async () => {
      const month = await seeded.tides({ locationId: PORTLAND, date: '2031-01-01', days: 31 });
      expect(month.days).toHaveLength(31);
      expect(month.days?.at(-1)?.date).toBe('2031-01-31');
      expect(month.days?.every((day) => day.source === 'harmonic')).toBe(true);
    });
  });
});
