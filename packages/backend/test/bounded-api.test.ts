/**
 * What one visitor, signed in or not, can make the API do for everyone: every request's work
 * bounded before it reaches SQL, clients taking turns for the database, PostgREST's read-only
 * GET, and accounts that cannot grow without bound. On PGlite and on PostgreSQL 15, over real
 * HTTP with the real supabase-js.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/rate-limit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_USER_METADATA_BYTES } from '../src/auth/validation.ts';
import { DEFAULT_API_LIMITS, DEVELOPMENT_JWT_SECRET } from '../src/config.ts';
import { signJwt } from '../src/jwt.ts';
import { MAX_FILTER_VALUE_CHARS } from '../src/rest/table-query.ts';
import type { Backend } from '../src/server.ts';
import { anonClient, startTestBackend, tempDataDir } from './helpers.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { client, newEmail, PASSWORD } from './sign-ups.ts';

const BOSTON = 'noaa/8443970';
const NEWPORT = 'noaa/8452660';

const CONDITIONS = {
  timeZone: 'America/New_York',
  tide: { stage: 'falling', heightM: 0.5, datum: 'MLLW', since: null, next: null },
  moon: { phase: 'New Moon', illumination: 0.01 },
  sun: { sunrise: null, sunset: null },
  source: 'harmonic',
};

interface SignedIn {
  db: SupabaseClient;
  id: string;
  accessToken: string;
}

async function signedIn(backend: Backend, label: string): Promise<SignedIn> {
  const db = client(backend);
  const { data, error } = await db.auth.signUp({ email: newEmail(label), password: PASSWORD });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { db, id: data.user.id, accessToken: data.session.access_token };
}

/** A raw request to the API, with headers fetch() would not let us set (X-Forwarded-For). */
async function call(
  backend: Backend,
  path: string,
  options: {
    method?: string;
    token?: string;
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${backend.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      apikey: backend.anonKey,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: options.body } : {}),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe.each([
  ['PGlite', 'pglite'],
  ['PostgreSQL 15', 'postgres'],
] as const)('the API on %s, against one greedy client', (_name, kind) => {
  let backend: Backend;
  let server: PostgresServer | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;

  beforeAll(async () => {
    const overrides = {
      // The tests play several clients from one machine, told apart as a proxy would.
      trustedProxies: ['127.0.0.1', '::1'],
      limits: { ...DEFAULT_API_LIMITS, restQueuedPerClient: 20 },
      authRateLimits: {
        ...DEFAULT_AUTH_RATE_LIMITS,
        windowSeconds: 300,
        signUpsSignInsPerAddress: 1000,
        signUpsSignInsPerEmail: 1000,
        signInBackoffSeconds: 1,
        tokenRefreshesPerAddress: 1000,
        verificationsPerAddress: 1000,
      },
    };
    if (kind === 'postgres') {
      server = await startPostgres('tides_bounded');
      backend = await startTestBackend({ ...overrides, databaseUrl: server.url });
    } else {
      data = await tempDataDir();
      backend = await startTestBackend({ ...overrides, dataDir: data.path });
    }
    // Test-only: a request that holds the database a while, and what timeout a role runs with.
    await backend.db.exec(`
      create or replace function public.test_busy(seconds double precision) returns int
      language sql stable as $$ select 1 from pg_sleep(seconds) $$;
      create or replace function public.test_statement_timeout() returns text
      language sql stable as $$ select current_setting('statement_timeout') $$;
      grant execute on function public.test_busy(double precision), public.test_statement_timeout()
        to anon, authenticated;
    `);
  }, 240_000);

  afterAll(async () => {
    await backend?.close();
    await server?.stop();
    data?.remove();
  });

  describe('the table API', () => {
    it('refuses like and ilike on a column that is not text, at once', async () => {
      const filters = Array.from(
        { length: 40 },
        () => `constituents=not.ilike.*${'ab*'.repeat(40)}*`,
      );
      const answer = await call(
        backend,
        `/rest/v1/tide_stations?limit=1&order=name&${filters.join('&')}`,
        { headers: { prefer: 'count=exact' } },
      );
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toMatchObject({ code: '42883' });
      const { data: rows, error } = await anonClient(backend)
        .from('tide_stations')
        .select('id')
        .ilike('name', 'boston');
      expect(error).toBeNull();
      expect(rows).toContainEqual({ id: BOSTON });
    });

    it('keeps every request small: in lists, like patterns, JSON columns, rows of JSON', async () => {
      const anon = anonClient(backend);
      const names = Array.from({ length: 201 }, (_, i) => String(i));
      const inLists = await anon.from('tide_stations').select('id').in('name', names);
      expect(inLists.error).toMatchObject({ code: 'PGRST100' });
      const likes = await anon
        .from('tide_stations')
        .select('id')
        .ilike('name', `%${'a'.repeat(60)}%`)
        .ilike('state', `%${'b'.repeat(60)}%`);
      expect(likes.error).toMatchObject({ code: 'PGRST100' });
      const jsonFilter = await anon.from('tide_stations').select('id').neq('datums', '{}');
      expect(jsonFilter.error).toMatchObject({ code: 'PGRST100' });
      const jsonOrder = await anon.from('tide_stations').select('id').order('constituents');
      expect(jsonOrder.error).toMatchObject({ code: 'PGRST100' });
      const everything = await anon.from('tide_stations').select('*', { count: 'exact' });
      expect(everything.error).toBeNull();
      expect(everything.data).toHaveLength(100);
      expect(everything.count).toBeGreaterThan(1000);
      const ids = await anon.from('tide_stations').select('id');
      expect(ids.data).toHaveLength(1000);
    });

    it('refuses a filter value longer than the cap', async () => {
      const { error, status } = await anonClient(backend)
        .from('tide_stations')
        .select('id')
        .eq('name', 'x'.repeat(MAX_FILTER_VALUE_CHARS + 1));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22001' });
    });

    it('refuses a long query string with a JSON answer, and an oversized one too', async () => {
      const long = await call(
        backend,
        `/rest/v1/tide_stations?select=id&${'a=eq.1&'.repeat(1500)}`,
      );
      expect(long.status).toBe(414);
      expect(JSON.parse(long.text)).toMatchObject({ code: 'PGRST100' });
      const huge = await call(backend, `/rest/v1/tide_stations?name=eq.${'x'.repeat(20_000)}`);
      expect(huge.status).toBe(431);
      expect(JSON.parse(huge.text)).toMatchObject({ message: expect.stringMatching(/16 KB/) });
    });

    it('checks JSON depth before SQL, in a filter and in a body', async () => {
      const deep = `${'['.repeat(7800)}${']'.repeat(7800)}`;
      const filtered = await call(
        backend,
        `/rest/v1/tide_stations?select=id&datums=eq.${encodeURIComponent(`${'['.repeat(400)}${']'.repeat(400)}`)}`,
      );
      expect(filtered.status).toBe(400);
      expect(JSON.parse(filtered.text)).toMatchObject({ code: '54001' });
      const owner = await signedIn(backend, 'deep');
      const written = await call(backend, '/rest/v1/fishing_sessions', {
        method: 'POST',
        token: owner.accessToken,
        body: `{"station_id":"${BOSTON}","started_at":"2026-11-24T06:00:00Z","conditions":${deep}}`,
      });
      expect(written.status).toBe(400);
      expect(JSON.parse(written.text)).toMatchObject({ code: '54001' });
    });

    it('takes ?apikey= as the key, not as a filter', async () => {
      const answer = await fetch(
        `${backend.url}/rest/v1/tide_stations?select=id&id=eq.${BOSTON}&apikey=${backend.anonKey}`,
      );
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual([{ id: BOSTON }]);
    });

    it('gives a column left out its default with defaultToNull: false', async () => {
      const owner = await signedIn(backend, 'defaults');
      const { data: rows, error } = await owner.db
        .from('saved_stations')
        .insert([{ station_id: BOSTON, position: 3 }, { station_id: NEWPORT }], {
          defaultToNull: false,
        })
        .select('station_id, position');
      expect(error).toBeNull();
      expect(rows).toEqual([
        { station_id: BOSTON, position: 3 },
        { station_id: NEWPORT, position: 0 },
      ]);
    });

    it('runs each role with its own statement timeout: 3 s for anon, as hosted Supabase', async () => {
      expect((await anonClient(backend).rpc('test_statement_timeout')).data).toBe('3s');
      const owner = await signedIn(backend, 'timeout');
      expect((await owner.db.rpc('test_statement_timeout')).data).toBe('8s');
    });
  });

  describe('when one client sends many slow requests at once', () => {
    it('answers another client before the greedy one is done', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const otherRead = () =>
        new Promise<{ status: number }>((resolve, reject) => {
          const { hostname, port } = new URL(backend.url);
          httpRequest(
            {
              hostname,
              port,
              agent,
              path: `/rest/v1/tide_stations?select=id&id=eq.${encodeURIComponent(BOSTON)}`,
              headers: { apikey: backend.anonKey, 'x-forwarded-for': '198.51.100.5' },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
            },
          )
            .on('error', reject)
            .end();
        });
      expect((await otherRead()).status).toBe(200);
      const finished: string[] = [];
      // More than PostgreSQL's pool holds, so that without turns the other waits on both hosts.
      const greedy = Array.from({ length: 12 }, (_, i) =>
        call(backend, '/rest/v1/rpc/test_busy?seconds=0.15', {
          headers: { 'x-forwarded-for': '203.0.113.66' },
        }).then((answer) => {
          finished.push(`greedy ${i}`);
          return answer.status;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      // On a connection opened before, as a browser's would be: a new one waits its turn to be
      // accepted, which is not what this measures.
      const other = await otherRead();
      finished.push('other');
      expect(other.status).toBe(200);
      expect(await Promise.all(greedy)).toEqual(Array(12).fill(200));
      // Without turns the other client waited behind ten of them (PostgreSQL) or all (PGlite).
      expect(finished.indexOf('other')).toBeLessThan(8);
      agent.destroy();
    });
  });

  describe('RPC over GET and HEAD', () => {
    it('runs read-only: a function that changes data answers 405 and changes nothing', async () => {
      const owner = await signedIn(backend, 'head');
      for (const method of ['HEAD', 'GET']) {
        const answer = await call(backend, '/rest/v1/rpc/delete_my_account', {
          method,
          token: owner.accessToken,
        });
        expect(answer.status).toBe(405);
      }
      const { data: user } = await owner.db.auth.getUser(owner.accessToken);
      expect(user.user?.id).toBe(owner.id);
    });
  });

  describe('an access token whose session has ended', () => {
    it('can neither delete the account nor change it', async () => {
      const owner = await signedIn(backend, 'ended');
      const token = owner.accessToken;
      await owner.db.auth.signOut();
      const deleted = await call(backend, '/rest/v1/rpc/delete_my_account', {
        method: 'POST',
        token,
      });
      // The data API refuses an ended session's token before any SQL of the request: sign in again.
      expect(deleted.status).toBe(401);
      const changed = await call(backend, '/auth/v1/user', {
        method: 'PUT',
        token,
        body: JSON.stringify({ password: 'a brand new passphrase' }),
      });
      expect(changed.status).toBe(403);
    });

    it('refuses a token that names no session (only the secret’s holder could make one)', async () => {
      const owner = await signedIn(backend, 'sessionless');
      const claims = JSON.parse(
        Buffer.from(owner.accessToken.split('.')[1] ?? '', 'base64url').toString(),
      ) as Record<string, unknown>;
      delete claims.session_id;
      const token = signJwt(claims as never, DEVELOPMENT_JWT_SECRET);
      const changed = await call(backend, '/auth/v1/user', {
        method: 'PUT',
        token,
        body: JSON.stringify({ password: 'a brand new passphrase' }),
      });
      expect(changed.status).toBe(403);
      const deleted = await call(backend, '/rest/v1/rpc/delete_my_account', {
        method: 'POST',
        token,
      });
      expect(deleted.status).toBe(401);
    });
  });

  describe('an account', () => {
    it('cannot pad a species past its limit, nor store conditions of another shape', async () => {
      const owner = await signedIn(backend, 'padding');
      const session = (catches: unknown, conditions: unknown = null) =>
        owner.db.from('fishing_sessions').insert({
          station_id: BOSTON,
          started_at: '2026-11-24T06:00:00Z',
          catches,
          conditions,
        });
      const padding = [
        `Bass${' '.repeat(10_000)}`,
        `Bass${'\t'.repeat(200)}`,
        ' \n ',
        // Invisible and space characters beyond ASCII's count as padding too.
        '\u200b'.repeat(80),
        `Bass${'\u3000'.repeat(20)}`,
        `\u00a0Bass`,
        `Ba\u200bss`,
        `Bass\ufeff`,
        '\u2800\u3164',
      ];
      for (const species of padding) {
        const padded = await session([{ species, count: 1, released: true }]);
        expect(padded.error, JSON.stringify(species)).toMatchObject({ code: '23514' });
      }
      // Inner spaces and emoji are a name's own.
      const named = await session([{ species: 'Striped bass 🐟', count: 1, released: true }]);
      expect(named.error).toBeNull();
      expect((await session([], { tide: 'high' })).error).toMatchObject({ code: '23514' });
      expect((await session([], { ...CONDITIONS, extra: 'x'.repeat(5000) })).error).toMatchObject({
        code: '23514',
      });
      expect((await session([], CONDITIONS)).error).toBeNull();
    });

    it('stores only times between 1900 and 2100', async () => {
      const owner = await signedIn(backend, 'times');
      for (const startedAt of ['infinity', '99999-01-01T00:00:00Z', '1850-01-01T00:00:00Z']) {
        const { error } = await owner.db
          .from('fishing_sessions')
          .insert({ station_id: BOSTON, started_at: startedAt });
        expect(error).not.toBeNull();
      }
    });

    it('keeps at most 200 saved stations, then says so', async () => {
      const owner = await signedIn(backend, 'quota');
      const { data: stations } = await anonClient(backend)
        .from('tide_stations')
        .select('id')
        .order('id')
        .limit(201);
      const ids = (stations ?? []).map((row) => row.id as string);
      expect(ids).toHaveLength(201);
      const first = await owner.db
        .from('saved_stations')
        .insert(ids.slice(0, 200).map((id) => ({ station_id: id })));
      expect(first.error).toBeNull();
      const over = await owner.db.from('saved_stations').insert({ station_id: ids[200] });
      expect(over.error?.message).toMatch(/An account may keep at most 200 saved stations/);
    });

    it('keeps user_metadata to 16 KB at sign-up and on update', async () => {
      const big = { bio: 'x'.repeat(MAX_USER_METADATA_BYTES) };
      const refused = await client(backend).auth.signUp({
        email: newEmail('big'),
        password: PASSWORD,
        options: { data: big },
      });
      expect(refused.error).toMatchObject({ code: 'validation_failed' });
      const owner = await signedIn(backend, 'growing');
      const { error } = await owner.db.auth.updateUser({ data: big });
      expect(error).toMatchObject({ code: 'validation_failed' });
    });
  });
});
