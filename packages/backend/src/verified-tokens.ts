/**
 * JWT verification with the signatures already checked remembered: every request carries the
 * same anon key (often twice, as `apikey` and as the bearer token), and an HMAC per copy was a
 * tenth of a repeated request's work. A token's signature and claims never change, so only the
 * checks against the clock are made again on every use.
 */
import { approximateBytes, LruCache } from '@tides/supabase/lru-cache';
import { verifyJwt, type JwtClaims, type VerifyResult } from './jwt.ts';

/** Distinct tokens remembered: the two API keys and every signed-in visitor's access token. */
const MAX_TOKENS = 10_000;
/** Longer tokens are verified every time rather than kept (Supabase's are under 1 KB). */
const MAX_TOKEN_LENGTH = 4096;
/** The tokens and their claims together, at most (10,000 of Supabase's size take about 25 MB). */
const MAX_BYTES = 32 * 1024 * 1024;

export type TokenVerifier = (token: string, nowSeconds?: number) => VerifyResult;

/** A verifier for one secret, with its own memory of the tokens it has accepted. */
export function createTokenVerifier(secret: string): TokenVerifier {
  // The least recently used token is forgotten first: the keys in use stay remembered.
  const accepted = new LruCache<string, JwtClaims>(MAX_TOKENS, Infinity, {
    maxBytes: MAX_BYTES,
    sizeOf: (claims, token) => 2 * token.length + approximateBytes(claims),
  });
  return (token, nowSeconds = Math.floor(Date.now() / 1000)) => {
    const claims = accepted.get(token);
    if (claims && withinValidity(claims, nowSeconds)) return { ok: true, claims };
    const verified = verifyJwt(token, secret, nowSeconds);
    if (!verified.ok) {
      accepted.delete(token);
      return verified;
    }
    if (token.length <= MAX_TOKEN_LENGTH) {
      // Shared by every request with this token from now on: none may change it for the others.
      accepted.set(token, Object.freeze(verified.claims));
    }
    return verified;
  };
}

/** What verifyJwt checks against the clock, for claims it has already accepted once. */
function withinValidity(claims: JwtClaims, nowSeconds: number): boolean {
  const { exp, nbf } = claims;
  return (
    typeof exp === 'number' && exp > nowSeconds && (typeof nbf !== 'number' || nbf <= nowSeconds)
  );
}
