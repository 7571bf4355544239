/**
 * The current stations as the catalogue files and names them: the tide stations' checks run on
 * every one (state, region, zone, country, on the water, a name a boater reads), each finding
 * fixed by a rule or kept by a reviewed line, and NOAA's short forms written out with NOAA's
 * spelling kept for search.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { overridesPath } from '../paths.ts';
import { currentCatalog } from '../scripts/current-catalog.ts';
import { currentFindings } from '../scripts/current-checks.ts';
import { readableCurrentName, shortFormLeft } from '../scripts/current-names.ts';
import { parseOverrides, unreviewed } from '../scripts/station-checks.ts';
import { coastDistance, countryAt, statesAt, zonesAt } from '../scripts/station-geography.ts';

describe('a current station’s name', () => {
  it.each([
    [
      "Deal Is., 0.6 N.mi. W. of · at Bouy '14'",
      "Deal Island, 0.6 nautical miles west of, at Buoy '14'",
    ],
    [
      'Verona I., N of · Easter Ch. · Penobscot R',
      'Verona Island, north of, Eastern Channel, Penobscot River',
    ],
    ['Eagle Island W. Of., Broad Sound', 'Eagle Island, west of, Broad Sound'],
    ['Point Beenar, 100 Yds. · NE of', 'Point Beenar, 100 yards northeast of'],
    ['Rikers I. Chan., Off La Guardia Field', 'Rikers Island Channel, Off La Guardia Field'],
    ['Mark Island, 0.3 Nmi. · SSE of', 'Mark Island, 0.3 nautical miles SSE of'],
    [
      'Head of the Cape, 0.8 Nmi. W · of Penobscot Bay',
      'Head of the Cape, 0.8 nautical miles west of Penobscot Bay',
    ],
    ['Spectacle I. and Long I., Between', 'Between Spectacle Island and Long Island'],
    ['Little Deer I.-Sheep I., Between', 'Between Little Deer Island and Sheep Island'],
    ['Fourteen Ft. Bank Lt., 1.2 Mi. East of', 'Fourteen Foot Bank Light, 1.2 miles east of'],
    ['Mount St. Vincent College, SW of', 'Mount Saint Vincent College, southwest of'],
    ['Nahant, 1 N.mi. SE of East Point', 'Nahant, 1 nautical mile southeast of East Point'],
    ['Cape Henry Light, 3.4nm NNE of', 'Cape Henry Light, 3.4 nautical miles NNE of'],
  ])('reads %s as "%s"', (noaa, readable) => {
    expect(readableCurrentName(noaa)).toBe(readable);
    expect(shortFormLeft(readable)).toBeNull();
  });

  it('finds the short forms a name still holds', () => {
    expect(shortFormLeft('Deal Is., 0.6 N.mi. W. of')).toBe('Is.');
    expect(shortFormLeft("at Bouy '14'")).toBe('Bouy');
    expect(shortFormLeft('Cape Henry Light, 3.4nm NNE of')).toBe('4nm');
    expect(shortFormLeft('Race Rocks, 4.5 miles south of')).toBeNull();
  });
});

describe('the current stations', () => {
  const currents = currentCatalog(zonesAt, { countryAt, statesAt });
  const byId = new Map(currents.map((c) => [c.id, c]));
  const get = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`${id} is not in the catalogue`);
    return found;
  };

  it('pass every check, or are kept by a reviewed line', () => {
    const findings = currentFindings(currents, {
      zonesAt,
      countryAt,
      statesAt,
      coast: coastDistance,
    });
    const overrides = parseOverrides(readFileSync(overridesPath, 'utf8'));
    expect(unreviewed(findings, overrides)).toEqual([]);
    // The checks find what they are there for: a state moved back is a finding again.
    const misfiled = { ...get('noaa/LIS1001'), state: 'CT', region: 'Connecticut' };
    const again = currentFindings([misfiled], {
      zonesAt,
      countryAt,
      statesAt,
      coast: coastDistance,
    });
    expect(again.map((f) => [f.field, f.suggested])).toContainEqual(['state', 'NY']);
  });

  it('are filed in the state whose water they are in', () => {
    const states = Object.fromEntries(
      [
        ...['LIS1001', 'LIS1010', 'LIS1011'].map((id) => [id, 'NY']),
        ...['ACT2416', 'ACT2436', 'ACT2441', 'ACT2596', 'ACT2606', 'ACT2611', 'ACT2616'].map(
          (id) => [id, 'NY'],
        ),
        ...['ACT5761', 'ACT5766', 'ACT5776'].map((id) => [id, 'MD']),
        ...['ACT7286', 'ACT7316', 'ACT7321'].map((id) => [id, 'SC']),
        ['DEB2106', 'DE'],
        ['PCT1156', 'WA'],
        ['PCT1161', 'WA'],
        ['PCT1201', 'OR'],
      ].map(([id, state]) => [`noaa/${id}`, state]),
    );
    for (const [id, state] of Object.entries(states)) {
      expect(get(id), id).toMatchObject({ state });
    }
    expect(get('noaa/LIS1001').region).toBe('New York');
  });

  it('give every one a region, and Canada’s the province and clock of its coast', () => {
    const canadian = currents.filter((c) => c.country_code === 'CA');
    expect(canadian.length).toBeGreaterThanOrEqual(10);
    for (const c of canadian) {
      expect(c.region, c.id).toBe('British Columbia');
      expect(['America/Vancouver', 'America/Whitehorse'], c.id).toContain(c.time_zone);
    }
    // Lion Point, in Portland Canal on the Canadian side.
    expect(get('noaa/PCT2731')).toMatchObject({
      country_code: 'CA',
      time_zone: 'America/Vancouver',
    });
    const regionless = currents.filter((c) => c.state && !c.region);
    expect(regionless.map((c) => c.id)).toEqual([]);
  });

  it('are named in words, with NOAA’s spelling kept for search', () => {
    const left = currents.filter((c) => shortFormLeft(c.name) !== null);
    expect(left.map((c) => `${c.id} ${c.name}`)).toEqual([]);
    expect(get('noaa/ACT5676')).toMatchObject({
      name: "Deal Island, 0.6 nautical miles west of, at Buoy '14'",
      aliases: ["Deal Is., 0.6 N.mi. W. of · at Bouy '14'"],
      noaa_id: 'ACT5676',
    });
    // A name with nothing to write out has no alias.
    expect(get('noaa/LIS1001')).toMatchObject({ name: 'The Race', aliases: [] });
  });
});
