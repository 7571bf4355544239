/**
 * How a station is named and pointed to: its page's address, made from its name and number, and
 * the compass point a neighbour lies toward.
 */
import { describe, expect, it } from 'vitest';
import { formatBearing } from '../src/stations/about/distance';
import { slugify, stationPath } from '../src/stations/paths';

describe('station addresses', () => {
  it('are made from the name and the station’s own number', () => {
    expect(stationPath({ id: 'noaa/8443970', name: 'Boston', state: 'MA' })).toBe(
      '/tides/ma/boston-8443970',
    );
    expect(stationPath({ id: 'noaa/TEC2793', name: 'Ocracoke Inlet', state: 'NC' })).toBe(
      '/tides/nc/ocracoke-inlet-tec2793',
    );
    expect(
      stationPath({
        id: 'ticon/honolulu_kewalo-026a-usa-uhslc_rq',
        name: 'Honolulu Kewalo',
        state: 'HI',
      }),
    ).toBe('/tides/hi/honolulu-kewalo-ticon-026a');
    // A territory under its own name, never a catch-all.
    expect(stationPath({ id: 'noaa/1890000', name: 'Wake Island', state: 'UM' })).toBe(
      '/tides/um/wake-island-1890000',
    );
    expect(
      stationPath({
        id: 'ticon/port_eri_isle_of_man-iom-gbr-bodc',
        name: 'Port Erin',
        state: null,
        country: 'Isle of Man',
      }),
    ).toBe('/tides/isle-of-man/port-erin-ticon-port-eri-isle-of-man-iom');
  });

  it('keep only letters, digits and hyphens', () => {
    expect(slugify("St. Mary's (Ocean) — Pier 1")).toBe('st-marys-ocean-pier-1');
    expect(slugify('Mayagüez')).toBe('mayaguez');
    // Letters no accent comes off are spelled out, not dropped.
    expect(slugify('Große Weserbrücke')).toBe('grosse-weserbrucke');
    expect(slugify('Tromsø')).toBe('tromso');
    expect(slugify('Karrebæksminde')).toBe('karrebaeksminde');
  });
});

describe('directions', () => {
  it('read as the nearest compass point', () => {
    expect(formatBearing(331)).toBe('NW');
    expect(formatBearing(359)).toBe('N');
  });
});
