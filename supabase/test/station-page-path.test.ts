/**
 * The calendar feed links each event to the station's page: the address the edge functions
 * write must be the one the site serves, for every station the seed loads.
 */
import { stations } from '@neaps/tide-database';
import { describe, expect, it } from 'vitest';
import { stationPath } from '../../site/src/stations/paths.ts';
import { isUsStation, stationPagePath } from '../functions/_shared/station-page-path.ts';

describe('stationPagePath', () => {
  it("gives every seeded station the site's own address for it", () => {
    const disagreeing = stations
      .map((station) => ({
        id: station.id,
        name: station.name,
        state: station.region ?? null,
        country: station.country ?? null,
      }))
      .filter((place) => stationPagePath(place) !== stationPath(place));
    expect(disagreeing).toEqual([]);
    expect(stations.length).toBeGreaterThan(1000);
  });

  it('names Boston as the site does, and shows it in feet', () => {
    const boston = { id: 'noaa/8443970', name: 'Boston', state: 'MA', country: 'United States' };
    expect(stationPagePath(boston)).toBe('/tides/ma/boston-8443970');
    expect(isUsStation(boston)).toBe(true);
    const corrected = [
      { id: 'ticon/x-1-deu-wsv', name: 'Große Weserbrücke', state: null, country: 'Germany' },
      { id: 'ticon/y-2-nor-kv', name: 'Tromsø', state: null, country: 'Norway' },
      {
        id: 'noaa/9999999',
        name: 'Wake Island',
        state: 'UM',
        country: 'US Minor Outlying Islands',
      },
    ];
    for (const place of corrected) expect(stationPagePath(place)).toBe(stationPath(place));
    expect(isUsStation({ state: 'Møre og Romsdal', country: 'Norway' })).toBe(false);
  });
});
