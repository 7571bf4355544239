import * as React from 'react';
import { StationCurrents } from '../current-card/StationCurrents.tsx';
import type { CurrentResult } from '../current-types.ts';
import type { TideFinderError } from '../look-up-tides.ts';
import { toTideCardDays } from '../tide-card/card-days.ts';
import {
  MissingConnection,
  MissingLocation,
  toCalendarDay,
  toHeadingLevel,
  toHourCycle,
  toSpeedUnits,
  useTideClient,
} from './connection.tsx';
import type { ElementViewProps } from './create-element.tsx';
import { dispatchTidesEvent } from './events.ts';
import type { TideCurrentsElementProperties } from './types.ts';

/**
 * `<tide-currents>`: `StationCurrents` for the element's `location`, announcing how its lookup
 * ended as an image announces load or error.
 */
export function TideCurrentsElementView(props: TideCurrentsElementProperties & ElementViewProps) {
  const { host, supabaseUrl, supabaseAnonKey, location } = props;
  const client = useTideClient(supabaseUrl, supabaseAnonKey);
  const onResults = React.useCallback(
    (result: CurrentResult) => dispatchTidesEvent(host, 'tides-currents', { result }),
    [host],
  );
  const onError = React.useCallback(
    ({ kind, notice }: TideFinderError) =>
      dispatchTidesEvent(host, 'tides-error', { kind, ...notice }),
    [host],
  );
  if (!location?.trim()) {
    return (
      <MissingLocation
        tag="tide-currents"
        stations="a NOAA current station (PUG1701) or a station id (noaa/PUG1701)"
      />
    );
  }
  if (!client) return <MissingConnection tag="tide-currents" url={supabaseUrl} />;
  return (
    <StationCurrents
      part="base"
      data-host-theme=""
      client={client}
      station={location}
      date={toCalendarDay(props.date)}
      days={toTideCardDays(props.days)}
      units={toSpeedUnits(props.units)}
      hourCycle={toHourCycle(props.hourCycle)}
      headingLevel={toHeadingLevel(props.headingLevel)}
      stationHref={props.stationHref?.trim() || undefined}
      hideAttribution={props.hideAttribution === true}
      onResults={onResults}
      onError={onError}
    />
  );
}
