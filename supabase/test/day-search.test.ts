/**
 * A day's highs, lows and curve (predictDay) come from a search a few hours around the day, on
 * the grid of the whole padded window, widened only when that does not settle the ripple filter:
 * they must be what the whole window gives, for references and subordinates across the catalogue
 * and on the days either side of a new year.
 */
import { stations } from '@neaps/tide-database';
import { describe, expect, it } from 'vitest';
import { stationRow } from '../scripts/accuracy-report/station-rows.ts';
import { filterRipplesBy, type CurveExtreme } from '../functions/_shared/engine/extremes.ts';
import { settledKeyframes } from '../functions/_shared/engine/settled-keyframes.ts';
import {
  compileStation,
  predictDay,
  predictExtremes,
  predictTimeline,
  type TideStation,
} from '../functions/_shared/engine/tide-prediction.ts';
import { localDay } from '../functions/_shared/engine/zoned-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const rows = new Map(stations.map((station) => [station.id, station]));

function compiled(id: string): TideStation | null {
  const row = rows.get(id);
  if (!row) return null;
  const referenceId = row.type === 'subordinate' ? row.offsets?.reference : undefined;
  const reference = referenceId ? rows.get(referenceId) : undefined;
  try {
    return compileStation(stationRow(row), reference ? stationRow(reference) : null);
  } catch {
    return null;
  }
}

/** Every 37th station of the catalogue that compiles, references and subordinates both. */
const sample = stations
  .filter((_, index) => index % 37 === 0)
  .map((station) => compiled(station.id))
  .filter((station): station is TideStation => station !== null);

const DATES = [
  { year: 2027, month: 1, day: 1 },
  { year: 2027, month: 3, day: 14 },
  { year: 2027, month: 7, day: 9 },
  { year: 2028, month: 12, day: 31 },
];

describe('predictDay', () => {
  it('samples references and subordinates alike', () => {
    expect(sample.some((station) => station.offsets)).toBe(true);
    expect(sample.some((station) => !station.offsets)).toBe(true);
  });

  it("gives the whole window's highs and lows and curve for every sampled station-day", () => {
    for (const station of sample) {
      for (const date of DATES) {
        const day = localDay(date, station.timeZone);
        const predicted = predictDay(station, day.startMs, day.endMs, HOUR_MS, 10 * MINUTE_MS);
        // predictExtremes searches the same padded window whole, on the same grid: the same
        // minutes, and heights that differ by parts in 10¹⁵ at most (the terms at the search's
        // first instant are computed, not turned there from the window's start).
        const expected = predictExtremes(station, day.startMs - HOUR_MS, day.endMs + HOUR_MS);
        expect(predicted.extremesAround.map(({ time, type }) => ({ time, type }))).toEqual(
          expected.map(({ time, type }) => ({ time, type })),
        );
        predicted.extremesAround.forEach((extreme, index) => {
          expect(extreme.heightM).toBeCloseTo(expected[index]!.heightM, 9);
        });
        // predictTimeline's window is an hour narrower each side, so its grid differs by as much:
        // the same curve to far below the millimetre it is given to.
        const whole = predictTimeline(station, day.startMs, day.endMs, 10 * MINUTE_MS);
        expect(predicted.timeline.times).toEqual(whole.map((point) => point.time));
        predicted.timeline.heights.forEach((height, index) => {
          expect(height).toBeCloseTo(whole[index]!.heightM, 9);
        });
      }
    }
  });
});

describe('settledKeyframes', () => {
  const frame = (hours: number, level: number, high: boolean) => {
    const extreme: CurveExtreme = { time: hours * HOUR_MS, level, high };
    return { reference: extreme, offset: extreme };
  };
  const whole = [
    frame(0, 1, true),
    frame(6, 0, false),
    // A ripple: a high, a low and a high 30 minutes and 2 mm apart (the first pair goes).
    frame(12, 1, true),
    frame(12.5, 0.998, false),
    frame(13, 1, true),
    frame(19, 0, false),
    frame(25, 1, true),
  ];

  it('filters a run bounded by long gaps as the whole list is filtered', () => {
    const settled = settledKeyframes(whole, 0, 25 * HOUR_MS, 10 * HOUR_MS, 14 * HOUR_MS);
    const expected = filterRipplesBy(whole, (each) => each.offset).filter(
      (each) => each.offset.time >= 6 * HOUR_MS && each.offset.time <= 19 * HOUR_MS,
    );
    expect(settled).toEqual(expected);
    expect(settled?.map((each) => each.offset.time / HOUR_MS)).toEqual([6, 13, 19]);
  });

  it('declines when turning points close together reach past what is known', () => {
    // Known from 11 h: the ripple's first high may have a neighbour just before it.
    expect(
      settledKeyframes(whole.slice(2), 11 * HOUR_MS, 25 * HOUR_MS, 12.2 * HOUR_MS, 14 * HOUR_MS),
    ).toBeNull();
    // Asked for more than is known.
    expect(settledKeyframes(whole, 0, 25 * HOUR_MS, -HOUR_MS, 14 * HOUR_MS)).toBeNull();
  });

  it('takes a long span known to hold no turning point as the gap either side of the need', () => {
    const ripple = whole.slice(2, 5);
    // Known from 8 h to 17 h, with turning points only from 12 h to 13 h: four hours empty
    // before and after bound the run as a turning point would.
    const settled = settledKeyframes(ripple, 8 * HOUR_MS, 17 * HOUR_MS, 10 * HOUR_MS, 15 * HOUR_MS);
    expect(settled?.map((each) => each.offset.time / HOUR_MS)).toEqual([13]);
    // Nothing at all in a long known span: settled, and empty.
    expect(settledKeyframes([], 0, 25 * HOUR_MS, 10 * HOUR_MS, 14 * HOUR_MS)).toEqual([]);
  });

  it('declines when the empty span known before or after the need is too short to bound it', () => {
    const ripple = whole.slice(2, 5);
    // An hour known empty before the ripple's first high: a turning point may stand just before.
    expect(
      settledKeyframes(ripple, 11 * HOUR_MS, 17 * HOUR_MS, 11.5 * HOUR_MS, 15 * HOUR_MS),
    ).toBeNull();
    // An hour known empty after its last high: likewise after.
    expect(
      settledKeyframes(ripple, 8 * HOUR_MS, 14 * HOUR_MS, 10 * HOUR_MS, 13.5 * HOUR_MS),
    ).toBeNull();
  });
});
