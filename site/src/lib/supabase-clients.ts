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
import type { SessionClient } from './clients';
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
