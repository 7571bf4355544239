import * as React from 'react';

/** Heading levels a widget may start at, so it fits the page outline it is placed in. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** A heading of the given level, one below capped at six. */
export function Heading({
  level,
  ...props
}: { level: HeadingLevel | 7 } & React.ComponentPropsWithoutRef<'h2'>) {
  const Tag = `h${Math.min(level, 6)}` as 'h2';
  return <Tag {...props} />;
}
