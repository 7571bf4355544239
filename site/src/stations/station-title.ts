import type { StationData } from './types';

/** 'Boston, MA'; outside the US, 'Vancouver, British Columbia'. */
export function stationTitle(station: Pick<StationData, 'name' | 'state' | 'region'>): string {
  const where = station.state.code ?? (station.state.us ? null : station.region);
  return where && !station.name.endsWith(where) ? `${station.name}, ${where}` : station.name;
}
