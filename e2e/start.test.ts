/**
 * `npx -y pnpm@10 start` as the README says, twice: first on a fresh data directory with no
 * build, then again with nothing changed. Each start must answer the home page and a station page
 * with the product's HTML, the first while its pages are still being prerendered (a page asked
 * for early is rendered on request, and must be the very HTML its file then holds), the second
 * from the first's build as it is. Chromium opens the first start's station page.
 *
 * How long each start took to answer is printed, not asserted: this machine may be busy.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { launch, open, watchedPage } from './browser.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const SITE_OUT_DIR = 'dist-start-e2e';
const STATION_PAGE = '/tides/ma/boston-8443970';

/**
 * A port free now. The backend's must be the same for both starts (the build is made against
 * its URL, and only an unchanged URL lets the second start reuse it), so it cannot be 0.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  startedAt: number;
}

function start(env: Record<string, string>): Started {
  // As from a person's shell: without the NODE_ENV=test Vitest sets.
  const { NODE_ENV: _test, ...shell } = process.env;
  // Its own process group: npx, pnpm, the start script and its children stop together.
  const child = spawn('npx', ['-y', 'pnpm@10', 'start'], {
    cwd: root,
    env: { ...shell, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited, startedAt: performance.now() };
}

async function stop(started: Started): Promise<void> {
  const { child } = started;
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    process.kill(-child.pid, 'SIGTERM');
  }
  await started.exited;
}

/** The page's HTML once it answers 200, or null while the site is not up yet. */
async function pageOf(url: string): Promise<string | null> {
  try {
    const response = await fetch(url);
    return response.status === 200 ? await response.text() : null;
  } catch {
    return null;
  }
}

/** Seconds from the start until the home page and the station page both answered. */
async function untilAnswered(started: Started, siteUrl: string) {
  let home: string | null = null;
  let station: string | null = null;
  while (home === null || station === null) {
    if (started.child.exitCode !== null) {
      throw new Error(`pnpm start stopped before serving:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    home ??= await pageOf(`${siteUrl}/`);
    station ??= await pageOf(`${siteUrl}${STATION_PAGE}`);
  }
  return { home, station, seconds: (performance.now() - started.startedAt) / 1000 };
}

/** What the start script says of itself: seconds from its own start to the site serving. */
function ownSeconds(started: Started): string {
  return /Site: \S+ \(serving ([\d.]+ s) after the start\)/.exec(started.output())?.[1] ?? '?';
}

describe('pnpm start', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tides-start-'));
  const distDir = join(root, 'site', SITE_OUT_DIR);
  rmSync(distDir, { recursive: true, force: true });
  const env = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SITE_PORT: String(await freePort()),
    SITE_OUT_DIR,
    NOAA_API_URL: 'off',
  };
  const siteUrl = `http://127.0.0.1:${env.SITE_PORT}`;
  const figures: string[] = [];
  const running: Started[] = [];
  afterAll(async () => {
    console.log(`pnpm start, as the README says:\n${figures.join('\n')}`);
    await Promise.all(running.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
    rmSync(`${distDir}-server`, { recursive: true, force: true });
  }, 120_000);

  it('costs what npx and pnpm take to start, before any of ours runs', () => {
    const before = performance.now();
    const npx = spawnSync('npx', ['-y', 'pnpm@10', '--version'], { cwd: root, encoding: 'utf8' });
    const seconds = (performance.now() - before) / 1000;
    expect(npx.stdout).toMatch(/^10\./);
    figures.push(`  npx -y pnpm@10 --version alone: ${seconds.toFixed(1)} s`);
    // npx may have to fetch pnpm once; after that it is a start of two programs.
  }, 300_000);

  let firstHome = '';
  let firstStation = '';

  // A first start builds everything (minutes on a busy machine, seconds on a quiet one).
  it('answers on a first start, and a page asked for early is the page its file then holds', async () => {
    const first = start(env);
    running.push(first);
    const answered = await untilAnswered(first, siteUrl);
    figures.push(
      `  first start (fresh data directory, no build): ${answered.seconds.toFixed(1)} s (${ownSeconds(first)} of it after npx and pnpm), load average ${loadavg()[0]?.toFixed(1)}`,
    );
    expect(answered.home).toContain('<title>');
    expect(answered.station).toMatch(/<h1[^>]*>[^<]*Boston/);
    firstHome = answered.home;
    firstStation = answered.station;

    const browser = await launch();
    try {
      const { page, consoleErrors } = await watchedPage(await browser.newContext());
      await open(page, `${siteUrl}${STATION_PAGE}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('Boston');
      // While the backend seeds, the API answers 503 in words; nothing on the page may break.
      expect(consoleErrors.filter((error) => !/503|Service Unavailable/.test(error))).toEqual([]);
    } finally {
      await browser.close();
    }

    await expect
      .poll(first.output, { timeout: 900_000, interval: 1000 })
      .toMatch(/Prerendered \d+ content routes and \d+ station pages/);
    expect(await pageOf(`${siteUrl}/`)).toBe(firstHome);
    expect(await pageOf(`${siteUrl}${STATION_PAGE}`)).toBe(firstStation);
    await stop(first);
  }, 1_200_000);

  it('serves the same build as it is on a later start with nothing changed', async () => {
    const later = start(env);
    running.push(later);
    const answered = await untilAnswered(later, siteUrl);
    figures.push(
      `  later start, nothing changed: ${answered.seconds.toFixed(1)} s (${ownSeconds(later)} of it after npx and pnpm), load average ${loadavg()[0]?.toFixed(1)}`,
    );
    expect(later.output()).toContain("The site's last build was made from the same inputs");
    expect(later.output()).not.toContain('Building the site');
    expect(answered.home).toBe(firstHome);
    expect(answered.station).toBe(firstStation);

    // The backend links to the site this start serves: a feed's events and its description.
    const feed = await fetch(
      `http://127.0.0.1:${env.PORT}/functions/v1/tide-calendar?location=noaa/8443970&days=3`,
    );
    // A long line of a calendar file goes on after a line break and one space.
    const lines = (await feed.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toContain(`URL;VALUE=URI:${siteUrl}/tides/ma/boston-8443970`);
    expect(lines.find((line) => line.startsWith('X-WR-CALDESC:'))).toContain(
      `${siteUrl}/tides/ma/boston-8443970`,
    );
    await stop(later);
  }, 300_000);
});
