/**
 * A client that gives up in the middle of sending its body is no fault of ours, and must not
 * let clients grow the log at will: one line a minute at most, saying what happened.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { tempDataDir } from './helpers.ts';

describe('requests abandoned mid-body', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let backend: Backend;
  const log: string[] = [];

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startBackend(
      { ...configFromEnv({}), port: 0, noaaBaseUrl: null, dataDir: data.path },
      (line) => log.push(line),
    );
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  function abandon(): Promise<void> {
    const { port } = new URL(backend.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
            `apikey: ${backend.anonKey}\r\ncontent-type: application/json\r\n` +
            'content-length: 1000\r\n\r\n{"email":',
          // Long enough for a server busy reading its station catalogue at start to have begun
          // reading this body: a connection reset before that is no request at all.
          () => setTimeout(() => socket.resetAndDestroy(), 500),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
  }

  it('logs the first with its cause and no more within the minute', async () => {
    await Promise.all(Array.from({ length: 20 }, abandon));
    await expect.poll(() => log.filter((line) => line.includes('abandoned')).length).toBe(1);
    // Time for the rest to have been logged, had they been.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.filter((line) => line.includes('abandoned'))).toEqual([
      expect.stringMatching(
        /^A client abandoned its request before it was answered \(ECONNRESET, after \d+ bytes\)\.$/,
      ),
    ]);
    expect(log.some((line) => line.startsWith('Unexpected error'))).toBe(false);
  });
});
