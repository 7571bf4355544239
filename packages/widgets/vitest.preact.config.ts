/**
 * The stories and the elements' tests again, on Preact's React compatibility layer: the
 * standalone build's runtime (see vite.config.ts), where the npm package's tests run on React.
 * Packages that import React are compiled here rather than loaded by Node, so they get the
 * alias too.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** The stories, and the elements as a page uses them: the standalone build's surface. */
const PREACT_TESTS = [
  'src/stories.test.tsx',
  'src/elements.test.tsx',
  'src/elements/**/*.test.tsx',
];

const config = mergeConfig(
  base,
  defineConfig({
    resolve: {
      // Bare specifiers, so that Preact's own package exports pick one build of it (ES modules)
      // for compat, hooks and core alike.
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      ],
      dedupe: ['preact'],
    },
    test: {
      // This run compiles React's dependents itself, on first use: seconds for a first test.
      testTimeout: 30_000,
      server: {
        deps: {
          inline: [
            /preact/,
            /@testing-library\/react/,
            /@storybook\//,
            /@radix-ui\//,
            /react-day-picker/,
            /@r2wc\//,
            /@floating-ui\/react/,
            /react-remove-scroll/,
            /use-sidecar/,
            /use-callback-ref/,
            /react-style-singleton/,
          ],
        },
      },
    },
  }),
);

// mergeConfig joins lists: this run's files replace the base's rather than add to them.
config.test = { ...config.test, include: PREACT_TESTS };

export default config;
