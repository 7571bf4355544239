/**
 * The site's connection to Supabase: the hosted project in production, the embedded backend on
 * 127.0.0.1:54321 otherwise.
 *
 * Auth is supabase-js's own auth client (GoTrueClient, which `supabase.auth` is), set up in
 * supabase-auth.ts exactly as `createClient` sets it up. The tide calls go through the widgets'
 * Supabase adapter (PostgREST RPC and Functions only, see supabase-clients.ts). Together they are
 * what the site uses of supabase-js, at a third of its size. This module names the project only,
 * so a page that needs its address does not load either client.
 */
import { supabaseAuthStorageKey } from '@tides/widgets/supabase';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

export const AUTH_STORAGE_KEY = supabaseAuthStorageKey(SUPABASE_URL);
