/**
 * get-current-data on the embedded backend, over real HTTP with the real supabase-js: the answer
 * every caller relies on (current-result.ts), the gateway's key check, the same answer on the
 * busy path (straight from the request's bytes) as through the Fetch API, and the current
 * stations' RPC as a visitor calls it.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { CurrentResult } from '@tides/supabase/current-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/server.ts';
import { anonClient, startTestBackend, tempDataDir } from './helpers.ts';

const DECEPTION_PASS = 'noaa/PUG1701';

async function errorBody(error: unknown): Promise<unknown> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return ((error as FunctionsHttpError).context as Response).json();
}

describe('get-current-data on the embedded backend', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startTestBackend({ dataDir: data.path });
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  describe('over supabase-js', () => {
    it('answers a day of Deception Pass with every field of the contract', async () => {
      const { data: result, error } = await anonClient(backend).functions.invoke<CurrentResult>(
        'get-current-data',
        { body: { locationId: DECEPTION_PASS, date: '2026-06-01' } },
      );
      expect(error).toBeNull();
      expect(Object.keys(result ?? {}).sort()).toEqual(
        [
          'attribution',
          'date',
          'days',
          'events',
          'generatedAt',
          'location',
          'source',
          'station',
          'timeline',
          'units',
        ].sort(),
      );
      expect(result?.station).toEqual({
        id: DECEPTION_PASS,
        noaaId: 'PUG1701',
        name: 'Deception Pass (Narrows)',
        state: 'WA',
        timeZone: 'America/Los_Angeles',
        timeZoneAbbreviation: 'PDT',
        latitude: expect.closeTo(48.406, 3) as number,
        longitude: expect.closeTo(-122.643, 3) as number,
        type: 'harmonic',
        referenceId: null,
        referenceName: null,
        referenceBin: null,
        bin: null,
        depthM: null,
        floodDirectionDeg: 101.5,
        ebbDirectionDeg: 281.5,
      });
      // The first maximum flood of the day, as NOAA lists it (15:32 UTC).
      expect(result?.events.find((event) => event.type === 'flood')).toEqual({
        at: '2026-06-01T01:32:00-07:00',
        time: '1:32 AM PDT',
        type: 'flood',
        speedKnots: 3.79,
        directionDeg: 101.5,
      });
      expect(result?.timeline[0]).toEqual({
        at: '2026-06-01T00:00:00-07:00',
        velocityKnots: expect.any(Number) as number,
      });
    });

    it('refuses an unknown station with 404 and { error, details }', async () => {
      const { error } = await anonClient(backend).functions.invoke('get-current-data', {
        body: { locationId: 'noaa/XYZ0000', date: '2026-06-01' },
      });
      expect(await errorBody(error)).toEqual({
        error: 'Location not found',
        details: 'No current station has the id "noaa/XYZ0000".',
      });
    });
  });

  it('asks for the API key, as the gateway does', async () => {
    const response = await fetch(`${backend.url}/functions/v1/get-current-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locationId: DECEPTION_PASS, date: '2026-06-01' }),
    });
    expect(response.status).toBe(401);
  });

  it.each([
    ['a week', '{"locationId": "noaa/PCT0236", "date": "2027-03-10", "days": 7}'],
    ['an unknown station', '{"locationId": "noaa/0", "date": "2027-03-14"}'],
    ['a body that is not JSON', '{"locationId": '],
  ])('answers %s the same with and without a query string', async (_, body) => {
    const ask = async (query: string) => {
      const response = await fetch(`${backend.url}/functions/v1/get-current-data${query}`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
          'content-type': 'application/json',
        },
        body,
      });
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['date', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
      });
      const text = (await response.text()).replace(/"generatedAt":"[^"]*"/, '');
      return { status: response.status, headers, text };
    };
    expect(await ask('')).toEqual(await ask('?via=fetch'));
  });

  it('searches current stations only when asked, each answer cached apart', async () => {
    const search = async (includeCurrents?: boolean) => {
      const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
        search_term: 'Deception Pass',
        ...(includeCurrents === undefined ? {} : { include_currents: includeCurrents }),
      });
      expect(error).toBeNull();
      return (rows as { id: string; kind: string; name: string }[]).map(
        (row) => `${row.kind} ${row.name}`,
      );
    };
    const tidesOnly = await search();
    const withCurrents = await search(true);
    expect(withCurrents).toContain('current Deception Pass (Narrows) (current)');
    expect(tidesOnly.every((row) => row.startsWith('tide '))).toBe(true);
    expect(await search(false)).toEqual(tidesOnly);
    expect(await search()).toEqual(tidesOnly);
  });

  it('finds a current station by its whole NOAA number, first, as the embed builder looks it up', async () => {
    const search = async (term: string, includeCurrents: boolean) => {
      const { data: rows, error } = await anonClient(backend).rpc('search_tide_locations', {
        search_term: term,
        include_currents: includeCurrents,
      });
      expect(error).toBeNull();
      return (rows as { id: string }[]).map((row) => row.id);
    };
    expect((await search('PUG1701', true))[0]).toBe(DECEPTION_PASS);
    expect((await search('pug1701', true))[0]).toBe(DECEPTION_PASS);
    // Without currents asked for, the tide widgets' search, still no current station.
    expect(await search('PUG1701', false)).not.toContain(DECEPTION_PASS);
    // Only the whole number: a part of it is no station's.
    expect(await search('PUG170', true)).not.toContain(DECEPTION_PASS);
  });

  it('lets a visitor find the current stations near a point', async () => {
    const { data: rows, error } = await anonClient(backend).rpc('nearest_current_stations', {
      near_latitude: 48.4,
      near_longitude: -122.64,
      max_count: 2,
      within_km: 20,
    });
    expect(error).toBeNull();
    expect((rows as { id: string }[]).map((row) => row.id)).toEqual([
      DECEPTION_PASS,
      'noaa/PUG1629',
    ]);
  });
});
