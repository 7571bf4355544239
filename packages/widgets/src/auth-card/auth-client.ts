/** What the auth card sends to sign a visitor in. */
export interface SignInCredentials {
  email: string;
  password: string;
}

/** What the auth card sends to create an account. */
export interface SignUpDetails {
  email: string;
  password: string;
  /** Kept as the account's `display_name` metadata. */
  displayName: string;
  /** Where the confirmation email's link should bring the visitor back to (the site's origin). */
  redirectTo?: string;
}

/** The answer to a sign-in or sign-up: an error with the server's message, or success. */
export interface AuthResult {
  /** Why it failed, in the server's words, else `null`. */
  error: { message: string } | null;
  /** The new session when the visitor is now signed in; absent or `null` when not (yet). */
  session?: unknown;
}

/**
 * Everything the auth card needs from an account backend. Widgets never reach for a global
 * client: pass one in. `@tides/widgets/supabase` has the Supabase implementation.
 */
export interface AuthClient {
  /** Signs in with email and password. Resolves with the outcome; may reject on exceptions. */
  signIn(credentials: SignInCredentials): Promise<AuthResult>;
  /** Creates an account. Resolves with the outcome; may reject on exceptions. */
  signUp(details: SignUpDetails): Promise<AuthResult>;
}
