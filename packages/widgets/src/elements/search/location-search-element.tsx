import * as React from 'react';
import { LocationSearch } from '../../location-search/LocationSearch.tsx';
import type { TideLocation } from '../../client.ts';
import {
  MissingConnection,
  toUnits,
  usePreselectedStation,
  useTideClient,
} from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { dispatchTidesEvent } from '../contract/events.ts';
import type { TideLocationSearchElementProperties } from '../contract/types.ts';

/** `<tide-location-search>`: the React `LocationSearch`, its choice held here. */
export function TideLocationSearchElementView(
  props: TideLocationSearchElementProperties & ElementViewProps,
) {
  const { host, supabaseUrl, supabaseAnonKey, location: station, units, disabled = false } = props;
  const client = useTideClient(supabaseUrl, supabaseAnonKey);
  const [location, setLocation] = React.useState<TideLocation | null>(null);
  const noteVisitorChoice = usePreselectedStation(client, station, setLocation);

  if (!client) return <MissingConnection tag="tide-location-search" url={supabaseUrl} />;
  return (
    <LocationSearch
      part="base"
      data-host-theme=""
      client={client}
      value={location}
      onValueChange={(next) => {
        noteVisitorChoice();
        setLocation(next);
        dispatchTidesEvent(host, 'tides-location-select', { location: next });
      }}
      disabled={disabled}
      units={toUnits(units)}
    />
  );
}
