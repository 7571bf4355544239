/**
 * Tide windows at Boston (and Hull, its subordinate) against the prediction itself: every edge
 * a height sets is where bisection on the harmonic sum puts the crossing, and every minute of
 * the 60 days is inside a window exactly when each of the search's conditions holds there,
 * each condition checked here from the harmonic sum, NOAA's offsets and the sun directly.
 */
import { stations } from '@neaps/tide-database';
import { describe, expect, it } from 'vitest';
import { stationRow } from '../scripts/accuracy-report/station-rows.ts';
import { curveExtremes, levelAt } from '../functions/_shared/engine/extremes.ts';
import { sunOnDay } from '../functions/_shared/engine/sky.ts';
import {
  compileStation,
  predictExtremes,
  predictTimeline,
  type TideStation,
} from '../functions/_shared/engine/tide-prediction.ts';
import {
  findTideWindows,
  localDaysBetween,
  stationLevels,
  type TideWindow,
  type WindowRule,
} from '../functions/_shared/engine/tide-windows.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** 60 days from 1 December 2026 (a winter of low afternoon tides) at local midnight in Boston. */
const FROM_MS = Date.UTC(2026, 11, 1, 5);
const TO_MS = FROM_MS + 60 * DAY_MS;

function compiled(id: string): TideStation {
  const row = stations.find((station) => station.id === id);
  if (!row) throw new Error(`${id} is not in @neaps/tide-database`);
  const referenceId = row.type === 'subordinate' ? row.offsets?.reference : undefined;
  const reference = stations.find((station) => station.id === referenceId);
  return compileStation(stationRow(row), reference ? stationRow(reference) : null);
}

const boston = compiled('noaa/8443970');
const hull = compiled('noaa/8444351');

/** The test's own crossings of `height`: a minute scan of the sum, each bisected to 10 ms. */
function crossingsByBisection(station: TideStation, height: number): number[] {
  const level = (ms: number) => levelAt(station.curve, ms);
  const found: number[] = [];
  for (let a = FROM_MS; a < TO_MS; a += MINUTE_MS) {
    const b = a + MINUTE_MS;
    if (level(a) < height === level(b) < height) continue;
    let low = a;
    let high = b;
    while (high - low > 10) {
      const middle = (low + high) / 2;
      if (level(middle) < height === level(low) < height) low = middle;
      else high = middle;
    }
    found.push((low + high) / 2);
  }
  return found;
}

function inAnyWindow(windows: readonly TideWindow[], ms: number): boolean {
  return windows.some((window) => ms >= window.startMs && ms < window.endMs);
}

function nearAnEdge(windows: readonly TideWindow[], ms: number): boolean {
  return windows.some(
    (window) => Math.abs(ms - window.startMs) < 2000 || Math.abs(ms - window.endMs) < 2000,
  );
}

const weekdayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  timeZone: 'America/New_York',
});

