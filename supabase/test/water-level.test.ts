/**
 * The get-water-level handler, called directly with a freshly migrated database and a fixed
 * "now". NOAA is the one thing stood in for: a local HTTP server answering the water_level
 * product as CO-OPS does, whose Boston gauge reads our own prediction plus a 0.183 m surge
 * (0.6 ft), or failing as NOAA can.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGetTideDataHandler,
  type TideResult,
} from '../functions/_shared/handlers/get-tide-data.ts';
import {
  createGetWaterLevelHandler,
  GAUGE_SILENT_MS,
  WATER_LEVEL_FRESH_MS,
  type WaterLevelDeps,
  type WaterLevelResult,
} from '../functions/_shared/handlers/get-water-level.ts';
import { createSharedNoaaClient } from '../functions/_shared/noaa/noaa-predictions.ts';
import { parseNoaaWaterLevels } from '../functions/_shared/noaa/noaa-water-levels.ts';
import { readLiveGauges } from '../scripts/refresh-live-gauges.ts';
import { openSeededDatabase, type TestDatabase } from './database.ts';
import {
  startWaterLevelStandIn,
  surgedGauge,
  type WaterLevelStandIn,
} from './noaa-water-level-stand-in.ts';

const BOSTON = 'noaa/8443970';
/** Hull, MA: a subordinate station, predicted from Boston's gauge; no gauge of its own. */
const HULL = 'noaa/8444351';
const SURGE_M = 0.183;
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');
/** Observations every six minutes over 48 hours, both ends included. */
const OBSERVATIONS_IN_48_HOURS = 481;
/** A timeout short enough for a test of a NOAA that never answers. */
const TIMEOUT_MS = 300;

let db: TestDatabase;
let noaa: WaterLevelStandIn;
let now = FIXED_NOW;

beforeAll(async () => {
  db = await openSeededDatabase();
  noaa = await startWaterLevelStandIn();
  noaa.addGauge(await surgedGauge(db, BOSTON, SURGE_M));
});

afterAll(async () => {
  await noaa?.close();
  await db?.close();
});

