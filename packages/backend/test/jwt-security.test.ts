/**
 * Access tokens the embedded backend must refuse, over real HTTP with the real supabase-js:
 * one that never expires, one not valid yet, one for another audience, and a genuine signature
 * spelt differently.
 */
import { createClient, type Session } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_JWT_SECRET } from '../src/config.ts';
import { signJwt, verifyJwt } from '../src/jwt.ts';
import type { Backend } from '../src/server.ts';
import { realtimeOptions, startTestBackend, tempDataDir } from './helpers.ts';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('access tokens', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let session: Session;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startTestBackend({ dataDir: data.path });
    const supabase = createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: realtimeOptions,
    });
    const { data: signedUp, error } = await supabase.auth.signUp({
      email: `tokens.${Date.now()}@example.com`,
      password: 'a long and unusual passphrase',
    });
    expect(error).toBeNull();
    session = signedUp.session as Session;
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  /** GET /auth/v1/user and a REST call with `token`, as supabase-js sends them. */
  async function answers(token: string): Promise<{ user: number; rest: number }> {
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
    const user = await fetch(`${backend.url}/auth/v1/user`, { headers });
    const rest = await fetch(`${backend.url}/rest/v1/rpc/search_tide_locations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ search_term: 'Boston' }),
    });
    return { user: user.status, rest: rest.status };
  }

  function resigned(changes: Record<string, unknown>): string {
    const claims: Record<string, unknown> = { ...claimsOf(session.access_token), ...changes };
    for (const [name, value] of Object.entries(changes))
      if (value === undefined) delete claims[name];
    return signJwt(claims, DEVELOPMENT_JWT_SECRET);
  }

  it('accepts the genuine token', async () => {
    expect(await answers(session.access_token)).toEqual({ user: 200, rest: 200 });
  });

  describe('when a token has no expiry', () => {
    it('refuses it everywhere', async () => {
      expect(await answers(resigned({ exp: undefined }))).toEqual({ user: 403, rest: 401 });
    });
  });

  describe('when a token is not valid before a time still to come', () => {
    it('refuses it everywhere', async () => {
      const inAnHour = Math.floor(Date.now() / 1000) + 3600;
      expect(await answers(resigned({ nbf: inAnHour }))).toEqual({ user: 403, rest: 401 });
    });
  });

  describe('when a token is for another audience', () => {
    it('refuses it on the user endpoints', async () => {
      expect((await answers(resigned({ aud: 'some-other-service' }))).user).toBe(403);
    });
  });

  describe('when the signature is the genuine one spelt differently', () => {
    it.each(['=', '!', '=='])('refuses it with %s appended', async (suffix) => {
      expect(await answers(`${session.access_token}${suffix}`)).toEqual({ user: 403, rest: 401 });
    });
  });

  describe('verifyJwt', () => {
    it('honours nbf once it has passed', () => {
      const now = Math.floor(Date.now() / 1000);
      const token = signJwt({ nbf: now - 10, exp: now + 60 }, DEVELOPMENT_JWT_SECRET);
      expect(verifyJwt(token, DEVELOPMENT_JWT_SECRET, now)).toMatchObject({ ok: true });
      expect(verifyJwt(token, DEVELOPMENT_JWT_SECRET, now - 20)).toEqual({
        ok: false,
        reason: 'not_yet_valid',
      });
    });
  });
});
