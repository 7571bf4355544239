// @vitest-environment node
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { BOSTON, BOSTON_FRESH, BOSTON_SAMPLE } from '../../test/fixtures.ts';
import { BOSTON_OBSERVED_MORNING, BOSTON_WEEK } from '../../test/tide-days.ts';
import { deceptionPassCurrents } from '../../test/currents.ts';
import { createSupabaseTideClient, tideClientFromSupabase } from '../supabase.ts';

const URL_BASE = 'https://tides.example.supabase.co';
const ANON_KEY = 'anon-key-for-tests';

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** A fetch at the edge of the world: records each request and answers from a script. */
function scriptedFetch(answer: (request: Recorded) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: Recorded = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal,
    };
    requests.push(request);
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('createSupabaseTideClient', () => {
  describe('searchLocations', () => {
    it('calls search_tide_locations with the term and the anonymous key', async () => {
      const { fetch, requests } = scriptedFetch(() =>
        json([{ ...BOSTON, id: 8443970, extra: 'ignored' }]),
      );
      const client = createSupabaseTideClient({ url: `${URL_BASE}/`, anonKey: ANON_KEY, fetch });

      const results = await client.searchLocations('bos');

      expect(results).toEqual([BOSTON]);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request!.url).toBe(`${URL_BASE}/rest/v1/rpc/search_tide_locations`);
      expect(request!.method).toBe('POST');
      expect(request!.body).toEqual({ search_term: 'bos' });
      expect(request!.headers.get('apikey')).toBe(ANON_KEY);
      expect(request!.headers.get('Authorization')).toBe(`Bearer ${ANON_KEY}`);
    });

    it('passes the abort signal down to the request', async () => {
      const { fetch, requests } = scriptedFetch(() => json([]));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });
      const controller = new AbortController();

      await client.searchLocations('bos', { signal: controller.signal });
      controller.abort();

      expect(requests[0]!.signal?.aborted).toBe(true);
    });

    it('rejects with the database’s message when the lookup fails', async () => {
      const { fetch } = scriptedFetch(() =>
        json(
          { code: '42501', message: 'permission denied for function search_tide_locations' },
          401,
        ),
      );
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      await expect(client.searchLocations('bos')).rejects.toThrow(
        'permission denied for function search_tide_locations',
      );
    });

    it('keeps only rows that look like locations', async () => {
      const { fetch } = scriptedFetch(() =>
        json([
          { id: 'x', name: 'Nameless state', state: 7, latitude: '1.5', longitude: 2 },
          { id: 1 },
        ]),
      );
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.searchLocations('nam')).toEqual([
        { id: 'x', name: 'Nameless state', state: null, latitude: 1.5, longitude: 2 },
      ]);
    });
  });

  describe('searchLocations, with gauges', () => {
    it("asks for gauges only when told, and keeps each row's kind", async () => {
      const ORIENTAL = {
        id: 'noaa/8655133',
        name: 'Oriental — water-level gauge, tides too small to tabulate',
        state: 'NC',
        latitude: 35.02,
        longitude: -76.69,
      };
      const { fetch, requests } = scriptedFetch(() => json([{ ...ORIENTAL, kind: 'gauge' }]));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.searchLocations('oriental', { includeGauges: true })).toEqual([
        { ...ORIENTAL, kind: 'gauge' },
      ]);
      await client.searchLocations('oriental');

      expect(requests.map((request) => request.body)).toEqual([
        { search_term: 'oriental', include_gauges: true },
        { search_term: 'oriental' },
      ]);
    });
  });

  describe('searchLocations, for a place', () => {
    it('keeps what tells namesakes apart: area, NOAA number, country, the place and the distance', async () => {
      const { fetch } = scriptedFetch(() =>
        json([
          {
            ...BOSTON,
            noaa_id: '8443970',
            area: null,
            country: 'United States',
            place: 'Boston, MA 02110',
            distance_km: 0.5,
          },
        ]),
      );
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.searchLocations('02110')).toEqual([
        {
          ...BOSTON,
          noaaId: '8443970',
          country: 'United States',
          place: 'Boston, MA 02110',
          distanceKm: 0.5,
        },
      ]);
    });
  });

  describe('nearestLocations', () => {
    it('calls nearest_tide_stations with the position, and answers stations with distances', async () => {
      const { fetch, requests } = scriptedFetch(() =>
        json([{ ...BOSTON, noaa_id: '8443970', distance_km: 1.2, bearing_degrees: 90 }]),
      );
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      const nearest = await client.nearestLocations?.({ latitude: 42.36, longitude: -71.06 });

      expect(nearest).toEqual([{ ...BOSTON, noaaId: '8443970', distanceKm: 1.2 }]);
      expect(requests[0]!.url).toBe(`${URL_BASE}/rest/v1/rpc/nearest_tide_stations`);
      expect(requests[0]!.body).toEqual({
        near_latitude: 42.36,
        near_longitude: -71.06,
        max_count: 8,
        within_km: 200,
      });
    });

    it('rejects with the database’s message for a position that is none', async () => {
      const { fetch } = scriptedFetch(() =>
        json(
          {
            code: '22023',
            message: 'A position needs a latitude from -90 to 90 and a longitude from -180 to 180.',
          },
          400,
        ),
      );
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      await expect(client.nearestLocations?.({ latitude: 99, longitude: 0 })).rejects.toThrow(
        'A position needs a latitude',
      );
    });
  });

  describe('getTideYear', () => {
    it('gets a whole year from get-tide-data with a GET, so a cache can keep it', async () => {
      const { fetch, requests } = scriptedFetch(() => json(BOSTON_WEEK));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTideYear?.({ locationId: BOSTON.id, year: 2027 })).toEqual({
        kind: 'result',
        result: BOSTON_WEEK,
      });
      const [request] = requests;
      expect(request!.method).toBe('GET');
      expect(request!.url).toBe(
        `${URL_BASE}/functions/v1/get-tide-data?locationId=${encodeURIComponent(BOSTON.id)}&year=2027`,
      );
      expect(request!.headers.get('apikey')).toBe(ANON_KEY);
    });
  });

  describe('getTides', () => {
    const DAY = { locationId: BOSTON.id, date: '2026-03-15' };

    it('posts the location and calendar day to get-tide-data, and answers with the result', async () => {
      const { fetch, requests } = scriptedFetch(() => json(BOSTON_FRESH));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides(DAY)).toEqual({ kind: 'result', result: BOSTON_FRESH });
      const [request] = requests;
      expect(request!.url).toBe(`${URL_BASE}/functions/v1/get-tide-data`);
      expect(request!.method).toBe('POST');
      expect(request!.body).toEqual(DAY);
      expect(request!.headers.get('apikey')).toBe(ANON_KEY);
      expect(request!.headers.get('Authorization')).toBe(`Bearer ${ANON_KEY}`);
    });

    it('asks for several days when the request does, and answers with them', async () => {
      const { fetch, requests } = scriptedFetch(() => json(BOSTON_WEEK));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      const week = { locationId: BOSTON.id, date: BOSTON_WEEK.date, days: 7 };
      expect(await client.getTides(week)).toEqual({ kind: 'result', result: BOSTON_WEEK });
      expect(requests[0]!.body).toEqual(week);
    });

    it.each([1, 0, -3])(
      'sends no days for days: %i, the one-day request it always was',
      async (days) => {
        const { fetch, requests } = scriptedFetch(() => json(BOSTON_FRESH));
        const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

        await client.getTides({ ...DAY, days });
        expect(requests[0]!.body).toEqual(DAY);
      },
    );

    it('accepts an answer with only the fields every day of tides has', async () => {
      const { fetch } = scriptedFetch(() => json(BOSTON_SAMPLE));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides(DAY)).toEqual({ kind: 'result', result: BOSTON_SAMPLE });
    });

    it('answers a 4xx with an { error, details } body as the function refusing', async () => {
      const body = { error: 'Invalid date', details: 'Dates are written YYYY-MM-DD.' };
      const { fetch } = scriptedFetch(() => json(body, 400));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides({ ...DAY, date: 'soon' })).toEqual({
        kind: 'refused',
        message: 'Invalid date',
        details: 'Dates are written YYYY-MM-DD.',
      });
    });

    it('answers a 2xx body carrying an error field as a refusal, whatever the field holds', async () => {
      const { fetch } = scriptedFetch(() => json({ error: { code: 42 } }));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides(DAY)).toEqual({ kind: 'refused', message: '{"code":42}' });
    });

    it.each([null, '', {}, { highTides: [] }, 'text'])('answers %j as empty', async (body) => {
      const { fetch } = scriptedFetch(() => json(body));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides(DAY)).toEqual({ kind: 'empty' });
    });

    it('answers a server fault as unreachable, with the body’s message', async () => {
      const { fetch } = scriptedFetch(() => json({ error: 'Prediction engine crashed' }, 500));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides(DAY)).toEqual({
        kind: 'unreachable',
        message: 'Prediction engine crashed',
      });
    });

    it('answers a 4xx that is not ours (the gateway’s) as unreachable', async () => {
      const { fetch } = scriptedFetch(() => json({ code: 401, message: 'Invalid JWT' }, 401));
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides(DAY)).toEqual({ kind: 'unreachable', message: 'Invalid JWT' });
    });

    it('answers an unreachable network as unreachable', async () => {
      const { fetch } = scriptedFetch(() => {
        throw new TypeError('fetch failed');
      });
      const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

      expect(await client.getTides(DAY)).toEqual({
        kind: 'unreachable',
        message: expect.stringMatching(/Failed to send a request to the Edge Function/),
      });
    });
  });
});

