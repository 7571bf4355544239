'use client';
import * as React from 'react';
import type { TideClient } from '../client.ts';
import { DEFAULT_LOCALE } from '../constants.ts';
import { classNames } from '../internal/class-names.ts';
import { useOverrides } from '../internal/use-text.ts';
import { CardHeader, Heading, type HeadingLevel } from '../internal/heading.tsx';
import type { TidesWidgetProps } from '../widget-props.ts';
import { isKnownZone, useZoneRules, wallClockInstant } from '../internal/zone-clock.ts';
import type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
} from './account-data.ts';
import { formatWaterLevel } from '../formatters.ts';
import type { HeightUnits } from '../types.ts';
import {
  catchUnits,
  catchLengthIn,
  lengthToCm,
  catchWeightIn,
  weightToKg,
  type CatchUnits,
} from './catch-units.ts';
import { lookUpConditions } from './conditions.ts';
import { defaultFishingLogLabels, type CatchProblem, type FishingLogLabels } from './labels.ts';

/** A station the log can be kept for, with the name to show. */
export interface FishingLogStation {
  id: string;
  name: string;
}

/**
 * What the log shows, its root's `data-state`: `'signed-out'` (nobody signed in), `'loading'`,
 * `'error'` (the log could not be loaded) or `'ready'`.
 */
export type FishingLogState = 'signed-out' | 'loading' | 'error' | 'ready';

export interface FishingLogProps
  extends
    Omit<React.ComponentPropsWithoutRef<'section'>, 'onError'>,
    Pick<TidesWidgetProps, 'theme' | 'locale' | 'hourCycle'> {
  /** Overrides for the log's text. @defaultValue `defaultFishingLogLabels` */
  labels?: Partial<FishingLogLabels>;
  /** The signed-in visitor's account data; `null` when nobody is signed in. */
  client: AccountDataClient | null;
  /** Where the conditions of each session's time come from. */
  tides: TideClient;
  /** The stations a session may be logged at (a visitor's saved stations, say). */
  stations: FishingLogStation[];
  /** Where "Sign in" leads when nobody is signed in. @defaultValue `'/auth'` */
  signInHref?: string;
  /** Only these sessions are listed (a filter the page applies); all when unset. @defaultValue `undefined` */
  filter?: (session: FishingSession) => boolean;
  /** Called with every session whenever the log changes, for pages that chart or export it. */
  onSessionsChange?: (sessions: FishingSession[]) => void;
  /** Level of the log's heading; each session's is one below. @defaultValue `2` */
  headingLevel?: HeadingLevel;
  /**
   * Units the log reads and asks in: `'ft'` gives the tide in feet and catches in inches and
   * pounds, `'m'` metres, centimetres and kilograms. Catches are kept in centimetres and
   * kilograms either way. @defaultValue `'ft'`
   */
  units?: HeightUnits;
}

type Load =
  | { state: 'loading' }
  | { state: 'ready'; sessions: FishingSession[] }
  | { state: 'error'; message: string };

interface CatchRow {
  species: string;
  count: string;
  /** The length as typed, in the shown units. */
  length: string;
  /** The weight as typed, in the shown units. */
  weight: string;
  released: boolean;
  /** The stored length and its text when the form opened: kept as is unless the text changes, so an edit never rounds a fish. */
  kept?: { lengthCm?: number; length: string; weightKg?: number; weight: string };
}

interface Draft {
  stationId: string;
  date: string;
  start: string;
  end: string;
  notes: string;
  catches: CatchRow[];
}

const EMPTY_CATCH: CatchRow = {
  species: '',
  count: '1',
  length: '',
  weight: '',
  released: true,
};

/** An instant on the station's clock, by the product's zone rules (written in UTC once shifted). */
function stationClock(iso: string, timeZone: string): Date {
  const instant = Date.parse(iso);
  return new Date(isKnownZone(timeZone) ? wallClockInstant(timeZone, instant) : instant);
}

function zoned(iso: string, timeZone: string, locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    stationClock(iso, timeZone),
  );
}

