/**
 * Chromium as every browser test launches it (`scripts/chromium.ts`), plus the checks every
 * browser test shares: no console errors, and axe with no serious violations.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../scripts/chromium.ts';

export { CHROMIUM_PATH } from '../scripts/chromium.ts';

export const launch = launchChromium;

export interface Watched {
  page: Page;
  consoleErrors: string[];
}

/** A page that records console errors and failed page scripts, for the test to assert on. */
export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

/**
 * Opens a page of the site and waits until React has hydrated it: a click or a keystroke
 * before then lands on inert prerendered HTML.
 */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

// axe-core is a dependency of the site; resolve it from there.
const axePath = createRequire(new URL('../site/package.json', import.meta.url)).resolve(
  'axe-core/axe.min.js',
);

/** One violation of an axe rule: the rule, its impact, and the nodes it found, as CSS targets. */
interface AxeViolation {
  id: string;
  impact: string;
  targets: string;
}

/** Runs axe on the page with `options` (axe's run options) and answers its violations. */
async function axeViolations(page: Page, options: object): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (runOptions) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { ...runOptions, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).join(', '),
    }));
  }, options);
}

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const violations = (await axeViolations(page, {}))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets}`);
  expect(violations).toEqual([]);
}

/** The rules that keep a page's landmarks (banner, main, contentinfo, regions) one of each name. */
const LANDMARK_RULES = [
  'landmark-unique',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
];

/**
 * axe's landmark rules, whatever their impact (they are "moderate", which the serious check
 * lets by): what each broken rule found, as `rule: targets`.
 */
export async function landmarkViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, {
    runOnly: { type: 'rule', values: LANDMARK_RULES },
  });
  return violations.map((v) => `${v.id}: ${v.targets}`);
}

/**
 * Every axe violation whatever its impact, with the experimental label-content-name-mismatch
 * rule on (WCAG 2.5.3: a control's visible words begin its accessible name), as `rule: targets`.
 */
export async function allAxeViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, {
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  return violations.map((v) => `${v.id}: ${v.targets}`);
}
