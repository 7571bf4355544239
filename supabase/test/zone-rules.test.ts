/**
 * The browser reads a subset of the handler's zone rules (the stations' zones, 1900 to 2100):
 * these fail when the two carry different rules, e.g. after a bump of moment-timezone without
 * `pnpm --filter @tides/zones generate`.
 */
import { allZoneRules } from '@tides/zones/all';
import stationZoneData from '@tides/zones/station-zones.json' with { type: 'json' };
import { stationZoneRules } from '@tides/zones/stations';
import { stationZoneSubset, tideStationZones } from '@tides/zones/station-zones-source';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedPath } from '../paths.ts';

const FIRST_MS = Date.UTC(1900, 0, 1);
const LAST_MS = Date.UTC(2101, 0, 1);

describe('the browser’s zone rules', () => {
  it('are the handler’s release, cut exactly as the generator cuts them', () => {
    expect(stationZoneRules.version).toBe(allZoneRules.version);
    expect(stationZoneData).toEqual(stationZoneSubset());
  });

  it('know every zone the seed’s stations keep', () => {
    const seedZones = new Set(
      [...readFileSync(seedPath, 'utf8').matchAll(/'([A-Z][A-Za-z_]+\/[A-Za-z_/+-]+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => allZoneRules.has(name)),
    );
    expect(seedZones.size).toBeGreaterThan(100);
    expect([...seedZones].filter((zone) => !stationZoneRules.has(zone))).toEqual([]);
  });

  it('give the handler’s offset and abbreviation at and around every change, 1900 to 2100', () => {
    const disagreements: string[] = [];
    for (const zone of tideStationZones()) {
      const changes = allZoneRules.changesBetween(zone, FIRST_MS, LAST_MS);
      expect(stationZoneRules.changesBetween(zone, FIRST_MS, LAST_MS)).toEqual(changes);
      for (const ms of [FIRST_MS, ...changes.flatMap((at) => [at - 1, at]), LAST_MS - 1]) {
        const handler = `${allZoneRules.offsetSeconds(zone, ms)} ${allZoneRules.abbreviation(zone, ms)}`;
        const browser = `${stationZoneRules.offsetSeconds(zone, ms)} ${stationZoneRules.abbreviation(zone, ms)}`;
        if (handler !== browser)
          disagreements.push(`${zone} ${new Date(ms).toISOString()}: ${handler} ≠ ${browser}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});
