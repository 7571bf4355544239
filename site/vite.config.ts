import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import devKeys from '@tides/backend/dev-keys';
import { fullMoonCalendar } from './src/lib/full-moons.ts';
import { THEME_BOOT_SCRIPT } from './src/lib/theme.ts';
import { contactSetting } from './scripts/site-settings.ts';
import { preactCompatAliases } from './scripts/preact-compat.ts';
import { clientConditions, serverConditions } from './scripts/workspace-source.ts';
import { webApp } from './scripts/web-app.ts';

const siteSrc = fileURLToPath(new URL('./src/', import.meta.url));

/** Without configuration the site talks to the embedded backend's defaults. */
const supabaseUrl = process.env.VITE_SUPABASE_URL || devKeys.apiUrl;
const supabaseAnonKey = process.env.VITE_SUPABASE_ANON_KEY || devKeys.anonKey;

/** Puts the theme boot script inline in <head>, so the first paint has the right theme. */
function themeBoot(): Plugin {
  return {
    name: 'tides-theme-boot',
    transformIndexHtml: (html) => html.replace('/*theme-boot*/', THEME_BOOT_SCRIPT),
  };
}

/**
 * `virtual:full-moons`: each moon page's full moons from this year to four years ahead, computed
 * with astronomy-engine at build time, so the moon pages show real peak times without shipping
 * the astronomy library to the browser. The page picks the next one in the visitor's browser.
 */
function fullMoons(): Plugin {
  const id = 'virtual:full-moons';
  return {
    name: 'tides-full-moons',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const year = new Date().getUTCFullYear();
      const calendar = fullMoonCalendar([year, year + 1, year + 2, year + 3, year + 4]);
      return `export default ${JSON.stringify(calendar)};`;
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The web app's manifest and service worker come with the browser's build only.
  plugins: [react(), themeBoot(), fullMoons(), ...(isSsrBuild ? [] : [VitePWA(webApp)])],
  resolve: {
    // The widgets come from their sources, through their declared exports (see
    // workspace-source.ts).
    conditions: clientConditions,
    // The browser's build runs on Preact's React layer, a fifth of React's weight, with React's
    // hydration rule for stores (src/preact/); the prerenderer renders with React (its HTML is
    // what Preact hydrates), and the development server and the tests stay on React, whose
    // Fast Refresh and testing tools they use.
    alias:
      command === 'build' && !isSsrBuild
        ? [
            { find: /^react$/, replacement: `${siteSrc}preact/react.ts` },
            { find: /^react-dom\/client$/, replacement: `${siteSrc}preact/react-dom-client.ts` },
            ...preactCompatAliases,
          ]
        : [],
  },
  define: {
    'import.meta.env.SITE_CONTACT_EMAIL': JSON.stringify(contactSetting(process.env).email),
    // The footer's copyright year: the build's, so every visitor's page hydrates the same text.
    'import.meta.env.SITE_BUILD_YEAR': JSON.stringify(String(new Date().getUTCFullYear())),
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(supabaseUrl),
    'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(supabaseAnonKey),
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173 },
  // SITE_OUT_DIR lets the browser tests build a copy wired to their own backend.
  build: { outDir: process.env.SITE_OUT_DIR || 'dist', emptyOutDir: true },
  ssr: {
    noExternal: ['@tides/widgets', 'react-day-picker', '@radix-ui/react-popover'],
    resolve: { conditions: serverConditions },
  },
}));
