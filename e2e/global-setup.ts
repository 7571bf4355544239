/**
 * The browser tests run against the product as a visitor gets it: the embedded backend on its own
 * port with a fresh database, the widgets' standalone bundle and the prerendered site built
 * against that backend, served as `pnpm start` serves them.
 *
 * NOAA is stood in for by a local data getter that answers observed water levels only: Boston's
 * gauge reads our own prediction plus a 0.183 m (0.6 ft) surge, any hour the tests run. Every
 * other product gets NOAA's "no data", so tides come from the harmonic prediction, as they did
 * with NOAA off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startBackend } from '@tides/backend';
import { configFromEnv } from '@tides/backend/config';
import { serveSite } from '@tides/site/serve';
import { startWaterLevelStandIn, surgedGauge } from '@tides/supabase/testing';

/** What the stand-in's Boston gauge reads above the prediction: 0.6 ft. */
export const BOSTON_SURGE_M = 0.183;

const root = fileURLToPath(new URL('../', import.meta.url));
const SITE_OUT_DIR = 'dist-e2e';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    /** The backend's local inbox, on its own loopback port. */
    inboxUrl: string;
    anonKey: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tides-e2e-'));
  const noaa = await startWaterLevelStandIn();
  // The inbox is off unless asked for; the reset-link test reads its email there, as a developer
  // on this machine would. Every browser test comes from this one address, a whole day of
  // visitors' browsing in two minutes: the per-client station-day budget (proved on its own in
  // the backend's tests) is raised so that one file's months do not spend the next file's.
  const backend = await startBackend({
    ...configFromEnv({
      ENABLE_INBOX: 'true',
      TIDE_STATION_DAYS_BURST: '100000',
      TIDE_STATION_DAYS_PER_MINUTE: '100000',
    }),
    port: 0,
    inboxPort: 0,
    dataDir,
    noaaBaseUrl: noaa.url,
  });
  noaa.addGauge(await surgedGauge(backend.db, 'noaa/8443970', BOSTON_SURGE_M));
  const env = {
    ...process.env,
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
    SITE_OUT_DIR,
  };
  const pnpm = (...args: string[]) =>
    execFileSync('npx', ['-y', 'pnpm@10', ...args], { cwd: root, env, stdio: 'inherit' });
  pnpm('--filter', '@tides/widgets', 'build');
  pnpm('--filter', '@tides/site', 'build');
  const site = await serveSite({ distDir: join(root, 'site', SITE_OUT_DIR), port: 0 });

  project.provide('siteUrl', site.url);
  project.provide('apiUrl', backend.url);
  project.provide('inboxUrl', backend.inboxUrl ?? '');
  project.provide('anonKey', backend.anonKey);

  return async () => {
    await site.close();
    await backend.close();
    await noaa.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
