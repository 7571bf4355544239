/**
 * The iframe page's currents: one current station's day, in the embed's theme, units and clock,
 * credited to this site with a link to the station's page.
 */
import { useState } from 'react';
import { StationCurrents, type CurrentResult, type TideClient } from '@tides/widgets';
import { currentPath } from '../currents/paths';
import { speedUnitsFor } from '../currents/speed-units';
import type { EmbedOptions } from './options';

export default function CurrentsFrame({
  client,
  options,
}: {
  client: TideClient;
  options: EmbedOptions;
}) {
  const [stationHref, setStationHref] = useState<string>();
  const onResults = (result: CurrentResult) =>
    setStationHref(location.origin + currentPath(result.station));
  return (
    <StationCurrents
      client={client}
      station={options.station}
      theme={options.theme}
      units={speedUnitsFor(options.units)}
      hourCycle={options.clock}
      headingLevel={2}
      stationHref={stationHref}
      onResults={onResults}
    />
  );
}
