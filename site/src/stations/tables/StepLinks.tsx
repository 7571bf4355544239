import type { ReactNode } from 'react';
import { addDays, addMonths, formatDay } from '../../lib/calendar';
import { Link } from '../../router/router';

/**
 * The links to the day or month before and after (`.day-controls`), with what stands between
 * them. A heading that prints keeps the row on paper and hides the links alone; otherwise the
 * whole row stays off paper.
 */
function StepLinks({
  previous,
  next,
  printsHeading = false,
  children,
}: {
  previous: { to: string; label: string };
  next: { to: string; label: string };
  printsHeading?: boolean;
  children?: ReactNode;
}) {
  const linkClass = printsHeading ? 'button button-outline no-print' : 'button button-outline';
  return (
    <div className={printsHeading ? 'day-controls' : 'day-controls no-print'}>
      <Link to={previous.to} className={linkClass}>
        {previous.label}
      </Link>
      {children}
      <Link to={next.to} className={linkClass}>
        {next.label}
      </Link>
    </div>
  );
}

/** A day's heading ('Today, Monday, June 1, 2026') between links to the days either side; the heading prints. */
export function DaySteps({
  date,
  today,
  pathWithDate,
}: {
  date: string;
  today: string;
  pathWithDate: (date: string) => string;
}) {
  return (
    <StepLinks
      previous={{ to: pathWithDate(addDays(date, -1)), label: '← Previous day' }}
      next={{ to: pathWithDate(addDays(date, 1)), label: 'Next day →' }}
      printsHeading
    >
      <h2 id="day-title">
        {date === today ? 'Today, ' : ''}
        {formatDay(date)}
      </h2>
    </StepLinks>
  );
}

/** Links to the months either side, around `children` (a heading or nothing); none of it prints. */
export function MonthSteps({
  month,
  monthPath,
  children,
}: {
  month: string;
  monthPath: (month: string) => string;
  children?: ReactNode;
}) {
  return (
    <StepLinks
      previous={{ to: monthPath(addMonths(month, -1)), label: '← Previous month' }}
      next={{ to: monthPath(addMonths(month, 1)), label: 'Next month →' }}
    >
      {children}
    </StepLinks>
  );
}
