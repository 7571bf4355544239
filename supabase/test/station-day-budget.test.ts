/** The station-day budget’s refusals: how long they say to wait, in words a visitor reads. */
import { describe, expect, it } from 'vitest';
import {
  createStationDayBudget,
  tryAgainIn,
} from '../functions/_shared/platform/station-day-budget.ts';

describe('a refusal’s wait', () => {
  it('says one second in the singular and any other count in the plural', () => {
    expect(tryAgainIn(1)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(3)).toBe('Please try again in 3 seconds.');
  });

  it('is the whole seconds until the bucket holds the cost, at least one', () => {
    // 60 a minute is one a second: 10 spent of 10, one more is a second away.
    const budget = createStationDayBudget({ stationDaysPerMinute: 60, burst: 10 });
    expect(budget.take('client', 10, 0)).toBe(0);
    const wait = budget.take('client', 1, 0);
    expect(wait).toBe(1);
    expect(tryAgainIn(wait)).toBe('Please try again in 1 second.');
  });
});

describe('a request costing more than the whole burst', () => {
  it('takes the whole burst: it waits for a full bucket, never forever', () => {
    const budget = createStationDayBudget({ stationDaysPerMinute: 60, burst: 10 });
    expect(budget.take('client', 25, 0)).toBe(0);
    // Empty now: the next such request waits the ten seconds the bucket takes to fill.
    expect(budget.take('client', 25, 0)).toBe(10);
    expect(budget.take('client', 25, 10_000)).toBe(0);
  });
});
