/**
 * A signed-out session is over: after a global sign-out, or a password reset through the
 * recovery link, the old session's access token (still unexpired) reads and writes nothing of
 * its owner's, on PGlite and on PostgreSQL, while the session that remains works on.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../src/server.ts';
import { throwAwayDatabase, type ThrowAwayDatabase } from './databases.ts';
import { startTestBackend } from './helpers.ts';
import { client, newEmail, PASSWORD } from './sign-ups.ts';

const BOSTON = 'noaa/8443970';
const SITE = 'http://127.0.0.1:5173';

describe.each(['PGlite', 'PostgreSQL'] as const)('on %s', (kind) => {
  let backend: Backend | undefined;
  let database: ThrowAwayDatabase | undefined;

  beforeAll(async () => {
    database = await throwAwayDatabase(kind, 'tides_signed_out');
    backend = await startTestBackend({ ...database.where, inbox: true, inboxPort: 0 });
  }, 300_000);

  afterAll(async () => {
    await backend?.close();
    await database?.remove();
  });

  function started(): Backend {
    if (!backend) throw new Error('The backend did not start; see the beforeAll error.');
    return backend;
  }

  /** A table request with `token` as the bearer: its status and PostgREST's code, if any. */
  async function withToken(
    token: string,
    method: 'GET' | 'POST',
    table: 'saved_stations' | 'fishing_sessions',
    row?: object,
  ): Promise<{ status: number; code: unknown }> {
    const { url, anonKey } = started();
    const response = await fetch(`${url}/rest/v1/${table}${method === 'GET' ? '?select=id' : ''}`, {
      method,
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      ...(row ? { body: JSON.stringify(row) } : {}),
    });
    const text = await response.text();
    const body = text ? (JSON.parse(text) as { code?: unknown }) : {};
    return { status: response.status, code: body.code };
  }

  async function signedIn(email: string, password = PASSWORD): Promise<string> {
    const { data: session, error } = await client(started()).auth.signInWithPassword({
      email,
      password,
    });
    if (error || !session.session) throw new Error(`sign-in failed: ${error?.message}`);
    return session.session.access_token;
  }

  async function account(label: string): Promise<{ email: string; token: string }> {
    const email = newEmail(label);
    const { error } = await client(started()).auth.signUp({ email, password: PASSWORD });
    if (error) throw new Error(`sign-up failed: ${error.message}`);
    const token = await signedIn(email);
    expect(await withToken(token, 'POST', 'saved_stations', { station_id: BOSTON })).toEqual({
      status: 201,
      code: undefined,
    });
    return { email, token };
  }

  const refused = { status: 401, code: 'PT401' };
  const session = {
    started_at: '2026-11-20T12:00:00Z',
    station_id: BOSTON,
  };

  it('refuses the tokens of every session a global sign-out ended', async () => {
    const { email, token: phone } = await account('everywhere');
    const laptop = await signedIn(email);
    const signedOut = await fetch(`${started().url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: started().anonKey, authorization: `Bearer ${laptop}` },
    });
    expect(signedOut.status).toBe(204);

    for (const token of [phone, laptop]) {
      expect(await withToken(token, 'GET', 'saved_stations')).toEqual(refused);
      expect(await withToken(token, 'GET', 'fishing_sessions')).toEqual(refused);
      expect(await withToken(token, 'POST', 'fishing_sessions', session)).toEqual(refused);
    }
    // Signing in again opens a session of its own, which reads what is kept.
    expect(await withToken(await signedIn(email), 'GET', 'saved_stations')).toEqual({
      status: 200,
      code: undefined,
    });
  });

  it('refuses the old sessions once the password is reset through the recovery link', async () => {
    const { email, token: stolen } = await account('reset');
    const asked = await client(started()).auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/auth`,
    });
    expect(asked.error).toBeNull();
    const link = await vi.waitFor(
      async () => {
        const inbox = await (await fetch(started().inboxUrl ?? '')).text();
        const message = /href="(\/inbox\/[0-9a-f-]{36})"/.exec(inbox)?.[1];
        const html = await (await fetch(new URL(message ?? '', started().inboxUrl ?? ''))).text();
        const found = /href="([^"]*type=recovery[^"]*)"/.exec(html)?.[1];
        if (!found || !html.includes(email)) throw new Error('no recovery link yet');
        return found.replaceAll('&amp;', '&');
      },
      { timeout: 30_000 },
    );
    const followed = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(
      new URL(followed.headers.get('location') ?? '').hash.slice(1),
    );
    const recovering = client(started());
    await recovering.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    const changed = await recovering.auth.updateUser({ password: 'a quieter harbor at dawn' });
    expect(changed.error).toBeNull();

    expect(await withToken(stolen, 'GET', 'saved_stations')).toEqual(refused);
    expect(await withToken(stolen, 'POST', 'saved_stations', { station_id: BOSTON })).toEqual(
      refused,
    );
    // The session that reset the password is the owner's, and goes on.
    const owner = fragment.get('access_token') ?? '';
    expect(await withToken(owner, 'GET', 'saved_stations')).toEqual({
      status: 200,
      code: undefined,
    });
  });
});
