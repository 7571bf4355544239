/**
 * A station's clock in the browser, from the product's one source of zone rules (@tides/zones,
 * the same IANA release the edge handler reads), never the browser's ICU: a browser built on
 * older or newer rules than the server would show Vancouver's times an hour off theirs.
 *
 * Times are written by shifting the instant to the station's wall clock and formatting that in
 * UTC, so `Intl` decides only the words and digits of the locale, never the offset.
 *
 * The rules load on demand, as the auth card's code does, and a zone at a time (a few hundred
 * bytes each; every station zone is about 14 kB gzipped): a lookup waits for its answer's zone
 * with the answer (`lookUpTides`), and a widget handed a result directly renders again once
 * its zone is in (`useZoneRules`). Until then, which no looked-up answer ever shows, the
 * browser's own rules stand in.
 */
import type { ZoneRules } from '@tides/zones';
import { createStationClock } from '@tides/zones/clock';
import * as React from 'react';
import type { PackedZoneData } from '@tides/zones';
import type * as ZoneLoader from './zone-loader.ts';

/** The rules of the stations' zones, as `@tides/zones` reads them. */
export type StationZoneRules = ZoneRules;

let stationZoneRules: StationZoneRules | null = null;
/** The packed rules loaded so far, one zone or every station zone at a time. */
const loaded: { version: string; zones: Set<string>; links: Set<string> } = {
  version: '',
  zones: new Set(),
  links: new Set(),
};
/** Each zone's load (or every zone's, under `*`), asked for once. */
const loading = new Map<string, Promise<void>>();
/** Whether every station zone's rules are in (`loadZoneRules()` with no zones). */
let everyZone = false;
/** The zones whose load has ended, with rules or without (a zone no station keeps has none). */
const settled = new Set<string>();

let zoneLoader: Promise<typeof ZoneLoader> | null = null;
/**
 * The table of zone modules and the rules' reader, asked for once: a lookup asks for it beside
 * its answer (`prepareZoneRules`), so only the zone's own rules wait for the answer.
 */
export function prepareZoneRules(): Promise<typeof ZoneLoader> {
  zoneLoader ??= import('./zone-loader.ts');
  return zoneLoader;
}
const listeners = new Set<() => void>();

function take(data: PackedZoneData, createZoneRules: (typeof ZoneLoader)['createZoneRules']): void {
  loaded.version = data.version;
  for (const zone of data.zones) loaded.zones.add(zone);
  for (const link of data.links) loaded.links.add(link);
  stationZoneRules = createZoneRules({
    version: loaded.version,
    zones: [...loaded.zones],
    links: [...loaded.links],
  });
  for (const listener of listeners) listener();
}

/** Once, the rules `key` names: one zone's module, or (`*`) every station zone's. */
function loadOnce(key: string): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = prepareZoneRules()
      .then(async ({ stationZoneModules, createZoneRules }) => {
        const load =
          key === '*' ? () => import('@tides/zones/station-zones.json') : stationZoneModules[key];
        if (load) take((await load()).default, createZoneRules);
      })
      .catch(() => undefined)
      .then(() => {
        if (key === '*') everyZone = stationZoneRules !== null;
        else settled.add(key);
        for (const listener of listeners) listener();
      });
    loading.set(key, promise);
  }
  return promise;
}

/** The zones asked for, as a list; none means every station zone. */
function zoneList(zones: string | readonly string[] | undefined): readonly string[] | undefined {
  return typeof zones === 'string' ? [zones] : zones;
}

/**
 * Loads the rules of `zones` (a zone, or several), each once; without `zones`, every station
 * zone's. Resolves when they are in, or could not be loaded (a zone no station keeps has none:
 * the browser's own rules read it).
 */
export function loadZoneRules(zones?: string | readonly string[]): Promise<void> {
  const list = zoneList(zones);
  if (list === undefined) return loadOnce('*');
  return Promise.all(
    list.flatMap((zone) => (stationZoneRules?.has(zone) ? [] : [loadOnce(zone)])),
  ).then(() => undefined);
}

/** The rules, once loaded (`loadZoneRules`, `useZoneRules`); null before. */
export function currentZoneRules(): StationZoneRules | null {
  return stationZoneRules;
}

/** IANA's release the widgets read ('2026f'), once loaded. */
export function zoneRulesVersion(): string | null {
  return stationZoneRules?.version ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether every zone of `list` that has rules to load has them (every zone, with no list). */
function rulesIn(list: readonly string[] | undefined): boolean {
  if (list === undefined) return everyZone;
  const rules = stationZoneRules;
  return list.every((zone) => rules?.has(zone) || settled.has(zone));
}

/**
 * Whether the rules of `zones` are in (with none given, every station zone's); asks for them,
 * and renders again when they arrive.
 */
export function useZoneRules(zones?: string | readonly string[]): boolean {
  const list = zoneList(zones);
  const key = list?.join(' ');
  const ready = React.useSyncExternalStore(
    subscribe,
    () => rulesIn(list),
    () => false,
  );
  React.useEffect(() => {
    if (!ready) void loadZoneRules(key === undefined ? undefined : key.split(' '));
  }, [ready, key]);
  return ready;
}

/** The widgets' clock: the station rules once they are in, the one fallback of `@tides/zones` before. */
const clock = createStationClock(() => stationZoneRules);

/** Whether a zone can be read: one the rules carry, or failing that one the browser knows. */
export function isKnownZone(zone: string): boolean {
  return clock.isKnownZone(zone);
}

/** The instant whose UTC reading is the zone's wall clock at `ms`: format it with timeZone 'UTC'. */
export function wallClockInstant(zone: string, ms: number): number {
  return clock.wallClockInstant(zone, ms);
}

/** The zone's abbreviation at an instant ('EST', 'MST', 'GMT+10'). */
export function zoneAbbreviation(zone: string, ms: number): string {
  return clock.abbreviation(zone, ms);
}

/** Today's calendar day ('YYYY-MM-DD') on a zone's clock. */
export function todayInZone(zone: string, now: number = Date.now()): string {
  return clock.dayAt(zone, now);
}
