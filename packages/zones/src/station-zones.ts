/**
 * The rules of the zones tide stations keep, for the browser: the same release as the edge
 * handler's (a test compares them), cut to the zones and years the product serves.
 */
import stationZoneData from './station-zones.json' with { type: 'json' };
import { createZoneRules } from './zone-rules.ts';

/** The stations' zones, 1900 to 2100. */
export const stationZoneRules = createZoneRules(stationZoneData);