beforeEach(() => {
  now = FIXED_NOW;
  noaa.behaviour = 'ok';
  noaa.lastReportMs = null;
  noaa.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function deps(overrides: Partial<WaterLevelDeps> = {}): WaterLevelDeps {
  return {
    db,
    noaa: { baseUrl: noaa.url, timeoutMs: TIMEOUT_MS },
    now: () => now,
    ...overrides,
  };
}

function post(body: unknown, method = 'POST'): Request {
  return new Request('http://localhost/functions/v1/get-water-level', {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : null,
  });
}

async function waterLevel(
  handler: ReturnType<typeof createGetWaterLevelHandler>,
  locationId = BOSTON,
): Promise<WaterLevelResult> {
  const response = await handler(post({ locationId }));
  expect(response.status).toBe(200);
  return (await response.json()) as WaterLevelResult;
}

describe('get-water-level', () => {
  describe('for Boston, whose gauge NOAA reports', () => {
    it('answers the last 48 hours of observations with our prediction beside each', async () => {
      const result = await waterLevel(createGetWaterLevelHandler(deps()));
      expect(result.source).toBe('noaa');
      expect(result.stale).toBe(false);
      expect(result.reason).toBeNull();
      expect(result.silentSince).toBeNull();
      expect(result.station).toMatchObject({ id: BOSTON, noaaId: '8443970', liveGauge: true });
      expect(result.observations).toHaveLength(OBSERVATIONS_IN_48_HOURS);
      expect(result.observations[0]?.at).toBe('2026-11-18T10:00:00-05:00');
      expect(result.fetchedAt).toBe(FIXED_NOW.toISOString());
      for (const each of result.observations) {
        expect(each.heightM - each.predictedM).toBeCloseTo(SURGE_M, 2);
      }
    });

    it('says where the water is now and how far above the prediction', async () => {
      const { latest } = await waterLevel(createGetWaterLevelHandler(deps()));
      expect(latest?.at).toBe('2026-11-20T10:00:00-05:00');
      expect(latest?.residualM).toBeCloseTo(SURGE_M, 2);
      expect(latest?.heightM).toBeCloseTo((latest?.predictedM ?? 0) + SURGE_M, 2);
    });

    it('asks NOAA for water_level above MLLW, metric, in GMT, over the last 48 hours', async () => {
      await waterLevel(createGetWaterLevelHandler(deps()));
      const [asked] = noaa.requests;
      expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
        product: 'water_level',
        station: '8443970',
        datum: 'MLLW',
        units: 'metric',
        time_zone: 'gmt',
        format: 'json',
        begin_date: '20261118 15:00',
        end_date: '20261120 15:00',
      });
    });

    it('predicts each instant as get-tide-data draws the day', async () => {
      const { observations } = await waterLevel(createGetWaterLevelHandler(deps()));
      const response = await createGetTideDataHandler({
        db,
        noaa: { baseUrl: null, timeoutMs: TIMEOUT_MS },
      })(
        new Request('http://localhost/functions/v1/get-tide-data', {
          method: 'POST',
          body: JSON.stringify({ locationId: BOSTON, date: '2026-11-19' }),
        }),
      );
      const day = (await response.json()) as TideResult;
      const drawn = new Map(day.timeline.map((point) => [point.at, point.heightM]));
      // The curve's ten-minute points and NOAA's six-minute ones meet every half hour.
      const shared = observations.filter((each) => drawn.has(each.at));
      expect(shared.length).toBeGreaterThan(40);
      for (const each of shared) expect(each.predictedM).toBeCloseTo(drawn.get(each.at) ?? 0, 3);
    });

    it('asks NOAA once in six minutes however many ask, and never twice at once', async () => {
      const handler = createGetWaterLevelHandler(deps());
      await Promise.all(Array.from({ length: 5 }, () => waterLevel(handler)));
      expect(noaa.requests).toHaveLength(1);
      now = new Date(FIXED_NOW.getTime() + WATER_LEVEL_FRESH_MS - 60_000);
      await waterLevel(handler);
      expect(noaa.requests).toHaveLength(1);
      now = new Date(FIXED_NOW.getTime() + WATER_LEVEL_FRESH_MS);
      await waterLevel(handler);
      expect(noaa.requests).toHaveLength(2);
    });
  });

  describe('when NOAA flags or leaves out observations', () => {
    it('leaves them out: no spike is drawn as data', async () => {
      noaa.behaviour = 'flagged';
      const result = await waterLevel(createGetWaterLevelHandler(deps()));
      expect(result.source).toBe('noaa');
      // One in ten flagged and one in ten missing.
      expect(result.observations.length).toBeLessThan(OBSERVATIONS_IN_48_HOURS * 0.81 + 1);
      expect(result.observations.length).toBeGreaterThan(OBSERVATIONS_IN_48_HOURS * 0.79);
      const spikes = result.observations.filter((each) => each.heightM - each.predictedM > 1);
      expect(spikes).toEqual([]);
    });

    it('reads NOAA flags F, R and L as "not data", and a count of outliers alone as data', () => {
      const row = (f: string, v = '1.000') => ({ t: '2026-11-20 15:00', v, s: '0.004', f, q: 'p' });
      const parsed = parseNoaaWaterLevels(
        JSON.stringify({
          data: [
            row('0,0,0,0'),
            row('3,0,0,0'),
            row('0,1,0,0'),
            row('0,0,1,0'),
            row('0,0,0,1'),
            row('0,0,0,0', ''),
            row(''),
          ],
        }),
      );
      expect(parsed).toMatchObject({ kind: 'observations', leftOut: 5 });
      expect(parsed.kind === 'observations' && parsed.levels).toHaveLength(2);
    });
  });

  describe('when the gauge stopped reporting', () => {
    it('says since when, and its last observation is the latest', async () => {
      noaa.lastReportMs = FIXED_NOW.getTime() - 3 * 3_600_000;
      const result = await waterLevel(createGetWaterLevelHandler(deps()));
      expect(result.silentSince).toBe('2026-11-20T07:00:00-05:00');
      expect(result.latest?.at).toBe('2026-11-20T07:00:00-05:00');
      expect(result.reason).toMatch(/not reported since/);
      expect(GAUGE_SILENT_MS).toBeLessThan(3 * 3_600_000);
    });
  });

  describe('when NOAA is away', () => {
    it.each(['error', 'garbage', 'hang'] as const)(
      'serves the last answer, labelled stale with its age, when NOAA answers with %s',
      async (fault) => {
        const handler = createGetWaterLevelHandler(deps());
        await waterLevel(handler);
        noaa.behaviour = fault;
        now = new Date(FIXED_NOW.getTime() + 20 * 60_000);
        const result = await waterLevel(handler);
        expect(result).toMatchObject({ source: 'noaa', stale: true, ageMinutes: 20 });
        expect(result.fetchedAt).toBe(FIXED_NOW.toISOString());
        expect(result.reason).toMatch(/20 minutes old/);
        expect(result.latest?.at).toBe('2026-11-20T10:00:00-05:00');
      },
    );

    it.each(['error', 'garbage', 'hang'] as const)(
      'says observations are unavailable, with a 200, when NOAA answers with %s and none is kept',
      async (fault) => {
        noaa.behaviour = fault;
        const result = await waterLevel(createGetWaterLevelHandler(deps()));
        expect(result).toMatchObject({ source: 'unavailable', observations: [], latest: null });
        expect(result.reason).toMatch(/^NOAA’s gauges can’t be reached right now/);
        expect(result.reason).toMatch(/; for now, the prediction stands alone\.$/);
        // The widget heads the reason with 'Observed water level unavailable': it need not say so twice.
        expect(result.reason).not.toMatch(/unavailable/);
      },
    );

    it('says so when NOAA is turned off, without asking it', async () => {
      const result = await waterLevel(
        createGetWaterLevelHandler(deps({ noaa: { baseUrl: null, timeoutMs: TIMEOUT_MS } })),
      );
      expect(result).toMatchObject({ source: 'unavailable', latest: null });
      expect(result.reason).toMatch(/turned off/);
      expect(noaa.requests).toHaveLength(0);
    });

    it('shares one NOAA budget with get-tide-data', async () => {
      const client = createSharedNoaaClient({
        baseUrl: noaa.url,
        timeoutMs: TIMEOUT_MS,
        callsPerMinute: 1,
      });
      const tides = createGetTideDataHandler({
        db,
        noaa: { baseUrl: noaa.url, timeoutMs: TIMEOUT_MS },
        noaaClient: client,
        now: () => now,
      });
      await tides(
        new Request('http://localhost/functions/v1/get-tide-data', {
          method: 'POST',
          body: JSON.stringify({ locationId: BOSTON, date: '2026-11-20' }),
        }),
      );
      const result = await waterLevel(createGetWaterLevelHandler(deps({ noaaClient: client })));
      expect(noaa.requests.map((url) => url.searchParams.get('product'))).toEqual(['predictions']);
      expect(result.source).toBe('unavailable');
      expect(result.reason).toMatch(/^NOAA’s gauges can’t be reached right now/);
      expect(result.reason).toMatch(/calls to NOAA for the minute/);
    });
  });

  describe('for a station without a gauge of its own', () => {
    it('says its tides are predicted only, without asking NOAA', async () => {
      const result = await waterLevel(createGetWaterLevelHandler(deps()), HULL);
      expect(result).toMatchObject({ source: 'unavailable', station: { liveGauge: false } });
      expect(result.reason).toMatch(/NOAA operates no gauge here/);
      expect(noaa.requests).toHaveLength(0);
    });
  });

  describe('when the request is wrong', () => {
    it.each([
      ['an unknown station', { locationId: 'noaa/0000000' }, 404, /No tide station/],
      ['no location', {}, 400, /locationId is required/],
      ['a location that is not a string', { locationId: 8443970 }, 400, /must be a string/],
      ['a body that is not JSON', 'locationId=noaa/8443970', 400, /not valid JSON/],
      ['an array', [BOSTON], 400, /JSON object/],
    ])('refuses %s with %i and a sentence', async (_what, body, status, details) => {
      const response = await createGetWaterLevelHandler(deps())(post(body));
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { error: string; details: string };
      expect(answer.details).toMatch(details);
    });

    it('refuses a GET with 405, saying what to send', async () => {
      const response = await createGetWaterLevelHandler(deps())(post(null, 'GET'));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    });

    it('limits each client as get-tide-data does', async () => {
      const handler = createGetWaterLevelHandler(
        deps({ budget: { stationDaysPerMinute: 60, burst: 2 } }),
      );
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await handler(post({ locationId: BOSTON }), 'one visitor');
        await response.body?.cancel();
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect((await handler(post({ locationId: BOSTON }), 'another')).status).toBe(200);
    });
  });
});

