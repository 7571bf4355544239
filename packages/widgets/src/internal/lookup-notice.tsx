import type { TideNotice } from '../types.ts';

/**
 * What a widget that looks its own tides up shows in their place meanwhile: "Getting tides…"
 * while the lookup runs, the notice when it fails, nothing otherwise.
 */
export function LookupNotice({
  lookup,
  gettingTides,
}: {
  lookup: { status: 'loading' } | { status: 'error'; notice: TideNotice } | { status: string };
  gettingTides: string;
}) {
  if (lookup.status === 'loading') {
    return (
      <p className="tides-notice" part="status" role="status" data-slot="status">
        {gettingTides}
      </p>
    );
  }
  if (lookup.status === 'error' && 'notice' in lookup) {
    return (
      <div
        className="tides-notice"
        part="notice"
        role="status"
        data-slot="notice"
        data-variant={lookup.notice.variant}
      >
        <div className="tides-notice__text">
          <p className="tides-notice__title">{lookup.notice.title}</p>
          <p className="tides-notice__description">{lookup.notice.description}</p>
        </div>
      </div>
    );
  }
  return null;
}
