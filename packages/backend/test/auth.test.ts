/**
 * Supabase Auth on the embedded backend, over real HTTP with the real supabase-js: sign-up,
 * sign-in, refresh-token rotation and reuse detection, sign-out, access-token checks,
 * `auth.uid()` inside SQL, bad input, rate limits, email confirmation and a restart.
 */
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/rate-limit.ts';
import { configFromEnv, DEVELOPMENT_JWT_SECRET, type BackendConfig } from '../src/config.ts';
import { signJwt } from '../src/jwt.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { realtimeOptions, tempDataDir } from './helpers.ts';

const PASSWORD = 'correct horse';
const SITE = 'http://127.0.0.1:5173';
/** The API's public URL when confirmations are on; links and issuers must name it. */
const API = 'https://api.tides.example';
/** Short, so that reuse after the interval can be shown without a long wait. */
const REUSE_INTERVAL_SECONDS = 2;
/** High enough that only the rate-limit tests ever meet a limit. */
const GENEROUS_LIMITS = {
  ...DEFAULT_AUTH_RATE_LIMITS,
  signUpsSignInsPerAddress: 1000,
  signUpsSignInsPerEmail: 1000,
};

function start(overrides: Partial<BackendConfig>, log?: (line: string) => void): Promise<Backend> {
  return startBackend(
    {
      ...configFromEnv({}),
      port: 0,
      noaaBaseUrl: null,
      authRateLimits: GENEROUS_LIMITS,
      refreshTokenReuseIntervalSeconds: REUSE_INTERVAL_SECONDS,
      ...overrides,
    },
    log,
  );
}

function client(backend: Backend): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: realtimeOptions,
  });
}

let emailCount = 0;
/** A fresh address per test, so tests do not depend on each other's accounts. */
function newEmail(label = 'visitor'): string {
  emailCount += 1;
  return `${label}.${emailCount}.${Date.now()}@example.com`;
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** Calls an Auth endpoint directly, as curl would (no API version header: the original shapes). */
async function auth(
  backend: Backend,
  method: string,
  path: string,
  options: { body?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; text: string }> {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body, text };
}

async function signUp(backend: Backend, email: string, displayName = 'Ada'): Promise<Session> {
  const { data, error } = await client(backend).auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { display_name: displayName }, emailRedirectTo: `${SITE}/` },
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return data.session as Session;
}

async function signIn(backend: Backend, email: string): Promise<Session> {
  const { data, error } = await client(backend).auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  expect(error).toBeNull();
  return data.session as Session;
}

async function refresh(backend: Backend, refreshToken: string) {
  return client(backend).auth.refreshSession({ refresh_token: refreshToken });
}

