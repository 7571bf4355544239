import * as React from 'react';
import type { TideClient } from '../client.ts';
import type { WaterLevelResult } from '../types.ts';

/**
 * A station's observed water level, looked up once the widget shows its tides, when the client
 * can (`lookUpWaterLevel`) and `enabled`; null until then, and when there is none to show.
 * A lookup overtaken by a new station is dropped.
 */
export function useWaterLevel(
  client: TideClient,
  stationId: string,
  enabled: boolean,
): WaterLevelResult | null {
  const [answer, setAnswer] = React.useState<{ key: string; result: WaterLevelResult } | null>(
    null,
  );
  React.useEffect(() => {
    if (!enabled || !client.lookUpWaterLevel) return undefined;
    let current = true;
    void client.lookUpWaterLevel(stationId).then((result) => {
      if (current && result) setAnswer({ key: stationId, result });
    });
    return () => {
      current = false;
    };
  }, [client, stationId, enabled]);
  return answer?.key === stationId ? answer.result : null;
}
