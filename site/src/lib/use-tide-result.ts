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

/** Refusals to slow down are waited out this many times before the page shows one. */
const SLOW_DOWN_RETRIES = 3;
/** Never keep a section loading longer than this for one wait. */
const LONGEST_WAIT_SECONDS = 60;

/**
 * The seconds a refusal to slow down asks to wait, read from the backend's own sentence
 * ('… Please try again in 3 seconds.'), or null for any other failure or a longer wait.
 */
export function slowDownSeconds(error: TideFinderError): number | null {
  if (error.kind !== 'response') return null;
  const seconds = Number(/try again in (\d+) seconds?\./.exec(error.notice.description)?.[1]);
  return Number.isSafeInteger(seconds) && seconds > 0 && seconds <= LONGEST_WAIT_SECONDS
    ? seconds
    : null;
}

/**
 * The answer to `request`: loading until it comes (and while `request` is null, which asks for
 * nothing yet), then the result or the failure. A new request is loading at once, never the
 * last one's answer. Asked to slow down (a visitor opening a station, then its month), it waits
 * the seconds the backend names and asks again, still loading, rather than showing the refusal.
 */
export function useTideResult(request: TideDataRequest | null): TideResultState {
  const { tides } = useClients();
  const key = request ? `${request.locationId}|${request.date}|${request.days ?? 1}` : null;
  const [answer, setAnswer] = useState<{ key: string; state: TideResultState } | null>(null);
  useEffect(() => {
    if (!request || key === null) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      for (let tries = 0; ; tries += 1) {
        const lookup = await lookUpTides(tides, request, NOTICES);
        const seconds = lookup.kind === 'failure' ? slowDownSeconds(lookup.error) : null;
        if (!current || seconds === null || tries >= SLOW_DOWN_RETRIES) return lookup;
        await new Promise((resolve) => (timer = setTimeout(resolve, seconds * 1000)));
        if (!current) return lookup;
      }
    };
    void ask().then((lookup) => {
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
      clearTimeout(timer);
    };
    // `key` stands for `request`, which may be a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tides]);
  return answer?.key === key ? answer.state : LOADING;
}
