/**
 * A stand-in for NOAA CO-OPS's data getter answering the `water_level` product as
 * api.tidesandcurrents.noaa.gov does (datum MLLW, metric, GMT, JSON): a metadata block and a
 * row per six minutes, `{ t: 'YYYY-MM-DD HH:MM', v: '1.234', s: '0.003', f: '0,0,0,0', q: 'p' }`,
 * or `{ error: { message } }` for a station without a gauge. Every other product gets NOAA's
 * "no data" error, so get-tide-data answers from its harmonics as with NOAA off.
 *
 * Its gauges read whatever `levelAt` says; the tests give it our own prediction plus a known
 * surge, so what the water is doing "now" is known at any hour the tests run.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../functions/_shared/platform/db.ts';
import { loadStation, predictTimeline } from '../functions/_shared/engine/tide-prediction.ts';

/** NOAA's interval between observations. */
const STEP_MS = 6 * 60_000;
/** NOAA's answer for a station or period with no observations. */
export const NO_WATER_LEVEL_DATA =
  'No data was found. This product may not be offered at this station at the requested time.';

/** A gauge the stand-in reports for. */
export interface StandInGauge {
  noaaId: string;
  name: string;
  latitude: number;
  longitude: number;
  /** The water level the gauge reads at an instant, metres above MLLW. */
  levelAt(ms: number): number;
}

/**
 * How the stand-in answers: as NOAA does ('ok'); with every tenth observation flagged as a
 * spike and every tenth (another) missing ('flagged'); never ('hang'); with a server error
 * ('error'); or with broken JSON ('garbage').
 */
export type WaterLevelBehaviour = 'ok' | 'flagged' | 'hang' | 'error' | 'garbage';

export interface WaterLevelStandIn {
  /** The data getter's URL, for NOAA_API_URL / noaaBaseUrl. */
  url: string;
  /** Every request, as asked. */
  requests: URL[];
  behaviour: WaterLevelBehaviour;
  /** A gauge that stopped reporting: no observations after this instant. */
  lastReportMs: number | null;
  /** Adds (or replaces) a gauge. */
  addGauge(gauge: StandInGauge): void;
  close(): Promise<void>;
}

/** 'yyyyMMdd HH:mm' (or 'yyyyMMdd') in GMT, as NOAA takes begin_date and end_date. */
function parseNoaaDate(value: string | null): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(value ?? '');
  if (!match) return null;
  const [, y, m, d, hh = '0', mm = '0'] = match;
  return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm));
}

/** 'YYYY-MM-DD HH:MM' in GMT. */
function noaaTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** The body NOAA answers a water_level request with. */
export function waterLevelBody(
  url: URL,
  gauge: StandInGauge | undefined,
  options: { flagged?: boolean; lastReportMs?: number | null } = {},
): unknown {
  const begin = parseNoaaDate(url.searchParams.get('begin_date'));
  const end = parseNoaaDate(url.searchParams.get('end_date'));
  if (begin === null || end === null || end < begin) {
    return { error: { message: 'The begin_date and end_date are not valid dates.' } };
  }
  if (!gauge || url.searchParams.get('datum') !== 'MLLW') {
    return { error: { message: NO_WATER_LEVEL_DATA } };
  }
  const last = Math.min(end, options.lastReportMs ?? Infinity);
  const data: { t: string; v: string; s: string; f: string; q: string }[] = [];
  for (let at = Math.ceil(begin / STEP_MS) * STEP_MS, n = 0; at <= last; at += STEP_MS, n += 1) {
    const level = gauge.levelAt(at);
    if (options.flagged && n % 10 === 3) {
      // A spike the rate-of-change check caught: NOAA lists it, flagged.
      data.push({ t: noaaTime(at), v: (level + 2).toFixed(3), s: '0.412', f: '1,0,1,0', q: 'p' });
    } else if (options.flagged && n % 10 === 7) {
      data.push({ t: noaaTime(at), v: '', s: '', f: '0,0,0,0', q: 'p' });
    } else {
      data.push({ t: noaaTime(at), v: level.toFixed(3), s: '0.004', f: '0,0,0,0', q: 'p' });
    }
  }
  if (data.length === 0) return { error: { message: NO_WATER_LEVEL_DATA } };
  return {
    metadata: {
      id: gauge.noaaId,
      name: gauge.name,
      lat: gauge.latitude.toFixed(4),
      lon: gauge.longitude.toFixed(4),
    },
    data,
  };
}

export async function startWaterLevelStandIn(
  behaviour: WaterLevelBehaviour = 'ok',
): Promise<WaterLevelStandIn> {
  const gauges = new Map<string, StandInGauge>();
  const pending = new Set<ServerResponse>();
  const state: WaterLevelStandIn = {
    url: '',
    requests: [],
    behaviour,
    lastReportMs: null,
    addGauge: (gauge) => gauges.set(gauge.noaaId, gauge),
    close: async () => {
      for (const res of pending) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://noaa.test');
    state.requests.push(url);
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.searchParams.get('product') !== 'water_level') {
      json({ error: { message: 'No Predictions data was found.' } });
      return;
    }
    switch (state.behaviour) {
      case 'hang':
        pending.add(res);
        return;
      case 'error':
        res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [{"t": "soon"');
        return;
      default:
        json(
          waterLevelBody(url, gauges.get(url.searchParams.get('station') ?? ''), {
            flagged: state.behaviour === 'flagged',
            lastReportMs: state.lastReportMs,
          }),
        );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/prod/datagetter`;
  return state;
}

/**
 * A gauge at `stationId` reading our own prediction plus `surgeM`: what the water does on a
 * day the weather holds it `surgeM` above the tide.
 */
export async function surgedGauge(
  db: Db,
  stationId: string,
  surgeM: number,
): Promise<StandInGauge> {
  const station = await loadStation(db, stationId);
  if (!station?.noaaId) throw new Error(`${stationId} is not a NOAA station in the catalogue.`);
  return {
    noaaId: station.noaaId,
    name: station.name,
    latitude: station.latitude,
    longitude: station.longitude,
    levelAt: (ms) => (predictTimeline(station, ms, ms, STEP_MS)[0]?.heightM ?? 0) + surgeM,
  };
}
