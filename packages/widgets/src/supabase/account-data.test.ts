import { describe, expect, it } from 'vitest';
import { SAVED_CURRENT_AND_TIDE } from '../../test/currents.ts';
import { createSupabaseAccountClient } from './account-data-from-supabase.ts';

/** The account client of a signed-in visitor, over `fetch`. */
function signedInClient(fetch: typeof globalThis.fetch) {
  return createSupabaseAccountClient({
    url: 'https://project.supabase.co',
    anonKey: 'anon',
    accessToken: async () => 'token',
    fetch,
  });
}

const CONDITIONS = {
  timeZone: 'America/New_York',
  tide: { stage: 'rising', heightM: 1.2, datum: 'MLLW', since: null, next: null },
  moon: { phase: 'Full Moon', illumination: 1 },
  sun: { sunrise: null, sunset: null },
  source: 'harmonic',
};

function row(i: number, conditions: unknown = CONDITIONS) {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    station_id: 'noaa/8443970',
    started_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    ended_at: null,
    notes: '',
    catches: [],
    conditions,
  };
}

/** A PostgREST that answers at most 1,000 rows a request, as Supabase's does. */
function postgrest(rows: unknown[]) {
  const ranges: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const from = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000), 1000);
    ranges.push(`${from}-${from + limit - 1}`);
    if (ranges.length > 10) throw new Error('Too many pages asked for.');
    const page = rows.slice(from, from + limit);
    return new Response(JSON.stringify(page), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, ranges };
}

function client(rows: unknown[]) {
  const server = postgrest(rows);
  return {
    ranges: server.ranges,
    account: signedInClient(server.fetch),
  };
}

describe('the Supabase account client', () => {
  it('lists every session, past the API’s 1,000 rows a request', async () => {
    const { account, ranges } = client(Array.from({ length: 1500 }, (_, i) => row(i)));
    const sessions = await account.listSessions();
    expect(sessions).toHaveLength(1500);
    expect(new Set(sessions.map((session) => session.id)).size).toBe(1500);
    expect(ranges).toEqual(['0-999', '1000-1999']);
  });

  it('shows a session whose stored conditions have another shape without them', async () => {
    const { account } = client([
      row(1, { tide: 'high' }),
      row(2, { tide: { stage: 'rising' } }),
      row(3),
    ]);
    const sessions = await account.listSessions();
    expect(sessions.map((session) => session.conditions)).toEqual([null, null, CONDITIONS]);
  });

  describe('with saved stations', () => {
    /** A PostgREST that keeps each request and answers with `answer` (the last position kept). */
    function recording(answer: unknown[]) {
      const requests: { method: string; url: URL; body: unknown }[] = [];
      const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
        requests.push({ method: init?.method ?? 'GET', url, body });
        const read = (init?.method ?? 'GET') === 'GET';
        return read
          ? new Response(JSON.stringify(answer), {
              headers: { 'content-type': 'application/json' },
            })
          : new Response(null, { status: 204 });
      }) as typeof globalThis.fetch;
      const account = signedInClient(fetch);
      return { account, requests };
    }

    it('saves a new station after the last one kept', async () => {
      const { account, requests } = recording([{ position: 4 }]);
      await account.saveStation('noaa/8452660');
      const write = requests.find((request) => request.method === 'POST');
      expect(write?.body).toEqual({ station_id: 'noaa/8452660', kind: 'tide', position: 5 });
    });

    it('saves the first station at the top', async () => {
      const { account, requests } = recording([]);
      await account.saveStation('noaa/8443970');
      const write = requests.find((request) => request.method === 'POST');
      expect(write?.body).toEqual({ station_id: 'noaa/8443970', kind: 'tide', position: 0 });
    });

    it('saves a current station as one', async () => {
      const { account, requests } = recording([{ position: 0 }]);
      await account.saveStation('noaa/PUG1701', 'current');
      const write = requests.find((request) => request.method === 'POST');
      expect(write?.body).toEqual({ station_id: 'noaa/PUG1701', kind: 'current', position: 1 });
    });

    it('lists tide and current stations in order, each named from its own catalogue', async () => {
      const requests: URL[] = [];
      const fetch = (async (input: RequestInfo | URL) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        requests.push(url);
        const answers: Record<string, unknown[]> = {
          '/rest/v1/saved_stations': [
            { station_id: 'noaa/PUG1701', kind: 'current', label: null, position: 0 },
            { station_id: 'noaa/8443970', kind: 'tide', label: null, position: 1 },
          ],
          '/rest/v1/current_stations': [
            { id: 'noaa/PUG1701', name: 'Deception Pass (Narrows)', state: 'WA' },
          ],
          '/rest/v1/tide_stations': [{ id: 'noaa/8443970', name: 'Boston', state: 'MA' }],
        };
        return new Response(JSON.stringify(answers[url.pathname] ?? []), {
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof globalThis.fetch;
      const account = signedInClient(fetch);
      expect(await account.listSavedStations()).toEqual(SAVED_CURRENT_AND_TIDE);
      const asked = (table: string) =>
        requests.find((url) => url.pathname === `/rest/v1/${table}`)?.searchParams.get('id');
      expect(asked('current_stations')).toBe('in.(noaa/PUG1701)');
      expect(asked('tide_stations')).toBe('in.(noaa/8443970)');
    });

    it('keeps an order by giving each station its place in the list', async () => {
      const { account, requests } = recording([]);
      await account.arrangeSavedStations(['noaa/1612340', 'noaa/8443970', 'noaa/8452660']);
      const writes = requests
        .filter((request) => request.method === 'PATCH')
        .map((request) => [request.url.searchParams.get('station_id'), request.body]);
      expect(writes).toEqual([
        ['eq.noaa/1612340', { position: 0 }],
        ['eq.noaa/8443970', { position: 1 }],
        ['eq.noaa/8452660', { position: 2 }],
      ]);
    });
  });
});
