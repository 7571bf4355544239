import '@tides/widgets/styles.css';
import {
  FishingLog,
  TideCard,
  type FishingSession,
  type HeightUnits,
  type SavedStation,
} from '@tides/widgets';
import { catchLengthIn, catchUnits, catchWeightIn, useZoneRules } from '@tides/widgets/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DisplaySettings } from '../components/DisplaySettings';
import { useAuth } from '../lib/auth';
import { isUsStation, resolveUnits, usePreferences } from '../lib/preferences';
import { isoOnClock, todayIn, visitorZone } from '../lib/calendar';
import { useClients } from '../lib/clients';
import { downloadCsv } from '../lib/download-csv';
import { MOON_PHASE_NAMES as MOON_PHASES } from '@tides/supabase/moon-phases';
import { useTideResult } from '../lib/use-tide-result';
import { Link } from '../router/router';
import { csvHeight } from '../stations/month-table';
import { stationPageOf } from '../stations/paths';
import { AccountSettings } from './AccountSettings';
import { KeepAllOffline } from '../offline/KeepAllOffline';

/** Fewer catches than this and any pattern is mostly chance; the chart says so. */
const FEW_CATCHES = 20;

/**
 * Today's tides at one saved station, today being the station's own: asked first for the
 * visitor's today, and again for the station's when its zone, which the answer gives, is on
 * another day.
 */
function SavedStationTides({ station }: { station: SavedStation }) {
  const first = useTideResult({ locationId: station.stationId, date: todayIn(visitorZone()) });
  const zone = first.status === 'ready' ? first.result.station?.timeZone : undefined;
  const stationToday = zone ? todayIn(zone) : null;
  const askAgain =
    first.status === 'ready' && stationToday !== null && stationToday !== first.result.date;
  const again = useTideResult(
    askAgain ? { locationId: station.stationId, date: stationToday } : null,
  );
  const answer = askAgain ? again : first;
  const name = station.stationName ?? station.stationId;
  const preferences = usePreferences();
  if (answer.status === 'error') return <p>Today&apos;s tides for {name} could not be loaded.</p>;
  if (answer.status === 'loading') {
    return <p role="status">Loading today&apos;s tides for {name}…</p>;
  }
  const { result } = answer;
  const page = result.station ? stationPageOf(result.station) : null;
  return (
    <>
      <TideCard
        result={result}
        headingLevel={3}
        units={resolveUnits(preferences.units, isUsStation(result.station))}
        hourCycle={preferences.hourCycle}
      />
      {page ? (
        <p className="tide-link">
          <Link to={page}>The week ahead and a month table for {name} →</Link>
        </p>
      ) : null}
    </>
  );
}

/** What a saved station's buttons do to the list. */
type SavedStationChange = { kind: 'move'; by: -1 | 1 } | { kind: 'remove' };

/**
 * The visitor's saved stations, each with buttons to move it up or down the list or remove it.
 * The order is kept in the account (each station's position), so it is the same after a reload
 * and on another device; each change is announced, and focus stays on the station moved (or goes
 * to the next one after a removal) so a keyboard user keeps their place.
 */
