import { formatDistance } from './formatters.ts';
import type { SpeedUnits } from './current-types.ts';
import { defaultCurrentLabels } from './current-card/labels.ts';
import type { HeightUnits, TideRange } from './types.ts';

/** A high or low as the tide chart's summary words it: formatted already. */
export interface TideChartSummaryEvent {
  /** Whether it is a high or a low water. */
  type: 'high' | 'low';
  /** Its height, e.g. `'9.2 ft'`. */
  height: string;
  /** Its time, e.g. `'9:18 AM'`. */
  time: string;
}

/** Everything the tide chart's summary sentence says, formatted, for `tideChartSummary`. */
export interface TideChartSummaryText {
  /** The water now, when now falls inside the charted day. */
  now?: { trend: 'rising' | 'falling'; height: string };
  /** With `now`: the next highs or lows of the day (at most two). */
  upcoming: TideChartSummaryEvent[];
  /** The day's highs, in time order. */
  highs: TideChartSummaryEvent[];
  /** The day's lows, in time order. */
  lows: TideChartSummaryEvent[];
}

/** What the tide chart's legend says about the sun, for `tideChartSunLegend`. */
export interface TideChartSunText {
  /** Sunrise in the station's time, or null when the sun does not rise this day. */
  sunrise: string | null;
  /** Sunset in the station's time, or null when the sun does not set this day. */
  sunset: string | null;
  /** Whether any of the day is shaded as night. */
  shaded: boolean;
}

/**
 * How an observed water level compares with the prediction, formatted: `difference` is the
 * gap in the chosen units (`'0.6 ft'`), `relation` whether the water is above or below the
 * prediction, or `'as'` when the gap rounds to nothing.
 */
export interface WaterLevelComparisonText {
  difference: string;
  relation: 'above' | 'below' | 'as';
}

/** The newest observation as the widgets word it, formatted. */
export interface WaterLevelNowText {
  /** The measured height: `'4.2 ft'`. */
  height: string;
  /** Worded by `waterLevelComparison`: `'0.6 ft above predicted'`. */
  comparison: string;
  /** When it was measured, in the station's time: `'Nov 20, 10:00 AM EST'`. */
  time: string;
}

/** What the water is doing at a point of the tide chart. */
export type TideChartTrend = 'rising' | 'falling' | 'high' | 'low';

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What a set of signed heights is measured from. A figure below the datum is written with a
 * minus sign, so a caption over such figures never calls them heights "above" it: one height
 * alone is worded by its sign instead ('1.4 ft below MLLW').
 */
