/**
 * The widgets' tide and account clients, wired to the site's Supabase project. Pages never
 * import these: they take their clients from `useClients` (clients.tsx), which loads this module
 * on the first call. The account client asks Supabase Auth's client (supabase-auth.ts) for the
 * visitor's token only when it makes a call, so a tide lookup never loads auth.
 */
import type { AccountDataClient } from '@tides/widgets/supabase';
import {
  createSupabaseAccountClient,
  createSupabaseTideClient,
  createSupabaseWindowsClient,
} from '@tides/widgets/supabase';
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
