import '@tides/widgets/styles.css';
import { FishingLog, type FishingSession, type SavedStation } from '@tides/widgets';
import { useZoneRules } from '@tides/widgets/rules';
import { useEffect, useMemo, useState } from 'react';
import { DisplaySettings } from '../components/DisplaySettings';
import { useAuth } from '../lib/auth';
import { resolveUnits, usePreferences } from '../lib/preferences';
import { useClients } from '../lib/clients';
import { Link } from '../router/router';
import { AccountSettings } from './AccountSettings';
import { CatchPattern } from './my-tides/CatchPattern';
import { LogFilters, matchesFilter, type LogFilter } from './my-tides/LogFilters';
import { SavedStationList } from './my-tides/SavedStations';
import { KeepAllOffline } from '../offline/KeepAllOffline';

const NO_FILTER: LogFilter = { stationId: '', from: '', to: '' };

function SignedInTides() {
  const { tides, account } = useClients();
  // Sessions are filtered by their day on the station's clock.
  useZoneRules();
  const [saved, setSaved] = useState<SavedStation[] | null>(null);
  const [savedError, setSavedError] = useState<string | null>(null);
  const [sessions, setSessions] = useState<FishingSession[]>([]);
  const [filter, setFilter] = useState(NO_FILTER);
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
  // A session is logged at a tide station: the log's choice leaves current stations out.
  const stations = (saved ?? [])
    .filter((station) => station.kind === 'tide')
    .map((station) => ({ id: station.stationId, name: station.stationName ?? station.stationId }));
  const matches = (session: FishingSession) => matchesFilter(filter, session);
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
            to keep it here, or save a current station from its page.
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
        <LogFilters
          filter={filter}
          onFilterChange={setFilter}
          stations={stations}
          shown={shown}
          names={names}
          units={units}
        />
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
        <p className="lead">
          Your saved tide and current stations with today&apos;s tides and currents, and your
          fishing log.
        </p>
      </header>
      {status === 'signed-in' ? (
        <SignedInTides />
      ) : status === 'loading' ? (
        <p role="status">Checking whether you are signed in…</p>
      ) : (
        <section className="card" aria-labelledby="account-gives">
          <h2 id="account-gives">What an account gives you</h2>
          <ul>
            <li>Your tide and current stations saved, each with today at a glance.</li>
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
