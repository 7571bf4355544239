import * as React from 'react';
import type { TideClient } from '../client.ts';
import type { TideFormatters } from '../formatters.ts';
import { toCalendarDate } from '../internal/calendar-date.ts';
import { lookUpTides, type TideFinderError } from '../look-up-tides.ts';
import type { TideNotice, TideResult } from '../types.ts';

/** Where a one-station widget's lookup is, as `data-state` on its root. */
export type StationLookup =
  | { status: 'loading' }
  | { status: 'ready'; result: TideResult }
  | { status: 'error'; notice: TideNotice };

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
  const key = `${stationId}|${today}|${days}`;
  const [lookup, setLookup] = React.useState<StationLookup & { key?: string }>({
    status: 'loading',
  });
  // The latest callbacks, without a new lookup each time the page passes new functions.
  const callbacks = React.useRef({ onResults, onError });
  callbacks.current = { onResults, onError };

  React.useEffect(() => {
    let current = true;
    setLookup({ status: 'loading', key });
    const request =
      days > 1
        ? { locationId: stationId, date: today, days }
        : { locationId: stationId, date: today };
    void lookUpTides(client, request, formatters).then((answer) => {
      if (!current) return;
      if (answer.kind === 'success') {
        setLookup({ status: 'ready', key, result: answer.result });
        callbacks.current.onResults?.(answer.result);
      } else {
        setLookup({ status: 'error', key, notice: answer.error.notice });
        callbacks.current.onError?.(answer.error);
      }
    });
    return () => {
      current = false;
    };
  }, [client, stationId, today, days, key, formatters]);

  return lookup.key === key ? lookup : { status: 'loading' };
}