describe('the catalogue', () => {
  const AIALIK_SILL = 'noaa/9455146';

  it('marks the stations whose gauge NOAA operates, and no reference station besides', async () => {
    const rows = await db.query<{ id: string; live_gauge: boolean }>(
      `select id, live_gauge from public.tide_stations where id = any($1) order by id`,
      [[BOSTON, HULL, 'kartverket/AES', AIALIK_SILL]],
    );
    // Aialik Sill is a NOAA reference station from a survey gauge NOAA removed in 2000.
    expect(rows).toEqual([
      { id: 'kartverket/AES', live_gauge: false },
      { id: BOSTON, live_gauge: true },
      { id: HULL, live_gauge: false },
      { id: AIALIK_SILL, live_gauge: false },
    ]);
    const [counts] = await db.query<{ live: number; references: number }>(
      `select count(*) filter (where live_gauge)::int as live,
              count(*) filter (where noaa_id is not null and station_type = 'reference'
                and chart_datum = 'MLLW')::int as references
         from public.tide_stations`,
    );
    const operated = readLiveGauges().stations.length;
    expect(counts?.live).toBeGreaterThan(200);
    expect(counts?.live).toBeLessThanOrEqual(operated);
    expect(counts?.references).toBeGreaterThan(1000);
  });

  it('never asks NOAA for a station whose gauge it does not operate', async () => {
    const body = await waterLevel(createGetWaterLevelHandler(deps()), AIALIK_SILL);
    expect(body.source).toBe('unavailable');
    expect(body.station.liveGauge).toBe(false);
    expect(body.reason).toMatch(/NOAA operates no gauge here/);
    expect(noaa.requests).toEqual([]);
  });
});
