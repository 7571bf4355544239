// @vitest-environment node
/**
 * The package as npm users get it: `pnpm pack` (which builds, through `prepack`), then two
 * throw-away Vite + React apps in temp dirs that install the tarball: one with everything, which
 * builds with it, renders `TideFinder` from it on the server, and type-checks against its
 * declarations; and one with only the required packages (no Supabase), which imports the React
 * components alone, as the README says it may.
 *
 * "Installs" is done by hand, to stay offline and deterministic: the tarball is unpacked into
 * each app's node_modules and each package it declares (dependencies, and the peers that app
 * wants) is linked to the copy pnpm already installed, and nothing else. So an import of
 * anything the manifest does not declare fails here as it would for a user, and nothing reaches
 * the registry. With `TIDES_R2WC=newest`, r2wc is linked from its newest release instead
 * (`scripts/newest-r2wc.ts`, the one step that asks the registry), as an embedder's fresh
 * install may get it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
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
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

/** The peers an app may leave out: the Supabase clients, for apps that use no Supabase entry. */
const optionalPeers = Object.keys(manifest.peerDependencies).filter(
  (name) => manifest.peerDependenciesMeta[name]?.optional,
);

/**
 * Packing (two builds) and installing two apps, or building one, or a type check: the packing
 * took about 100 s on a quiet 2-core machine and more than 180 s at load 17 under stress-ng, so
 * three times the quiet figure and then some.
 */
const PACKAGING_TIMEOUT_MS = 600_000;

/** The app with every peer installed, and the one with only the required ones. */
let appDir: string;
let reactOnlyDir: string;
/** The unpacked package in the full app. */
let installed: string;

const R2WC = '@r2wc/react-to-web-component';

/** Links a package into an app's node_modules from where pnpm installed it. */
function link(app: string, name: string, from: string) {
  const target =
    name === R2WC && wantsNewestR2wc()
      ? newestR2wc().dir
      : realpathSync(join(from, 'node_modules', name));
  const path = join(app, 'node_modules', name);
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path, 'dir');
}

/**
 * The built chunk holding a source module, found by the comment the bundler writes before each
 * module (`// src/tide-finder/TideFinder.tsx`): a shared chunk is named after one of its
 * modules, which changes as the components it holds change.
 */
function chunkHolding(source: string): string {
  const chunks = join(installed, 'dist/chunks');
  const found = readdirSync(chunks).find(
    (file) =>
      file.endsWith('.js') && readFileSync(join(chunks, file), 'utf8').includes(`// ${source}\n`),
  );
  if (!found) throw new Error(`No chunk in dist/chunks holds ${source}`);
  return found;
}

function write(app: string, path: string, text: string) {
  mkdirSync(dirname(join(app, path)), { recursive: true });
  writeFileSync(join(app, path), text);
}

/** A module's imports as written in it, static and dynamic, relative and bare. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements =
    /^(?:import|export)\b[^;]*?(?:\bfrom\s*)?"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
  return [...text.matchAll(statements)].map((match) => (match[1] ?? match[2])!);
}

/** Every built module an entry loads, itself included (paths relative to the package). */
function modulesOf(entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    for (const specifier of importsOf(join(installed, path))) {
      if (specifier.startsWith('.')) visit(join(dirname(path), specifier));
    }
  };
  visit(entry);
  return found;
}

