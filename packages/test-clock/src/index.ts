/**
 * The tests' clock. A test whose answer depends on today sets the instant it runs at, so that it
 * passes at any hour, on any date and in any time zone: only `Date` is replaced, so timers,
 * promises and the servers a test starts run as they always do.
 */
import { vi } from 'vitest';

export interface TestTimeOptions {
  /**
   * Let the clock run on from the instant, at the real pace: for tests whose code compares
   * times taken a moment apart (tokens, caches). Otherwise the clock stands still.
   */
  running?: boolean;
}

/**
 * Sets the test's clock to `at` (an instant: a Date, an ISO string with its offset, or
 * milliseconds). Called again, moves the clock; `restoreTestTime` gives the real one back.
 */
export function setTestTime(at: Date | string | number, options: TestTimeOptions = {}): void {
  // A date-time without its offset would be read in the machine's zone: a different instant on
  // each machine, which is what this helper is for avoiding.
  if (typeof at === 'string' && !/(Z|[+-]\d\d:\d\d)$/.test(at)) {
    throw new Error(`setTestTime: "${at}" has no offset (Z or ±hh:mm), so it is no one instant`);
  }
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`setTestTime: ${String(at)} is no instant`);
  if (vi.isFakeTimers()) {
    vi.setSystemTime(instant);
    return;
  }
  vi.useFakeTimers({
    toFake: ['Date'],
    now: instant,
    shouldAdvanceTime: options.running === true,
  });
}

/** The real clock again (and real timers, if a test faked others). */
export function restoreTestTime(): void {
  vi.useRealTimers();
}
