// @vitest-environment node
/**
 * The package as npm users get it: `pnpm pack` (which builds, through `prepack`), then a
 * throw-away Vite + React app in a temp dir that installs the tarball, builds with it, renders
 * `TideFinder` from it on the server, and type-checks against its declarations.
 *
 * "Installs" is done by hand, to stay offline and deterministic: the tarball is unpacked into
 * the app's node_modules and each package it declares (dependencies and peers) is linked to
 * the copy pnpm already installed, and nothing else. So an import of anything the manifest
 * does not declare fails here as it would for a user, and nothing reaches the registry. With
 * `TIDES_R2WC=newest`, r2wc is linked from its newest release instead (`scripts/newest-r2wc.ts`,
 * the one step that asks the registry), as an embedder's fresh install may get it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type * as React from 'react';
import type * as ReactDOMServer from 'react-dom/server';
import { build } from 'vite';
import type * as WidgetElements from '../src/elements.ts';
import type * as Widgets from '../src/index.ts';
import { newestR2wc, wantsNewestR2wc } from '../scripts/newest-r2wc.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = join(packageDir, '../..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/** Building the package and the app, and two type checks, on a slow CI machine. */
const PACKAGING_TIMEOUT_MS = 180_000;

let appDir: string;
let installed: string;

const R2WC = '@r2wc/react-to-web-component';

/** Links a package into the app's node_modules from where pnpm installed it. */
function link(name: string, from: string) {
  const target =
    name === R2WC && wantsNewestR2wc()
      ? newestR2wc().dir
      : realpathSync(join(from, 'node_modules', name));
  const path = join(appDir, 'node_modules', name);
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path, 'dir');
}

function write(path: string, text: string) {
  mkdirSync(dirname(join(appDir, path)), { recursive: true });
  writeFileSync(join(appDir, path), text);
}

const APP = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StationTides, TideFinder, type TideClient, type TideResult } from '@tides/widgets';
import {
  defineTideElements,
  type TideFinderElement,
  type TideStationElement,
} from '@tides/widgets/elements';
import { createSupabaseTideClient } from '@tides/widgets/supabase';
import '@tides/widgets/styles.css';

const client: TideClient = createSupabaseTideClient({
  url: 'https://example.supabase.co',
  anonKey: 'anon-key',
});

