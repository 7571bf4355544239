/**
 * The embedded backend over real HTTP with the real supabase-js: the gateway's key check and
 * CORS, the search RPC, the get-tide-data function with every kind of answer, NOAA's three
 * outcomes through a stand-in, and persistence across a restart.
 */
import { request } from 'node:http';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { TideResult } from '@tides/supabase/tide-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/server.ts';
import {
  anonClient,
  startNoaaStandIn,
  startTestBackend,
  tempDataDir,
  type NoaaStandIn,
} from './helpers.ts';

const BOSTON = 'noaa/8443970';

async function errorBody(error: unknown): Promise<unknown> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return ((error as FunctionsHttpError).context as Response).json();
}

describe('the embedded backend', () => {
  let backend: Backend;
  let noaa: NoaaStandIn;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    noaa = await startNoaaStandIn('ok');
    backend = await startTestBackend({
      dataDir: data.path,
      noaaBaseUrl: noaa.url,
      noaaTimeoutMs: 300,
    });
  });

  afterAll(async () => {
    await backend?.close();
    await noaa?.close();
    data?.remove();
  });

  describe('as a gateway', () => {
    it('refuses a request without an API key with 401', async () => {
      const response = await fetch(`${backend.url}/rest/v1/rpc/search_tide_locations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search_term: 'Boston' }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
    });

    it('refuses a forged API key with 401', async () => {
      const forged = backend.anonKey.slice(0, -4) + 'AAAA';
      const response = await fetch(`${backend.url}/functions/v1/get-tide-data`, {
        method: 'POST',
        headers: {
          apikey: forged,
          authorization: `Bearer ${forged}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ locationId: BOSTON, date: '2026-11-22' }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
    });

    it('lets a third-party site call it from the browser (CORS preflight)', async () => {
      const response = await fetch(`${backend.url}/functions/v1/get-tide-data`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://marina.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, content-type, x-client-info',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    });

    it('answers a 2 MB body with 413 instead of reading it', async () => {
      const response = await fetch(`${backend.url}/functions/v1/get-tide-data`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ locationId: 'x'.repeat(2 * 1024 * 1024), date: '2026-11-22' }),
      });
      expect(response.status).toBe(413);
    });

    it('answers every caller of a burst on its own connection, though some hang up while waiting', async () => {
      const body = JSON.stringify({ locationId: BOSTON, date: '2026-11-22' });
      const callers = Array.from({ length: 60 }, (_, i) => {
        const call = request(`${backend.url}/functions/v1/get-tide-data`, {
          method: 'POST',
          agent: false,
          headers: {
            apikey: backend.anonKey,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        const status = new Promise<number | 'hung up'>((resolve) => {
          call.on('response', (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          });
          call.on('error', () => resolve('hung up'));
        });
        call.end(body);
        // Every third caller leaves once its request is sent, before it can have been answered.
        if (i % 3 === 0) call.destroy();
        return status;
      });
      const statuses = await Promise.all(callers);
      expect(statuses.filter((_, i) => i % 3 !== 0)).toEqual(Array(40).fill(200));
      const after = await fetch(`${backend.url}/health`);
      expect(after.status).toBe(200);
    });
  });

  describe('search_tide_locations over supabase-js', () => {
    it('finds Boston first with the fields the search box needs', async () => {
      const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
        search_term: 'Boston',
      });
      expect(error).toBeNull();
      expect(rows?.[0]).toEqual({
        id: BOSTON,
        name: 'Boston',
        state: 'MA',
        latitude: expect.closeTo(42.354, 3),
        longitude: expect.closeTo(-71.05, 2),
        // What tells it from its namesakes: its NOAA number and how far from Boston it is.
        noaa_id: '8443970',
        area: null,
        // And where it is, for a link to its page.
        country: 'United States',
        place: 'Boston, MA',
        distance_km: expect.closeTo(0.9, 0),
        kind: 'tide',
      });
      expect(rows?.length).toBeLessThanOrEqual(20);
    });

    it('lists set-apart gauges only when asked, each answer cached apart', async () => {
      const search = async (includeGauges: boolean) => {
        const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
          search_term: 'Oriental',
          include_gauges: includeGauges,
        });
        expect(error).toBeNull();
        return (rows as { kind: string; name: string }[]).map((row) => `${row.kind} ${row.name}`);
      };
      const tidesOnly = await search(false);
      const withGauges = await search(true);
      expect(tidesOnly.every((row) => row.startsWith('tide '))).toBe(true);
      expect(withGauges[0]).toBe('gauge Oriental — water-level gauge, tides too small to tabulate');
      expect(await search(false)).toEqual(tidesOnly);
    });

    it('returns nothing for two characters', async () => {
      const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
        search_term: 'bo',
      });
      expect(error).toBeNull();
      expect(rows).toEqual([]);
    });

    it("answers an unknown function with PostgREST's not-found error", async () => {
      const { error } = await anonClient(backend).rpc('drop_everything', {});
      expect(error).toMatchObject({ code: 'PGRST202' });
    });

    it('answers a body that is not JSON with 400', async () => {
      const response = await fetch(`${backend.url}/rest/v1/rpc/search_tide_locations`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: '{"search_term": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    });
  });

  describe('get-tide-data over supabase-js', () => {
    it('gives Boston its day of tides in Boston time, fresh from NOAA, then cached', async () => {
      const client = anonClient(backend);
      const first = await client.functions.invoke<TideResult>('get-tide-data', {
        body: { locationId: BOSTON, date: '2026-03-20' },
      });
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({
        location: 'Boston, MA',
        date: '2026-03-20',
        source: 'fresh',
      });
      // NOAA's 16:58 UTC high of 3.206 m is 12:58 PM in Boston in March, after the clocks change.
      expect(first.data?.highTides.map((t) => [t.time, t.height])).toEqual([
        ['12:33 AM EDT', '10.6 ft'],
        ['12:58 PM EDT', '10.5 ft'],
      ]);
      expect(noaa.requests.at(-1)?.searchParams.get('station')).toBe('8443970');

      const second = await client.functions.invoke<TideResult>('get-tide-data', {
        body: { locationId: BOSTON, date: '2026-03-20' },
      });
      expect(second.data?.source).toBe('cached');
      expect(second.data?.highTides).toEqual(first.data?.highTides);
    });

    it('takes the calendar day from a timestamp sent from Tokyo, never shifting it through UTC', async () => {
      const { data: result } = await anonClient(backend).functions.invoke<TideResult>(
        'get-tide-data',
        {
          body: { locationId: BOSTON, date: '2026-11-23T00:00:00.000+09:00' },
        },
      );
      expect(result?.date).toBe('2026-11-23');
    });

    it('predicts a subordinate station from its reference with its offsets', async () => {
      noaa.behaviour = 'error';
      const { data: result, error } = await anonClient(backend).functions.invoke<TideResult>(
        'get-tide-data',
        {
          body: { locationId: 'noaa/8415191', date: '2026-07-04' },
        },
      );
      noaa.behaviour = 'ok';
      expect(error).toBeNull();
      expect(result?.station.type).toBe('subordinate');
      expect(result?.source).toBe('harmonic');
      expect(result?.highTides.length).toBeGreaterThanOrEqual(1);
      expect(result?.highTides[0]?.time).toMatch(/^\d{1,2}:\d{2} [AP]M EDT$/);
    });

    it.each([
      ['no location', { date: '2026-11-22' }],
      ['no date', { locationId: BOSTON }],
      ['an impossible date', { locationId: BOSTON, date: '2026-02-30' }],
      ['a date that is not a date', { locationId: BOSTON, date: 'tomorrow' }],
      ['a number for the location', { locationId: 8443970, date: '2026-11-22' }],
    ])('answers %s with 400 and a readable error', async (_case, body) => {
      const { data: result, error } = await anonClient(backend).functions.invoke('get-tide-data', {
        body,
      });
      expect(result).toBeNull();
      const payload = (await errorBody(error)) as { error: string; details: string };
      expect((error as FunctionsHttpError).context.status).toBe(400);
      expect(payload.error).toEqual(expect.any(String));
      expect(payload.details).toEqual(expect.any(String));
    });

    it('answers an unknown station with 404', async () => {
      const { error } = await anonClient(backend).functions.invoke('get-tide-data', {
        body: { locationId: 'noaa/0000000', date: '2026-11-22' },
      });
      expect((error as FunctionsHttpError).context.status).toBe(404);
      expect(await errorBody(error)).toMatchObject({ error: 'Location not found' });
    });

    it('answers a body that is not JSON with 400', async () => {
      const response = await fetch(`${backend.url}/functions/v1/get-tide-data`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
          'content-type': 'application/json',
        },
        body: 'locationId=noaa/8443970',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: expect.any(String),
        details: expect.any(String),
      });
    });
  });
});

