'use client';
import * as React from 'react';
import { classNames } from '../internal/class-names.ts';
import { useWidgetProps } from '../internal/use-text.ts';
import { waterLevelNowText } from '../internal/water-level-text.ts';
import type { HeightUnits, WaterLevelResult } from '../types.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

/**
 * What the observed water level can say, as `data-state` on its root: a `current` reading,
 * a `stale` one (NOAA is not answering), one from a gauge that went `silent`, or nothing to
 * show (`unavailable`).
 */
export type WaterLevelNowState = 'current' | 'stale' | 'silent' | 'unavailable';

export interface WaterLevelNowProps
  extends React.ComponentPropsWithoutRef<'div'>, TidesWidgetProps {
  /** The gauge's answer, as `get-water-level` (or `TideClient.lookUpWaterLevel`) gives it. */
  result: WaterLevelResult;
  /** Units of every height shown. @defaultValue `'ft'` */
  units?: HeightUnits;
}

function stateOf(result: WaterLevelResult): WaterLevelNowState {
  if (result.source !== 'noaa' || !result.latest) return 'unavailable';
  if (result.silentSince) return 'silent';
  return result.stale ? 'stale' : 'current';
}

/**
 * Where the water is now at a station with a gauge, and how far that is from the prediction:
 * "Now: 4.2 ft, 0.6 ft above predicted", with when and by what it was measured. Says plainly
 * when the reading is an old copy, when the gauge stopped reporting, and when there is none.
 */
export const WaterLevelNow = /* @__PURE__ */ React.forwardRef<HTMLDivElement, WaterLevelNowProps>(
  function WaterLevelNow(props, forwardedRef) {
    const { locale, labels, formatters, theme, rest } = useWidgetProps(props);
    const { result, units = 'ft', hourCycle, className, ...rootProps } = rest;
    const state = stateOf(result);
    const timeZone = result.station.timeZone;
    const text =
      result.latest && state !== 'unavailable'
        ? waterLevelNowText(result.latest, labels, formatters, {
            locale,
            units,
            timeZone,
            hourCycle,
          })
        : null;
    return (
      <div
        className={classNames('tides-root', 'tides-water-level-now', className)}
        role="group"
        aria-label={labels.waterLevelTitle}
        data-state={state}
        data-theme={theme}
        {...rootProps}
        ref={forwardedRef}
      >
        {text ? (
          <>
            <p className="tides-water-level-now__now" data-slot="now">
              {labels.waterLevelNow(text)}
            </p>
            <p className="tides-water-level-now__meta" data-slot="measured">
              {labels.waterLevelMeasured(text.time, state === 'stale' ? result.ageMinutes : null)}
            </p>
            {result.silentSince ? (
              <p className="tides-water-level-now__meta" data-slot="silent">
                {labels.waterLevelSilent(
                  formatters.formatObservationTime(Date.parse(result.silentSince), {
                    locale,
                    timeZone,
                    hourCycle,
                  }),
                )}
              </p>
            ) : null}
          </>
        ) : (
          <p className="tides-water-level-now__meta" data-slot="unavailable">
            {result.reason
              ? `${labels.waterLevelUnavailable}: ${result.reason}`
              : labels.waterLevelUnavailable}
          </p>
        )}
      </div>
    );
  },
);
