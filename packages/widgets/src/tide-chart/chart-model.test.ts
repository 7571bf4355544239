import {
  BOSTON_DAY,
  BOSTON_MORNING,
  BOSTON_NEXT_NOON,
  BOSTON_NOON,
  HULL_DAY,
} from '../../test/tide-days.ts';
import type { TideResult } from '../types.ts';
import {
  areaPath,
  chartDay,
  heightAt,
  hourTicks,
  isSunUpAtNoon,
  linearScale,
  linePath,
  nextStop,
  niceTicks,
  nightSpans,
  pointTrendAt,
  readExtremes,
  readTimeline,
  summarise,
  toUnits,
  trendAt,
  type ChartDay,
} from './chart-model.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

const bostonPoints = readTimeline(BOSTON_DAY.timeline);
const bostonDay = chartDay(bostonPoints)!;
const bostonExtremes = readExtremes(BOSTON_DAY, bostonDay);

describe('readTimeline', () => {
  it('reads the backend’s 10-minute curve from midnight to midnight, both included', () => {
    expect(bostonPoints).toHaveLength(145);
    expect(bostonDay).toEqual({
      start: at('2026-03-15T00:00:00-04:00'),
      end: at('2026-03-16T00:00:00-04:00'),
    });
  });

  it('puts points in time order and drops those it cannot read', () => {
    const points = readTimeline([
      { at: '2026-03-15T01:00:00-04:00', heightM: 2 },
      { at: 'not a time', heightM: 1 },
      { at: '2026-03-15T00:00:00-04:00', heightM: 1 },
      { at: '2026-03-15T02:00:00-04:00', heightM: Number.NaN },
    ]);

    expect(points.map((point) => point.heightM)).toEqual([1, 2]);
  });

  it('has no day to chart without at least two instants', () => {
    expect(chartDay(readTimeline(undefined))).toBeUndefined();
    expect(chartDay(readTimeline([{ at: '2026-03-15T00:00:00Z', heightM: 1 }]))).toBeUndefined();
  });
});

describe('readExtremes', () => {
  it('places the day’s highs and lows in time order', () => {
    expect(bostonExtremes.map((extreme) => [extreme.type, extreme.event.time])).toEqual([
      ['low', '2:59 AM EDT'],
      ['high', '9:18 AM EDT'],
      ['low', '3:41 PM EDT'],
      ['high', '9:56 PM EDT'],
    ]);
  });

  it('falls back to the two lists, and skips events it cannot place', () => {
    const result: TideResult = {
      ...BOSTON_DAY,
      extremes: undefined,
      highTides: [
        { time: '9:18 AM EDT', height: '9.2 ft', at: '2026-03-15T09:18:00-04:00', heightM: 2.8 },
      ],
      lowTides: [{ time: '3:41 PM EDT', height: '0.9 ft' }],
    };

    expect(readExtremes(result, bostonDay)).toEqual([
      expect.objectContaining({
        type: 'high',
        heightM: 2.8,
        time: at('2026-03-15T09:18:00-04:00'),
      }),
    ]);
  });
});

describe('heightAt', () => {
  it('reads the level between two points linearly', () => {
    const points = [
      { time: 0, heightM: 1 },
      { time: 600_000, heightM: 2 },
    ];

    expect(heightAt(points, 0)).toBe(1);
    expect(heightAt(points, 150_000)).toBe(1.25);
    expect(heightAt(points, 600_000)).toBe(2);
  });

  it('knows nothing off the curve', () => {
    expect(heightAt(bostonPoints, bostonDay.end + 1)).toBeUndefined();
  });
});

