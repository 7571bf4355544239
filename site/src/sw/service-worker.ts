/**
 * The site's service worker (built by vite-plugin-pwa from this file, with Workbox's routing and
 * strategies). It makes the site installable and serves, without a network:
 *
 * - pages the visitor opened (network first, so a page online is always the newest; the last
 *   MAX_OPENED_PAGES kept) and pages kept with a station, by path whatever the query, since a
 *   station's day, month and year views are one page;
 * - the build's scripts and stylesheets as they are loaded (cache first: their names carry their
 *   hash), and all of them once the visitor keeps a station (the shell: every route's code);
 * - station data files (`/data/…`), network first.
 *
 * It never touches the backend's requests: the tides a kept station needs are the site's own
 * copy (src/offline/), read by the page when the backend cannot be reached. Nothing is fetched
 * for offline use until the visitor asks.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  DATA_CACHE,
  isKeepMessage,
  MAX_OPENED_PAGES,
  PAGES_CACHE,
  type KeepMessage,
  type KeepReply,
} from '../offline/worker-contract';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's scripts and stylesheets, written in by the build. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Pages kept with a station: never let go by the opened pages' limit. */
const KEPT_PAGES_CACHE = `${PAGES_CACHE}-kept`;

const shell = self.__WB_MANIFEST.map(
  (entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.registration.scope).href,
);

void self.skipWaiting();
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const openedPages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  matchOptions: { ignoreSearch: true },
  plugins: [new ExpirationPlugin({ maxEntries: MAX_OPENED_PAGES })],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async (options) => {
    try {
      return await openedPages.handle(options);
    } catch {
      const kept = await caches.match(options.request, { ignoreSearch: true });
      return kept ?? notKept();
    }
  },
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/data/'),
  new NetworkFirst({ cacheName: DATA_CACHE }),
);

setCatchHandler(async () => Response.error());

/** A page that was neither opened nor kept, asked for without a network. */
function notKept(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Tide Charts</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>You are offline</h1><p>This page is not kept on this device, and it needs a connection. Stations you kept offline still open: go to <a href="/my-tides">My Tides</a> or a kept station’s page.</p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

/** Adds each of `urls` the cache lacks (or, with `refresh`, all of them). */
async function store(cacheName: string, urls: string[], refresh: boolean): Promise<void> {
  const cache = await caches.open(cacheName);
  const wanted = refresh
    ? urls
    : (await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)))).filter(
        (url): url is string => url !== null,
      );
  await cache.addAll(wanted);
}

async function keep({ pages, data }: KeepMessage): Promise<void> {
  await store(ASSETS_CACHE, shell, false);
  await store(KEPT_PAGES_CACHE, pages, true);
  await store(DATA_CACHE, data, true);
}

self.addEventListener('message', (event) => {
  if (!isKeepMessage(event.data)) return;
  const [port] = event.ports;
  const reply = (message: KeepReply) => port?.postMessage(message);
  event.waitUntil(
    keep(event.data).then(
      () => reply({ ok: true }),
      (error: unknown) =>
        reply({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    ),
  );
});

// A new build's worker renews what the last one kept: the kept pages (which name their build's
// scripts) and the shell they need, fetched again; then the opened pages, which name the last
// build's scripts too, and those scripts are let go. Without a network nothing is let go, so the
// pages kept still open with the last build's files.
async function renew(): Promise<void> {
  const keptPages = await caches.open(KEPT_PAGES_CACHE);
  const pages = (await keptPages.keys()).map((request) => request.url);
  try {
    if (pages.length > 0) {
      await store(ASSETS_CACHE, shell, false);
      await store(KEPT_PAGES_CACHE, pages, true);
    }
  } catch {
    return;
  }
  await caches.delete(PAGES_CACHE);
  const current = new Set(shell);
  const assets = await caches.open(ASSETS_CACHE);
  const stale = (await assets.keys()).filter((request) => !current.has(request.url));
  await Promise.all(stale.map((request) => assets.delete(request)));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(renew());
});
