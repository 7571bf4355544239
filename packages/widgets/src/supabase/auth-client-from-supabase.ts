import type { AuthClient, AuthResult } from '../auth-card/auth-client.ts';

/** What supabase-js's auth methods resolve with: a session (or not), or an error. */
export interface SupabaseAuthAnswer {
  data: { session?: unknown } | null;
  error: { message: string } | null;
}

/**
 * The two methods of a supabase-js client's `auth` the auth card uses, typed structurally so
 * that passing `supabase.auth` needs no import of supabase-js's types here.
 */
export interface SupabaseLikeAuth {
  /** `supabase.auth.signInWithPassword`. */
  signInWithPassword(credentials: { email: string; password: string }): Promise<SupabaseAuthAnswer>;
  /** `supabase.auth.signUp`. */
  signUp(credentials: {
    email: string;
    password: string;
    options?: { data?: Record<string, unknown>; emailRedirectTo?: string };
  }): Promise<SupabaseAuthAnswer>;
}

/** The account metadata key the display name is kept under (`user_metadata.display_name`). */
export const DISPLAY_NAME_METADATA_KEY = 'display_name';

function toResult({ data, error }: SupabaseAuthAnswer): AuthResult {
  if (error) return { error: { message: error.message } };
  return { error: null, session: data?.session ?? null };
}

/**
 * An `AuthClient` over the auth of a Supabase client the site already has, so the card signs
 * visitors in to the same session the rest of the site reads (and supabase-js keeps and
 * refreshes).
 *
 * @example
 * ```ts
 * const supabase = createClient(url, anonKey);
 * <AuthCard client={createSupabaseAuthClient(supabase.auth)} />
 * ```
 */
export function createSupabaseAuthClient(auth: SupabaseLikeAuth): AuthClient {
  return {
    async signIn({ email, password }) {
      return toResult(await auth.signInWithPassword({ email, password }));
    },
    async signUp({ email, password, displayName, redirectTo }) {
      return toResult(
        await auth.signUp({
          email,
          password,
          options: {
            data: { [DISPLAY_NAME_METADATA_KEY]: displayName },
            ...(redirectTo ? { emailRedirectTo: redirectTo } : {}),
          },
        }),
      );
    },
  };
}
