/**
 * My Tides' saved stations: each with today's tides or currents on the station's own clock, and
 * buttons to move it up or down the list or remove it.
 */
import { StationCurrents, TideCard, type CurrentResult, type SavedStation } from '@tides/widgets';
import { useEffect, useRef, useState } from 'react';
import { todayIn, visitorZone } from '../../lib/calendar';
import { useClients } from '../../lib/clients';
import { isUsStation, resolveUnits, usePreferences } from '../../lib/preferences';
import { useTideResult } from '../../lib/use-tide-result';
import { Link } from '../../router/router';
import { currentPath } from '../../currents/paths';
import { speedUnitsFor } from '../../currents/speed-units';
import { stationPageOf } from '../../stations/paths';

const nameOf = (station: SavedStation) => station.stationName ?? station.stationId;

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
  const name = nameOf(station);
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

/**
 * Today's currents at one saved current station, on the station's clock: the visitor's today
 * first, then the station's when the answer's zone is on another day.
 */
function SavedStationCurrents({ station }: { station: SavedStation }) {
  const { tides } = useClients();
  const preferences = usePreferences();
  const [date, setDate] = useState(() => todayIn(visitorZone()));
  const [shown, setShown] = useState<CurrentResult | null>(null);
  const name = nameOf(station);
  function onResults(result: CurrentResult) {
    const stationToday = todayIn(result.station.timeZone);
    if (stationToday !== result.date) setDate(stationToday);
    else setShown(result);
  }
  return (
    <>
      <StationCurrents
        client={tides}
        station={station.stationId}
        date={date}
        units={speedUnitsFor(resolveUnits(preferences.units, true))}
        hourCycle={preferences.hourCycle}
        headingLevel={3}
        hideAttribution
        onResults={onResults}
      />
      {shown ? (
        <p className="tide-link">
          <Link to={currentPath(shown.station)}>The week ahead and a month table for {name} →</Link>
        </p>
      ) : null}
    </>
  );
}

/** What a saved station's buttons do to the list. */
type SavedStationChange = { kind: 'move'; by: -1 | 1 } | { kind: 'remove' };

/**
 * The visitor's saved stations, tide and current stations alike, each with buttons to move it
 * up or down the list or remove it. The order is kept in the account (each station's position),
 * so it is the same after a reload and on another device; each change is announced, and focus
 * stays on the station moved (or goes to the next one after a removal) so a keyboard user keeps
 * their place. Each button's name begins with the words it shows ("Move up Boston, MA"), so
 * speaking what is seen activates it.
 */
export function SavedStationList({
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
            <li key={station.stationId} data-station={station.stationId} data-kind={station.kind}>
              {station.kind === 'current' ? (
                <SavedStationCurrents station={station} />
              ) : (
                <SavedStationTides station={station} />
              )}
              <div className="saved-station-order" role="group" aria-label={`Arrange ${name}`}>
                <button
                  type="button"
                  className="button button-outline"
                  data-action="up"
                  aria-label={`Move up ${name}`}
                  disabled={busy || index === 0}
                  onClick={() => void change(station, { kind: 'move', by: -1 })}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="button button-outline"
                  data-action="down"
                  aria-label={`Move down ${name}`}
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
