/**
 * What get-tide-data refuses, and how: every malformed request a 400 in words that say what to
 * send, an unknown station or a gauge without tides a 404, another method a 405, a failing
 * database a 500 that names no internals; and the CORS preflight every browser sends first.
 */
import { describe, expect, it } from 'vitest';
import type { TideErrorBody } from '../functions/_shared/handlers/get-tide-data.ts';
import { MAX_TIDE_REQUEST_BYTES } from '../functions/_shared/handlers/tide-request.ts';
import { seededTideData, tideDataPost } from './tide-data.ts';

const BOSTON = 'noaa/8443970';
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

const seeded = seededTideData(() => FIXED_NOW);

describe('get-tide-data', () => {
  describe('given a request it cannot answer', () => {
    const invalid: [string, RequestInit | unknown, string][] = [
      ['a body that is not JSON', '{locationId: boston', 'not valid JSON'],
      ['an empty body', '', 'empty'],
      ['a JSON array', [BOSTON, '2026-11-22'], 'JSON object'],
      ['no locationId', { date: '2026-11-22' }, 'locationId is required.'],
      [
        'a numeric locationId',
        { locationId: 8443970, date: '2026-11-22' },
        'locationId must be a string',
      ],
      [
        'a locationId that is no id',
        { locationId: 'drop table;', date: '2026-11-22' },
        'not a station id',
      ],
      ['no date', { locationId: BOSTON }, 'date is required'],
      ['a numeric date', { locationId: BOSTON, date: 20261122 }, 'date must be a string'],
      [
        'a date that is no date',
        { locationId: BOSTON, date: 'tomorrow' },
        '"tomorrow" is not a date',
      ],
      ['30 February', { locationId: BOSTON, date: '2026-02-30' }, 'February 2026 has no day 30.'],
      ['month 13', { locationId: BOSTON, date: '2026-13-01' }, 'There is no month 13'],
      ['a year before 1900', { locationId: BOSTON, date: '1899-12-31' }, '1900 to 2100'],
      [
        'a year after 2100',
        { locationId: BOSTON, date: '2101-01-01T00:00:00-05:00' },
        '1900 to 2100',
      ],
      ['no days', { locationId: BOSTON, date: '2026-11-22', days: 0 }, 'from 1 to 31'],
      ['32 days', { locationId: BOSTON, date: '2026-11-22', days: 32 }, 'from 1 to 31'],
      ['half a day', { locationId: BOSTON, date: '2026-11-22', days: 1.5 }, 'from 1 to 31'],
      ['days as text', { locationId: BOSTON, date: '2026-11-22', days: '7' }, 'from 1 to 31'],
      [
        'days running past 2100',
        { locationId: BOSTON, date: '2100-12-30', days: 7 },
        '7 days from 2100-12-30 run past that',
      ],
      [
        'a huge body',
        { locationId: BOSTON, date: '2026-11-22', padding: 'x'.repeat(MAX_TIDE_REQUEST_BYTES) },
        'larger than 16 KB',
      ],
    ];

    it.each(invalid)('answers %s with 400 and says why', async (_case, body, details) => {
      const response = await seeded.handler()(tideDataPost(body));
      expect(response.status).toBe(400);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const error = (await response.json()) as TideErrorBody;
      expect(error).toEqual({
        error: 'Invalid request',
        details: expect.stringContaining(details),
      });
    });

    it('answers an unknown station with 404', async () => {
      const response = await seeded.handler()(
        tideDataPost({ locationId: 'noaa/0000000', date: '2026-11-22' }),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: 'Location not found',
        details: 'No tide station has the id "noaa/0000000".',
      });
    });

    it('offers no tides for a gauge without any, as for no station', async () => {
      // Kingston, Ontario is on Lake Ontario: a water-level gauge, set apart by the seed.
      const id = 'ticon/kingston_ontario-13988-can-meds';
      const [gauge] = await seeded.db.query<{ kind: string }>(
        'select kind from public.water_level_gauges where id = $1',
        [id],
      );
      expect(gauge?.kind).toBe('lake');
      const response = await seeded.handler()(tideDataPost({ locationId: id, date: '2026-11-22' }));
      expect(response.status).toBe(404);
    });

    it('answers PUT with 405', async () => {
      const response = await seeded.handler()(
        new Request('http://localhost/get-tide-data', { method: 'PUT' }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
      expect(((await response.json()) as TideErrorBody).error).toBe('Method not allowed');
    });

    it('answers a failing database with 500 and no stack trace', async () => {
      const broken = seeded.handler({
        db: {
          query: () => Promise.reject(new Error('connection refused at /secret/path.ts:12')),
        },
      });
      const quiet = console.error;
      console.error = () => {};
      try {
        const response = await broken(
          tideDataPost({ locationId: 'noaa/9999999', date: '2026-11-22' }),
        );
        expect(response.status).toBe(500);
        const body = (await response.json()) as TideErrorBody;
        expect(body.error).toBe('Internal error');
        expect(body.details).not.toMatch(/secret|\.ts|at /);
      } finally {
        console.error = quiet;
      }
    });
  });

  it('answers the CORS preflight', async () => {
    const response = await seeded.handler()(
      new Request('http://localhost/get-tide-data', { method: 'OPTIONS' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
  });
});
