/**
 * The newest release of r2wc (`@r2wc/react-to-web-component` and the `@r2wc/core` it depends
 * on), fetched from the npm registry into `node_modules/.cache/newest-r2wc`, so the element
 * tests and the packed-package test can run against it as well as against the locked one: an
 * embedder's install may pick up a newer `@r2wc/core` than our lockfile has.
 *
 * `TIDES_R2WC=newest vitest run …` (the `test:newest-r2wc` script) uses it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(packageDir, 'node_modules/.cache/newest-r2wc');

/** Whether this run is the one against the newest r2wc. */
export function wantsNewestR2wc(): boolean {
  return process.env.TIDES_R2WC === 'newest';
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Unpacks `name@version` from the registry into `<root>/node_modules/<name>`. */
function unpack(name: string, version: string, root: string): void {
  const target = join(root, 'node_modules', name);
  if (existsSync(join(target, 'package.json'))) return;
  const packDir = mkdtempSync(join(cacheDir, 'pack-'));
  try {
    npm(['pack', `${name}@${version}`, '--silent', '--pack-destination', packDir], packDir);
    const [tarball] = readdirSync(packDir).filter((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${name}@${version} gave no tarball`);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(packDir, tarball), '-C', target, '--strip-components=1']);
  } finally {
    rmSync(packDir, { recursive: true, force: true });
  }
}

/**
 * Where the newest `@r2wc/react-to-web-component` is unpacked, with the newest `@r2wc/core`
 * beside it (so Node resolves it from there), fetching them once per release. React is not
 * copied: resolving it walks up to this package's own `node_modules`.
 */
export function newestR2wc(): { dir: string; versions: Record<string, string> } {
  mkdirSync(cacheDir, { recursive: true });
  const latest = (name: string) => npm(['view', `${name}@latest`, 'version'], cacheDir).trim();
  const r2wcVersion = latest('@r2wc/react-to-web-component');
  const coreVersion = latest('@r2wc/core');
  const root = join(cacheDir, `${r2wcVersion}+core-${coreVersion}`);
  unpack('@r2wc/core', coreVersion, root);
  unpack('@r2wc/react-to-web-component', r2wcVersion, root);
  return {
    dir: join(root, 'node_modules/@r2wc/react-to-web-component'),
    versions: { '@r2wc/react-to-web-component': r2wcVersion, '@r2wc/core': coreVersion },
  };
}
