/**
 * A Supabase project at the edge of the world, for the custom elements, which build their own
 * clients from `supabase-url` and `supabase-anon-key`: a `fetch` that answers PostgREST's
 * `search_tide_locations`, the `get-tide-data`, `get-water-level`, `get-flood-outlook`,
 * `get-current-data` and `tide-calendar` functions and Auth's password sign-in and sign-up
 * from fixtures, and records what it was asked.
 */
import type { TideLocation } from '../src/client.ts';
import type { TideResult } from '../src/types.ts';
import { BOSTON, FIXED_TODAY, tideResultFor } from './fixtures.ts';
import { BOSTON_THREE_DAYS, BOSTON_WEEK, observedDay } from './tide-days.ts';
import { BOSTON_MINUS_TIDES, DECEPTION_PASS_SLACK } from './tide-windows.ts';
import { deceptionPassCurrents } from './currents.ts';
import { BOSTON_FLOOD_OUTLOOK } from './flood-outlook.ts';

export const SUPABASE_URL = 'https://tides-test.supabase.co';
export const ANON_KEY = 'anon-key-for-element-tests';

/** Boston as the backend names it: station ids are `<source>/<number>`. */
export const BOSTON_ROW: TideLocation = { ...BOSTON, id: 'noaa/8443970' };

export const BOSTON_DAY: TideResult = tideResultFor(BOSTON_ROW, FIXED_TODAY, 'fresh');

/** Boston's gauge through that whole day, 0.183 m (0.6 ft) above the prediction. */
export const BOSTON_WATER_LEVEL = observedDay(BOSTON_DAY, 0.183, Infinity);

export const SESSION = {
  access_token: 'header.payload.signature',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 4_102_444_800,
  refresh_token: 'opaque-refresh-token',
  user: {
    id: '6f1c2f4e-4b8a-4d8e-9a43-0c6f5b3b8d11',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    app_metadata: { provider: 'email' },
    user_metadata: { display_name: 'Ada' },
    identities: [],
    created_at: '2026-03-15T00:00:00Z',
  },
};

export interface FakeSupabaseOptions {
  /** How `get-tide-data` answers. @defaultValue `'result'` */
  tides?: 'result' | 'bad-request' | 'server-error';
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The Authorization header sent, if any. */
  authorization: string | null;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
  });
}

/** Installs the fake as the global `fetch`; returns the requests it receives. */
export function fakeSupabase(options: FakeSupabaseOptions = {}): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    requests.push({
      path: url.pathname,
      body,
      query: Object.fromEntries(url.searchParams),
      authorization: new Headers(init.headers).get('authorization'),
    });
    if (url.origin !== SUPABASE_URL) return json({ message: 'Unknown host' }, 404);
    switch (url.pathname) {
      case '/rest/v1/rpc/search_tide_locations': {
        const term = String(body.search_term).toLowerCase();
        // A ZIP code finds the station nearest the place, with how far it is.
        if (term === '02110') {
          return json([{ ...BOSTON_ROW, place: 'Boston, MA 02110', distance_km: 0.9 }]);
        }
        const matches = 'boston 8443970'.includes(term) || term.includes('8443970');
        return json(matches ? [BOSTON_ROW] : []);
      }
      case '/functions/v1/get-tide-data': {
        if (options.tides === 'server-error') return json({ error: 'Upstream failed' }, 502);
        if (options.tides === 'bad-request' || body.locationId !== BOSTON_ROW.id) {
          return json({ error: 'Unknown location', details: 'No station has that id.' }, 400);
        }
        // Several days from the recorded week's first day: as many of its days as asked for.
        if (typeof body.days === 'number' && body.date === BOSTON_WEEK.date) {
          return json({ ...BOSTON_WEEK, days: BOSTON_WEEK.days!.slice(0, body.days) });
        }
        // Two days from the 15th: the flood outlook's next high, today's or tomorrow's.
        if (body.days === 2 && body.date === BOSTON_THREE_DAYS.date) {
          return json({ ...BOSTON_THREE_DAYS, days: BOSTON_THREE_DAYS.days!.slice(0, 2) });
        }
        return json({ ...BOSTON_DAY, date: body.date });
      }
      case '/functions/v1/get-water-level': {
        if (body.locationId !== BOSTON_ROW.id) {
          return json({ error: 'Location not found', details: 'No station has that id.' }, 404);
        }
        return json(BOSTON_WATER_LEVEL);
      }
      case '/functions/v1/get-flood-outlook': {
        if (body.locationId !== BOSTON_ROW.id) {
          return json({ error: 'Location not found', details: 'No station has that id.' }, 404);
        }
        return json(BOSTON_FLOOD_OUTLOOK);
      }
      case '/functions/v1/get-current-data': {
        if (body.locationId !== 'noaa/PUG1701') {
          return json(
            { error: 'Unknown location', details: 'No current station has that id.' },
            400,
          );
        }
        return json(deceptionPassCurrents(Number(body.days ?? 1) >= 2 ? 2 : 1));
      }
      case '/functions/v1/tide-calendar': {
        // The public feed's JSON for a windows search: one minus tide in daylight at Boston, or
        // the slack windows at Deception Pass.
        if (url.searchParams.get('location') === 'noaa/PUG1701' && url.searchParams.has('slack')) {
          return json(DECEPTION_PASS_SLACK);
        }
        if (url.searchParams.get('location') !== BOSTON_ROW.id) {
          return json({ error: 'Location not found', details: 'No station has that id.' }, 404);
        }
        return json({ ...BOSTON_MINUS_TIDES, windows: BOSTON_MINUS_TIDES.windows.slice(0, 1) });
      }
      case '/rest/v1/saved_stations':
        return json([{ station_id: BOSTON_ROW.id, kind: 'tide', label: null, position: 0 }]);
      case '/rest/v1/tide_stations':
        return json([{ id: BOSTON_ROW.id, name: 'Boston', state: 'MA' }]);
      case '/rest/v1/fishing_sessions':
        return json([]);
      case '/auth/v1/token':
        return json(SESSION);
      case '/auth/v1/signup':
        return json(SESSION.user);
      default:
        return json({ message: `No route ${url.pathname}` }, 404);
    }
  });
  return requests;
}
