/**
 * `pnpm soak -- --seconds 30 --connections 50`: mixed traffic against the embedded backend for
 * a while, to find what only shows over time (errors under load, memory that keeps growing).
 * Searches, tide lookups never asked before and asked again, sign-ups, sign-ins and token
 * refreshes, from `--connections` clients at once; every few seconds and at the end it prints
 * per-kind counts, errors, p50/p95 latency and the backend's resident memory (RSS).
 *
 * It starts its own backend on a throw-away data directory, or with `--url` (and `--anon-key`,
 * `--pid` for memory) uses one already running on this machine. It only ever talks to loopback
 * addresses, and stops at `--seconds` or `--max-requests`, whichever comes first.
 * Exits with 1 if any request failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { post, type Answer } from '../bench/http-client.ts';
import { residentMemoryMb, startBackendProcess, type BackendProcess } from './backend-process.ts';
import { LOAD_STATIONS as STATIONS } from '../bench/stations.ts';

// `--greedy`: one greedy client against an ordinary one, measured side by side.
if (process.argv.includes('--greedy')) {
  await import('./soak-greedy.ts');
  process.exit(process.exitCode ?? 0);
}
// `--limits`: the figures no client may slow another past (SOAK_ONLY picks scenarios).
if (process.argv.includes('--limits')) {
  await import('./soak-limits.ts');
  process.exit(process.exitCode ?? 0);
}

const USAGE = `Usage: pnpm soak -- [--seconds 20] [--connections 10] [--report-every 5]
                    [--max-requests 200000] [--url http://127.0.0.1:54321 --anon-key KEY [--pid PID]]
       pnpm soak -- --greedy [--seconds 20] [--connections 50] [--budget off]
       [SOAK_ONLY=writes,wide,crowd,unread,feeds,browsing,slack,feedcrowd,spans,sigterm] [SOAK_DB=postgres] [SOAK_SECONDS=15] pnpm soak -- --limits`;

/** What each client does next, by weight: mostly what a public site serves, some sign-ups. */
const MIX = [
  ['search', 50],
  ['search-new', 10],
  ['tides-repeated', 20],
  ['tides-new', 10],
  ['sign-in', 3],
  ['refresh', 5],
  ['sign-up', 2],
] as const;
type Kind = (typeof MIX)[number][0];

const PLACES = [
  'boston',
  'san francisco',
  'seattle',
  'key west',
  'portland',
  'charleston',
  'galveston',
  'honolulu',
  'anchorage',
  'cape cod',
  'miami',
  'san diego',
];
/** Every prefix from the third letter, as people type them: the repeated searches. */
const SEARCHES = PLACES.flatMap((place) =>
  Array.from({ length: place.length - 2 }, (_, i) => place.slice(0, i + 3)),
);
const PASSWORD = 'soak test password';
/** Distinct error messages kept for the report; the rest are only counted. */
const ERRORS_KEPT = 10;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function whole(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    fail(`--${name} must be a whole number of ${min} or more, not "${value}".`);
  }
  return parsed;
}

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string' },
    'report-every': { type: 'string' },
    'max-requests': { type: 'string' },
    url: { type: 'string' },
    'anon-key': { type: 'string' },
    pid: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const seconds = whole('seconds', values.seconds, 20);
const connections = whole('connections', values.connections, 10);
const reportEvery = whole('report-every', values['report-every'], 5);
const maxRequests = whole('max-requests', values['max-requests'], 200_000);
if (values.url) {
  const host = URL.canParse(values.url) ? new URL(values.url).hostname : '';
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
    fail(`--url must be a backend on this machine (127.0.0.1), not "${values.url}".`);
  }
  if (!values['anon-key']) fail('--url needs --anon-key, the anon key that backend printed.');
}

