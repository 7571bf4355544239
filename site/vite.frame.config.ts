/**
 * The iframe page's own build (`/embed/frame`): one small entry, not the site's app,
 * with Preact's React compatibility layer in place of React and react-dom, so a frame showing
 * one station's card loads about a third of what React alone weighs. It runs after the site's
 * build, into the same `dist`, and writes the page's Content-Security-Policy into its HTML
 * (the server adds `frame-ancestors *`, which a meta tag cannot carry).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import devKeys from '@tides/backend/dev-keys';
import { framePolicy } from './scripts/frame-policy.ts';
import { preactCompatAliases } from '../scripts/preact-compat.ts';
import { clientConditions } from './scripts/workspace-source.ts';

const siteDir = fileURLToPath(new URL('./', import.meta.url));

const supabaseUrl = process.env.VITE_SUPABASE_URL || devKeys.apiUrl;
const supabaseAnonKey = process.env.VITE_SUPABASE_ANON_KEY || devKeys.anonKey;

/** The frame's policy, in a meta tag: scripts and styles from the site, data from the API. */
function frameCsp(): Plugin {
  return {
    name: 'tides-frame-csp',
    transformIndexHtml: (html) =>
      html.replace(
        '<!--frame-csp-->',
        `<meta http-equiv="Content-Security-Policy" content="${framePolicy(supabaseUrl)}" />`,
      ),
  };
}

export default defineConfig({
  root: siteDir,
  // The site's build copied public/ (the station data among it, 26 MB) already.
  publicDir: false,
  plugins: [react(), frameCsp()],
  resolve: {
    conditions: clientConditions,
    alias: preactCompatAliases(import.meta.url),
  },
  define: {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(supabaseUrl),
    'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(supabaseAnonKey),
  },
  build: {
    outDir: process.env.SITE_OUT_DIR || 'dist',
    // The site's build is already there.
    emptyOutDir: false,
    // The widgets' colours are light-dark() pairs; keep them as written (see the widgets' config).
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    rolldownOptions: { input: { frame: `${siteDir}embed/frame/index.html` } },
  },
});
