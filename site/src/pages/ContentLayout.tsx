import type { ReactNode } from 'react';
import { BackLink } from '../components/BackLink';

export interface ContentLayoutProps {
  back?: { to: string; label: string };
  title: string;
  subtitle?: string | undefined;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  eyebrow?: string | undefined;
}

/** The frame every article shares: back link to its hub, heading, then cards. */
export function ContentLayout({
  back,
  title,
  subtitle,
  intro,
  children,
  aside,
  eyebrow,
}: ContentLayoutProps) {
  return (
    <div className="container page">
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <header className="page-header">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {subtitle ? <p className="subtitle">{subtitle}</p> : null}
        {intro ? <div className="lead">{intro}</div> : null}
      </header>
      {aside ? (
        <div className="with-sidebar">
          <div className="stack">{children}</div>
          <aside className="stack sidebar">{aside}</aside>
        </div>
      ) : (
        <div className="stack">{children}</div>
      )}
    </div>
  );
}
