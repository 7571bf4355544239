/**
 * An answer its client does not read is written a piece at a time, waiting for the socket to
 * take each (backpressure), and its connection is closed when nothing is read for the stated
 * time: memory is never held for a client that went quiet.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { unreadAnswers, writeBody } from '../src/http.ts';

/** Far more than loopback's socket buffers hold, so a client that never reads leaves most unsent. */
const LARGE_ANSWER_BYTES = 48 * 1024 * 1024;
/** The stall allowed in these tests: short, so the test does not wait the server's 15 s. */
const STALL_MS = 300;

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server answering every request with `body`, reporting how each answer ended. */
async function serving(body: Buffer): Promise<{ port: number; ended: Promise<ServerResponse> }> {
  let report: (res: ServerResponse) => void = () => {};
  const ended = new Promise<ServerResponse>((resolve) => (report = resolve));
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-length': String(body.length) });
    void writeBody(res, body, STALL_MS).then(() => report(res));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
  return { port: (server.address() as AddressInfo).port, ended };
}

function ask(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  // The server closing a connection with an answer unread resets it: expected here.
  socket.on('error', () => {});
  socket.write('GET / HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
  return socket;
}

describe('answers to clients that do not read them', () => {
  it('closes the connection of a client that reads nothing, and lets its answer go', async () => {
    const { port, ended } = await serving(Buffer.alloc(LARGE_ANSWER_BYTES, 'x'));
    const socket = ask(port);
    // Never read: the socket's buffers fill and the server must stop writing.
    socket.pause();
    const res = await ended;
    expect(res.destroyed).toBe(true);
    expect(res.writableFinished).toBe(false);
    expect(unreadAnswers()).toBe(0);
  });

  it('sends the whole answer to a client that reads it', async () => {
    const { port, ended } = await serving(Buffer.alloc(LARGE_ANSWER_BYTES, 'x'));
    const socket = ask(port);
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    const res = await ended;
    expect(res.writableFinished).toBe(true);
    await new Promise<void>((resolve) => res.once('finish', resolve).once('close', resolve));
    await new Promise<void>((resolve) => {
      const check = () => (received >= LARGE_ANSWER_BYTES ? resolve() : setImmediate(check));
      check();
    });
    expect(received).toBeGreaterThan(LARGE_ANSWER_BYTES);
  });
});
