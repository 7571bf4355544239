import type { TideDataOutcome } from '../client.ts';
import type { TideFormatters } from '../formatters.ts';
import { isRecord } from '../internal/is-record.ts';
import type { TideNotice, TideResult } from '../types.ts';
import { readTideResult } from './read-tide-result.ts';

/** The ways a tide lookup can fail, one per row of spec section 8. */
export type TideFinderErrorKind =
  'missing-location' | 'transport' | 'response' | 'empty' | 'exception';

/** A failed lookup as the finder reports it through `onError`. */
export interface TideFinderError {
  /** Which failure of spec section 8 this is. */
  kind: TideFinderErrorKind;
  /** The notice shown (or handed to `onNotice`) for it. */
  notice: TideNotice;
  /** The underlying error or response, when there is one. */
  cause?: unknown;
}

/** What a lookup's outcome means for the visitor. */
export type InterpretedOutcome =
  | { kind: 'success'; result: TideResult; notice: TideNotice }
  | { kind: 'failure'; error: TideFinderError };

/**
 * Whether an answer has the shape the spec guarantees: a location, a day and two lists of
 * tides. `readTideResult` gives the well-formed part of such an answer.
 */
export function isTideResult(value: unknown): value is TideResult {
  return readTideResult(value) !== null;
}

/**
 * Applies spec section 8 to a lookup's outcome: a transport error first, then an answer
 * carrying an `error` field, then an empty answer, else success. An answer that is not
 * empty but has no tide lists is treated as empty: there is nothing to show from it. The
 * result is the answer's well-formed part (see `readTideResult`).
 */
export function interpretTideOutcome(
  outcome: TideDataOutcome,
  formatters: Pick<
    TideFormatters,
    'noticeTransportError' | 'noticeResponseError' | 'noticeEmptyResponse' | 'noticeSuccess'
  >,
  locale?: string,
): InterpretedOutcome {
  const { data, error } = outcome;
  if (error) {
    return {
      kind: 'failure',
      error: {
        kind: 'transport',
        notice: formatters.noticeTransportError(error.message),
        cause: error,
      },
    };
  }
  if (isRecord(data) && data.error) {
    const response = {
      error: typeof data.error === 'string' ? data.error : JSON.stringify(data.error),
      ...(typeof data.details === 'string' ? { details: data.details } : {}),
    };
    return {
      kind: 'failure',
      error: { kind: 'response', notice: formatters.noticeResponseError(response), cause: data },
    };
  }
  const result = readTideResult(data);
  if (!result) {
    return {
      kind: 'failure',
      error: { kind: 'empty', notice: formatters.noticeEmptyResponse(), cause: data },
    };
  }
  return {
    kind: 'success',
    result,
    notice: formatters.noticeSuccess({
      highTideCount: result.highTides.length,
      lowTideCount: result.lowTides.length,
      location: result.location,
      locale,
    }),
  };
}
