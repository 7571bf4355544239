import type { ReactNode } from 'react';
import type { MonthTableRow } from './month-table';

type DayEvent = MonthTableRow['events'][number];

/**
 * A table row's highs and lows in a wrapping row: 'H 6:12 AM 9.8 ft', each followed by what
 * `marks` sets beside it (a king, minus or flood tide).
 */
export function DayEvents({
  events,
  marks,
}: {
  events: readonly DayEvent[];
  marks: (event: DayEvent) => ReactNode;
}) {
  return (
    <ul className="day-events">
      {events.map((event) => (
        <li key={event.at} data-type={event.type}>
          <span className="event-kind">{event.type === 'high' ? 'H' : 'L'}</span> {event.time}{' '}
          {event.height} {marks(event)}
        </li>
      ))}
    </ul>
  );
}