describe('when NOAA misbehaves', () => {
  it.each(['hang', 'error', 'garbage'] as const)(
    'an upstream that %s still yields harmonic predictions, given up on at its time limit',
    async (behaviour) => {
      const noaa = await startNoaaStandIn(behaviour);
      const data = await tempDataDir();
      const backend = await startTestBackend({
        dataDir: data.path,
        noaaBaseUrl: noaa.url,
        // A hanging upstream never answers: the answer comes once this limit passes, and the
        // call to it is abandoned then, not left open.
        noaaTimeoutMs: 300,
      });
      try {
        const { data: result, error } = await anonClient(backend).functions.invoke<TideResult>(
          'get-tide-data',
          {
            body: { locationId: 'noaa/9447130', date: '2026-10-01' },
          },
        );
        expect(error).toBeNull();
        expect(result?.source).toBe('harmonic');
        expect(result?.highTides.length).toBeGreaterThanOrEqual(1);
        expect(noaa.requests.length).toBe(1);
        await expect.poll(() => noaa.abandoned()).toBe(behaviour === 'hang' ? 1 : 0);
      } finally {
        await backend.close();
        await noaa.close();
        data.remove();
      }
    },
  );
});

describe('after a restart', () => {
  it('keeps the stations and the NOAA cache without seeding again', async () => {
    // Starts empty, so the first backend really migrates and seeds.
    const data = await tempDataDir({ seeded: false });
    const noaa = await startNoaaStandIn('ok');
    try {
      const first = await startTestBackend({ dataDir: data.path, noaaBaseUrl: noaa.url });
      const fresh = await anonClient(first).functions.invoke<TideResult>('get-tide-data', {
        body: { locationId: BOSTON, date: '2026-03-25' },
      });
      expect(fresh.data?.source).toBe('fresh');
      await first.close();

      const lines: string[] = [];
      const { startBackend } = await import('../src/server.ts');
      const { configFromEnv } = await import('../src/config.ts');
      const second = await startBackend(
        { ...configFromEnv({}), port: 0, dataDir: data.path, noaaBaseUrl: noaa.url },
        (line) => lines.push(line),
      );
      try {
        expect(lines.some((line) => line.startsWith('Seeding'))).toBe(false);
        const again = await anonClient(second).functions.invoke<TideResult>('get-tide-data', {
          body: { locationId: BOSTON, date: '2026-03-25' },
        });
        expect(again.data?.source).toBe('cached');
        expect(noaa.requests.length).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await noaa.close();
      data.remove();
    }
    // Seeding a fresh database (tide stations, places, current stations) takes tens of seconds
    // on a busy two-core machine, before the test's own requests.
  }, 180_000);
});
