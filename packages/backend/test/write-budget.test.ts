/**
 * What one client may write to the tables a minute: the bytes of its bodies, counted per address
 * and per account, so one account writing its largest sessions as fast as it can is held to
 * its share while another writes as usual. Over real HTTP with the real supabase-js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_API_LIMITS } from '../src/config.ts';
import { MAX_TABLE_BODY_BYTES } from '../src/http.ts';
import type { Backend } from '../src/server.ts';
import { startTestBackend, tempDataDir } from './helpers.ts';
import { GENEROUS_AUTH_LIMITS, newEmail, PASSWORD } from './sign-ups.ts';

const BOSTON = 'noaa/8443970';
/** The least the setting takes: one largest body a minute. */
const BYTES_PER_MINUTE = MAX_TABLE_BODY_BYTES;

describe('the write budget', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startTestBackend({
      dataDir: data.path,
      trustedProxies: ['127.0.0.1', '::1'],
      authRateLimits: configFromEnv(GENEROUS_AUTH_LIMITS).authRateLimits,
      limits: { ...DEFAULT_API_LIMITS, restWriteBytesPerMinute: BYTES_PER_MINUTE },
    });
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  async function signedIn(from: string): Promise<string> {
    const signedUp = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': from,
      },
      body: JSON.stringify({ email: newEmail('writer'), password: PASSWORD }),
    });
    return ((await signedUp.json()) as { access_token: string }).access_token;
  }

  /** A session with the most catches, each with a long species: about 12 KB. */
  const catches = Array.from({ length: 100 }, (_, i) => ({
    species: `Striped bass ${String(i).padStart(3, '0')} ${'x'.repeat(60)}`,
    count: 1,
    released: true,
  }));
  const body = JSON.stringify({ station_id: BOSTON, started_at: '2026-11-24T06:00:00Z', catches });
  const fitting = Math.floor(BYTES_PER_MINUTE / Buffer.byteLength(body));

  function largeSession(token: string, from: string): Promise<Response> {
    return fetch(`${backend.url}/rest/v1/fishing_sessions`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
        'x-forwarded-for': from,
      },
      body,
    });
  }

  it('holds one account to its bytes a minute, and leaves another its own', async () => {
    const greedy = await signedIn('198.51.100.10');
    const statuses: number[] = [];
    // Each write spends far more than a slow machine refills meanwhile: a refusal comes soon.
    for (let i = 0; i < fitting + 10 && statuses.at(-1) !== 429; i += 1) {
      statuses.push((await largeSession(greedy, '198.51.100.10')).status);
    }
    // At least as many as fit in the minute's bytes; then the client waits, told how long.
    expect(statuses.slice(0, fitting)).toEqual(Array(fitting).fill(201));
    expect(statuses.at(-1)).toBe(429);
    const refused = await largeSession(greedy, '198.51.100.10');
    expect(await refused.json()).toMatchObject({ hint: expect.stringMatching(/Retry after \d+/) });

    // The same account from a fresh address is still held: it is counted per account too.
    expect((await largeSession(greedy, '198.51.100.11')).status).toBe(429);

    const other = await signedIn('198.51.100.20');
    expect((await largeSession(other, '198.51.100.20')).status).toBe(201);
  });
});
