/**
 * Two builds of @tides/widgets:
 * - `vite build`: the npm package. ES modules for the four entries (`.`, `./elements`,
 *   `./supabase`, `./rules`), type declarations beside them, and `dist/styles.css`. React is a peer and
 *   every dependency stays an import, so the installing app bundles one copy of each. The
 *   client modules keep `'use client'` (`scripts/use-client.ts`) for Server Components apps.
 * - `vite build --mode standalone`: `dist/standalone/tide-finder.js`, the one script a page adds
 *   with `<script type="module">`, which registers every element. Preact's React compatibility
 *   layer stands in for React (a fifth of its weight), and each element's view is a chunk of its
 *   own (`src/elements/views/<tag>.tsx`) loaded when the first element of that tag renders, so a
 *   page pays for the widgets it shows. `scripts/size-report.mjs` reads the build's manifest and
 *   holds each element to its budget. Beside it, `embed-demo.html` (`scripts/embed-demo.ts`),
 *   which the site serves filled in with its backend.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { preactCompatAliases } from '../../scripts/preact-compat.ts';
import { embedDemo } from './scripts/embed-demo.ts';
import { runtimeDefinitions } from './scripts/runtime-definitions.ts';
import { useClientDirective } from './scripts/use-client.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externalPackages = [
  ...Object.keys(manifest.peerDependencies),
  ...Object.keys(manifest.dependencies),
];

/**
 * Browsers whose CSS has light-dark(), in which every colour is written (Chrome and Edge 123,
 * Firefox 120, Safari 17.5). For older targets the minifier rewrites light-dark() into
 * variables that only resolve where our CSS also declares a color-scheme, which a page that
 * embeds a widget never does: every colour would come out invalid and the page's own show.
 */
const CSS_TARGET = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];

/** A relative module specifier ending in `.ts` or `.tsx`, in quotes. */
const RELATIVE_TS_SPECIFIER = /(['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g;

/** A bare import of a peer or a dependency (or a subpath of one, like `react/jsx-runtime`). */
function isExternal(id: string): boolean {
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

export default defineConfig(({ command, mode }): UserConfig => {
  // A published build is a production build whoever starts it: the packaging test and the
  // browser tests start it from Vitest, whose NODE_ENV=test would otherwise give development
  // JSX (`jsxDEV`), which production React does not have.
  if (command === 'build') process.env.NODE_ENV = 'production';

  if (mode === 'standalone') {
    return {
      plugins: [react(), embedDemo(), runtimeDefinitions(src('elements/contract/definitions.ts'))],
      resolve: { alias: preactCompatAliases(import.meta.url) },
      // Library mode leaves `process.env.NODE_ENV` alone; the browser has no `process`.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist/standalone',
        emptyOutDir: true,
        cssTarget: CSS_TARGET,
        minify: true,
        sourcemap: true,
        // Which chunk holds each element's view, and what it imports: the size report's map.
        manifest: true,
        lib: {
          entry: { 'tide-finder': src('elements.ts') },
          formats: ['es'],
        },
        rolldownOptions: {
          // Lets the views' chunks import Preact and the rest from tide-finder.js itself,
          // rather than everything shared moving out to another file every page must load.
          preserveEntrySignatures: 'allow-extension',
          output: { chunkFileNames: '[name]-[hash].js', minify: true },
        },
      },
    };
  }

  return {
    plugins: [
      react(),
      useClientDirective(),
      dts({
        tsconfigPath: './tsconfig.build.json',
        exclude: ['**/*.test.*', '**/*.stories.*', 'test/**', 'scripts/**', 'vite.config.ts'],
        // The sources import with `.ts` extensions; installed declarations must say `.js`,
        // which every `moduleResolution` maps to the `.d.ts` beside it.
        beforeWriteFile: (filePath, content) => ({
          content: content.replace(RELATIVE_TS_SPECIFIER, '$1$2.js$3'),
        }),
      }),
    ],
    build: {
      outDir: 'dist',
      cssTarget: CSS_TARGET,
      emptyOutDir: true,
      sourcemap: true,
      // The stylesheet is an entry of its own, emitted as dist/styles.css.
      cssCodeSplit: true,
      lib: {
        entry: {
          index: src('index.ts'),
          elements: src('elements.ts'),
          supabase: src('supabase.ts'),
          rules: src('rules.ts'),
          styles: src('styles.css'),
        },
        formats: ['es'],
      },
      rolldownOptions: {
        external: isExternal,
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
