/**
 * `pnpm start` must answer within seconds of a first start, but seeding a fresh database takes
 * many: started with seedInBackground, the backend listens once the schema is there, answers
 * what needs the database with 503, Retry-After and words while the seed runs, then everything.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend } from '../src/server.ts';
import { configFromEnv } from '../src/config.ts';
import { tempDataDir } from './helpers.ts';

const BOSTON = 'noaa/8443970';

describe('a fresh database seeded in the background', async () => {
  const dataDir = await tempDataDir({ seeded: false });
  afterAll(() => dataDir.remove());
  const log: string[] = [];
  const backend = await startBackend(
    { ...configFromEnv({}), port: 0, noaaBaseUrl: null, dataDir: dataDir.path },
    (line) => log.push(line),
    { seedInBackground: true },
  );
  afterAll(() => backend.close());
  const headers = { apikey: backend.anonKey, 'content-type': 'application/json' };
  const tideDay = () =>
    fetch(`${backend.url}/functions/v1/get-tide-data`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ locationId: BOSTON, date: '2026-03-25' }),
    });

  it('says it is still seeding, and when to ask again, while the seed runs', async () => {
    // The seed is thousands of statements, each in a turn of its own: these are answered first.
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(await health.json()).toMatchObject({ status: 'seeding' });

    const tides = await tideDay();
    expect(tides.status).toBe(503);
    expect(tides.headers.get('retry-after')).toBe('5');
    expect(await tides.json()).toEqual({
      error: "The tide stations are still being loaded: this is the backend's first start.",
      details: 'Try again in 5 seconds; it takes a minute at most.',
    });

    const rest = await fetch(`${backend.url}/rest/v1/tide_stations?select=id&id=eq.${BOSTON}`, {
      headers,
    });
    expect(rest.status).toBe(503);
    expect(await rest.json()).toMatchObject({
      code: 'PGRST002',
      message: expect.stringContaining('still being loaded') as string,
    });
  });

  it('answers everything once seeded', async () => {
    await backend.seeded;
    expect(log.some((line) => /^Seeded in \d+ ms: the whole API answers\.$/.test(line))).toBe(true);
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    const tides = await tideDay();
    expect(tides.status).toBe(200);
    expect(await tides.json()).toMatchObject({ source: 'harmonic' });
  });
});
