/**
 * The iframe page's currents: one current station's day, in the embed's theme, units and clock,
 * credited to this site with a link to the station's page.
 */
import { StationCurrents, type CurrentResult, type TideClient } from '@tides/widgets';
import { currentPath } from '../currents/paths';
import { speedUnitsFor } from '../currents/speed-units';
import { useFrameProps } from './frame-props';
import type { EmbedOptions } from './options';

const stationHref = (result: CurrentResult) => location.origin + currentPath(result.station);

export default function CurrentsFrame({
  client,
  options,
}: {
  client: TideClient;
  options: EmbedOptions;
}) {
  const frame = useFrameProps(client, options, stationHref);
  return <StationCurrents {...frame} units={speedUnitsFor(options.units)} />;
}
