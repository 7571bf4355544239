/**
 * The widgets' clients, wired to the site's Supabase project. Pages never import these: they
 * take their clients from `useClients` (clients.tsx), which loads this module on the first call.
 * The auth client reaches for the site's auth only when a call is made, so prerendering never
 * creates one.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { AccountDataClient, AuthClient } from '@tides/widgets/supabase';
import {
  createSupabaseAccountClient,
  createSupabaseAuthClient,
  createSupabaseTideClient,
  createSupabaseWindowsClient,
} from '@tides/widgets/supabase';
import type { KingTideList, KingTidesClient, KingTidesRequest, SessionClient } from './clients';
import { getAuth, SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase';

export const tideClient = createSupabaseTideClient({
  url: SUPABASE_URL,
  anonKey: SUPABASE_ANON_KEY,
});

export const windowsClient = createSupabaseWindowsClient({ url: SUPABASE_URL });

export const authClient: AuthClient = {
  signIn: (credentials) => createSupabaseAuthClient(getAuth()).signIn(credentials),
  signUp: (details) => createSupabaseAuthClient(getAuth()).signUp(details),
};

/** The signed-in visitor's saved stations and fishing log, as them (row-level security). */
export const accountClient: AccountDataClient = createSupabaseAccountClient({
  url: SUPABASE_URL,
  anonKey: SUPABASE_ANON_KEY,
  accessToken,
});

/** The function that deletes the caller's account with everything kept about them. */
const DELETE_ACCOUNT_RPC = 'delete_my_account';

const outcome = ({ error }: { error: { message: string } | null }) => ({
  error: error?.message ?? null,
});

async function accessToken(): Promise<string | null> {
  return (await getAuth().getSession()).data.session?.access_token ?? null;
}

export const sessionClient: SessionClient = {
  getSession: async () => (await getAuth().getSession()).data.session,
  onChange: (listener) => {
    const { data } = getAuth().onAuthStateChange(listener);
    return () => data.subscription.unsubscribe();
  },
  signOut: async (scope = 'global') => {
    await getAuth().signOut({ scope });
  },
  changePassword: async (password) => outcome(await getAuth().updateUser({ password })),
  updateMetadata: async (data) => outcome(await getAuth().updateUser({ data })),
  requestPasswordReset: async (email, redirectTo) =>
    outcome(await getAuth().resetPasswordForEmail(email, { redirectTo })),
  deleteAccount: async () => {
    const token = await accessToken();
    if (!token) return { error: 'You are not signed in.' };
    const rest = new PostgrestClient(`${SUPABASE_URL.replace(/\/+$/, '')}/rest/v1`, {
      headers: { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${token}` },
    });
    const { error } = await rest.rpc(DELETE_ACCOUNT_RPC).then(
      (answer) => answer,
      (failure: unknown) => ({
        error: { message: failure instanceof Error ? failure.message : String(failure) },
      }),
    );
    return outcome({ error });
  },
};

/** The tide-calendar function's address for a station's king tides. */
function kingTidesUrl({ stationId, units, year }: KingTidesRequest, json: boolean): string {
  const params = new URLSearchParams({ location: stationId, list: 'king-tides' });
  if (year !== undefined) params.set('year', String(year));
  params.set('units', units);
  if (json) params.set('format', 'json');
  return `${SUPABASE_URL}/functions/v1/tide-calendar?${params.toString()}`;
}

/** King tides from the tide-calendar function: null for any failure, which the page does without. */
export const kingTidesClient: KingTidesClient = {
  list: async (request, signal) => {
    try {
      const response = await fetch(kingTidesUrl(request, true), { signal });
      if (!response.ok) return null;
      const list = (await response.json()) as Omit<KingTideList, 'feed'>;
      return { ...list, feed: kingTidesUrl(request, false).replace(/^https?:/, 'webcal:') };
    } catch {
      return null;
    }
  },
};
