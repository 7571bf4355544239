/**
 * Behind a reverse proxy on the same machine (nginx, Caddy), every request arrives from
 * loopback. The local inbox must then stay out of reach (it holds sign-in links): it has a port
 * of its own, on loopback, that no proxy of the API leads to. And the rate limits
 * must count each real client, which only a proxy the operator named may tell us. Over real
 * HTTP, with a small forwarding proxy standing in for nginx.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/rate-limit.ts';
import { configFromEnv, type BackendConfig } from '../src/config.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { tempDataDir } from './helpers.ts';
import { newEmail, PASSWORD } from './sign-ups.ts';

const OWN_SECRET = 'a-secret-of-our-own-that-is-long-enough-for-hs256';

function config(overrides: Partial<BackendConfig> = {}): BackendConfig {
  return { ...configFromEnv({}), port: 0, noaaBaseUrl: null, ...overrides };
}

/**
 * Forwards every request to `target` as nginx's `proxy_pass` with `proxy_set_header
 * X-Forwarded-For $proxy_add_x_forwarded_for` does: from loopback, Host set to the upstream's,
 * the visitor's address (here told by a test header) added to X-Forwarded-For.
 */
async function startProxy(
  target: string,
  { bare = false } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const visitor = String(req.headers['x-test-visitor'] ?? req.socket.remoteAddress);
    // A bare `proxy_pass` sends no forwarding headers at all.
    const headers: Record<string, string | string[] | undefined> = {
      ...req.headers,
      host: upstream.host,
      ...(bare ? {} : { 'x-forwarded-for': visitor }),
    };
    delete headers['x-test-visitor'];
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the local inbox', () => {
  it('is off unless ENABLE_INBOX turns it on', async () => {
    const data = await tempDataDir();
    const backend = await startBackend(config({ dataDir: data.path }));
    try {
      expect(configFromEnv({}).inbox).toBe(false);
      expect(backend.inboxUrl).toBeNull();
      expect(await (await fetch(`${backend.url}/inbox`)).text()).not.toContain('Local inbox');
    } finally {
      await backend.close();
      data.remove();
    }
  });

  it('listens on loopback on a port of its own, even when the API listens everywhere', async () => {
    const data = await tempDataDir();
    const backend = await startBackend(
      config({
        dataDir: data.path,
        inbox: true,
        inboxPort: 0,
        host: '0.0.0.0',
        jwtSecret: OWN_SECRET,
      }),
    );
    try {
      const inbox = new URL(backend.inboxUrl ?? '');
      expect(inbox.hostname).toBe('127.0.0.1');
      expect(inbox.port).not.toBe(new URL(backend.url).port);
      expect((await fetch(inbox)).status).toBe(200);
    } finally {
      await backend.close();
      data.remove();
    }
  });

  describe('when turned on behind a proxy on this machine', () => {
    let data: Awaited<ReturnType<typeof tempDataDir>>;
    let backend: Backend;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let bareProxy: Awaited<ReturnType<typeof startProxy>>;

    beforeAll(async () => {
      data = await tempDataDir();
      backend = await startBackend(
        config({ dataDir: data.path, inbox: true, inboxPort: 0, jwtSecret: OWN_SECRET }),
      );
      proxy = await startProxy(backend.url);
      bareProxy = await startProxy(backend.url, { bare: true });
    });

    afterAll(async () => {
      await proxy?.close();
      await bareProxy?.close();
      await backend?.close();
      data?.remove();
    });

    it('is shown to this machine on its own port, without CORS', async () => {
      const inbox = await fetch(backend.inboxUrl ?? '', {
        headers: { origin: 'https://attacker.example' },
      });
      expect(inbox.status).toBe(200);
      expect(await inbox.text()).toContain('Local inbox');
      expect(inbox.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('is never served on the API’s port, even to this machine', async () => {
      // The API's answer to any path it does not serve: the gateway's refusal, no inbox.
      const inbox = await fetch(`${backend.url}/inbox`);
      expect(inbox.status).toBe(401);
      expect(await inbox.text()).not.toContain('Local inbox');
    });

    it('is not reached through a proxy of the API, with forwarding headers or without', async () => {
      for (const through of [proxy, bareProxy]) {
        const inbox = await fetch(`${through.url}/inbox`, {
          headers: { 'x-test-visitor': '203.0.113.7' },
        });
        expect(inbox.status).toBe(401);
        expect(await inbox.text()).not.toContain('Local inbox');
      }
    });

    it('is not shown for a host name other than this machine’s (DNS rebinding)', async () => {
      const { port } = new URL(backend.inboxUrl ?? '');
      const status = await new Promise<number>((resolve, reject) => {
        httpRequest(
          {
            hostname: '127.0.0.1',
            port,
            path: '/inbox',
            headers: { host: `rebind.example:${port}` },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
          .on('error', reject)
          .end();
      });
      expect(status).toBe(404);
    });
  });
});

describe('rate limits behind a proxy', () => {
  const LIMITS = { ...DEFAULT_AUTH_RATE_LIMITS, signUpsSignInsPerAddress: 5 };

  async function signInsThrough(
    trustedProxies: string[],
    limits: Partial<typeof LIMITS> = {},
  ): Promise<number> {
    const data = await tempDataDir();
    const backend = await startBackend(
      config({
        dataDir: data.path,
        authRateLimits: { ...LIMITS, ...limits },
        trustedProxies,
      }),
    );
    const proxy = await startProxy(backend.url);
    try {
      const signIn = (visitor: string, email: string, password: string) =>
        fetch(`${proxy.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            'content-type': 'application/json',
            'x-test-visitor': visitor,
          },
          body: JSON.stringify({ email, password }),
        });
      const owner = newEmail('owner');
      const signedUp = await fetch(`${backend.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: owner, password: PASSWORD }),
      });
      expect(signedUp.status).toBe(200);
      // One visitor guesses the owner's password over and over.
      for (let i = 0; i < 12; i += 1) await signIn('203.0.113.7', owner, `guess ${i}`);
      return (await signIn('198.51.100.20', owner, PASSWORD)).status;
    } finally {
      await proxy.close();
      await backend.close();
      data.remove();
    }
  }

  it('counts each visitor on their own when the proxy is trusted, and nobody locks the owner out', async () => {
    expect(await signInsThrough(['127.0.0.1'])).toBe(200);
  });

  it('lets the owner in however often someone else guessed their password', async () => {
    const limits = { signUpsSignInsPerAddress: 100, signUpsSignInsPerEmail: 3 };
    expect(await signInsThrough(['127.0.0.1'], limits)).toBe(200);
  });

  it('believes no X-Forwarded-For from a proxy that is not named', async () => {
    expect(await signInsThrough([])).toBe(429);
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', async () => {
    const listed = configFromEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8, nginx' });
    expect(listed.trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', 'nginx']);
    await expect(startBackend(config({ trustedProxies: listed.trustedProxies }))).rejects.toThrow(
      /TRUSTED_PROXIES .* "nginx"/,
    );
  });
});
