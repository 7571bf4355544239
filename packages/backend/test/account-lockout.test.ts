/**
 * No one can lock an owner out of their account: not the owner with metadata too large for a
 * token, not others asking for recovery emails in the owner's name, nor a crowd of addresses
 * guessing the password. Over real HTTP, with clients told apart as a proxy on this machine
 * tells them (X-Forwarded-For from a trusted 127.0.0.1).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/rate-limit.ts';
import { MAX_USER_METADATA_BYTES } from '../src/auth/validation.ts';
import { MAX_HEADER_BYTES } from '../src/http.ts';
import { configFromEnv } from '../src/config.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { tempDataDir } from './helpers.ts';
import { newEmail, PASSWORD } from './sign-ups.ts';

/** A second for the interval between two emails to one address, so a test can outwait it. */
const EMAIL_INTERVAL_SECONDS = 1;
const GUESSES_PER_ACCOUNT = 5;
const SITE = 'http://127.0.0.1:5173';

describe('an account', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  const log: string[] = [];

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startBackend(
      {
        ...configFromEnv({}),
        port: 0,
        noaaBaseUrl: null,
        dataDir: data.path,
        trustedProxies: ['127.0.0.1', '::1'],
        authRateLimits: {
          ...DEFAULT_AUTH_RATE_LIMITS,
          signUpsSignInsPerAddress: 1000,
          signUpsSignInsPerEmail: 1000,
          verificationsPerAddress: 1000,
          unknownAddressSignInsPerAccount: GUESSES_PER_ACCOUNT,
          emailIntervalSeconds: EMAIL_INTERVAL_SECONDS,
        },
      },
      (line) => log.push(line),
    );
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  function auth(path: string, from: string, body: unknown, token?: string): Promise<Response> {
    return fetch(`${backend.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': from,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  const signIn = (email: string, password: string, from: string) =>
    auth('token?grant_type=password', from, { email, password });

  describe('with the largest user_metadata allowed', () => {
    it('gets tokens well under the header limit, that sign requests in', async () => {
      // The longest address allowed, and metadata whose every character JSON escapes.
      const email = `${'a'.repeat(255 - '@example.com'.length - 13)}${Date.now()}@example.com`;
      const escaped = '\u0001'.repeat(Math.floor((MAX_USER_METADATA_BYTES - 20) / 6));
      const signedUp = await auth('signup', '198.51.100.1', {
        email,
        password: PASSWORD,
        data: { bio: escaped },
      });
      expect(signedUp.status).toBe(200);
      const { access_token: token } = (await signedUp.json()) as { access_token: string };
      expect(token.length).toBeLessThan(MAX_HEADER_BYTES / 2);
      const user = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
      expect(user.status).toBe(200);
    });

    it('refuses more at sign-up and at update', async () => {
      const email = newEmail('metadata');
      const tooMuch = { bio: 'x'.repeat(MAX_USER_METADATA_BYTES) };
      const refused = await auth('signup', '198.51.100.2', {
        email,
        password: PASSWORD,
        data: tooMuch,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error_code: 'validation_failed' });
      const signedUp = await auth('signup', '198.51.100.2', { email, password: PASSWORD });
      const { access_token: token } = (await signedUp.json()) as { access_token: string };
      const update = await fetch(`${backend.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ data: tooMuch }),
      });
      expect(update.status).toBe(400);
    });
  });

  describe('whose address others ask recovery emails for', () => {
    it('still gets the owner’s own email, within the email interval', async () => {
      const email = newEmail('recovered');
      await auth('signup', '198.51.100.3', { email, password: PASSWORD });
      const sent = () => log.filter((line) => line.startsWith(`Recovery link for ${email}:`));
      // Twenty others, each from an address of its own, ask in the owner's name.
      for (let i = 0; i < 20; i += 1) {
        const asked = await auth('recover', `203.0.113.${i + 1}`, { email });
        expect(asked.status).toBe(200);
      }
      // At most one email an interval went out for them; none was refused.
      await vi.waitFor(() => expect(sent().length).toBeGreaterThan(0));
      const before = sent().length;
      // The owner asks until an email comes: answered every time, and sent once the interval
      // since the last one has passed (generous: the machine may be slow).
      await vi.waitFor(
        async () => {
          const asked = await auth('recover', '198.51.100.3', { email });
          expect(asked.status).toBe(200);
          expect(sent().length).toBeGreaterThan(before);
        },
        { timeout: 20_000, interval: 300 },
      );
    }, 30_000);
  });

  describe('whose password a crowd of addresses guesses', () => {
    it('slows the crowd to one pace, and never holds the owner where they signed in before', async () => {
      const email = newEmail('guessed');
      const owner = '198.51.100.4';
      await auth('signup', owner, { email, password: PASSWORD });
      expect((await signIn(email, PASSWORD, owner)).status).toBe(200);

      const guesses: number[] = [];
      for (let i = 0; i < GUESSES_PER_ACCOUNT + 3; i += 1) {
        guesses.push((await signIn(email, 'wrong password', `192.0.2.${i + 1}`)).status);
      }
      // Each address guesses once, within its own limits; together they share the account's.
      expect(guesses.slice(0, GUESSES_PER_ACCOUNT)).toEqual(Array(GUESSES_PER_ACCOUNT).fill(400));
      expect(guesses.slice(GUESSES_PER_ACCOUNT)).toEqual([429, 429, 429]);

      // The owner, where they signed in before, goes straight in.
      expect((await signIn(email, PASSWORD, owner)).status).toBe(200);

      // From a new address the owner waits with the crowd, or follows an emailed link, which
      // makes that address theirs.
      const travelling = '198.51.100.5';
      expect((await signIn(email, PASSWORD, travelling)).status).toBe(429);
      expect((await auth('recover', travelling, { email })).status).toBe(200);
      const line = await vi.waitFor(() => {
        const found = log.findLast((entry) => entry.startsWith(`Recovery link for ${email}:`));
        if (!found) throw new Error('no recovery link yet');
        return found;
      });
      const link = line.slice(line.indexOf(': ') + 2);
      const followed = await fetch(link, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': travelling },
      });
      expect(followed.headers.get('location')).toMatch(new RegExp(`^${SITE}.*#access_token=`));
      expect((await signIn(email, PASSWORD, travelling)).status).toBe(200);
    });
  });
});
