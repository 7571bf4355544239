/**
 * Refreshes supabase/noaa-live-gauges.json, the gauges NOAA CO-OPS operates (its water-level
 * stations with real-time data: the National Water Level Observation Network, PORTS and the
 * other active ones), from NOAA's own list:
 *
 *   npx tsx supabase/scripts/refresh-live-gauges.ts
 *
 * then `pnpm --filter @tides/supabase seed:generate`. The seed marks a tide station
 * `live_gauge` only when its NOAA number is on the list (a NOAA reference station on MLLW), so
 * get-water-level never asks NOAA for a gauge it does not operate. Without NOAA (no network),
 * it says so and leaves the file as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { liveGaugesPath } from '../paths.ts';

const NOAA_WATER_LEVEL_STATIONS =
  'https://api.tidesandcurrents.noaa.gov/mdapi/prod/webapi/stations.json?type=waterlevels';

/** The shipped list: where it is from, as of when, and its stations. */
export interface LiveGaugeList {
  source: string;
  asOf: string;
  refresh: string;
  stations: { id: string; name: string; region: string | null }[];
}

/** The list as shipped with the seed. */
export function readLiveGauges(path = liveGaugesPath): LiveGaugeList {
  return JSON.parse(readFileSync(path, 'utf8')) as LiveGaugeList;
}

/** NOAA's answer to stations.json?type=waterlevels, as the list stores it. */
export function fromNoaa(body: unknown, asOf: string): LiveGaugeList {
  const stations = (body as { stations?: unknown } | null)?.stations;
  if (!Array.isArray(stations) || stations.length < 100) {
    throw new Error('NOAA answered without the list of water-level stations.');
  }
  const rows = stations.flatMap((station: unknown) => {
    const { id, name, state } = (station ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string'
      ? [{ id, name, region: typeof state === 'string' && state !== '' ? state : null }]
      : [];
  });
  return {
    source: `NOAA CO-OPS, ${NOAA_WATER_LEVEL_STATIONS}`,
    asOf,
    refresh: 'npx tsx supabase/scripts/refresh-live-gauges.ts',
    stations: rows.sort((a, b) => (a.id < b.id ? -1 : 1)),
  };
}

async function main(): Promise<void> {
  let body: unknown;
  try {
    const response = await fetch(NOAA_WATER_LEVEL_STATIONS, {
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    const kept = readLiveGauges();
    console.error(
      `NOAA's list of water-level stations could not be read (${(error as Error).message}); ` +
        `${liveGaugesPath} is left as it is: ${kept.stations.length} gauges as of ${kept.asOf}.`,
    );
    process.exitCode = 1;
    return;
  }
  const list = fromNoaa(body, new Date().toISOString().slice(0, 10));
  // Formatted as the repository's prettier formats JSON, so `pnpm format` leaves it be.
  const prettier = await import('prettier');
  writeFileSync(
    liveGaugesPath,
    await prettier.format(JSON.stringify(list), {
      ...(await prettier.resolveConfig(liveGaugesPath)),
      filepath: liveGaugesPath,
    }),
  );
  console.log(`Wrote ${list.stations.length} gauges to ${liveGaugesPath}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
