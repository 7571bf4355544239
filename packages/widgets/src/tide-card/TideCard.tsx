'use client';
import * as React from 'react';
import { useZoneRules } from '../internal/zone-clock.ts';
import { classNames } from '../internal/class-names.ts';
import { CardHeader, Heading, type HeadingLevel } from '../internal/heading.tsx';
import { useWidgetProps } from '../internal/use-text.ts';
import type { HeightUnits, TideDay, TideEvent, TideResult } from '../types.ts';
import { toTideCardDays } from './card-days.ts';
import { getTideSourceKind } from './source.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

export interface TideCardProps extends React.ComponentPropsWithoutRef<'article'>, TidesWidgetProps {
  /** The day of tides to show, as `get-tide-data` returns it. */
  result: TideResult;
  /** Units for heights; metres need the events' `heightM`, else the display text is kept. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** Level of the card's heading; the list headings sit one below. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /**
   * Days to show from `result.date` on, 1 to 7 (rounded, and held to that range). Above 1,
   * when `result` carries `days` (ask the client for as many), each day gets a row: its highs
   * and lows, sunrise, sunset, moon phase and a spring or neap tides mark; without them the
   * card shows its one day. @defaultValue `1`
   */
  days?: number;
}

function TideArrow({ direction }: { direction: 'high' | 'low' }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'high' ? 'M12 19V5m-6 6 6-6 6 6' : 'M12 5v14m6-6-6 6-6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One day of tides for one place: the high and low waters with their times and heights,
 * the date, the station and where the numbers came from; or, with `days`, a row for each day.
 * Times are shown in the station's zone when the result carries instants, else as the backend
 * wrote them.
 */
export const TideCard = /* @__PURE__ */ React.forwardRef<HTMLElement, TideCardProps>(
  function TideCard(props, forwardedRef) {
    // Renders again once its station's zone rules are in, if this result came before them.
    useZoneRules(props.result.station?.timeZone ?? []);
    const { locale, labels, formatters, theme, rest } = useWidgetProps(props);
    const {
      result,
      units = 'ft',
      hourCycle,
      headingLevel = 3,
      days,
      className,
      ...rootProps
    } = rest;
    const id = React.useId();
    const titleId = `${id}-title`;
    const { station } = result;
    const sourceKind = getTideSourceKind(result.source);
    const dayCount = toTideCardDays(days ?? 1);
    const shownDays = dayCount > 1 && result.days?.length ? result.days.slice(0, dayCount) : null;

    function renderList(
      type: 'high' | 'low',
      events: readonly TideEvent[],
      title: string,
      empty: string,
    ) {
      const listTitleId = `${id}-${type}`;
      return (
        <section
          className="tides-tide-card__section"
          data-slot={`${type}-tides`}
          // Named with the card's place too, so that cards side by side (saved stations) give
          // their sections names of their own.
          aria-labelledby={`${listTitleId} ${titleId}`}
        >
          <Heading
            level={(headingLevel + 1) as HeadingLevel | 7}
            id={listTitleId}
            className="tides-tide-card__section-title"
            data-slot="section-title"
            data-type={type}
          >
            <TideArrow direction={type} />
            {title}
          </Heading>
          {events.length === 0 ? (
            <p className="tides-tide-card__empty" data-slot="empty">
              {empty}
            </p>
          ) : (
            <ul className="tides-tide-card__list" data-slot="tide-list">
              {events.map((event, index) => (
                <li
                  key={event.at ?? `${event.time}-${index}`}
                  className="tides-tide-card__event"
                  data-slot="tide-event"
                  data-type={type}
                >
                  <time data-slot="time" dateTime={event.at}>
                    {formatters.formatTideTime(event, {
                      locale,
                      timeZone: station?.timeZone,
                      timeZoneAbbreviation: station?.timeZoneAbbreviation,
                      hourCycle,
                    })}
                  </time>
                  <span data-slot="height">
                    {formatters.formatTideHeight(event, { locale, units })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    }

    function renderDay(day: TideDay) {
      const dayTitleId = `${id}-${day.date}`;
      // Each day names its own zone: a week may cross a change of daylight saving.
      const timeOptions = {
        locale,
        timeZone: station?.timeZone,
        timeZoneAbbreviation: day.timeZoneAbbreviation || station?.timeZoneAbbreviation,
        hourCycle,
      };
      // A sun time carries the station's offset, so without a known zone its clock still reads right.
      const sunTime = (at: string | null) =>
        at ? (
          <time dateTime={at}>
            {formatters.formatTideTime({ time: at.slice(11, 16), height: '', at }, timeOptions)}
          </time>
        ) : (
          labels.noSunTime
        );
      const { sun, moon } = day;
      return (
        <li
          key={day.date}
          className="tides-tide-card__day"
          data-slot="day"
          data-source={getTideSourceKind(day.source)}
          aria-labelledby={dayTitleId}
        >
          <div className="tides-tide-card__day-header" data-slot="day-header">
            <Heading
              level={(headingLevel + 1) as HeadingLevel | 7}
              id={dayTitleId}
              className="tides-tide-card__day-title"
              data-slot="day-title"
            >
              <time dateTime={day.date}>{formatters.formatCalendarDate(day.date, { locale })}</time>
            </Heading>
            {day.tideRange ? (
              <p data-slot="tide-range" data-tide-range={day.tideRange}>
                {labels.tideRange(day.tideRange)}
              </p>
            ) : null}
          </div>
          {day.extremes.length === 0 ? (
            <p className="tides-tide-card__empty" data-slot="empty">
              {labels.noTideEvents}
            </p>
          ) : (
            <ul className="tides-tide-card__list" data-slot="tide-list">
              {day.extremes.map((event, index) => (
                <li
                  key={event.at ?? `${event.time}-${index}`}
                  className="tides-tide-card__event"
                  data-slot="tide-event"
                  data-type={event.type}
                >
                  {event.type ? (
                    <span data-slot="tide-type">
                      <TideArrow direction={event.type} />
                      {event.type === 'high' ? labels.highTide : labels.lowTide}
                    </span>
                  ) : null}
                  <time data-slot="time" dateTime={event.at}>
                    {formatters.formatTideTime(event, timeOptions)}
                  </time>
                  <span data-slot="height">
                    {formatters.formatTideHeight(event, { locale, units })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {sun || moon?.phase ? (
            <dl className="tides-tide-card__sky" data-slot="day-sky">
              {sun ? (
                <>
                  <div>
                    <dt>{labels.sunrise}</dt>
                    <dd>{sunTime(sun.sunrise)}</dd>
                  </div>
                  <div>
                    <dt>{labels.sunset}</dt>
                    <dd>{sunTime(sun.sunset)}</dd>
                  </div>
                </>
              ) : null}
              {moon?.phase ? (
                <div>
                  <dt>{labels.moon}</dt>
                  <dd>{moon.phase}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {day.source === result.source ? null : (
            <p data-slot="source" data-source={getTideSourceKind(day.source)}>
              {formatters.formatSourceLabel(day.source, { station })}
            </p>
          )}
        </li>
      );
    }

    return (
      <article
        className={classNames('tides-root', 'tides-card', 'tides-tide-card', className)}
        data-view={shownDays ? 'days' : 'day'}
        data-source={sourceKind}
        data-theme={theme}
        aria-labelledby={titleId}
        {...rootProps}
        ref={forwardedRef}
      >
        <CardHeader level={headingLevel} titleId={titleId} title={result.location}>
          <p className="tides-card__subtitle" data-slot="date">
            <time dateTime={result.date}>
              {formatters.formatCalendarDate(result.date, { locale })}
            </time>
          </p>
          {station ? (
            <p className="tides-card__meta" data-slot="station">
              {labels.station(station.name, station.noaaId)}
            </p>
          ) : null}
        </CardHeader>
        {shownDays ? (
          <ol className="tides-tide-card__days" data-slot="days" aria-label={labels.tideDays}>
            {shownDays.map(renderDay)}
          </ol>
        ) : (
          <div className="tides-tide-card__lists" data-slot="body">
            {renderList('high', result.highTides, labels.highTides, labels.noHighTides)}
            {renderList('low', result.lowTides, labels.lowTides, labels.noLowTides)}
          </div>
        )}
        <footer className="tides-card__footer" data-slot="footer">
          <p className="tides-tide-card__source" data-slot="source" data-source={sourceKind}>
            {formatters.formatSourceLabel(result.source, { station })}
          </p>
          {result.datum ? (
            <p className="tides-card__meta" data-slot="datum">
              {labels.heightsAbove(result.datum)}
            </p>
          ) : null}
          {result.attribution ? (
            <p className="tides-card__meta" data-slot="attribution">
              {result.attribution}
            </p>
          ) : null}
        </footer>
      </article>
    );
  },
);
