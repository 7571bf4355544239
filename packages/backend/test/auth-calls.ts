/**
 * What the Auth tests share: a backend of their own for each describe (on a seeded data
 * directory, with sign-up limits only the rate-limit tests meet), and the calls they make to
 * it, through supabase-js as the site makes them or raw as curl would, to read Supabase Auth's
 * own shapes.
 */
import type { Session } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/rate-limit.ts';
import type { BackendConfig } from '../src/config.ts';
import type { Backend } from '../src/server.ts';
import { anonClient as client, startTestBackend, tempDataDir } from './helpers.ts';
import { PASSWORD } from './sign-ups.ts';

export const SITE = 'http://127.0.0.1:5173';
/** Short, so that reuse after the interval can be shown without a long wait. */
export const REUSE_INTERVAL_SECONDS = 2;
/** High enough that only the rate-limit tests ever meet a limit. */
export const GENEROUS_LIMITS = {
  ...DEFAULT_AUTH_RATE_LIMITS,
  signUpsSignInsPerAddress: 1000,
  signUpsSignInsPerEmail: 1000,
};

/** The running backend of a describe, and a restart of it on the same data directory. */
export interface AuthBackend {
  (): Backend;
  restart(): Promise<void>;
}

/**
 * Starts a backend for the enclosing describe (generous limits and a short reuse interval
 * unless `overrides` say otherwise) and closes it after; `log` receives its log lines.
 */
export function authBackend(
  overrides: Partial<BackendConfig> = {},
  log?: (line: string) => void,
): AuthBackend {
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  let backend: Backend | undefined;
  const start = (dataDir: string) =>
    startTestBackend(
      {
        authRateLimits: GENEROUS_LIMITS,
        refreshTokenReuseIntervalSeconds: REUSE_INTERVAL_SECONDS,
        ...overrides,
        dataDir,
      },
      log,
    );
  beforeAll(async () => {
    data = await tempDataDir();
    backend = await start(data.path);
  });
  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });
  const running = (): Backend => {
    if (!backend) throw new Error('The backend did not start; see the beforeAll error.');
    return backend;
  };
  return Object.assign(running, {
    async restart() {
      await running().close();
      backend = await start(data?.path ?? '');
    },
  });
}

/** An access token's claims, as PostgREST and `auth.uid()` read them. */
export function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** Calls an Auth endpoint directly, as curl would (no API version header: the original shapes). */
export async function auth(
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

/** Signs up through supabase-js with confirmations off: the session it answers. */
export async function signUp(
  backend: Backend,
  email: string,
  displayName = 'Ada',
): Promise<Session> {
  const { data, error } = await client(backend).auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { display_name: displayName }, emailRedirectTo: `${SITE}/` },
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return data.session as Session;
}

export async function signIn(backend: Backend, email: string): Promise<Session> {
  const { data, error } = await client(backend).auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  expect(error).toBeNull();
  return data.session as Session;
}

export async function refresh(backend: Backend, refreshToken: string) {
  return client(backend).auth.refreshSession({ refresh_token: refreshToken });
}
