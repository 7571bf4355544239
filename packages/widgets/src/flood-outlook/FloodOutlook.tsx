'use client';
import * as React from 'react';
import { classNames } from '../internal/class-names.ts';
import { TidesCredit } from '../internal/credit.tsx';
import { CardHeader, Heading, type HeadingLevel } from '../internal/heading.tsx';
import { useFormatters, useOverrides } from '../internal/use-text.ts';
import { DEFAULT_LOCALE } from '../constants.ts';
import type { TideFormatters } from '../formatters.ts';
import type { HeightUnits } from '../types.ts';
import type { TidesWidgetProps } from '../widget-props.ts';
import type { FloodLevelName, FloodOutlookResult } from './flood-outlook-types.ts';
import { defaultFloodOutlookLabels, type FloodOutlookLabels } from './labels.ts';
import type { SurgeEstimate } from './tonight.ts';

const LEVELS: readonly FloodLevelName[] = ['minor', 'moderate', 'major'];

export interface FloodOutlookProps
  extends
    Omit<React.ComponentPropsWithoutRef<'section'>, 'title'>,
    Omit<TidesWidgetProps, 'labels'> {
  /** The outlook, as `get-flood-outlook` (or `TideClient.lookUpFloodOutlook`) gives it. */
  result: FloodOutlookResult;
  /** Tonight's high with today's surge, where a live gauge gives one (`surgeEstimate`). */
  estimate?: SurgeEstimate | null;
  /** Units of every height shown. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** Flood-tide days listed; the rest are counted. @defaultValue `5` */
  daysShown?: number;
  /** Level of the heading. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /** The station's page, which the "Tides by Tide Charts" credit links to. @defaultValue `undefined` */
  stationHref?: string;
  /** Leaves the "Tides by Tide Charts" credit out. @defaultValue `false` */
  hideAttribution?: boolean;
  /** Overrides for the text. @defaultValue `defaultFloodOutlookLabels` */
  labels?: Partial<FloodOutlookLabels>;
}

/**
 * The outlook's text: its labels and the formatters with a widget's overrides laid over the
 * defaults, read alike by the outlook and by the lookup that shows its notices.
 */
export function useFloodOutlookText(
  labels: Partial<FloodOutlookLabels> | undefined,
  formatters: Partial<TideFormatters> | undefined,
) {
  return {
    labels: useOverrides(defaultFloodOutlookLabels, labels),
    formatters: useFormatters(formatters),
  };
}

/**
 * Will it flood here? A station's flood thresholds (minor, moderate, major, with what each
 * means and where they come from), the next days its predicted tide alone reaches them, and,
 * where a live gauge shows a surge, tonight's high with that surge on top, said as an estimate.
 * A station without thresholds says so and why.
 */
export const FloodOutlook = /* @__PURE__ */ React.forwardRef<HTMLElement, FloodOutlookProps>(
  function FloodOutlook(props, forwardedRef) {
    const {
      result,
      estimate = null,
      units = 'ft',
      daysShown = 5,
      headingLevel = 3,
      stationHref,
      hideAttribution = false,
      labels: labelOverrides,
      locale = DEFAULT_LOCALE,
      formatters: formatterOverrides,
      theme,
      hourCycle,
      className,
      ...rootProps
    } = props;
    const { labels, formatters } = useFloodOutlookText(labelOverrides, formatterOverrides);
    const titleId = React.useId();
    const { thresholds, station } = result;
    const timeZone = station.timeZone;
    const height = (metres: number) => formatters.formatWaterLevel(metres, { locale, units });
    const clock = (instant: number) =>
      formatters.formatChartTime(instant, { locale, timeZone, hourCycle });
    const shown = result.days.slice(0, Math.max(0, Math.round(daysShown)));
    const more = result.days.length - shown.length;
    return (
      <section
        className={classNames('tides-root', 'tides-card', 'tides-flood-outlook', className)}
        aria-labelledby={titleId}
        data-state={thresholds ? 'thresholds' : 'none'}
        data-theme={theme}
        {...rootProps}
        ref={forwardedRef}
      >
        <CardHeader
          level={headingLevel}
          titleId={titleId}
          title={labels.title(formatters.formatLocationName(station))}
        />
        {thresholds ? (
          <>
            <p className="tides-flood-outlook__intro">{labels.thresholdsIntro(thresholds.datum)}</p>
            <dl className="tides-flood-outlook__levels" data-slot="thresholds">
              {LEVELS.map((level) => (
                <div key={level} className="tides-flood-outlook__level" data-level={level}>
                  <dt>{labels.levelName[level]}</dt>
                  <dd>
                    <span className="tides-flood-outlook__height">
                      {height(thresholds[`${level}M`])}
                    </span>{' '}
                    <span className="tides-flood-outlook__meaning">
                      {labels.levelMeaning[level]}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="tides-flood-outlook__meta" data-slot="source">
              {labels.source[thresholds.source]}
            </p>
            {estimate ? (
              <div className="tides-flood-outlook__estimate" data-slot="estimate">
                <Heading level={Math.min(headingLevel + 1, 6) as HeadingLevel}>
                  {labels.estimateTitle}
                </Heading>
                <p data-level={estimate.level ?? 'none'}>
                  {labels.estimate({
                    residual: height(Math.abs(estimate.residualM)),
                    relation: estimate.residualM < 0 ? 'below' : 'above',
                    time: clock(estimate.highAt),
                    height: height(estimate.estimateM),
                    level: estimate.level
                      ? labels.reaches(labels.levelName[estimate.level])
                      : labels.belowMinor(height(thresholds.minorM)),
                  })}
                </p>
                <p className="tides-flood-outlook__meta">
                  {labels.estimateBasis(
                    formatters.formatObservationTime(estimate.measuredAt, {
                      locale,
                      timeZone,
                      hourCycle,
                    }),
                  )}
                </p>
              </div>
            ) : null}
            <Heading level={Math.min(headingLevel + 1, 6) as HeadingLevel}>
              {labels.daysTitle}
            </Heading>
            {shown.length > 0 ? (
              <ul className="tides-flood-outlook__days" data-slot="days">
                {shown.map((day) => (
                  <li key={day.date} data-level={day.level}>
                    <span className="tides-flood-outlook__date">
                      {formatters.formatShortDate(day.date, { locale })}
                    </span>{' '}
                    <span className="tides-flood-outlook__time">{clock(Date.parse(day.at))}</span>{' '}
                    <span className="tides-flood-outlook__height">{height(day.heightM)}</span>{' '}
                    <span className="tides-flood-outlook__badge">
                      {labels.levelName[day.level]}
                    </span>
                  </li>
                ))}
                {more > 0 ? (
                  <li className="tides-flood-outlook__more">{labels.moreDays(more)}</li>
                ) : null}
              </ul>
            ) : (
              <p data-slot="days">
                {labels.noDays(formatters.formatCalendarDate(result.through, { locale }))}
              </p>
            )}
            <p className="tides-flood-outlook__meta" data-slot="floor">
              {labels.floor}
            </p>
          </>
        ) : (
          <p data-slot="none">
            {result.noThresholds
              ? `${labels.noThresholds}: ${result.noThresholds}`
              : `${labels.noThresholds}.`}
          </p>
        )}
        {hideAttribution ? null : <TidesCredit label={labels.credit} href={stationHref} />}
      </section>
    );
  },
);
