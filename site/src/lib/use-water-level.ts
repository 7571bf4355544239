/**
 * What a station's gauge measured, looked up through the page's client (`useClients`) when the
 * station has a gauge: null while it comes, when the client cannot look it up, and when no
 * answer could be read; else the answer, which says itself when there is nothing to show.
 */
import type { WaterLevelResult } from '@tides/widgets';
import { useEffect, useState } from 'react';
import { useClients } from './clients';

export function useWaterLevel(locationId: string | null): WaterLevelResult | null {
  const { tides } = useClients();
  const [answer, setAnswer] = useState<{ id: string; result: WaterLevelResult } | null>(null);
  useEffect(() => {
    if (locationId === null || !tides.lookUpWaterLevel) return;
    let current = true;
    void tides.lookUpWaterLevel(locationId).then((result) => {
      if (current && result) setAnswer({ id: locationId, result });
    });
    return () => {
      current = false;
    };
  }, [locationId, tides]);
  return answer?.id === locationId ? answer.result : null;
}
