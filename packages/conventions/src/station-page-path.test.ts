/**
 * Station page addresses, the one rule the site serves its pages at and the calendar feed links
 * to: every station the tide database holds gets an address of its own, in its state or country.
 */
import { stations } from '@neaps/tide-database';
import { describe, expect, it } from 'vitest';
import { isUsPlace, stationPath } from './station-page-path.ts';

describe('stationPath', () => {
  it('gives every station of the tide database an address of its own', () => {
    const paths = stations.map((station) =>
      stationPath({
        id: station.id,
        name: station.name,
        state: station.region ?? null,
        country: station.country ?? null,
      }),
    );
    expect(stations.length).toBeGreaterThan(1000);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/tides\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it('puts a US station under its state, with NOAA’s number', () => {
    const boston = { id: 'noaa/8443970', name: 'Boston', state: 'MA', country: 'United States' };
    expect(stationPath(boston)).toBe('/tides/ma/boston-8443970');
    expect(isUsPlace(boston)).toBe(true);
  });

  it('puts a territory’s station under the territory, in feet', () => {
    const wake = {
      id: 'noaa/1890000',
      name: 'Wake Island',
      state: 'UM',
      country: 'US Minor Outlying Islands',
    };
    expect(stationPath(wake)).toBe('/tides/um/wake-island-1890000');
    expect(isUsPlace(wake)).toBe(true);
  });

  it('spells out letters no accent comes off, under the country elsewhere, in metres', () => {
    const bremen = {
      id: 'ticon/x-1-deu-wsv',
      name: 'Große Weserbrücke',
      state: null,
      country: 'Germany',
    };
    expect(stationPath(bremen)).toBe('/tides/germany/grosse-weserbrucke-ticon-1');
    expect(
      stationPath({ id: 'ticon/y-2-nor-kv', name: 'Tromsø', state: null, country: 'Norway' }),
    ).toBe('/tides/norway/tromso-ticon-2');
    expect(
      stationPath({ id: 'ticon/z-3-tur-c', name: 'Bozyazı', state: null, country: 'Türkiye' }),
    ).toBe('/tides/turkiye/bozyazi-ticon-3');
    expect(isUsPlace({ state: 'Møre og Romsdal', country: 'Norway' })).toBe(false);
  });
});
