'use client';
import * as React from 'react';
import type { TideClient, TideDataRequest, TideLocation } from '../client.ts';
import { DatePicker } from '../date-picker/DatePicker.tsx';
import { toCalendarDate } from '../internal/calendar-date.ts';
import { classNames } from '../internal/class-names.ts';
import { Heading, type HeadingLevel } from '../internal/heading.tsx';
import { useControllableState } from '../internal/use-controllable-state.ts';
import { useWidgetProps } from '../internal/use-text.ts';
import { useHydrated } from '../internal/use-hydrated.ts';
import { LocationSearch } from '../location-search/LocationSearch.tsx';
import { MoonCard } from '../moon-card/MoonCard.tsx';
import { TideCard } from '../tide-card/TideCard.tsx';
import { TideChart } from '../tide-chart/TideChart.tsx';
import { lookUpTides, type TideFinderError } from '../look-up-tides.ts';
import type { HeightUnits, TideNotice, TideResult } from '../types.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

/**
 * Where the finder is, shown as `data-state` on its root: `idle` before any lookup,
 * `loading` while one runs, then `ready` or `error` after the last one. Earlier results stay
 * on screen after an error, and when the location or date changes.
 */
export type TideFinderState = 'idle' | 'loading' | 'ready' | 'error';

export interface TideFinderProps
  extends Omit<React.ComponentPropsWithoutRef<'div'>, 'onError'>, TidesWidgetProps {
  /** The backend: location lookups and tide lookups. See `@tides/widgets/supabase`. */
  client: TideClient;
  /** The chosen location when controlled; `null` for none. @defaultValue `undefined` (uncontrolled) */
  location?: TideLocation | null;
  /** The location chosen at first when uncontrolled. @defaultValue `null` */
  defaultLocation?: TideLocation | null;
  /** Called when the visitor chooses a location, or edits the text away from it (`null`). */
  onLocationSelect?: (location: TideLocation | null) => void;
  /** The chosen day, `'YYYY-MM-DD'`, when controlled. @defaultValue `undefined` (uncontrolled) */
  date?: string;
  /** The day chosen at first when uncontrolled, `'YYYY-MM-DD'`. @defaultValue today (from `now`) */
  defaultDate?: string;
  /** Called with the day the visitor picks, `'YYYY-MM-DD'`. */
  onDateChange?: (date: string) => void;
  /** Units for tide heights. @defaultValue `'ft'` */
  units?: HeightUnits;
  /**
   * The current instant: today, the earliest selectable day and the chart's "now". Without it
   * the finder reads the clock: at mount for the default day, when the calendar opens for the
   * days it offers, and when a result arrives for the chart.
   * @defaultValue the clock
   */
  now?: Date;
  /** Called with each result shown, and the request it answers. */
  onResults?: (result: TideResult, request: TideDataRequest) => void;
  /** Called with each failed lookup (including a search with no location chosen). */
  onError?: (error: TideFinderError) => void;
  /**
   * Receives every notice (success and failure) instead of the finder showing it, e.g. to
   * hand it to the site's toaster. Without it the finder shows notices itself, inline, in a
   * live region, so it works where there is no toaster (inside a custom element).
   * @defaultValue `undefined` (notices shown inline)
   */
  onNotice?: (notice: TideNotice) => void;
  /** Level of the search card's heading; result cards sit at the same level. @defaultValue `2` */
  headingLevel?: HeadingLevel;
  /**
   * Looks the tides up once, as soon as a location and a day are set after mounting, as if
   * Find Tides had been pressed: for a page restoring a search from its address (a shared
   * link, a reload, Back). @defaultValue `false`
   */
  lookUpOnMount?: boolean;
}

/** The result on screen, the request it answered, and when it arrived. */
interface Shown {
  result: TideResult;
  request: TideDataRequest;
  receivedAt: Date;
}

/**
 * The find-tides experience: a "Tide Search" card (location search, date picker and the
 * "Find Tides" button), then the day's tides, the moon and, when the result carries the
 * day's curve, the tide chart for the chosen place and day.
 */
