/**
 * The PostgREST side of the embedded backend under hostile input, over real HTTP with the real
 * supabase-js: what anon may call, how large an argument may be, and what the answer caches
 * keep, which must stay bounded whatever a client sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRest, MAX_RPC_ARGUMENT_CHARS } from '../src/rest/index.ts';
import type { Backend } from '../src/server.ts';
import { anonClient, startTestBackend, tempDataDir } from './helpers.ts';
import { AS_ANON } from './request-contexts.ts';

describe('the REST API under hostile input', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startTestBackend({ dataDir: data.path });
    // Test-only: who the database says is running a request's SQL.
    await backend.db.exec(`
      create or replace function public.test_session_user() returns jsonb
      language sql stable
      as $$ select jsonb_build_object('session_user', session_user, 'current_user', current_user) $$;
      grant execute on function public.test_session_user() to anon;
    `);
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  describe('when anon calls an internal helper of the search', () => {
    it('is refused before the helper runs', async () => {
      const { data: answer, error } = await anonClient(backend).rpc('search_alias_key', {
        name: 'Boston',
        aliases: '{a,b}',
      });
      expect(answer).toBeNull();
      expect(error).toMatchObject({ code: '42501' });
    });

    it('leaves visitors only the search and what it calls, and the signed-in their own account', async () => {
      const executable = async (role: 'anon' | 'authenticated') => {
        const rows = await backend.db.query<{ name: string }>(
          `select distinct p.proname as name
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and p.proname not like 'test\\_%'
              and has_function_privilege($1, p.oid, 'execute')
            order by 1`,
          [role],
        );
        return rows.map((row) => row.name);
      };
      // search_tide_locations calls the other two search functions with the visitor's rights;
      // nearest_current_stations is the current stations' own lookup.
      const search = [
        'nearest_current_stations',
        'nearest_tide_stations',
        'search_normalize',
        'search_tide_locations',
        'search_tide_stations_by_name',
      ];
      expect(await executable('anon')).toEqual(search);
      expect(await executable('authenticated')).toEqual(['delete_my_account', ...search]);
    });

    it('still lets anon search', async () => {
      const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
        search_term: 'Boston',
      });
      expect(error).toBeNull();
      expect(rows?.[0]).toMatchObject({ name: 'Boston' });
    });
  });

  describe('when a request runs SQL', () => {
    it('runs it as the non-superuser authenticator switched to the API role', async () => {
      const { data: answer, error } = await anonClient(backend).rpc('test_session_user');
      expect(error).toBeNull();
      expect(answer).toEqual({ session_user: 'authenticator', current_user: 'anon' });
    });

    it('gives the backend back its own rights after a request whose SQL fails', async () => {
      // No search_term: the database finds no such function and the request's SQL fails.
      const failed = await fetch(`${backend.url}/rest/v1/rpc/search_tide_locations`, {
        headers: { apikey: backend.anonKey },
      });
      expect(failed.status).toBe(404);
      expect(await failed.json()).toMatchObject({ code: '42883' });

      // Auth reads its own schema with the backend's rights, which the API roles have none of.
      const { error } = await anonClient(backend).auth.signInWithPassword({
        email: 'nobody@example.com',
        password: 'not the password',
      });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    });
  });

  describe('when an argument is larger than any search needs', () => {
    it(`answers 400 past ${MAX_RPC_ARGUMENT_CHARS} characters, without running it`, async () => {
      const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
        search_term: 'Boston '.repeat(200),
      });
      expect(rows).toBeNull();
      expect(error).toMatchObject({
        code: '22001',
        message: `The argument search_term is longer than ${MAX_RPC_ARGUMENT_CHARS} characters.`,
      });
    });

    it('searches a long pasted term by what the search reads of it', async () => {
      const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
        search_term: `Boston${' '.repeat(300)}`,
      });
      expect(error).toBeNull();
      expect(rows?.[0]).toMatchObject({ name: 'Boston' });
    });
  });

  describe('when the function name in the URL is badly escaped', () => {
    it('answers 400, not 500', async () => {
      const response = await fetch(`${backend.url}/rest/v1/rpc/search%zz`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    });
  });

  describe('the caches', () => {
    function search(rest: ReturnType<typeof createRest>, term: string) {
      return rest(
        new Request('http://127.0.0.1/rest/v1/rpc/search_tide_locations', {
          method: 'POST',
          body: JSON.stringify({ search_term: term }),
        }),
        '/rest/v1/rpc/search_tide_locations',
        AS_ANON,
      );
    }

    it('keep one answer for terms that differ only where the search does not read', async () => {
      const rest = createRest(backend.db);
      const place = 'Boston Harbor '.repeat(8).slice(0, 100);
      for (const tail of ['a', 'b', 'c', 'd', 'e']) {
        const response = await search(rest, `  ${place}${tail.repeat(500)}`);
        expect(response.status).toBe(200);
      }
      expect(rest.stats().answers).toBe(1);
    });

    it('read the function catalogue once, whatever names are made up', async () => {
      const rest = createRest(backend.db);
      await search(rest, 'Boston');
      const known = rest.stats().functions;
      for (let i = 0; i < 50; i += 1) {
        const response = await rest(
          new Request(`http://127.0.0.1/rest/v1/rpc/made_up_${i}`, { method: 'POST', body: '{}' }),
          `/rest/v1/rpc/made_up_${i}`,
          AS_ANON,
        );
        expect(response.status).toBe(404);
      }
      expect(rest.stats().functions).toBe(known);
    });

    it('read one schema for functions and tables alike, once, whatever names are made up', async () => {
      const catalogueReads: string[] = [];
      const rest = createRest({
        ...backend.db,
        query: (text, params) => {
          if (/pg_proc|pg_attrdef|indisprimary/.test(text)) catalogueReads.push(text);
          return backend.db.query(text, params);
        },
      });
      await search(rest, 'Boston');
      expect(catalogueReads).toHaveLength(3);
      const table = await rest(
        new Request('http://127.0.0.1/rest/v1/tide_stations?select=id&limit=1'),
        '/rest/v1/tide_stations',
        AS_ANON,
      );
      expect(table.status).toBe(200);
      for (let i = 0; i < 20; i += 1) {
        const made = await rest(
          new Request(`http://127.0.0.1/rest/v1/made_up_${i}`),
          `/rest/v1/made_up_${i}`,
          AS_ANON,
        );
        expect(made.status).toBe(404);
      }
      expect(catalogueReads).toHaveLength(3);
      expect(rest.stats().tables).toBeGreaterThan(0);
    });
  });
});
