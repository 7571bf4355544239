import axe from 'axe-core';
import { expect, vi } from 'vitest';

/** Impacts that fail a test; minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe over a rendered widget and fails on serious or critical violations. Colour
 * contrast is left out: jsdom computes no styles, so Storybook's a11y addon checks it.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  // axe schedules its work with timers; under fake timers it would never finish.
  const fakeTimers = vi.isFakeTimers();
  if (fakeTimers) vi.useRealTimers();
  try {
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    const violations = results.violations
      .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
            .map((node) => node.html)
            .join('\n  ')}`,
      );
    expect(violations, violations.join('\n')).toEqual([]);
  } finally {
    if (fakeTimers) vi.useFakeTimers();
  }
}