/** `'2026-11-24'` and `'06:30'` of an instant, on the station's clock. */
function localParts(iso: string, timeZone: string): { date: string; time: string } {
  const local = stationClock(iso, timeZone).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** How the log writes heights, sizes and its text. */
interface Writing {
  units: HeightUnits;
  locale: string;
  labels: FishingLogLabels;
}

const DEFAULT_WRITING: Writing = {
  units: 'ft',
  locale: DEFAULT_LOCALE,
  labels: defaultFishingLogLabels,
};

/** "Rising, 3.2 ft above MLLW, 1 h 20 min after low tide", or in metres "Rising, 0.98 m above MLLW". */
export function describeTide(
  conditions: FishingConditions,
  writing: Partial<Writing> = {},
): string {
  const { units, locale, labels } = { ...DEFAULT_WRITING, ...writing };
  const { tide } = conditions;
  // Rounded first (by the formatter), so a level a hair below the datum reads 0.0 ft above,
  // never "-0.0 ft above".
  const signed = formatWaterLevel(tide.heightM, { locale, units });
  const below = /^[-−]/u.test(signed);
  return labels.sessionTide({
    stage: tide.stage,
    level: below ? signed.replace(/^[-−]/u, '') : signed,
    below,
    datum: tide.datum,
    since: tide.since
      ? { type: tide.since.type, after: labels.duration(tide.since.minutes) }
      : null,
  });
}

/** "2 × Striped bass (28 in), released", or in centimetres "(71 cm)". */
export function describeCatch(fish: FishCatch, writing: Partial<Writing> = {}): string {
  const { units, locale, labels } = { ...DEFAULT_WRITING, ...writing };
  const shown = catchUnits(units);
  // As an angler reads a catch: a length to the millimetre (a catch typed in inches is not
  // "71.12 cm"), a weight to ten grams; inches and pounds to the hundredth, as typed. The form
  // and the CSV keep the stored precision.
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const metric = units === 'm';
  const sizes = [
    fish.lengthCm === undefined
      ? null
      : `${number(catchLengthIn(fish.lengthCm, units), metric ? 1 : 2)} ${shown.length}`,
    fish.weightKg === undefined
      ? null
      : `${number(catchWeightIn(fish.weightKg, units), 2)} ${shown.weight}`,
  ].filter((size) => size !== null);
  return labels.catchSummary({
    count: fish.count,
    species: fish.species,
    sizes,
    released: fish.released,
  });
}

/** The sun and moon of a session's start, and its solunar period, in the log's words. */
function describeSky(
  conditions: FishingConditions,
  labels: FishingLogLabels,
  clock: (iso: string) => string,
): string {
  const { moon, sun, solunar } = conditions;
  const times = [
    ['sunrise', sun.sunrise],
    ['sunset', sun.sunset],
    ['moonrise', moon.moonrise],
    ['moonset', moon.moonset],
  ] as const;
  return [
    labels.sessionMoon(moon.phase, Math.round(moon.illumination * 100)),
    ...times.flatMap(([event, iso]) => (iso ? [labels.sessionSkyTime(event, clock(iso))] : [])),
    ...(solunar === undefined ? [] : [labels.sessionSolunar(solunar)]),
  ].join(' · ');
}

function toDraft(
  session: FishingSession | null,
  stations: FishingLogStation[],
  units: HeightUnits,
): Draft {
  if (!session) {
    return {
      stationId: stations[0]?.id ?? '',
      date: '',
      start: '',
      end: '',
      notes: '',
      catches: [],
    };
  }
  const zone = session.conditions?.timeZone ?? 'UTC';
  const start = localParts(session.startedAt, zone);
  return {
    stationId: session.stationId,
    date: start.date,
    start: start.time,
    end: session.endedAt ? localParts(session.endedAt, zone).time : '',
    notes: session.notes,
    catches: session.catches.map((fish) => {
      const length = fish.lengthCm === undefined ? '' : String(catchLengthIn(fish.lengthCm, units));
      const weight = fish.weightKg === undefined ? '' : String(catchWeightIn(fish.weightKg, units));
      return {
        species: fish.species,
        count: String(fish.count),
        length,
        weight,
        released: fish.released,
        kept: { lengthCm: fish.lengthCm, length, weightKg: fish.weightKg, weight },
      };
    }),
  };
}

/** A size as typed, in the shown units; `null` when it is out of `range` or not a number. */
function readSize(text: string, [least, most]: readonly [number, number]): number | null {
  const value = Number(text);
  return value >= least && value <= most ? value : null;
}

/** The most fish of one kind a catch may count. */
const MAX_CATCH_COUNT = 1000;

/** The catches as typed, or what is wrong with them. */
function readCatches(
  rows: CatchRow[],
  units: HeightUnits,
  labels: FishingLogLabels,
): FishCatch[] | string {
  const shown: CatchUnits = catchUnits(units);
  const catches: FishCatch[] = [];
  for (const [index, row] of rows.entries()) {
    const problem = (found: CatchProblem) => labels.catchProblem(index + 1, found);
    const species = row.species.trim();
    if (!species) return problem({ field: 'species' });
    const count = Number(row.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_CATCH_COUNT) {
      return problem({ field: 'count', least: 1, most: MAX_CATCH_COUNT });
    }
    let lengthCm: number | undefined;
    if (row.kept && row.length === row.kept.length) lengthCm = row.kept.lengthCm;
    else if (row.length.trim() !== '') {
      const length = readSize(row.length, shown.lengthRange);
      if (length === null) {
        const [least, most] = shown.lengthRange;
        return problem({ field: 'length', least, most, unit: shown.length });
      }
      lengthCm = lengthToCm(length, units);
    }
    let weightKg: number | undefined;
    if (row.kept && row.weight === row.kept.weight) weightKg = row.kept.weightKg;
    else if (row.weight.trim() !== '') {
      const weight = readSize(row.weight, shown.weightRange);
      if (weight === null) {
        const [least, most] = shown.weightRange;
        return problem({ field: 'weight', least, most, unit: shown.weight });
      }
      weightKg = weightToKg(weight, units);
    }
    catches.push({
      species: species.slice(0, 80),
      count,
      released: row.released,
      ...(lengthCm === undefined ? {} : { lengthCm }),
      ...(weightKg === undefined ? {} : { weightKg }),
    });
  }
  return catches;
}

function SessionForm({
  initial,
  stations,
  tides,
  units,
  labels,
  onSave,
  onCancel,
}: {
  initial: Draft;
  stations: FishingLogStation[];
  tides: TideClient;
  units: HeightUnits;
  labels: FishingLogLabels;
  onSave: (draft: FishingSessionDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = React.useState(initial);
  const shownUnits = catchUnits(units);
  const [error, setError] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const id = React.useId();
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const updateCatch = (index: number, change: Partial<CatchRow>) =>
    update({
      catches: draft.catches.map((row, i) => (i === index ? { ...row, ...change } : row)),
    });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft.stationId) return setError(labels.chooseStation);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) return setError(labels.enterDate);
    if (!/^\d{2}:\d{2}$/.test(draft.start)) return setError(labels.enterStart);
    if (draft.end && draft.end < draft.start) return setError(labels.endBeforeStart);
    const catches = readCatches(draft.catches, units, labels);
    if (typeof catches === 'string') return setError(catches);
    setError(null);
    setSaving(true);
    try {
      const start = await lookUpConditions(tides, draft.stationId, draft.date, draft.start);
      if (!start.ok) return setError(labels.conditionsProblem(start.problem));
      let endedAt: string | null = null;
      if (draft.end) {
        const end = await lookUpConditions(tides, draft.stationId, draft.date, draft.end);
        if (!end.ok) return setError(labels.conditionsProblem(end.problem));
        endedAt = end.startedAt;
      }
      await onSave({
        stationId: draft.stationId,
        startedAt: start.startedAt,
        endedAt,
        notes: draft.notes.trim(),
        catches,
        conditions: start.conditions,
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : labels.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="tides-fishing-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="tides-field">
        <label htmlFor={`${id}-station`}>{labels.station}</label>
        <select
          id={`${id}-station`}
          value={draft.stationId}
          onChange={(event) => update({ stationId: event.target.value })}
        >
          {stations.map((station) => (
            <option key={station.id} value={station.id}>
              {station.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tides-fishing-times">
        <div className="tides-field">
          <label htmlFor={`${id}-date`}>{labels.date}</label>
          <input
            id={`${id}-date`}
            type="date"
            value={draft.date}
            onChange={(event) => update({ date: event.target.value })}
          />
        </div>
        <div className="tides-field">
          <label htmlFor={`${id}-start`}>{labels.started}</label>
          <input
            id={`${id}-start`}
            type="time"
            value={draft.start}
            onChange={(event) => update({ start: event.target.value })}
          />
        </div>
        <div className="tides-field">
          <label htmlFor={`${id}-end`}>{labels.ended}</label>
          <input
            id={`${id}-end`}
            type="time"
            value={draft.end}
            onChange={(event) => update({ end: event.target.value })}
          />
        </div>
      </div>
      <fieldset className="tides-fishing-catches">
        <legend>{labels.catches}</legend>
        {draft.catches.length === 0 ? <p>{labels.noCatches}</p> : null}
        {draft.catches.map((row, index) => (
          <div
            className="tides-fishing-catch"
            key={index}
            role="group"
            aria-label={labels.catchNumber(index + 1)}
          >
            <label>
              {labels.species}
              <input
                value={row.species}
                maxLength={80}
                onChange={(event) => updateCatch(index, { species: event.target.value })}
              />
            </label>
            <label>
              {labels.count}
              <input
                type="number"
                min={1}
                max={MAX_CATCH_COUNT}
                value={row.count}
                onChange={(event) => updateCatch(index, { count: event.target.value })}
              />
            </label>
            <label>
              {labels.length(shownUnits.length)}
              <input
                type="number"
                min={0}
                step="any"
                value={row.length}
                onChange={(event) => updateCatch(index, { length: event.target.value })}
              />
            </label>
            <label>
              {labels.weight(shownUnits.weight)}
              <input
                type="number"
                min={0}
                step="any"
                value={row.weight}
                onChange={(event) => updateCatch(index, { weight: event.target.value })}
              />
            </label>
            <label className="tides-fishing-released">
              <input
                type="checkbox"
                checked={row.released}
                onChange={(event) => updateCatch(index, { released: event.target.checked })}
              />
              {labels.released}
            </label>
            <button
              type="button"
              className="tides-button tides-button-quiet"
              onClick={() => update({ catches: draft.catches.filter((_, i) => i !== index) })}
            >
              {labels.removeCatch(index + 1)}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="tides-button tides-button-outline"
          onClick={() => update({ catches: [...draft.catches, EMPTY_CATCH] })}
        >
          {labels.addCatch}
        </button>
      </fieldset>
      <div className="tides-field">
        <label htmlFor={`${id}-notes`}>{labels.notes}</label>
        <textarea
          id={`${id}-notes`}
          maxLength={4000}
          rows={3}
          value={draft.notes}
          onChange={(event) => update({ notes: event.target.value })}
        />
      </div>
      {error ? (
        <p className="tides-fishing-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="tides-fishing-actions">
        <button type="submit" className="tides-button" disabled={saving}>
          {saving ? labels.saving : labels.saveSession}
        </button>
        <button type="button" className="tides-button tides-button-outline" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * A signed-in angler's fishing log: sessions newest first, each with its catches and the tide,
 * moon and sun of its start (computed from the station's tide data when saved); add, edit and
 * delete (after asking).
 */
export const FishingLog = /* @__PURE__ */ React.forwardRef<HTMLElement, FishingLogProps>(
  function FishingLog(props, forwardedRef) {
    // Its times are on each station's clock: render again once the zone rules are in.
    useZoneRules();
    const {
      client,
      tides,
      stations,
      signInHref = '/auth',
      filter,
      onSessionsChange,
      headingLevel = 2,
      labels: labelOverrides,
      locale = DEFAULT_LOCALE,
      units = 'ft',
      hourCycle,
      theme,
      className,
      ...rootProps
    } = props;
    const labels = useOverrides(defaultFishingLogLabels, labelOverrides);
    const [load, setLoad] = React.useState<Load>({ state: 'loading' });
    const [editing, setEditing] = React.useState<FishingSession | 'new' | null>(null);
    const [confirming, setConfirming] = React.useState<string | null>(null);
    const [actionError, setActionError] = React.useState<string | null>(null);
    const titleId = `${React.useId()}-title`;
    const names = new Map(stations.map((station) => [station.id, station.name]));
    const onChange = React.useRef(onSessionsChange);
    onChange.current = onSessionsChange;
    const state: FishingLogState = client ? load.state : 'signed-out';

    const reload = React.useCallback(() => {
      if (!client) return;
      setLoad({ state: 'loading' });
      client.listSessions().then(
        (sessions) => setLoad({ state: 'ready', sessions }),
        (error: unknown) =>
          setLoad({
            state: 'error',
            message: error instanceof Error ? error.message : labels.loadFailed,
          }),
      );
    }, [client, labels.loadFailed]);

    React.useEffect(reload, [reload]);
    React.useEffect(() => {
      if (load.state === 'ready') onChange.current?.(load.sessions);
    }, [load]);

    function replaced(session: FishingSession, previous: FishingSession[]) {
      const others = previous.filter((kept) => kept.id !== session.id);
      return [...others, session].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    }

    async function save(draft: FishingSessionDraft) {
      if (!client) return;
      const saved = await client.saveSession(draft, editing === 'new' ? undefined : editing?.id);
      setLoad((current) =>
        current.state === 'ready'
          ? { state: 'ready', sessions: replaced(saved, current.sessions) }
          : current,
      );
      setEditing(null);
    }

    async function remove(id: string) {
      if (!client) return;
      setActionError(null);
      try {
        await client.deleteSession(id);
        setConfirming(null);
        setLoad((current) =>
          current.state === 'ready'
            ? { state: 'ready', sessions: current.sessions.filter((kept) => kept.id !== id) }
            : current,
        );
      } catch (error) {
        setActionError(error instanceof Error ? error.message : labels.deleteFailed);
      }
    }

    function session(logged: FishingSession) {
      const zone = logged.conditions?.timeZone ?? 'UTC';
      const clock = (iso: string) => zoned(iso, zone, locale, { timeStyle: 'short', hourCycle });
      const when = zoned(logged.startedAt, zone, locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle,
      });
      const station = names.get(logged.stationId) ?? logged.stationId;
      return (
        <li
          key={logged.id}
          className="tides-fishing-session"
          data-slot="session"
          data-session-id={logged.id}
        >
          <Heading level={(headingLevel + 1) as HeadingLevel | 7}>
            {station} · <time dateTime={logged.startedAt}>{when}</time>
          </Heading>
          {logged.conditions ? (
            <p className="tides-fishing-conditions" data-slot="conditions">
              {describeTide(logged.conditions, { units, locale, labels })} ·{' '}
              {describeSky(logged.conditions, labels, clock)}
            </p>
          ) : null}
          {logged.catches.length > 0 ? (
            <ul>
              {logged.catches.map((fish, index) => (
                <li key={index}>{describeCatch(fish, { units, locale, labels })}</li>
              ))}
            </ul>
          ) : (
            <p>{labels.noCatch}</p>
          )}
          {logged.notes ? <p className="tides-fishing-notes">{logged.notes}</p> : null}
          {confirming === logged.id ? (
            <div
              className="tides-fishing-actions"
              role="group"
              aria-label={labels.confirmDeleteGroup}
            >
              <span>{labels.confirmDelete}</span>
              <button type="button" className="tides-button" onClick={() => void remove(logged.id)}>
                {labels.deleteSession}
              </button>
              <button
                type="button"
                className="tides-button tides-button-outline"
                onClick={() => setConfirming(null)}
              >
                {labels.keepSession}
              </button>
            </div>
          ) : (
            <div className="tides-fishing-actions">
              <button
                type="button"
                className="tides-button tides-button-outline"
                onClick={() => setEditing(logged)}
              >
                {labels.edit}
              </button>
              <button
                type="button"
                className="tides-button tides-button-quiet"
                onClick={() => setConfirming(logged.id)}
              >
                {labels.delete}
              </button>
            </div>
          )}
        </li>
      );
    }

    let body: React.ReactNode;
    if (!client) {
      body = (
        <p>
          <a href={signInHref}>{labels.signIn}</a> {labels.signedOut}
        </p>
      );
    } else if (load.state === 'loading') {
      body = <p role="status">{labels.loading}</p>;
    } else if (load.state === 'error') {
      body = (
        <div role="alert">
          <p>{labels.loadError(load.message)}</p>
          <button type="button" className="tides-button tides-button-outline" onClick={reload}>
            {labels.tryAgain}
          </button>
        </div>
      );
    } else {
      const shown = filter ? load.sessions.filter(filter) : load.sessions;
      body = (
        <>
          {editing === null ? (
            <button
              type="button"
              className="tides-button"
              disabled={stations.length === 0}
              onClick={() => setEditing('new')}
            >
              {labels.logSession}
            </button>
          ) : (
            <SessionForm
              initial={toDraft(editing === 'new' ? null : editing, stations, units)}
              stations={
                editing !== 'new' && !names.has(editing.stationId)
                  ? [...stations, { id: editing.stationId, name: editing.stationId }]
                  : stations
              }
              tides={tides}
              units={units}
              labels={labels}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
          {stations.length === 0 ? <p>{labels.noStations}</p> : null}
          {actionError ? (
            <p className="tides-fishing-error" role="alert">
              {actionError}
            </p>
          ) : null}
          {shown.length === 0 ? (
            <p>{load.sessions.length === 0 ? labels.noSessions : labels.noMatches}</p>
          ) : (
            <ol className="tides-fishing-sessions">{shown.map(session)}</ol>
          )}
        </>
      );
    }

    return (
      <section
        className={classNames('tides-root', 'tides-card', 'tides-fishing-log', className)}
        data-state={state}
        data-theme={theme}
        aria-labelledby={titleId}
        {...rootProps}
        ref={forwardedRef}
      >
        <CardHeader level={headingLevel} titleId={titleId} title={labels.title} />
        {body}
      </section>
    );
  },
);
