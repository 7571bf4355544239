import * as React from 'react';
import type { TideClient } from '../client.ts';
import type { TideFormatters } from '../formatters.ts';
import { toCalendarDate } from '../internal/calendar-date.ts';
import { useLookup, type LookupState } from '../internal/use-lookup.ts';
import { lookUpTides, type TideFinderError } from '../look-up-tides.ts';
import type { TideResult } from '../types.ts';

/** Where a one-station widget's lookup is, as `data-state` on its root. */
export type StationLookup = LookupState<TideResult>;

export interface StationLookupCallbacks {
  onResults?: ((result: TideResult) => void) | undefined;
  onError?: ((error: TideFinderError) => void) | undefined;
}

/**
 * The days a one-station widget shows, looked up from `stationId`: today (the visitor's
 * calendar day, read once when the widget mounts) and the `days - 1` after it, in one request.
 * The callbacks hear how each lookup ended; a lookup overtaken by a new station is dropped.
 */
export function useStationLookup(
  client: TideClient,
  stationId: string,
  days: number,
  formatters: TideFormatters,
  { onResults, onError }: StationLookupCallbacks,
): StationLookup {
  const [today] = React.useState(() => toCalendarDate(new Date()));
  const lookUp = React.useCallback(() => {
    const request =
      days > 1
        ? { locationId: stationId, date: today, days }
        : { locationId: stationId, date: today };
    return lookUpTides(client, request, formatters);
  }, [client, stationId, today, days, formatters]);
  return useLookup(lookUp, (end) => {
    if (end.kind === 'success') onResults?.(end.result);
    else onError?.(end.error);
  });
}
