/**
 * The address the site started by `pnpm start` answers at, for every link the backend writes
 * (calendar feeds' event URLs and descriptions, confirmation and recovery links): SITE_URL when
 * set (a proxy or a public name in front of the site), else the site's own port on this machine,
 * as scripts/start.mjs serves it (SITE_PORT, 5173 by default).
 */
export const DEFAULT_SITE_PORT = 5173;

/** @param {NodeJS.ProcessEnv} env */
export function siteUrlFor(env) {
  if (env.SITE_URL) return env.SITE_URL;
  return `http://127.0.0.1:${env.SITE_PORT || DEFAULT_SITE_PORT}`;
}
