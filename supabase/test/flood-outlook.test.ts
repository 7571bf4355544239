/**
 * The flood outlook: NOAA's thresholds at seven gauges, held to the figures NOAA publishes for
 * them, and the days the tide alone reaches them, recomputed from the highs get-tide-data gives
 * for the same days. The handler is called directly over a seeded database at a fixed "now".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGetFloodOutlookHandler,
  MAX_OUTLOOK_DAYS,
  YEAR_COST_DAYS,
  type FloodOutlookResult,
  type GetFloodOutlookHandler,
} from '../functions/_shared/handlers/get-flood-outlook.ts';
import {
  createGetTideDataHandler,
  type TideResult,
} from '../functions/_shared/handlers/get-tide-data.ts';
import {
  derivedThresholds,
  floodLevelOf,
  NWS_FLOOD_LEVELS,
} from '../functions/_shared/engine/flood-thresholds.ts';
import { createStationDayBudget } from '../functions/_shared/platform/station-day-budget.ts';
import type { TideErrorBody } from '../functions/_shared/results/tide-result.ts';
import type { FloodStateResult } from '../functions/_shared/handlers/flood-state.ts';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';
import { openSeededDatabase, type TestDatabase } from './database.ts';

const FIXED_NOW = new Date('2026-11-20T15:00:00Z');

/** The seven gauges the outlook is checked at, with the source their thresholds come from. */
const GAUGES = [
  { id: 'noaa/8443970', name: 'Boston', source: 'derived' },
  { id: 'noaa/8518750', name: 'The Battery', source: 'nws' },
  { id: 'noaa/8665530', name: 'Charleston', source: 'derived' },
  { id: 'noaa/8638610', name: 'Sewells Point', source: 'derived' },
  { id: 'noaa/8723214', name: 'Virginia Key', source: 'derived' },
  { id: 'noaa/9414290', name: 'San Francisco', source: 'derived' },
  { id: 'noaa/1612340', name: 'Honolulu', source: 'derived' },
] as const;

/**
 * NOAA's published derived thresholds (`nos_minor`, `nos_moderate`, `nos_major`, feet above the
 * station datum) from CO-OPS' metadata API, stations/{id}/floodlevels.json.
 */
const NOAA_PUBLISHED_FT_STND: Record<string, { minor: number; moderate?: number; major?: number }> =
  {
    '8443970': { minor: 15.85, moderate: 16.73, major: 18.04 },
    '8518750': { minor: 10.19, moderate: 11.12, major: 12.39 },
    '8638610': { minor: 8.89 },
    '8665530': { minor: 10.4 },
    '9414290': { minor: 13.69 },
  };

let db: TestDatabase;
let outlook: GetFloodOutlookHandler;

beforeAll(async () => {
  db = await openSeededDatabase();
  outlook = createGetFloodOutlookHandler({ db, now: () => FIXED_NOW });
});

afterAll(async () => {
  await db?.close();
});

