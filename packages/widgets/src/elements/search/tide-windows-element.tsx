import * as React from 'react';
import { createSupabaseWindowsClient } from '../../supabase/windows-client.ts';
import type { SpeedUnits } from '../../current-types.ts';
import { ruleFromSearch } from '../../tide-windows/window-query.ts';
import { TideWindows } from '../../tide-windows/TideWindows.tsx';
import type { HeightUnits } from '../../types.ts';
import {
  MissingConnection,
  MissingLocation,
  toHeadingLevel,
  toHourCycle,
  toProjectUrl,
  toSpeedUnits,
  toStationId,
  toUnits,
} from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import type { TideWindowsElementProperties } from '../contract/types.ts';

/**
 * Heights in feet or metres, or a current's speed: a speed unit, or a first search for slack
 * water, makes it a search of a current station's slack windows (knots unless it says so).
 */
function toWindowUnits(units: unknown, search: string): HeightUnits | SpeedUnits {
  const speed = units === 'kn' || units === 'm/s' || units === 'km/h';
  if (speed || ruleFromSearch(search).slack !== undefined) return toSpeedUnits(units);
  return toUnits(units);
}

/**
 * `<tide-windows>`: the React `TideWindows` at the `location` station, starting from the
 * `search` attribute's query. The feed is public, so only the project's URL is needed; the
 * anon key is taken for symmetry with the other elements and never sent.
 */
export function TideWindowsElementView(props: TideWindowsElementProperties & ElementViewProps) {
  const { supabaseUrl, location, search, units, hourCycle, headingLevel } = props;
  const projectUrl = toProjectUrl(supabaseUrl);
  const client = React.useMemo(
    () => (projectUrl ? createSupabaseWindowsClient({ url: projectUrl }) : null),
    [projectUrl],
  );
  if (!projectUrl || !client) return <MissingConnection tag="tide-windows" url={supabaseUrl} />;
  if (!location?.trim()) {
    return (
      <MissingLocation
        tag="tide-windows"
        stations="a NOAA station number (8443970) or a station id (noaa/8443970), or a current station's (PUG1701)"
      />
    );
  }
  return (
    <TideWindows
      key={`${location}|${search ?? ''}`}
      part="base"
      data-host-theme=""
      client={client}
      locationId={toStationId(location)}
      defaultRule={ruleFromSearch(search ?? '')}
      units={toWindowUnits(units, search ?? '')}
      hourCycle={toHourCycle(hourCycle)}
      headingLevel={toHeadingLevel(headingLevel)}
    />
  );
}
