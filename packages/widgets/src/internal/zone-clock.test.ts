import stationZoneData from '@tides/zones/station-zones.json';
import { stationZoneModules } from '@tides/zones/station-zone-modules';
import { stationZoneNames, stationZoneSlice } from '@tides/zones/station-zone-slices';
import { stationZoneRules } from '@tides/zones/stations';

/** A fresh copy of the module, with no rules loaded yet (the test setup loads every zone's). */
async function freshZoneClock() {
  vi.resetModules();
  return import('./zone-clock.ts');
}

describe('the zone rules, a zone at a time', () => {
  it('has a module for every name a station zone goes by, cut from the rules of every station zone', async () => {
    expect(Object.keys(stationZoneModules).sort()).toEqual(stationZoneNames(stationZoneData));
    for (const name of ['America/New_York', 'Pacific/Honolulu', 'America/Anchorage']) {
      const load = stationZoneModules[name];
      expect(load).toBeDefined();
      expect((await load!()).default).toEqual(stationZoneSlice(stationZoneData, name));
    }
  });

  it('loads only the zones asked for, and reads them as the whole set does', async () => {
    const clock = await freshZoneClock();
    expect(clock.currentZoneRules()).toBeNull();

    await clock.loadZoneRules('America/Anchorage');

    const rules = clock.currentZoneRules();
    expect(rules?.has('America/Anchorage')).toBe(true);
    expect(rules?.has('America/New_York')).toBe(false);
    const instant = Date.UTC(2026, 6, 4, 12);
    expect(rules?.offsetSeconds('America/Anchorage', instant)).toBe(
      stationZoneRules.offsetSeconds('America/Anchorage', instant),
    );
    expect(rules?.abbreviation('America/Anchorage', instant)).toBe('AKDT');

    await clock.loadZoneRules(['America/New_York', 'Not/A_Zone']);
    expect(clock.currentZoneRules()?.has('America/New_York')).toBe(true);
    expect(clock.currentZoneRules()?.has('America/Anchorage')).toBe(true);
  });
});
