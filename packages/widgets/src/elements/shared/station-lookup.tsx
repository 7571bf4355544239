/**
 * What every element that looks one station up itself (`<tide-today>`, `<tide-week>`,
 * `<tide-chart>`, `<tide-currents>`, `<tide-flood-outlook>`) shares: its client, the notice in
 * place of the widget when the station or the Supabase project is missing, the props its widget
 * takes alike, and the events that say how the lookup ended, as an image fires load or error
 * (the result's event with the answer, or `tides-error` with the notice shown). Written once so
 * that every such element announces and refuses alike.
 */
import * as React from 'react';
import type { TideClient } from '../../client.ts';
import type { TideFinderError } from '../../look-up-tides.ts';
import type { HeadingLevel } from '../../internal/heading.tsx';
import type { HourCycle } from '../../types.ts';
import {
  MissingConnection,
  MissingLocation,
  toHeadingLevel,
  toHourCycle,
  useTideClient,
} from './connection.tsx';
import type { ElementViewProps } from './create-element.tsx';
import { dispatchTidesEvent, type TidesEventDetailMap } from '../contract/events.ts';
import type { TidesConnectionProperties } from '../contract/types.ts';

/** The events that carry a lookup's answer, each as `{ result }`. */
type ResultEventName = 'tides-results' | 'tides-currents' | 'tides-flood-outlook';

/** The properties every station element has, whatever its units. */
type StationElementProps = TidesConnectionProperties &
  ElementViewProps & {
    location?: string;
    hourCycle?: HourCycle;
    headingLevel?: HeadingLevel;
    stationHref?: string;
    hideAttribution?: boolean;
  };

/** The props a station element hands its widget, the same for each. */
export interface StationWidgetProps<K extends ResultEventName> {
  part: 'base';
  'data-host-theme': '';
  client: TideClient;
  station: string;
  hourCycle: HourCycle | undefined;
  headingLevel: HeadingLevel | undefined;
  stationHref: string | undefined;
  hideAttribution: boolean;
  onResults: (result: TidesEventDetailMap[K]['result']) => void;
  onError: (error: TideFinderError) => void;
}

/**
 * The element's station lookup: `missing`, the notice to show instead of the widget when
 * `location` or the project is missing; otherwise `widget`, the props its widget takes.
 * `stations` says what `location` takes, with an example of each form.
 */
export function useStationLookup<K extends ResultEventName>(
  props: StationElementProps,
  tag: string,
  stations: string,
  resultEvent: K,
):
  | { missing: React.ReactElement; widget?: never }
  | { missing?: never; widget: StationWidgetProps<K> } {
  const { host, supabaseUrl, supabaseAnonKey, location } = props;
  const client = useTideClient(supabaseUrl, supabaseAnonKey);
  const onResults = React.useCallback(
    (result: TidesEventDetailMap[K]['result']) =>
      // Every result event's detail is `{ result }`, of the result its lookup answers.
      dispatchTidesEvent(host, resultEvent, { result } as TidesEventDetailMap[K]),
    [host, resultEvent],
  );
  const onError = React.useCallback(
    ({ kind, notice }: TideFinderError) =>
      dispatchTidesEvent(host, 'tides-error', { kind, ...notice }),
    [host],
  );
  if (!location?.trim()) return { missing: <MissingLocation tag={tag} stations={stations} /> };
  if (!client) return { missing: <MissingConnection tag={tag} url={supabaseUrl} /> };
  return {
    widget: {
      part: 'base',
      'data-host-theme': '',
      client,
      station: location,
      hourCycle: toHourCycle(props.hourCycle),
      headingLevel: toHeadingLevel(props.headingLevel),
      stationHref: props.stationHref?.trim() || undefined,
      hideAttribution: props.hideAttribution === true,
      onResults,
      onError,
    },
  };
}
