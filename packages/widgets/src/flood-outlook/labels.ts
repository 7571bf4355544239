import type { FloodLevelName } from './flood-outlook-types.ts';

/**
 * Every piece of the flood outlook's text, overridable through its `labels` prop. The levels'
 * meanings are NOAA's (Sweet et al. 2018, NOAA Technical Report NOS CO-OPS 086).
 */
export interface FloodOutlookLabels {
  /** The heading: `'Flood outlook: Boston, MA'`. */
  title: (station: string) => string;
  /** Before the thresholds: `'Flooding begins at these heights above MLLW'`. */
  thresholdsIntro: (datum: string) => string;
  /** A level's name: `'Minor'`. */
  levelName: Record<FloodLevelName, string>;
  /** What a level means. */
  levelMeaning: Record<FloodLevelName, string>;
  /** Where the thresholds come from. */
  source: Record<'nws' | 'derived', string>;
  /** The heading of the days ahead. */
  daysTitle: string;
  /** When no high reaches a threshold: `'No predicted high reaches minor flooding through Nov 19, 2027.'` */
  noDays: (through: string) => string;
  /** How many more days there are than shown: `'and 12 more days'`. */
  moreDays: (count: number) => string;
  /** That tide-only days are a floor. */
  floor: string;
  /** A station without thresholds, before the reason. */
  noThresholds: string;
  /** The heading of tonight's estimate. */
  estimateTitle: string;
  /** The estimate in a sentence. */
  estimate: (parts: {
    residual: string;
    relation: 'above' | 'below';
    time: string;
    height: string;
    level: string;
  }) => string;
  /** Below minor, in the estimate: `'below minor flooding (12.3 ft)'`. */
  belowMinor: (minor: string) => string;
  /** A level reached, in the estimate: `'minor flooding'`. */
  reaches: (level: string) => string;
  /** What the estimate rests on. */
  estimateBasis: (measured: string) => string;
  /** While the outlook is looked up. */
  gettingOutlook: string;
  /** The credit, a link to the station's page. */
  credit: string;
}

export const defaultFloodOutlookLabels: FloodOutlookLabels = {
  title: (station) => `Flood outlook: ${station}`,
  thresholdsIntro: (datum) => `Flooding begins at these heights above ${datum}`,
  levelName: { minor: 'Minor', moderate: 'Moderate', major: 'Major' },
  levelMeaning: {
    minor: 'more disruptive than damaging',
    moderate: 'damaging',
    major: 'destructive',
  },
  source: {
    nws: "The National Weather Service's official flood levels for this gauge.",
    derived: "NOAA's thresholds for the tide's range here (NOAA Technical Report NOS CO-OPS 086).",
  },
  daysTitle: 'Days the tide alone reaches them',
  noDays: (through) => `No predicted high reaches minor flooding through ${through}.`,
  moreDays: (count) => `and ${count} more ${count === 1 ? 'day' : 'days'}`,
  floor:
    'The tide alone: wind, rain and storm surge raise the water further, so flooding can come on other days too.',
  noThresholds: 'No flood thresholds here',
  estimateTitle: 'The next high, with today’s surge',
  estimate: ({ residual, relation, time, height, level }) =>
    `Observed ${residual} ${relation} the tide; at this rate the ${time} high reaches ${height}, ${level}.`,
  belowMinor: (minor) => `below minor flooding (${minor})`,
  reaches: (level) => `${level.toLowerCase()} flooding`,
  estimateBasis: (measured) =>
    `An estimate: the predicted high plus the difference NOAA's gauge measured at ${measured}. The surge can change before then.`,
  gettingOutlook: 'Getting the flood outlook…',
  credit: 'Tides by Tide Charts',
};
