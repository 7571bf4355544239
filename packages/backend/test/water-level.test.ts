/**
 * get-water-level on the embedded backend, over real HTTP with the real supabase-js, against a
 * stand-in NOAA whose Boston gauge reads our prediction plus a 0.183 m surge: the gateway's key
 * check, the answer's shape, and one NOAA budget shared with get-tide-data.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { WaterLevelResult } from '@tides/supabase/water-level-result';
import {
  startWaterLevelStandIn,
  surgedGauge,
  type WaterLevelStandIn,
} from '@tides/supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import type { Backend } from '../src/server.ts';
import { anonClient, startTestBackend, tempDataDir } from './helpers.ts';

const BOSTON = 'noaa/8443970';
const HULL = 'noaa/8444351';
const SURGE_M = 0.183;

describe('get-water-level on the embedded backend', () => {
  let backend: Backend;
  let noaa: WaterLevelStandIn;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    noaa = await startWaterLevelStandIn();
    backend = await startTestBackend({ dataDir: data.path, noaaBaseUrl: noaa.url });
    noaa.addGauge(await surgedGauge(backend.db, BOSTON, SURGE_M));
  });

  afterAll(async () => {
    await backend?.close();
    await noaa?.close();
    data?.remove();
  });

  it("answers Boston's observations and how far above the prediction the water is", async () => {
    const { data: result, error } = await anonClient(backend).functions.invoke<WaterLevelResult>(
      'get-water-level',
      { body: { locationId: BOSTON } },
    );
    expect(error).toBeNull();
    expect(result?.source).toBe('noaa');
    expect(result?.observations.length).toBeGreaterThan(470);
    expect(result?.latest?.residualM).toBeCloseTo(SURGE_M, 2);
    expect(result?.latest?.at).toMatch(/-0[45]:00$/);
  });

  it('answers a station without a gauge with a 200 that says so', async () => {
    const { data: result } = await anonClient(backend).functions.invoke<WaterLevelResult>(
      'get-water-level',
      { body: { locationId: HULL } },
    );
    expect(result).toMatchObject({ source: 'unavailable', latest: null });
  });

  it('refuses an unknown station with 404 and a sentence', async () => {
    const { error } = await anonClient(backend).functions.invoke('get-water-level', {
      body: { locationId: 'noaa/0000000' },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Location not found' });
  });

  it('refuses a request without an API key with 401, as the gateway does', async () => {
    const response = await fetch(`${backend.url}/functions/v1/get-water-level`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locationId: BOSTON }),
    });
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });
});

describe('one NOAA budget for predictions and water levels', () => {
  let backend: Backend;
  let noaa: WaterLevelStandIn;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    noaa = await startWaterLevelStandIn();
    backend = await startTestBackend({
      dataDir: data.path,
      noaaBaseUrl: noaa.url,
      limits: { ...configFromEnv({}).limits, noaaCallsPerMinute: 1 },
    });
    noaa.addGauge(await surgedGauge(backend.db, BOSTON, SURGE_M));
  });

  afterAll(async () => {
    await backend?.close();
    await noaa?.close();
    data?.remove();
  });

  it('leaves water levels unavailable once get-tide-data has spent the minute', async () => {
    const client = anonClient(backend);
    await client.functions.invoke('get-tide-data', {
      body: { locationId: BOSTON, date: '2026-11-20' },
    });
    const { data: result } = await client.functions.invoke<WaterLevelResult>('get-water-level', {
      body: { locationId: BOSTON },
    });
    expect(noaa.requests.map((url) => url.searchParams.get('product'))).toEqual(['predictions']);
    expect(result).toMatchObject({ source: 'unavailable', latest: null });
    expect(result?.reason).toMatch(/made its calls to NOAA for the minute/);
  });
});
