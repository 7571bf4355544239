/**
 * Serves the built site: prerendered pages by path, hashed assets with long caching, and the
 * not-found page with a real 404 status for anything else.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export const defaultDistDir = fileURLToPath(new URL('../dist/', import.meta.url));

function fileFor(distDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = resolve(distDir, `.${normalize(decoded)}`);
  if (!target.startsWith(resolve(distDir))) return null;
  for (const candidate of [
    target,
    join(target, 'index.html'),
    `${target.replace(/\/$/, '')}.html`,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export interface SiteServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function serveSite(
  options: { distDir?: string; port?: number; host?: string } = {},
): Promise<SiteServer> {
  const distDir = options.distDir ?? defaultDistDir;
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fileFor(distDir, pathname);
    const status = file ? 200 : 404;
    const path = file ?? join(distDir, '404.html');
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(path).pipe(res);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 5173, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
