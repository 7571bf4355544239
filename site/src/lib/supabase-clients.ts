/**
 * The widgets' tide and account clients, wired to the site's Supabase project. Pages never
 * import these: they take their clients from `useClients` (clients.tsx), which loads this module
 * on the first call. The account client asks Supabase Auth's client (supabase-auth.ts) for the
 * visitor's token only when it makes a call, so a tide lookup never loads auth.
 */
import type { HeightUnits } from '@tides/widgets';
import type { AccountDataClient } from '@tides/widgets/supabase';
import {
  createSupabaseAccountClient,
  createSupabaseTideClient,
  createSupabaseWindowsClient,
} from '@tides/widgets/supabase';
import type {
  FloodMapClient,
  FloodMapList,
  KingTideList,
  KingTidesClient,
  KingTidesRequest,
} from './client-types';
import { fetchWhenAllowed } from './fetch-when-allowed';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase';

export const tideClient = createSupabaseTideClient({
  url: SUPABASE_URL,
  anonKey: SUPABASE_ANON_KEY,
});

export const windowsClient = createSupabaseWindowsClient({ url: SUPABASE_URL });

/** The signed-in visitor's saved stations and fishing log, as them (row-level security). */
export const accountClient: AccountDataClient = createSupabaseAccountClient({
  url: SUPABASE_URL,
  anonKey: SUPABASE_ANON_KEY,
  accessToken: async () => (await import('./supabase-auth')).accessToken(),
});

/** The tide-calendar function's address for a station's king tides, heights in `units`. */
function kingTidesUrl(
  { stationId, year }: KingTidesRequest,
  units: HeightUnits,
  json: boolean,
): string {
  const params = new URLSearchParams({ location: stationId, list: 'king-tides' });
  if (year !== undefined) params.set('year', String(year));
  params.set('units', units);
  if (json) params.set('format', 'json');
  return `${SUPABASE_URL}/functions/v1/tide-calendar?${params.toString()}`;
}

/**
 * King tides from the tide-calendar function: null for any failure, which the page does without.
 * A list is asked once in feet and shown in metres from each tide's metres, not asked again when
 * the visitor switches units.
 */
export const kingTidesClient: KingTidesClient = {
  list: async (request, signal) => {
    try {
      const response = await fetchWhenAllowed(kingTidesUrl(request, 'ft', true), signal);
      if (!response.ok) return null;
      const list = (await response.json()) as Omit<KingTideList, 'feed'>;
      return {
        ...list,
        feed: (units) => kingTidesUrl(request, units, false).replace(/^https?:/, 'webcal:'),
      };
    } catch {
      return null;
    }
  },
};

/**
 * A state's gauges whose tide alone floods in the coming month, from get-flood-outlook: null for
 * any failure (a refusal, "too many requests" included), which the map does without.
 */
export const floodMapClient: FloodMapClient = {
  list: async (state, signal) => {
    try {
      const response = await fetch(`${SUPABASE_URL}/functions/v1/get-flood-outlook`, {
        method: 'POST',
        headers: {
          apikey: SUPABASE_ANON_KEY,
          authorization: `Bearer ${SUPABASE_ANON_KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ state }),
        signal,
      });
      if (!response.ok) return null;
      const { days, stations } = (await response.json()) as FloodMapList;
      return Array.isArray(stations) && typeof days === 'number' ? { days, stations } : null;
    } catch {
      return null;
    }
  },
};
