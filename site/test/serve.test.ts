// @vitest-environment node
/**
 * `pnpm start`'s static server over real HTTP: compression as browsers negotiate it, the moved
 * paths' permanent redirects, and the plain answers it always gave.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, serveSite, type SiteServer } from '../scripts/serve';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly these headers, and the bytes exactly as they came over the wire. */
function get(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

// Text that compresses the way a real page does: repetitive markup.
const PAGE = `<!doctype html><html><body>${'<section class="card"><h2>Tide Resources</h2><p>High and low tides.</p></section>'.repeat(200)}</body></html>`;
const SCRIPT = `export const tides = [${Array.from({ length: 500 }, (_, i) => `{ hour: ${i % 24}, height: ${(i % 7) / 2} }`).join(', ')}];`;
const NOT_FOUND = `<!doctype html><html><body>${'<p>Oops! Page not found</p>'.repeat(100)}</body></html>`;
const PICTURE = Buffer.alloc(4096, 7);

let distDir: string;
let site: SiteServer;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'tides-serve-'));
  const files: Record<string, string | Buffer> = {
    'index.html': PAGE,
    'embed/index.html': PAGE,
    'embed/frame/index.html': PAGE,
    'widgets/tide-finder.js': SCRIPT,
    'widgets/README.md': '# @tides/widgets\n\n## Quick start for website owners\n',
    'tide-resources/index.html': PAGE,
    'resources/index.html':
      '<!doctype html><meta http-equiv="refresh" content="0; url=/tide-resources">',
    'assets/app.js': SCRIPT,
    'assets/tiny.css': 'a{color:red}',
    'favicon.png': PICTURE,
    '404.html': NOT_FOUND,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(distDir, name)), { recursive: true });
    writeFileSync(join(distDir, name), content);
  }
  site = await serveSite({ distDir, port: 0 });
});

