// @vitest-environment node
/**
 * The place a US station is listed under on its state's page: its county from the Census
 * outlines (us-atlas), found by the point or, for a station on the water, by the nearest shore
 * in its own state; never a piece of the station's name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countyLabel, loadGazetteer, type Gazetteer } from '../scripts/gazetteer';

let gazetteer: Gazetteer;
beforeAll(() => {
  gazetteer = loadGazetteer();
});

describe('the gazetteer', () => {
  it('puts South Freeport, Maine in Cumberland County, not "Bigelow Bight"', () => {
    expect(gazetteer.placeOf(43.82, -70.1033, 'ME')).toBe('Cumberland County');
  });

  it('puts Key West, Vaca Key and Islamorada under Monroe County, the Keys', () => {
    for (const [latitude, longitude] of [
      [24.5557, -81.8079],
      [24.711, -81.1065],
      [24.925, -80.6317],
    ] as const) {
      expect(gazetteer.placeOf(latitude, longitude, 'FL')).toBe('Monroe County (the Keys)');
    }
  });

  it('names a Louisiana parish and an Alaska census area as they are called', () => {
    expect(gazetteer.placeOf(30.02722, -90.11333, 'LA')).toBe('Orleans Parish');
    expect(gazetteer.placeOf(53.87919, -166.54031, 'AK')).toBe('Aleutians West Census Area');
  });

  it('names the county groups as they are now', () => {
    // Valdez, Cordova and Whittier: Valdez-Cordova split in 2019; its coast is Chugach's.
    expect(gazetteer.placeOf(61.125, -146.362, 'AK')).toBe('Chugach Census Area');
    expect(gazetteer.placeOf(60.558, -145.753, 'AK')).toBe('Chugach Census Area');
    // Fort McHenry is in Baltimore City, a county of its own.
    expect(gazetteer.placeOf(39.2667, -76.5783, 'MD')).toBe('Baltimore City');
    // French Frigate Shoals, apart from Honolulu and Oahu.
    expect(gazetteer.placeOf(23.867, -166.29, 'HI')).toBe('Northwestern Hawaiian Islands');
    expect(gazetteer.placeOf(21.3067, -157.867, 'HI')).toBe('Honolulu County');
  });

  it('says the borough beside a New York City county that goes by another name', () => {
    // The Battery, Sandy Hook Channel's Coney Island and St. George, Staten Island.
    expect(gazetteer.placeOf(40.7006, -74.0142, 'NY')).toBe('New York County (Manhattan)');
    expect(gazetteer.placeOf(40.5744, -73.9839, 'NY')).toBe('Kings County (Brooklyn)');
    expect(gazetteer.placeOf(40.6433, -74.0733, 'NY')).toBe('Richmond County (Staten Island)');
    expect(countyLabel('36081', 'Queens')).toBe('Queens County');
  });

  it('keeps Connecticut’s eight counties, which its shore is known by, over the planning regions', () => {
    // Bridgeport and New London.
    expect(gazetteer.placeOf(41.1733, -73.1817, 'CT')).toBe('Fairfield County');
    expect(gazetteer.placeOf(41.3614, -72.09, 'CT')).toBe('New London County');
  });

  it('keeps a station on a state line in its own state', () => {
    // Mid-river on the Delaware between Philadelphia and Camden.
    expect(gazetteer.placeOf(39.9526, -75.1347, 'PA')).toBe('Philadelphia County');
    expect(gazetteer.placeOf(39.9526, -75.1347, 'NJ')).toBe('Camden County');
  });

  it('lists nothing for a point far out at sea', () => {
    expect(gazetteer.placeOf(35, -60, 'NC')).toBeNull();
  });

  it('writes Virginia’s independent cities as cities', () => {
    expect(countyLabel('51710', 'Norfolk')).toBe('City of Norfolk');
    expect(countyLabel('51131', 'Northampton')).toBe('Northampton County');
  });

  it('names American Samoa’s districts as districts', () => {
    expect(countyLabel('60010', 'Eastern')).toBe('Eastern District');
    expect(countyLabel('60020', "Manu'a")).toBe("Manu'a");
  });
});
