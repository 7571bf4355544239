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

/** The header every card widget opens with: its title heading, then whatever follows it. */
export function CardHeader({
  level,
  titleId,
  title,
  children,
}: {
  level: HeadingLevel | 7;
  titleId: string;
  title: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="tides-card__header" data-slot="header">
      <Heading level={level} id={titleId} className="tides-card__title" data-slot="title">
        {title}
      </Heading>
      {children}
    </header>
  );
}
