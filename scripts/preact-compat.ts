/**
 * React's modules, each as Preact's compatibility layer provides it, for the browser builds that
 * run on Preact (the widgets' standalone bundle, the site's client and its iframe page): a fifth
 * of React and react-dom's weight. The prerenderer and the tests stay on React, whose HTML Preact
 * hydrates.
 *
 * Preact is resolved from the package whose build asks (`from`, its config's `import.meta.url`):
 * each declares its own Preact, and the workspace root has none.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

export function preactCompatAliases(from: string): { find: RegExp; replacement: string }[] {
  const preact = dirname(createRequire(from).resolve('preact/package.json'));
  return [
    { find: /^react$/, replacement: `${preact}/compat` },
    { find: /^react-dom$/, replacement: `${preact}/compat` },
    { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
    { find: /^react\/jsx-runtime$/, replacement: `${preact}/jsx-runtime` },
    { find: /^react\/jsx-dev-runtime$/, replacement: `${preact}/jsx-runtime` },
  ];
}
