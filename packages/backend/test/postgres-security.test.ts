/**
 * The embedded backend on a real PostgreSQL server (DATABASE_URL): API requests log in as a
 * role with no rights of its own, switch to the request's API role, and are stopped by a
 * statement timeout, over real HTTP with the real supabase-js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import type { Backend } from '../src/server.ts';
import { anonClient, startTestBackend } from './helpers.ts';

describe('the backend on PostgreSQL', () => {
  let server: PostgresServer;
  let backend: Backend;

  beforeAll(async () => {
    server = await startPostgres('tides_security');
    backend = await startTestBackend({ databaseUrl: server.url });
    // Test-only: who runs a request's SQL, and a request that would run for ten seconds.
    await backend.db.exec(`
      create function public.test_session_user() returns jsonb
      language sql stable
      as $$
        select jsonb_build_object(
          'session_user', session_user, 'current_user', current_user,
          'superuser', (select rolsuper from pg_roles where rolname = session_user)
        )
      $$;
      create function public.test_slow() returns int
      language sql volatile
      as $$ select 1 from pg_sleep(10) $$;
      grant execute on function public.test_session_user(), public.test_slow() to anon;
    `);
  }, 240_000);

  afterAll(async () => {
    await backend?.close();
    await server?.stop();
  });

  it('runs API SQL logged in as a non-superuser, switched to the request role', async () => {
    const { data, error } = await anonClient(backend).rpc('test_session_user');
    expect(error).toBeNull();
    expect(data).toEqual({
      session_user: 'tides_authenticator',
      current_user: 'anon',
      superuser: false,
    });
  });

  it('still searches', async () => {
    const { data, error } = await anonClient(backend).rpc('search_tide_locations', {
      search_term: 'Boston',
    });
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ name: 'Boston' });
  });

  it('refuses anon the search helpers', async () => {
    const { error } = await anonClient(backend).rpc('search_key', { value: 'Boston' });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('cancels an API request that runs past the statement timeout', async () => {
    const { data, error } = await anonClient(backend).rpc('test_slow');
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '57014' });
  }, 20_000);
});
