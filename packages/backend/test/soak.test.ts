/**
 * `pnpm soak` itself, briefly: against a running backend it sends every kind of request and
 * reports counts, errors and memory; it never sends anything off this machine.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from '../src/auth/rate-limit.ts';
import type { Backend } from '../src/server.ts';
import { startTestBackend, tempDataDir } from './helpers.ts';

const soak = fileURLToPath(new URL('../scripts/soak.ts', import.meta.url));
const backendDir = fileURLToPath(new URL('../', import.meta.url));
/** Enough for every kind of request in the soak's mix, sign-ups included, to come up. */
const REQUESTS = 40;

function runSoak(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', soak, ...args], {
    cwd: backendDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

describe('pnpm soak', () => {
  describe('against a running backend', () => {
    let data: Awaited<ReturnType<typeof tempDataDir>>;
    let backend: Backend;

    beforeAll(async () => {
      data = await tempDataDir();
      backend = await startTestBackend({
        dataDir: data.path,
        authRateLimits: {
          ...DEFAULT_AUTH_RATE_LIMITS,
          signUpsSignInsPerAddress: 100_000,
          signUpsSignInsPerEmail: 100_000,
          tokenRefreshesPerAddress: 100_000,
        },
      });
    });

    afterAll(async () => {
      await backend.close();
      data.remove();
    });

    it('sends mixed requests and reports counts, latency, errors and memory', async () => {
      // Bounded by count, not time, so that a slow machine sends every kind all the same.
      const run = await runSoak([
        '--seconds',
        '600',
        '--max-requests',
        String(REQUESTS),
        '--connections',
        '4',
        '--url',
        backend.url,
        '--anon-key',
        backend.anonKey,
        // The backend runs inside this test's process.
        '--pid',
        String(process.pid),
      ]);

      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Done: \d+ requests in [\d.]+ s \(\d+\/s\), 0 errors\.$/m);
      for (const kind of ['search', 'search-new', 'tides-repeated', 'tides-new', 'sign-up']) {
        expect(run.stdout).toMatch(
          new RegExp(`^ {2}${kind} [1-9]\\d* \\(0 errors, p50 [\\d.]+ ms, p95 [\\d.]+ ms\\)$`, 'm'),
        );
      }
      expect(run.stdout).toMatch(
        /^Backend memory \(RSS\): \d+ MB at the start, \d+ MB at the highest, \d+ MB at the end\.$/m,
      );
    });
  });

  describe('when given a backend on another machine', () => {
    it('refuses to send it anything', async () => {
      const run = await runSoak(['--url', 'https://tides.example.com', '--anon-key', 'key']);

      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        '--url must be a backend on this machine (127.0.0.1), not "https://tides.example.com".',
      );
      expect(run.stdout).toBe('');
    });
  });
});
