/**
 * The get-tide-data handler, called directly with a freshly migrated database. NOAA is the one
 * thing stood in for: a local HTTP server answering as CO-OPS's data getter does, or failing as
 * it can. The date and time cases run under several server time zones, since the answer must
 * depend only on the station's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, type TestDatabase } from './database.ts';
import {
  createGetTideDataHandler,
  type GetTideDataHandler,
  type TideDeps,
  type TideErrorBody,
  type TideResult,
} from '../functions/_shared/handlers/get-tide-data.ts';
import { MAX_TIDE_REQUEST_BYTES } from '../functions/_shared/handlers/tide-request.ts';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';
import { MOON_PHASE_NAMES } from '@tides/conventions/moon-phases';

const BOSTON = 'noaa/8443970';
const PORTSMOUTH = 'noaa/8423745';
const PORTLAND = 'noaa/8418150';
/** Server clocks far from the stations': UTC+14, UTC, and the US west coast. */
const SERVER_TIME_ZONES = ['Pacific/Kiritimati', 'UTC', 'America/Los_Angeles'];
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

let db: TestDatabase;
let deps: TideDeps;

beforeAll(async () => {
  db = await openSeededDatabase();
  deps = { db, noaa: { baseUrl: null, timeoutMs: 800 }, now: () => FIXED_NOW };
});

afterAll(async () => {
  await db?.close();
});