describe('findTideWindows at Boston', () => {
  describe('when the water is to be below 0 ft (MLLW)', () => {
    const windows = findTideWindows(boston, { belowM: 0 }, FROM_MS, TO_MS);
    const crossings = crossingsByBisection(boston, 0);

    it('finds minus tides in a Boston winter', () => {
      expect(windows.length).toBeGreaterThan(5);
    });

    it('starts and ends every window at a crossing of the harmonic sum, to the second', () => {
      const edges = windows.flatMap((window) => [window.startMs, window.endMs]);
      expect(edges).toHaveLength(crossings.length);
      edges.forEach((edge, index) => {
        expect(Math.abs(edge - (crossings[index] ?? Number.NaN))).toBeLessThan(1000);
      });
      // Rounded to the minute, as the page shows them, they are the same minutes.
      expect(edges.map((edge) => Math.round(edge / MINUTE_MS))).toEqual(
        crossings.map((edge) => Math.round(edge / MINUTE_MS)),
      );
    });

    it("gives each window's lowest water: its low tide, below the threshold", () => {
      const lows = predictExtremes(boston, FROM_MS, TO_MS).filter((e) => e.type === 'low');
      for (const window of windows) {
        expect(window.extreme.kind).toBe('lowest');
        expect(window.extreme.heightM).toBeLessThan(0);
        const low = lows.find((e) => e.time >= window.startMs && e.time < window.endMs);
        expect(low).toBeDefined();
        expect(Math.abs(window.extreme.time - (low?.time ?? 0))).toBeLessThanOrEqual(MINUTE_MS);
        expect(window.extreme.heightM).toBeCloseTo(low?.heightM ?? Number.NaN, 6);
      }
    });
  });

  describe.each<[string, WindowRule]>([
    ['below 0 ft in daylight', { belowM: 0, light: 'day' }],
    ['above 3.2 m (10.5 ft) in the dark', { aboveM: 3.2, light: 'dark' }],
    [
      'rising, within 2 hours of high, on weekends',
      { tide: 'rising', near: { type: 'high', hours: 2 }, weekdays: [0, 6] },
    ],
    ['falling and below 1 m on Wednesdays', { tide: 'falling', belowM: 1, weekdays: [3] }],
  ])('when asked for %s', (_what, rule) => {
    const windows = findTideWindows(boston, rule, FROM_MS, TO_MS);
    // The engine's exact instants: a window two hours from a high at 18:06:40 starts at 16:06:40.
    const extremes = curveExtremes(boston.curve, FROM_MS - DAY_MS, TO_MS + DAY_MS);
    const suns = localDaysBetween(boston.timeZone, FROM_MS, TO_MS).map((day) => ({
      day,
      sun: sunOnDay(day, boston.latitude, boston.longitude),
    }));
    const holds = (ms: number): boolean => {
      const level = levelAt(boston.curve, ms);
      if (rule.belowM !== undefined && !(level < rule.belowM)) return false;
      if (rule.aboveM !== undefined && !(level > rule.aboveM)) return false;
      if (rule.tide) {
        const rising = levelAt(boston.curve, ms + 1000) > levelAt(boston.curve, ms - 1000);
        if (rising !== (rule.tide === 'rising')) return false;
      }
      if (rule.near) {
        const near = extremes.some(
          (e) =>
            e.high === (rule.near?.type === 'high') &&
            Math.abs(e.time - ms) <= (rule.near?.hours ?? 0) * HOUR_MS,
        );
        if (!near) return false;
      }
      if (rule.light) {
        const entry = suns.find(({ day }) => ms >= day.startMs && ms < day.endMs);
        const rise = entry?.sun.sunriseMs ?? Infinity;
        const set = entry?.sun.sunsetMs ?? -Infinity;
        if ((ms >= rise && ms < set) !== (rule.light === 'day')) return false;
      }
      if (rule.weekdays) {
        const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
          weekdayName.format(ms),
        );
        if (!rule.weekdays.includes(day as 0)) return false;
      }
      return true;
    };

    it('finds some windows', () => {
      expect(windows.length).toBeGreaterThan(0);
    });

    it('holds every minute of the 60 days inside a window exactly when all conditions hold', () => {
      let checked = 0;
      for (let ms = FROM_MS; ms < TO_MS; ms += MINUTE_MS) {
        if (nearAnEdge(windows, ms)) continue;
        checked += 1;
        const inside = inAnyWindow(windows, ms);
        // A sliver under a minute (a rising hour cut by midnight at 00:00:27) is left out.
        const sliver = !inside && holds(ms) && !holds(ms - MINUTE_MS) && !holds(ms + MINUTE_MS);
        if (inside !== holds(ms) && !sliver) {
          throw new Error(`At ${new Date(ms).toISOString()} the window and the rule disagree.`);
        }
      }
      expect(checked).toBeGreaterThan(60 * 1440 - 4 * windows.length * 2);
    });

    it("gives each window its first day's sunrise and sunset", () => {
      for (const window of windows) {
        const entry = suns.find(({ day }) => day.key === window.date);
        expect(entry).toBeDefined();
        expect(window.startMs).toBeGreaterThanOrEqual(entry?.day.startMs ?? Infinity);
        expect(window.sunriseMs).toBe(entry?.sun.sunriseMs);
        expect(window.sunsetMs).toBe(entry?.sun.sunsetMs);
      }
    });
  });
});

describe('findTideWindows at a subordinate station (Hull, MA)', () => {
  it("follows the curve the day view draws: Boston's sum stretched between Hull's tides", () => {
    const levels = stationLevels(hull, FROM_MS, TO_MS);
    for (const point of predictTimeline(hull, FROM_MS, FROM_MS + 3 * DAY_MS, 10 * MINUTE_MS)) {
      expect(levels.level(point.time)).toBeCloseTo(point.heightM, 6);
    }
  });

  it('puts the edges where that curve crosses the height', () => {
    const windows = findTideWindows(hull, { belowM: 0 }, FROM_MS, TO_MS);
    const levels = stationLevels(hull, FROM_MS, TO_MS);
    expect(windows.length).toBeGreaterThan(0);
    // A window open at the start of the span has no edge there: every other one has.
    const begun = windows.filter((window) => window.startMs > FROM_MS);
    expect(begun.length).toBeGreaterThanOrEqual(windows.length - 1);
    for (const window of begun) {
      expect(levels.level(window.startMs - 1000)).toBeGreaterThan(0);
      expect(levels.level(window.startMs + 1000)).toBeLessThan(0);
    }
    for (const window of windows) {
      expect(levels.level(window.endMs - 1000)).toBeLessThan(0);
      expect(levels.level(window.endMs + 1000)).toBeGreaterThan(0);
    }
  });
});
