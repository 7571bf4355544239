import * as React from 'react';
import { classNames } from './class-names.ts';

export interface TidesCreditProps extends React.ComponentPropsWithoutRef<'p'> {
  /** What the credit says: "Tides by Tide Charts". */
  label: string;
  /** The page it links to; without one it is plain text. */
  href?: string | undefined;
}

/**
 * The small "Tides by Tide Charts" credit under a widget, linking to the station's page (or the
 * site's Find Tides): the one way an embed says where its tides come from. Opens in a new tab,
 * so the host page stays.
 */
export function TidesCredit({ label, href, className, ...rest }: TidesCreditProps) {
  return (
    <p className={classNames('tides-credit', className)} data-slot="attribution" {...rest}>
      {href ? (
        <a href={href} target="_blank" rel="noopener">
          {label}
        </a>
      ) : (
        label
      )}
    </p>
  );
}
