/**
 * The server's JWT verification remembers the tokens it has accepted: remembering must never
 * let through a token that verifying afresh would refuse.
 */
import { describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { createTokenVerifier } from '../src/verified-tokens.ts';

const SECRET = 'a-test-secret-with-at-least-32-characters';
const NOW = 1_900_000_000;

describe('createTokenVerifier', () => {
  describe('when a token it accepted has since expired', () => {
    it('refuses it as expired', () => {
      const verify = createTokenVerifier(SECRET);
      const token = signJwt({ role: 'anon', exp: NOW + 60 }, SECRET);
      expect(verify(token, NOW)).toEqual({ ok: true, claims: { role: 'anon', exp: NOW + 60 } });
      expect(verify(token, NOW + 60)).toEqual({ ok: false, reason: 'expired' });
    });
  });

  describe('when a token it accepted is asked about before its not-before time', () => {
    it('refuses it as not yet valid', () => {
      const verify = createTokenVerifier(SECRET);
      const token = signJwt({ role: 'anon', exp: NOW + 600, nbf: NOW }, SECRET);
      expect(verify(token, NOW).ok).toBe(true);
      expect(verify(token, NOW - 1)).toEqual({ ok: false, reason: 'not_yet_valid' });
    });
  });

  describe('when the same claims come with a forged signature', () => {
    it('refuses them although the genuine token was accepted', () => {
      const verify = createTokenVerifier(SECRET);
      const claims = { role: 'service_role', exp: NOW + 60 };
      expect(verify(signJwt(claims, SECRET), NOW).ok).toBe(true);
      const forged = signJwt(claims, 'another-secret-with-at-least-32-characters');
      expect(verify(forged, NOW)).toEqual({ ok: false, reason: 'signature' });
    });
  });

  describe('when a caller changes the claims it was given', () => {
    it('cannot change them for the next request with the same token', () => {
      const verify = createTokenVerifier(SECRET);
      const token = signJwt({ role: 'anon', exp: NOW + 60 }, SECRET);
      verify(token, NOW);
      const again = verify(token, NOW);
      if (!again.ok) throw new Error('the token should verify');
      expect(() => {
        again.claims.role = 'service_role';
      }).toThrow(TypeError);
      expect(verify(token, NOW)).toEqual({ ok: true, claims: { role: 'anon', exp: NOW + 60 } });
    });
  });
});
