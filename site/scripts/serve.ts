/**
 * Serves the built site as a host would: prerendered pages by path, hashed assets with long
 * caching, moved paths with a permanent redirect, text compressed with brotli or gzip as the
 * browser accepts, and the not-found page with a real 404 status for anything else.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { redirectFor } from '../src/router/paths.ts';
import { FRAME_ANCESTORS, NO_FRAMING } from './frame-policy.ts';
import { MOVED_STATION_PAGES } from './moved-station-pages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Markdown read as text: the widgets' guide, which a browser would otherwise download.
  '.md': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Kinds of file worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.md',
  '.map',
]);
/** Below this size the encoding header costs about what compression saves. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * Brotli's best (and slowest) quality: each file is compressed once per server and then served
 * from memory, as a host that precompresses at deploy time would.
 */
const BROTLI_QUALITY = 11;
/** gzip's best level, for the same reason. */
const GZIP_LEVEL = 9;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer a request's Accept-Encoding with: the one it prefers by q-value of the
 * two we make, brotli on a tie (it is smaller), or null for the file as it is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [rawName = '', ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    // A malformed weight counts as a refusal of that coding, not as its best weight.
    const weight = q === undefined ? 1 : Number(q.slice(2)) || 0;
    weights.set(name, weight);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: GZIP_LEVEL }),
};

/**
 * Compressed copies of the site's files, made on first request and kept while the file is
 * unchanged. Each server builds its own, so a test starts with an empty one.
 */
function createCompressedCache() {
  const entries = new Map<string, { version: string; body: Promise<Buffer> }>();
  return (path: string, encoding: Encoding, version: string): Promise<Buffer> => {
    const key = `${encoding}:${path}`;
    const cached = entries.get(key);
    if (cached?.version === version) return cached.body;
    const body = readFile(path).then(compressors[encoding]);
    // A failure is not remembered: the next request tries again.
    body.catch(() => entries.delete(key));
    entries.set(key, { version, body });
    return body;
  };
}

/** The iframe page (`/embed/frame`), which any site may frame. */
function isFramePage(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/embed/frame';
}

/**
 * The iframe page's own headers: any site may frame it (its meta tag holds the rest of its
 * policy), and it tells the framing page nothing of where its visitor came from. It sets no
 * cookie, as no page here does.
 */
const FRAME_PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': FRAME_ANCESTORS,
  'referrer-policy': 'strict-origin-when-cross-origin',
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
  // Hidden files (the build's stamp) are no page of the site.
  if (
    relative(distDir, target)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
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

export interface ServeOptions {
  distDir?: string;
  port?: number;
  host?: string;
  /**
   * While a build is still being prerendered: the HTML of a page whose file is not written yet,
   * rendered now by the prerender's own renderer, or null when no page has that address.
   */
  renderMissing?: (pathname: string) => Promise<string | null>;
}

/** A page's address rather than a file's: no extension, or .html. */
function isPagePath(pathname: string): boolean {
  const ext = extname(pathname);
  return ext === '' || ext === '.html';
}

export async function serveSite(options: ServeOptions = {}): Promise<SiteServer> {
  const distDir = options.distDir ?? defaultDistDir;
  const host = options.host ?? '127.0.0.1';
  const compressed = createCompressedCache();
  const server = createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const moved = redirectFor(pathname) ?? MOVED_STATION_PAGES.get(pathname.replace(/\/+$/, ''));
    if (moved) {
      res.writeHead(308, { location: moved + search, 'cache-control': 'public, max-age=3600' });
      res.end();
      return;
    }
    const file = fileFor(distDir, pathname);
    if (!file && options.renderMissing && isPagePath(pathname)) {
      options.renderMissing(pathname).then(
        (html) => {
          if (html === null) serveFile(null);
          else sendRendered(html);
        },
        (error: unknown) => {
          console.error(`${pathname} could not be rendered: ${String(error)}`);
          res.writeHead(500, { 'content-type': TYPES['.txt'] as string });
          res.end('This page could not be rendered. The error is in the server log.\n');
        },
      );
      return;
    }
    serveFile(file);

    function sendRendered(html: string) {
      const body = Buffer.from(html);
      res.writeHead(200, {
        'content-type': TYPES['.html'] as string,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'content-length': String(body.length),
        ...(isFramePage(pathname) ? FRAME_PAGE_HEADERS : NO_FRAMING),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    }

    function serveFile(file: string | null) {
      const status = file ? 200 : 404;
      const path = file ?? join(distDir, '404.html');
      const extension = extname(path);
      const headers: Record<string, string> = {
        'content-type': TYPES[extension] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        'x-content-type-options': 'nosniff',
      };
      Object.assign(headers, file && isFramePage(pathname) ? FRAME_PAGE_HEADERS : NO_FRAMING);
      // Module scripts load with CORS: another site's page may import the standalone widgets.
      if (pathname.startsWith('/widgets/')) headers['access-control-allow-origin'] = '*';
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) {
        // A build without its 404 page: still answer, in words.
        res.writeHead(404, { 'content-type': TYPES['.txt'] as string }).end('Not found.\n');
        return;
      }
      const sendAsIs = () => {
        res.writeHead(status, { ...headers, 'content-length': String(stat.size) });
        if (req.method === 'HEAD') res.end();
        else createReadStream(path).pipe(res);
      };
      if (!COMPRESSIBLE.has(extension)) {
        sendAsIs();
        return;
      }
      // Caches must keep the brotli, gzip and plain copies apart.
      headers.vary = 'Accept-Encoding';
      const encoding =
        stat.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null;
      if (!encoding) {
        sendAsIs();
        return;
      }
      compressed(path, encoding, `${stat.mtimeMs}:${stat.size}`).then(
        (body) => {
          res.writeHead(status, {
            ...headers,
            'content-encoding': encoding,
            'content-length': String(body.length),
          });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => sendAsIs(),
      );
    }
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
