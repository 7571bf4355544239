import * as React from 'react';
import type { TideClient, TideLocation } from '../../client.ts';
import { isCalendarDate } from '../../internal/calendar-date.ts';
import type { HeadingLevel } from '../../internal/heading.tsx';
import { createSupabaseTideClient } from '../../supabase/create-supabase-tide-client.ts';
import { toStationId } from '../../internal/station-id.ts';
import type { HeightUnits, HourCycle } from '../../types.ts';
import type { SpeedUnits } from '../../current-types.ts';

/** The `supabase-url` attribute when it is an http(s) address, else `undefined`. */
export function toProjectUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.href.replace(/\/+$/, '')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A tide client for the element's `supabase-url` and `supabase-anon-key`, made once per pair;
 * `null` until both are set, and while the URL is not a web address.
 */
export function useTideClient(url?: string, anonKey?: string): TideClient | null {
  const projectUrl = toProjectUrl(url);
  return React.useMemo(
    () => (projectUrl && anonKey ? createSupabaseTideClient({ url: projectUrl, anonKey }) : null),
    [projectUrl, anonKey],
  );
}

/**
 * Shown in place of a widget whose element lacks its Supabase project, or was given a
 * `supabase-url` that is not a web address.
 */
export function MissingConnection({ tag, url }: { tag: string; url?: string | undefined }) {
  const malformed = typeof url === 'string' && url.trim() !== '' && !toProjectUrl(url);
  return (
    <div className="tides-root" part="base" data-host-theme="">
      <p className="tides-notice" part="notice" data-variant="destructive">
        {malformed
          ? `<${tag}> cannot reach the tide service: supabase-url "${url}" is not an http:// or https:// address.`
          : `<${tag}> needs supabase-url and supabase-anon-key to reach the tide service.`}
      </p>
    </div>
  );
}

/**
 * Shown in place of a widget whose element names no station: what `location` takes, with an
 * example of each form.
 */
export function MissingLocation({ tag, stations }: { tag: string; stations: string }) {
  return (
    <div className="tides-root" part="base" data-host-theme="">
      <p className="tides-notice" part="notice" data-variant="destructive">
        {`<${tag}> needs a location: ${stations}.`}
      </p>
    </div>
  );
}

export { toStationId } from '../../internal/station-id.ts';

/** What to type into the location search to find a station id: its NOAA number. */
function searchTermFor(stationId: string): string {
  return stationId.slice(stationId.lastIndexOf('/') + 1);
}

/**
 * Looks the `location` attribute's station up with the location search (which finds NOAA
 * station numbers directly) and hands it to `onFound`, so the element can preselect it with
 * its name showing. Nothing is dispatched: the visitor did not choose it. Returns the function
 * to call when the visitor does choose: an answer arriving after that is dropped, so it
 * never replaces their choice.
 */
export function usePreselectedStation(
  client: TideClient | null,
  station: string | undefined,
  onFound: (location: TideLocation) => void,
): () => void {
  const visitorChose = React.useRef(false);
  React.useEffect(() => {
    if (!client || !station?.trim()) return undefined;
    visitorChose.current = false;
    const stationId = toStationId(station);
    const controller = new AbortController();
    client.searchLocations(searchTermFor(stationId), { signal: controller.signal }).then(
      (results) => {
        if (controller.signal.aborted || visitorChose.current) return;
        const found = results.find((location) => location.id === stationId);
        if (found) onFound(found);
        else console.warn(`[tides] No station "${station}" was found; none is preselected.`);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`[tides] Looking station "${station}" up failed:`, error);
      },
    );
    return () => controller.abort();
  }, [client, station, onFound]);
  return React.useCallback(() => {
    visitorChose.current = true;
  }, []);
}

/** The `units` attribute: metres only when it says `m`. */
export function toUnits(value: unknown): HeightUnits {
  return value === 'm' ? 'm' : 'ft';
}

/** A speed `units` attribute: metres a second or kilometres an hour when it says so, else knots. */
export function toSpeedUnits(value: unknown): SpeedUnits {
  return value === 'm/s' || value === 'km/h' ? value : 'kn';
}

/** The `hour-cycle` attribute when it names a clock, else `undefined` (the locale's). */
export function toHourCycle(value: unknown): HourCycle | undefined {
  return value === 'h12' || value === 'h23' ? value : undefined;
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
