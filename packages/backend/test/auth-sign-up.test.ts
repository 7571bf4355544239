/**
 * Signing up with Supabase Auth on the embedded backend, over real HTTP with the real
 * supabase-js: the account and its first session, the password kept only as a hash, the bad
 * input refused in Supabase Auth's shapes, and, with email confirmations on, the confirmation
 * link and the answers that tell no one who has an account.
 */
import { describe, expect, it } from 'vitest';
import { auth, authBackend, claims, signIn, signUp, SITE } from './auth-calls.ts';
import { anonClient as client } from './helpers.ts';
import { newEmail, PASSWORD } from './sign-ups.ts';

/** The API's public URL when confirmations are on; links and issuers must name it. */
const API = 'https://api.tides.example';

describe('Supabase Auth sign-ups on the embedded backend', () => {
  const backend = authBackend();

  describe('signing up with confirmations off (the default)', () => {
    it('creates the account and signs in at once, keeping the display name', async () => {
      const email = newEmail();
      const before = Math.floor(Date.now() / 1000);
      const session = await signUp(backend(), email, 'Ada Lovelace');

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
      const session = await signUp(backend(), newEmail(), 'Grace');
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
      await signUp(backend(), email);
      const { data: again, error } = await client(backend()).auth.signUp({
        email: email.toUpperCase(),
        password: 'another password',
      });
      expect(again.session).toBeNull();
      expect(error).toMatchObject({
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });

      const raw = await auth(backend(), 'POST', '/signup', {
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(raw).toMatchObject({
        status: 422,
        body: { code: 422, error_code: 'user_already_exists', msg: 'User already registered' },
      });
    });

    it('stores only a scrypt hash of the password and never returns it', async () => {
      const email = newEmail();
      const raw = await auth(backend(), 'POST', '/signup', {
        body: JSON.stringify({ email, password: PASSWORD, data: { display_name: 'Hash' } }),
      });
      expect(raw.status).toBe(200);
      expect(raw.text).not.toContain(PASSWORD);
      expect(raw.text).not.toContain('encrypted_password');
      const [row] = await backend().db.query<{ encrypted_password: string }>(
        'select encrypted_password from auth.users where email = $1',
        [email],
      );
      expect(row?.encrypted_password).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$/);
      expect(row?.encrypted_password).not.toContain(PASSWORD);
    });

    it('keeps auth tables out of reach of the API roles', async () => {
      const rows = await backend().db.query<{ grants: number }>(
        `select count(*)::int as grants from information_schema.role_table_grants
          where table_schema = 'auth' and grantee in ('anon', 'authenticated')`,
      );
      expect(rows[0]?.grants).toBe(0);
    });
  });

  describe('bad input', () => {
    const signUpWith = (body: string) => auth(backend(), 'POST', '/signup', { body });

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
      const session = await signUp(backend(), newEmail());
      for (const data of [{ note: 'a\u0000b' }, { 'a\u0000': 1 }, { note: ['\ud800'] }]) {
        const atSignUp = await signUpWith(
          JSON.stringify({ email: newEmail(), password: PASSWORD, data }),
        );
        const onUpdate = await auth(backend(), 'PUT', '/user', {
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
        await auth(backend(), 'POST', '/token?grant_type=password', {
          body: JSON.stringify({ password: PASSWORD }),
        }),
      ).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed', msg: 'missing email or phone' },
      });
      expect(
        await auth(backend(), 'POST', '/token?grant_type=refresh_token', { body: '{}' }),
      ).toMatchObject({
        status: 400,
        body: { error: 'invalid_request', error_description: 'refresh_token required' },
      });
      expect(
        await auth(backend(), 'POST', '/token?grant_type=magic', { body: '{}' }),
      ).toMatchObject({
        status: 400,
      });
    });

    it('refuses an invalid email', async () => {
      const { error } = await client(backend()).auth.signUp({
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
      const { error } = await client(backend()).auth.signUp({
        email: newEmail(),
        password: '12345',
      });
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
        const { data: signedUp, error } = await client(backend()).auth.signUp({
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
      expect((await auth(backend(), 'GET', '/nowhere')).status).toBe(404);
      expect((await auth(backend(), 'GET', '/signup')).status).toBe(405);
    });

    it('serves settings and health', async () => {
      expect(await auth(backend(), 'GET', '/settings')).toMatchObject({
        status: 200,
        body: { external: { email: true }, mailer_autoconfirm: true, disable_signup: false },
      });
      expect((await auth(backend(), 'GET', '/health')).status).toBe(200);
    });
  });
});

describe('signing up with email confirmations on', () => {
  const log: string[] = [];
  const email = newEmail('confirm');
  const backend = authBackend(
    { emailConfirmations: true, siteUrl: SITE, apiExternalUrl: API },
    (line) => log.push(line),
  );

  /** The logged link, which names the public URL, as opened on this test's backend. */
  function confirmationLink(address: string): URL {
    const line = log.findLast((entry) => entry.includes(`Confirmation link for ${address}:`));
    const href = line?.match(/(https?:\/\/\S+)/)?.[1];
    expect(href).toBeDefined();
    const link = new URL(href ?? '');
    expect(link.origin).toBe(API);
    return new URL(`${link.pathname}${link.search}`, backend().url);
  }

  it('answers the user without a session and logs the confirmation link', async () => {
    const { data: signedUp, error } = await client(backend()).auth.signUp({
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
    const credentials = { email, password: PASSWORD };
    const { error } = await client(backend()).auth.signInWithPassword(credentials);
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
    const { data: me } = await client(backend()).auth.getUser(fragment.get('access_token') ?? '');
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
    const session = await signIn(backend(), email);
    expect(session.user.email).toBe(email);
  });

  it('answers a sign-up for a confirmed address like a new one, revealing nothing', async () => {
    const linksBefore = log.length;
    const { data: decoy, error } = await client(backend()).auth.signUp({
      email,
      password: 'something else',
    });
    expect(error).toBeNull();
    expect(decoy.session).toBeNull();
    expect(decoy.user?.email).toBe(email);
    const { data: real } = await client(backend()).auth.signInWithPassword({
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
    const created = await auth(backend(), 'POST', '/signup', { body: body(fresh) });
    const decoy = await auth(backend(), 'POST', '/signup', { body: body(email) });
    expect(decoy.status).toBe(created.status);
    expect(JSON.stringify(skeleton(decoy.body, email))).toBe(
      JSON.stringify(skeleton(created.body, fresh)),
    );
    const user = decoy.body as { id: string; user_metadata: { sub: string } };
    expect(user.user_metadata.sub).toBe(user.id);
  });

  it('sends confirmation links only back to the site', async () => {
    const other = newEmail('redirect');
    await client(backend()).auth.signUp({
      email: other,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    expect(confirmationLink(other).searchParams.get('redirect_to')).toBe(SITE);
  });

  it('answers a redirect with CR and LF in it with a clean Location, logging no token', async () => {
    const other = newEmail('crlf');
    await client(backend()).auth.signUp({ email: other, password: PASSWORD });
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
    const response = await fetch(`${backend().url}/auth/v1/verify?token=unknown&type=signup`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('error_code=otp_expired');
  });
});
