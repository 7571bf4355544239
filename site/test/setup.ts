import '@testing-library/jest-dom/vitest';
import { restoreTestTime } from '@tides/test-clock';
import { loadZoneRules } from '@tides/widgets/rules';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// The zone rules load on demand in a browser; every test reads station times by them.
await loadZoneRules();

// A console error is a bug somewhere: fail the test that caused it, unless the test expects it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const unexpected = errors;
  vi.restoreAllMocks();
  // A test that set its own clock gives the next one the real clock back.
  restoreTestTime();
  expect(unexpected, 'console.error was called').toEqual([]);
});

export function expectedConsoleErrors(): unknown[][] {
  const seen = errors;
  errors = [];
  return seen;
}
