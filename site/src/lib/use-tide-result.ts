/**
 * Every tide lookup a page makes, made one way: through the widgets' `lookUpTides` (the answer
 * read, the zone rules loaded beside it, a failure given the product's notice) with the client from
 * `useClients`.
 */
import {
  noticeConnectionError,
  noticeEmptyResponse,
  noticeResponseError,
  noticeSuccess,
  noticeTransportError,
  type TideDataRequest,
  type TideFinderError,
  type TideResult,
} from '@tides/widgets';
import { lookUpTides, type TideLookupFormatters } from '@tides/widgets/rules';
import { useEffect, useState } from 'react';
import { useClients } from './clients';

export type TideResultState =
  | { status: 'loading' }
  | { status: 'ready'; result: TideResult }
  /** `message` is the failure's notice in words ('Unable to connect to tide service. …'). */
  | { status: 'error'; message: string; error: TideFinderError };

const NOTICES: TideLookupFormatters = {
  noticeConnectionError,
  noticeEmptyResponse,
  noticeResponseError,
  noticeSuccess,
  noticeTransportError,
};

const LOADING: TideResultState = { status: 'loading' };

/**
 * The answer to `request`: loading until it comes (and while `request` is null, which asks for
 * nothing yet), then the result or the failure. A new request is loading at once, never the
 * last one's answer.
 */
export function useTideResult(request: TideDataRequest | null): TideResultState {
  const { tides } = useClients();
  const key = request ? `${request.locationId}|${request.date}|${request.days ?? 1}` : null;
  const [answer, setAnswer] = useState<{ key: string; state: TideResultState } | null>(null);
  useEffect(() => {
    if (!request || key === null) return;
    let current = true;
    void lookUpTides(tides, request, NOTICES).then((lookup) => {
      if (!current) return;
      setAnswer({
        key,
        state:
          lookup.kind === 'success'
            ? { status: 'ready', result: lookup.result }
            : { status: 'error', message: lookup.error.notice.description, error: lookup.error },
      });
    });
    return () => {
      current = false;
    };
    // `key` stands for `request`, which may be a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tides]);
  return answer?.key === key ? answer.state : LOADING;
}
