#!/usr/bin/env node
/**
 * `pnpm test`: every check and every test, in the order that fails fastest. Static checks first,
 * then each package's Vitest suite, then the builds (the widget bundle's size budget and
 * Storybook), then the browser tests against the running product and the site's weight on the
 * build they made. The lint and the handlers' and the backend's suites run in a second lane
 * beside the others. Prints one closing line, "N passed, N failed", summed over every suite.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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
  // A second lane, one step after another beside the first (each step's output printed when it
  // ends): the lint, then the handlers' and the backend's suites, which spend much of their time
  // waiting on the servers and databases they start. The browser tests wait for the lane.
  { name: 'lint', command: [...pnpm, 'lint'], background: true },
  { name: 'typecheck', command: [...pnpm, 'typecheck'] },
  vitest('packages/zones', 'zones'),
  vitest('packages/conventions', 'conventions'),
  { ...vitest('supabase', 'supabase'), background: true },
  { ...vitest('packages/backend', 'backend'), background: true },
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
  vitest('packages/widgets', 'widgets-newest-r2wc', ['src/elements', 'test/package.test.ts'], {
    TIDES_R2WC: 'newest',
  }),
  // The standalone elements are built on Preact's React layer: every story and element test
  // plays there too.
  vitest('packages/widgets', 'widgets-preact', ['-c', 'vitest.preact.config.ts']),
  vitest('site', 'site'),
  // Every package's build but the site's: the browser tests' setup makes the site's full
  // production build (every page prerendered) against their own backend, and the site's budget
  // is measured on that build, so it is made once.
  { name: 'build', command: [...pnpm, '-r', '--filter=!tides', '--filter=!@tides/site', 'build'] },
  { name: 'size', command: ['node', 'packages/widgets/scripts/size-report.mjs'] },
  { name: 'storybook', command: [...pnpm, 'build-storybook'] },
  { ...vitest('e2e', 'e2e'), afterBackground: true },
  {
    name: 'site-budget',
    command: [`${root}node_modules/.bin/tsx`, 'site/scripts/budget.ts'],
    env: { SITE_OUT_DIR: 'dist-e2e' },
  },
].filter((step) => only.length === 0 || only.includes(step.name));

ensureSystemDeps({
  chromium: steps.some((s) => s.name === 'e2e' || s.name === 'site-budget'),
  postgres: steps.some((s) => s.name === 'backend'),
});

let passed = 0;
let failed = 0;
const failures = [];
const started = Date.now();

/** Runs one step; a background step's output is kept and printed when it ends. */
async function runStep(step) {
  const cwd = step.cwd ? `${root}${step.cwd}` : root;
  if (!existsSync(cwd)) {
    console.error(`\n✗ ${step.name}: ${step.cwd} does not exist`);
    failures.push(step.name);
    failed += 1;
    return;
  }
  const log = step.background ? `${resultsDir}/${step.name}.log` : undefined;
  console.log(step.background ? `\n▶ ${step.name} (in the second lane)` : `\n▶ ${step.name}`);
  const t0 = Date.now();
  const [command, ...args] = step.command;
  const output = log ? openSync(log, 'w') : 'inherit';
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', output, output],
      env: { ...process.env, ...step.env },
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  if (log) {
    closeSync(output);
    console.log(`\n▶ ${step.name}, as it printed:`);
    process.stdout.write(readFileSync(log));
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  let failedTests = 0;
  if (step.results && existsSync(step.results)) {
    const report = JSON.parse(readFileSync(step.results, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failedTests = report.numFailedTests ?? 0;
    failed += failedTests;
  }
  if (status !== 0) {
    failures.push(step.name);
    // A suite that fails outside any test (a hook, an error after the tests) counts once.
    if (failedTests === 0) failed += 1;
    console.error(`✗ ${step.name} failed after ${seconds} s`);
  } else {
    if (!step.results) passed += 1;
    console.log(`✓ ${step.name} (${seconds} s)`);
  }
}

let lane = Promise.resolve();
for (const step of steps) {
  if (step.background) {
    lane = lane.then(() => runStep(step));
    continue;
  }
  if (step.afterBackground) await lane;
  await runStep(step);
}
await lane;

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failures.length) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\nAll suites ran in ${minutes} min.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
