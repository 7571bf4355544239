/**
 * The curve's JSON, written byte by byte, against JSON.stringify of the same points: every
 * height and velocity as JavaScript writes the rounded number, every time in the zone's offset,
 * on ordinary days and on the days the clocks change.
 */
import { describe, expect, it } from 'vitest';
import { timelinePointsJson } from '../functions/_shared/results/timeline-json.ts';
import { isoWithOffset, localDay } from '../functions/_shared/engine/zoned-time.ts';

const MINUTE_MS = 60_000;

function expected(times: number[], values: number[], zone: string, field: string, digits: number) {
  const factor = 10 ** digits;
  return JSON.stringify(
    times.map((time, index) => ({
      at: isoWithOffset(time, zone),
      [field]: Math.round(values[index]! * factor) / factor,
    })),
  ).slice(1, -1);
}

/** A small seedable generator, so the values drawn are the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

describe('timelinePointsJson', () => {
  const next = random(40);
  const cases = [
    { zone: 'America/New_York', date: { year: 2027, month: 3, day: 14 } },
    { zone: 'America/New_York', date: { year: 2027, month: 11, day: 7 } },
    { zone: 'America/New_York', date: { year: 2027, month: 6, day: 1 } },
    { zone: 'Asia/Kolkata', date: { year: 2028, month: 2, day: 29 } },
    { zone: 'Pacific/Chatham', date: { year: 2027, month: 4, day: 4 } },
    { zone: 'UTC', date: { year: 2027, month: 1, day: 1 } },
  ];
  for (const { zone, date } of cases) {
    it(`writes what JSON.stringify writes, ${zone} on ${date.year}-${date.month}-${date.day}`, () => {
      const day = localDay(date, zone);
      const times: number[] = [];
      for (let time = day.startMs; time <= day.endMs; time += 10 * MINUTE_MS) times.push(time);
      for (const [scale, digits] of [
        [10, 3],
        [3, 2],
        [0.004, 3],
        [1e7, 3],
      ] as const) {
        const values = times.map((_, index) =>
          // Whole numbers, negative zero and values on a rounding edge among the drawn ones.
          index % 17 === 0
            ? Math.round(next() * 20) - 10
            : index % 19 === 0
              ? -0
              : index % 23 === 0
                ? 0.0005
                : (next() - 0.5) * scale,
        );
        expect(timelinePointsJson(times, values, zone, day, 'heightM', digits)).toBe(
          expected(times, values, zone, 'heightM', digits),
        );
      }
    });
  }
});
