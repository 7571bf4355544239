/**
 * Steady-state load with wrk (Debian's `wrk`), a C load generator: on a 2-core machine a
 * Node.js client competes with the server for CPU and ends up measuring itself. The bench
 * falls back to its Node.js client when wrk is not installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
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
  errors: number;
}

const luaString = (text: string) => `[==[${text}]==]`;

/** Cycles through `bodies` POSTed to `path` from `connections` connections for `seconds`. */
export function wrk(options: {
  url: string;
  path: string;
  headers: Record<string, string>;
  bodies: string[];
  connections: number;
  seconds: number;
}): WrkResult {
  const dir = mkdtempSync(join(tmpdir(), 'tides-wrk-'));
  const script = join(dir, 'load.lua');
  const headers = Object.entries(options.headers)
    .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
    .join(', ');
  writeFileSync(
    script,
    `local bodies = { ${options.bodies.map(luaString).join(', ')} }
local headers = { ${headers} }
local i = 0
request = function()
  i = i + 1
  return wrk.format("POST", ${luaString(options.path)}, headers, bodies[(i % #bodies) + 1])
end
done = function(summary, latency, requests)
  local errors = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("RESULT %f %f %f %d %d\\n", latency:percentile(50) / 1000, latency:percentile(95) / 1000, summary.requests / (summary.duration / 1e6), summary.requests, errors))
end
`,
  );
  const output = execFileSync(
    'wrk',
    ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', script, options.url],
    { encoding: 'utf8' },
  );
  const result = /RESULT (.+)/.exec(output)?.[1];
  if (!result) throw new Error(`wrk printed no result:\n${output}`);
  const [p50, p95, rps, requests, errors] = result.split(' ').map(Number);
  return {
    p50: p50 ?? NaN,
    p95: p95 ?? NaN,
    rps: rps ?? NaN,
    requests: requests ?? 0,
    errors: errors ?? 0,
  };
}
