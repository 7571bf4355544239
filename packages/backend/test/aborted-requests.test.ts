/**
 * A client that gives up in the middle of sending its body is no fault of ours, and must not
 * let clients grow the log at will: one line a minute at most, saying what happened.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { tempDataDir } from './helpers.ts';

/**
 * The period the abandoned requests are counted over: long enough to hold all twenty abandoned
 * at once on a loaded machine (they take about a second), short enough to wait for its sum.
 */
const ABANDONED_LOG_PERIOD_MS = 10_000;

/** A request abandoned mid-body or before its turn, with the bytes read. */
const CAUSE = String.raw`(ECONNRESET|closed before its turn), after \d+ bytes`;

describe('requests abandoned mid-body', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let backend: Backend;
  const log: string[] = [];

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startBackend(
      { ...configFromEnv({}), port: 0, noaaBaseUrl: null, dataDir: data.path },
      (line) => log.push(line),
      { abandonedLogPeriodMs: ABANDONED_LOG_PERIOD_MS },
    );
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  /**
   * Sends a request's headers and the start of its body, and resets the connection once the
   * server has read the headers (its "100 Continue" says so): a request, abandoned mid-body.
   */
  function abandon(): Promise<void> {
    const { port } = new URL(backend.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
            `apikey: ${backend.anonKey}\r\ncontent-type: application/json\r\n` +
            'content-length: 1000\r\nexpect: 100-continue\r\n\r\n',
        );
      });
      socket.once('data', () => socket.write('{"email":', () => socket.resetAndDestroy()));
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
  }

  it('logs the first with its cause and sums up the rest when the period ends', async () => {
    await Promise.all(Array.from({ length: 20 }, abandon));
    const abandoned = () => log.filter((line) => line.includes('abandoned'));
    // The sum is logged once the period ends: every other abandoned request is counted in it.
    await expect
      .poll(abandoned, { timeout: ABANDONED_LOG_PERIOD_MS * 3 })
      .toEqual([
        expect.stringMatching(
          new RegExp(`^A client abandoned its request before it was answered \\(${CAUSE}\\)\\.$`),
        ),
        expect.stringMatching(
          new RegExp(
            `^19 more requests were abandoned by their clients in the last minute \\(the last: ${CAUSE}\\)\\.$`,
          ),
        ),
      ]);
    expect(log.some((line) => line.startsWith('Unexpected error'))).toBe(false);
  });
});