function post(url: string, body: unknown, init: RequestInit = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function ask(body: unknown, handler = outlook): Promise<FloodOutlookResult> {
  const response = await handler(post('http://localhost/functions/v1/get-flood-outlook', body));
  expect(response.status).toBe(200);
  return (await response.json()) as FloodOutlookResult;
}

async function refused(body: unknown, status: number): Promise<TideErrorBody> {
  const response = await outlook(post('http://localhost/functions/v1/get-flood-outlook', body));
  expect(response.status).toBe(status);
  return (await response.json()) as TideErrorBody;
}

async function stationDatums(id: string): Promise<Record<string, number>> {
  const [row] = await db.query<{ datums: Record<string, number> }>(
    'select datums from public.tide_stations where id = $1',
    [id],
  );
  return row?.datums ?? {};
}

describe('thresholds against NOAA’s published figures', () => {
  it('gives nos_minor, nos_moderate and nos_major to the hundredth of a foot', async () => {
    for (const [noaaId, published] of Object.entries(NOAA_PUBLISHED_FT_STND)) {
      const datums = await stationDatums(`noaa/${noaaId}`);
      // The derived rule alone (no NWS levels), on the station datum, in feet.
      const derived = derivedThresholds(datums, 'MLLW');
      expect(derived?.source).toBe('derived');
      const mllw = datums.MLLW ?? Number.NaN;
      const feet = (metres: number | undefined) =>
        ((metres ?? Number.NaN) + mllw) / METRES_PER_FOOT;
      expect(Math.abs(feet(derived?.minorM) - published.minor)).toBeLessThanOrEqual(0.011);
      if (published.moderate !== undefined) {
        expect(Math.abs(feet(derived?.moderateM) - published.moderate)).toBeLessThanOrEqual(0.011);
      }
      if (published.major !== undefined) {
        expect(Math.abs(feet(derived?.majorM) - published.major)).toBeLessThanOrEqual(0.011);
      }
    }
  });

  it('puts the NWS levels NOAA publishes for The Battery on its MLLW', async () => {
    const datums = await stationDatums('noaa/8518750');
    const result = await ask({ locationId: 'noaa/8518750' });
    const nws = NWS_FLOOD_LEVELS['8518750'];
    const mllwFt = (datums.MLLW ?? Number.NaN) / METRES_PER_FOOT;
    expect(result.thresholds?.source).toBe('nws');
    expect((result.thresholds?.minorM ?? 0) / METRES_PER_FOOT).toBeCloseTo(
      (nws?.minorFt ?? 0) - mllwFt,
      2,
    );
    expect((result.thresholds?.majorM ?? 0) / METRES_PER_FOOT).toBeCloseTo(
      (nws?.majorFt ?? 0) - mllwFt,
      2,
    );
  });
});

/** The highs get-tide-data gives for the twelve months from `from`, a month at a time. */
async function tideDataFloodDays(id: string, from: string, minorM: number) {
  const tides = createGetTideDataHandler({
    db,
    noaa: { baseUrl: null, timeoutMs: 800 },
    now: () => FIXED_NOW,
  });
  const expected: { date: string; at: string; heightM: number }[] = [];
  let date = from;
  for (let asked = 0; asked < 365; asked += 31) {
    const days = Math.min(31, 365 - asked);
    const response = await tides(
      post('http://localhost/functions/v1/get-tide-data', { locationId: id, date, days }),
    );
    const answer = (await response.json()) as TideResult;
    expect(answer.days).toHaveLength(days);
    for (const day of answer.days ?? []) {
      const highest = day.extremes
        .filter((event) => event.type === 'high' && event.heightM >= minorM)
        .sort((a, b) => b.heightM - a.heightM)[0];
      if (highest) expected.push({ date: day.date, at: highest.at, heightM: highest.heightM });
    }
    const last = answer.days?.at(-1)?.date ?? date;
    date = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return expected;
}

/** The outlook's days against get-tide-data's, and each day's level against the thresholds. */
async function expectDaysAgree(id: string): Promise<FloodOutlookResult> {
  const result = await ask({ locationId: id });
  const thresholds = result.thresholds;
  expect(thresholds).not.toBeNull();
  if (!thresholds) return result;
  expect(result.from).toBe('2026-11-20');
  expect(result.through).toBe('2027-11-19');
  const expected = await tideDataFloodDays(id, result.from, thresholds.minorM);
  expect(result.days.map(({ date, at, heightM }) => ({ date, at, heightM }))).toEqual(expected);
  for (const day of result.days) {
    expect(day.level).toBe(floodLevelOf(day.heightM, thresholds));
    expect(day.time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(day.at.slice(0, 10)).toBe(day.date);
  }
  return result;
}

describe('the seven gauges', () => {
  it.each(GAUGES)(
    '$name: thresholds from $source, and the flood days get-tide-data’s highs give',
    async ({ id, source }) => {
      const result = await expectDaysAgree(id);
      expect(result.station.id).toBe(id);
      expect(result.thresholds?.source).toBe(source);
      expect(result.thresholds?.datum).toBe('MLLW');
      expect(result.thresholds?.minorM).toBeLessThan(result.thresholds?.moderateM ?? 0);
      expect(result.thresholds?.moderateM).toBeLessThan(result.thresholds?.majorM ?? 0);
    },
    60_000,
  );

  it('finds Ketchikan’s tide-only flood days, moderate among them, as get-tide-data gives them', async () => {
    // A large range puts predicted highs above the derived minor and moderate levels here.
    const result = await expectDaysAgree('noaa/9450460');
    expect(result.days.length).toBeGreaterThan(20);
    expect(result.days.some((day) => day.level === 'moderate')).toBe(true);
  }, 60_000);
});

describe('stations without thresholds', () => {
  it('answers a station outside the US with none: the rule is fitted to NOAA’s gauges', async () => {
    const [row] = await db.query<{ id: string }>(
      "select id from public.tide_stations where id like 'ticon/%' and station_type = 'reference' and datums ? 'MHHW' limit 1",
    );
    const result = await ask({ locationId: row?.id });
    expect(result.thresholds).toBeNull();
    expect(result.noThresholds).toMatch(/its own US tide gauges/);
  });

  it('answers Hull, a subordinate, with none and no days, and says why', async () => {
    const result = await ask({ locationId: 'noaa/8444351' });
    expect(result.thresholds).toBeNull();
    expect(result.days).toEqual([]);
    expect(result.noThresholds).toMatch(/computed from a nearby gauge/);
  });
});

describe('bad input', () => {
  it('refuses an unknown station with 404 in the API’s words', async () => {
    const body = await refused({ locationId: 'noaa/0000000' }, 404);
    expect(body).toEqual({
      error: 'Location not found',
      details: 'No tide station has the id "noaa/0000000".',
    });
  });

  it.each([0, 367, 1.5, '30', -1])('refuses days = %j with 400', async (days) => {
    const body = await refused({ locationId: 'noaa/8443970', days }, 400);
    expect(body.details).toBe(`days must be a whole number from 1 to ${MAX_OUTLOOK_DAYS}.`);
  });

  it.each(['2026-13-01', '2026-02-30', '20261201', 'tomorrow', 20261201])(
    'refuses from = %j with 400',
    async (from) => {
      const body = await refused({ locationId: 'noaa/8443970', from }, 400);
      expect(body.details).toMatch(/^from must be a calendar date written YYYY-MM-DD/);
    },
  );

  it('refuses a body that is not JSON, and a GET', async () => {
    await refused('{not json', 400);
    const response = await outlook(
      new Request('http://localhost/functions/v1/get-flood-outlook', { method: 'GET' }),
    );
    expect(response.status).toBe(405);
  });

  it('answers days = 1 and days = 366 from a given day', async () => {
    const one = await ask({ locationId: 'noaa/8443970', from: '2027-01-01', days: 1 });
    expect([one.from, one.through]).toEqual(['2027-01-01', '2027-01-01']);
    const most = await ask({ locationId: 'noaa/8443970', from: '2028-01-01', days: 366 });
    expect([most.from, most.through]).toEqual(['2028-01-01', '2028-12-31']);
  });
});

describe('a state’s map', () => {
  it('lists the state’s gauges whose tide alone floods in the month, Ketchikan among Alaska’s', async () => {
    const handler = createGetFloodOutlookHandler({
      db,
      now: () => new Date('2026-12-01T20:00:00Z'),
    });
    const response = await handler(
      post('http://localhost/functions/v1/get-flood-outlook', { state: 'ak' }),
    );
    expect(response.status).toBe(200);
    const result = (await response.json()) as FloodStateResult;
    expect(result.state).toBe('ak');
    expect(result.days).toBe(30);
    expect(result.gauges).toBeGreaterThan(result.stations.length);
    expect(result.stations.find((station) => station.id === 'noaa/9450460')).toEqual({
      id: 'noaa/9450460',
      name: 'Ketchikan',
      path: '/tides/ak/ketchikan-9450460',
      date: '2026-12-22',
      level: 'moderate',
    });
    expect(result.stations.every((station) => station.path.startsWith('/tides/ak/'))).toBe(true);
  }, 120_000);

  it('refuses a code that is not a state’s, and one no state has', async () => {
    const bad = await refused({ state: 'Massachusetts' }, 400);
    expect(bad.details).toMatch(/^state must be a US state/);
    const unknown = await refused({ state: 'ZZ' }, 404);
    expect(unknown.details).toBe('No US state or territory has the code "ZZ".');
    await refused({ state: 'MA', days: 61 }, 400);
  });
});

describe('what a request costs', () => {
  it('charges a station-year computed YEAR_COST_DAYS, and a kept one a single day', async () => {
    // A budget that holds one year's computing and refills slowly enough to notice.
    const budget = createStationDayBudget({ stationDaysPerMinute: 1, burst: YEAR_COST_DAYS + 2 });
    const handler = createGetFloodOutlookHandler({ db, now: () => FIXED_NOW, budget });
    const body = { locationId: 'noaa/8443970', from: '2030-03-01', days: 30 };
    await ask(body, handler);
    // The year is kept: two more answers cost a day each.
    await ask(body, handler);
    await ask(body, handler);
    // A year not kept is more than the budget has left.
    const response = await handler(
      post('http://localhost/functions/v1/get-flood-outlook', { ...body, from: '2031-03-01' }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).not.toBeNull();
  });
});