export const TideFinder = /* @__PURE__ */ React.forwardRef<HTMLDivElement, TideFinderProps>(
  function TideFinder(props, forwardedRef) {
    const { locale, labels, formatters, theme, overrides, rest } = useWidgetProps(props);
    const { labels: labelOverrides, formatters: formatterOverrides } = overrides;
    const {
      client,
      location: locationProp,
      defaultLocation = null,
      onLocationSelect,
      date: dateProp,
      defaultDate,
      onDateChange,
      units = 'ft',
      hourCycle,
      now: nowProp,
      lookUpOnMount = false,
      onResults,
      onError,
      onNotice,
      headingLevel = 2,
      className,
      ...rootProps
    } = rest;
    const [mountedAt] = React.useState(() => new Date());

    const [location, setLocation] = useControllableState<TideLocation | null>({
      prop: locationProp,
      defaultProp: defaultLocation,
      onChange: onLocationSelect,
    });
    const hydrated = useHydrated();
    const [chosenDate, setDate] = useControllableState<string | null>({
      prop: dateProp,
      defaultProp: defaultDate ?? null,
      onChange: (next) => {
        if (next !== null) onDateChange?.(next);
      },
    });
    // Today is the visitor's, so it is never written into server-rendered HTML.
    const date = chosenDate ?? (hydrated ? toCalendarDate(nowProp ?? mountedAt) : null);
    const [state, setState] = React.useState<TideFinderState>('idle');
    const [shown, setShown] = React.useState<Shown | null>(null);
    const [notice, setNotice] = React.useState<TideNotice | null>(null);
    // A second press before React re-renders must not start a second lookup.
    const lookingUp = React.useRef(false);

    const resultsRef = React.useRef<HTMLElement>(null);
    // Set when a lookup the visitor started succeeds, so the effect below moves them to it.
    const revealResults = React.useRef(false);
    React.useEffect(() => {
      if (!shown || !revealResults.current) return;
      revealResults.current = false;
      // Focus and view follow the answer: without this, focus falls to <body> as the button
      // disables, and on a phone the results sit below the fold.
      const heading = resultsRef.current?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      // jsdom has no scrollIntoView; browsers all do.
      heading.scrollIntoView?.({ block: 'start' });
    }, [shown]);

    const searchTitleId = `${React.useId()}-search-title`;
    const loading = state === 'loading';

    function announce(next: TideNotice) {
      if (onNotice) onNotice(next);
      else setNotice(next);
    }

    function fail(error: TideFinderError) {
      setState('error');
      announce(error.notice);
      onError?.(error);
    }

    async function findTides() {
      if (lookingUp.current) return;
      if (!location) {
        fail({ kind: 'missing-location', notice: formatters.noticeMissingLocation() });
        return;
      }
      if (date === null) return;
      const request: TideDataRequest = { locationId: location.id, date };
      lookingUp.current = true;
      setState('loading');
      const lookup = await lookUpTides(client, request, formatters, locale);
      lookingUp.current = false;
      if (lookup.kind === 'failure') {
        fail(lookup.error);
        return;
      }
      revealResults.current = true;
      setShown({ result: lookup.result, request, receivedAt: new Date() });
      setState('ready');
      announce(lookup.notice);
      onResults?.(lookup.result, request);
    }

    // Only the value the finder mounted with counts: turning it on later looks nothing up.
    const lookUpPending = React.useRef(lookUpOnMount);
    React.useEffect(() => {
      if (!lookUpPending.current || !location || date === null) return;
      lookUpPending.current = false;
      void findTides();
      // findTides reads the location and day of this render, which is what is wanted here.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [location, date]);

    function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      void findTides();
    }

    // The button is disabled until a location is chosen, and a disabled default button
    // blocks implicit submission; Enter in the search box must still explain what is missing.
    function handleKeyDown(event: React.KeyboardEvent<HTMLFormElement>) {
      if (event.key !== 'Enter' || event.defaultPrevented || location) return;
      if (!(event.target instanceof HTMLInputElement)) return;
      event.preventDefault();
      void findTides();
    }

    const result = shown?.result;
    // The chart's "now" is when the result arrived, not when the page loaded: a clock ticking
    // inside the results' live region would have the summary re-announced every few minutes.
    const resultNow = nowProp ?? shown?.receivedAt;

    return (
      <div
        className={classNames('tides-root', 'tides-tide-finder', className)}
        data-state={state}
        data-theme={theme}
        {...rootProps}
        ref={forwardedRef}
      >
        <section
          className="tides-card tides-tide-finder__search"
          data-slot="search"
          part="search"
          aria-labelledby={searchTitleId}
        >
          <Heading
            level={headingLevel}
            id={searchTitleId}
            className="tides-card__title"
            data-slot="title"
          >
            {labels.tideSearchTitle}
          </Heading>
          {/* The form's keydown only catches Enter bubbling from its own text box (see above). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <form
            className="tides-tide-finder__form"
            data-slot="form"
            onSubmit={handleSubmit}
            onKeyDown={handleKeyDown}
            noValidate
          >
            <LocationSearch
              className="tides-tide-finder__location"
              client={client}
              value={location}
              onValueChange={setLocation}
              units={units}
              labels={labelOverrides}
              formatters={formatterOverrides}
            />
            <DatePicker
              className="tides-tide-finder__date"
              value={date ?? undefined}
              onValueChange={setDate}
              now={nowProp}
              locale={locale}
              labels={labelOverrides}
              formatters={formatterOverrides}
            />
            <button
              type="submit"
              className="tides-button"
              data-slot="submit"
              part="find-button"
              data-state={loading ? 'loading' : 'idle'}
              disabled={!location || loading}
            >
              {loading ? (
                <span className="tides-spinner" data-slot="spinner" aria-hidden="true" />
              ) : null}
              {loading ? labels.gettingTides : labels.findTides}
            </button>
          </form>
        </section>

        {onNotice ? null : (
          <div
            className="tides-tide-finder__notices"
            data-slot="notices"
            role="status"
            aria-live="polite"
            aria-label={labels.notifications}
          >
            {notice ? (
              <div
                className="tides-notice"
                data-slot="notice"
                data-variant={notice.variant}
                part="notice"
              >
                <div className="tides-notice__text">
                  <p className="tides-notice__title" data-slot="notice-title">
                    {notice.title}
                  </p>
                  <p className="tides-notice__description" data-slot="notice-description">
                    {notice.description}
                  </p>
                </div>
                <button
                  type="button"
                  className="tides-notice__dismiss"
                  data-slot="notice-dismiss"
                  aria-label={labels.dismissNotice}
                  onClick={() => setNotice(null)}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </div>
            ) : null}
          </div>
        )}

        <section
          ref={resultsRef}
          className="tides-tide-finder__results"
          data-slot="results"
          part="results"
          data-state={result ? 'shown' : 'empty'}
          aria-label={labels.tideResults}
          aria-live="polite"
          aria-busy={loading}
        >
          {result ? (
            <>
              <TideCard
                part="tide-card"
                result={result}
                units={units}
                hourCycle={hourCycle}
                locale={locale}
                headingLevel={headingLevel}
                labels={labelOverrides}
                formatters={formatterOverrides}
              />
              <MoonCard
                part="moon-card"
                phase={result.moonPhase}
                illumination={result.moonIllumination}
                illuminationFraction={result.moon?.illumination}
                phaseAngle={result.moon?.phaseAngle}
                headingLevel={headingLevel}
                labels={labelOverrides}
              />
              {result.timeline?.length ? (
                <TideChart
                  data-slot="chart"
                  part="tide-chart"
                  result={result}
                  units={units}
                  hourCycle={hourCycle}
                  now={resultNow}
                  locale={locale}
                  headingLevel={headingLevel}
                  labels={labelOverrides}
                  formatters={formatterOverrides}
                />
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    );
  },
);