interface Tally {
  count: number;
  errors: number;
  times: number[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(tallies: Map<Kind, Tally>): string {
  return MIX.map(([kind]) => {
    const tally = tallies.get(kind);
    if (!tally || tally.count === 0) return `${kind} 0`;
    const sorted = [...tally.times].sort((a, b) => a - b);
    return `${kind} ${tally.count} (${tally.errors} errors, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms)`;
  }).join('\n  ');
}

let dataDir: string | undefined;
let started: BackendProcess | undefined;
let target: { url: string; anonKey: string; pid: number | undefined };
if (values.url) {
  target = {
    url: values.url.replace(/\/$/, ''),
    anonKey: values['anon-key'] ?? '',
    pid: values.pid === undefined ? undefined : whole('pid', values.pid, 0),
  };
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'tides-soak-'));
  console.log(`Starting a backend on ${dataDir} (the first start migrates and seeds)...`);
  started = await startBackendProcess({
    env: {
      DATA_DIR: dataDir,
      // Every sign-up and sign-in here comes from one address, far more than a person's.
      AUTH_RATE_LIMIT_SIGN_UPS_SIGN_INS: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000',
      // ...and so does every tide lookup and REST call: the per-client limits would refuse them.
      TIDE_STATION_DAYS_PER_MINUTE: '100000000',
      TIDE_STATION_DAYS_BURST: '100000000',
      REST_QUEUED_PER_CLIENT: '100000',
    },
  });
  target = { url: started.url, anonKey: started.anonKey, pid: started.pid };
}

const headers = {
  apikey: target.anonKey,
  authorization: `Bearer ${target.anonKey}`,
  'content-type': 'application/json',
};
const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);
const credit = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
/**
 * Smooth weighted round-robin (nginx's): every kind comes up at its weight's rate, evenly spread
 * and in the same order on every run, so even a short run meets every kind.
 */
function pickKind(): Kind {
  let best: Kind = 'search';
  for (const [kind, weight] of MIX) {
    credit.set(kind, (credit.get(kind) ?? 0) + weight);
    if ((credit.get(kind) ?? 0) > (credit.get(best) ?? 0)) best = kind;
  }
  credit.set(best, (credit.get(best) ?? 0) - totalWeight);
  return best;
}

let newSearches = 0;
let newTides = 0;
let signUps = 0;
const accounts: string[] = [];
/** Refresh tokens not in use by a client right now; each is used once, then replaced. */
const refreshTokens: string[] = [];
const runId = Date.now().toString(36);

function isoDay(offset: number): string {
  return new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);
}

function keepSession(answer: Answer): void {
  if (answer.status !== 200) return;
  const token = (JSON.parse(answer.body) as { refresh_token?: unknown }).refresh_token;
  if (typeof token === 'string') refreshTokens.push(token);
}

/** One request of the given kind; its answer, or null when there was nothing to do. */
async function send(kind: Kind): Promise<Answer | null> {
  const api = (path: string, body: unknown) =>
    post(`${target.url}${path}`, headers, JSON.stringify(body));
  switch (kind) {
    case 'search':
      return api('/rest/v1/rpc/search_tide_locations', {
        search_term: SEARCHES[Math.floor(Math.random() * SEARCHES.length)],
      });
    case 'search-new':
      newSearches += 1;
      return api('/rest/v1/rpc/search_tide_locations', {
        search_term: `${PLACES[newSearches % PLACES.length]} ${newSearches}`,
      });
    case 'tides-repeated': {
      const i = Math.floor(Math.random() * STATIONS.length * 28);
      return api('/functions/v1/get-tide-data', {
        locationId: STATIONS[i % STATIONS.length],
        date: isoDay(Math.floor(i / STATIONS.length)),
      });
    }
    case 'tides-new': {
      newTides += 1;
      return api('/functions/v1/get-tide-data', {
        locationId: STATIONS[newTides % STATIONS.length],
        date: isoDay(28 + Math.floor(newTides / STATIONS.length)),
      });
    }
    case 'sign-up': {
      signUps += 1;
      const email = `soak.${runId}.${signUps}@example.com`;
      const answer = await api('/auth/v1/signup', { email, password: PASSWORD });
      if (answer.status === 200) accounts.push(email);
      keepSession(answer);
      return answer;
    }
    case 'sign-in': {
      const email = accounts[Math.floor(Math.random() * accounts.length)];
      if (!email) return null;
      const answer = await api('/auth/v1/token?grant_type=password', {
        email,
        password: PASSWORD,
      });
      keepSession(answer);
      return answer;
    }
    case 'refresh': {
      const token = refreshTokens.shift();
      if (!token) return null;
      const answer = await api('/auth/v1/token?grant_type=refresh_token', {
        refresh_token: token,
      });
      keepSession(answer);
      return answer;
    }
  }
}