function SavedStationList({
  saved,
  onSavedChange,
}: {
  saved: SavedStation[];
  onSavedChange: (saved: SavedStation[]) => void;
}) {
  const { account } = useClients();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  // Where focus goes once the list has rendered the change: `[data-station] [data-action]`.
  const [focusNext, setFocusNext] = useState<{ stationId: string; action: string } | null>(null);

  useEffect(() => {
    if (!focusNext || !list.current) return;
    const item = [...list.current.querySelectorAll<HTMLElement>('[data-station]')].find(
      (element) => element.dataset.station === focusNext.stationId,
    );
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    // The same button when it can still be pressed (Move up at the top cannot), else the next.
    const target =
      buttons.find((button) => button.dataset.action === focusNext.action && !button.disabled) ??
      buttons.find((button) => !button.disabled);
    target?.focus();
    setFocusNext(null);
  }, [focusNext, saved]);

  const nameOf = (station: SavedStation) => station.stationName ?? station.stationId;

  async function change(station: SavedStation, what: SavedStationChange) {
    const index = saved.indexOf(station);
    setProblem(null);
    setBusy(true);
    try {
      if (what.kind === 'remove') {
        await account.unsaveStation(station.stationId);
        const rest = saved.filter((kept) => kept !== station);
        onSavedChange(rest);
        setAnnouncement(`${nameOf(station)} removed from your saved stations.`);
        const next = rest[Math.min(index, rest.length - 1)];
        if (next) setFocusNext({ stationId: next.stationId, action: 'remove' });
        else list.current?.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
        return;
      }
      const to = index + what.by;
      const moved = [...saved];
      moved.splice(index, 1);
      moved.splice(to, 0, station);
      const positioned = moved.map((kept, position) => ({ ...kept, position }));
      await account.arrangeSavedStations(positioned.map((kept) => kept.stationId));
      onSavedChange(positioned);
      setAnnouncement(
        `${nameOf(station)} moved ${what.by < 0 ? 'up' : 'down'}: ${to + 1} of ${moved.length}.`,
      );
      setFocusNext({ stationId: station.stationId, action: what.by < 0 ? 'up' : 'down' });
    } catch (error) {
      setFocusNext({
        stationId: station.stationId,
        action: what.kind === 'remove' ? 'remove' : what.by < 0 ? 'up' : 'down',
      });
      setProblem(
        `${nameOf(station)} could not be ${what.kind === 'remove' ? 'removed' : 'moved'}: ${
          error instanceof Error ? error.message : 'unknown error'
        }`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ol className="saved-stations" ref={list} aria-label="Your saved stations, in your order">
        {saved.map((station, index) => {
          const name = nameOf(station);
          return (
            <li key={station.stationId} data-station={station.stationId}>
              <SavedStationTides station={station} />
              <div className="saved-station-order" role="group" aria-label={`Arrange ${name}`}>
                <button
                  type="button"
                  className="button button-outline"
                  data-action="up"
                  aria-label={`Move ${name} up`}
                  disabled={busy || index === 0}
                  onClick={() => void change(station, { kind: 'move', by: -1 })}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="button button-outline"
                  data-action="down"
                  aria-label={`Move ${name} down`}
                  disabled={busy || index === saved.length - 1}
                  onClick={() => void change(station, { kind: 'move', by: 1 })}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="button button-outline"
                  data-action="remove"
                  aria-label={`Remove ${name}`}
                  disabled={busy}
                  onClick={() => void change(station, { kind: 'remove' })}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}

/** The calendar day a session started on, on its station's clock. */
function dayOf(session: FishingSession): string {
  try {
    return todayIn(session.conditions?.timeZone ?? 'UTC', new Date(session.startedAt));
  } catch {
    return session.startedAt.slice(0, 10);
  }
}

/**
 * One CSV field. Text a spreadsheet would run as a formula (leading `=`, `+`, `-`, `@`, tab or
 * carriage return, as OWASP lists them) gets a leading apostrophe, so a species or a note can
 * never become one; numbers the log wrote itself are left as they are.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * An instant as the station's clock read it, with the offset from UTC it was on:
 * '2026-03-15T06:30:00-04:00'. A spreadsheet sorts it, and a reader sees the hour they fished.
 */
export function stationTime(instant: string, timeZone: string): string {
  if (Number.isNaN(Date.parse(instant))) return instant;
  try {
    return isoOnClock(timeZone, instant);
  } catch {
    // A zone neither the product's rules nor the browser know: the instant as it was stored.
    return instant;
  }
}

/**
 * The log as CSV, one row per catch (a session without a catch has one row of its own): times
 * on the station's clock with their offset, heights and sizes in the units the log is read in.
 */
export function sessionsToCsv(
  sessions: FishingSession[],
  names: Map<string, string>,
  units: HeightUnits = 'ft',
): string {
  const sizes = catchUnits(units);
  const header = [
    'started_at',
    'ended_at',
    'time_zone',
    'station_id',
    'station',
    'tide_stage',
    `tide_height_${units}`,
    'datum',
    'since_last',
    'minutes_since',
    'moon_phase',
    'moon_illumination',
    'species',
    'count',
    `length_${sizes.length}`,
    `weight_${sizes.weight}`,
    'released',
    'notes',
  ];
  const rows = sessions.flatMap((session) => {
    const c = session.conditions;
    // Kept with the session's conditions; a session saved without them is given in UTC.
    const zone = c?.timeZone ?? 'UTC';
    const common = [
      stationTime(session.startedAt, zone),
      session.endedAt ? stationTime(session.endedAt, zone) : '',
      zone,
      session.stationId,
      names.get(session.stationId) ?? '',
      c?.tide.stage ?? '',
      c ? csvHeight(c.tide.heightM, units) : '',
      c?.tide.datum ?? '',
      c?.tide.since?.type ?? '',
      c?.tide.since ? String(c.tide.since.minutes) : '',
      c?.moon.phase ?? '',
      c ? String(c.moon.illumination) : '',
    ];
    const catches = session.catches.length > 0 ? session.catches : [null];
    return catches.map((fish) => [
      ...common,
      fish?.species ?? '',
      fish ? String(fish.count) : '0',
      fish?.lengthCm === undefined ? '' : String(catchLengthIn(fish.lengthCm, units)),
      fish?.weightKg === undefined ? '' : String(catchWeightIn(fish.weightKg, units)),
      fish ? (fish.released ? 'released' : 'kept') : '',
      session.notes,
    ]);
  });
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function Bars({ title, counts }: { title: string; counts: [string, number][] }) {
  const most = Math.max(1, ...counts.map(([, count]) => count));
  return (
    <table className="catch-bars">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Fish caught</th>
        </tr>
      </thead>
      <tbody>
        {counts.map(([label, count]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>
              <span className="catch-bar" style={{ inlineSize: `${(count / most) * 100}%` }} />
              <span className="catch-count">{count}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Which sessions the tally counts, in a sentence: those the log's filters show (all of them when
 * none is set), less those saved without tide and moon readings, which it says it leaves out.
 */
export function catchPatternScope(scope: {
  counted: number;
  withoutConditions: number;
  shown: number;
  logged: number;
}): string {
  const sessions = (n: number) => (n === 1 ? '1 session' : `${n} sessions`);
  const which =
    scope.shown === scope.logged
      ? `Counting ${scope.logged === 1 ? 'the one session' : `all ${scope.logged} sessions`} in your log`
      : `Counting the ${sessions(scope.shown)} that match the station and dates chosen above (of ${scope.logged} logged)`;
  const left =
    scope.withoutConditions === 0
      ? ''
      : ` except ${scope.withoutConditions === 1 ? 'one' : scope.withoutConditions} saved without tide and moon readings, which ${scope.withoutConditions === 1 ? 'is' : 'are'} left out`;
  return `${which}${left}, by the tide and moon when each started.`;
}

/** Catches by tide stage and by moon phase, from the visitor's own log. */
function CatchPattern({ sessions, logged }: { sessions: FishingSession[]; logged: number }) {
  const withConditions = sessions.filter((session) => session.conditions);
  const fish = (session: FishingSession) =>
    session.catches.reduce((sum, caught) => sum + caught.count, 0);
  const total = withConditions.reduce((sum, session) => sum + fish(session), 0);
  const byStage: [string, number][] = ['rising', 'falling'].map((stage) => [
    stage === 'rising' ? 'Rising tide' : 'Falling tide',
    withConditions
      .filter((session) => session.conditions?.tide.stage === stage)
      .reduce((sum, session) => sum + fish(session), 0),
  ]);
  const byMoon: [string, number][] = MOON_PHASES.map((phase) => [
    phase,
    withConditions
      .filter((session) => session.conditions?.moon.phase === phase)
      .reduce((sum, session) => sum + fish(session), 0),
  ]);
  // Sessions logged before the period was kept have none; they are left out of this tally.
  const bySolunar: [string, number][] = (
    [
      ['Major period', 'major'],
      ['Minor period', 'minor'],
      ['Outside them', null],
    ] as const
  ).map(([label, period]) => [
    label,
    withConditions
      .filter((session) => session.conditions?.solunar === period)
      .reduce((sum, session) => sum + fish(session), 0),
  ]);
  return (
    <section className="card" aria-labelledby="pattern-title">
      <h2 id="pattern-title">Your catches by tide and moon</h2>
      {total === 0 ? (
        <p>Log sessions with catches to see when yours come.</p>
      ) : (
        <>
          <p>
            {total} fish over {withConditions.length}{' '}
            {withConditions.length === 1 ? 'session' : 'sessions'}.{' '}
            {catchPatternScope({
              counted: withConditions.length,
              withoutConditions: sessions.length - withConditions.length,
              shown: sessions.length,
              logged,
            })}
            {total < FEW_CATCHES
              ? ` With fewer than ${FEW_CATCHES} fish, any pattern here is mostly chance.`
              : ' Sessions are not equal in length or effort, so read this as a tally, not a forecast.'}
          </p>
          <div className="catch-pattern">
            <Bars title="By tide stage" counts={byStage} />
            <Bars title="By moon phase" counts={byMoon} />
            <Bars title="By solunar period" counts={bySolunar} />
          </div>
          <p className="muted">
            Solunar tables say fish feed most around the moon’s transits (major periods) and its
            rise and set (minor ones): your own log can test that claim here rather than take it
            from us.
          </p>
        </>
      )}
    </section>
  );
}

function SignedInTides() {
  const { tides, account } = useClients();
  // Sessions are filtered by their day on the station's clock.
  useZoneRules();
  const [saved, setSaved] = useState<SavedStation[] | null>(null);
  const [savedError, setSavedError] = useState<string | null>(null);
  const [sessions, setSessions] = useState<FishingSession[]>([]);
  const [stationFilter, setStationFilter] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const preferences = usePreferences();
  // The log spans stations; by station it reads as the site does, in feet.
  const units = resolveUnits(preferences.units, true);

  useEffect(() => {
    account
      .listSavedStations()
      .then(setSaved, (error: unknown) =>
        setSavedError(error instanceof Error ? error.message : 'unknown error'),
      );
  }, [account]);

  const names = useMemo(
    () =>
      new Map(
        (saved ?? []).map((station) => [
          station.stationId,
          station.stationName ?? station.stationId,
        ]),
      ),
    [saved],
  );
  const stations = (saved ?? []).map((station) => ({
    id: station.stationId,
    name: station.stationName ?? station.stationId,
  }));
  const matches = (session: FishingSession) => {
    if (stationFilter && session.stationId !== stationFilter) return false;
    const day = dayOf(session);
    if (from && day < from) return false;
    if (to && day > to) return false;
    return true;
  };
  const shown = sessions.filter(matches);

  return (
    <>
      <section className="card" aria-labelledby="saved-title">
        <h2 id="saved-title" tabIndex={-1}>
          Saved stations
        </h2>
        {savedError ? (
          <p role="alert">Your saved stations could not be loaded: {savedError}</p>
        ) : null}
        {saved === null && !savedError ? <p role="status">Loading your saved stations…</p> : null}
        {saved?.length === 0 ? (
          <p>
            No saved stations yet. <Link to="/find-tides">Find a station</Link> and press its star
            to keep it here.
          </p>
        ) : null}
        {saved && saved.length > 0 ? (
          <SavedStationList saved={saved} onSavedChange={setSaved} />
        ) : null}
        {saved ? <KeepAllOffline saved={saved} /> : null}
      </section>

      <DisplaySettings className="log-settings" />

      {/* An empty log has nothing to narrow or export: the filters wait for its first session. */}
      {sessions.length > 0 ? (
        <section className="log-filters" aria-label="Filter the fishing log">
          <label>
            Station
            <select
              value={stationFilter}
              onChange={(event) => setStationFilter(event.target.value)}
            >
              <option value="">All stations</option>
              {stations.map((station) => (
                <option key={station.id} value={station.id}>
                  {station.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            From
            <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            To
            <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
          <button
            type="button"
            className="button button-outline"
            disabled={shown.length === 0}
            onClick={() => downloadCsv(sessionsToCsv(shown, names, units), 'fishing-log.csv')}
          >
            Export CSV
          </button>
        </section>
      ) : null}

      <FishingLog
        client={account}
        tides={tides}
        stations={stations}
        filter={matches}
        onSessionsChange={setSessions}
        units={units}
        hourCycle={preferences.hourCycle}
      />

      <CatchPattern sessions={shown} logged={sessions.length} />
      <AccountSettings />
    </>
  );
}

export function MyTides() {
  const { status } = useAuth();
  return (
    <div className="container page my-tides">
      <header className="page-header">
        <h1>My Tides</h1>
        <p className="lead">Your saved stations with today&apos;s tides, and your fishing log.</p>
      </header>
      {status === 'signed-in' ? (
        <SignedInTides />
      ) : status === 'loading' ? (
        <p role="status">Checking whether you are signed in…</p>
      ) : (
        <section className="card" aria-labelledby="account-gives">
          <h2 id="account-gives">What an account gives you</h2>
          <ul>
            <li>Your stations saved, each with today&apos;s tides at a glance.</li>
            <li>
              A fishing log that keeps, with every session, the tide, moon and sun of its time.
            </li>
            <li>
              Your own pattern: your catches by tide stage and moon phase, and a CSV of it all.
            </li>
          </ul>
          <p>
            <Link to="/auth" className="button button-primary">
              Sign In / Sign Up
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
