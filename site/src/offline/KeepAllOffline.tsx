/**
 * My Tides' one action for the trip: every saved station kept offline (at most
 * MAX_KEPT_STATIONS), with the list itself, so My Tides opens without a network. Says how far the
 * copies reach and when they were saved; without a network, that the list is the kept one and
 * the rest of the account needs a connection.
 */
import type { SavedStation } from '@tides/widgets';
import { useEffect, useRef, useState } from 'react';
import { formatDay } from '../lib/calendar';
import { useClients } from '../lib/clients';
import { usePreferences } from '../lib/preferences';
import type { KeepTarget } from './keep';
import { formatSavedAt, useKeptStations, useOnline } from './use-offline-state';

type Work =
  | { kind: 'idle'; note?: string }
  | { kind: 'keeping'; station: number; of: number }
  | { kind: 'failed'; message: string };

export function KeepAllOffline({ saved }: { saved: SavedStation[] }) {
  const online = useOnline();
  const kept = useKeptStations();
  const { tides } = useClients();
  const { hourCycle } = usePreferences();
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const keptSaved = (kept ?? []).filter((copy) =>
    saved.some((station) => station.stationId === copy.id),
  );
  const oldest = keptSaved.reduce<(typeof keptSaved)[number] | null>(
    (soonest, copy) => (!soonest || copy.through < soonest.through ? copy : soonest),
    null,
  );

  // Online, the saved stations' copies whose first day has passed are kept again, quietly, one
  // after another, once per visit; one that fails stays as it was, its dates on screen.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!online || !kept || refreshed.current) return;
    refreshed.current = true;
    const copies = kept.filter((copy) => saved.some((station) => station.stationId === copy.id));
    if (copies.length === 0) return;
    void import('./keep').then(async ({ keepStation, keptSpan }) => {
      for (const copy of copies) {
        if (keptSpan(copy.timeZone).from === copy.from) continue;
        await keepStation(tides, copy).catch(() => {});
      }
    });
  }, [online, kept, saved, tides]);

  async function keepAll() {
    setWork({ kind: 'keeping', station: 0, of: saved.length });
    try {
      const { keepSavedStations, MAX_KEPT_STATIONS, targetOf } = await import('./keep');
      const chosen = saved.slice(0, MAX_KEPT_STATIONS);
      const targets: KeepTarget[] = [];
      for (const station of chosen) {
        const target = await targetOf(tides, station);
        if (target) targets.push(target);
      }
      await keepSavedStations(tides, chosen, targets, (station, of) =>
        setWork({ kind: 'keeping', station, of }),
      );
      const left = saved.length - chosen.length + (chosen.length - targets.length);
      setWork({
        kind: 'idle',
        note:
          left > 0
            ? `${targets.length} kept offline; ${left} could not be (at most ${MAX_KEPT_STATIONS} stations are kept).`
            : `All ${targets.length} kept offline.`,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setWork({ kind: 'failed', message: `Your stations could not be kept offline. ${message}` });
    }
  }

  if (saved.length === 0) return null;
  return (
    <div className="keep-offline keep-all-offline">
      {!online ? (
        <p className="keep-offline-state" role="status">
          You are offline. These are the saved stations kept on this device
          {oldest ? `, their tides through ${formatDay(oldest.through)}` : ''}
          {oldest ? ` (saved ${formatSavedAt(oldest.savedAt, hourCycle)})` : ''}. Your fishing log
          and settings need a connection.
        </p>
      ) : (
        <>
          <p className="keep-offline-state">
            {keptSaved.length > 0 && oldest
              ? `${keptSaved.length} of your ${saved.length} saved stations kept offline, through ${formatDay(oldest.through)} at least (saved ${formatSavedAt(oldest.savedAt, hourCycle)}).`
              : 'Going where there is no signal? Keep the next 30 days of every saved station on this device.'}
          </p>
          <div className="keep-offline-actions">
            <button
              type="button"
              className="button button-outline"
              disabled={work.kind === 'keeping'}
              onClick={() => void keepAll()}
            >
              Keep all offline
            </button>
          </div>
        </>
      )}
      <p className="keep-offline-progress" role="status">
        {work.kind === 'keeping'
          ? `Keeping offline: station ${Math.min(work.station + 1, work.of)} of ${work.of}…`
          : work.kind === 'idle'
            ? (work.note ?? '')
            : ''}
      </p>
      {work.kind === 'failed' ? <p role="alert">{work.message}</p> : null}
    </div>
  );
}
