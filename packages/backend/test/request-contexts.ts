/** The roles and JWT claims a request's SQL runs as, for tests that call the database directly. */
import type { RequestContext } from '../src/database.ts';

export const AS_ANON: RequestContext = { role: 'anon', claims: { role: 'anon' } };

/** A signed-in visitor, with the claims Auth puts in an access token. */
export const AS_AUTHENTICATED: RequestContext = {
  role: 'authenticated',
  claims: {
    role: 'authenticated',
    aud: 'authenticated',
    sub: '00000000-0000-4000-8000-000000000001',
  },
};

export const AS_SERVICE_ROLE: RequestContext = {
  role: 'service_role',
  claims: { role: 'service_role' },
};
