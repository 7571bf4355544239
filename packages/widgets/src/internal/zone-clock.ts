/**
 * A station's clock in the browser, from the product's one source of zone rules (@tides/zones,
 * the same IANA release the edge handler reads), never the browser's ICU: a browser built on
 * older or newer rules than the server would show Vancouver's times an hour off theirs.
 *
 * Times are written by shifting the instant to the station's wall clock and formatting that in
 * UTC, so `Intl` decides only the words and digits of the locale, never the offset.
 *
 * The rules (about 14 kB gzipped) load on demand, as the auth card's code does: a lookup waits
 * for them with its answer (`lookUpTides`), and a widget handed a result directly renders again
 * once they are in (`useZoneRules`). Until then, which no looked-up answer ever shows, the
 * browser's own rules stand in.
 */
import type { ZoneRules } from '@tides/zones';
import { createStationClock } from '@tides/zones/clock';
import * as React from 'react';

/** The rules of the stations' zones, as `@tides/zones` reads them. */
export type StationZoneRules = ZoneRules;

let stationZoneRules: StationZoneRules | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the rules once; resolves when they are in (or could not be loaded). */
export function loadZoneRules(): Promise<void> {
  loading ??= import('@tides/zones/stations').then(
    (module) => {
      stationZoneRules = module.stationZoneRules;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
  return loading;
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

/** Whether the rules are in; asks for them, and renders again when they arrive. */
export function useZoneRules(): boolean {
  const ready = React.useSyncExternalStore(
    subscribe,
    () => stationZoneRules !== null,
    () => false,
  );
  React.useEffect(() => {
    if (!ready) void loadZoneRules();
  }, [ready]);
  return ready;
}

/** The widgets' clock: the station rules once they are in, the one fallback of `@tides/zones` before. */
const clock = createStationClock(() => stationZoneRules);

/** Whether a zone can be read: one the rules carry, or failing that one the browser knows. */
export function isKnownZone(zone: string): boolean {
  return clock.isKnownZone(zone);
}

/** The zone's offset east of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(zone: string, ms: number): number {
  return clock.offsetSeconds(zone, ms) * 1000;
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
