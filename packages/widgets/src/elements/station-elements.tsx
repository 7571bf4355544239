import * as React from 'react';
import type { TideFinderError } from '../look-up-tides.ts';
import {
  StationTidesFrame,
  type StationContent,
  type StationTidesWidget,
} from '../station-tides/station-tides-frame.tsx';
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
import type { TideResult } from '../types.ts';
import type { TideStationElementProperties } from './types.ts';

type StationElementViewProps = TideStationElementProperties & ElementViewProps;

/**
 * The view of `<tide-today>`, `<tide-week>` or `<tide-chart>`: `StationTides` for the
 * element's `location`, announcing how its lookup ended as an image announces load or error.
 * Each view names its widget's part (`widgetContent`) itself, so its chunk carries that part only.
 */
export function stationElementView(
  tag: string,
  widget: StationTidesWidget,
  content: StationContent,
) {
  function StationElementView(props: StationElementViewProps) {
    const { host, supabaseUrl, supabaseAnonKey, location } = props;
    const client = useTideClient(supabaseUrl, supabaseAnonKey);
    const onResults = React.useCallback(
      (result: TideResult) => dispatchTidesEvent(host, 'tides-results', { result }),
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
          tag={tag}
          stations="a NOAA station number (8443970) or a station id (noaa/8443970)"
        />
      );
    }
    if (!client) return <MissingConnection tag={tag} url={supabaseUrl} />;
    return (
      <StationTidesFrame
        part="base"
        data-host-theme=""
        client={client}
        station={location}
        widget={widget}
        widgetContent={content}
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
  StationElementView.displayName = `${widget}ElementView`;
  return StationElementView;
}
