'use client';
import * as React from 'react';
import type { TideWindowsClient } from '../client.ts';
import type { SpeedUnits } from '../current-types.ts';
import type { TideFormatters } from '../formatters.ts';
import { classNames } from '../internal/class-names.ts';
import { CardHeader, type HeadingLevel } from '../internal/heading.tsx';
import { useWidgetProps } from '../internal/use-text.ts';
import { useZoneRules } from '../internal/zone-clock.ts';
import type { TideLabels } from '../labels.ts';
import type { HeightUnits, HourCycle } from '../types.ts';
import type { TidesWidgetProps } from '../widget-props.ts';
import {
  isRuleEmpty,
  ruleToSearch,
  TIDE_WINDOWS_WEEKDAYS,
  webcalUrl,
  type SlackWindowResult,
  type SlackWindowsResult,
  type TideWindowResult,
  type TideWindowsResult,
  type TideWindowsRule,
  type TideWindowsWeekday,
  type WindowsSearchResult,
} from './window-query.ts';

/**
 * The speeds a slack search offers, in each unit: about 0.2, 0.5 and 1 knot, the slowest for a
 * diver, the middle for a paddler, the fastest for a powered boat. The middle one is the default.
 */
const SLACK_SPEED_CHOICES: Record<SpeedUnits, readonly [number, number, number]> = {
  kn: [0.2, 0.5, 1],
  'm/s': [0.1, 0.25, 0.5],
  'km/h': [0.5, 1, 2],
};

function isSpeedUnits(units: HeightUnits | SpeedUnits): units is SpeedUnits {
  return units in SLACK_SPEED_CHOICES;
}

/** What the search shows: nothing asked yet, on its way, the windows, none, or a failure. */
export type TideWindowsState = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

export interface TideWindowsProps
  extends
    Omit<React.ComponentPropsWithoutRef<'section'>, 'onChange'>,
    Pick<TidesWidgetProps, 'locale' | 'labels' | 'formatters' | 'theme' | 'hourCycle'> {
  /** Finds the windows and names the calendar feed; `createSupabaseWindowsClient` makes one. */
  client: TideWindowsClient;
  /** The station's id, e.g. `'noaa/8443970'`. */
  locationId: string;
  /**
   * Units of the heights asked for and shown. Speed units (`'kn'`, `'m/s'`, `'km/h'`) make it a
   * current station's slack search: the times the current runs slower than a chosen speed.
   * @defaultValue `'ft'`
   */
  units?: HeightUnits | SpeedUnits;
  /** The search, when the page holds it (in its address, say). @defaultValue `undefined` */
  rule?: TideWindowsRule;
  /** The first search when the widget holds it. @defaultValue `{}` */
  defaultRule?: TideWindowsRule;
  /** Called with each search the visitor makes. @defaultValue `undefined` */
  onRuleChange?: (rule: TideWindowsRule) => void;
  /** Where a window's day opens; no link without it. @defaultValue `undefined` */
  dayHref?: (date: string) => string;
  /** Level of the heading. @defaultValue `2` */
  headingLevel?: HeadingLevel;
}

type Lookup =
  | { status: 'loading'; key: string }
  | {
      status: 'done';
      key: string;
      result: WindowsSearchResult;
      feedUrl: string;
      downloadUrl: string;
    }
  | { status: 'error'; key: string; message: string | null };

/** The form's fields as text, so a half-typed height is kept while the visitor types. */
interface Draft {
  water: 'any' | 'below' | 'above';
  height: string;
  tide: 'any' | 'rising' | 'falling';
  near: 'any' | 'high' | 'low';
  hours: string;
  /** A slack search's speed, as its option's value. */
  slack: string;
  light: 'any' | 'day' | 'dark';
  on: TideWindowsWeekday[];
}

function toDraft(rule: TideWindowsRule, defaultSlack: number): Draft {
  const water = rule.below !== undefined ? 'below' : rule.above !== undefined ? 'above' : 'any';
  return {
    water,
    height: String(rule.below ?? rule.above ?? 0),
    tide: rule.tide ?? 'any',
    near: rule.near ?? 'any',
    hours: String(rule.hours ?? 2),
    slack: String(rule.slack ?? defaultSlack),
    light: rule.light ?? 'any',
    on: rule.on ?? [],
  };
}

