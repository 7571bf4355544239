/**
 * Test setup for every widget test: jest-dom matchers, the browser APIs jsdom lacks, and a
 * guard that fails any test logging an unexpected console error or warning.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadZoneRules } from '../src/internal/zone-clock.ts';
import { expectedWarnings } from './console.ts';

// The zone rules load on demand in a browser; every test reads times by them from the start.
await loadZoneRules();
// So does the date picker's calendar; compiled once here, it then arrives as fast as a
// browser's cached chunk, within any test's wait.
await import('../src/date-picker/CalendarPopover.tsx');

// Browser APIs jsdom lacks (tests marked `@vitest-environment node` have no DOM at all).
if (typeof window !== 'undefined') {
  // Radix measures its popper with ResizeObserver, which jsdom does not implement.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub;

  // jsdom has no layout, so no scrollIntoView (the combobox keeps its active option in view).
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};

  // axe probes a canvas for icon-font ligatures; jsdom has no canvas and says so on stderr.
  HTMLCanvasElement.prototype.getContext = () => null;
}

// Testing Library drains React's work with a zero-delay timer that it only advances when it
// sees Jest's fake timers; give it Vitest's clock under Jest's name so userEvent does not
// hang under vi.useFakeTimers() (testing-library/react-testing-library#1197).
Object.defineProperty(globalThis, 'jest', {
  configurable: true,
  value: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

let unexpected: string[] = [];

function describeArgs(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
}

beforeEach(() => {
  unexpected = [];
  expectedWarnings.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(`console.error: ${describeArgs(args)}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const message = describeArgs(args);
    if (expectedWarnings.some((pattern) => pattern.test(message))) return;
    unexpected.push(`console.warn: ${message}`);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0) {
    throw new Error(`Unexpected console output:\n${logged.join('\n')}`);
  }
});
