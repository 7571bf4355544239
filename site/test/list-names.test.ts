// @vitest-environment node
/**
 * The names a state's or country's list shows: a name no other shares as it is; two of one
 * name told apart by their own part of the place, else the town, else source and number.
 */
import { describe, expect, it } from 'vitest';
import { listNames, sourceAndNumber } from '../scripts/list-names';

describe('the names a list shows', () => {
  it('tells apart NOAA’s Cape Cod Canal gauges as NOAA names them, and leaves Boston be', () => {
    const names = listNames([
      { id: 'noaa/8447173', name: 'Cape Cod Canal', area: 'Sagamore', locality: 'Sagamore' },
      { id: 'noaa/8447191', name: 'Cape Cod Canal', area: 'Bournedale', locality: 'Sagamore' },
      { id: 'noaa/8447259', name: 'Cape Cod Canal', area: 'Bourne Bridge', locality: 'Bourne' },
      { id: 'noaa/8443970', name: 'Boston', area: null, locality: 'Boston' },
    ]);
    expect([...names.values()]).toEqual([
      'Cape Cod Canal, Sagamore',
      'Cape Cod Canal, Bournedale',
      'Cape Cod Canal, Bourne Bridge',
      'Boston',
    ]);
  });

  it('falls back to the town, then the source and number, then where it is, never an id', () => {
    const names = listNames([
      { id: 'ticon/churchill-274-can-uhslc_fd', name: 'Churchill', area: null, locality: null },
      { id: 'ticon/churchill-5010-can-meds', name: 'Churchill', area: null, locality: 'Fort' },
      {
        id: 'ticon/fuerteventuratg-fue-esp-cmems',
        name: 'Fuerteventura',
        area: null,
        locality: null,
      },
      {
        id: 'ticon/fuerteventura3tg-fue-esp-cmems',
        name: 'Fuerteventura',
        area: null,
        locality: null,
      },
    ]);
    expect([...names.values()]).toEqual([
      'Churchill, UHSLC 274',
      'Churchill, Fort',
      'Fuerteventura, ticon/fuerteventuratg-fue-esp-cmems',
      'Fuerteventura, ticon/fuerteventura3tg-fue-esp-cmems',
    ]);
    // With their positions, as the station lists give them, the two Copernicus gauges at
    // Puerto del Rosario read as places, not database ids.
    const placed = listNames([
      {
        id: 'ticon/fuerteventuratg-fue-esp-cmems',
        name: 'Fuerteventura',
        area: null,
        locality: null,
        latitude: 28.5,
        longitude: -13.85,
      },
      {
        id: 'ticon/fuerteventura3tg-fue-esp-cmems',
        name: 'Fuerteventura',
        area: null,
        locality: null,
        latitude: 28.491199,
        longitude: -13.8552,
      },
    ]);
    expect([...placed.values()]).toEqual([
      'Fuerteventura, 28.50° N, 13.85° W',
      'Fuerteventura, 28.49° N, 13.86° W',
    ]);
    expect(sourceAndNumber('kartverket/ANX')).toBe('Kartverket ANX');
    expect(sourceAndNumber('noaa/8443970')).toBe('NOAA 8443970');
  });

  it('tells apart gauges all named for their nearest town by where they are from it', () => {
    const lafitte = (code: string, fromTown: string) => ({
      id: `ticon/crms${code}-crms${code}-usa-crms`,
      name: 'Lafitte',
      area: null,
      locality: 'Lafitte',
      fromTown,
    });
    const names = listNames([
      lafitte('0132', '22 km E of town'),
      lafitte('0220', '12 km SW of town'),
    ]);
    expect([...names.values()]).toEqual(['Lafitte, 22 km E of town', 'Lafitte, 12 km SW of town']);
  });

  it('tells apart current stations of one name by their NOAA bin, else NOAA’s number', () => {
    const names = listNames([
      { id: 'noaa/NYH1924', name: 'Hell Gate', area: null, locality: null },
      { id: 'noaa/NYH1924@6', name: 'Hell Gate', area: 'NOAA bin 6', locality: null },
      { id: 'noaa/COD0910', name: 'North End', area: null, locality: null },
      { id: 'noaa/ACT1911', name: 'North End', area: null, locality: null },
    ]);
    expect([...names.values()]).toEqual([
      'Hell Gate, NOAA NYH1924',
      'Hell Gate, NOAA bin 6',
      'North End, NOAA COD0910',
      'North End, NOAA ACT1911',
    ]);
  });
});
