/**
 * What the station checks read and say: the fields a station is checked on, a finding (something
 * that does not agree with an independent source) and a reviewed line answering one.
 */

/** The fields a station is checked on, as a station row has them. */
export interface CheckedStation {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
  country_code?: string | null;
  /** The town the tide database places it in, umlauts written out ('Glueckstadt'). */
  locality?: string | null;
  /** The US state or territory as 'US-MA', else the region's code, if any. */
  region_code?: string | null;
}

export type FindingField = 'name' | 'position' | 'timezone' | 'country' | 'state' | 'duplicate';

/** Something about a station that does not agree with an independent source. */
export interface Finding {
  id: string;
  field: FindingField;
  /** The value as the upstream database has it. */
  old: string;
  /** What the independent source says instead, when it says something. */
  suggested: string | null;
  /** Why, in a sentence: the README's catalogue report lists these. */
  reason: string;
}

/** One reviewed line of station-overrides.tsv: the value to use instead, and where it is from. */
export interface Override {
  id: string;
  field: FindingField;
  old: string;
  new: string;
  source: string;
}
