/**
 * Supabase Auth's rate limits on the embedded backend: too many sign-ups or sign-ins from one
 * address or for one email are answered 429 in Supabase Auth's shape, and wrong passwords for
 * one email make the next attempt wait, longer after each, without ever holding back the owner.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/rate-limit.ts';
import { auth, authBackend, GENEROUS_LIMITS, signUp } from './auth-calls.ts';
import { anonClient as client } from './helpers.ts';
import { newEmail, PASSWORD } from './sign-ups.ts';

describe('Auth rate limits', () => {
  const backend = authBackend({
    authRateLimits: {
      ...DEFAULT_AUTH_RATE_LIMITS,
      signUpsSignInsPerAddress: 4,
      signUpsSignInsPerEmail: 2,
    },
  });

  it('answers 429 once one email has been tried too often', async () => {
    const email = newEmail('target');
    const attempt = () => client(backend()).auth.signInWithPassword({ email, password: 'guess' });
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
      auth(backend(), 'POST', '/signup', {
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
  const backend = authBackend({
    authRateLimits: {
      ...GENEROUS_LIMITS,
      signUpsSignInsPerEmail: 2,
      signInBackoffSeconds: BACKOFF_SECONDS,
    },
  });

  const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const attempt = (email: string, password: string) =>
    auth(backend(), 'POST', '/token?grant_type=password', {
      body: JSON.stringify({ email, password }),
    });

  describe('when the owner signs in often with the right password', () => {
    it('never refuses them, as only failures count', async () => {
      const email = newEmail('regular');
      await signUp(backend(), email);
      for (let i = 0; i < 5; i += 1) expect((await attempt(email, PASSWORD)).status).toBe(200);
    });
  });

  describe('when someone guesses wrong again and again', () => {
    it('makes the next attempt wait, a little longer after each further failure', async () => {
      const email = newEmail('guessed');
      await signUp(backend(), email);
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
      await signUp(backend(), email);
      expect((await attempt(email, 'guess one')).status).toBe(400);
      expect((await attempt(email, 'guess two')).status).toBe(400);
      await wait(BACKOFF_SECONDS + 0.3);
      expect((await attempt(email, PASSWORD)).status).toBe(200);
      expect((await attempt(email, 'one typo')).status).toBe(400);
      expect((await attempt(email, PASSWORD)).status).toBe(200);
    });
  });
});
