/**
 * The NOAA allowance shared between clients: one client asking for 70 new gauges within a minute,
 * four at a time, spends no more than its share of the minute's 60 calls, and a second client's
 * gauge asked after it is still answered from NOAA (a stand-in answering as CO-OPS does).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  createGetWaterLevelHandler,
  type WaterLevelResult,
} from '../functions/_shared/handlers/get-water-level.ts';
import {
  createSharedNoaaClient,
  NOAA_CLIENTS_SHARING,
  NOAA_DEFAULT_CALLS_PER_MINUTE,
} from '../functions/_shared/noaa/noaa-predictions.ts';
import { loadStation } from '../functions/_shared/engine/tide-prediction.ts';
import { openSeededDatabase, type TestDatabase } from './database.ts';
import {
  startWaterLevelStandIn,
  surgedGauge,
  type WaterLevelStandIn,
} from './noaa-water-level-stand-in.ts';

const BOSTON = 'noaa/8443970';
/** One minute, frozen: every call below falls within it. */
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');
const GREEDY_GAUGES = 70;
const AT_ONCE = 4;

let db: TestDatabase;
let noaa: WaterLevelStandIn;

beforeAll(async () => {
  db = await openSeededDatabase();
  noaa = await startWaterLevelStandIn();
  noaa.addGauge(await surgedGauge(db, BOSTON, 0.1));
}, 120_000);

afterAll(async () => {
  await noaa?.close();
  await db?.close();
});

it("keeps a share of the minute's NOAA calls for a second client while one asks 70 new gauges", async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const candidates = await db.query<{ id: string }>(
    `select id from public.tide_stations where live_gauge and id <> $1 order by id limit 200`,
    [BOSTON],
  );
  // Gauges get-water-level reads: NOAA's, whose predictions are above MLLW as NOAA's levels are.
  const gauges: string[] = [];
  for (const { id } of candidates) {
    const station = await loadStation(db, id);
    if (station?.noaaId && station.datum === 'MLLW' && gauges.length < GREEDY_GAUGES) {
      gauges.push(id);
      noaa.addGauge(await surgedGauge(db, id, 0.2));
    }
  }
  expect(gauges).toHaveLength(GREEDY_GAUGES);
  const handler = createGetWaterLevelHandler({
    db,
    noaa: { baseUrl: noaa.url, timeoutMs: 5000 },
    noaaClient: createSharedNoaaClient({ baseUrl: noaa.url, timeoutMs: 5000 }),
    now: () => FIXED_NOW,
  });
  const ask = async (locationId: string, client: string): Promise<WaterLevelResult> => {
    const response = await handler(
      new Request('http://localhost/functions/v1/get-water-level', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locationId }),
      }),
      client,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as WaterLevelResult;
  };

  // Four at a time, as a browser asks, each for a gauge not asked before.
  const waiting = [...gauges];
  const greedy: WaterLevelResult[] = [];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
        greedy.push(await ask(id, '198.51.100.7'));
      }
    }),
  );
  const fromNoaa = greedy.filter((result) => result.source === 'noaa').length;
  const share = Math.ceil(NOAA_DEFAULT_CALLS_PER_MINUTE / NOAA_CLIENTS_SHARING);
  expect(fromNoaa).toBeGreaterThan(0);
  expect(fromNoaa).toBeLessThanOrEqual(NOAA_DEFAULT_CALLS_PER_MINUTE - share);
  expect(noaa.requests.length).toBe(fromNoaa);

  const visitor = await ask(BOSTON, '203.0.113.20');
  expect(visitor.source).toBe('noaa');
  expect(visitor.reason).toBeNull();
}, 120_000);
