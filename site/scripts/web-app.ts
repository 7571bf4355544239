/**
 * The installed app: its manifest and its service worker (src/sw/service-worker.ts), as
 * vite-plugin-pwa builds them into the site. The worker is registered by the page itself
 * (src/offline/register-worker.ts), after the page has loaded, so the plugin adds no script.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The brand's blue (the light theme's header and the favicon) and the dark theme's page. */
export const THEME_COLOR_LIGHT = '#0b6e99';
export const THEME_COLOR_DARK = '#0b1620';

export const webApp: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Tide Charts',
    short_name: 'Tides',
    description:
      'High and low tides and tidal currents for every station, in the station’s own time; stations kept offline for the trip.',
    start_url: '/my-tides',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR_LIGHT,
    background_color: '#f6fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The shell the worker keeps when the visitor keeps a station: every script and stylesheet.
    globPatterns: ['assets/**/*.{js,css}'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};
