/**
 * Starts real backends for the integration tests: the embedded server on a free port with a
 * throw-away data directory, and a stand-in for NOAA CO-OPS (the only thing we mock: the edge
 * of the world) answering in NOAA's own JSON format.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { BOSTON_MARCH_2026, noaaPredictions } from '@tides/supabase/testing';
import { inject } from 'vitest';
import { configFromEnv, type BackendConfig } from '../src/config.ts';
import { startBackend, type Backend } from '../src/server.ts';

/**
 * A throw-away data directory. `seeded` starts it as a copy of an already migrated database,
 * made once per run by global-setup.ts, which saves each test the seconds migrating takes; an
 * unseeded one starts empty.
 */
export async function tempDataDir({ seeded = true } = {}): Promise<{
  path: string;
  remove(): void;
}> {
  const path = mkdtempSync(join(tmpdir(), 'tides-backend-'));
  if (seeded) cpSync(inject('seededTemplateDir'), path, { recursive: true });
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A backend on a free port with no NOAA behind it; `log` receives its log lines. */
export async function startTestBackend(
  overrides: Partial<BackendConfig> = {},
  log?: (line: string) => void,
): Promise<Backend> {
  const config = { ...configFromEnv({}), port: 0, noaaBaseUrl: null, ...overrides };
  return startBackend(config, log);
}

/**
 * supabase-js builds its realtime client eagerly and wants a WebSocket, which Node has built in
 * only from 22 on. No test here opens a channel, so on older Node a stand-in that refuses to
 * connect is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used by the product.');
  }
}
export const realtimeOptions =
  typeof globalThis.WebSocket === 'undefined' ? { transport: NoRealtime as never } : {};

export function anonClient(backend: Backend): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: realtimeOptions,
  });
}

export type NoaaBehaviour = 'ok' | 'hang' | 'error' | 'garbage';

export interface NoaaStandIn {
  url: string;
  requests: URL[];
  /** How many requests the caller gave up on before an answer (a hanging stand-in's). */
  abandoned: () => number;
  behaviour: NoaaBehaviour;
  close(): Promise<void>;
}

/** NOAA's published highs and lows for Boston, 10 March to 8 April 2026 (UTC, metres above MLLW). */
const BOSTON_PREDICTIONS = noaaPredictions(BOSTON_MARCH_2026);

/** The first and last day NOAA's answers are on file for (Boston, the station's local days). */
export const NOAA_ON_FILE = { station: 'noaa/8443970', first: '2026-03-11', last: '2026-04-07' };

/**
 * Answers `product=predictions&interval=hilo` like api.tidesandcurrents.noaa.gov: Boston's
 * published highs and lows for the requested UTC days of March and early April 2026 (see
 * NOAA_ON_FILE), and NOAA's "no data" error for any other station or day.
 */
export async function startNoaaStandIn(behaviour: NoaaBehaviour = 'ok'): Promise<NoaaStandIn> {
  const requests: URL[] = [];
  const pending = new Set<ServerResponse>();
  let abandoned = 0;
  const state: NoaaStandIn = {
    url: '',
    requests,
    abandoned: () => abandoned,
    behaviour,
    close: async () => {
      const left = [...pending];
      pending.clear();
      for (const res of left) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://noaa.test');
    requests.push(url);
    switch (state.behaviour) {
      case 'hang':
        pending.add(res);
        res.once('close', () => {
          if (pending.delete(res)) abandoned += 1;
        });
        return;
      case 'error':
        res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
        return;
      case 'garbage':
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"predictions": [{"t": "soon", "v": "high"');
        return;
      case 'ok': {
        const begin = url.searchParams.get('begin_date') ?? '';
        const end = url.searchParams.get('end_date') ?? begin;
        const compact = (t: string) => t.slice(0, 10).replaceAll('-', '');
        const predictions =
          url.searchParams.get('station') === BOSTON_MARCH_2026.station
            ? BOSTON_PREDICTIONS.filter((p) => compact(p.t) >= begin && compact(p.t) <= end)
            : [];
        const body =
          predictions.length > 0
            ? { predictions }
            : {
                error: {
                  message:
                    'No Predictions data was found. Please make sure the Datum input is valid.',
                },
              };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/prod/datagetter`;
  return state;
}
