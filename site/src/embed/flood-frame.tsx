/** The iframe page's flood outlook: one tide station's, in the embed's theme, units and clock. */
import { StationFloodOutlook, type FloodOutlookResult, type TideClient } from '@tides/widgets';
import { useFrameProps } from './frame-props';
import type { EmbedOptions } from './options';
import { stationPageUrl } from './snippets';

const stationHref = (result: FloodOutlookResult) => stationPageUrl(location.origin, result.station);

export default function FloodFrame({
  client,
  options,
}: {
  client: TideClient;
  options: EmbedOptions;
}) {
  const frame = useFrameProps(client, options, stationHref);
  return <StationFloodOutlook {...frame} />;
}