defineTideElements();
const finder: TideFinderElement = document.createElement('tide-finder');
finder.units = 'm';
// @ts-expect-error Heights are in feet or metres only.
finder.units = 'yards';
finder.addEventListener('tides-results', (event) => {
  const result: TideResult = event.detail.result;
  console.log(result.location);
});
document.querySelector('moon-card')?.addEventListener('tides-error', (event) => {
  console.log(event.detail.kind, event.detail.title);
});
document.body.append(finder);
const week: TideStationElement = document.createElement('tide-week');
week.location = '8443970';
week.hideAttribution = false;
document.querySelector('tide-chart')?.addEventListener('tides-results', (event) => {
  console.log(event.detail.result.timeline?.length);
});
document.body.append(week, document.createElement('tide-today'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TideFinder client={client} units="m" onResults={(result) => console.log(result.date)} />
    <StationTides client={client} station="8443970" widget="week" stationHref="/tides/ma/boston-8443970" />
  </StrictMode>,
);
`;

const TSCONFIG = (module: 'ESNext' | 'NodeNext', moduleResolution: 'Bundler' | 'NodeNext') =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module,
      moduleResolution,
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // The package's own declarations are checked too, as a user's strict build would.
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  });

beforeAll(() => {
  const packDir = mkdtempSync(join(tmpdir(), 'tides-pack-'));
  execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', packDir], {
    cwd: packageDir,
    stdio: 'pipe',
  });
  const [tarball] = readdirSync(packDir).filter((name) => name.endsWith('.tgz'));
  appDir = mkdtempSync(join(tmpdir(), 'tides-app-'));
  installed = join(appDir, 'node_modules', manifest.name);
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(packDir, tarball!), '-C', installed, '--strip-components=1']);
  rmSync(packDir, { recursive: true, force: true });

  for (const name of [
    ...Object.keys(manifest.dependencies),
    ...Object.keys(manifest.peerDependencies),
  ]) {
    link(name, packageDir);
  }
  link('@types/react', packageDir);
  link('@types/react-dom', packageDir);

  write('package.json', JSON.stringify({ name: 'throw-away-app', private: true, type: 'module' }));
  write(
    'index.html',
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  write('src/main.tsx', APP);
  write('tsconfig.json', TSCONFIG('ESNext', 'Bundler'));
  write('tsconfig.nodenext.json', TSCONFIG('NodeNext', 'NodeNext'));
}, PACKAGING_TIMEOUT_MS);

afterAll(() => {
  if (appDir) rmSync(appDir, { recursive: true, force: true });
});

describe('the packed @tides/widgets', () => {
  it('ships the builds, the manifest and the README, and no sources or tests', () => {
    const files = execFileSync('find', ['.', '-type', 'f'], { cwd: installed, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    // A development build (jsxDEV) would break under production React.
    // Every built module, not one chunk: which chunk holds a component moves as the package grows.
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(join(installed, file), 'utf8');
      expect(text.includes('jsxDEV'), `development JSX in ${file}`).toBe(false);
    }
    for (const file of [
      './package.json',
      './README.md',
      './custom-elements.json',
      './dist/index.js',
      './dist/index.d.ts',
      './dist/elements.js',
      './dist/elements.d.ts',
      './dist/supabase.js',
      './dist/supabase.d.ts',
      './dist/styles.css',
      './dist/standalone/tide-finder.js',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => file.startsWith('./src/') || /\.test\./.test(file))).toEqual([]);
    // Colours ship as light-dark(), which follows whatever color-scheme the page has; a
    // minifier's stand-in for it resolves only where our own CSS declares one.
    for (const file of ['dist/styles.css', 'dist/standalone/tide-finder.js']) {
      const text = readFileSync(join(installed, file), 'utf8');
      expect(text.includes('light-dark('), `${file} keeps light-dark()`).toBe(true);
      expect(text.includes('--lightningcss-'), `${file} has no light-dark stand-in`).toBe(false);
    }
    const elements = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8'));
    const tags = elements.modules[0].exports.map((entry: { name: string }) => entry.name);
    for (const tag of ['tide-finder', 'tide-today', 'tide-week', 'tide-chart']) {
      expect(tags).toContain(tag);
    }
  });

  it(
    'builds into a Vite + React app',
    async () => {
      const outDir = join(appDir, 'dist');
      await build({
        root: appDir,
        configFile: false,
        logLevel: 'silent',
        plugins: [react()],
        build: { outDir, emptyOutDir: true },
      });
      const assets = readdirSync(join(outDir, 'assets'));
      const read = (suffix: string) =>
        assets
          .filter((name) => name.endsWith(suffix))
          .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
          .join('\n');
      const scripts = read('.js');
      // Asserted as booleans: a failure would otherwise print the whole minified bundle.
      expect(scripts.includes('Find Tides'), 'the finder is in the app').toBe(true);
      expect(scripts.includes('customElements'), 'the elements entry is in the app').toBe(true);
      expect(scripts.includes('tide-week'), 'the one-station elements are in the app').toBe(true);
      expect(scripts.includes('Tides by Tide Charts'), 'the credit is in the app').toBe(true);
      expect(read('.css').includes('.tides-tide-finder'), 'styles.css is in the app').toBe(true);
    },
    PACKAGING_TIMEOUT_MS,
  );

  it('renders TideFinder and StationTides on the server, and imports the elements entry without a DOM', async () => {
    const require = createRequire(join(appDir, 'package.json'));
    const { createElement } = require('react') as typeof React;
    const { renderToString } = require('react-dom/server') as typeof ReactDOMServer;
    const entry = (path: string) => import(pathToFileURL(join(installed, path)).href);
    const { StationTides, TideFinder } = (await entry('dist/index.js')) as typeof Widgets;
    const { defineTideElements } = (await entry('dist/elements.js')) as typeof WidgetElements;

    const client = {
      searchLocations: async () => [],
      getTides: async () => ({ kind: 'empty' as const }),
    };
    const html = renderToString(createElement(TideFinder, { client }));

    expect(html).toContain('Tide Search');
    expect(html).toContain('Find Tides');
    expect(html).toContain('part="find-button"');
    const station = renderToString(
      createElement(StationTides, {
        client,
        station: '8443970',
        widget: 'week',
        stationHref: '/tides/ma/boston-8443970',
      }),
    );
    expect(station).toContain('Getting Tides...');
    expect(station).toContain('href="/tides/ma/boston-8443970"');
    expect(station).toContain('Tides by Tide Charts');
    expect(() => defineTideElements()).not.toThrow();
  });

  it.each([
    ['Bundler', 'tsconfig.json'],
    ['NodeNext', 'tsconfig.nodenext.json'],
  ])(
    'type-checks with moduleResolution %s',
    (_, tsconfig) => {
      const tsc = join(workspaceRoot, 'node_modules/typescript/bin/tsc');
      const check = spawnSync('node', [tsc, '-p', tsconfig], { cwd: appDir, encoding: 'utf8' });
      expect(check.stdout + check.stderr).toBe('');
      expect(check.status).toBe(0);
    },
    PACKAGING_TIMEOUT_MS,
  );
});
