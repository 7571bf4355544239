/**
 * What the test suite needs from the operating system: Debian's Chromium (browser tests) and
 * PostgreSQL 15 (the production-path tests). Installed with apt when missing and we are root, as
 * on CI; otherwise the message says what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

let updated = false;
function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing system packages: run \`sudo apt-get install -y ${packages.join(' ')}\`.`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

export function ensureSystemDeps({ chromium = true, postgres = true } = {}) {
  const missing = [];
  if (chromium && !existsSync(CHROMIUM_PATH)) missing.push('chromium', 'fonts-dejavu-core');
  if (postgres && !postgresBinDir()) missing.push('postgresql');
  if (missing.length) aptInstall(missing);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureSystemDeps();
  console.log(`Chromium: ${CHROMIUM_PATH}; PostgreSQL: ${postgresBinDir()}`);
}