export function fromDatum(datum: string): string {
  return `from ${datum}; a minus height is below it`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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
  /** Shown while the text is shorter than a search needs (one or two characters). */
  locationTooShort: (minimum: number) => string;
  /**
   * What a match says besides its name: the station's area and NOAA number, and how far it
   * is from the place typed (`'White Street Pier · NOAA 8724557 · 1.2 mi from Key West, FL'`).
   */
  locationDetail: (location: {
    area?: string | null;
    noaaId?: string | null;
    place?: string | null;
    distanceKm?: number | null;
    /** With `'m'`, kilometres lead the distance. */
    units?: HeightUnits;
  }) => string;
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
  /** Accessible name of a tide card's list of days. @defaultValue `'Tides by day'` */
  tideDays: string;
  /** A one-station widget's credit, a link to the station's page. @defaultValue `'Tides by Tide Charts'` */
  tidesByTideCharts: string;
  /** Marks a high water in a tide card's list of days. @defaultValue `'High'` */
  highTide: string;
  /** Marks a low water in a tide card's list of days. @defaultValue `'Low'` */
  lowTide: string;
  /** Shown for a day of the list with neither a high nor a low. @defaultValue `'No high or low tide on this day'` */
  noTideEvents: string;
  /** Labels a day's sunrise. @defaultValue `'Sunrise'` */
  sunrise: string;
  /** Labels a day's sunset. @defaultValue `'Sunset'` */
  sunset: string;
  /** In place of a sunrise or sunset on a day the sun does not rise or set. @defaultValue `'None'` */
  noSunTime: string;
  /** Labels a day's moon phase. @defaultValue `'Moon'` */
  moon: string;
  /** Marks a day of spring or neap tides: `'Spring tides'`, `'Neap tides'`. */
  tideRange: (range: TideRange) => string;
  /** Names the station a result is for. */
  station: (name: string, noaaId: string | null) => string;
  /**
   * Names the datum heights are measured from, and that a minus height is below it:
   * `'Heights from MLLW; a minus height is below it'`.
   */
  heightsAbove: (datum: string) => string;
  /** Heading of the moon card. @defaultValue `'Moon Phase'` */
  moonPhase: string;
  /** Label of the illumination figure. @defaultValue `'Illumination'` */
  moonIllumination: string;
  /** Accessible description of the moon drawing. */
  moonDrawing: (phase: string, illumination: string) => string;
  /** Heading of the tide chart. @defaultValue `'Tide Chart'` */
  tideChart: string;
  /**
   * The tide chart's scale line: the zone its times are in and what its heights measure,
   * `'Times in EDT · heights in feet from MLLW; a minus height is below it'`.
   */
  tideChartScale: (timeZoneName: string, units: HeightUnits, datum: string | undefined) => string;
  /** Shown instead of the tide chart when the result has no curve. @defaultValue `'No tide curve for this day.'` */
  noTideCurve: string;
  /** The unit written at the top of the chart's height axis. @defaultValue `'ft'` or `'m'` */
  tideChartAxisUnits: (units: HeightUnits) => string;
  /** Small label of the chart's "now" marker. @defaultValue `'Now'` */
  tideChartNow: string;
  /** Accessible name of the keyboard control that reads the curve. @defaultValue `'Water level through the day'` */
  tideChartExplore: string;
  /** How to use that control, announced with it. */
  tideChartKeys: string;
  /** Shown under the chart until the visitor points at it or focuses it. */
  tideChartHint: string;
  /**
   * The legend under the chart: what its shading means (when any night is shaded) and the day's
   * sunrise and sunset, already formatted, or null when the sun does not rise or set that day.
   */
  tideChartSunLegend: (sun: TideChartSunText) => string;
  /** What the water is doing: `'rising'`, `'falling'`, `'high tide'`, `'low tide'`. */
  tideChartTrend: (trend: TideChartTrend) => string;
  /** One point of the curve, as read by keyboard or pointer, its trend worded by `tideChartTrend`: `'3:00 PM EDT, 4.1 ft, rising'`. */
  tideChartPoint: (time: string, height: string, trend: string) => string;
  /** The chart's summary sentence, its accessible description. */
  tideChartSummary: (summary: TideChartSummaryText) => string;
  /** The legend of the observed line drawn over the predicted curve. @defaultValue `'Line: observed by the NOAA gauge'` */
  tideChartObservedLegend: string;
  /** Added to the chart's summary when observations are drawn: `'Observed 4.2 ft at 10:00 AM, 0.6 ft above predicted.'` */
  tideChartObserved: (now: WaterLevelNowText) => string;
  /** The gap between observed and predicted: `'0.6 ft above predicted'`, `'as predicted'`. */
  waterLevelComparison: (comparison: WaterLevelComparisonText) => string;
  /** Where the water is now: `'Now: 4.2 ft, 0.6 ft above predicted'`. */
  waterLevelNow: (now: WaterLevelNowText) => string;
  /** When and by what it was measured, and how old the copy is when NOAA did not answer. */
  waterLevelMeasured: (time: string, staleMinutes: number | null) => string;
  /** A gauge that stopped reporting: `'The gauge has not reported since Nov 20, 7:00 AM EST.'` */
  waterLevelSilent: (since: string) => string;
  /** Heading of the observed-level notice when there is nothing to show. @defaultValue `'Observed water level unavailable'` */
  waterLevelUnavailable: string;
  /** Accessible name of the observed water level. @defaultValue `'Observed water level'` */
  waterLevelTitle: string;
  /** Heading of the tide windows search. @defaultValue `'Find times when…'` */
  tideWindowsTitle: string;
  /** Label of the water-height choice. @defaultValue `'The water is'` */
  tideWindowsWater: string;
  /** The water-height choice's options: any height, below, above. */
  tideWindowsWaterOption: (option: 'any' | 'below' | 'above') => string;
  /** Label of the height box, in the search's units: `'Height (ft)'`. */
  tideWindowsHeight: (units: HeightUnits) => string;
  /** Label of the rising-or-falling choice. @defaultValue `'The tide is'` */
  tideWindowsTide: string;
  /** Its options: either, rising, falling. */
  tideWindowsTideOption: (option: 'any' | 'rising' | 'falling') => string;
  /** Label of the near-a-high-or-low choice. @defaultValue `'Near'` */
  tideWindowsNear: string;
  /** Its options: any time, high tide, low tide. */
  tideWindowsNearOption: (option: 'any' | 'high' | 'low') => string;
  /** Label of the hours box. @defaultValue `'Within hours'` */
  tideWindowsHours: string;
  /** Label of the daylight choice. @defaultValue `'Light'` */
  tideWindowsLight: string;
  /** Its options: day or night, daylight, dark. */
  tideWindowsLightOption: (option: 'any' | 'day' | 'dark') => string;
  /** Legend of the weekday boxes. @defaultValue `'On'` */
  tideWindowsDays: string;
  /** The search button. @defaultValue `'Find times'` */
  tideWindowsFind: string;
  /** Before any search. */
  tideWindowsIdle: string;
  /** After "Find times" with every field at "any": nothing to search for yet. */
  tideWindowsChooseFirst: string;
  /** While the times are being found. @defaultValue `'Finding times…'` */
  tideWindowsLoading: string;
  /** How many windows were found: `'12 times in the next 60 days'`. */
  tideWindowsCount: (count: number, days: number) => string;
  /** When none match; `search` says whether heights or a current's speed were asked. */
  tideWindowsNone: (days: number, search?: 'tide' | 'slack') => string;
  /** When the search failed. */
  tideWindowsError: string;
  /** A window's lowest or highest water: `'lowest -1.2 ft at 7:14 AM'`. */
  tideWindowsExtreme: (kind: 'lowest' | 'highest', height: string, time: string) => string;
  /** Label of a current station's speed choice. @defaultValue `'The current runs under'` */
  tideWindowsSlack: string;
  /** A speed of that choice, in its units: `'0.5 kn'`. */
  tideWindowsSlackOption: (speed: number, units: SpeedUnits) => string;
  /** A current's speed in knots, written in the search's units: `'0.3 kn'`, `'0.15 m/s'`. */
  tideWindowsSpeed: (knots: number, options: { units: SpeedUnits; locale?: string }) => string;
  /** A slack window's slack water, `'slack at 10:58 AM'`, or its weakest current where it never turns. */
  tideWindowsSlackAt: (kind: 'slack' | 'weakest', speed: string, time: string) => string;
  /** A window's sunrise and sunset, formatted. */
  tideWindowsSun: (sunrise: string | null, sunset: string | null) => string;
  /** The link to a window's day. @defaultValue `'Open day'` */
  tideWindowsOpenDay: string;
  /** The subscribe link (webcal:). @defaultValue `'Subscribe'` */
  tideWindowsSubscribe: string;
  /** Label of the feed's copyable address. @defaultValue `'Calendar address'` */
  tideWindowsFeedUrl: string;
  /** The copy button, and what it says once copied. */
  tideWindowsCopy: (copied: boolean) => string;
  /** The .ics download link. @defaultValue `'Download .ics'` */
  tideWindowsDownload: string;
  /** A window's mark: `'King tide'` or `'Minus tide'`. */
  tideWindowsMark: (mark: 'king' | 'minus') => string;
  /** The mark explained in one line, under the list, in the search's units and datum. */
  tideWindowsMarkExplained: (mark: 'king' | 'minus', units: HeightUnits, datum: string) => string;
}