function post(body: unknown, init: RequestInit = {}): Request {
  return new Request('http://localhost/functions/v1/get-tide-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

/** A handler as a host builds one at start: its own caches and NOAA circuit. */
function handlerWith(overrides: Partial<TideDeps> = {}): GetTideDataHandler {
  return createGetTideDataHandler({ ...deps, ...overrides });
}

async function tides(
  body: unknown,
  handler: GetTideDataHandler = handlerWith(),
): Promise<TideResult> {
  const response = await handler(post(body));
  expect(response.status).toBe(200);
  return (await response.json()) as TideResult;
}

function minutesBetween(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;
}

describe('get-tide-data', () => {
  describe.each(SERVER_TIME_ZONES)('on a server whose clock is in %s', (serverZone) => {
    const previousZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = serverZone;
    });
    afterAll(() => {
      if (previousZone === undefined) delete process.env.TZ;
      else process.env.TZ = previousZone;
    });

    it('really runs in that zone', () => {
      const expected = new Intl.DateTimeFormat('en-US', { timeZone: serverZone }).resolvedOptions()
        .timeZone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(expected);
    });

    describe('for Boston on 2026-11-22', () => {
      it('lists two highs and two lows in Eastern Standard Time', async () => {
        const result = await tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(result.location).toBe('Boston, MA');
        expect(result.date).toBe('2026-11-22');
        expect(result.source).toBe('harmonic');
        expect(result.highTides).toHaveLength(2);
        expect(result.lowTides).toHaveLength(2);
        for (const event of result.extremes) {
          expect(event.time).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM) EST$/);
          expect(event.at).toMatch(/^2026-11-22T\d{2}:\d{2}:00-05:00$/);
          expect(event.height).toMatch(/^-?\d+\.\d ft$/);
          expect(Number.parseFloat(event.height)).toBeCloseTo(event.heightM / METRES_PER_FOOT, 1);
        }
        expect(result.highTides.every((event) => event.type === 'high')).toBe(true);
        expect(result.lowTides.every((event) => event.type === 'low')).toBe(true);
        const instants = result.extremes.map((event) => Date.parse(event.at));
        expect(instants).toEqual([...instants].sort((a, b) => a - b));
        // Boston's spring-tide highs are 9–11 ft above MLLW, its lows near 0.
        for (const high of result.highTides) expect(high.heightM).toBeGreaterThan(2.5);
        for (const low of result.lowTides) expect(low.heightM).toBeLessThan(0.6);
      });

      it('describes the station, datum and units', async () => {
        const result = await tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(result.station).toEqual({
          id: BOSTON,
          noaaId: '8443970',
          name: 'Boston',
          state: 'MA',
          country: 'United States',
          timeZone: 'America/New_York',
          timeZoneAbbreviation: 'EST',
          latitude: expect.closeTo(42.354, 3),
          longitude: expect.closeTo(-71.05, 2),
          type: 'reference',
          referenceId: null,
        });
        expect(result.datum).toBe('MLLW');
        expect(result.units).toEqual({ height: 'ft', heightM: 'm' });
        expect(result.attribution).toMatch(/NOAA/);
        expect(result.generatedAt).toBe(FIXED_NOW.toISOString());
      });

      it('draws the water level every 10 minutes from midnight to midnight', async () => {
        const { timeline, extremes } = await tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(timeline).toHaveLength(145);
        expect(timeline[0]?.at).toBe('2026-11-22T00:00:00-05:00');
        expect(timeline[1]?.at).toBe('2026-11-22T00:10:00-05:00');
        expect(timeline.at(-1)?.at).toBe('2026-11-23T00:00:00-05:00');
        // The curve passes through each high and low it is drawn with.
        for (const extreme of extremes) {
          const nearest = timeline.reduce((best, point) =>
            minutesBetween(point.at, extreme.at) < minutesBetween(best.at, extreme.at)
              ? point
              : best,
          );
          expect(Math.abs(nearest.heightM - extreme.heightM)).toBeLessThan(0.05);
        }
      });

      it('gives sunrise, sunset and the moon for that day', async () => {
        const result = await tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(result.sun.sunrise).toMatch(/^2026-11-22T06:\d{2}:00-05:00$/);
        expect(result.sun.sunset).toMatch(/^2026-11-22T16:\d{2}:00-05:00$/);
        expect(MOON_PHASE_NAMES).toContain(result.moonPhase);
        expect(result.moon.phase).toBe(result.moonPhase);
        expect(result.moonIllumination).toBe(`${Math.round(result.moon.illumination * 100)}%`);
        expect(result.moon.phaseAngle).toBeGreaterThanOrEqual(0);
        expect(result.moon.phaseAngle).toBeLessThan(360);
      });
    });

    describe('when a visitor in Tokyo asks for 22 November', () => {
      it("gives Boston's 22 November, not the UTC day the timestamp falls on", async () => {
        const fromTokyo = await tides({ locationId: BOSTON, date: '2026-11-22T00:00:00+09:00' });
        const plain = await tides({ locationId: BOSTON, date: '2026-11-22' });
        expect(fromTokyo.date).toBe('2026-11-22');
        expect(fromTokyo.extremes).toEqual(plain.extremes);
      });

      it('takes the date part of a UTC timestamp as given', async () => {
        const result = await tides({ locationId: BOSTON, date: '2026-11-22T03:00:00.000Z' });
        expect(result.date).toBe('2026-11-22');
        expect(result.timeline[0]?.at).toBe('2026-11-22T00:00:00-05:00');
      });
    });

    describe('on the day New York springs forward (2026-03-08)', () => {
      it('covers a 23-hour day, in EST before 2 AM and EDT after', async () => {
        const result = await tides({ locationId: BOSTON, date: '2026-03-08' });
        expect(result.timeline).toHaveLength(23 * 6 + 1);
        expect(result.timeline[0]?.at).toBe('2026-03-08T00:00:00-05:00');
        expect(result.timeline.at(-1)?.at).toBe('2026-03-09T00:00:00-04:00');
        expect(result.station.timeZoneAbbreviation).toBe('EDT');
        expect(result.extremes.length).toBeGreaterThanOrEqual(3);
        for (const event of result.extremes) {
          expect(event.at.slice(0, 10)).toBe('2026-03-08');
          const before = Date.parse(event.at) < Date.parse('2026-03-08T07:00:00Z');
          expect(event.time.endsWith(before ? ' EST' : ' EDT')).toBe(true);
          expect(event.at.endsWith(before ? '-05:00' : '-04:00')).toBe(true);
        }
      });
    });

    describe('on the day New York falls back (2026-11-01)', () => {
      it('covers a 25-hour day', async () => {
        const result = await tides({ locationId: BOSTON, date: '2026-11-01' });
        expect(result.timeline).toHaveLength(25 * 6 + 1);
        expect(result.timeline[0]?.at).toBe('2026-11-01T00:00:00-04:00');
        expect(result.timeline.at(-1)?.at).toBe('2026-11-02T00:00:00-05:00');
      });
    });
  });

  describe('around the full moon of 24 November 2026 (14:54 UTC)', () => {
    it('calls the whole station-local day of the full moon "Full Moon", and the days beside it gibbous', async () => {
      const phases = [];
      for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
        phases.push((await tides({ locationId: BOSTON, date })).moonPhase);
      }
      expect(phases).toEqual(['Waxing Gibbous', 'Full Moon', 'Waning Gibbous']);
    });

    it("names the day by the station's calendar: already the 25th on Guam", async () => {
      const [guam] = await db.query<{ id: string }>(
        `select id from public.tide_stations where time_zone = 'Pacific/Guam' order by id limit 1`,
      );
      expect(guam).toBeDefined();
      const onThe24th = await tides({ locationId: guam?.id, date: '2026-11-24' });
      const onThe25th = await tides({ locationId: guam?.id, date: '2026-11-25' });
      expect([onThe24th.moonPhase, onThe25th.moonPhase]).toEqual(['Waxing Gibbous', 'Full Moon']);
      expect(onThe25th.moon.illumination).toBeGreaterThan(0.99);
    });
  });

  describe('for a subordinate station (Portsmouth, NH)', () => {
    it("answers with its reference's tides moved by NOAA's offsets", async () => {
      const portsmouth = await tides({ locationId: PORTSMOUTH, date: '2026-07-04' });
      expect(portsmouth.location).toBe('Portsmouth, NH');
      expect(portsmouth.station.type).toBe('subordinate');
      expect(portsmouth.station.referenceId).toBe(PORTLAND);
      // It has no constants of its own, and says so.
      expect(portsmouth.attribution).toMatch(
        /^Computed from NOAA CO-OPS time and height differences to its reference station's harmonic constants/,
      );
      expect(portsmouth.highTides.length).toBeGreaterThanOrEqual(1);
      expect(portsmouth.lowTides.length).toBeGreaterThanOrEqual(1);
      // NOAA's offsets for 8423745: highs +22 min, lows +17 min, heights × 0.86.
      const portland = await tides({ locationId: PORTLAND, date: '2026-07-04' });
      const pairs = portsmouth.extremes.flatMap((event) => {
        const shift = event.type === 'high' ? 22 : 17;
        const source = portland.extremes.find(
          (candidate) =>
            candidate.type === event.type &&
            Math.abs(minutesBetween(candidate.at, event.at) - shift) <= 1 &&
            Date.parse(candidate.at) < Date.parse(event.at),
        );
        return source ? [{ event, source }] : [];
      });
      // At most the first event's reference fell on the day before.
      expect(pairs.length).toBeGreaterThanOrEqual(portsmouth.extremes.length - 1);
      for (const { event, source } of pairs) {
        expect(event.heightM).toBeCloseTo(source.heightM * 0.86, 2);
      }
      expect(portsmouth.timeline).toHaveLength(145);
    });
  });

  describe('asked for several days at once', () => {
    it('answers each day as the one-day answer for that day would, across the clock change', async () => {
      const handler = handlerWith();
      // Daylight saving ends in Boston on Sunday 1 November 2026.
      const week = await tides({ locationId: BOSTON, date: '2026-10-29', days: 7 }, handler);
      expect(week.date).toBe('2026-10-29');
      expect(week.days?.map((day) => day.date)).toEqual([
        '2026-10-29',
        '2026-10-30',
        '2026-10-31',
        '2026-11-01',
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
      ]);
      expect(week.days?.map((day) => day.timeZoneAbbreviation)).toEqual([
        'EDT',
        'EDT',
        'EDT',
        'EST',
        'EST',
        'EST',
        'EST',
      ]);
      for (const day of week.days ?? []) {
        const single = await tides({ locationId: BOSTON, date: day.date }, handler);
        expect(single.days).toBeUndefined();
        expect(day.extremes).toEqual(single.extremes);
        expect(day.sun).toEqual(single.sun);
        expect(day.moon).toEqual(single.moon);
        expect(day.source).toBe(single.source);
      }
      // The curve is the first day's alone: 145 points, midnight to midnight.
      expect(week.timeline).toHaveLength(145);
      expect(week.extremes).toEqual(week.days?.[0]?.extremes);
    });

    it('marks one spring day near each new and full moon and one neap day near each quarter', async () => {
      // November 2026: last quarter on the 1st, new moon on the 9th, first quarter on the 17th,
      // full moon on the 24th, last quarter on 1 December.
      const month = await tides({ locationId: BOSTON, date: '2026-11-01', days: 30 });
      const marked = (kind: string) =>
        (month.days ?? []).filter((day) => day.tideRange === kind).map((day) => day.date);
      const daysFrom = (phase: string, date: string) =>
        Math.abs(Date.parse(date) - Date.parse(phase)) / 86_400_000;
      // Each phase's week has one day marked, the station's largest or smallest range in it.
      const near = (phases: string[], dates: string[]) =>
        phases.map((phase) => dates.filter((date) => daysFrom(phase, date) <= 3).length);
      expect(near(['2026-11-09', '2026-11-24'], marked('spring'))).toEqual([1, 1]);
      expect(marked('spring')).toHaveLength(2);
      expect(near(['2026-11-17'], marked('neap'))).toEqual([1]);
      expect(
        near(['2026-11-01', '2026-11-17', '2026-12-01'], marked('neap')).reduce((a, b) => a + b),
      ).toBe(marked('neap').length);
      const fullMoonDay = month.days?.find((day) => day.date === '2026-11-24');
      expect(fullMoonDay?.moon.phase).toBe('Full Moon');
      for (const day of month.days ?? []) {
        expect(day.extremes.length).toBeGreaterThanOrEqual(3);
        expect(day.sun.sunrise?.startsWith(day.date)).toBe(true);
      }
    });

    it("marks spring and neap on the station's own largest and smallest ranges, which lag the moon: Sausalito", async () => {
      const SAUSALITO = 'noaa/9414806';
      // 4 November to 4 December 2026: new moon on the 9th, first quarter on the 17th, full
      // moon on the 24th, last quarter on 1 December, each with its week inside.
      const month = await tides({ locationId: SAUSALITO, date: '2026-11-04', days: 31 });
      const days = month.days ?? [];
      const rangeOf = (day: (typeof days)[number]) => {
        const heights = (type: string) =>
          day.extremes.filter((event) => event.type === type).map((event) => event.heightM);
        return Math.max(...heights('high')) - Math.min(...heights('low'));
      };
      // The day of each principal phase: the one whose noon's angle is nearest it.
      const fromPhase = (angle: number, target: number) =>
        Math.abs(((((angle - target) % 360) + 540) % 360) - 180);
      const phaseDays = (target: number) =>
        days.flatMap((day, i) => {
          const off = (d: (typeof days)[number] | undefined) =>
            d ? fromPhase(d.moon.phaseAngle, target) : Infinity;
          return off(day) < 30 && off(day) <= off(days[i - 1]) && off(day) < off(days[i + 1])
            ? [i]
            : [];
        });
      const checked = { spring: 0, neap: 0 };
      for (const [kind, targets] of [
        ['neap', [90, 270]],
        ['spring', [0, 180]],
      ] as const) {
        for (const phase of targets.flatMap(phaseDays)) {
          // Only phases whose whole week is in the month.
          if (phase < 3 || phase > days.length - 4) continue;
          const week = days.slice(phase - 3, phase + 4);
          const ranges = week.map(rangeOf);
          const extreme = kind === 'neap' ? Math.min(...ranges) : Math.max(...ranges);
          const marked = week.filter((day) => day.tideRange === kind);
          expect(marked.map((day) => day.date)).toEqual([week[ranges.indexOf(extreme)]!.date]);
          checked[kind] += 1;
        }
      }
      expect(checked).toEqual({ spring: 2, neap: 2 });
    });

    it("marks no spring or neap days where the range follows the moon's declination, not its phase", async () => {
      // Pensacola's tide is diurnal (K1 and O1 rule): the seed says its range does not follow the phase.
      const [row] = await db.query<{ spring_neap: boolean }>(
        'select spring_neap from public.tide_stations where id = $1',
        ['noaa/8729840'],
      );
      expect(row?.spring_neap).toBe(false);
      const month = await tides({ locationId: 'noaa/8729840', date: '2026-11-01', days: 30 });
      expect(month.days?.filter((day) => day.tideRange !== null)).toEqual([]);
    });

    it('answers a whole month of a year it has never seen, as a printed table needs', async () => {
      const month = await tides({ locationId: PORTLAND, date: '2031-01-01', days: 31 });
      expect(month.days).toHaveLength(31);
      expect(month.days?.at(-1)?.date).toBe('2031-01-31');
      expect(month.days?.every((day) => day.source === 'harmonic')).toBe(true);
    });
  });

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
      const response = await handlerWith()(post(body));
      expect(response.status).toBe(400);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const error = (await response.json()) as TideErrorBody;
      expect(error).toEqual({
        error: 'Invalid request',
        details: expect.stringContaining(details),
      });
    });

    it('answers an unknown station with 404', async () => {
      const response = await handlerWith()(
        post({ locationId: 'noaa/0000000', date: '2026-11-22' }),
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
      const [gauge] = await db.query<{ kind: string }>(
        'select kind from public.water_level_gauges where id = $1',
        [id],
      );
      expect(gauge?.kind).toBe('lake');
      const response = await handlerWith()(post({ locationId: id, date: '2026-11-22' }));
      expect(response.status).toBe(404);
    });

    it('answers PUT with 405', async () => {
      const response = await handlerWith()(
        new Request('http://localhost/get-tide-data', { method: 'PUT' }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
      expect(((await response.json()) as TideErrorBody).error).toBe('Method not allowed');
    });

    it('answers a failing database with 500 and no stack trace', async () => {
      const broken = handlerWith({
        db: {
          query: () => Promise.reject(new Error('connection refused at /secret/path.ts:12')),
        },
      });
      const quiet = console.error;
      console.error = () => {};
      try {
        const response = await broken(post({ locationId: 'noaa/9999999', date: '2026-11-22' }));
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
    const response = await handlerWith()(
      new Request('http://localhost/get-tide-data', { method: 'OPTIONS' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
  });

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
      await db.query('delete from public.noaa_prediction_cache');
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
      return handlerWith({ noaa: { baseUrl: `${base}${path}`, timeoutMs: 300 }, ...extra });
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
      const fresh = await tides({ locationId: BOSTON, date: '2026-11-22' }, handler);
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

      const cached = await tides({ locationId: BOSTON, date: '2026-11-22' }, handler);
      expect(cached.source).toBe('cached');
      expect(cached.extremes).toEqual(fresh.extremes);
      expect(requests).toHaveLength(1);

      // A server started afterwards finds the day in the database.
      const restarted = await tides({ locationId: BOSTON, date: '2026-11-22' }, withNoaa('/ok'));
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
          const result = await tides({ locationId: BOSTON, date: '2026-12-01' }, withNoaa(path));
          expect(result.source).toBe('harmonic');
          expect(result.extremes.length).toBeGreaterThanOrEqual(3);
          expect(requests).toHaveLength(1);
        } finally {
          console.warn = quiet;
        }
      },
    );

    it('leaves NOAA alone for a minute after it fails', async () => {
      behaviours.set('/flaky', (_request, response) => response.writeHead(503).end());
      let now = new Date('2026-11-20T15:00:00Z');
      const clock = withNoaa('/flaky', { now: () => now });
      const quiet = console.warn;
      console.warn = () => {};
      try {
        expect((await tides({ locationId: BOSTON, date: '2026-12-02' }, clock)).source).toBe(
          'harmonic',
        );
        expect(requests).toHaveLength(1);

        now = new Date(now.getTime() + 30_000);
        expect((await tides({ locationId: BOSTON, date: '2026-12-03' }, clock)).source).toBe(
          'harmonic',
        );
        expect(requests).toHaveLength(1);

        // The circuit is the handler's own: another handler (another host) still asks NOAA.
        const other = withNoaa('/flaky', { now: () => now });
        await tides({ locationId: BOSTON, date: '2026-12-04' }, other);
        expect(requests).toHaveLength(2);

        now = new Date(now.getTime() + 31_000);
        behaviours.set('/flaky', json(bostonDay));
        expect((await tides({ locationId: BOSTON, date: '2026-11-22' }, clock)).source).not.toBe(
          'harmonic',
        );
        expect(requests).toHaveLength(3);
      } finally {
        console.warn = quiet;
      }
    });
  });
});
