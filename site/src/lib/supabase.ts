/**
 * The site's connection to Supabase: the hosted project in production, the embedded backend on
 * 127.0.0.1:54321 otherwise.
 *
 * Auth is supabase-js's own auth client (GoTrueClient, which `supabase.auth` is), set up exactly
 * as `createClient` sets it up: same storage key, localStorage, persisted session, automatic
 * refresh. The tide calls go through the widgets' Supabase adapter (PostgREST RPC and Functions
 * only, see supabase-clients.ts). Together they are what the site uses of supabase-js, at a third of its
 * size.
 */
import { GoTrueClient } from '@supabase/auth-js';
import { supabaseAuthStorageKey } from '@tides/widgets/supabase';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

export const AUTH_STORAGE_KEY = supabaseAuthStorageKey(SUPABASE_URL);

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
