/**
 * Writes src/station-zones.json, the browser's rules: run it after bumping moment-timezone
 * (`pnpm --filter @tides/zones generate`); supabase's zone-rules test fails until it is run.
 */
import { writeFileSync } from 'node:fs';
import { stationZoneSubset } from '../src/station-zones-source.ts';

const subset = stationZoneSubset();
const path = new URL('../src/station-zones.json', import.meta.url);
writeFileSync(path, `${JSON.stringify(subset, null, 2)}\n`);
console.log(`${subset.zones.length} zones and ${subset.links.length} links of ${subset.version}`);
