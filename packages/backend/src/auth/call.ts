/**
 * One Auth call as every endpoint's handler meets it: what the handlers share (`AuthDeps`), the
 * request with the client it came from (`Call`), the one step that finds the signed-in user
 * behind a bearer token, and the session Supabase Auth answers a sign-in with.
 */
import type { BackendConfig } from '../config.ts';
import type { Database } from '../database.ts';
import type { Mailbox } from '../mailbox.ts';
import { AuthError } from './errors.ts';
import type { AuthRateLimiter } from './rate-limit.ts';
import { sessionExists, type Client, type Session } from './sessions.ts';
import { readBearer, signAccessToken } from './tokens.ts';
import { findUserById, userJson, type User } from './users.ts';

export interface AuthDeps {
  db: Database;
  config: BackendConfig;
  log: (line: string) => void;
  /** Where emails go: the log and the local inbox. */
  mailbox: Mailbox;
  /** The API's public URL, without /auth/v1: from configuration, never from a request. */
  externalUrl: () => string;
  limiter: AuthRateLimiter;
  commonPasswords: ReadonlySet<string>;
  /** Emails answered for and not yet sent (or found not due): `mailSent` waits for them. */
  mailInFlight: Set<Promise<void>>;
}

/** One request, with what every handler needs to know about it. */
export interface Call {
  request: Request;
  url: URL;
  client: Client;
}

export function apiUrl(deps: AuthDeps): string {
  return `${deps.externalUrl()}/auth/v1`;
}

/** The session Supabase Auth answers sign-ins, sign-ups and refreshes with. */
export async function tokenResponse(deps: AuthDeps, session: Session, refreshToken: string) {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AuthError(403, 'user_not_found', 'User not found');
  const access = signAccessToken(
    {
      userId: user.row.id,
      email: user.row.email,
      appMetadata: user.row.raw_app_meta_data,
      userMetadata: user.row.raw_user_meta_data,
      sessionId: session.id,
      amr: session.amr,
    },
    {
      secret: deps.config.jwtSecret,
      expirySeconds: deps.config.jwtExpirySeconds,
      issuer: apiUrl(deps),
    },
  );
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** The answer to a token whose session has ended (signed out, or ended by a password change). */
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

/** The signed-in user and session behind the request's access token, or Supabase Auth's refusal. */
export async function authenticate(
  deps: AuthDeps,
  call: Call,
): Promise<{ user: User; sessionId: string | null }> {
  const bearer = readBearer(call.request, deps.config.jwtSecret);
  const user = await findUserById(deps.db, bearer.userId);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (bearer.sessionId && !(await sessionExists(deps.db, bearer.sessionId, user.row.id))) {
    throw sessionNotFound();
  }
  return { user, sessionId: bearer.sessionId };
}
