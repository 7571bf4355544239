import type { TideClient, TideDataRequest } from './client.ts';
import { loadZoneRules, prepareZoneRules } from './internal/zone-clock.ts';
import type { TideFormatters } from './formatters.ts';
import type { TideNotice, TideResult } from './types.ts';

/**
 * The ways a tide lookup can fail: no location chosen, the backend unreachable, the backend
 * refusing, an empty answer, or an exception before any answer.
 */
export type TideFinderErrorKind =
  'missing-location' | 'transport' | 'response' | 'empty' | 'exception';

/** A failed lookup as the widgets report it (`onError`, the `tides-error` event). */
export interface TideFinderError {
  /** Which failure this is. */
  kind: TideFinderErrorKind;
  /** The notice shown (or handed to `onNotice`) for it. */
  notice: TideNotice;
  /** The underlying error, when there is one. */
  cause?: unknown;
}

/** A tide lookup's end, with the notice for the visitor. */
export type TideLookup =
  | { kind: 'success'; result: TideResult; notice: TideNotice }
  | { kind: 'failure'; error: TideFinderError };

/** The formatters a lookup's notices come from. */
export type TideLookupFormatters = Pick<
  TideFormatters,
  | 'noticeTransportError'
  | 'noticeResponseError'
  | 'noticeEmptyResponse'
  | 'noticeConnectionError'
  | 'noticeSuccess'
>;

/**
 * Asks `client` for a day of tides and says what the answer means for the visitor: the result
 * with its success notice, or the failure with its notice. Never rejects: an exception is the
 * "Connection error" failure. Every widget that looks tides up goes through here.
 */
export async function lookUpTides(
  client: TideClient,
  request: TideDataRequest,
  formatters: TideLookupFormatters,
  /** BCP 47 locale whose plural rules the success notice follows. */
  locale?: string,
): Promise<TideLookup> {
  let answer;
  try {
    // The means of loading zone rules arrive beside the answer; the answer's zone's own rules
    // load before it is shown, so its times are never the browser's.
    [answer] = await Promise.all([
      client.getTides(request),
      prepareZoneRules().catch(() => undefined),
    ]);
    if (answer.kind === 'result') await loadZoneRules(answer.result.station?.timeZone ?? []);
  } catch (cause) {
    return {
      kind: 'failure',
      error: { kind: 'exception', notice: formatters.noticeConnectionError(), cause },
    };
  }
  if (answer.kind !== 'result')
    return { kind: 'failure', error: answerFailure(answer, formatters) };
  const { result } = answer;
  const notice = formatters.noticeSuccess({
    highTideCount: result.highTides.length,
    lowTideCount: result.lowTides.length,
    location: result.location,
    locale,
  });
  return { kind: 'success', result, notice };
}

/** An answer that is not a result, and the notices that say what it means. */
type FailedAnswer =
  | { kind: 'refused'; message: string; details?: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'empty' };

/**
 * What an answer without a result means for the visitor, for tides and currents alike: the
 * backend refusing in its own words, unreachable, or answering with nothing.
 */
export function answerFailure(
  answer: FailedAnswer,
  notices: Pick<
    TideFormatters,
    'noticeResponseError' | 'noticeTransportError' | 'noticeEmptyResponse'
  >,
): TideFinderError {
  switch (answer.kind) {
    case 'refused': {
      const { message, details } = answer;
      const notice = notices.noticeResponseError({
        error: message,
        ...(details === undefined ? {} : { details }),
      });
      return { kind: 'response', notice };
    }
    case 'unreachable':
      return { kind: 'transport', notice: notices.noticeTransportError(answer.message) };
    case 'empty':
      return { kind: 'empty', notice: notices.noticeEmptyResponse() };
    default:
      return answer satisfies never;
  }
}
