import * as React from 'react';
import { toCalendarDate } from '../../internal/calendar-date.ts';
import { TidesCredit } from '../../internal/credit.tsx';
import { defaultLabels } from '../../labels.ts';
import { TideFinder } from '../../tide-finder/TideFinder.tsx';
import type { TideLocation } from '../../client.ts';
import {
  MissingConnection,
  toCalendarDay,
  toHeadingLevel,
  toHourCycle,
  toUnits,
  usePreselectedStation,
  useTideClient,
} from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { dispatchTidesEvent } from '../contract/events.ts';
import type { TideFinderElementProperties } from '../contract/types.ts';

/**
 * `<tide-finder>`: the React `TideFinder` with its location and day held here, so that the
 * `location` and `date` attributes can set them at any time while the visitor still changes
 * them freely; events go out only for what the visitor does.
 */
export function TideFinderElementView(props: TideFinderElementProperties & ElementViewProps) {
  const { host, supabaseUrl, supabaseAnonKey, location: station, units, hourCycle } = props;
  const { headingLevel } = props;
  const client = useTideClient(supabaseUrl, supabaseAnonKey);

  const [location, setLocation] = React.useState<TideLocation | null>(null);
  const noteVisitorChoice = usePreselectedStation(client, station, setLocation);

  // The attribute's day, or today; a new attribute value replaces the visitor's pick.
  const [today] = React.useState(() => toCalendarDate(new Date()));
  const requestedDate = toCalendarDay(props.date) ?? today;
  const [date, setDate] = React.useState(requestedDate);
  const [appliedDate, setAppliedDate] = React.useState(requestedDate);
  if (requestedDate !== appliedDate) {
    setAppliedDate(requestedDate);
    setDate(requestedDate);
  }

  if (!client) return <MissingConnection tag="tide-finder" url={supabaseUrl} />;
  return (
    <>
      <TideFinder
        part="base"
        data-host-theme=""
        client={client}
        location={location}
        onLocationSelect={(next) => {
          noteVisitorChoice();
          setLocation(next);
          dispatchTidesEvent(host, 'tides-location-select', { location: next });
        }}
        date={date}
        onDateChange={(next) => {
          setDate(next);
          dispatchTidesEvent(host, 'tides-date-change', { date: next });
        }}
        units={toUnits(units)}
        hourCycle={toHourCycle(hourCycle)}
        headingLevel={toHeadingLevel(headingLevel)}
        onResults={(result) => dispatchTidesEvent(host, 'tides-results', { result })}
        onError={({ kind, notice }) =>
          dispatchTidesEvent(host, 'tides-error', {
            kind,
            title: notice.title,
            description: notice.description,
          })
        }
      />
      {props.hideAttribution === true ? null : (
        <TidesCredit
          className="tides-root"
          data-host-theme=""
          label={defaultLabels.tidesByTideCharts}
          href={props.creditHref?.trim() || undefined}
        />
      )}
    </>
  );
}
