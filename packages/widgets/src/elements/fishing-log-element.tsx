import * as React from 'react';
import type { ElementViewProps } from './create-element.tsx';
import type { TideFishingLogElementProperties } from './types.ts';

/** The log and Supabase Auth's client load only when a `<tide-fishing-log>` renders. */
const FishingLogElementContent = React.lazy(() => import('./tide-fishing-log-content.tsx'));

/** `<tide-fishing-log>`: nothing until its code has arrived, then the fishing log. */
export function TideFishingLogElementView(
  props: TideFishingLogElementProperties & ElementViewProps,
) {
  return (
    <React.Suspense fallback={null}>
      <FishingLogElementContent {...props} />
    </React.Suspense>
  );
}
