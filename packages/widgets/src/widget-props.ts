import type { TideFormatters } from './formatters.ts';
import type { TideLabels } from './labels.ts';
import type { HourCycle, TidesTheme } from './types.ts';

/**
 * The props every widget shares, documented once: a widget takes those it uses (`Pick`), and
 * one that contains others passes them on to each.
 */
export interface TidesWidgetProps {
  /** BCP 47 locale of dates, times and numbers. @defaultValue `'en-US'` */
  locale?: string;
  /** Overrides for the interface text. @defaultValue `defaultLabels` */
  labels?: Partial<TideLabels>;
  /** Overrides for the formatters, which write every date, time, height and notice. @defaultValue `defaultFormatters` */
  formatters?: Partial<TideFormatters>;
  /** Colour scheme; unset follows the inherited `color-scheme` (an enclosing widget's, else the page's). @defaultValue `undefined` */
  theme?: TidesTheme;
  /** The clock times are shown on: `'h12'` (`6:58 AM`) or `'h23'` (`06:58`); unset is the locale's. @defaultValue `undefined` */
  hourCycle?: HourCycle;
}