/** The default labels, in US English. */
export const defaultLabels: TideLabels = {
  locationLabel: 'Location',
  locationPlaceholder: 'Search for a coastal location...',
  searchingLocations: 'Searching locations…',
  locationsFound: (count) => (count === 1 ? '1 location found' : `${count} locations found`),
  noLocationsFound: (text) => `No coastal locations found matching "${text}"`,
  noLocationsHint: 'Try searching for a major coastal city or beach',
  locationTooShort: (minimum) => `Type at least ${minimum} characters to search`,
  locationDetail: ({ area, noaaId, place, distanceKm, units }) =>
    [
      area,
      noaaId ? `NOAA ${noaaId}` : null,
      typeof distanceKm === 'number'
        ? `${formatDistance(distanceKm, units)}${place ? ` from ${place}` : ''}`
        : null,
    ]
      .filter(Boolean)
      .join(' · '),
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
  tideDays: 'Tides by day',
  tidesByTideCharts: 'Tides by Tide Charts',
  highTide: 'High',
  lowTide: 'Low',
  noTideEvents: 'No high or low tide on this day',
  sunrise: 'Sunrise',
  sunset: 'Sunset',
  noSunTime: 'None',
  moon: 'Moon',
  tideRange: (range) => (range === 'spring' ? 'Spring tides' : 'Neap tides'),
  station: (name, noaaId) => (noaaId ? `Station: ${name} (NOAA ${noaaId})` : `Station: ${name}`),
  heightsAbove: (datum) => `Heights ${fromDatum(datum)}`,
  moonPhase: 'Moon Phase',
  moonIllumination: 'Illumination',
  moonDrawing: (phase, illumination) => `${phase}, ${illumination} illuminated`,
  tideChart: 'Tide Chart',
  tideChartScale: (timeZoneName, units, datum) =>
    `Times in ${timeZoneName} · heights in ${units === 'm' ? 'metres' : 'feet'}${datum ? ` ${fromDatum(datum)}` : ''}`,
  noTideCurve: 'No tide curve for this day.',
  tideChartAxisUnits: (units) => units,
  tideChartNow: 'Now',
  tideChartExplore: 'Water level through the day',
  tideChartKeys:
    'Left and Right arrows move an hour, Page Up and Page Down jump to the next or previous high or low, Home and End go to the start and end of the day.',
  tideChartHint:
    'Point at the chart, or tab to it and use the arrow keys, to read the level at any hour.',
  tideChartSunLegend: ({ sunrise, sunset, shaded }) => {
    const parts = [shaded ? 'Shaded: night' : null];
    if (sunrise) parts.push(`Sunrise ${sunrise}`);
    if (sunset) parts.push(`Sunset ${sunset}`);
    if (!sunrise && !sunset) {
      parts.push(shaded ? 'The sun does not rise this day' : 'The sun does not set this day');
    }
    return parts.filter((part) => part !== null).join(' · ');
  },
  tideChartObservedLegend: 'Line: observed by the NOAA gauge',
  tideChartObserved: ({ height, time, comparison }) =>
    `Observed ${height} at ${time}, ${comparison}.`,
  waterLevelComparison: ({ difference, relation }) =>
    relation === 'as' ? 'as predicted' : `${difference} ${relation} predicted`,
  waterLevelNow: ({ height, comparison }) => `Now: ${height}, ${comparison}`,
  waterLevelMeasured: (time, staleMinutes) =>
    staleMinutes === null
      ? `Measured ${time} by the NOAA gauge`
      : `Measured ${time} by the NOAA gauge; NOAA is not answering, so this is our copy from ${staleMinutes} minutes ago`,
  waterLevelSilent: (since) => `The gauge has not reported since ${since}.`,
  waterLevelUnavailable: 'Observed water level unavailable',
  waterLevelTitle: 'Observed water level',
  tideChartTrend: (trend) =>
    trend === 'high' ? 'high tide' : trend === 'low' ? 'low tide' : trend,
  tideChartPoint: (time, height, trend) => `${time}, ${height}, ${trend}`,
  tideChartSummary: ({ now, upcoming, highs, lows }) => {
    if (now) {
      const head = `${capitalised(now.trend)}, ${now.height} now`;
      if (upcoming.length === 0) return `${head}; no more highs or lows this day`;
      const next = upcoming.map(
        (event, index) =>
          `${index === 0 ? '' : 'next '}${event.type} ${event.height} at ${event.time}`,
      );
      return [head, ...next].join('; ');
    }
    const part = (name: string, events: readonly TideChartSummaryEvent[]) =>
      events.length === 0
        ? `no ${name} tide`
        : `${name} ${listOf(events.map((event) => `${event.height} at ${event.time}`))}`;
    return capitalised(`${part('high', highs)}; ${part('low', lows)}`);
  },
  tideWindowsTitle: 'Find times when…',
  tideWindowsWater: 'The water is',
  tideWindowsWaterOption: (option) =>
    option === 'below' ? 'below' : option === 'above' ? 'above' : 'at any height',
  tideWindowsHeight: (units) => `Height (${units})`,
  tideWindowsTide: 'The tide is',
  tideWindowsTideOption: (option) => (option === 'any' ? 'rising or falling' : option),
  tideWindowsNear: 'Near',
  tideWindowsNearOption: (option) =>
    option === 'high' ? 'high tide' : option === 'low' ? 'low tide' : 'any time',
  tideWindowsHours: 'Within hours',
  tideWindowsLight: 'Light',
  tideWindowsLightOption: (option) =>
    option === 'day' ? 'daylight' : option === 'dark' ? 'dark' : 'day or night',
  tideWindowsDays: 'On',
  tideWindowsFind: 'Find times',
  tideWindowsIdle: 'Choose what you need, then find the times in the next 60 days.',
  tideWindowsChooseFirst:
    'Every time matches as it stands: choose a height, a tide, a time near high or low, daylight or a day first.',
  tideWindowsLoading: 'Finding times…',
  tideWindowsCount: (count, days) =>
    `${count === 1 ? '1 time' : `${count} times`} in the next ${days} days`,
  tideWindowsNone: (days, search) =>
    `No times match in the next ${days} days. Try ${search === 'slack' ? 'a faster speed' : 'another height'} or fewer conditions.`,
  tideWindowsError: 'Could not find times. Please try again.',
  tideWindowsExtreme: (kind, height, time) => `${kind} ${height} at ${time}`,
  tideWindowsSlack: 'The current runs under',
  tideWindowsSlackOption: (speed, units) => `${speed} ${units}`,
  tideWindowsSpeed: (knots, options) => defaultCurrentLabels.speed(knots, options),
  tideWindowsSlackAt: (kind, speed, time) =>
    kind === 'slack' ? `slack at ${time}` : `weakest ${speed} at ${time}`,
  tideWindowsSun: (sunrise, sunset) =>
    [sunrise ? `sunrise ${sunrise}` : null, sunset ? `sunset ${sunset}` : null]
      .filter(Boolean)
      .join(', '),
  tideWindowsOpenDay: 'Open day',
  tideWindowsSubscribe: 'Subscribe',
  tideWindowsFeedUrl: 'Calendar address',
  tideWindowsCopy: (copied) => (copied ? 'Copied' : 'Copy'),
  tideWindowsDownload: 'Download .ics',
  tideWindowsMark: (mark) => (mark === 'king' ? 'King tide' : 'Minus tide'),
  tideWindowsMarkExplained: (mark, units, datum) =>
    mark === 'king'
      ? "King tide: one of the year's highest predicted highs here (its top 1%)."
      : `Minus tide: the water below 0 ${units} ${datum}, the datum heights are measured from.`,
};
