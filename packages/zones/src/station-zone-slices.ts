/** How the stations' rules are cut into one module per zone (see scripts/split-station-zones.ts). */
import { subsetZoneData, type PackedZoneData } from './zone-rules.ts';

/** Every name a station's zone may go by in `data`: each zone's, and each link's. */
export function stationZoneNames(data: PackedZoneData): string[] {
  const zones = data.zones.map((packed) => packed.slice(0, packed.indexOf('|')));
  const links = data.links.map((link) => link.slice(link.indexOf('|') + 1));
  return [...new Set([...zones, ...links])].sort();
}

/** The rules of one zone (or link) out of `data`, in the same form. */
export function stationZoneSlice(data: PackedZoneData, name: string): PackedZoneData {
  return subsetZoneData(data, [name], Number.POSITIVE_INFINITY);
}
