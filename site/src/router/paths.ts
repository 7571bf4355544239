/**
 * Path rules shared by the client router, the prerenderer and the static server, kept free of
 * React so the server scripts can use them as they are.
 */

/** Trailing slashes and index.html are the same page as the bare path. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Paths people use that are not the page's own: each answers with a permanent redirect from the
 * server, a redirect page on static hosts, and a replaced URL in the client router.
 */
export const REDIRECTS: ReadonlyMap<string, string> = new Map([
  // The hub's footer heading and most people's guess; the product's route is /tide-resources.
  ['/resources', '/tide-resources'],
]);

/** Where `pathname` (in any of its spellings) now lives, or null if it has not moved. */
export function redirectFor(pathname: string): string | null {
  return REDIRECTS.get(normalizePath(pathname)) ?? null;
}
