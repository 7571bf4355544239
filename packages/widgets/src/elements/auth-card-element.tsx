import * as React from 'react';
import type { ElementViewProps } from './create-element.tsx';
import type { TideAuthCardElementProperties } from './types.ts';

/**
 * The auth card and Supabase Auth's client load only when a `<tide-auth-card>` renders, so
 * a page with only `<tide-finder>` never downloads them.
 */
const AuthCardElementContent = React.lazy(() => import('./tide-auth-card-content.tsx'));

/** `<tide-auth-card>`: nothing until its code has arrived, then the auth card. */
export function TideAuthCardElementView(props: TideAuthCardElementProperties & ElementViewProps) {
  return (
    <React.Suspense fallback={null}>
      <AuthCardElementContent {...props} />
    </React.Suspense>
  );
}
