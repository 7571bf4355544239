'use client';
import * as React from 'react';
import { DEFAULT_LOCALE } from '../constants.ts';
import type { CurrentEvent, CurrentResult, SpeedUnits } from '../current-types.ts';
import { classNames } from '../internal/class-names.ts';
import { CardHeader, Heading, type HeadingLevel } from '../internal/heading.tsx';
import { useFormatters, useOverrides } from '../internal/use-text.ts';
import { todayInZone, useZoneRules } from '../internal/zone-clock.ts';
import { toTideCardDays } from '../tide-card/card-days.ts';
import { useNow } from '../tide-chart/use-chart-hooks.ts';
import type { TidesWidgetProps } from '../widget-props.ts';
import { CurrentChart } from './CurrentChart.tsx';
import { nextEvents } from './current-model.ts';
import { defaultCurrentLabels, speedIn, type CurrentLabels } from './labels.ts';

export interface CurrentCardProps
  extends
    React.ComponentPropsWithoutRef<'article'>,
    Pick<TidesWidgetProps, 'locale' | 'formatters' | 'theme' | 'hourCycle'> {
  /** The day (or days) of currents to show, as `get-current-data` returns it. */
  result: CurrentResult;
  /** Units for speeds: knots, metres a second or kilometres an hour. @defaultValue `'kn'` */
  units?: SpeedUnits;
  /** Overrides for the card's text, speeds and directions. @defaultValue `defaultCurrentLabels` */
  labels?: Partial<CurrentLabels>;
  /** Level of the card's heading; the headings inside sit one below. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /**
   * Days to show from `result.date` on, 1 to 7: one day has the speed chart under its list;
   * more make a row a day (ask the client for as many). @defaultValue `1`
   */
  days?: number;
  /** The instant "now" is, for what comes next; the clock's, re-read every minute, when unset. @defaultValue `undefined` */
  now?: Date;
}