function toRule(draft: Draft, slackSearch: boolean): TideWindowsRule {
  const height = Number(draft.height);
  const hours = Number(draft.hours);
  if (slackSearch) {
    return {
      slack: Number(draft.slack),
      ...(draft.light !== 'any' ? { light: draft.light } : {}),
      ...(draft.on.length > 0 ? { on: draft.on } : {}),
    };
  }
  return {
    ...(draft.water === 'below' && Number.isFinite(height) ? { below: height } : {}),
    ...(draft.water === 'above' && Number.isFinite(height) ? { above: height } : {}),
    ...(draft.tide !== 'any' ? { tide: draft.tide } : {}),
    ...(draft.near !== 'any'
      ? { near: draft.near, hours: Number.isFinite(hours) && hours > 0 ? Math.min(hours, 6) : 2 }
      : {}),
    ...(draft.light !== 'any' ? { light: draft.light } : {}),
    ...(draft.on.length > 0 ? { on: draft.on } : {}),
  };
}

interface ChoiceFieldProps<Option extends string> {
  id: string;
  label: string;
  value: Option;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  onChange: (value: Option) => void;
}

/** A labelled select among fixed choices, each named by `optionLabel`. */
function ChoiceField<Option extends string>(props: ChoiceFieldProps<Option>) {
  const { id, label, value, options, optionLabel, onChange } = props;
  return (
    <div data-slot="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          onChange(options.find((option) => option === event.target.value) ?? value)
        }
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Find times when…": the water below or above a height, rising or falling, near a high or
 * low, in daylight or the dark, on chosen weekdays; the matching times of the next 60 days from
 * the station's `tide-calendar` feed, each with its lowest or highest water and the day's sun,
 * and the same search to subscribe to in a calendar app or download as a `.ics` file. At a
 * current station (speed `units`) it finds slack windows instead: the stretches around each slack
 * water when the current runs slower than a chosen speed, in daylight or on chosen days if asked.
 */
export const TideWindows = /* @__PURE__ */ React.forwardRef<HTMLElement, TideWindowsProps>(
  function TideWindows(props, forwardedRef) {
    const { locale, labels, formatters, theme, rest } = useWidgetProps(props);
    const {
      client,
      locationId,
      units = 'ft',
      rule: ruleProp,
      defaultRule,
      onRuleChange,
      dayHref,
      headingLevel = 2,
      hourCycle,
      className,
      ...rootProps
    } = rest;
    const slackUnits = isSpeedUnits(units) ? units : null;
    const heightUnits = isSpeedUnits(units) ? 'ft' : units;
    const slackSearch = slackUnits !== null;
    const speeds = slackUnits ? SLACK_SPEED_CHOICES[slackUnits] : null;
    const defaultSlack = speeds?.[1] ?? 0;
    const id = React.useId();
    const [ownRule, setOwnRule] = React.useState<TideWindowsRule>(defaultRule ?? {});
    const rule = ruleProp ?? ownRule;
    const ruleKey = ruleToSearch(rule).toString();
    const [draft, setDraft] = React.useState<Draft>(() => toDraft(rule, defaultSlack));
    const [draftFor, setDraftFor] = React.useState(ruleKey);
    if (draftFor !== ruleKey) {
      setDraftFor(ruleKey);
      setDraft(toDraft(rule, defaultSlack));
    }
    const [copied, setCopied] = React.useState(false);
    // "Find times" with nothing chosen searches nothing; without a word the button seemed dead.
    const [choseNothing, setChoseNothing] = React.useState(false);
    const request = React.useMemo(
      () => ({ locationId, rule, units }),
      // The rule's query string stands for the rule: a new object with the same search is the same request.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [locationId, ruleKey, units],
    );
    const key = `${locationId}|${units}|${ruleKey}`;
    const empty = isRuleEmpty(rule);
    const [lookup, setLookup] = React.useState<Lookup | null>(null);

    React.useEffect(() => {
      if (empty) return undefined;
      const controller = new AbortController();
      setLookup({ status: 'loading', key });
      client.findWindows(request, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setLookup(
            answer.kind === 'result'
              ? {
                  status: 'done',
                  key,
                  result: answer.result,
                  feedUrl: answer.calendarUrl,
                  downloadUrl: answer.downloadUrl,
                }
              : {
                  status: 'error',
                  key,
                  message: answer.kind === 'refused' ? (answer.details ?? answer.message) : null,
                },
          );
        },
        () => {
          if (!controller.signal.aborted) setLookup({ status: 'error', key, message: null });
        },
      );
      return () => controller.abort();
    }, [client, request, key, empty]);

    const current = lookup && lookup.key === key ? lookup : null;
    let state: TideWindowsState = 'idle';
    if (!empty) {
      if (!current || current.status === 'loading') state = 'loading';
      else if (current.status === 'error') state = 'error';
      else state = current.result.windows.length > 0 ? 'ready' : 'empty';
    }
    const result = current?.status === 'done' ? current.result : null;
    // Times are read on the station's clock, by the zone rules the tide service uses: its zone's
    // only, asked for with the answer that names it.
    useZoneRules(result?.timeZone ?? []);

    const search = (event: React.FormEvent) => {
      event.preventDefault();
      const next = toRule(draft, slackSearch);
      setChoseNothing(isRuleEmpty(next));
      if (ruleProp === undefined) setOwnRule(next);
      onRuleChange?.(next);
    };
    const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
      setChoseNothing(false);
      setDraft((previous) => ({ ...previous, [key]: value }));
    };
    const field = (name: string) => `${id}-${name}`;

    return (
      <section
        className={classNames('tides-root', 'tides-card', 'tides-tide-windows', className)}
        data-state={state}
        data-theme={theme}
        aria-labelledby={`${id}-title`}
        {...rootProps}
        ref={forwardedRef}
      >
        <CardHeader level={headingLevel} titleId={`${id}-title`} title={labels.tideWindowsTitle} />
        <form className="tides-tide-windows__form" data-slot="form" onSubmit={search}>
          {slackUnits && speeds ? (
            <div data-slot="field">
              <label htmlFor={field('slack')}>{labels.tideWindowsSlack}</label>
              <select
                id={field('slack')}
                value={draft.slack}
                onChange={(event) => set('slack', event.target.value)}
              >
                {[...new Set([...speeds, Number(draft.slack)])]
                  .filter((speed) => Number.isFinite(speed) && speed > 0)
                  .sort((a, b) => a - b)
                  .map((speed) => (
                    <option key={speed} value={String(speed)}>
                      {labels.tideWindowsSlackOption(speed, slackUnits)}
                    </option>
                  ))}
              </select>
            </div>
          ) : null}
          {slackSearch ? null : (
            <>
              <ChoiceField
                id={field('water')}
                label={labels.tideWindowsWater}
                value={draft.water}
                options={['any', 'below', 'above']}
                optionLabel={labels.tideWindowsWaterOption}
                onChange={(value) => set('water', value)}
              />
              {draft.water !== 'any' ? (
                <div data-slot="field">
                  <label htmlFor={field('height')}>{labels.tideWindowsHeight(heightUnits)}</label>
                  <input
                    id={field('height')}
                    type="number"
                    step="0.1"
                    inputMode="decimal"
                    value={draft.height}
                    onChange={(event) => set('height', event.target.value)}
                  />
                </div>
              ) : null}
              <ChoiceField
                id={field('tide')}
                label={labels.tideWindowsTide}
                value={draft.tide}
                options={['any', 'rising', 'falling']}
                optionLabel={labels.tideWindowsTideOption}
                onChange={(value) => set('tide', value)}
              />
              <ChoiceField
                id={field('near')}
                label={labels.tideWindowsNear}
                value={draft.near}
                options={['any', 'high', 'low']}
                optionLabel={labels.tideWindowsNearOption}
                onChange={(value) => set('near', value)}
              />
              {draft.near !== 'any' ? (
                <div data-slot="field">
                  <label htmlFor={field('hours')}>{labels.tideWindowsHours}</label>
                  <input
                    id={field('hours')}
                    type="number"
                    min="0.5"
                    max="6"
                    step="0.5"
                    value={draft.hours}
                    onChange={(event) => set('hours', event.target.value)}
                  />
                </div>
              ) : null}
            </>
          )}
          <ChoiceField
            id={field('light')}
            label={labels.tideWindowsLight}
            value={draft.light}
            options={['any', 'day', 'dark']}
            optionLabel={labels.tideWindowsLightOption}
            onChange={(value) => set('light', value)}
          />
          <fieldset data-slot="weekdays">
            <legend>{labels.tideWindowsDays}</legend>
            {TIDE_WINDOWS_WEEKDAYS.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={draft.on.includes(day)}
                  onChange={(event) =>
                    set(
                      'on',
                      TIDE_WINDOWS_WEEKDAYS.filter((each) =>
                        each === day ? event.target.checked : draft.on.includes(each),
                      ),
                    )
                  }
                />
                {formatters.formatWeekday(TIDE_WINDOWS_WEEKDAYS.indexOf(day), { locale })}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="tides-button" data-slot="find">
            {labels.tideWindowsFind}
          </button>
        </form>
        <div data-slot="status" role="status" aria-live="polite">
          {state === 'idle'
            ? choseNothing
              ? labels.tideWindowsChooseFirst
              : labels.tideWindowsIdle
            : null}
          {state === 'loading' ? labels.tideWindowsLoading : null}
          {state === 'error' ? labels.tideWindowsError : null}
          {current?.status === 'error' && current.message ? ` ${current.message}` : null}
          {state === 'empty' && result
            ? labels.tideWindowsNone(result.days, result.kind === 'slack' ? 'slack' : 'tide')
            : null}
          {state === 'ready' && result
            ? `${result.description}: ${labels.tideWindowsCount(result.windows.length, result.days)}`
            : null}
        </div>
        {state === 'ready' && result ? (
          <ol className="tides-tide-windows__list" data-slot="windows">
            {result.kind === 'slack'
              ? result.windows.map((window) => (
                  <WindowItem
                    key={window.id}
                    window={window}
                    result={result}
                    locale={locale}
                    hourCycle={hourCycle}
                    labels={labels}
                    formatters={formatters}
                    dayHref={dayHref}
                  />
                ))
              : result.windows.map((window) => (
                  <WindowItem
                    key={window.id}
                    window={window}
                    result={result}
                    locale={locale}
                    hourCycle={hourCycle}
                    labels={labels}
                    formatters={formatters}
                    dayHref={dayHref}
                  />
                ))}
          </ol>
        ) : null}
        {state === 'ready' && result && result.kind !== 'slack'
          ? (['king', 'minus'] as const)
              .filter((mark) => result.windows.some((window) => window.marks?.includes(mark)))
              .map((mark) => (
                <p key={mark} className="tides-tide-windows__legend" data-slot="mark-legend">
                  {labels.tideWindowsMarkExplained(mark, result.units, result.datum)}
                </p>
              ))
          : null}
        {current?.status === 'done' ? (
          <div className="tides-tide-windows__subscribe" data-slot="subscribe">
            <a href={webcalUrl(current.feedUrl)} data-slot="subscribe-link">
              {labels.tideWindowsSubscribe}
            </a>
            <a href={current.downloadUrl} download data-slot="download-link">
              {labels.tideWindowsDownload}
            </a>
            <label htmlFor={field('feed')}>{labels.tideWindowsFeedUrl}</label>
            <input
              id={field('feed')}
              type="url"
              readOnly
              value={current.feedUrl}
              data-slot="feed-url"
            />
            <button
              type="button"
              className="tides-button tides-button-outline"
              data-slot="copy"
              onClick={() => {
                void navigator.clipboard?.writeText(current.feedUrl).then(() => setCopied(true));
              }}
            >
              {labels.tideWindowsCopy(copied)}
            </button>
          </div>
        ) : null}
      </section>
    );
  },
);