afterAll(async () => {
  await site.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the site server', () => {
  describe('when the browser accepts brotli and gzip', () => {
    it('sends a page brotli-compressed, marked so, and varying by Accept-Encoding', async () => {
      const answer = await get(`${site.url}/tide-resources`, {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
      expect(answer.body.length).toBeLessThan(PAGE.length / 10);
    });

    it('sends scripts compressed too, keeping their long caching', async () => {
      const answer = await get(`${site.url}/assets/app.js`, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    });

    it('sends the same bytes again from its cache', async () => {
      const first = await get(`${site.url}/assets/app.js`, { 'accept-encoding': 'br' });
      const second = await get(`${site.url}/assets/app.js`, { 'accept-encoding': 'br' });
      expect(second.body.equals(first.body)).toBe(true);
    });

    it('compresses the not-found page and keeps its 404', async () => {
      const answer = await get(`${site.url}/no/such/page`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(404);
      expect(brotliDecompressSync(answer.body).toString()).toBe(NOT_FOUND);
    });

    it('answers HEAD with the compressed length and no body', async () => {
      const head = await get(`${site.url}/`, { 'accept-encoding': 'br' }, 'HEAD');
      const full = await get(`${site.url}/`, { 'accept-encoding': 'br' });
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(full.body.length));
      expect(head.body.length).toBe(0);
    });
  });

  describe('when the browser accepts only gzip', () => {
    it('sends gzip', async () => {
      const answer = await get(`${site.url}/`, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    });
  });

  describe('when the browser asks for no compression', () => {
    it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0'], ['deflate']])(
      'sends the file as it is for Accept-Encoding %s, still varying by it',
      async (acceptEncoding) => {
        const answer = await get(
          `${site.url}/`,
          acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        );
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(answer.body.toString()).toBe(PAGE);
      },
    );
  });

  describe('when a file is not worth compressing', () => {
    it('sends an image as it is, with no Vary', async () => {
      const answer = await get(`${site.url}/favicon.png`, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.body.equals(PICTURE)).toBe(true);
    });

    it('sends a tiny stylesheet as it is', async () => {
      const answer = await get(`${site.url}/assets/tiny.css`, { 'accept-encoding': 'br' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe('a{color:red}');
    });
  });

  describe('when a moved path is requested', () => {
    it.each([['/resources'], ['/resources/'], ['/resources/index.html']])(
      'answers %s with a permanent redirect to /tide-resources',
      async (path) => {
        const answer = await get(`${site.url}${path}`);
        expect(answer.status).toBe(308);
        expect(answer.headers.location).toBe('/tide-resources');
      },
    );

    it('keeps the query string', async () => {
      const answer = await get(`${site.url}/resources?from=footer`);
      expect(answer.headers.location).toBe('/tide-resources?from=footer');
    });

    it('sends a station page the catalogue moved on to its new address', async () => {
      // Wake Island was under the catch-all "other"; it is under the US Minor Outlying Islands.
      const answer = await get(`${site.url}/tides/other/wake-island-u-s-1890000?date=2026-11-25`);
      expect(answer.status).toBe(308);
      expect(answer.headers.location).toBe('/tides/um/wake-island-u-s-1890000?date=2026-11-25');
      // A name the tide database had swapped: Port Isaac's page was "West Bay Harbour".
      const swapped = await get(
        `${site.url}/tides/united-kingdom/west-bay-harbour-ticon-port-isaac-pti`,
      );
      expect(swapped.headers.location).toBe(
        '/tides/united-kingdom/port-isaac-ticon-port-isaac-pti',
      );
    });
  });

  describe('when the iframe page is requested', () => {
    it('lets any site frame it, with a query or without, and sets no cookie', async () => {
      for (const path of ['/embed/frame', '/embed/frame/', '/embed/frame?station=noaa/8443970']) {
        const answer = await get(`${site.url}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-security-policy'], path).toBe('frame-ancestors *');
        expect(answer.headers['set-cookie'], path).toBeUndefined();
      }
    });

    it('keeps that policy to the iframe page: the builder and the rest of the site refuse framing', async () => {
      for (const path of ['/embed', '/', '/account', '/auth', '/assets/app.js', '/no-such-page']) {
        const answer = await get(`${site.url}${path}`);
        expect(answer.headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
        expect(answer.headers['x-frame-options'], path).toBe('DENY');
      }
      const frame = await get(`${site.url}/embed/frame`);
      expect(frame.headers['x-frame-options']).toBeUndefined();
    });
  });

  describe('when another site’s page loads the standalone widgets', () => {
    it('lets it import them (module scripts load with CORS), and only them', async () => {
      const script = await get(`${site.url}/widgets/tide-finder.js`);
      expect(script.headers['access-control-allow-origin']).toBe('*');
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect((await get(`${site.url}/assets/app.js`)).headers['access-control-allow-origin']).toBe(
        undefined,
      );
    });

    it('shows the widgets’ guide as text rather than a download', async () => {
      const guide = await get(`${site.url}/widgets/README.md`);
      expect(guide.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(guide.body.toString()).toContain('Quick start for website owners');
    });
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get(`${site.url}/`, {}, 'HEAD')).status).toBe(200);
    const answer = await new Promise<number>((done) => {
      request(`${site.url}/`, { method: 'POST' }, (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      }).end();
    });
    expect(answer).toBe(405);
  });
});

describe('while the pages are still being prerendered', () => {
  const asked: string[] = [];
  let building: SiteServer;
  beforeAll(async () => {
    writeFileSync(join(distDir, '.inputs'), 'a build stamp\n');
    building = await serveSite({
      distDir,
      port: 0,
      renderMissing: async (pathname) => {
        asked.push(pathname);
        return pathname.startsWith('/tides/') ? `<!doctype html><p>Rendered ${pathname}</p>` : null;
      },
    });
  });
  afterAll(() => building.close());

  it('answers a page not written yet with the HTML rendered for it', async () => {
    const answer = await get(`${building.url}/tides/ma/boston-8443970`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toBe('<!doctype html><p>Rendered /tides/ma/boston-8443970</p>');
  });

  it('serves a page already written from its file, without rendering it', async () => {
    asked.length = 0;
    expect((await get(`${building.url}/tide-resources`)).body.toString()).toBe(PAGE);
    expect(asked).toEqual([]);
  });

  it('answers an address no page has with the not-found page', async () => {
    const answer = await get(`${building.url}/no-such-page`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(NOT_FOUND);
  });

  it('renders no page for a missing file: a script is not found, plainly', async () => {
    asked.length = 0;
    expect((await get(`${building.url}/assets/missing.js`)).status).toBe(404);
    expect(asked).toEqual([]);
  });

  it('never serves the build stamp or any hidden file', async () => {
    expect((await get(`${building.url}/.inputs`)).status).toBe(404);
    expect((await get(`${site.url}/.inputs`)).status).toBe(404);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.3, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity', null],
    ['', null],
    ['br;q=abc', null],
  ] as const)('answers %j with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