/** An arrow pointing where the water sets, degrees true (up is north). */
function DirectionArrow({ degrees }: { degrees: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-slot="arrow"
    >
      <g transform={`rotate(${degrees} 12 12)`}>
        <path
          d="M12 20V4m-6 6 6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}

/**
 * A tidal-current station's day: when the water goes slack and how hard it runs each way, with
 * the speed, and the direction as an arrow and in degrees true; what comes next when the day is
 * today; and a chart of the speed, flood above the line and ebb below. With `days`, a row a day.
 * Times are shown on the station's clock.
 */
export const CurrentCard = /* @__PURE__ */ React.forwardRef<HTMLElement, CurrentCardProps>(
  function CurrentCard(props, forwardedRef) {
    useZoneRules();
    const {
      result,
      units = 'kn',
      labels: labelOverrides,
      formatters: formatterOverrides,
      locale = DEFAULT_LOCALE,
      theme,
      hourCycle,
      headingLevel = 3,
      days,
      now: givenNow,
      className,
      ...rootProps
    } = props;
    const labels = useOverrides(defaultCurrentLabels, labelOverrides);
    const formatters = useFormatters(formatterOverrides);
    const id = React.useId();
    const titleId = `${id}-title`;
    const now = useNow(givenNow);
    const { station } = result;
    const dayCount = toTideCardDays(days ?? 1);
    const shownDays = result.days.slice(0, dayCount);
    const today = todayInZone(station.timeZone, now);
    const showsToday = shownDays.some((day) => day.date === today);
    const next = showsToday ? nextEvents(result.events, now) : {};
    const nextAts = new Set([next.slack?.at, next.flood?.at, next.ebb?.at]);
    const subheading = (headingLevel + 1) as HeadingLevel | 7;

    const timeOf = (event: CurrentEvent, timeZoneAbbreviation: string) => (
      <time data-slot="time" dateTime={event.at}>
        {formatters.formatTideTime(
          { time: event.time, height: '', at: event.at },
          { locale, timeZone: station.timeZone, timeZoneAbbreviation, hourCycle },
        )}
      </time>
    );
    const speedOf = (event: CurrentEvent) =>
      event.type === 'slack' ? null : (
        <span data-slot="speed">{labels.speed(event.speedKnots, { units, locale })}</span>
      );
    const directionOf = (event: CurrentEvent) =>
      event.type === 'slack' || event.directionDeg === null ? null : (
        <span data-slot="direction">
          <DirectionArrow degrees={event.directionDeg} />
          {labels.direction(event.directionDeg)}
        </span>
      );

    function renderEvents(events: readonly CurrentEvent[], abbreviation: string) {
      if (events.length === 0) {
        return (
          <p className="tides-current-card__empty" data-slot="empty">
            {labels.noEvents}
          </p>
        );
      }
      return (
        <ul
          className="tides-current-card__events"
          data-slot="event-list"
          aria-label={labels.events}
        >
          {events.map((event) => (
            <li
              key={event.at}
              data-slot="event"
              data-type={event.type}
              data-weak={event.weak ? 'true' : undefined}
              data-next={nextAts.has(event.at) ? 'true' : undefined}
            >
              <span data-slot="event-type">
                {labels.eventType(event.type, event.weak === true)}
              </span>
              {timeOf(event, abbreviation)}
              {speedOf(event)}
              {directionOf(event)}
            </li>
          ))}
        </ul>
      );
    }

    // In the order they come: a flood due before the next slack is listed first.
    const comingUp = (
      [
        ['slack', labels.nextSlack, next.slack],
        ['flood', labels.nextFlood, next.flood],
        ['ebb', labels.nextEbb, next.ebb],
      ] as const
    )
      .flatMap(([type, title, event]) => (event ? [{ type, title, event }] : []))
      .sort((a, b) => Date.parse(a.event.at) - Date.parse(b.event.at));
    const firstDay = shownDays[0];
    const depth = labels.depth(station.depthM, station.bin);

    return (
      <article
        className={classNames('tides-root', 'tides-card', 'tides-current-card', className)}
        data-view={dayCount > 1 ? 'days' : 'day'}
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
          <p className="tides-card__meta" data-slot="station">
            {labels.station(station.name, station.noaaId)}
          </p>
          {station.referenceName ? (
            <p className="tides-card__meta" data-slot="reference">
              {labels.reference(station.referenceName)}
            </p>
          ) : null}
          {depth ? (
            <p className="tides-card__meta" data-slot="depth">
              {depth}
            </p>
          ) : null}
        </CardHeader>
        {comingUp.length > 0 ? (
          <section
            className="tides-current-card__next"
            data-slot="next"
            aria-labelledby={`${id}-next ${titleId}`}
          >
            <Heading level={subheading} id={`${id}-next`} data-slot="section-title">
              {labels.comingUp}
            </Heading>
            <dl>
              {comingUp.map(({ type, title, event }) => (
                <div key={type} data-type={type}>
                  <dt>{title}</dt>
                  <dd>
                    {timeOf(event, station.timeZoneAbbreviation)}
                    {speedOf(event)}
                    {directionOf(event)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {dayCount > 1 ? (
          <ol className="tides-current-card__days" data-slot="days" aria-label={labels.currentDays}>
            {shownDays.map((day) => (
              <li key={day.date} data-slot="day" aria-labelledby={`${id}-${day.date}`}>
                <Heading level={subheading} id={`${id}-${day.date}`} data-slot="day-title">
                  <time dateTime={day.date}>
                    {formatters.formatCalendarDate(day.date, { locale })}
                  </time>
                </Heading>
                {renderEvents(day.events, day.timeZoneAbbreviation || station.timeZoneAbbreviation)}
              </li>
            ))}
          </ol>
        ) : firstDay ? (
          <>
            {renderEvents(
              firstDay.events,
              firstDay.timeZoneAbbreviation || station.timeZoneAbbreviation,
            )}
            <CurrentChart
              result={result}
              date={firstDay.date}
              events={firstDay.events}
              units={units}
              now={now}
              caption={labels.chartCaption(station.floodDirectionDeg, station.ebbDirectionDeg)}
              nowText={labels.now}
              unitsText={labels.speedUnits(units)}
              speedText={(value, fractionDigits) =>
                new Intl.NumberFormat(locale, {
                  minimumFractionDigits: fractionDigits,
                  maximumFractionDigits: fractionDigits,
                }).format(value)
              }
              hourText={(time) =>
                formatters.formatChartHour(time, { locale, timeZone: station.timeZone, hourCycle })
              }
              eventText={(event) =>
                new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                  speedIn(event.speedKnots, units),
                )
              }
            />
          </>
        ) : null}
        <footer className="tides-card__footer" data-slot="footer">
          {labels.axis(station.floodDirectionDeg, station.ebbDirectionDeg) ? (
            <p className="tides-card__meta" data-slot="axis">
              {labels.axis(station.floodDirectionDeg, station.ebbDirectionDeg)}
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
