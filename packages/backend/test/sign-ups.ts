/**
 * Visitors signing up and back in through the real supabase-js, against a backend in another
 * process: what was acknowledged before a crash must still sign in after it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { realtimeOptions } from './helpers.ts';

export const PASSWORD = 'correct horse battery';

/** Every test here signs up from one address, far more often than a person would. */
export const GENEROUS_AUTH_LIMITS = {
  AUTH_RATE_LIMIT_SIGN_UPS_SIGN_INS: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '100000',
};

export interface Acknowledged {
  email: string;
  userId: string;
}

export function client(target: { url: string; anonKey: string }): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: realtimeOptions,
  });
}

let counter = 0;
/** A fresh address per call, so tests do not depend on each other's accounts. */
export function newEmail(label = 'visitor'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

/** Signs up; the account when the backend acknowledged it, null when it did not answer. */
export async function signUp(
  target: { url: string; anonKey: string },
  email: string,
): Promise<Acknowledged | null> {
  const { data, error } = await client(target).auth.signUp({ email, password: PASSWORD });
  if (error || !data.user) return null;
  return { email, userId: data.user.id };
}

/** The user id a sign-in with the account's password gives, or the error's message. */
export async function signInUserId(
  target: { url: string; anonKey: string },
  email: string,
): Promise<string> {
  const { data, error } = await client(target).auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  return error ? `error: ${error.message}` : (data.user?.id ?? 'no user');
}
