/**
 * The iframe page's Content-Security-Policy: its own scripts and styles, the API it reads
 * tides from, and nothing else. `frame-ancestors *` (any site may frame it) only works as a
 * header, so the server sends that part (`FRAME_ANCESTORS`); the rest is also in the page's
 * meta tag, for hosts that send no headers of their own.
 */
export const FRAME_ANCESTORS = 'frame-ancestors *';

/**
 * Every other page's framing headers: no site may frame it (the account pages least of all:
 * a page framed out of sight can be clicked through), in CSP for today's browsers and in
 * X-Frame-Options for older ones.
 */
export const NO_FRAMING: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

export function framePolicy(apiUrl: string): string {
  const api = new URL(apiUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    // The widgets set a few style attributes (the chart's sizes); the page has one <style>.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${api}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
