/**
 * Through the embedded backend: a year of tides asked as a GET, answered with its validator and
 * 304 to a repeat that holds it; a visitor whose budget would not cover the year twice gets it
 * as often as asked once it is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_LIMITS } from '../src/config.ts';
import type { Backend } from '../src/server.ts';
import { startTestBackend, tempDataDir } from './helpers.ts';

const BOSTON = 'noaa/8443970';

let backend: Backend;
let data: { path: string; remove(): void };

beforeAll(async () => {
  data = await tempDataDir();
  backend = await startTestBackend({
    dataDir: data.path,
    // A year never seen costs about 130 units: the burst covers it once, not twice.
    limits: { ...DEFAULT_API_LIMITS, tideStationDaysBurst: 150, tideStationDaysPerMinute: 1 },
  });
}, 120_000);

afterAll(async () => {
  await backend?.close();
  data?.remove();
});

describe('a year of tides as a GET', () => {
  it('is computed once, kept, revalidated with its ETag, and costs nothing after', async () => {
    const url = `${backend.url}/functions/v1/get-tide-data?locationId=${BOSTON}&year=2027`;
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const year = (await first.json()) as { days: { date: string }[] };
    expect(year.days).toHaveLength(365);
    for (let again = 0; again < 3; again += 1) {
      const repeat = await fetch(url, { headers });
      expect(repeat.status).toBe(200);
      expect(repeat.headers.get('etag')).toBe(etag);
      await repeat.body?.cancel();
    }
    const revalidated = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // Another year is more than what is left: refused with when to come back.
    const another = await fetch(url.replace('2027', '2028'), { headers });
    expect(another.status).toBe(429);
    expect(Number(another.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
