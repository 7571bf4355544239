/**
 * HS256 JSON Web Tokens, as Supabase signs its API keys and access tokens.
 * Small on purpose: one algorithm, the signature compared exactly and in constant time, `exp`
 * required and `nbf` honoured.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { exp?: number; role?: string; sub?: string };

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

function signature(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  return `${header}.${payload}.${signature(`${header}.${payload}`, secret).toString('base64url')}`;
}

export type VerifyResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'no_expiry' | 'not_yet_valid' };

/**
 * Verifies an HS256 token's signature, that it expires (a token without `exp` would be valid
 * for ever) and that it is within its validity; `nowSeconds` is injectable for tests.
 */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header = '', payload = '', sig = ''] = parts;
  let claims: JwtClaims;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (head.alg !== 'HS256') return { ok: false, reason: 'malformed' };
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, reason: 'malformed' };
    }
    claims = parsed as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Compared as text: decoding first would accept the same bytes spelt differently (padding,
  // characters base64url decoding skips), so a token would have many valid forms.
  const expected = Buffer.from(signature(`${header}.${payload}`, secret).toString('base64url'));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) {
    return { ok: false, reason: 'no_expiry' };
  }
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  const nbf = claims.nbf;
  if (nbf !== undefined && (typeof nbf !== 'number' || !Number.isFinite(nbf))) {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof nbf === 'number' && nbf > nowSeconds) return { ok: false, reason: 'not_yet_valid' };
  return { ok: true, claims };
}
