/** The roles and JWT claims a request's SQL runs as, for tests that call the database directly. */
import type { Database, RequestContext } from '../src/database.ts';

export const AS_ANON: RequestContext = { role: 'anon', claims: { role: 'anon' } };

const SIGNED_IN_USER = '00000000-0000-4000-8000-000000000001';
const SIGNED_IN_SESSION = '00000000-0000-4000-8000-00000000a001';

/** A signed-in visitor, with the claims Auth puts in an access token. */
export const AS_AUTHENTICATED: RequestContext = {
  role: 'authenticated',
  claims: {
    role: 'authenticated',
    aud: 'authenticated',
    sub: SIGNED_IN_USER,
    session_id: SIGNED_IN_SESSION,
  },
};

export const AS_SERVICE_ROLE: RequestContext = {
  role: 'service_role',
  claims: { role: 'service_role' },
};

/**
 * Makes AS_AUTHENTICATED's account and session exist, as signing in does: a signed-in request is
 * served only while its token's session exists.
 */
export async function signInAsAuthenticated(db: Database): Promise<void> {
  await db.query(
    `insert into auth.users (id, email) values ($1, 'signed-in@example.com') on conflict do nothing`,
    [SIGNED_IN_USER],
  );
  await db.query(
    `insert into auth.sessions (id, user_id, amr_method) values ($1, $2, 'password')
     on conflict do nothing`,
    [SIGNED_IN_SESSION, SIGNED_IN_USER],
  );
}