/** One window: a tide station's with its lowest or highest water, or a slack window with its slack. */
type WindowOf =
  | { window: TideWindowResult; result: TideWindowsResult }
  | { window: SlackWindowResult; result: SlackWindowsResult };

function WindowItem({
  window,
  result,
  locale,
  hourCycle,
  labels,
  formatters,
  dayHref,
}: WindowOf & {
  locale: string;
  hourCycle: HourCycle | undefined;
  labels: TideLabels;
  formatters: TideFormatters;
  dayHref: ((date: string) => string) | undefined;
}) {
  const time = (iso: string) =>
    formatters.formatChartTime(Date.parse(iso), { locale, timeZone: result.timeZone, hourCycle });
  const day = formatters.formatShortDate(window.date, { locale });
  const sun = labels.tideWindowsSun(
    window.sunrise ? time(window.sunrise) : null,
    window.sunset ? time(window.sunset) : null,
  );
  return (
    <li data-slot="window" data-date={window.date}>
      <span data-slot="window-day">{day}</span>{' '}
      <span data-slot="window-times">
        {time(window.start)}–{time(window.end)}
      </span>
      {'slack' in window && result.kind === 'slack' ? (
        <span data-slot="window-slack" data-kind={window.slack.kind}>
          {labels.tideWindowsSlackAt(
            window.slack.kind,
            labels.tideWindowsSpeed(window.slack.speedKnots, { units: result.units, locale }),
            time(window.slack.at),
          )}
        </span>
      ) : null}
      {'extreme' in window && result.kind !== 'slack' ? (
        <span data-slot="window-extreme">
          {labels.tideWindowsExtreme(
            window.extreme.kind,
            formatters.formatWaterLevel(window.extreme.heightM, { locale, units: result.units }),
            time(window.extreme.at),
          )}
        </span>
      ) : null}
      {sun ? <span data-slot="window-sun">{sun}</span> : null}
      {('marks' in window ? (window.marks ?? []) : []).map((mark) => (
        <span key={mark} data-slot="window-mark" data-mark={mark}>
          {labels.tideWindowsMark(mark)}
        </span>
      ))}
      {dayHref ? (
        <a
          href={dayHref(window.date)}
          data-slot="window-day-link"
          aria-label={`${labels.tideWindowsOpenDay}: ${day}`}
        >
          {labels.tideWindowsOpenDay}
        </a>
      ) : null}
    </li>
  );
}
