/**
 * A current station's day (predictCurrentDay) comes from a search a few hours around the day, on
 * the grid of the whole padded window, widened only when the runs covering the day are not found
 * whole: its slacks, maxima and curve must be what the whole window gives (predictCurrentSpan),
 * for harmonic stations and subordinates across the catalogue, on the days either side of a new
 * year and on the days the clocks change.
 */
import { describe, expect, it } from 'vitest';
import { predictCurrentDay } from '../functions/_shared/engine/current-day.ts';
import {
  compileCurrentStation,
  predictCurrentSpan,
  type CurrentStation,
} from '../functions/_shared/engine/current-prediction.ts';
import { localDay } from '../functions/_shared/engine/zoned-time.ts';
import { currentCatalog } from '../scripts/current-catalog.ts';
import { zonesAt } from '../scripts/station-geography.ts';

const MINUTE_MS = 60_000;
const STEP_MS = 10 * MINUTE_MS;

const rowList = currentCatalog(zonesAt);
const rows = new Map(rowList.map((row) => [row.id, row]));

function compiled(index: number): CurrentStation | null {
  const row = rowList[index]!;
  const reference = row.reference_id ? (rows.get(row.reference_id) ?? null) : null;
  try {
    return compileCurrentStation(row, reference);
  } catch {
    return null;
  }
}

/** Every 11th station of the catalogue that compiles, harmonic and subordinate both. */
const sample = rowList
  .map((_, index) => (index % 11 === 0 ? compiled(index) : null))
  .filter((station): station is CurrentStation => station !== null);

const DATES = [
  { year: 2027, month: 1, day: 1 },
  { year: 2027, month: 3, day: 14 },
  { year: 2027, month: 7, day: 9 },
  { year: 2027, month: 11, day: 7 },
  { year: 2028, month: 12, day: 31 },
];

describe('predictCurrentDay', () => {
  it('samples harmonic stations and subordinates alike', () => {
    expect(sample.some((station) => station.offsets)).toBe(true);
    expect(sample.some((station) => !station.offsets)).toBe(true);
  });

  it("gives the whole window's slacks, maxima and curve for every sampled station-day", () => {
    for (const station of sample) {
      for (const date of DATES) {
        const day = localDay(date, station.timeZone);
        const predicted = predictCurrentDay(station, day.startMs, day.endMs, STEP_MS, MINUTE_MS);
        const whole = predictCurrentSpan(station, day.startMs, day.endMs, STEP_MS, MINUTE_MS);
        // The narrow search turns its slopes from the window's start as the whole search does:
        // the same turning points to the last bit, so the same slacks and maxima.
        expect(predicted.events).toEqual(whole.events);
        expect(predicted.timeline.times).toEqual(whole.timeline.map((point) => point.time));
        // A subordinate's points between two keyframes are summed as one evenly spaced run, not
        // one at a time: the same knots to far below the hundredth they are given to.
        predicted.timeline.velocities.forEach((velocity, index) => {
          const expected = whole.timeline[index]!.velocity;
          expect(velocity).toBeCloseTo(expected, 9);
          // Hundredths as the answer writes them (−0 as 0: a point at a slack may sit either side).
          expect(Math.round(velocity * 100) + 0).toBe(Math.round(expected * 100) + 0);
        });
      }
    }
  });
});
