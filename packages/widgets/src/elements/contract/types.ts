import type { SpeedUnits } from '../../current-types.ts';
import type { HeadingLevel } from '../../internal/heading.tsx';
import type { HeightUnits, HourCycle, TideResult, TidesTheme } from '../../types.ts';
import type { elementDefinitions, TidesElementTag } from './definitions.ts';

/** The properties every element has: its Supabase project and its look. */
export interface TidesConnectionProperties {
  /** Your Supabase project's URL, e.g. `'https://abcd.supabase.co'`. Attribute `supabase-url`. */
  supabaseUrl?: string;
  /** Your project's public anonymous key. Attribute `supabase-anon-key`. */
  supabaseAnonKey?: string;
  /** Colour scheme. @defaultValue `'light'` */
  theme?: TidesTheme;
}

export interface TideFinderElementProperties extends TidesConnectionProperties {
  /** The station to preselect: a NOAA station number (`'8443970'`) or a station id (`'noaa/8443970'`). */
  location?: string;
  /** The day, `'YYYY-MM-DD'`. @defaultValue today */
  date?: string;
  /** Units of tide heights. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** The clock: `'h12'` or `'h23'`. Attribute `hour-cycle`. @defaultValue the locale's */
  hourCycle?: HourCycle;
  /** Level of the headings. Attribute `heading-level`. @defaultValue `2` */
  headingLevel?: HeadingLevel;
  /** The page the "Tides by Tide Charts" credit links to. Attribute `credit-href`. */
  creditHref?: string;
  /** Leaves the "Tides by Tide Charts" credit out. Attribute `hide-attribution`. @defaultValue `false` */
  hideAttribution?: boolean;
}

export interface TideLocationSearchElementProperties extends TidesConnectionProperties {
  /** The station to preselect: a NOAA station number or a station id. */
  location?: string;
  /** Disables the text box. @defaultValue `false` */
  disabled?: boolean;
  /** With `'m'`, distances lead with kilometres. @defaultValue `'ft'` */
  units?: HeightUnits;
}

export interface TideCardElementProperties extends TidesConnectionProperties {
  /** The station to look up when there is no `result`. */
  location?: string;
  /** The day to look up, `'YYYY-MM-DD'`. @defaultValue today */
  date?: string;
  /** Days to look up and show from `date` on, 1 to 7 (rounded, and held to that range). @defaultValue `1` */
  days?: number;
  /** The day of tides to show; wins over `location`. */
  result?: TideResult;
  /** Units of tide heights. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** The clock: `'h12'` or `'h23'`. Attribute `hour-cycle`. @defaultValue the locale's */
  hourCycle?: HourCycle;
  /** Level of the card's heading. Attribute `heading-level`. @defaultValue `3` */
  headingLevel?: HeadingLevel;
}

export interface TideMoonCardElementProperties extends TidesConnectionProperties {
  /** The station to look up when there is no `result`. */
  location?: string;
  /** The day to look up, `'YYYY-MM-DD'`. @defaultValue today */
  date?: string;
  /** The day whose moon to show; wins over `location`. */
  result?: TideResult;
  /** Level of the card's heading. Attribute `heading-level`. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /** The station's page, which the "Tides by Tide Charts" credit links to. Attribute `station-href`. */
  stationHref?: string;
  /** Leaves the "Tides by Tide Charts" credit out. Attribute `hide-attribution`. @defaultValue `false` */
  hideAttribution?: boolean;
}

export interface TideAuthCardElementProperties extends TidesConnectionProperties {
  /** Where the confirmation email brings a new account back to. @defaultValue the page's origin */
  redirectTo?: string;
  /** Level of the card's heading. Attribute `heading-level`. @defaultValue `2` */
  headingLevel?: HeadingLevel;
}

export interface TideFishingLogElementProperties extends TidesConnectionProperties {
  /** Where "Sign in" leads a visitor who is not signed in. @defaultValue `'/auth'` */
  signInHref?: string;
  /** Feet, inches and pounds (`'ft'`) or metres, centimetres and kilograms (`'m'`). @defaultValue `'ft'` */
  units?: HeightUnits;
  /** The clock: `'h12'` or `'h23'`. Attribute `hour-cycle`. @defaultValue the locale's */
  hourCycle?: HourCycle;
  /** Level of the log's heading. Attribute `heading-level`. @defaultValue `2` */
  headingLevel?: HeadingLevel;
}

/**
 * `<tide-today>`, `<tide-week>`, `<tide-chart>` and `<tide-flood-outlook>`: one station, looked
 * up by the element.
 */
