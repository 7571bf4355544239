import * as React from 'react';
import type { TideFinderError } from '../look-up-tides.ts';
import { StationTides, type StationTidesWidget } from '../station-tides/StationTides.tsx';
import {
  MissingConnection,
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
 */
function stationElementView(tag: string, widget: StationTidesWidget) {
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
        <div className="tides-root" part="base" data-host-theme="">
          <p className="tides-notice" part="notice" data-variant="destructive">
            {`<${tag}> needs a location: a NOAA station number (8443970) or a station id (noaa/8443970).`}
          </p>
        </div>
      );
    }
    if (!client) return <MissingConnection tag={tag} url={supabaseUrl} />;
    return (
      <StationTides
        part="base"
        data-host-theme=""
        client={client}
        station={location}
        widget={widget}
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

/** `<tide-today>`: today's highs and lows at one station. */
export const TideTodayElementView = stationElementView('tide-today', 'today');
/** `<tide-week>`: the week ahead at one station. */
export const TideWeekElementView = stationElementView('tide-week', 'week');
/** `<tide-chart>`: today's water level at one station. */
export const TideChartElementView = stationElementView('tide-chart', 'chart');
