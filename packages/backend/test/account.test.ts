/**
 * What a visitor can do with their own account, through the real supabase-js over HTTP: recover
 * a forgotten password by the emailed link (found in the local inbox), change it, and delete the
 * account with every row of theirs.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { createMailbox } from '../src/mailbox.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { tempDataDir } from './helpers.ts';
import { client, newEmail, PASSWORD } from './sign-ups.ts';

const NEW_PASSWORD = 'a quieter harbor at dawn';
const SITE = 'http://127.0.0.1:5173';

describe('account management', () => {
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
        inbox: true,
        inboxPort: 0,
      },
      (line) => log.push(line),
    );
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  async function signUp(label: string): Promise<{ db: SupabaseClient; email: string; id: string }> {
    const db = client(backend);
    const email = newEmail(label);
    const { data: signedUp, error } = await db.auth.signUp({ email, password: PASSWORD });
    if (error || !signedUp.user) throw new Error(`sign-up failed: ${error?.message}`);
    return { db, email, id: signedUp.user.id };
  }

  function linkFor(kind: 'Recovery' | 'Confirmation', email: string): string {
    const line = log.findLast((entry) => entry.startsWith(`${kind} link for ${email}:`));
    if (!line) throw new Error(`no ${kind} link for ${email}`);
    return line.slice(line.indexOf(': ') + 2);
  }

  describe('when a visitor forgot their password', () => {
    let email: string;
    let fragment: URLSearchParams;

    it('emails a recovery link to the local inbox', async () => {
      ({ email } = await signUp('forgetful'));
      const { error } = await client(backend).auth.resetPasswordForEmail(email, {
        redirectTo: `${SITE}/auth`,
      });
      expect(error).toBeNull();
      // The answer comes before the email is made, so that it takes as long for any address.
      const link = new URL(await vi.waitFor(() => linkFor('Recovery', email)));
      expect(link.searchParams.get('type')).toBe('recovery');

      const inbox = await fetch(backend.inboxUrl ?? '');
      expect(inbox.headers.get('cache-control')).toBe('no-store');
      const list = await inbox.text();
      expect(list).toContain('Reset your password');
      const messageHref = /href="(\/inbox\/[0-9a-f-]{36})"/.exec(list)?.[1];
      const message = await (
        await fetch(new URL(messageHref ?? '', backend.inboxUrl ?? ''))
      ).text();
      expect(message).toContain(link.href.replaceAll('&', '&amp;'));
    });

    it('signs them in for recovery when they follow it, once', async () => {
      const link = linkFor('Recovery', email);
      const followed = await fetch(link, { redirect: 'manual' });
      expect(followed.status).toBe(303);
      const location = new URL(followed.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/auth`);
      // supabase-js fires PASSWORD_RECOVERY for a session arriving with type=recovery.
      fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('type')).toBe('recovery');

      const again = await fetch(link, { redirect: 'manual' });
      expect(
        new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1)).get(
          'error_code',
        ),
      ).toBe('otp_expired');
    });

    it('lets them choose a new password, and only the new one signs in', async () => {
      const db = client(backend);
      const { error: sessionError } = await db.auth.setSession({
        access_token: fragment.get('access_token') ?? '',
        refresh_token: fragment.get('refresh_token') ?? '',
      });
      expect(sessionError).toBeNull();

      const same = await db.auth.updateUser({ password: PASSWORD });
      expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
      const weak = await db.auth.updateUser({ password: 'password1' });
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

      const changed = await db.auth.updateUser({ password: NEW_PASSWORD });
      expect(changed.error).toBeNull();
      expect(changed.data.user?.email).toBe(email);

      const old = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
      expect(old.error).toMatchObject({ code: 'invalid_credentials' });
      const renewed = await client(backend).auth.signInWithPassword({
        email,
        password: NEW_PASSWORD,
      });
      expect(renewed.error).toBeNull();
    });

    it('answers a second request within the minute like any other, and sends nothing more', async () => {
      const { email: asker } = await signUp('impatient');
      const first = await client(backend).auth.resetPasswordForEmail(asker);
      await vi.waitFor(() => linkFor('Recovery', asker));
      const links = log.filter((line) => line.startsWith(`Recovery link for ${asker}:`)).length;
      const second = await client(backend).auth.resetPasswordForEmail(asker);
      expect([first.error, second.error]).toEqual([null, null]);
      await backend.mailSent();
      expect(log.filter((line) => line.startsWith(`Recovery link for ${asker}:`))).toHaveLength(
        links,
      );
    });

    it('answers an address with no account the same, and sends nothing', async () => {
      const stranger = newEmail('nobody');
      const { error } = await client(backend).auth.resetPasswordForEmail(stranger);
      expect(error).toBeNull();
      await backend.mailSent();
      expect(log.some((line) => line.includes(stranger))).toBe(false);
    });
  });

  describe('when a signed-in visitor changes their password', () => {
    it('ends their other sessions and keeps the current one', async () => {
      const { db, email } = await signUp('changer');
      const elsewhere = client(backend);
      const { data: other } = await elsewhere.auth.signInWithPassword({
        email,
        password: PASSWORD,
      });
      const { error } = await db.auth.updateUser({ password: NEW_PASSWORD });
      expect(error).toBeNull();
      expect((await db.auth.getUser()).error).toBeNull();
      const refreshed = await client(backend).auth.refreshSession({
        refresh_token: other.session?.refresh_token ?? '',
      });
      expect(refreshed.error).not.toBeNull();
    });
  });

  describe('when a visitor deletes their account', () => {
    it('deletes every row of theirs, and the account no longer signs in', async () => {
      const { db, email, id } = await signUp('leaving');
      const bystander = await signUp('staying');
      await bystander.db.from('saved_stations').insert({ station_id: 'noaa/8443970' });
      await db.from('saved_stations').insert({ station_id: 'noaa/8443970' });
      await db
        .from('fishing_sessions')
        .insert({ station_id: 'noaa/8443970', started_at: '2026-11-20T12:00:00Z' });
      const { data: session } = await db.auth.getSession();

      const { error } = await db.rpc('delete_my_account');
      expect(error).toBeNull();

      const left = await backend.db.query<{ n: number }>(
        `select (select count(*) from public.saved_stations where user_id = $1)
              + (select count(*) from public.fishing_sessions where user_id = $1)
              + (select count(*) from auth.sessions where user_id = $1)
              + (select count(*) from auth.users where id = $1) as n`,
        [id],
      );
      expect(Number(left[0]?.n)).toBe(0);
      expect((await bystander.db.from('saved_stations').select('station_id')).data).toHaveLength(1);

      const signIn = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
      const refresh = await client(backend).auth.refreshSession({
        refresh_token: session.session?.refresh_token ?? '',
      });
      expect(refresh.error).not.toBeNull();
      // Signing out of the deleted account's last session has nothing left to end: no error.
      const logout = await fetch(`${backend.url}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${session.session?.access_token ?? ''}`,
        },
      });
      expect(logout.status).toBe(204);
    });

    it('refuses anyone not signed in', async () => {
      const { status, error } = await client(backend).rpc('delete_my_account');
      expect(status).toBe(401);
      expect(error).toMatchObject({ code: '42501' });
    });
  });
});

describe('the local inbox', () => {
  const mailbox = createMailbox(() => {}, true);
  mailbox.send(
    {
      to: '<script>alert(1)</script>@example.com',
      subject: 'Reset your password',
      text: 'Follow this link',
      link: 'http://127.0.0.1:54321/auth/v1/verify?token=x&type=recovery',
    },
    'logged',
  );

  const local = new Headers({ host: '127.0.0.1:54321' });

  it('escapes what a message holds', async () => {
    const html = await mailbox.serve('/inbox', 'GET', '127.0.0.1', local)?.text();
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('is shown to this machine only', () => {
    expect(mailbox.serve('/inbox', 'GET', '203.0.113.7', local)?.status).toBe(404);
    expect(mailbox.serve('/inbox', 'GET', '::ffff:127.0.0.1', local)?.status).toBe(200);
  });

  it('is not shown through a proxy on this machine, nor for another host name', () => {
    const proxied = new Headers({ host: '127.0.0.1:54321', 'x-forwarded-for': '203.0.113.7' });
    expect(mailbox.serve('/inbox', 'GET', '127.0.0.1', proxied)?.status).toBe(404);
    const forwarded = new Headers({ host: 'localhost', forwarded: 'for=203.0.113.7' });
    expect(mailbox.serve('/inbox', 'GET', '127.0.0.1', forwarded)?.status).toBe(404);
    const rebound = new Headers({ host: 'attacker.example:54321' });
    expect(mailbox.serve('/inbox', 'GET', '127.0.0.1', rebound)?.status).toBe(404);
  });

  it('is not served at all by a backend listening beyond loopback', () => {
    const exposed = createMailbox(() => {}, false);
    expect(exposed.serve('/inbox', 'GET', '127.0.0.1', local)?.status).toBe(404);
  });
});
