/**
 * One address holds at most CONNECTIONS_PER_ADDRESS connections: past it, a new one is closed as
 * it comes, so no client can pile up connections (and their unread answers) without bound,
 * while a trusted proxy's connections, which are many clients', are never counted.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_LIMITS } from '../src/config.ts';
import type { Backend } from '../src/server.ts';
import { startTestBackend, tempDataDir } from './helpers.ts';

const CAP = 5;

/** Opens a connection and answers whether the server then closed it without a word. */
async function connectionHeld(url: string, sockets: Socket[]): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  // A health request: a held connection answers it, a refused one is closed first.
  socket.write(`GET /health HTTP/1.1\r\nhost: ${hostname}:${port}\r\n\r\n`);
  return new Promise<boolean>((resolve) => {
    socket.once('data', () => resolve(true));
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

describe('connections from one address', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let capped: Backend;
  let proxied: Backend;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    data = await tempDataDir();
    const limits = { ...DEFAULT_API_LIMITS, connectionsPerAddress: CAP };
    capped = await startTestBackend({ dataDir: data.path, limits });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    // Closed already when the last test ran: a database closes once.
    if (!proxied) await capped?.close({ graceMs: 0 });
    await proxied?.close({ graceMs: 0 });
    data?.remove();
  });

  it('are held up to the cap, and closed past it', async () => {
    const held: boolean[] = [];
    for (let i = 0; i < CAP + 2; i += 1) held.push(await connectionHeld(capped.url, sockets));
    expect(held).toEqual([...Array(CAP).fill(true), false, false]);
  });

  it('are held again once some close', async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    // The server learns of the closes a moment later.
    await vi.waitFor(async () => expect(await connectionHeld(capped.url, sockets)).toBe(true), {
      timeout: 10_000,
    });
  });

  it('are not counted from a trusted proxy', async () => {
    await capped.close({ graceMs: 0 });
    proxied = await startTestBackend({
      dataDir: data.path,
      trustedProxies: ['127.0.0.1', '::1'],
      limits: { ...DEFAULT_API_LIMITS, connectionsPerAddress: CAP },
    });
    const held: boolean[] = [];
    for (let i = 0; i < CAP + 2; i += 1) held.push(await connectionHeld(proxied.url, sockets));
    expect(held.every(Boolean)).toBe(true);
  });
});
