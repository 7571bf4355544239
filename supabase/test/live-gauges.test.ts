/**
 * The list of gauges NOAA operates, shipped with the seed (supabase/noaa-live-gauges.json), and
 * the refresh that reads NOAA's own list into it.
 */
import { describe, expect, it } from 'vitest';
import { fromNoaa, readLiveGauges } from '../scripts/refresh-live-gauges.ts';

describe('the gauges NOAA operates', () => {
  it('are a cited list of NOAA’s water-level stations, not every reference station', () => {
    const list = readLiveGauges();
    expect(list.source).toMatch(/NOAA CO-OPS/);
    expect(list.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ids = new Set(list.stations.map((station) => station.id));
    expect(ids.size).toBe(list.stations.length);
    // About 210 NWLON gauges, and PORTS's and the other active ones besides.
    expect(ids.size).toBeGreaterThan(200);
    expect(ids.size).toBeLessThan(400);
    for (const operated of ['8443970', '9414290', '1612340', '9455920']) {
      expect(ids.has(operated), operated).toBe(true);
    }
    // Survey gauges long removed: Aialik Sill (2000), Madan Bay, Cochrane Bay.
    for (const removed of ['9455146']) expect(ids.has(removed), removed).toBe(false);
  });

  it('are read from NOAA’s answer to stations.json?type=waterlevels', () => {
    const stations = Array.from({ length: 120 }, (_, i) => ({
      id: String(8400000 + i),
      name: `Gauge ${i}`,
      state: i % 2 ? 'MA' : '',
      tidal: true,
    }));
    const list = fromNoaa({ count: 120, stations: [...stations].reverse() }, '2026-12-04');
    expect(list.asOf).toBe('2026-12-04');
    expect(list.source).toMatch(/stations\.json\?type=waterlevels/);
    expect(list.stations[0]).toEqual({ id: '8400000', name: 'Gauge 0', region: null });
    expect(list.stations[1]).toEqual({ id: '8400001', name: 'Gauge 1', region: 'MA' });
    expect(() => fromNoaa({ stations: [] }, '2026-12-04')).toThrow(/without the list/);
    expect(() => fromNoaa('<html>', '2026-12-04')).toThrow(/without the list/);
  });
});