const all = new Map<Kind, Tally>();
let recent = new Map<Kind, Tally>();
const errorMessages = new Map<string, number>();
let requests = 0;
let stopping = false;
const rss: number[] = [];
const startedAt = performance.now();
const deadline = startedAt + seconds * 1000;

function record(kind: Kind, ms: number, error: string | null): void {
  for (const tallies of [all, recent]) {
    const tally = tallies.get(kind) ?? { count: 0, errors: 0, times: [] };
    tally.count += 1;
    tally.times.push(ms);
    if (error) tally.errors += 1;
    tallies.set(kind, tally);
  }
  if (error) {
    const key = `${kind}: ${error}`;
    if (errorMessages.has(key) || errorMessages.size < ERRORS_KEPT) {
      errorMessages.set(key, (errorMessages.get(key) ?? 0) + 1);
    }
  }
}

async function client(): Promise<void> {
  while (!stopping && performance.now() < deadline && requests < maxRequests) {
    const kind = pickKind();
    const t0 = performance.now();
    let error: string | null = null;
    try {
      const answer = await send(kind);
      if (!answer) continue;
      requests += 1;
      if (answer.status !== 200) error = `HTTP ${answer.status} ${answer.body.slice(0, 160)}`;
    } catch (caught) {
      requests += 1;
      error = caught instanceof Error ? caught.message : String(caught);
    }
    record(kind, performance.now() - t0, error);
  }
}

function memoryNow(): string {
  const mb = residentMemoryMb(target.pid);
  if (mb === null) return target.pid ? 'RSS unknown' : 'RSS not measured (give --pid)';
  rss.push(mb);
  return `RSS ${mb} MB`;
}

const errorsIn = (tallies: Map<Kind, Tally>) =>
  [...tallies.values()].reduce((sum, tally) => sum + tally.errors, 0);

console.log(
  `Soaking ${target.url} for ${seconds} s with ${connections} connections (at most ${maxRequests} requests). ${memoryNow()} at the start.`,
);
const timer = setInterval(() => {
  const elapsed = Math.round((performance.now() - startedAt) / 1000);
  console.log(
    `[${String(elapsed).padStart(4)} s] ${requests} requests, ${errorsIn(all)} errors, ${memoryNow()}; last ${reportEvery} s:\n  ${summary(recent)}`,
  );
  recent = new Map();
}, reportEvery * 1000);
const interrupt = () => {
  stopping = true;
};
process.once('SIGINT', interrupt);

try {
  await Promise.all(Array.from({ length: connections }, client));
} finally {
  clearInterval(timer);
  process.off('SIGINT', interrupt);
  const elapsed = (performance.now() - startedAt) / 1000;
  memoryNow();
  const errors = errorsIn(all);
  console.log(
    `\nDone: ${requests} requests in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)}/s), ${errors} errors.\n  ${summary(all)}`,
  );
  if (rss.length > 0) {
    console.log(
      `Backend memory (RSS): ${rss[0]} MB at the start, ${Math.max(...rss)} MB at the highest, ${rss.at(-1)} MB at the end.`,
    );
  }
  for (const [message, count] of errorMessages) console.log(`Error (${count}×) ${message}`);
  if (started) {
    const exit = await started.stop('SIGTERM');
    if (exit.code !== 0) console.log(`The backend exited with ${exit.signal ?? exit.code}.`);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = errors > 0 ? 1 : 0;
}
