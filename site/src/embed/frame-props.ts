import { useCallback, useState } from 'react';
import type { TideClient } from '@tides/widgets';
import type { EmbedOptions } from './options';

/**
 * What every frame's widget is given: the embed's station, theme, units and clock, a level-2
 * heading, and the link to the station's page on this site once the widget's answer names it
 * (`hrefOf` reads it; pass a function that stays the same from one render to the next).
 */
export function useFrameProps<Result>(
  client: TideClient,
  options: EmbedOptions,
  hrefOf: (result: Result) => string | undefined,
) {
  const [stationHref, setStationHref] = useState<string>();
  const onResults = useCallback((result: Result) => setStationHref(hrefOf(result)), [hrefOf]);
  return {
    client,
    station: options.station,
    theme: options.theme,
    units: options.units,
    hourCycle: options.clock,
    headingLevel: 2 as const,
    stationHref,
    onResults,
  };
}
