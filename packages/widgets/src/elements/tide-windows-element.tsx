import * as React from 'react';
import { createSupabaseWindowsClient } from '../supabase/windows-client.ts';
import { ruleFromSearch } from '../tide-windows/window-query.ts';
import { TideWindows } from '../tide-windows/TideWindows.tsx';
import {
  MissingConnection,
  toHeadingLevel,
  toHourCycle,
  toProjectUrl,
  toStationId,
  toUnits,
} from './connection.tsx';
import type { ElementViewProps } from './create-element.tsx';
import type { TideWindowsElementProperties } from './types.ts';

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
      <div className="tides-root" part="base" data-host-theme="">
        <p className="tides-notice" part="notice" data-variant="destructive">
          {'<tide-windows> needs a location attribute: a NOAA station number or a station id.'}
        </p>
      </div>
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
      units={toUnits(units)}
      hourCycle={toHourCycle(hourCycle)}
      headingLevel={toHeadingLevel(headingLevel)}
    />
  );
}
