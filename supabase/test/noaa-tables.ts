/**
 * NOAA CO-OPS's published high/low tables kept in fixtures/noaa (see its README), read for the
 * accuracy report and test, and served as NOAA's data getter serves them to the handler's and
 * the backend's tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { METRES_PER_FOOT } from '../functions/_shared/engine/units.ts';

export const NOAA_TABLES_DIR = fileURLToPath(new URL('./fixtures/noaa/', import.meta.url));

export interface NoaaFixture {
  /** Path below supabase/test/fixtures/noaa, e.g. 'recent/8443970_2026-03-10.json'. */
  file: string;
  station: string;
  name: string;
  subordinate: boolean;
  datum: string;
  units: 'm' | 'ft';
  /** GMT is UTC; LST the zone's standard time all year; LST_LDT its civil time. */
  timeZone: 'GMT' | 'LST' | 'LST_LDT';
  ianaZone: string;
  firstDate: string;
  lastDate: string;
  events: { t: string; v: number; type: 'H' | 'L' }[];
}

/** One prediction as NOAA's data getter answers `product=predictions&interval=hilo`. */
export interface NoaaPrediction {
  t: string;
  /** Metres, as a string with three decimals. */
  v: string;
  type: 'H' | 'L';
}

/** One table, by its path below fixtures/noaa. */
export function readNoaaTable(file: string): NoaaFixture {
  return {
    ...(JSON.parse(readFileSync(`${NOAA_TABLES_DIR}${file}`, 'utf8')) as object),
    file,
  } as NoaaFixture;
}

/** Every table: the folder's own, then recent/'s, each in name order. */
export function loadFixtures(): NoaaFixture[] {
  const files = (folder: string): string[] =>
    readdirSync(`${NOAA_TABLES_DIR}${folder}`)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => (folder ? `${folder}/${file}` : file));
  return [...files(''), ...files('recent')].map(readNoaaTable);
}

/** A table's events as NOAA's data getter would answer them, in metres (`units=metric`). */
export function noaaPredictions(table: NoaaFixture): NoaaPrediction[] {
  return table.events.map((event) => ({
    t: event.t,
    v: (table.units === 'ft' ? event.v * METRES_PER_FOOT : event.v).toFixed(3),
    type: event.type,
  }));
}

/** NOAA's published highs and lows for Boston, 10 March to 8 April 2026 (UTC, metres above MLLW). */
export const BOSTON_MARCH_2026 = readNoaaTable('8443970_2026-03-10.json');
