/**
 * Supabase Auth's client and what the site does with it: signing in and up, the visitor's
 * session and account. Loaded only when a visitor may have a session or starts to sign in
 * (clients.tsx): a visitor who never signs in never downloads it.
 */
import { GoTrueClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { createSupabaseAuthClient, type AuthClient } from '@tides/widgets/supabase';
import type { SessionClient } from './client-types';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase';

let auth: GoTrueClient | null = null;

/** The auth client; created on first use, in the browser only (prerendering makes no calls). */
export function getAuth(): GoTrueClient {
  auth ??= new GoTrueClient({
    url: `${SUPABASE_URL}/auth/v1`,
    headers: { apikey: SUPABASE_ANON_KEY, Authorization: `Bearer ${SUPABASE_ANON_KEY}` },
    storageKey: AUTH_STORAGE_KEY,
    storage: window.localStorage,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  });
  return auth;
}

export const authClient: AuthClient = {
  signIn: (credentials) => createSupabaseAuthClient(getAuth()).signIn(credentials),
  signUp: (details) => createSupabaseAuthClient(getAuth()).signUp(details),
};

/** The function that deletes the caller's account with everything kept about them. */
const DELETE_ACCOUNT_RPC = 'delete_my_account';

const outcome = ({ error }: { error: { message: string } | null }) => ({
  error: error?.message ?? null,
});

/** The signed-in visitor's access token, or null. */
export async function accessToken(): Promise<string | null> {
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
