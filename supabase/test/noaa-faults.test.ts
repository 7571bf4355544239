/**
 * The get-tide-data handler against a NOAA that gets things wrong: an outside fault battery,
 * kept. A fake CO-OPS data getter on loopback answers Boston's 20 March 2026 (as NOAA
 * published it) with one fault at a time; the handler must answer from its own harmonic
 * prediction, cache nothing, and take NOAA's answer again once NOAA recovers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  GetTideDataHandler,
  TideDeps,
  TideResult,
} from '../functions/_shared/handlers/get-tide-data.ts';
import {
  MAX_NOAA_RESPONSE_BYTES,
  NOAA_CIRCUIT_OPEN_MS,
  NOAA_TIMEOUTS_TO_OPEN,
} from '../functions/_shared/noaa/noaa-predictions.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededTideData } from './tide-data.ts';
import { BOSTON_MARCH_2026, noaaPredictions, type NoaaPrediction } from './noaa-tables.ts';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';

const BOSTON = 'noaa/8443970';
const DAY = '2026-03-20';
const FIXED_NOW = new Date('2026-03-18T15:00:00Z');

const published = noaaPredictions(BOSTON_MARCH_2026);

/** NOAA's answer for the UTC days the handler asks about for Boston's local 20 March. */
const bostonDay = published.filter(
  (p) => p.t.startsWith('2026-03-20') || p.t.startsWith('2026-03-21'),
);

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

function json(body: unknown): Behaviour {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
}

function shiftedFiveHours(t: string): string {
  const at = new Date(`${t.replace(' ', 'T')}:00Z`).getTime() + 5 * 3_600_000;
  return new Date(at).toISOString().slice(0, 16).replace('T', ' ');
}

let server: Server;
let base = '';
let behaviour: Behaviour = json({ predictions: bostonDay });
const requests: URL[] = [];
let now = FIXED_NOW;