export interface TideStationElementProperties extends TidesConnectionProperties {
  /** The station: a NOAA station number or a station id. */
  location?: string;
  /** Units of tide heights. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** The clock: `'h12'` or `'h23'`. Attribute `hour-cycle`. @defaultValue the locale's */
  hourCycle?: HourCycle;
  /** Level of the heading. Attribute `heading-level`. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /** The station's page, which the "Tides by Tide Charts" credit links to. Attribute `station-href`. */
  stationHref?: string;
  /** Leaves the "Tides by Tide Charts" credit out. Attribute `hide-attribution`. @defaultValue `false` */
  hideAttribution?: boolean;
}

/** `<tide-currents>`: one current station, looked up by the element. */
export interface TideCurrentsElementProperties extends TidesConnectionProperties {
  /** The current station: NOAA's identifier (`'PUG1701'`) or a station id (`'noaa/PUG1701'`). */
  location?: string;
  /** The first day, `'YYYY-MM-DD'`. @defaultValue today */
  date?: string;
  /** Days to show from `date` on, 1 to 7. @defaultValue `1` */
  days?: number;
  /** Units of current speeds. @defaultValue `'kn'` */
  units?: SpeedUnits;
  /** The clock: `'h12'` or `'h23'`. Attribute `hour-cycle`. @defaultValue the locale's */
  hourCycle?: HourCycle;
  /** Level of the card's heading. Attribute `heading-level`. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /** The station's page, which the "Tides by Tide Charts" credit links to. Attribute `station-href`. */
  stationHref?: string;
  /** Leaves the "Tides by Tide Charts" credit out. Attribute `hide-attribution`. @defaultValue `false` */
  hideAttribution?: boolean;
}

/** A `tides-*` element: an `HTMLElement` with its properties (events are typed globally). */
export type TidesElement<Properties> = HTMLElement & Properties;

export interface TideWindowsElementProperties extends TidesConnectionProperties {
  /** The station: a NOAA station number or a station id. */
  location?: string;
  /** The first search, as a query string (`'below=0&light=day'`). @defaultValue `''` */
  search?: string;
  /**
   * Units of tide heights, or of current speeds at a current station: a speed unit (or a
   * `slack=` search) finds the slack windows instead. @defaultValue `'ft'`
   */
  units?: HeightUnits | SpeedUnits;
  /** The clock: `'h12'` or `'h23'`. Attribute `hour-cycle`. @defaultValue the locale's */
  hourCycle?: HourCycle;
  /** Level of the heading. Attribute `heading-level`. @defaultValue `2` */
  headingLevel?: HeadingLevel;
}

export type TideFinderElement = TidesElement<TideFinderElementProperties>;
export type TideLocationSearchElement = TidesElement<TideLocationSearchElementProperties>;
export type TideCardElement = TidesElement<TideCardElementProperties>;
export type TideMoonCardElement = TidesElement<TideMoonCardElementProperties>;
export type TideAuthCardElement = TidesElement<TideAuthCardElementProperties>;
export type TideFishingLogElement = TidesElement<TideFishingLogElementProperties>;
export type TideWindowsElement = TidesElement<TideWindowsElementProperties>;
export type TideStationElement = TidesElement<TideStationElementProperties>;
export type TideCurrentsElement = TidesElement<TideCurrentsElementProperties>;

/** The properties of each tag. */
export interface TidesElementPropertiesMap {
  'tide-finder': TideFinderElementProperties;
  'tide-location-search': TideLocationSearchElementProperties;
  'tide-card': TideCardElementProperties;
  'tide-moon-card': TideMoonCardElementProperties;
  'tide-auth-card': TideAuthCardElementProperties;
  'tide-fishing-log': TideFishingLogElementProperties;
  'tide-windows': TideWindowsElementProperties;
  'tide-today': TideStationElementProperties;
  'tide-week': TideStationElementProperties;
  'tide-chart': TideStationElementProperties;
  'tide-currents': TideCurrentsElementProperties;
  'tide-flood-outlook': TideStationElementProperties;
}

// Each interface above must have exactly the properties its definition lists.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
type DefinedProperties<Tag extends TidesElementTag> = Extract<
  (typeof elementDefinitions)[number],
  { tag: Tag }
>['attributes'][number]['property'];
type Checked = {
  [Tag in TidesElementTag]: Same<keyof TidesElementPropertiesMap[Tag], DefinedProperties<Tag>>;
};
const _everyPropertyDefined: Checked = {
  'tide-finder': true,
  'tide-location-search': true,
  'tide-card': true,
  'tide-moon-card': true,
  'tide-auth-card': true,
  'tide-fishing-log': true,
  'tide-windows': true,
  'tide-today': true,
  'tide-week': true,
  'tide-chart': true,
  'tide-currents': true,
  'tide-flood-outlook': true,
};
void _everyPropertyDefined;
