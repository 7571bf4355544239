/**
 * Slack windows at Deception Pass (harmonic) and Point Bonita (subordinate to San Francisco Bay
 * Entrance) against the current engine itself: every window holds one of the engine's own slack
 * waters, its edges are where the engine's velocity reaches the speed asked (either way), every
 * minute of the month is inside a window exactly when the current runs slower than that speed,
 * and no slack the engine lists is left out.
 */
import { describe, expect, it } from 'vitest';
import {
  compileCurrentStation,
  currentVelocity,
  predictCurrentEvents,
  predictCurrentSpan,
  type CurrentStation,
} from '../functions/_shared/engine/current-prediction.ts';
import { sunOnDay } from '../functions/_shared/engine/sky.ts';
import {
  findSlackWindows,
  localDaysBetween,
  type SlackWindow,
} from '../functions/_shared/engine/tide-windows.ts';
import { currentCatalog } from '../scripts/current-catalog.ts';
import { zonesAt } from '../scripts/station-geography.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** 30 days from 1 June 2026, local midnight in Pacific Daylight Time. */
const FROM_MS = Date.UTC(2026, 5, 1, 7);
const TO_MS = FROM_MS + 30 * DAY_MS;

const rows = new Map(currentCatalog(zonesAt).map((row) => [row.id, row]));

function compiled(id: string): CurrentStation {
  const row = rows.get(id);
  if (!row) throw new Error(`${id} is not in the current catalogue`);
  const reference = row.reference_id ? (rows.get(row.reference_id) ?? null) : null;
  return compileCurrentStation(row, reference);
}

const deceptionPass = compiled('noaa/PUG1701');
const pointBonita = compiled('noaa/PCT0236');

function inAnyWindow(windows: readonly SlackWindow[], ms: number): boolean {
  return windows.some((window) => ms >= window.startMs && ms < window.endMs);
}

function nearAnEdge(windows: readonly SlackWindow[], ms: number): boolean {
  return windows.some(
    (window) => Math.abs(ms - window.startMs) < 2000 || Math.abs(ms - window.endMs) < 2000,
  );
}

describe.each([
  ['Deception Pass (harmonic)', deceptionPass],
  ['Point Bonita (subordinate)', pointBonita],
])('findSlackWindows at %s', (_name, station) => {
  describe('when the current is to run under 0.5 kn', () => {
    const windows = findSlackWindows(station, { slackBelowKn: 0.5 }, FROM_MS, TO_MS);
    const { velocity } = currentVelocity(station, FROM_MS, TO_MS);
    const slacks = predictCurrentEvents(station, FROM_MS, TO_MS).filter(
      (event) => event.type === 'slack',
    );

    it('finds a window around every slack water the engine lists', () => {
      expect(slacks.length).toBeGreaterThan(100);
      for (const slack of slacks) {
        const holding = windows.filter(
          (window) => slack.time >= window.startMs && slack.time <= window.endMs,
        );
        expect(holding).toHaveLength(1);
      }
    });

    it('names in each window the first slack the engine lists in it, at its instant', () => {
      for (const window of windows) {
        const first = slacks.find(
          (slack) => slack.time >= window.startMs && slack.time <= window.endMs,
        );
        if (!first) {
          // A current that only weakens under the speed: its weakest instant instead.
          expect(window.slack.kind).toBe('weakest');
          expect(window.slack.speedKn).toBeLessThan(0.5);
          continue;
        }
        expect(window.slack.kind).toBe('slack');
        expect(window.slack.speedKn).toBe(0);
        // The same instant: the engine finds a slack to a tenth of a second from wherever it
        // starts its search, so two searches agree within two tenths.
        expect(Math.abs(window.slack.time - first.time)).toBeLessThan(200);
      }
    });

    it('opens and closes each window where the velocity reaches 0.5 kn one way or the other', () => {
      for (const window of windows) {
        for (const edge of [window.startMs, window.endMs]) {
          if (edge === FROM_MS || edge === TO_MS) continue;
          expect(Math.abs(Math.abs(velocity(edge)) - 0.5)).toBeLessThan(0.001);
        }
      }
    });

    it('covers every minute the current runs under 0.5 kn, and no other', () => {
      let checked = 0;
      for (let ms = FROM_MS; ms < TO_MS; ms += MINUTE_MS) {
        if (nearAnEdge(windows, ms)) continue;
        expect(inAnyWindow(windows, ms), new Date(ms).toISOString()).toBe(
          Math.abs(velocity(ms)) < 0.5,
        );
        checked += 1;
      }
      expect(checked).toBeGreaterThan(40_000);
    });

    it('runs on the velocity get-current-data draws', () => {
      const { timeline } = predictCurrentSpan(station, FROM_MS, FROM_MS + DAY_MS, 10 * MINUTE_MS);
      for (const point of timeline) {
        expect(velocity(point.time)).toBeCloseTo(point.velocity, 9);
      }
    });
  });

  describe('when a slower current is asked for', () => {
    it('finds shorter windows, each inside one of the faster search’s', () => {
      const wide = findSlackWindows(station, { slackBelowKn: 1 }, FROM_MS, TO_MS);
      const narrow = findSlackWindows(station, { slackBelowKn: 0.2 }, FROM_MS, TO_MS);
      expect(narrow.length).toBeGreaterThan(0);
      for (const window of narrow) {
        const around = wide.filter(
          (each) => each.startMs <= window.startMs && each.endMs >= window.endMs,
        );
        expect(around).toHaveLength(1);
      }
    });
  });
});

describe('findSlackWindows in daylight at Deception Pass', () => {
  it('keeps only what lies between sunrise and sunset, cut at them', () => {
    const windows = findSlackWindows(
      deceptionPass,
      { slackBelowKn: 0.5, light: 'day' },
      FROM_MS,
      TO_MS,
    );
    const days = localDaysBetween(deceptionPass.timeZone, FROM_MS, TO_MS);
    expect(windows.length).toBeGreaterThan(30);
    for (const window of windows) {
      const day = days.find((each) => each.key === window.date);
      if (!day) throw new Error(`no day ${window.date}`);
      const sun = sunOnDay(day, deceptionPass.latitude, deceptionPass.longitude);
      expect(window.sunriseMs).toBe(sun.sunriseMs);
      expect(window.startMs).toBeGreaterThanOrEqual(sun.sunriseMs ?? Infinity);
      expect(window.endMs).toBeLessThanOrEqual(sun.sunsetMs ?? -Infinity);
    }
  });

  it('keeps only the weekdays asked for, in the station’s time', () => {
    const windows = findSlackWindows(
      deceptionPass,
      { slackBelowKn: 0.5, weekdays: [0, 6] },
      FROM_MS,
      TO_MS,
    );
    expect(windows.length).toBeGreaterThan(10);
    for (const window of windows) {
      const weekday = new Date(`${window.date}T12:00:00Z`).getUTCDay();
      expect([0, 6]).toContain(weekday);
    }
  });
});
