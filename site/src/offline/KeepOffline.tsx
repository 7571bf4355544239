/**
 * "Keep offline" on a station page: keeps the station's next 30 days on this device, says how far
 * the copy reaches and when it was saved, refreshes it in the background once a day has passed,
 * and removes it. Without a network it says whether the tides shown are the kept copy. Rendered
 * only in the browser: what is kept is this visitor's.
 */
import { useClients } from '../lib/clients';
import { formatDay } from '../lib/calendar';
import { usePreferences } from '../lib/preferences';
import { useHydrated } from '../lib/use-hydrated';
import type { KeepTarget } from './keep';
import { FETCHED_DAYS, KEPT_DAYS } from './kept-answers';
import { formatSavedAt, useKeptStations, useOnline } from './use-offline-state';
import { useEffect, useRef, useState } from 'react';

type Work =
  | { kind: 'idle' }
  | { kind: 'keeping'; done: number; of: number }
  | { kind: 'removing' }
  | { kind: 'failed'; message: string };

const keepModule = () => import('./keep');

export function KeepOffline({ station }: { station: KeepTarget }) {
  const hydrated = useHydrated();
  const online = useOnline();
  const kept = useKeptStations();
  const { tides } = useClients();
  const { hourCycle } = usePreferences();
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const [note, setNote] = useState<string | null>(null);
  const refreshed = useRef(false);
  const copy = kept?.find((summary) => summary.id === station.id) ?? null;

  async function keep(background: boolean) {
    if (!background) setWork({ kind: 'keeping', done: 0, of: FETCHED_DAYS });
    setNote(null);
    try {
      const { keepStation } = await keepModule();
      const outcome = await keepStation(tides, station, (done, of) => {
        if (!background) setWork({ kind: 'keeping', done, of });
      });
      setWork({ kind: 'idle' });
      if (outcome.dropped.length > 0) {
        setNote(
          `To keep at most ${(await keepModule()).MAX_KEPT_STATIONS} stations, the copy kept longest was removed: ${outcome.dropped.join(', ')}.`,
        );
      }
    } catch (error) {
      // A refresh in the background that fails leaves the copy as it was, and says so on screen.
      if (background) return;
      const message = error instanceof Error ? error.message : String(error);
      setWork({ kind: 'failed', message: `This station could not be kept offline. ${message}` });
    }
  }

  async function remove() {
    setWork({ kind: 'removing' });
    setNote(null);
    try {
      await (await keepModule()).removeKept(station.id);
      setWork({ kind: 'idle' });
      setNote('The offline copy of this station is removed from this device.');
    } catch (error) {
      setWork({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  // Online with a copy whose first day has passed: kept again quietly, once per visit.
  useEffect(() => {
    if (!online || !copy || refreshed.current) return;
    refreshed.current = true;
    void keepModule().then(({ keptSpan }) => {
      if (keptSpan(station.timeZone).from !== copy.from) void keep(true);
    });
    // `keep` reads the same station and client as the copy it refreshes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, copy]);

  if (!hydrated) return null;
  const busy = work.kind === 'keeping' || work.kind === 'removing';
  const reach = copy ? formatDay(copy.through) : null;
  const saved = copy ? formatSavedAt(copy.savedAt, hourCycle) : null;

  return (
    <section className="keep-offline no-print" aria-label="Offline copy" data-kept={copy !== null}>
      {!online ? (
        <p className="keep-offline-state" role="status">
          {copy
            ? `You are offline. These are the predictions kept on this device on ${saved}; they reach through ${reach}. Later days and the observed water level need a connection.`
            : 'You are offline, and this station is not kept on this device: its tides need a connection.'}
        </p>
      ) : copy ? (
        <p className="keep-offline-state">
          Kept offline through <strong>{reach}</strong> (saved {saved}).
        </p>
      ) : (
        <p className="keep-offline-state">
          No signal where you are going? Keep the next {KEPT_DAYS} days of this station on this
          device.
        </p>
      )}
      {online || copy ? (
        <div className="keep-offline-actions">
          {online ? (
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => void keep(false)}
            >
              {copy ? 'Update offline copy' : 'Keep offline'}
            </button>
          ) : null}
          {copy ? (
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => void remove()}
            >
              Remove offline copy
            </button>
          ) : null}
        </div>
      ) : null}
      <p className="keep-offline-progress" role="status">
        {work.kind === 'keeping'
          ? work.done < work.of
            ? `Keeping offline: ${work.done} of ${work.of} days…`
            : 'Keeping offline: the page itself…'
          : work.kind === 'removing'
            ? 'Removing the offline copy…'
            : (note ?? '')}
      </p>
      {work.kind === 'failed' ? <p role="alert">{work.message}</p> : null}
    </section>
  );
}
