import { compassPoint, wholeDegrees } from '@tides/conventions/compass-points';
import { DEFAULT_LOCALE } from '../constants.ts';
import type { CurrentEventType, SpeedUnits } from '../current-types.ts';
import type { TideNotice } from '../types.ts';

/** Metres a second in a knot: a nautical mile (1,852 m) an hour. */
const METRES_PER_SECOND_PER_KNOT = 1852 / 3600;
/** Kilometres an hour in a knot. */
const KM_PER_HOUR_PER_KNOT = 1.852;

/** A speed in knots in the chosen units, unrounded. */
export function speedIn(knots: number, units: SpeedUnits): number {
  if (units === 'm/s') return knots * METRES_PER_SECOND_PER_KNOT;
  if (units === 'km/h') return knots * KM_PER_HOUR_PER_KNOT;
  return knots;
}

/**
 * Every piece of the current card's text, overridable through its `labels` prop. Speeds and
 * directions are written here too, so a translation or a house style changes them in one place.
 */
export interface CurrentLabels {
  /** The slack, flood or ebb of a list row: `'Slack'`, `'Max flood'`, `'Max ebb'` (`'Weak flood'` for a weak one). */
  eventType: (type: CurrentEventType, weak: boolean) => string;
  /** A speed in the chosen units: `'5.7 kn'`, `'2.91 m/s'`, `'10.5 km/h'`. */
  speed: (knots: number, options: { units: SpeedUnits; locale?: string }) => string;
  /** The units' short name over the chart's speed axis. */
  speedUnits: (units: SpeedUnits) => string;
  /** Where the water sets toward: `'ESE 102° true'`. */
  direction: (degrees: number) => string;
  /** The station line: `'Station: Deception Pass (Narrows) (NOAA PUG1701)'`. */
  station: (name: string, noaaId: string) => string;
  /** Where a subordinate station's times come from: `'Based on Admiralty Inlet'`. */
  reference: (referenceName: string) => string;
  /** The depth the prediction is for, where one is named. */
  depth: (depthM: number | null, bin: number | null) => string | null;
  /** The flood and ebb directions, in one line. */
  axis: (flood: number | null, ebb: number | null) => string | null;
  /** Heading of the "what comes next" list. @defaultValue `'Coming up'` */
  comingUp: string;
  /** @defaultValue `'Next slack'` */
  nextSlack: string;
  /** @defaultValue `'Next max flood'` */
  nextFlood: string;
  /** @defaultValue `'Next max ebb'` */
  nextEbb: string;
  /** Accessible name of the list of the day's events. @defaultValue `'Slack water and strongest currents'` */
  events: string;
  /** A day with no slack or maximum (rare: a current that never turns). */
  noEvents: string;
  /** Accessible name of the list of days. @defaultValue `'Days of currents'` */
  currentDays: string;
  /** The chart's caption: what the picture shows, in words. */
  chartCaption: (flood: number | null, ebb: number | null) => string;
  /** The "now" marker on the chart. @defaultValue `'Now'` */
  now: string;
  /** Said while a widget looks currents up. @defaultValue `'Getting currents…'` */
  gettingCurrents: string;
  /** The credit under an embedded station's currents, a link to its page. @defaultValue `'Tides by Tide Charts'` */
  tidesByTideCharts: string;
  /** The backend could not be reached. */
  noticeTransportError: (message: string | undefined) => TideNotice;
  /** The backend refused, with its reason. */
  noticeResponseError: (response: { error: string; details?: string }) => TideNotice;
  /** The backend answered with nothing. */
  noticeEmptyResponse: () => TideNotice;
  /** The lookup threw before any answer. */
  noticeConnectionError: () => TideNotice;
  /** The client given has no currents (`getCurrents`). */
  noticeNoCurrents: () => TideNotice;
}

export const defaultCurrentLabels: CurrentLabels = {
  eventType: (type, weak) => {
    if (type === 'slack') return 'Slack';
    const kind = type === 'flood' ? 'flood' : 'ebb';
    return weak ? `Weak ${kind}` : `Max ${kind}`;
  },
  speed: (knots, { units, locale = DEFAULT_LOCALE }) => {
    const digits = units === 'm/s' ? 2 : 1;
    const value = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(speedIn(knots, units));
    return `${value} ${units}`;
  },
  speedUnits: (units) => units,
  direction: (degrees) => `${compassPoint(degrees)} ${wholeDegrees(degrees)}° true`,
  station: (name, noaaId) => `Station: ${name} (NOAA ${noaaId})`,
  reference: (referenceName) => `Based on ${referenceName}`,
  depth: (depthM, bin) => {
    if (depthM !== null) return `At ${depthM.toFixed(1)} m below the surface`;
    return bin !== null ? `At NOAA's depth bin ${bin}` : null;
  },
  axis: (flood, ebb) => {
    const parts = [
      flood === null ? null : `Flood sets ${defaultCurrentLabels.direction(flood)}`,
      ebb === null ? null : `ebb ${defaultCurrentLabels.direction(ebb)}`,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  },
  comingUp: 'Coming up',
  nextSlack: 'Next slack',
  nextFlood: 'Next max flood',
  nextEbb: 'Next max ebb',
  events: 'Slack water and strongest currents',
  noEvents: 'No slack water or strongest current this day.',
  currentDays: 'Days of currents',
  chartCaption: (flood, ebb) =>
    `The current's speed through the day: flood above the line${flood === null ? '' : ` (toward ${wholeDegrees(flood)}° true)`}, ebb below${ebb === null ? '' : ` (toward ${wholeDegrees(ebb)}° true)`}.`,
  now: 'Now',
  gettingCurrents: 'Getting currents…',
  tidesByTideCharts: 'Tides by Tide Charts',
  noticeTransportError: (message) => ({
    title: 'Error fetching current data',
    description: message || 'Unable to get current predictions. Please try again.',
    variant: 'destructive',
  }),
  noticeResponseError: (response) => ({
    title: 'Current data error',
    description: response.details || response.error,
    variant: 'destructive',
  }),
  noticeEmptyResponse: () => ({
    title: 'No data received',
    description: 'No current data was returned. Please try again.',
    variant: 'destructive',
  }),
  noticeConnectionError: () => ({
    title: 'Connection error',
    description: 'Unable to connect to the current service. Please try again.',
    variant: 'destructive',
  }),
  noticeNoCurrents: () => ({
    title: 'No currents here',
    description: 'This tide service does not offer current predictions.',
    variant: 'destructive',
  }),
};
