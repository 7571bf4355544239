import { useMemo } from 'react';
import { defaultFormatters, type TideFormatters } from '../formatters.ts';
import { defaultLabels, type TideLabels } from '../labels.ts';

/** The defaults with a widget's overrides laid over them. */
export function useFormatters(overrides: Partial<TideFormatters> | undefined): TideFormatters {
  return useMemo(() => ({ ...defaultFormatters, ...overrides }), [overrides]);
}

/** The default labels with a widget's overrides laid over them. */
export function useLabels(overrides: Partial<TideLabels> | undefined): TideLabels {
  return useMemo(() => ({ ...defaultLabels, ...overrides }), [overrides]);
}
