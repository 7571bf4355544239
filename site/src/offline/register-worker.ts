/**
 * Registers the site's service worker (src/sw/service-worker.ts) once the page has loaded, so
 * its script never competes with the page's own. The development server (the one build with
 * hot module replacement) has no worker.
 */
export const WORKER_URL = '/service-worker.js';

export function registerWorker(): void {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(WORKER_URL).catch((error: unknown) => {
      console.warn('[tides] The offline worker did not register:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
