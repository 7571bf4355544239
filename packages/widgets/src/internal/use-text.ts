import { useMemo } from 'react';
import { DEFAULT_LOCALE } from '../constants.ts';
import { defaultFormatters, type TideFormatters } from '../formatters.ts';
import { defaultLabels, type TideLabels } from '../labels.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

/**
 * A widget's text: `defaults` with the overrides it was given laid over them, the same object
 * until the overrides change.
 */
export function useOverrides<Text extends object>(
  defaults: Text,
  overrides: Partial<Text> | undefined,
): Text {
  return useMemo(() => ({ ...defaults, ...overrides }), [defaults, overrides]);
}

/** The default formatters with a widget's overrides laid over them. */
export function useFormatters(overrides: Partial<TideFormatters> | undefined): TideFormatters {
  return useOverrides(defaultFormatters, overrides);
}

/** The default labels with a widget's overrides laid over them. */
export function useLabels(overrides: Partial<TideLabels> | undefined): TideLabels {
  return useOverrides(defaultLabels, overrides);
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
