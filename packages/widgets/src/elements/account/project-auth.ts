import { AuthClient as SupabaseAuth } from '@supabase/auth-js';

type SupabaseAuthClient = InstanceType<typeof SupabaseAuth>;
import { supabaseAuthStorageKey } from '../../supabase/auth-storage-key.ts';

/**
 * One Supabase Auth client per project for the whole page, however many elements use it: each
 * client refreshes the session on its own timer, and two on one storage key would race. The
 * session is kept where supabase-js keeps it, so every element (and the page's own supabase-js)
 * sees the same visitor.
 */
const clients = new Map<string, SupabaseAuthClient>();

export function projectAuth(url: string, anonKey: string): SupabaseAuthClient {
  const key = `${url}\n${anonKey}`;
  let auth = clients.get(key);
  if (!auth) {
    auth = new SupabaseAuth({
      url: `${url.replace(/\/+$/, '')}/auth/v1`,
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      storageKey: supabaseAuthStorageKey(url),
    });
    clients.set(key, auth);
  }
  return auth;
}
