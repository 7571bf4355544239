/**
 * Gauge records' shortened names written out as people say them, by the table in
 * scripts/gauge-names.ts, with the source's name kept for search.
 */
import { describe, expect, it } from 'vitest';
import { hasGaugeRecordName, readableGaugeName } from '../scripts/gauge-names.ts';

describe('a gauge record’s name', () => {
  it.each([
    [
      'Barnegat B Tdl Chanl1 at Bayview a nr Ocean Gt',
      'Barnegat Bay Tidal Channel 1 at Bayview near Ocean Gate',
    ],
    ['Santa Margarita R a Mouth nr Oceanside', 'Santa Margarita River at Mouth near Oceanside'],
    ['Barataria Waterway S of Lafitte', 'Barataria Waterway south of Lafitte'],
    ['Cooper R at Mobay nr N Charleston', 'Cooper River at Mobay near North Charleston'],
    ['Savannah River at Ga 25 at Port Wentworth', 'Savannah River at GA 25 at Port Wentworth'],
    ['Abercorn Creek at Mouth near Savannah Ga', 'Abercorn Creek at Mouth near Savannah'],
    [
      'St Johns R Blw Shands Bridge nr Grn Cove Sprg',
      'St Johns River Below Shands Bridge near Green Cove Springs',
    ],
    ['Pottsburg Crk at Us90 nr S Jacksonville', 'Pottsburg Creek at US 90 near South Jacksonville'],
    [
      'Hillsborough River at Rowlett Pk Dr near Tampa',
      'Hillsborough River at Rowlett Park Drive near Tampa',
    ],
    [
      'Julington Crk at Old St August Rd nr Bayard',
      'Julington Creek at Old St Augustine Road near Bayard',
    ],
  ])('reads "%s" as "%s"', (source, readable) => {
    expect(readableGaugeName(source)).toBe(readable);
  });

  it('keeps French and full words as they are', () => {
    expect(readableGaugeName('Black Bay nr Stone Island nr Pointe a la Hache')).toBe(
      'Black Bay near Stone Island near Pointe a la Hache',
    );
    expect(readableGaugeName('Old River near Tracy')).toBe('Old River near Tracy');
  });

  it('is a gauge record’s only where USGS or DWR named it', () => {
    expect(
      hasGaugeRecordName('ticon/santa_margarita_r_a_mouth_nr_oceanside-11046050-usa-usgs'),
    ).toBe(true);
    expect(hasGaugeRecordName('ticon/old_river_near_tracy-olr-usa-cdwr')).toBe(true);
    expect(hasGaugeRecordName('noaa/8443970')).toBe(false);
    expect(hasGaugeRecordName('ticon/crms0108-crms0108-usa-crms')).toBe(false);
  });
});
