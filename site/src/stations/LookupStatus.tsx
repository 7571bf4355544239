import type { TideResultState } from '../lib/use-tide-result';

/** What a section shows until its tides come: the loading line, or the failure in words. */
export function LookupStatus({ state, loading }: { state: TideResultState; loading: string }) {
  if (state.status === 'loading') return <p className="muted">{loading}</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  return null;
}
