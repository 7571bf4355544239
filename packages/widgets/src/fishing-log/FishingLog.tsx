'use client';
/**
 * The fishing log's frame: signed out, loading, failed or ready, with the form open for a new
 * or an edited session and the sessions listed (filtered as the page asks). The sessions'
 * data, the form, each listed session and the log's sentences live beside it.
 */
import * as React from 'react';
import type { TideClient } from '../client.ts';
import { DEFAULT_LOCALE } from '../constants.ts';
import { classNames } from '../internal/class-names.ts';
import { useOverrides } from '../internal/use-text.ts';
import { CardHeader, type HeadingLevel } from '../internal/heading.tsx';
import type { TidesWidgetProps } from '../widget-props.ts';
import { useZoneRules } from '../internal/zone-clock.ts';
import type { HeightUnits } from '../types.ts';
import type {
  AccountDataClient,
  FishingSession,
  FishingSessionDraft,
} from './data/account-data.ts';
import { defaultFishingLogLabels, type FishingLogLabels } from './labels.ts';
import { LoggedSession } from './sessions/LoggedSession.tsx';
import { toDraft } from './session-form/session-draft.ts';
import { SessionForm } from './session-form/SessionForm.tsx';
import { useFishingSessions } from './data/use-fishing-sessions.ts';

export { describeCatch, describeTide } from './sessions/session-text.ts';

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
    const sessions = useFishingSessions(client, onSessionsChange, labels.loadFailed);
    const { load, reload } = sessions;
    const [editing, setEditing] = React.useState<FishingSession | 'new' | null>(null);
    const [confirming, setConfirming] = React.useState<string | null>(null);
    const [actionError, setActionError] = React.useState<string | null>(null);
    const titleId = `${React.useId()}-title`;
    const names = new Map(stations.map((station) => [station.id, station.name]));
    const state: FishingLogState = client ? load.state : 'signed-out';

    async function save(draft: FishingSessionDraft) {
      await sessions.save(draft, editing === 'new' ? undefined : editing?.id);
      setEditing(null);
    }

    async function remove(id: string) {
      if (!client) return;
      setActionError(null);
      try {
        await sessions.remove(id);
        setConfirming(null);
      } catch (error) {
        setActionError(error instanceof Error ? error.message : labels.deleteFailed);
      }
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
            <ol className="tides-fishing-sessions">
              {shown.map((logged) => (
                <LoggedSession
                  key={logged.id}
                  logged={logged}
                  station={names.get(logged.stationId) ?? logged.stationId}
                  headingLevel={headingLevel}
                  units={units}
                  locale={locale}
                  hourCycle={hourCycle}
                  labels={labels}
                  confirming={confirming === logged.id}
                  onEdit={() => setEditing(logged)}
                  onConfirm={() => setConfirming(logged.id)}
                  onDelete={() => void remove(logged.id)}
                  onKeep={() => setConfirming(null)}
                />
              ))}
            </ol>
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
