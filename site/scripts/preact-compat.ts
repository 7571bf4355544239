/**
 * React's modules, each as Preact's compatibility layer provides it: the browser builds (the
 * site's client and the iframe page) alias them, a fifth of React and react-dom's weight. The
 * prerenderer and the tests stay on React, whose HTML Preact hydrates.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

export const preactCompatAliases = [
  { find: /^react$/, replacement: `${preact}/compat` },
  { find: /^react-dom$/, replacement: `${preact}/compat` },
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react\/jsx-runtime$/, replacement: `${preact}/jsx-runtime` },
  { find: /^react\/jsx-dev-runtime$/, replacement: `${preact}/jsx-runtime` },
];
