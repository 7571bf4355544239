/**
 * Steady-state load with wrk (Debian's `wrk`), a C load generator: on a 2-core machine a
 * Node.js client competes with the server for CPU and ends up measuring itself. The bench
 * falls back to its Node.js client when wrk is not installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** Installs wrk with apt when we are root and it is missing (as on CI machines); else no-op. */
export function ensureWrk(): boolean {
  if (hasWrk()) return true;
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore' });
  } catch {
    return false;
  }
  return hasWrk();
}

export interface WrkResult {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  /** Socket errors and timeouts: requests that got no answer. */
  errors: number;
  /** Answers of 4xx and 5xx, counted apart from the errors. */
  non2xx: number;
}

const luaString = (text: string) => `[==[${text}]==]`;

/** One request of a population wrk cycles through. */
export interface WrkRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * Cycles through `requests` from `connections` connections for `seconds`, in order: when there
 * are more requests than wrk sends in that time, every request it sends is a new one.
 */
export function wrk(options: {
  url: string;
  headers: Record<string, string>;
  requests: WrkRequest[];
  connections: number;
  seconds: number;
}): WrkResult {
  const dir = mkdtempSync(join(tmpdir(), 'tides-wrk-'));
  const script = join(dir, 'load.lua');
  const headers = Object.entries(options.headers)
    .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
    .join(', ');
  const requests = options.requests
    .map(
      ({ method, path, body }) =>
        `{ ${luaString(method)}, ${luaString(path)}, ${body === undefined ? 'nil' : luaString(body)} }`,
    )
    .join(',\n');
  writeFileSync(
    script,
    `local requests = { ${requests} }
local headers = { ${headers} }
local i = 0
request = function()
  local r = requests[(i % #requests) + 1]
  i = i + 1
  return wrk.format(r[1], r[2], headers, r[3])
end
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("ERRORS connect %d read %d write %d timeout %d\\n", summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("RESULT %f %f %f %d %d %d\\n", latency:percentile(50) / 1000, latency:percentile(95) / 1000, summary.requests / (summary.duration / 1e6), summary.requests, errors, summary.errors.status))
end
`,
  );
  try {
    const output = execFileSync(
      'wrk',
      ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', script, options.url],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    const result = /RESULT (.+)/.exec(output)?.[1];
    const errorKinds = /ERRORS (.+)/.exec(output)?.[1];
    if (errorKinds && !/^connect 0 read 0 write 0 timeout 0$/.test(errorKinds)) {
      console.log(`  (wrk's socket errors: ${errorKinds})`);
    }
    if (!result) throw new Error(`wrk printed no result:\n${output}`);
    const [p50, p95, rps, requests, errors, non2xx] = result.split(' ').map(Number);
    return {
      p50: p50 ?? NaN,
      p95: p95 ?? NaN,
      rps: rps ?? NaN,
      requests: requests ?? 0,
      errors: errors ?? 0,
      non2xx: non2xx ?? 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
