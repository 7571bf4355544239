/**
 * The tokens Supabase Auth hands out: short-lived HS256 access tokens carrying the claims
 * PostgREST and `auth.uid()` read, and opaque random tokens (refresh, email confirmation) that
 * are stored only as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import { AuthError } from './errors.ts';

/** The audience of a signed-in user's access token, which the user endpoints require. */
const AUDIENCE = 'authenticated';

/** 256 bits: unguessable, and hashing without a salt is then as good as with one. */
const OPAQUE_TOKEN_BYTES = 32;

export function newOpaqueToken(): string {
  return randomBytes(OPAQUE_TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface AccessTokenSubject {
  userId: string;
  email: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  /** How the session was authenticated, e.g. 'password', and when (Unix seconds). */
  amr: { method: string; timestamp: number };
}

export interface AccessToken {
  token: string;
  expiresAt: number;
  expiresIn: number;
}

/** Signs an access token with the claims Supabase Auth puts in its own. */
export function signAccessToken(
  subject: AccessTokenSubject,
  options: { secret: string; expirySeconds: number; issuer: string; now?: number },
): AccessToken {
  const iat = options.now ?? Math.floor(Date.now() / 1000);
  const exp = iat + options.expirySeconds;
  const claims: JwtClaims = {
    aud: 'authenticated',
    exp,
    iat,
    iss: options.issuer,
    sub: subject.userId,
    email: subject.email,
    phone: '',
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [subject.amr],
    session_id: subject.sessionId,
    is_anonymous: false,
  };
  return {
    token: signJwt(claims, options.secret),
    expiresAt: exp,
    expiresIn: options.expirySeconds,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parts of a verified access token the user and logout endpoints act on. */
export interface BearerClaims {
  userId: string;
  sessionId: string | null;
}

/** Why a bearer token is refused, in the words of the JWT library Supabase Auth uses. */
const REFUSAL_DETAIL = {
  malformed: 'token is malformed: could not base64 decode or JSON parse the token',
  signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  no_expiry: 'token has invalid claims: token is missing required claim: exp claim is required',
  not_yet_valid: 'token has invalid claims: token is not valid yet',
} as const;

/**
 * Reads the `Authorization: Bearer` access token as Supabase Auth does: 401 without one,
 * 403 `bad_jwt` when it is malformed, tampered with or expired, or lacks a usable `sub`.
 */
export function readBearer(request: Request, secret: string): BearerClaims {
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = verifyJwt(token, secret);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${REFUSAL_DETAIL[verified.reason]}`,
    );
  }
  const { sub, session_id: sessionId, aud } = verified.claims;
  if (typeof sub !== 'string' || sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!UUID.test(sub)) {
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  if (
    sessionId !== undefined &&
    sessionId !== '' &&
    (typeof sessionId !== 'string' || !UUID.test(sessionId))
  ) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  // An API key or a token minted for another audience is not a signed-in user's.
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(AUDIENCE)) {
    throw new AuthError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token has invalid audience',
    );
  }
  return {
    userId: sub,
    sessionId: typeof sessionId === 'string' && sessionId !== '' ? sessionId : null,
  };
}
