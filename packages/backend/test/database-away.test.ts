/**
 * PostgreSQL stopped under a running backend (`pg_ctl stop -m fast`), then started again: /health
 * says which part is down and answers 503, every request gets an HTTP answer, 503 with
 * Retry-After in its own API's error shape, and service resumes by itself once PostgreSQL is back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend } from '../src/server.ts';
import { startTestBackend } from './helpers.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

let server: PostgresServer | undefined;
let backend: Backend | undefined;

beforeAll(async () => {
  server = await startPostgres('tides_database_away');
  backend = await startTestBackend({ databaseUrl: server.url });
}, 300_000);

afterAll(async () => {
  await backend?.close({ graceMs: 1000 });
  await server?.stop();
});

function started(): { backend: Backend; server: PostgresServer } {
  if (!backend || !server) throw new Error('The backend did not start; see the beforeAll error.');
  return { backend, server };
}

async function ask(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; retryAfter: string | null; body: Record<string, unknown> }> {
  const { backend } = started();
  const response = await fetch(`${backend.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

// Searches are kept once answered: each asks a term not asked before.
const search = (term: string) =>
  ask('/rest/v1/rpc/search_tide_locations', { method: 'POST', body: { search_term: term } });
const signIn = () =>
  ask('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: { email: 'nobody@example.com', password: 'not the password' },
  });
const waterLevel = () =>
  ask('/functions/v1/get-water-level', { method: 'POST', body: { locationId: 'noaa/8443970' } });

it('says the database is down, answers each API in its own shape, and comes back', async () => {
  const health = await ask('/health');
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({
    status: 'ok',
    checks: { database: { status: 'ok', kind: 'postgres' }, seed: { status: 'ok' } },
  });
  expect((await search('Boston')).status).toBe(200);

  await started().server.pause();

  // The first request to meet the database away is answered, and so is every one after.
  const rpc = await search('Portland');
  expect(rpc).toMatchObject({ status: 503, body: { code: 'PGRST000' } });
  expect(rpc.retryAfter).toMatch(/^\d+$/);
  const down = await ask('/health');
  expect(down.status).toBe(503);
  expect(down.retryAfter).toMatch(/^\d+$/);
  expect(down.body).toMatchObject({ status: 'down', checks: { database: { status: 'down' } } });

  const table = await ask('/rest/v1/tide_stations?select=id&limit=1');
  expect(table).toMatchObject({ status: 503, body: { code: 'PGRST000' } });
  expect(table.retryAfter).toMatch(/^\d+$/);
  const auth = await signIn();
  expect(auth).toMatchObject({
    status: 503,
    body: { code: 503, error_code: 'unexpected_failure' },
  });
  expect(auth.retryAfter).toMatch(/^\d+$/);
  const fn = await waterLevel();
  expect(fn.status).toBe(503);
  expect(fn.body).toEqual({ error: expect.any(String), details: expect.any(String) });
  expect(fn.retryAfter).toMatch(/^\d+$/);

  await started().server.resume();

  // Nothing is restarted: the backend finds the database again by itself.
  await expect.poll(async () => (await ask('/health')).status, { timeout: 30_000 }).toBe(200);
  expect((await search('Galveston')).status).toBe(200);
  expect((await signIn()).status).toBe(400);
}, 120_000);
