/**
 * What the embedded backend refuses to start with, and what it refuses to take from a request:
 * settings that would make it unsafe or silently wrong, a Host header naming someone else, and
 * clients that send their request a byte at a time.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEVELOPMENT_JWT_SECRET, type BackendConfig } from '../src/config.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { tempDataDir } from './helpers.ts';

const API = 'https://api.tides.example';
const SITE = 'http://127.0.0.1:5173';
const OWN_SECRET = 'a-secret-of-our-own-that-is-long-enough-for-hs256';

function config(
  overrides: Partial<BackendConfig> = {},
  env: NodeJS.ProcessEnv = {},
): BackendConfig {
  return { ...configFromEnv(env), port: 0, noaaBaseUrl: null, ...overrides };
}

/** Sends one request with a Host header of our choosing, which fetch() does not allow. */
function requestWithHost(
  url: string,
  host: string,
  method: string,
  path: string,
  body: unknown,
  apikey: string,
): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        method,
        path,
        headers: { host, apikey, 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('starting the backend', () => {
  describe('when a numeric setting is not a whole number', () => {
    it.each([
      ['JWT_EXPIRY', '1h'],
      ['JWT_EXPIRY', '0'],
      ['NOAA_TIMEOUT_MS', 'soon'],
      ['AUTH_REFRESH_TOKEN_REUSE_INTERVAL', '1.5'],
      ['HTTP_HEADERS_TIMEOUT_MS', '-1'],
      ['PORT', '80a'],
    ])('refuses %s=%s with a message naming it', (name, value) => {
      expect(() => configFromEnv({ [name]: value })).toThrow(
        new RegExp(`^${name} must be a whole number`),
      );
    });

    it('reads JWT_EXPIRY in seconds', () => {
      expect(configFromEnv({ JWT_EXPIRY: '7200' }).jwtExpirySeconds).toBe(7200);
    });
  });

  describe('when a URL setting is not an http(s) URL', () => {
    it('refuses it with a message naming it', () => {
      expect(() => configFromEnv({ API_EXTERNAL_URL: 'api.tides.example' })).toThrow(
        'API_EXTERNAL_URL must be an http:// or https:// URL, not "api.tides.example".',
      );
    });
  });

  describe('when it would listen beyond loopback with the development secret', () => {
    it('refuses, saying why', async () => {
      await expect(startBackend(config({ host: '0.0.0.0' }))).rejects.toThrow(
        'JWT_SECRET is the well-known development secret, with which anyone can sign tokens; set a secret of your own before listening on 0.0.0.0.',
      );
    });
  });

  describe('when JWT_SECRET is short', () => {
    it('refuses, saying how long it must be', async () => {
      await expect(startBackend(config({ jwtSecret: 'hunter2' }))).rejects.toThrow(
        'JWT_SECRET must be at least 32 characters long; it has 7.',
      );
    });
  });

  describe('when confirmations are on without a public URL', () => {
    it('refuses, since links could only follow what requests claim', async () => {
      await expect(startBackend(config({ emailConfirmations: true }))).rejects.toThrow(
        'ENABLE_EMAIL_CONFIRMATIONS needs API_EXTERNAL_URL, the public URL confirmation links point to.',
      );
    });
  });

  describe('with the defaults', () => {
    it('starts on loopback with the development secret', async () => {
      const data = await tempDataDir();
      const backend = await startBackend(config({ dataDir: data.path }));
      try {
        expect(config().jwtSecret).toBe(DEVELOPMENT_JWT_SECRET);
        expect(new URL(backend.url).hostname).toBe('127.0.0.1');
        expect((await fetch(`${backend.url}/health`)).status).toBe(200);
      } finally {
        await backend.close();
        data.remove();
      }
    });
  });
});

describe('a request naming another Host', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  const log: string[] = [];

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startBackend(
      config(
        {
          dataDir: data.path,
          emailConfirmations: true,
          apiExternalUrl: API,
          siteUrl: SITE,
          headersTimeoutMs: 300,
          requestTimeoutMs: 1000,
        },
        { JWT_SECRET: OWN_SECRET },
      ),
      (line) => log.push(line),
    );
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  it('gets a confirmation link on the configured public URL, never on its Host', async () => {
    const email = `victim.${Date.now()}@example.com`;
    const answer = await requestWithHost(
      backend.url,
      'attacker.example',
      'POST',
      '/auth/v1/signup',
      { email, password: 'a long and unusual passphrase' },
      backend.anonKey,
    );
    expect(answer.status).toBe(200);
    const line = log.find((entry) => entry.includes(`Confirmation link for ${email}:`)) ?? '';
    expect(line).toContain(`${API}/auth/v1/verify?`);
    expect(line).not.toContain('attacker.example');
  });

  it('answers a Host with a space with 400, not 500', async () => {
    const answer = await requestWithHost(
      backend.url,
      'attacker example',
      'GET',
      '/auth/v1/settings',
      undefined,
      backend.anonKey,
    );
    expect(answer).toEqual({
      status: 400,
      body: { message: 'The Host header is not a valid host name.' },
    });
  });

  /** Sends `head` and then nothing more; resolves with what the server answered before closing. */
  function sendAndStall(head: string): Promise<string> {
    const { hostname, port } = new URL(backend.url);
    const socket = connect(Number(port), hostname);
    socket.write(head);
    return new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
    });
  }

  it('drops a client that never finishes sending its headers', async () => {
    const answer = await sendAndStall('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('drops a client that never finishes sending its body', async () => {
    const answer = await sendAndStall(
      'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `apikey: ${backend.anonKey}\r\ncontent-type: application/json\r\n` +
        'content-length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('an access token signed in through another Host', () => {
  it('names the address the backend listens on as its issuer', async () => {
    const data = await tempDataDir();
    const backend = await startBackend(config({ dataDir: data.path }));
    try {
      const answer = await requestWithHost(
        backend.url,
        'attacker.example',
        'POST',
        '/auth/v1/signup',
        { email: `issuer.${Date.now()}@example.com`, password: 'a long and unusual passphrase' },
        backend.anonKey,
      );
      const token = (answer.body as { access_token: string }).access_token;
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(claims.iss).toBe(`${backend.url}/auth/v1`);
    } finally {
      await backend.close();
      data.remove();
    }
  });
});
