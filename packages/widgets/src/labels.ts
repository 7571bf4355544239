/**
 * Every fixed piece of interface text, overridable through a widget's `labels` prop.
 * Parameterised labels are functions so a translation can reorder the words.
 */
export interface TideLabels {
  /** Visible label of the location search box. @defaultValue `'Location'` */
  locationLabel: string;
  /** Placeholder of the location search box. @defaultValue `'Search for a coastal location...'` */
  locationPlaceholder: string;
  /** Announced while locations are being looked up. @defaultValue `'Searching locations…'` */
  searchingLocations: string;
  /** Announced when matches are listed. */
  locationsFound: (count: number) => string;
  /** The no-results panel's message. */
  noLocationsFound: (text: string) => string;
  /** The no-results panel's hint. @defaultValue `'Try searching for a major coastal city or beach'` */
  noLocationsHint: string;
  /** Accessible name of the green dot shown once a location is chosen. @defaultValue `'Location selected'` */
  locationSelected: string;
  /** Accessible name of the list of matches. @defaultValue `'Coastal locations'` */
  locationListbox: string;
  /** Visible label of the date picker. @defaultValue `'Date'` */
  dateLabel: string;
  /** Title of the calendar popover. @defaultValue `'Choose a date'` */
  calendarTitle: string;
  /** Title of the finder's search card. @defaultValue `'Tide Search'` */
  tideSearchTitle: string;
  /** The search button. @defaultValue `'Find Tides'` */
  findTides: string;
  /** The search button while a lookup runs. @defaultValue `'Getting Tides...'` */
  gettingTides: string;
  /** Accessible name of the results area. @defaultValue `'Tide results'` */
  tideResults: string;
  /** Accessible name of the finder's notice area. @defaultValue `'Notifications'` */
  notifications: string;
  /** The notice's dismiss button. @defaultValue `'Dismiss notification'` */
  dismissNotice: string;
  /** Heading of the high-tide list. @defaultValue `'High Tides'` */
  highTides: string;
  /** Heading of the low-tide list. @defaultValue `'Low Tides'` */
  lowTides: string;
  /** Shown when a day has no high tide. @defaultValue `'No high tide on this day'` */
  noHighTides: string;
  /** Shown when a day has no low tide. @defaultValue `'No low tide on this day'` */
  noLowTides: string;
  /** Names the station a result is for. */
  station: (name: string, noaaId: string | null) => string;
  /** Names the datum heights are measured from. */
  heightsAbove: (datum: string) => string;
  /** Heading of the moon card. @defaultValue `'Moon Phase'` */
  moonPhase: string;
  /** Label of the illumination figure. @defaultValue `'Illumination'` */
  moonIllumination: string;
  /** Accessible description of the moon drawing. */
  moonDrawing: (phase: string, illumination: string) => string;
}

/** The default labels (US English, as the spec words them). */
export const defaultLabels: TideLabels = {
  locationLabel: 'Location',
  locationPlaceholder: 'Search for a coastal location...',
  searchingLocations: 'Searching locations…',
  locationsFound: (count) => (count === 1 ? '1 location found' : `${count} locations found`),
  noLocationsFound: (text) => `No coastal locations found matching "${text}"`,
  noLocationsHint: 'Try searching for a major coastal city or beach',
  locationSelected: 'Location selected',
  locationListbox: 'Coastal locations',
  dateLabel: 'Date',
  calendarTitle: 'Choose a date',
  tideSearchTitle: 'Tide Search',
  findTides: 'Find Tides',
  gettingTides: 'Getting Tides...',
  tideResults: 'Tide results',
  notifications: 'Notifications',
  dismissNotice: 'Dismiss notification',
  highTides: 'High Tides',
  lowTides: 'Low Tides',
  noHighTides: 'No high tide on this day',
  noLowTides: 'No low tide on this day',
  station: (name, noaaId) => (noaaId ? `Station: ${name} (NOAA ${noaaId})` : `Station: ${name}`),
  heightsAbove: (datum) => `Heights above ${datum}`,
  moonPhase: 'Moon Phase',
  moonIllumination: 'Illumination',
  moonDrawing: (phase, illumination) => `${phase}, ${illumination} illuminated`,
};
