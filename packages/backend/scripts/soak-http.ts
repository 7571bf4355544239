/**
 * One HTTP request of the soak scripts, timed from the call to the answer's last byte, on the
 * keep-alive agent it is given (or a connection of its own with `false`).
 */
import { type Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export function send(
  agent: Agent | false,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
