import type { CurrentResult, TideClient } from '@tides/widgets';
import { useEffect, useState } from 'react';
import { daysInMonth } from '../lib/calendar';

export type CurrentMonthState =
  | { status: 'loading' }
  | { status: 'ready'; result: CurrentResult }
  | { status: 'error'; message: string };

/** A month of currents at a station, in one request, looked up again when the month changes. */
export function useCurrentMonth(
  client: TideClient,
  locationId: string,
  month: string,
): CurrentMonthState {
  const [state, setState] = useState<CurrentMonthState & { key?: string }>({ status: 'loading' });
  const key = `${locationId}|${month}`;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', key });
    const request = { locationId, date: `${month}-01`, days: daysInMonth(month) };
    const ask = client.getCurrents
      ? client.getCurrents(request)
      : Promise.reject(new Error('This site cannot look currents up.'));
    ask.then(
      (answer) => {
        if (!live) return;
        if (answer.kind === 'result') setState({ status: 'ready', key, result: answer.result });
        else if (answer.kind === 'refused')
          setState({ status: 'error', key, message: answer.details ?? answer.message });
        else if (answer.kind === 'unreachable')
          setState({
            status: 'error',
            key,
            message: `The current service could not be reached: ${answer.message || 'please try again'}.`,
          });
        else setState({ status: 'error', key, message: 'No currents came back for this month.' });
      },
      () => {
        if (live)
          setState({
            status: 'error',
            key,
            message: 'Could not connect to the current service. Please try again.',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [client, locationId, month, key]);
  return state.key === key ? state : { status: 'loading' };
}
