/**
 * The widgets' clients, wired to the site's Supabase project. Pages never import these: they
 * take their clients from `useClients` (clients.tsx), which loads this module on the first call.
 * The auth client reaches for the site's auth only when a call is made, so prerendering never
 * creates one.
 */
import type { AccountDataClient, AuthClient } from '@tides/widgets/supabase';
import {
  createSupabaseAccountClient,
  createSupabaseAuthClient,
  createSupabaseTideClient,
  createSupabaseWindowsClient,
} from '@tides/widgets/supabase';
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
  accessToken: async () => (await getAuth().getSession()).data.session?.access_token ?? null,
});
