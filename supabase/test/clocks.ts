/**
 * Server clocks and station calendars the handler tests share: a describe block run with the
 * process's clock far from the station's (an answer must depend only on the station's zone), and
 * the US week whose Sunday, 1 November 2026, the clocks fall back.
 */
import { afterAll, beforeAll } from 'vitest';

/** The days from Thursday 29 October 2026 through the Wednesday after the clocks fall back. */
export const FALL_BACK_WEEK = [
  '2026-10-29',
  '2026-10-30',
  '2026-10-31',
  '2026-11-01',
  '2026-11-02',
  '2026-11-03',
  '2026-11-04',
];

/** Runs the enclosing describe block's tests with the process's clock in `zone`, then puts it back. */
export function onServerClockIn(zone: string): void {
  const previousZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previousZone === undefined) delete process.env.TZ;
    else process.env.TZ = previousZone;
  });
}
