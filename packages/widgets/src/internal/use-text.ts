import { useMemo } from 'react';
import { DEFAULT_LOCALE } from '../constants.ts';
import { defaultFormatters, type TideFormatters } from '../formatters.ts';
import { defaultLabels, type TideLabels } from '../labels.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

/** The defaults with a widget's overrides laid over them. */
export function useFormatters(overrides: Partial<TideFormatters> | undefined): TideFormatters {
  return useMemo(() => ({ ...defaultFormatters, ...overrides }), [overrides]);
}

/** The default labels with a widget's overrides laid over them. */
export function useLabels(overrides: Partial<TideLabels> | undefined): TideLabels {
  return useMemo(() => ({ ...defaultLabels, ...overrides }), [overrides]);
}

/**
 * A widget's shared props resolved (the locale with its default, the text with the overrides
 * laid over the defaults), the overrides themselves to pass on to inner widgets, and the
 * widget's other props.
 */
export function useWidgetProps<Props extends TidesWidgetProps>(props: Props) {
  const { locale = DEFAULT_LOCALE, labels, formatters, theme, ...rest } = props;
  return {
    locale,
    theme,
    labels: useLabels(labels),
    formatters: useFormatters(formatters),
    overrides: { labels, formatters },
    rest,
  };
}
