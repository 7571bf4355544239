/**
 * A costly list asked for while the visitor's budget is spent: the backend answers 429 with the
 * seconds to wait, and the list is asked for again once they have passed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchWhenAllowed } from '../src/lib/fetch-when-allowed';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that answers each request with the next of `answers` (status, Retry-After). */
async function serve(answers: { status: number; retryAfter?: string }[]): Promise<{
  url: string;
  asked: () => number;
}> {
  let count = 0;
  server = createServer((_request, response) => {
    const answer = answers[Math.min(count, answers.length - 1)]!;
    count += 1;
    if (answer.retryAfter !== undefined) response.setHeader('Retry-After', answer.retryAfter);
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ status: answer.status }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/functions/v1/tide-calendar`, asked: () => count };
}

describe('fetching a list the backend may ask us to wait for', () => {
  it('waits the seconds a 429 names, then asks once more', async () => {
    const backend = await serve([{ status: 429, retryAfter: '1' }, { status: 200 }]);
    const response = await fetchWhenAllowed(backend.url);
    expect(response.status).toBe(200);
    expect(backend.asked()).toBe(2);
  });

  it('asks only once more: a second 429 is the answer', async () => {
    const backend = await serve([{ status: 429, retryAfter: '0' }]);
    const response = await fetchWhenAllowed(backend.url);
    expect(response.status).toBe(429);
    expect(backend.asked()).toBe(2);
  });

  it('does not wait when the 429 names no wait, or one longer than a minute', async () => {
    for (const retryAfter of [undefined, '3600', 'soon']) {
      const backend = await serve([{ status: 429, retryAfter }, { status: 200 }]);
      const response = await fetchWhenAllowed(backend.url);
      expect(response.status).toBe(429);
      expect(backend.asked()).toBe(1);
      await new Promise((resolve) => server?.close(resolve));
      server = undefined;
    }
  });

  it('stops waiting when the page is left', async () => {
    const backend = await serve([{ status: 429, retryAfter: '60' }, { status: 200 }]);
    const controller = new AbortController();
    const fetched = fetchWhenAllowed(backend.url, controller.signal);
    // Let the 429 arrive and the wait begin, then leave the page.
    while (backend.asked() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(fetched).rejects.toThrow();
    expect(backend.asked()).toBe(1);
  });
});
