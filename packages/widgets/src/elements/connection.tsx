import * as React from 'react';
import type { TideClient } from '../client.ts';
import { isCalendarDate } from '../internal/calendar-date.ts';
import type { HeadingLevel } from '../internal/heading.tsx';
import { createSupabaseTideClient } from '../supabase/create-supabase-tide-client.ts';
import type { HeightUnits, LocationResult, SelectedLocation } from '../types.ts';

/**
 * A tide client for the element's `supabase-url` and `supabase-anon-key`, made once per pair;
 * `null` until both are set.
 */
export function useTideClient(url?: string, anonKey?: string): TideClient | null {
  return React.useMemo(
    () => (url && anonKey ? createSupabaseTideClient({ url, anonKey }) : null),
    [url, anonKey],
  );
}

/** Shown in place of a widget whose element lacks its Supabase project. */
export function MissingConnection({ tag }: { tag: string }) {
  return (
    <div className="tides-root" part="base" data-host-theme="">
      <p className="tides-notice" part="notice" data-variant="destructive">
        {`<${tag}> needs supabase-url and supabase-anon-key to reach the tide service.`}
      </p>
    </div>
  );
}

/** `'noaa/8443970'` from `'8443970'`; a value with a slash is already a station id. */
export function toStationId(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('/') ? trimmed : `noaa/${trimmed}`;
}

/** What to type into the location search to find a station id: its NOAA number. */
function searchTermFor(stationId: string): string {
  return stationId.slice(stationId.lastIndexOf('/') + 1);
}

function toSelectedLocation(location: LocationResult): SelectedLocation {
  return {
    id: location.id,
    name: location.name,
    state: location.state,
    lat: location.latitude,
    lng: location.longitude,
  };
}

/**
 * Looks the `location` attribute's station up with the location search (which finds NOAA
 * station numbers directly) and hands it to `onFound`, so the element can preselect it with
 * its name showing. Nothing is dispatched: the visitor did not choose it.
 */
export function usePreselectedStation(
  client: TideClient | null,
  station: string | undefined,
  onFound: (location: SelectedLocation) => void,
): void {
  React.useEffect(() => {
    if (!client || !station?.trim()) return undefined;
    const stationId = toStationId(station);
    const controller = new AbortController();
    client.searchLocations(searchTermFor(stationId), { signal: controller.signal }).then(
      (results) => {
        if (controller.signal.aborted) return;
        const found = results.find((location) => location.id === stationId);
        if (found) onFound(toSelectedLocation(found));
        else console.warn(`[tides] No station "${station}" was found; none is preselected.`);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`[tides] Looking station "${station}" up failed:`, error);
      },
    );
    return () => controller.abort();
  }, [client, station, onFound]);
}

/** The `units` attribute: metres only when it says `m`. */
export function toUnits(value: unknown): HeightUnits {
  return value === 'm' ? 'm' : 'ft';
}

/** The `heading-level` attribute, or `undefined` (the widget's default) when out of range. */
export function toHeadingLevel(value: unknown): HeadingLevel | undefined {
  return value === 2 || value === 3 || value === 4 || value === 5 || value === 6
    ? value
    : undefined;
}

/** The `date` attribute when it is a `YYYY-MM-DD` day, else `undefined`. */
export function toCalendarDay(value: unknown): string | undefined {
  return typeof value === 'string' && isCalendarDate(value) ? value : undefined;
}
