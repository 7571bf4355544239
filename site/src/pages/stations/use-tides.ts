import type { TideResult } from '@tides/widgets';
import { useEffect, useState } from 'react';
import { tideClient } from '../../lib/clients';

export type Load<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/** One get-tide-data answer for a station, from `date` on for `days` days. */
export function useTides(stationId: string, date: string | null, days: number): Load<TideResult> {
  const [load, setLoad] = useState<Load<TideResult>>({ status: 'loading' });
  useEffect(() => {
    if (!date) return;
    let current = true;
    setLoad({ status: 'loading' });
    tideClient.getTides({ locationId: stationId, date, days }).then(
      (answer) => {
        if (!current) return;
        if (answer.kind === 'result') setLoad({ status: 'ready', value: answer.result });
        else
          setLoad({
            status: 'error',
            message:
              answer.kind === 'refused'
                ? (answer.details ?? answer.message)
                : 'Unable to get tide predictions. Please try again.',
          });
      },
      () => {
        if (current) {
          setLoad({
            status: 'error',
            message: 'Unable to connect to tide service. Please try again.',
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [stationId, date, days]);
  return load;
}