/** The packages a set of built modules import (`react` for `react/jsx-runtime`). */
function packagesImportedBy(paths: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const path of paths) {
    for (const specifier of importsOf(join(installed, path))) {
      if (specifier.startsWith('.')) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return [...names].sort();
}

/** Unpacks the tarball into a new app and links what it declares, less `leaveOut`. */
function createApp(tarball: string, leaveOut: readonly string[]): string {
  const app = mkdtempSync(join(tmpdir(), 'tides-app-'));
  const unpacked = join(app, 'node_modules', manifest.name);
  mkdirSync(unpacked, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
  for (const name of [
    ...Object.keys(manifest.dependencies),
    ...Object.keys(manifest.peerDependencies),
  ]) {
    if (!leaveOut.includes(name)) link(app, name, packageDir);
  }
  link(app, '@types/react', packageDir);
  link(app, '@types/react-dom', packageDir);
  write(
    app,
    'package.json',
    JSON.stringify({ name: 'throw-away-app', private: true, type: 'module' }),
  );
  write(
    app,
    'index.html',
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  write(app, 'tsconfig.json', TSCONFIG('ESNext', 'Bundler'));
  write(app, 'tsconfig.nodenext.json', TSCONFIG('NodeNext', 'NodeNext'));
  return app;
}

/** Builds an app with Vite and answers the text of its scripts and of its styles. */
async function buildApp(app: string): Promise<{ scripts: string; styles: string }> {
  const outDir = join(app, 'dist');
  await build({
    root: app,
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
  return { scripts: read('.js'), styles: read('.css') };
}

/** Type-checks an app against the package's declarations; answers what tsc printed. */
function typeCheck(app: string, tsconfig: string): { output: string; status: number | null } {
  const tsc = join(workspaceRoot, 'node_modules/typescript/bin/tsc');
  const check = spawnSync('node', [tsc, '-p', tsconfig], { cwd: app, encoding: 'utf8' });
  return { output: check.stdout + check.stderr, status: check.status };
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
document.querySelector('tide-moon-card')?.addEventListener('tides-error', (event) => {
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

/** The README's React-only use: components with your own client, no Supabase installed. */
const REACT_ONLY_APP = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TideFinder, type TideClient } from '@tides/widgets';
import '@tides/widgets/styles.css';

const client: TideClient = {
  searchLocations: async () => [],
  getTides: async () => ({ kind: 'empty' }),
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TideFinder client={client} />
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
  appDir = createApp(join(packDir, tarball!), []);
  installed = join(appDir, 'node_modules', manifest.name);
  write(appDir, 'src/main.tsx', APP);
  reactOnlyDir = createApp(join(packDir, tarball!), optionalPeers);
  write(reactOnlyDir, 'src/main.tsx', REACT_ONLY_APP);
  rmSync(packDir, { recursive: true, force: true });
}, PACKAGING_TIMEOUT_MS);

afterAll(() => {
  for (const app of [appDir, reactOnlyDir]) {
    if (app) rmSync(app, { recursive: true, force: true });
  }
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
      const { scripts, styles } = await buildApp(appDir);
      // Asserted as booleans: a failure would otherwise print the whole minified bundle.
      expect(scripts.includes('Find Tides'), 'the finder is in the app').toBe(true);
      expect(scripts.includes('customElements'), 'the elements entry is in the app').toBe(true);
      expect(scripts.includes('tide-week'), 'the one-station elements are in the app').toBe(true);
      expect(scripts.includes('Tides by Tide Charts'), 'the credit is in the app').toBe(true);
      expect(styles.includes('.tides-tide-finder'), 'styles.css is in the app').toBe(true);
    },
    PACKAGING_TIMEOUT_MS,
  );

  it(
    'builds and type-checks into a React app that installed none of the optional peers',
    async () => {
      for (const name of optionalPeers) {
        expect(existsSync(join(reactOnlyDir, 'node_modules', name)), name).toBe(false);
      }
      const { scripts } = await buildApp(reactOnlyDir);
      expect(scripts.includes('Find Tides'), 'the finder is in the app').toBe(true);
      expect(typeCheck(reactOnlyDir, 'tsconfig.json')).toEqual({ output: '', status: 0 });
    },
    PACKAGING_TIMEOUT_MS,
  );

  it('declares what its modules import, Supabase as optional peers the React entry never loads', () => {
    const published = ['dist/index.js', 'dist/elements.js', 'dist/supabase.js'];
    const imported = packagesImportedBy(published.flatMap((entry) => [...modulesOf(entry)]));
    const declared = [
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.peerDependencies),
    ];
    expect(imported.filter((name) => !declared.includes(name))).toEqual([]);
    // Nothing declared that no module needs.
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.includes(name))).toEqual(
      [],
    );
    expect(optionalPeers.sort()).toEqual(imported.filter((name) => name.startsWith('@supabase/')));
    const reactEntry = packagesImportedBy(modulesOf('dist/index.js'));
    expect(reactEntry.filter((name) => optionalPeers.includes(name))).toEqual([]);
  });

  it("keeps 'use client' on the modules it loads as client code, and off the Supabase entry's", () => {
    const server = modulesOf('dist/supabase.js');
    const client = new Set(
      [...modulesOf('dist/index.js'), ...modulesOf('dist/elements.js')].filter(
        (path) => !server.has(path),
      ),
    );
    const startsWithUseClient = (path: string) =>
      /^["']use client["'];/.test(readFileSync(join(installed, path), 'utf8'));
    expect(client).toContain('dist/index.js');
    expect(client).toContain(`dist/chunks/${chunkHolding('src/tide-card/TideCard.tsx')}`);
    expect([...client].filter((path) => !startsWithUseClient(path))).toEqual([]);
    expect([...server].filter(startsWithUseClient)).toEqual([]);
  });

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
      expect(typeCheck(appDir, tsconfig)).toEqual({ output: '', status: 0 });
    },
    PACKAGING_TIMEOUT_MS,
  );
});