describe('lookUpWaterLevel', () => {
  const client = (answer: (request: Recorded) => Response | Promise<Response>) => {
    const scripted = scriptedFetch(answer);
    return {
      ...scripted,
      client: createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch: scripted.fetch }),
    };
  };

  it('calls get-water-level with the station and answers what the gauge measured', async () => {
    const { client: tides, requests } = client(() => json(BOSTON_OBSERVED_MORNING));

    const result = await tides.lookUpWaterLevel!('noaa/8443970');

    expect(result).toEqual(BOSTON_OBSERVED_MORNING);
    expect(requests[0]!.url).toBe(`${URL_BASE}/functions/v1/get-water-level`);
    expect(requests[0]!.body).toEqual({ locationId: 'noaa/8443970' });
  });

  it('drops observations it cannot read instead of drawing them at zero', async () => {
    const broken = {
      ...BOSTON_OBSERVED_MORNING,
      observations: [
        { at: 'soon', heightM: 1, predictedM: 1 },
        { at: '2026-03-15T06:00:00-04:00', heightM: null, predictedM: 1 },
        ...BOSTON_OBSERVED_MORNING.observations.slice(0, 2),
      ],
    };
    const { client: tides } = client(() => json(broken));

    const result = await tides.lookUpWaterLevel!('noaa/8443970');

    expect(result?.observations).toEqual(BOSTON_OBSERVED_MORNING.observations.slice(0, 2));
  });

  it.each([
    ['a refusal', () => json({ error: 'Location not found', details: 'No station.' }, 404)],
    ['a server fault', () => json({ message: 'Internal' }, 500)],
    ['something else', () => json({ hello: 'world' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('answers nothing after %s, so the prediction stands alone', async (_what, answer) => {
    const { client: tides } = client(answer);

    await expect(tides.lookUpWaterLevel!('noaa/8443970')).resolves.toBeNull();
  });
});

describe('createSupabaseTideClient, for currents', () => {
  it('asks search_tide_locations for current stations too when told, and says which rows are', async () => {
    const { fetch, requests } = scriptedFetch(() =>
      json([
        {
          id: 'noaa/PUG1701',
          name: 'Deception Pass (current)',
          state: 'WA',
          latitude: 48.4,
          longitude: -122.6,
          kind: 'current',
        },
        {
          id: 'noaa/9448794',
          name: 'Deception Pass',
          state: 'WA',
          latitude: 48.4,
          longitude: -122.6,
          kind: 'tide',
        },
      ]),
    );
    const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

    const results = await client.searchLocations('deception', { includeCurrents: true });

    expect(requests[0]!.body).toEqual({ search_term: 'deception', include_currents: true });
    expect(results.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'Deception Pass (current)', kind: 'current' },
      { name: 'Deception Pass', kind: 'tide' },
    ]);
  });

  it('posts the station and days to get-current-data, and answers with the currents', async () => {
    const currents = deceptionPassCurrents(2);
    const { fetch, requests } = scriptedFetch(() => json(currents));
    const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

    const request = { locationId: 'noaa/PUG1701', date: '2026-06-01', days: 2 };
    expect(await client.getCurrents!(request)).toEqual({ kind: 'result', result: currents });
    expect(requests[0]!.url).toBe(`${URL_BASE}/functions/v1/get-current-data`);
    expect(requests[0]!.body).toEqual(request);
  });

  it('answers a 4xx with an { error, details } body as the function refusing', async () => {
    const { fetch } = scriptedFetch(() =>
      json({ error: 'Unknown current station', details: 'No current station noaa/XYZ.' }, 404),
    );
    const client = createSupabaseTideClient({ url: URL_BASE, anonKey: ANON_KEY, fetch });

    expect(await client.getCurrents!({ locationId: 'noaa/XYZ', date: '2026-06-01' })).toEqual({
      kind: 'refused',
      message: 'Unknown current station',
      details: 'No current station noaa/XYZ.',
    });
  });
});

describe('tideClientFromSupabase', () => {
  it('works over a client shaped like supabase-js’s, sharing its headers', async () => {
    const { fetch, requests } = scriptedFetch((request) =>
      request.url.includes('/rpc/') ? json([BOSTON]) : json(BOSTON_FRESH),
    );
    const headers = { apikey: ANON_KEY, Authorization: 'Bearer user-session-token' };
    // supabase-js's SupabaseClient is a PostgrestClient's rpc plus a FunctionsClient.
    const supabase = Object.assign(new PostgrestClient(`${URL_BASE}/rest/v1`, { headers, fetch }), {
      functions: new FunctionsClient(`${URL_BASE}/functions/v1`, { headers, customFetch: fetch }),
    });

    const client = tideClientFromSupabase(supabase);

    expect(await client.searchLocations('bos')).toEqual([BOSTON]);
    expect(await client.getTides({ locationId: BOSTON.id, date: '2026-03-15' })).toEqual({
      kind: 'result',
      result: BOSTON_FRESH,
    });
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer user-session-token',
      'Bearer user-session-token',
    ]);
  });
});
