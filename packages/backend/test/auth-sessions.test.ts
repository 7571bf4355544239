/**
 * Supabase Auth's sessions on the embedded backend, over real HTTP with the real supabase-js:
 * signing in, refresh-token rotation and reuse detection, signing out, the checks on an access
 * token, `auth.uid()` inside SQL, and sessions kept across a restart.
 */
import type { Session } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_JWT_SECRET } from '../src/config.ts';
import { signJwt } from '../src/jwt.ts';
import {
  auth,
  authBackend,
  claims,
  refresh,
  REUSE_INTERVAL_SECONDS,
  signIn,
  signUp,
} from './auth-calls.ts';
import { anonClient as client } from './helpers.ts';
import { newEmail, PASSWORD } from './sign-ups.ts';

describe('Supabase Auth sessions on the embedded backend', () => {
  const backend = authBackend();

  describe('signing in with a password', () => {
    it('answers a session for the right password, whatever the letter case of the email', async () => {
      const email = newEmail();
      const first = await signUp(backend(), email);
      const { data, error } = await client(backend()).auth.signInWithPassword({
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(first.user.id);
      expect(data.session?.refresh_token).not.toBe(first.refresh_token);
      expect(claims(data.session?.access_token ?? '').session_id).not.toBe(
        claims(first.access_token).session_id,
      );
    });

    it('gives a wrong password and an unknown email the identical answer', async () => {
      const email = newEmail();
      await signUp(backend(), email);
      const wrongPassword = await auth(backend(), 'POST', '/token?grant_type=password', {
        body: JSON.stringify({ email, password: 'not the password' }),
      });
      const unknownEmail = await auth(backend(), 'POST', '/token?grant_type=password', {
        body: JSON.stringify({ email: newEmail('nobody'), password: 'not the password' }),
      });
      expect(wrongPassword).toEqual(unknownEmail);
      expect(wrongPassword).toMatchObject({
        status: 400,
        body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      });

      const viaClient = await Promise.all([
        client(backend()).auth.signInWithPassword({ email, password: 'not the password' }),
        client(backend()).auth.signInWithPassword({ email: newEmail('nobody'), password: 'x' }),
      ]);
      for (const { data, error } of viaClient) {
        expect(data.session).toBeNull();
        expect(error).toMatchObject({
          status: 400,
          code: 'invalid_credentials',
          message: 'Invalid login credentials',
        });
      }
    });

    it('gives an address no one could sign up with the same answer as an unknown one', async () => {
      for (const email of [
        'a\u0000b@example.com',
        'not an address',
        `${'a'.repeat(300)}@example.com`,
      ]) {
        const answer = await auth(backend(), 'POST', '/token?grant_type=password', {
          body: JSON.stringify({ email, password: 'not the password' }),
        });
        expect(answer).toMatchObject({
          status: 400,
          body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
        });
      }
    });
  });

  describe('refreshing the session', () => {
    it('rotates the refresh token and hands out a working access token', async () => {
      const session = await signUp(backend(), newEmail(), 'Rotating');
      const { data, error } = await refresh(backend(), session.refresh_token);
      expect(error).toBeNull();
      expect(data.session?.refresh_token).not.toBe(session.refresh_token);
      expect(data.session?.user.user_metadata.display_name).toBe('Rotating');
      expect(claims(data.session?.access_token ?? '').session_id).toBe(
        claims(session.access_token).session_id,
      );
      const { data: me } = await client(backend()).auth.getUser(data.session?.access_token);
      expect(me.user?.id).toBe(session.user.id);
    });

    it('answers a just-rotated token within the reuse interval with the current token (two tabs)', async () => {
      const session = await signUp(backend(), newEmail());
      const first = await refresh(backend(), session.refresh_token);
      const second = await refresh(backend(), session.refresh_token);
      expect(second.error).toBeNull();
      // The same chain, not a second one that reuse detection would never see.
      expect(second.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
      const next = await refresh(backend(), second.data.session?.refresh_token ?? '');
      expect(next.error).toBeNull();
      // Even two rotations on, the first token leads to the chain's current end.
      const third = await refresh(backend(), session.refresh_token);
      expect(third.data.session?.refresh_token).toBe(next.data.session?.refresh_token);
    });

    it('ends the whole session when a rotated token comes back after the reuse interval', async () => {
      const session = await signUp(backend(), newEmail());
      const rotated = await refresh(backend(), session.refresh_token);
      const current = rotated.data.session as Session;
      await new Promise((resolve) => setTimeout(resolve, (REUSE_INTERVAL_SECONDS + 0.5) * 1000));

      const stolen = await refresh(backend(), session.refresh_token);
      expect(stolen.data.session).toBeNull();
      expect(stolen.error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      // The legitimate holder's tokens die with the session.
      const legit = await refresh(backend(), current.refresh_token);
      expect(legit.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      const me = await auth(backend(), 'GET', '/user', { token: current.access_token });
      expect(me).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    });

    it('refuses a refresh token it never issued', async () => {
      const { data, error } = await refresh(backend(), 'made-up-refresh-token');
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      });
    });
  });

  describe('signing out', () => {
    it('revokes the refresh token and the access token with it', async () => {
      const email = newEmail();
      await signUp(backend(), email);
      const supabase = client(backend());
      const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
      const session = data.session as Session;
      expect((await supabase.auth.signOut()).error).toBeNull();

      const again = await refresh(backend(), session.refresh_token);
      expect(again.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      const { data: me, error } = await client(backend()).auth.getUser(session.access_token);
      expect(me.user).toBeNull();
      expect(error?.name).toBe('AuthSessionMissingError');
      const raw = await auth(backend(), 'GET', '/user', { token: session.access_token });
      expect(raw).toMatchObject({
        status: 403,
        body: {
          code: 403,
          error_code: 'session_not_found',
          msg: 'Session from session_id claim in JWT does not exist',
        },
      });
    });

    it('signs out everywhere by default, only here with scope local, elsewhere with scope others', async () => {
      const email = newEmail();
      await signUp(backend(), email);
      const [a, b, c] = [
        await signIn(backend(), email),
        await signIn(backend(), email),
        await signIn(backend(), email),
      ];
      const local = await auth(backend(), 'POST', '/logout?scope=local', { token: a.access_token });
      expect(local.status).toBe(204);
      expect((await refresh(backend(), a.refresh_token)).error).not.toBeNull();
      expect((await refresh(backend(), b.refresh_token)).error).toBeNull();

      const d = await signIn(backend(), email);
      expect(
        (await auth(backend(), 'POST', '/logout?scope=others', { token: d.access_token })).status,
      ).toBe(204);
      expect((await refresh(backend(), c.refresh_token)).error).not.toBeNull();
      const stillHere = await refresh(backend(), d.refresh_token);
      expect(stillHere.error).toBeNull();

      const e = await signIn(backend(), email);
      expect((await auth(backend(), 'POST', '/logout', { token: e.access_token })).status).toBe(
        204,
      );
      expect(
        (await refresh(backend(), stillHere.data.session?.refresh_token ?? '')).error,
      ).not.toBeNull();
    });

    it('requires an access token, and a known scope', async () => {
      expect(await auth(backend(), 'POST', '/logout')).toMatchObject({
        status: 401,
        body: {
          code: 401,
          error_code: 'no_authorization',
          msg: 'This endpoint requires a valid Bearer token',
        },
      });
      const session = await signUp(backend(), newEmail());
      expect(
        await auth(backend(), 'POST', '/logout?scope=everyone', { token: session.access_token }),
      ).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed' },
      });
    });
  });

  describe('checking the access token (GET /user)', () => {
    let session: Session;
    beforeAll(async () => {
      session = await signUp(backend(), newEmail(), 'Checked');
    });

    it('answers the user for a valid token', async () => {
      const { data, error } = await client(backend()).auth.getUser(session.access_token);
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        id: session.user.id,
        user_metadata: { display_name: 'Checked' },
      });
    });

    it('refuses a token whose claims were tampered with', async () => {
      const [header, , signature] = session.access_token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...claims(session.access_token), role: 'service_role' }),
      ).toString('base64url');
      const tampered = `${header}.${forged}.${signature}`;
      const raw = await auth(backend(), 'GET', '/user', { token: tampered });
      expect(raw).toMatchObject({ status: 403, body: { code: 403, error_code: 'bad_jwt' } });
      const { data, error } = await client(backend()).auth.getUser(tampered);
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    });

    it('refuses a token signed with another secret', async () => {
      const foreign = signJwt(
        claims(session.access_token),
        'some-other-secret-at-least-32-characters-long',
      );
      expect((await auth(backend(), 'GET', '/user', { token: foreign })).status).toBe(403);
    });

    it('refuses an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = signJwt(
        { ...claims(session.access_token), iat: now - 7200, exp: now - 3600 },
        DEVELOPMENT_JWT_SECRET,
      );
      const raw = await auth(backend(), 'GET', '/user', { token: expired });
      expect(raw).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
      expect((raw.body as { msg: string }).msg).toContain('token is expired');
    });

    it('refuses a missing token with 401 and an API key used as one with 403', async () => {
      expect(await auth(backend(), 'GET', '/user')).toMatchObject({
        status: 401,
        body: { error_code: 'no_authorization' },
      });
      expect(await auth(backend(), 'GET', '/user', { token: backend().anonKey })).toMatchObject({
        status: 403,
        body: { error_code: 'bad_jwt', msg: 'invalid claim: missing sub claim' },
      });
    });

    it("answers supabase-js's API version with the newer error shape", async () => {
      const raw = await auth(backend(), 'GET', '/user', {
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
      expect(raw).toMatchObject({
        status: 401,
        body: { code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' },
      });
    });
  });

  describe('SQL run for a signed-in request', () => {
    beforeAll(async () => {
      // Test-only: what auth.uid() and friends see inside SQL run for a request.
      await backend().db.exec(`
        create or replace function public.test_whoami() returns jsonb
        language sql stable
        as $$
          select jsonb_build_object(
            'uid', auth.uid(), 'role', auth.role(), 'email', auth.email(), 'db_role', current_user
          )
        $$;
        grant execute on function public.test_whoami() to anon, authenticated;
      `);
    });

    it('sees the user in auth.uid() and runs as authenticated', async () => {
      const email = newEmail();
      const session = await signUp(backend(), email);
      const supabase = client(backend());
      await supabase.auth.signInWithPassword({ email, password: PASSWORD });
      const { data, error } = await supabase.rpc('test_whoami');
      expect(error).toBeNull();
      expect(data).toEqual({
        uid: session.user.id,
        role: 'authenticated',
        email,
        db_role: 'authenticated',
      });
    });

    it('sees no user for an anonymous request', async () => {
      const { data, error } = await client(backend()).rpc('test_whoami');
      expect(error).toBeNull();
      expect(data).toMatchObject({ uid: null, role: 'anon', db_role: 'anon' });
    });
  });

  describe('across a restart', () => {
    it('keeps users and their sessions', async () => {
      const email = newEmail('durable');
      const session = await signUp(backend(), email, 'Durable');
      await backend.restart();

      const again = await signIn(backend(), email);
      expect(again.user).toMatchObject({
        id: session.user.id,
        user_metadata: { display_name: 'Durable' },
      });
      const refreshed = await refresh(backend(), session.refresh_token);
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.user?.id).toBe(session.user.id);
    });
  });
});
