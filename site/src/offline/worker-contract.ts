/**
 * What the service worker (src/sw/service-worker.ts) and the pages agree on: the caches it
 * answers from and the one message a page sends it when the visitor keeps a station offline.
 */

/** Pages as the visitor opened them (or kept them), answered by path whatever the query. */
export const PAGES_CACHE = 'tides-pages';
/** The build's scripts and stylesheets: hashed, so a cached one is never out of date. */
export const ASSETS_CACHE = 'tides-assets';
/** Station data files (`/data/tides/…`) and the other same-origin files pages read. */
export const DATA_CACHE = 'tides-data';

/** Pages the worker keeps as the visitor opens them, the oldest let go first. */
export const MAX_OPENED_PAGES = 60;

/**
 * "Keep these for offline": the site's shell (every script and stylesheet of the build), the
 * pages named and the data files named. The worker answers on the port with `KeepReply`.
 */
export interface KeepMessage {
  type: 'keep';
  pages: string[];
  data: string[];
}

export type KeepReply = { ok: true } | { ok: false; message: string };

export function isKeepMessage(value: unknown): value is KeepMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<KeepMessage>;
  return (
    message.type === 'keep' &&
    Array.isArray(message.pages) &&
    Array.isArray(message.data) &&
    [...message.pages, ...message.data].every((url) => typeof url === 'string')
  );
}