const seeded = seededTideData(() => now);

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    behaviour(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/prod/datagetter`;
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await seeded.db.query('delete from public.noaa_prediction_cache');
  requests.length = 0;
  now = FIXED_NOW;
  behaviour = json({ predictions: bostonDay });
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** A handler as a host builds one at start. */
function startHandler(overrides: Partial<TideDeps> = {}): GetTideDataHandler {
  return seeded.handler({ noaa: { baseUrl: base, timeoutMs: 500 }, ...overrides });
}

async function tides(handler: GetTideDataHandler, date = DAY): Promise<TideResult> {
  return seeded.tides({ locationId: BOSTON, date }, handler);
}

async function cachedRows(): Promise<number> {
  const rows = await seeded.db.query('select 1 from public.noaa_prediction_cache');
  return rows.length;
}

describe('get-tide-data with a faulty NOAA', () => {
  describe('when NOAA answers soundly', () => {
    it('serves its day fresh, then cached', async () => {
      const handler = startHandler();
      expect((await tides(handler)).source).toBe('fresh');
      expect((await tides(handler)).source).toBe('cached');
      expect(await cachedRows()).toBe(1);
    });
  });

  const faults: [string, NoaaPrediction[]][] = [
    [
      'heights in feet as if metres',
      bostonDay.map((p) => ({ ...p, v: (Number(p.v) / METRES_PER_FOOT).toFixed(3) })),
    ],
    ['one event where there are four', bostonDay.slice(2, 3)],
    ['every event twice', bostonDay.flatMap((p) => [p, p])],
    ['every event typed high', bostonDay.map((p) => ({ ...p, type: 'H' as const }))],
    ['every height zero', bostonDay.map((p) => ({ ...p, v: '0.000' }))],
    ['times shifted five hours', bostonDay.map((p) => ({ ...p, t: shiftedFiveHours(p.t) }))],
  ];

  describe.each(faults)('when NOAA sends %s', (_fault, predictions) => {
    it('answers from the harmonic prediction, logs why, and caches nothing', async () => {
      behaviour = json({ predictions });
      const handler = startHandler();
      const first = await tides(handler);
      expect(first.source).toBe('harmonic');
      expect(first.highTides).toHaveLength(2);
      expect(first.lowTides).toHaveLength(2);
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining('disagrees with the harmonic prediction'),
      );
      expect(await cachedRows()).toBe(0);

      // A restart after NOAA's recovery takes NOAA's sound answer.
      behaviour = json({ predictions: bostonDay });
      expect((await tides(startHandler())).source).toBe('fresh');
    });
  });

  describe('when the database holds a wrong day from before this check', () => {
    it('does not serve it', async () => {
      const wrong = bostonDay.map((p) => ({
        at: new Date(`${p.t.replace(' ', 'T')}:00Z`).toISOString(),
        heightM: Number(p.v) / METRES_PER_FOOT,
        type: p.type === 'H' ? 'high' : 'low',
      }));
      await seeded.db.query(
        `insert into public.noaa_prediction_cache (station_id, date, events, fetched_at)
         values ($1, $2::text::date, $3::text::jsonb, now())`,
        [BOSTON, DAY, JSON.stringify(wrong)],
      );
      behaviour = (_request, response) => response.writeHead(503).end();
      const result = await tides(startHandler());
      expect(result.source).toBe('harmonic');
      expect(Math.max(...result.highTides.map((e) => e.heightM))).toBeLessThan(4);
    });
  });

  describe('when NOAA sends an endless body', () => {
    it('stops reading at the limit', async () => {
      let written = 0;
      const total = 50 * 1024 * 1024;
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      behaviour = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"predictions": [');
        const pump = () => {
          while (written < total && !response.destroyed) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end(']}');
        };
        pump();
      };
      const result = await tides(startHandler({ noaa: { baseUrl: base, timeoutMs: 5_000 } }));
      expect(result.source).toBe('harmonic');
      // What was sent before the connection closed: the limit plus what the sockets buffer.
      expect(written).toBeLessThan(MAX_NOAA_RESPONSE_BYTES + 8 * 1024 * 1024);
    });
  });

  describe('when many visitors ask for one station-day at once', () => {
    it('asks NOAA once', async () => {
      behaviour = (request, response) => {
        setTimeout(() => json({ predictions: bostonDay })(request, response), 100);
      };
      const handler = startHandler();
      const results = await Promise.all(Array.from({ length: 20 }, () => tides(handler)));
      expect(requests).toHaveLength(1);
      expect(new Set(results.map((r) => r.source))).toEqual(new Set(['fresh']));
    });
  });

  describe('when NOAA has no data for the day', () => {
    it('does not ask again for a while', async () => {
      behaviour = json({ error: { message: 'No Predictions data was found.' } });
      const handler = startHandler();
      expect((await tides(handler)).source).toBe('harmonic');
      expect((await tides(handler)).source).toBe('harmonic');
      expect(requests).toHaveLength(1);

      now = new Date(FIXED_NOW.getTime() + 6 * 60_000);
      await tides(handler);
      expect(requests).toHaveLength(2);
    });
  });

  describe('when our own process is too busy to read a prompt answer in time', () => {
    it('still takes the answer, and keeps asking NOAA', async () => {
      behaviour = (request, response) => {
        json({ predictions: bostonDay })(request, response);
        // The CPU is saturated: nothing else in this process runs for a while.
        const until = performance.now() + 400;
        while (performance.now() < until) {
          // busy
        }
      };
      const handler = startHandler({ noaa: { baseUrl: base, timeoutMs: 100 } });
      expect((await tides(handler)).source).toBe('fresh');
    });
  });

  describe('when NOAA times out once', () => {
    it(`keeps asking until ${NOAA_TIMEOUTS_TO_OPEN} timeouts in a row`, async () => {
      const hung: ServerResponse[] = [];
      behaviour = (_request, response) => void hung.push(response);
      const handler = startHandler({ noaa: { baseUrl: base, timeoutMs: 100 } });
      expect((await tides(handler, '2026-03-19')).source).toBe('harmonic');

      behaviour = json({ predictions: bostonDay });
      expect((await tides(handler)).source).toBe('fresh');
      expect(requests).toHaveLength(2);
      for (const response of hung) response.destroy();
    });

    it('leaves NOAA alone once it has timed out that many times in a row', async () => {
      const hung: ServerResponse[] = [];
      behaviour = (_request, response) => void hung.push(response);
      const handler = startHandler({ noaa: { baseUrl: base, timeoutMs: 100 } });
      for (let i = 0; i < NOAA_TIMEOUTS_TO_OPEN; i += 1) {
        await tides(handler, `2026-03-1${i + 1}`);
      }
      behaviour = json({ predictions: bostonDay });
      expect((await tides(handler)).source).toBe('harmonic');
      expect(requests).toHaveLength(NOAA_TIMEOUTS_TO_OPEN);
      for (const response of hung) response.destroy();
    });
  });

  describe('when the minute is up and NOAA still does not answer', () => {
    it('lets one request find out, while the others answer from the harmonics', async () => {
      behaviour = (_request, response) => void response.writeHead(503).end();
      const handler = startHandler({ noaa: { baseUrl: base, timeoutMs: 100 } });
      expect((await tides(handler, '2026-03-11')).source).toBe('harmonic');
      const hung: ServerResponse[] = [];
      behaviour = (_request, response) => void hung.push(response);
      now = new Date(now.getTime() + NOAA_CIRCUIT_OPEN_MS + 1_000);

      const answers = await Promise.all(
        ['2026-03-12', '2026-03-13', '2026-03-14'].map((date) => tides(handler, date)),
      );

      expect(answers.map((answer) => answer.source)).toEqual(['harmonic', 'harmonic', 'harmonic']);
      expect(requests).toHaveLength(2);
      for (const response of hung) response.destroy();
    });
  });

  describe('when NOAA is unreachable', () => {
    it('answers a repeated request without asking the database for NOAA days again', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const cacheReads: string[] = [];
      const handler = startHandler({
        noaa: { baseUrl: `http://127.0.0.1:${port}/datagetter`, timeoutMs: 500 },
        db: {
          query: (text, params) => {
            if (text.includes('noaa_prediction_cache')) cacheReads.push(text);
            return seeded.db.query(text, params);
          },
        },
      });
      expect((await tides(handler)).source).toBe('harmonic');
      expect((await tides(handler)).source).toBe('harmonic');
      expect((await tides(handler)).source).toBe('harmonic');
      expect(cacheReads).toHaveLength(1);
    });
  });
});