describe('trendAt and pointTrendAt', () => {
  it('calls the water rising on its way to a high and falling on its way to a low', () => {
    expect(trendAt(bostonPoints, bostonExtremes, BOSTON_MORNING.getTime())).toBe('rising');
    expect(trendAt(bostonPoints, bostonExtremes, BOSTON_NOON.getTime())).toBe('falling');
  });

  it('reads the last stretch of the day from the last turn', () => {
    expect(trendAt(bostonPoints, bostonExtremes, at('2026-03-15T23:30:00-04:00'))).toBe('falling');
  });

  it('reads the slope when the day has no highs or lows', () => {
    expect(trendAt(bostonPoints, [], BOSTON_MORNING.getTime())).toBe('rising');
    expect(trendAt(bostonPoints, [], BOSTON_NOON.getTime())).toBe('falling');
  });

  it('names the turn itself at a high or a low', () => {
    expect(pointTrendAt(bostonPoints, bostonExtremes, at('2026-03-15T09:18:00-04:00'))).toBe(
      'high',
    );
    expect(pointTrendAt(bostonPoints, bostonExtremes, at('2026-03-15T15:41:00-04:00'))).toBe('low');
    expect(pointTrendAt(bostonPoints, bostonExtremes, at('2026-03-15T15:00:00-04:00'))).toBe(
      'falling',
    );
  });
});

describe('niceTicks', () => {
  it.each([
    // Boston's range in feet, below the datum to about 10 ft: every 2 ft.
    [-0.3, 10.2, 4, [0, 2, 4, 6, 8, 10], 0],
    [-0.3, 10.2, 2, [0, 5, 10], 0],
    // Boston's range in metres.
    [-0.09, 3.11, 4, [0, 1, 2, 3], 0],
    [0.12, 3.11, 6, [0.5, 1, 1.5, 2, 2.5, 3], 1],
    // A small Arctic range: tenths, written with one decimal.
    [-0.2, 0.7, 4, [-0.2, 0, 0.2, 0.4, 0.6], 1],
  ])('marks %f…%f with about %i round values', (min, max, count, values, fractionDigits) => {
    expect(niceTicks(min, max, count)).toEqual({ values, fractionDigits });
  });

  it('marks a flat line once', () => {
    expect(niceTicks(1.5, 1.5, 4)).toEqual({ values: [1.5], fractionDigits: 1 });
  });
});

