/**
 * get-tide-data with NOAA stood in for by a local HTTP server answering as CO-OPS's data getter
 * does, or failing as it can: NOAA's highs and lows taken and kept, and NOAA left alone for a
 * while after it fails.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GetTideDataHandler, TideDeps } from '../functions/_shared/handlers/get-tide-data.ts';
import { seededTideData } from './tide-data.ts';

const BOSTON = 'noaa/8443970';
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

const seeded = seededTideData(() => FIXED_NOW);

describe('get-tide-data', () => {
  describe('with NOAA stood in for by a local server', () => {
    type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;
    let server: Server;
    let base = '';
    const requests: URL[] = [];
    const behaviours = new Map<string, Behaviour>();

    beforeAll(async () => {
      server = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        requests.push(url);
        const behaviour = behaviours.get(url.pathname);
        if (behaviour) behaviour(request, response);
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterEach(async () => {
      await seeded.db.query('delete from public.noaa_prediction_cache');
      requests.length = 0;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    function json(body: unknown): Behaviour {
      return (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
    }

    function withNoaa(path: string, extra: Partial<TideDeps> = {}): GetTideDataHandler {
      return seeded.handler({ noaa: { baseUrl: `${base}${path}`, timeoutMs: 300 }, ...extra });
    }

    // Boston's local 2026-11-22 is 05:00Z on the 22nd to 05:00Z on the 23rd.
    const bostonDay = {
      predictions: [
        { t: '2026-11-22 02:10', v: '2.900', type: 'H' }, // 21 Nov locally: left out
        { t: '2026-11-22 07:23', v: '0.210', type: 'L' },
        { t: '2026-11-22 13:35', v: '3.207', type: 'H' },
        { t: '2026-11-22 20:00', v: '-0.043', type: 'L' },
        { t: '2026-11-23 02:08', v: '2.903', type: 'H' },
        { t: '2026-11-23 08:30', v: '0.300', type: 'L' }, // 23 Nov locally: left out
      ],
    };

    it("answers with NOAA's highs and lows, then from the cache", async () => {
      behaviours.set('/ok', json(bostonDay));
      const handler = withNoaa('/ok');
      const fresh = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' }, handler);
      expect(fresh.source).toBe('fresh');
      expect(fresh.extremes.map((event) => [event.time, event.height, event.type])).toEqual([
        ['2:23 AM EST', '0.7 ft', 'low'],
        ['8:35 AM EST', '10.5 ft', 'high'],
        ['3:00 PM EST', '-0.1 ft', 'low'],
        ['9:08 PM EST', '9.5 ft', 'high'],
      ]);
      expect(fresh.extremes[1]?.at).toBe('2026-11-22T08:35:00-05:00');
      expect(fresh.timeline).toHaveLength(145);
      expect(requests).toHaveLength(1);
      const query = Object.fromEntries(requests[0]?.searchParams ?? []);
      expect(query).toEqual({
        product: 'predictions',
        application: 'tides',
        // Boston's whole month at once, a day either side: its other days cost no call.
        begin_date: '20261031',
        end_date: '20261201',
        datum: 'MLLW',
        station: '8443970',
        time_zone: 'gmt',
        units: 'metric',
        interval: 'hilo',
        format: 'json',
      });

      const cached = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' }, handler);
      expect(cached.source).toBe('cached');
      expect(cached.extremes).toEqual(fresh.extremes);
      expect(requests).toHaveLength(1);

      // A server started afterwards finds the day in the database.
      const restarted = await seeded.tides(
        { locationId: BOSTON, date: '2026-11-22' },
        withNoaa('/ok'),
      );
      expect(restarted.source).toBe('cached');
      expect(requests).toHaveLength(1);
    });

    const failures: [string, Behaviour][] = [
      ['never answers', () => {}],
      ['answers 500', (_request, response) => response.writeHead(500).end('upstream exploded')],
      [
        'answers an HTML page',
        (_request, response) =>
          response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Maintenance</html>'),
      ],
      [
        'answers malformed predictions',
        json({ predictions: [{ t: 'soon', v: 'high', type: 'X' }] }),
      ],
      ['answers an error object', json({ error: { message: 'No Predictions data was found.' } })],
      ['answers an empty list', json({ predictions: [] })],
    ];

    it.each(failures)(
      'computes the tides itself, asking NOAA once, when NOAA %s',
      async (name, behaviour) => {
        const path = `/${name.replaceAll(' ', '-')}`;
        behaviours.set(path, behaviour);
        const quiet = console.warn;
        console.warn = () => {};
        try {
          const result = await seeded.tides(
            { locationId: BOSTON, date: '2026-12-01' },
            withNoaa(path),
          );
          expect(result.source).toBe('harmonic');
          expect(result.extremes.length).toBeGreaterThanOrEqual(3);
          expect(requests).toHaveLength(1);
        } finally {
          console.warn = quiet;
        }
      },
    );

    it('answers a day NOAA gave before from the cache while NOAA is left alone', async () => {
      behaviours.set('/ok', json(bostonDay));
      // Another server kept NOAA's 22 November in the database.
      const kept = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' }, withNoaa('/ok'));
      expect(kept.source).toBe('fresh');
      behaviours.set('/down', (_request, response) => response.writeHead(503).end());
      const handler = withNoaa('/down');
      const quiet = console.warn;
      console.warn = () => {};
      try {
        expect(
          (await seeded.tides({ locationId: BOSTON, date: '2026-12-02' }, handler)).source,
        ).toBe('harmonic');
        expect(requests).toHaveLength(2);

        // NOAA is left alone now: the kept day still comes from the cache, a day never kept from
        // the harmonics at once, and NOAA is not asked.
        const cached = await seeded.tides({ locationId: BOSTON, date: '2026-11-22' }, handler);
        expect(cached.source).toBe('cached');
        expect(cached.extremes).toEqual(kept.extremes);
        expect(
          (await seeded.tides({ locationId: BOSTON, date: '2026-12-03' }, handler)).source,
        ).toBe('harmonic');
        expect(requests).toHaveLength(2);
      } finally {
        console.warn = quiet;
      }
    });

    it('leaves NOAA alone for a minute after it fails', async () => {
      behaviours.set('/flaky', (_request, response) => response.writeHead(503).end());
      let now = new Date('2026-11-20T15:00:00Z');
      const clock = withNoaa('/flaky', { now: () => now });
      const quiet = console.warn;
      console.warn = () => {};
      try {
        expect((await seeded.tides({ locationId: BOSTON, date: '2026-12-02' }, clock)).source).toBe(
          'harmonic',
        );
        expect(requests).toHaveLength(1);

        now = new Date(now.getTime() + 30_000);
        expect((await seeded.tides({ locationId: BOSTON, date: '2026-12-03' }, clock)).source).toBe(
          'harmonic',
        );
        expect(requests).toHaveLength(1);

        // The circuit is the handler's own: another handler (another host) still asks NOAA.
        const other = withNoaa('/flaky', { now: () => now });
        await seeded.tides({ locationId: BOSTON, date: '2026-12-04' }, other);
        expect(requests).toHaveLength(2);

        now = new Date(now.getTime() + 31_000);
        behaviours.set('/flaky', json(bostonDay));
        expect(
          (await seeded.tides({ locationId: BOSTON, date: '2026-11-22' }, clock)).source,
        ).not.toBe('harmonic');
        expect(requests).toHaveLength(3);
      } finally {
        console.warn = quiet;
      }
    });
  });
});
