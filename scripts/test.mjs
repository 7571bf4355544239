#!/usr/bin/env node
/**
 * `pnpm test`: every check and every test, in the order that fails fastest. Static checks first,
 * then each package's Vitest suite, then the builds (the widget bundle's size budget and
 * Storybook), then the browser tests against the running product. Prints one closing line,
 * "N passed, N failed", summed over every suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps } from './system-deps.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const resultsDir = `${root}.test-results`;
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
const pnpm = ['npx', '-y', 'pnpm@10'];
const vitest = (dir, name, extra = [], env = {}) => ({
  name,
  cwd: dir,
  command: [
    `${root}node_modules/.bin/vitest`,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${resultsDir}/${name}.json`,
    ...extra,
  ],
  env,
  results: `${resultsDir}/${name}.json`,
});

const steps = [
  { name: 'format', command: [...pnpm, 'format:check'] },
  { name: 'lint', command: [...pnpm, 'lint'] },
  { name: 'typecheck', command: [...pnpm, 'typecheck'] },
  vitest('packages/zones', 'zones'),
  vitest('supabase', 'supabase'),
  vitest('packages/backend', 'backend'),
  vitest('packages/widgets', 'widgets'),
  // Date handling must not depend on the machine's zone: run the widgets again far away.
  vitest(
    'packages/widgets',
    'widgets-far-tz',
    ['date-picker', 'tide-finder', 'tide-card', 'tide-chart', 'formatters'],
    {
      TZ: 'Pacific/Kiritimati',
    },
  ),
  // An embedder's install may pick up a newer r2wc than our lockfile: run the elements and the
  // packed package against its newest release too.
  vitest(
    'packages/widgets',
    'widgets-newest-r2wc',
    ['src/elements.test.tsx', 'test/package.test.ts'],
    { TIDES_R2WC: 'newest' },
  ),
  // The standalone elements are built on Preact's React layer: every story and element test
  // plays there too.
  vitest('packages/widgets', 'widgets-preact', ['-c', 'vitest.preact.config.ts']),
  vitest('site', 'site'),
  { name: 'build', command: [...pnpm, 'build'] },
  { name: 'size', command: ['node', 'packages/widgets/scripts/size-report.mjs'] },
  { name: 'site-budget', command: [`${root}node_modules/.bin/tsx`, 'site/scripts/budget.ts'] },
  { name: 'storybook', command: [...pnpm, 'build-storybook'] },
  vitest('e2e', 'e2e'),
].filter((step) => only.length === 0 || only.includes(step.name));

ensureSystemDeps({
  chromium: steps.some((s) => s.name === 'e2e' || s.name === 'site-budget'),
  postgres: steps.some((s) => s.name === 'backend'),
});

let passed = 0;
let failed = 0;
const failures = [];
const started = Date.now();

for (const step of steps) {
  const cwd = step.cwd ? `${root}${step.cwd}` : root;
  if (!existsSync(cwd)) {
    console.error(`\n✗ ${step.name}: ${step.cwd} does not exist`);
    failures.push(step.name);
    failed += 1;
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const t0 = Date.now();
  const [command, ...args] = step.command;
  const run = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (step.results && existsSync(step.results)) {
    const report = JSON.parse(readFileSync(step.results, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  if (run.status !== 0) {
    failures.push(step.name);
    if (!step.results) failed += 1;
    console.error(`✗ ${step.name} failed after ${seconds} s`);
  } else {
    if (!step.results) passed += 1;
    console.log(`✓ ${step.name} (${seconds} s)`);
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failures.length) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\nAll suites ran in ${minutes} min.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
