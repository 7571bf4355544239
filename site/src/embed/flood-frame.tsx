/** The iframe page's flood outlook: one tide station's, in the embed's theme, units and clock. */
import { useCallback, useState } from 'react';
import { StationFloodOutlook, type FloodOutlookResult, type TideClient } from '@tides/widgets';
import type { EmbedOptions } from './options';
import { stationPageUrl } from './snippets';

export default function FloodFrame({
  client,
  options,
}: {
  client: TideClient;
  options: EmbedOptions;
}) {
  const [stationHref, setStationHref] = useState<string>();
  const onResults = useCallback(
    (result: FloodOutlookResult) => setStationHref(stationPageUrl(location.origin, result.station)),
    [],
  );
  return (
    <StationFloodOutlook
      client={client}
      station={options.station}
      theme={options.theme}
      units={options.units}
      hourCycle={options.clock}
      headingLevel={2}
      stationHref={stationHref}
      onResults={onResults}
    />
  );
}
