/** The iframe page's currents: one current station's day, in the embed's theme, units and clock. */
import { StationCurrents, type TideClient } from '@tides/widgets';
import { speedUnitsFor } from '../currents/speed-units';
import type { EmbedOptions } from './options';

export default function CurrentsFrame({
  client,
  options,
}: {
  client: TideClient;
  options: EmbedOptions;
}) {
  return (
    <StationCurrents
      client={client}
      station={options.station}
      theme={options.theme}
      units={speedUnitsFor(options.units)}
      hourCycle={options.clock}
      headingLevel={2}
    />
  );
}