describe('Supabase Auth on the embedded backend', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let backend: Backend;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await start({ dataDir: data.path });
    // Test-only: what auth.uid() and friends see inside SQL run for a request.
    await backend.db.exec(`
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

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  describe('signing up with confirmations off (the default)', () => {
    it('creates the account and signs in at once, keeping the display name', async () => {
      const email = newEmail();
      const before = Math.floor(Date.now() / 1000);
      const session = await signUp(backend, email, 'Ada Lovelace');

      expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
      expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(session.user).toMatchObject({
        email,
        aud: 'authenticated',
        role: 'authenticated',
        phone: '',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {
          display_name: 'Ada Lovelace',
          email,
          email_verified: true,
          sub: session.user.id,
        },
        factors: [],
      });
      expect(session.user.email_confirmed_at).toBeDefined();
      expect(session.user.identities).toEqual([
        expect.objectContaining({
          provider: 'email',
          id: session.user.id,
          user_id: session.user.id,
          identity_data: expect.objectContaining({ email, sub: session.user.id }),
        }),
      ]);
    });

    it('signs the access token with the claims PostgREST and auth.uid() read', async () => {
      const session = await signUp(backend, newEmail(), 'Grace');
      const token = claims(session.access_token);
      expect(token).toMatchObject({
        sub: session.user.id,
        email: session.user.email,
        role: 'authenticated',
        aud: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        user_metadata: expect.objectContaining({ display_name: 'Grace' }),
        app_metadata: { provider: 'email', providers: ['email'] },
        amr: [expect.objectContaining({ method: 'password' })],
      });
      expect(token.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number(token.exp) - Number(token.iat)).toBe(3600);
      expect(
        JSON.parse(Buffer.from(session.access_token.split('.')[0] ?? '', 'base64url').toString()),
      ).toMatchObject({
        alg: 'HS256',
      });
    });

    it("answers a second sign-up for the address, in any letter case, with Supabase Auth's 422", async () => {
      const email = newEmail();
      await signUp(backend, email);
      const { data: again, error } = await client(backend).auth.signUp({
        email: email.toUpperCase(),
        password: 'another password',
      });
      expect(again.session).toBeNull();
      expect(error).toMatchObject({
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });

      const raw = await auth(backend, 'POST', '/signup', {
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(raw).toMatchObject({
        status: 422,
        body: { code: 422, error_code: 'user_already_exists', msg: 'User already registered' },
      });
    });

    it('stores only a scrypt hash of the password and never returns it', async () => {
      const email = newEmail();
      const raw = await auth(backend, 'POST', '/signup', {
        body: JSON.stringify({ email, password: PASSWORD, data: { display_name: 'Hash' } }),
      });
      expect(raw.status).toBe(200);
      expect(raw.text).not.toContain(PASSWORD);
      expect(raw.text).not.toContain('encrypted_password');
      const [row] = await backend.db.query<{ encrypted_password: string }>(
        'select encrypted_password from auth.users where email = $1',
        [email],
      );
      expect(row?.encrypted_password).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$/);
      expect(row?.encrypted_password).not.toContain(PASSWORD);
    });

    it('keeps auth tables out of reach of the API roles', async () => {
      const rows = await backend.db.query<{ grants: number }>(
        `select count(*)::int as grants from information_schema.role_table_grants
          where table_schema = 'auth' and grantee in ('anon', 'authenticated')`,
      );
      expect(rows[0]?.grants).toBe(0);
    });
  });

  describe('signing in with a password', () => {
    it('answers a session for the right password, whatever the letter case of the email', async () => {
      const email = newEmail();
      const first = await signUp(backend, email);
      const { data, error } = await client(backend).auth.signInWithPassword({
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
      await signUp(backend, email);
      const wrongPassword = await auth(backend, 'POST', '/token?grant_type=password', {
        body: JSON.stringify({ email, password: 'not the password' }),
      });
      const unknownEmail = await auth(backend, 'POST', '/token?grant_type=password', {
        body: JSON.stringify({ email: newEmail('nobody'), password: 'not the password' }),
      });
      expect(wrongPassword).toEqual(unknownEmail);
      expect(wrongPassword).toMatchObject({
        status: 400,
        body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      });

      const viaClient = await Promise.all([
        client(backend).auth.signInWithPassword({ email, password: 'not the password' }),
        client(backend).auth.signInWithPassword({ email: newEmail('nobody'), password: 'x' }),
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
        const answer = await auth(backend, 'POST', '/token?grant_type=password', {
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
      const session = await signUp(backend, newEmail(), 'Rotating');
      const { data, error } = await refresh(backend, session.refresh_token);
      expect(error).toBeNull();
      expect(data.session?.refresh_token).not.toBe(session.refresh_token);
      expect(data.session?.user.user_metadata.display_name).toBe('Rotating');
      expect(claims(data.session?.access_token ?? '').session_id).toBe(
        claims(session.access_token).session_id,
      );
      const { data: me } = await client(backend).auth.getUser(data.session?.access_token);
      expect(me.user?.id).toBe(session.user.id);
    });

    it('answers a just-rotated token within the reuse interval with the current token (two tabs)', async () => {
      const session = await signUp(backend, newEmail());
      const first = await refresh(backend, session.refresh_token);
      const second = await refresh(backend, session.refresh_token);
      expect(second.error).toBeNull();
      // The same chain, not a second one that reuse detection would never see.
      expect(second.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
      const next = await refresh(backend, second.data.session?.refresh_token ?? '');
      expect(next.error).toBeNull();
      // Even two rotations on, the first token leads to the chain's current end.
      const third = await refresh(backend, session.refresh_token);
      expect(third.data.session?.refresh_token).toBe(next.data.session?.refresh_token);
    });

    it('ends the whole session when a rotated token comes back after the reuse interval', async () => {
      const session = await signUp(backend, newEmail());
      const rotated = await refresh(backend, session.refresh_token);
      const current = rotated.data.session as Session;
      await new Promise((resolve) => setTimeout(resolve, (REUSE_INTERVAL_SECONDS + 0.5) * 1000));

      const stolen = await refresh(backend, session.refresh_token);
      expect(stolen.data.session).toBeNull();
      expect(stolen.error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      // The legitimate holder's tokens die with the session.
      const legit = await refresh(backend, current.refresh_token);
      expect(legit.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      const me = await auth(backend, 'GET', '/user', { token: current.access_token });
      expect(me).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    });

    it('refuses a refresh token it never issued', async () => {
      const { data, error } = await refresh(backend, 'made-up-refresh-token');
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
      await signUp(backend, email);
      const supabase = client(backend);
      const { data } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
      const session = data.session as Session;
      expect((await supabase.auth.signOut()).error).toBeNull();

      const again = await refresh(backend, session.refresh_token);
      expect(again.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      const { data: me, error } = await client(backend).auth.getUser(session.access_token);
      expect(me.user).toBeNull();
      expect(error?.name).toBe('AuthSessionMissingError');
      const raw = await auth(backend, 'GET', '/user', { token: session.access_token });
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
      await signUp(backend, email);
      const [a, b, c] = [
        await signIn(backend, email),
        await signIn(backend, email),
        await signIn(backend, email),
      ];
      const local = await auth(backend, 'POST', '/logout?scope=local', { token: a.access_token });
      expect(local.status).toBe(204);
      expect((await refresh(backend, a.refresh_token)).error).not.toBeNull();
      expect((await refresh(backend, b.refresh_token)).error).toBeNull();

      const d = await signIn(backend, email);
      expect(
        (await auth(backend, 'POST', '/logout?scope=others', { token: d.access_token })).status,
      ).toBe(204);
      expect((await refresh(backend, c.refresh_token)).error).not.toBeNull();
      const stillHere = await refresh(backend, d.refresh_token);
      expect(stillHere.error).toBeNull();

      const e = await signIn(backend, email);
      expect((await auth(backend, 'POST', '/logout', { token: e.access_token })).status).toBe(204);
      expect(
        (await refresh(backend, stillHere.data.session?.refresh_token ?? '')).error,
      ).not.toBeNull();
    });

    it('requires an access token, and a known scope', async () => {
      expect(await auth(backend, 'POST', '/logout')).toMatchObject({
        status: 401,
        body: {
          code: 401,
          error_code: 'no_authorization',
          msg: 'This endpoint requires a valid Bearer token',
        },
      });
      const session = await signUp(backend, newEmail());
      expect(
        await auth(backend, 'POST', '/logout?scope=everyone', { token: session.access_token }),
      ).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed' },
      });
    });
  });

  describe('checking the access token (GET /user)', () => {
    let session: Session;
    beforeAll(async () => {
      session = await signUp(backend, newEmail(), 'Checked');
    });

    it('answers the user for a valid token', async () => {
      const { data, error } = await client(backend).auth.getUser(session.access_token);
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
      const raw = await auth(backend, 'GET', '/user', { token: tampered });
      expect(raw).toMatchObject({ status: 403, body: { code: 403, error_code: 'bad_jwt' } });
      const { data, error } = await client(backend).auth.getUser(tampered);
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    });

    it('refuses a token signed with another secret', async () => {
      const foreign = signJwt(
        claims(session.access_token),
        'some-other-secret-at-least-32-characters-long',
      );
      expect((await auth(backend, 'GET', '/user', { token: foreign })).status).toBe(403);
    });

    it('refuses an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = signJwt(
        { ...claims(session.access_token), iat: now - 7200, exp: now - 3600 },
        DEVELOPMENT_JWT_SECRET,
      );
      const raw = await auth(backend, 'GET', '/user', { token: expired });
      expect(raw).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
      expect((raw.body as { msg: string }).msg).toContain('token is expired');
    });

    it('refuses a missing token with 401 and an API key used as one with 403', async () => {
      expect(await auth(backend, 'GET', '/user')).toMatchObject({
        status: 401,
        body: { error_code: 'no_authorization' },
      });
      expect(await auth(backend, 'GET', '/user', { token: backend.anonKey })).toMatchObject({
        status: 403,
        body: { error_code: 'bad_jwt', msg: 'invalid claim: missing sub claim' },
      });
    });

    it("answers supabase-js's API version with the newer error shape", async () => {
      const raw = await auth(backend, 'GET', '/user', {
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
      expect(raw).toMatchObject({
        status: 401,
        body: { code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' },
      });
    });
  });

  describe('SQL run for a signed-in request', () => {
    it('sees the user in auth.uid() and runs as authenticated', async () => {
      const email = newEmail();
      const session = await signUp(backend, email);
      const supabase = client(backend);
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
      const { data, error } = await client(backend).rpc('test_whoami');
      expect(error).toBeNull();
      expect(data).toMatchObject({ uid: null, role: 'anon', db_role: 'anon' });
    });
  });

  describe('bad input', () => {
    const signUpWith = (body: string) => auth(backend, 'POST', '/signup', { body });

    it('refuses a body that is not JSON', async () => {
      for (const body of ['email=a@example.com', '', '[1, 2]', '"text"']) {
        const raw = await signUpWith(body);
        expect(raw.status).toBe(400);
        expect(raw.body).toMatchObject({
          error_code: 'bad_json',
          msg: expect.stringContaining('Could not parse'),
        });
      }
    });

    it('refuses metadata holding text the database cannot store, at sign-up and on update', async () => {
      const session = await signUp(backend, newEmail());
      for (const data of [{ note: 'a\u0000b' }, { 'a\u0000': 1 }, { note: ['\ud800'] }]) {
        const atSignUp = await signUpWith(
          JSON.stringify({ email: newEmail(), password: PASSWORD, data }),
        );
        const onUpdate = await auth(backend, 'PUT', '/user', {
          token: session.access_token,
          body: JSON.stringify({ data }),
        });
        for (const answer of [atSignUp, onUpdate]) {
          expect(answer).toMatchObject({
            status: 400,
            body: {
              error_code: 'validation_failed',
              msg: 'User metadata cannot hold the NUL character or half of a surrogate pair.',
            },
          });
        }
      }
    });

    it('refuses fields of the wrong type', async () => {
      const raw = await signUpWith(JSON.stringify({ email: 42, password: PASSWORD }));
      expect(raw).toMatchObject({ status: 400, body: { error_code: 'bad_json' } });
    });

    it('refuses missing fields', async () => {
      expect(await signUpWith(JSON.stringify({ email: newEmail() }))).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed', msg: 'Signup requires a valid password' },
      });
      expect(await signUpWith(JSON.stringify({ password: PASSWORD }))).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed' },
      });
      expect(
        await auth(backend, 'POST', '/token?grant_type=password', {
          body: JSON.stringify({ password: PASSWORD }),
        }),
      ).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed', msg: 'missing email or phone' },
      });
      expect(
        await auth(backend, 'POST', '/token?grant_type=refresh_token', { body: '{}' }),
      ).toMatchObject({
        status: 400,
        body: { error: 'invalid_request', error_description: 'refresh_token required' },
      });
      expect(await auth(backend, 'POST', '/token?grant_type=magic', { body: '{}' })).toMatchObject({
        status: 400,
      });
    });

    it('refuses an invalid email', async () => {
      const { error } = await client(backend).auth.signUp({
        email: 'not-an-email',
        password: PASSWORD,
      });
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
    });

    it('refuses a password shorter than 6 characters as weak', async () => {
      const { error } = await client(backend).auth.signUp({ email: newEmail(), password: '12345' });
      expect(error).toMatchObject({
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        message: 'Password should be at least 6 characters.',
        reasons: ['length'],
      });
      const raw = await signUpWith(JSON.stringify({ email: newEmail(), password: '12345' }));
      expect(raw).toMatchObject({
        status: 422,
        body: { code: 422, error_code: 'weak_password', weak_password: { reasons: ['length'] } },
      });
    });

    it.each(['password123', 'Qwerty123', 'letmein'])(
      'refuses %s, one of the most common passwords, as weak',
      async (password) => {
        const { data: signedUp, error } = await client(backend).auth.signUp({
          email: newEmail('common'),
          password,
        });
        expect(signedUp.user).toBeNull();
        expect(error).toMatchObject({
          name: 'AuthWeakPasswordError',
          status: 422,
          code: 'weak_password',
          message: 'Password is known to be weak and easy to guess, please choose a different one.',
          reasons: ['pwned'],
        });
      },
    );

    it('refuses a 2 MB body with 413', async () => {
      const huge = JSON.stringify({
        email: newEmail(),
        password: PASSWORD,
        data: { blob: 'x'.repeat(2 * 1024 * 1024) },
      });
      const raw = await signUpWith(huge);
      expect(raw.status).toBe(413);
      expect(raw.body).toMatchObject({ message: expect.any(String) });
    });

    it('answers unknown Auth routes with 404 and wrong methods with 405', async () => {
      expect((await auth(backend, 'GET', '/nowhere')).status).toBe(404);
      expect((await auth(backend, 'GET', '/signup')).status).toBe(405);
    });

    it('serves settings and health', async () => {
      expect(await auth(backend, 'GET', '/settings')).toMatchObject({
        status: 200,
        body: { external: { email: true }, mailer_autoconfirm: true, disable_signup: false },
      });
      expect((await auth(backend, 'GET', '/health')).status).toBe(200);
    });
  });

  describe('across a restart', () => {
    it('keeps users and their sessions', async () => {
      const email = newEmail('durable');
      const session = await signUp(backend, email, 'Durable');
      await backend.close();
      backend = await start({ dataDir: data.path });

      const again = await signIn(backend, email);
      expect(again.user).toMatchObject({
        id: session.user.id,
        user_metadata: { display_name: 'Durable' },
      });
      const refreshed = await refresh(backend, session.refresh_token);
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.user?.id).toBe(session.user.id);
    });
  });
});

describe('Auth rate limits', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let backend: Backend;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await start({
      dataDir: data.path,
      authRateLimits: {
        ...DEFAULT_AUTH_RATE_LIMITS,
        signUpsSignInsPerAddress: 4,
        signUpsSignInsPerEmail: 2,
      },
    });
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  it('answers 429 once one email has been tried too often', async () => {
    const email = newEmail('target');
    const attempt = () => client(backend).auth.signInWithPassword({ email, password: 'guess' });
    expect((await attempt()).error?.code).toBe('invalid_credentials');
    expect((await attempt()).error?.code).toBe('invalid_credentials');
    const { error } = await attempt();
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });

  it('answers 429 once one address has signed up too often, in Supabase Auth’s shape', async () => {
    const attempt = () =>
      auth(backend, 'POST', '/signup', {
        body: JSON.stringify({ email: newEmail('flood'), password: 'short' }),
      });
    for (let i = 0; i < 4; i += 1) expect((await attempt()).status).toBe(422);
    expect(await attempt()).toMatchObject({
      status: 429,
      body: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    });
  });
});

describe('wrong passwords for one email', () => {
  /** The first wait; long enough that a retry sent at once always falls within it. */
  const BACKOFF_SECONDS = 2;
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let backend: Backend;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await start({
      dataDir: data.path,
      authRateLimits: {
        ...GENEROUS_LIMITS,
        signUpsSignInsPerEmail: 2,
        signInBackoffSeconds: BACKOFF_SECONDS,
      },
    });
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const attempt = (email: string, password: string) =>
    auth(backend, 'POST', '/token?grant_type=password', {
      body: JSON.stringify({ email, password }),
    });

  describe('when the owner signs in often with the right password', () => {
    it('never refuses them, as only failures count', async () => {
      const email = newEmail('regular');
      await signUp(backend, email);
      for (let i = 0; i < 5; i += 1) expect((await attempt(email, PASSWORD)).status).toBe(200);
    });
  });

  describe('when someone guesses wrong again and again', () => {
    it('makes the next attempt wait, a little longer after each further failure', async () => {
      const email = newEmail('guessed');
      await signUp(backend, email);
      expect((await attempt(email, 'guess one')).status).toBe(400);
      expect((await attempt(email, 'guess two')).status).toBe(400);
      const refused = await attempt(email, PASSWORD);
      expect(refused).toMatchObject({
        status: 429,
        body: { error_code: 'over_request_rate_limit' },
      });

      await wait(BACKOFF_SECONDS + 0.3);
      expect((await attempt(email, 'guess three')).status).toBe(400);
      // The wait has doubled: as long again as the first one is not enough now.
      await wait(BACKOFF_SECONDS + 0.3);
      expect((await attempt(email, PASSWORD)).status).toBe(429);
    });

    it('lets the owner in once the short wait is over, and forgets the failures', async () => {
      const email = newEmail('owner');
      await signUp(backend, email);
      expect((await attempt(email, 'guess one')).status).toBe(400);
      expect((await attempt(email, 'guess two')).status).toBe(400);
      await wait(BACKOFF_SECONDS + 0.3);
      expect((await attempt(email, PASSWORD)).status).toBe(200);
      expect((await attempt(email, 'one typo')).status).toBe(400);
      expect((await attempt(email, PASSWORD)).status).toBe(200);
    });
  });
});

describe('signing up with email confirmations on', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  const log: string[] = [];
  let backend: Backend;
  const email = newEmail('confirm');

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await start(
      { dataDir: data.path, emailConfirmations: true, siteUrl: SITE, apiExternalUrl: API },
      (line) => log.push(line),
    );
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  /** The logged link, which names the public URL, as opened on this test's backend. */
  function confirmationLink(address: string): URL {
    const line = log.findLast((entry) => entry.includes(`Confirmation link for ${address}:`));
    const href = line?.match(/(https?:\/\/\S+)/)?.[1];
    expect(href).toBeDefined();
    const link = new URL(href ?? '');
    expect(link.origin).toBe(API);
    return new URL(`${link.pathname}${link.search}`, backend.url);
  }

  it('answers the user without a session and logs the confirmation link', async () => {
    const { data: signedUp, error } = await client(backend).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { display_name: 'Careful' }, emailRedirectTo: `${SITE}/auth` },
    });
    expect(error).toBeNull();
    expect(signedUp.session).toBeNull();
    expect(signedUp.user).toMatchObject({
      email,
      user_metadata: { display_name: 'Careful', email_verified: false },
    });
    expect(signedUp.user?.email_confirmed_at).toBeUndefined();
    expect(signedUp.user?.confirmation_sent_at).toBeDefined();

    const link = confirmationLink(email);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/auth`);
    expect(log.join('\n')).not.toContain(PASSWORD);
  });

  it('refuses to sign in before the email is confirmed', async () => {
    const { error } = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
  });

  it('confirms through the logged link, which signs the user in on the site', async () => {
    const response = await fetch(confirmationLink(email), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/auth`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data: me } = await client(backend).auth.getUser(fragment.get('access_token') ?? '');
    expect(me.user).toMatchObject({ email, user_metadata: { email_verified: true } });
    expect(me.user?.email_confirmed_at).toBeDefined();
  });

  it('refuses the same link twice', async () => {
    const response = await fetch(confirmationLink(email), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(
      new URL(response.headers.get('location') ?? '').hash.slice(1),
    );
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it('signs in once confirmed', async () => {
    const session = await signIn(backend, email);
    expect(session.user.email).toBe(email);
  });

  it('answers a sign-up for a confirmed address like a new one, revealing nothing', async () => {
    const linksBefore = log.length;
    const { data: decoy, error } = await client(backend).auth.signUp({
      email,
      password: 'something else',
    });
    expect(error).toBeNull();
    expect(decoy.session).toBeNull();
    expect(decoy.user?.email).toBe(email);
    const { data: real } = await client(backend).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(decoy.user?.id).not.toBe(real.user?.id);
    expect(log.slice(linksBefore).some((line) => line.includes('Confirmation link'))).toBe(false);
  });

  it('answers it field for field and in the same order as a new sign-up', async () => {
    /** The answer with its values reduced to their kind, keys kept in the order sent. */
    function skeleton(value: unknown, address: string): unknown {
      if (Array.isArray(value)) return value.map((item) => skeleton(item, address));
      if (typeof value === 'object' && value !== null) {
        return Object.entries(value).map(([key, item]) => [key, skeleton(item, address)]);
      }
      if (value === address) return '<email>';
      if (typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)) return '<uuid>';
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return '<time>';
      return value;
    }
    const fresh = newEmail('fresh');
    const body = (address: string) =>
      JSON.stringify({ email: address, password: 'yet another passphrase', data: { a: 1 } });
    const created = await auth(backend, 'POST', '/signup', { body: body(fresh) });
    const decoy = await auth(backend, 'POST', '/signup', { body: body(email) });
    expect(decoy.status).toBe(created.status);
    expect(JSON.stringify(skeleton(decoy.body, email))).toBe(
      JSON.stringify(skeleton(created.body, fresh)),
    );
    const user = decoy.body as { id: string; user_metadata: { sub: string } };
    expect(user.user_metadata.sub).toBe(user.id);
  });

  it('sends confirmation links only back to the site', async () => {
    const other = newEmail('redirect');
    await client(backend).auth.signUp({
      email: other,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    expect(confirmationLink(other).searchParams.get('redirect_to')).toBe(SITE);
  });

  it('answers a redirect with CR and LF in it with a clean Location, logging no token', async () => {
    const other = newEmail('crlf');
    await client(backend).auth.signUp({ email: other, password: PASSWORD });
    const link = confirmationLink(other);
    link.searchParams.set('redirect_to', `${SITE}/\r\nSet-Cookie: stolen=1`);
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).not.toMatch(/[\r\n]/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const fragment = new URLSearchParams(new URL(location).hash.slice(1));
    const accessToken = fragment.get('access_token') ?? '';
    expect(accessToken).not.toBe('');
    expect(log.join('\n')).not.toContain(accessToken);
  });

  it('needs no API key to open the link, as it comes from an email', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?token=unknown&type=signup`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('error_code=otp_expired');
  });
});
