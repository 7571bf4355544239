/**
 * A lean load generator: node:http with keep-alive sockets. fetch (undici) spends more CPU per
 * request than the server under test, which on a 2-core machine would measure the client.
 */
import { Agent, request } from 'node:http';

let agent = new Agent({ keepAlive: true, maxSockets: 100 });

/** Starts over with fresh sockets: the server closes keep-alive sockets left idle for 5 s. */
export function resetConnections(): void {
  agent.destroy();
  agent = new Agent({ keepAlive: true, maxSockets: 100 });
}

export interface Answer {
  status: number;
  body: string;
}

export function post(url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
