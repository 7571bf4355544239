/**
 * A stop (SIGTERM: the command line calls close()) during a stream of inserts, on PGlite and on
 * PostgreSQL: requests already received are answered before the database closes, every write
 * acknowledged is kept, and a client that retries what it was not told (the same client-made
 * `id`, as supabase-js's upsert sends it) never makes a duplicate.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import type { Backend } from '../src/server.ts';
import { throwAwayDatabase, type ThrowAwayDatabase } from './databases.ts';
import { startTestBackend } from './helpers.ts';
import { GENEROUS_AUTH_LIMITS, newEmail, PASSWORD } from './sign-ups.ts';

const BOSTON = 'noaa/8443970';
const INSERTS = 40;

describe.each([['PGlite'], ['PostgreSQL']] as const)('a stop on %s', (kind) => {
  let database: ThrowAwayDatabase | undefined;
  const running: Backend[] = [];

  beforeAll(async () => {
    database = await throwAwayDatabase(kind, 'tides_clean_stop');
  }, 240_000);

  afterAll(async () => {
    for (const backend of running) await backend.close({ graceMs: 0 }).catch(() => {});
    await database?.remove();
  });

  async function start(): Promise<Backend> {
    if (!database) throw new Error('The database did not start; see the beforeAll error.');
    const backend = await startTestBackend({
      ...database.where,
      authRateLimits: configFromEnv(GENEROUS_AUTH_LIMITS).authRateLimits,
    });
    running.push(backend);
    return backend;
  }

  function insert(backend: Backend, token: string, id: string, retry = false) {
    return fetch(`${backend.url}/rest/v1/fishing_sessions${retry ? '?on_conflict=id' : ''}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: retry ? 'return=minimal,resolution=ignore-duplicates' : 'return=minimal',
      },
      body: JSON.stringify({ id, station_id: BOSTON, started_at: '2026-11-24T06:00:00Z' }),
    });
  }

  it('answers what it received, keeps what it acknowledged, and a retry never duplicates', async () => {
    const first = await start();
    const email = newEmail('stopped');
    const signedUp = await fetch(`${first.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: first.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { access_token: token } = (await signedUp.json()) as { access_token: string };

    const ids = Array.from({ length: INSERTS }, () => randomUUID());
    const outcomes = ids.map((id) =>
      insert(first, token, id).then(
        (response) => response.status,
        () => 'not answered' as const,
      ),
    );
    // The stop comes while the stream is under way.
    await Promise.race(outcomes);
    await first.close();
    const statuses = await Promise.all(outcomes);
    // Every request is either answered in full (201) or never taken (refused or not sent):
    // none fails half-way.
    for (const status of statuses) expect([201, 'not answered']).toContain(status);
    const acknowledged = ids.filter((_, i) => statuses[i] === 201);
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await start();
    const mine = async () => {
      const read = await fetch(`${second.url}/rest/v1/fishing_sessions?select=id`, {
        headers: { apikey: second.anonKey, authorization: `Bearer ${token}` },
      });
      return ((await read.json()) as { id: string }[]).map((row) => row.id);
    };
    expect(await mine()).toEqual(expect.arrayContaining(acknowledged));
    // The client retries everything, acknowledged or not, with the same ids.
    for (const id of ids) expect((await insert(second, token, id, true)).status).toBe(201);
    // A plain retry of a kept insert is refused as the duplicate it would be.
    expect((await insert(second, token, ids[0] ?? '')).status).toBe(409);
    expect((await mine()).sort()).toEqual([...ids].sort());
  }, 120_000);
});
