import * as React from 'react';
import { StationFloodOutlook } from '../flood-outlook/StationFloodOutlook.tsx';
import type { FloodOutlookResult } from '../flood-outlook/flood-outlook-types.ts';
import type { TideFinderError } from '../look-up-tides.ts';
import {
  MissingConnection,
  MissingLocation,
  toHeadingLevel,
  toHourCycle,
  toUnits,
  useTideClient,
} from './connection.tsx';
import type { ElementViewProps } from './create-element.tsx';
import { dispatchTidesEvent } from './events.ts';
import type { TideStationElementProperties } from './types.ts';

/**
 * `<tide-flood-outlook>`: `StationFloodOutlook` for the element's `location`, announcing how its
 * lookup ended as an image announces load or error.
 */
export function TideFloodOutlookElementView(
  props: TideStationElementProperties & ElementViewProps,
) {
  const { host, supabaseUrl, supabaseAnonKey, location } = props;
  const client = useTideClient(supabaseUrl, supabaseAnonKey);
  const onResults = React.useCallback(
    (result: FloodOutlookResult) => dispatchTidesEvent(host, 'tides-flood-outlook', { result }),
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
        tag="tide-flood-outlook"
        stations="a NOAA station number (8443970) or a station id (noaa/8443970)"
      />
    );
  }
  if (!client) return <MissingConnection tag="tide-flood-outlook" url={supabaseUrl} />;
  return (
    <StationFloodOutlook
      part="base"
      data-host-theme=""
      client={client}
      station={location}
      units={toUnits(props.units)}
      hourCycle={toHourCycle(props.hourCycle)}
      headingLevel={toHeadingLevel(props.headingLevel)}
      stationHref={props.stationHref?.trim() || undefined}
      hideAttribution={props.hideAttribution === true}
      onResults={onResults}
      onError={onError}
    />
  );
}
