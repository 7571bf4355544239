// @vitest-environment node
/** A station's datum, zone and official source in words, as its page says them. */
import { describe, expect, it } from 'vitest';
import {
  datumWords,
  formatUtcOffset,
  IHO_MEMBERS,
  largerSetNote,
  officialSource,
  zoneWords,
} from '../src/stations/about/facts';

describe('a zone in words', () => {
  it('names the zone and both its clocks, with a real minus sign', () => {
    expect(zoneWords('America/New_York', 2027)).toBe('Eastern Time (UTC−5 / UTC−4 in summer)');
    expect(zoneWords('Asia/Tokyo', 2027)).toBe('Japan Standard Time (UTC+9)');
    // South of the equator summer is January's clock.
    expect(zoneWords('Australia/Sydney', 2027)).toBe(
      'Australian Eastern Time (UTC+10 / UTC+11 in summer)',
    );
  });

  it('says what an Etc/GMT zone means, whose sign runs backwards', () => {
    expect(zoneWords('Etc/GMT+6', 2027)).toBe('UTC−6 (a fixed offset, no summer time)');
    expect(zoneWords('Etc/GMT', 2027)).toBe('UTC+0 (a fixed offset, no summer time)');
  });

  it('takes the offsets from the rules it is given', () => {
    // British Columbia on UTC−7 all year, as IANA 2026d has it from November 2026.
    const permanent = () => [-420, -420] as [number, number];
    // The runtime's name ('Pacific Time') belongs to its own older rules, so it is left out…
    expect(zoneWords('America/Vancouver', 2027, permanent)).toBe('UTC−7');
    // …for the name the given rules' abbreviation stands for.
    expect(zoneWords('America/Vancouver', 2027, permanent, () => 'MST')).toBe(
      'Mountain Standard Time all year (UTC−7)',
    );
    const eastern = () => [-300, -240] as [number, number];
    expect(zoneWords('America/New_York', 2027, eastern)).toBe(
      'Eastern Time (UTC−5 / UTC−4 in summer)',
    );
    expect(formatUtcOffset(345)).toBe('UTC+5:45');
  });
});

describe('a datum in words', () => {
  it('explains the chart datums of Canada, Japan and the US', () => {
    expect(datumWords('LLWLT', 'CA')).toEqual({
      name: 'Lower Low Water, Large Tide (LLWLT) — Canada’s chart datum',
      note: null,
    });
    expect(datumWords('NLLW', 'JP').name).toContain('Japan’s chart datum');
    expect(datumWords('MLLW', 'US').note).toBeNull();
  });

  it('says a station datum or a mean level is not comparable with the neighbours', () => {
    expect(datumWords('STND', 'US').note).toMatch(/not comparable with neighbouring stations/);
    expect(datumWords('MSL', 'US').note).toMatch(/not comparable/);
    expect(datumWords('LAT', 'US').note).toMatch(/not comparable with its MLLW neighbours/);
    expect(datumWords('LAT', 'PR').note).toMatch(/not comparable with its MLLW neighbours/);
    expect(datumWords('LAT', 'GB').note).toBeNull();
    // The Baltic's countries give their charts and water levels from mean sea level: a Swedish
    // or Danish station on MSL is on its country's datum, not apart from its neighbours.
    expect(datumWords('MSL', 'SE').name).toMatch(/Baltic/);
    expect(datumWords('MSL', 'DK').note).not.toMatch(/not comparable/);
    expect(datumWords('MSL', 'DK').note).toMatch(/zero is the mean level/);
    // Zero is the mean level: where the season's water outweighs the tide (St Petersburg in
    // November, Varberg in August) lows stand above it, so no note says every low is below it.
    for (const country of ['DK', 'RU', 'US', null]) {
      expect(datumWords('MSL', country).note).toMatch(/stays above it/);
      expect(datumWords('MSL', country).note).not.toMatch(/every low/);
    }
    // Antarctica has no country's charts.
    expect(datumWords('MLWS', 'AQ').name).toBe('Mean Low Water Springs (MLWS)');
    expect(datumWords('MLWS', 'BR').name).toMatch(/its country’s charts/);
  });
});

describe('the official source', () => {
  it('is NOAA for the US and its territories, the national agency elsewhere', () => {
    expect(officialSource('US').name).toBe('NOAA Tides and Currents');
    expect(officialSource('PR').name).toBe('NOAA Tides and Currents');
    expect(officialSource('CA').name).toBe('the Canadian Hydrographic Service');
    expect(officialSource('GB').name).toContain('UK Hydrographic Office');
    expect(officialSource('IM').name).toContain('UK Hydrographic Office');
    expect(officialSource('NO').name).toBe('Kartverket');
    expect(officialSource('TO')).toBe(IHO_MEMBERS);
    expect(officialSource(null)).toBe(IHO_MEMBERS);
  });
});

describe('a station NOAA predicts from more than 37 constituents', () => {
  it('says how near its times and heights come to NOAA’s, and why no nearer', () => {
    const own = largerSetNote('noaa/9455920', null);
    expect(own).toMatch(/^NOAA predicts Anchorage from 120 harmonic constituents/);
    expect(own).toMatch(/within a minute of NOAA’s table/);
    expect(own).toMatch(/heights within 5 cm \(0.16 ft\) of its, within 4 cm 19 times in 20/);
    // A subordinate of Anchorage takes its heights from Anchorage's.
    expect(largerSetNote('noaa/9455934', 'noaa/9455920')).toMatch(/^Its reference, Anchorage,/);
    expect(largerSetNote('noaa/9447130', null)).toBeNull();
  });
});