describe('hourTicks', () => {
  it('marks every 3 or 6 hours of the station’s clock, midnight to midnight', () => {
    const hours = (step: number) =>
      hourTicks(bostonDay, 'America/New_York', step).map((time) => (time - bostonDay.start) / HOUR);

    expect(hours(6)).toEqual([0, 6, 12, 18, 24]);
    expect(hours(3)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    expect(hours(1)).toHaveLength(25);
  });

  it('follows the clock on the day daylight saving starts (23 hours, no 2 AM)', () => {
    const day: ChartDay = {
      start: at('2026-03-08T00:00:00-05:00'),
      end: at('2026-03-09T00:00:00-04:00'),
    };
    const ticks = hourTicks(day, 'America/New_York', 3);

    expect(ticks.map((time) => new Date(time).toISOString())).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-08T07:00:00.000Z', // 3 AM EDT: two hours after midnight
      '2026-03-08T10:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T16:00:00.000Z',
      '2026-03-08T19:00:00.000Z',
      '2026-03-08T22:00:00.000Z',
      '2026-03-09T01:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    expect(hourTicks(day, 'America/New_York', 1)).toHaveLength(24);
  });
});

describe('nightSpans', () => {
  const day: ChartDay = { start: 0, end: 24 * HOUR };
  const iso = (hours: number) => new Date(hours * HOUR).toISOString();
  const unknown = () => undefined;

  it('shades before sunrise and after sunset', () => {
    expect(nightSpans(day, { sunrise: iso(7), sunset: iso(19) }, unknown)).toEqual([
      [0, 7 * HOUR],
      [19 * HOUR, 24 * HOUR],
    ]);
  });

  it('shades between sunset and sunrise when the sun sets first', () => {
    expect(nightSpans(day, { sunrise: iso(2), sunset: iso(1) }, unknown)).toEqual([
      [1 * HOUR, 2 * HOUR],
    ]);
  });

  it('shades only the side of the day that has a sunrise or a sunset', () => {
    expect(nightSpans(day, { sunrise: iso(11), sunset: null }, unknown)).toEqual([[0, 11 * HOUR]]);
    expect(nightSpans(day, { sunrise: null, sunset: iso(13) }, unknown)).toEqual([
      [13 * HOUR, 24 * HOUR],
    ]);
  });

  it('shades nothing under the midnight sun and everything in polar night', () => {
    const noSun = { sunrise: null, sunset: null };

    expect(nightSpans(day, noSun, () => true)).toEqual([]);
    expect(nightSpans(day, noSun, () => false)).toEqual([[0, 24 * HOUR]]);
    expect(nightSpans(day, noSun, unknown)).toEqual([]);
  });

  it('shades nothing when the result does not say', () => {
    expect(nightSpans(day, undefined, () => false)).toEqual([]);
  });
});

describe('isSunUpAtNoon', () => {
  it.each([
    [70.4, '2026-06-21', true],
    [70.4, '2026-12-21', false],
    [-75, '2026-06-21', false],
    [-75, '2026-12-21', true],
    [42.35, '2026-12-21', true],
  ])('at latitude %f on %s: %s', (latitude, date, up) => {
    expect(isSunUpAtNoon(latitude, date)).toBe(up);
  });
});

describe('summarise', () => {
  it('says what the water is doing now and the next two turns', () => {
    const summary = summarise(bostonPoints, bostonExtremes, BOSTON_MORNING.getTime());

    expect(summary.now).toMatchObject({ trend: 'rising', time: BOSTON_MORNING.getTime() });
    expect(summary.now!.heightM).toBeGreaterThan(0.54);
    expect(summary.now!.heightM).toBeLessThan(2.8);
    expect(summary.upcoming.map((extreme) => extreme.event.time)).toEqual([
      '9:18 AM EDT',
      '3:41 PM EDT',
    ]);
  });

  it('lists the day’s highs and lows when now is another day', () => {
    const summary = summarise(bostonPoints, bostonExtremes, BOSTON_NEXT_NOON.getTime());

    expect(summary.now).toBeUndefined();
    expect(summary.upcoming).toEqual([]);
    expect(summary.highs.map((extreme) => extreme.event.time)).toEqual([
      '9:18 AM EDT',
      '9:56 PM EDT',
    ]);
    expect(summary.lows.map((extreme) => extreme.event.time)).toEqual([
      '2:59 AM EDT',
      '3:41 PM EDT',
    ]);
  });

  it('has no turns left after the last one', () => {
    const late = at('2026-03-15T23:00:00-04:00');

    expect(summarise(bostonPoints, bostonExtremes, late).upcoming).toEqual([]);
  });

  it('reads a subordinate station’s own curve and turns', () => {
    const points = readTimeline(HULL_DAY.timeline);
    const extremes = readExtremes(HULL_DAY, chartDay(points)!);

    expect(summarise(points, extremes, BOSTON_NOON.getTime()).upcoming[0]?.event.time).toBe(
      '3:48 PM EDT',
    );
  });
});

describe('nextStop', () => {
  const stops = [0, 10, 20];

  it('moves to the next or previous stop, and stays put at the ends', () => {
    expect(nextStop(stops, 10, 1)).toBe(20);
    expect(nextStop(stops, 12, -1)).toBe(10);
    expect(nextStop(stops, 12, 1)).toBe(20);
    expect(nextStop(stops, 20, 1)).toBe(20);
    expect(nextStop(stops, 0, -1)).toBe(0);
  });
});

describe('toUnits', () => {
  it('converts metres to international feet', () => {
    expect(toUnits(3.048, 'ft')).toBeCloseTo(10);
    expect(toUnits(3.048, 'm')).toBe(3.048);
  });
});

describe('drawing helpers', () => {
  it('maps a domain onto a range, upside down for heights', () => {
    const y = linearScale([0, 10], [200, 0]);

    expect(y(0)).toBe(200);
    expect(y(2.5)).toBe(150);
    expect(linearScale([1, 1], [0, 100])(1)).toBe(50);
  });

  it('draws a line and closes the area under it to a baseline', () => {
    const points = [
      { x: 0, y: 10.04 },
      { x: 5.55, y: 2 },
    ];

    expect(linePath(points)).toBe('M0,10L5.6,2');
    expect(areaPath(points, 20)).toBe('M0,10L5.6,2L5.6,20L0,20Z');
    expect(areaPath([], 20)).toBe('');
  });
});
