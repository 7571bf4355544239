import * as React from 'react';
import type { TideFinderError } from '../look-up-tides.ts';
import type { TideNotice } from '../types.ts';

/** Where a widget's own lookup is, as `data-state` on its root. */
export type LookupState<Result> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; result: Result }
  | { status: 'error'; notice: TideNotice };

/** How a lookup ended: its result, or the failure with the notice for the visitor. */
export type LookupEnd<Result> =
  { kind: 'success'; result: Result } | { kind: 'failure'; error: TideFinderError };

/**
 * A widget's own lookup: `lookUp` runs each time it is a new function (make it with
 * `useCallback` over what it reads, so a new station, day or client looks up again), and the
 * state says where it is; null is nothing to look up. `onEnd` hears how each lookup ended,
 * read when it ends, so a parent passing a new function each render starts no new lookup. A
 * lookup overtaken by the next is dropped.
 */
export function useLookup<Result>(
  lookUp: (() => Promise<LookupEnd<Result>>) | null,
  onEnd?: (end: LookupEnd<Result>) => void,
): LookupState<Result> {
  const [lookup, setLookup] = React.useState<{
    of: typeof lookUp;
    state: LookupState<Result>;
  }>({ of: null, state: { status: 'idle' } });
  const latestOnEnd = React.useRef(onEnd);
  latestOnEnd.current = onEnd;

  React.useEffect(() => {
    if (!lookUp) return undefined;
    let current = true;
    setLookup({ of: lookUp, state: { status: 'loading' } });
    void lookUp().then((end) => {
      if (!current) return;
      setLookup({
        of: lookUp,
        state:
          end.kind === 'success'
            ? { status: 'ready', result: end.result }
            : { status: 'error', notice: end.error.notice },
      });
      latestOnEnd.current?.(end);
    });
    return () => {
      current = false;
    };
  }, [lookUp]);

  if (!lookUp) return { status: 'idle' };
  // Until the effect has started the new lookup, the last one's answer is not this one's.
  return lookup.of === lookUp ? lookup.state : { status: 'loading' };
}
