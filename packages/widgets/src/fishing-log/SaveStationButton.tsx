'use client';
import * as React from 'react';
import { classNames } from '../internal/class-names.ts';
import type { AccountDataClient } from './account-data.ts';

export interface SaveStationButtonProps extends Omit<
  React.ComponentPropsWithoutRef<'button'>,
  'onClick' | 'children'
> {
  /** The station to save. */
  stationId: string;
  /** The station's name, for the button's accessible name. */
  stationName: string;
  /** The signed-in visitor's account data; `null` when nobody is signed in. */
  client: AccountDataClient | null;
  /** Where a visitor who is not signed in is sent to sign in. @defaultValue `'/auth'` */
  signInHref?: string;
}

type SavedState = 'unknown' | 'saved' | 'not-saved';

/**
 * A star that saves a station to the signed-in visitor's list, and takes it off again. Signed
 * out, it is a link to sign in that says why.
 */
export function SaveStationButton(props: SaveStationButtonProps) {
  const { stationId, stationName, client, signInHref = '/auth', className, ...buttonProps } = props;
  const [state, setState] = React.useState<SavedState>('unknown');
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!client) return;
    let current = true;
    setState('unknown');
    client.listSavedStations().then(
      (saved) => {
        if (current) {
          setState(
            saved.some((station) => station.stationId === stationId) ? 'saved' : 'not-saved',
          );
        }
      },
      () => {
        if (current) setState('not-saved');
      },
    );
    return () => {
      current = false;
    };
  }, [client, stationId]);

  if (!client) {
    return (
      <a className={classNames('tides-save-station', className)} href={signInHref}>
        ☆ Sign in to save {stationName}
      </a>
    );
  }

  async function toggle() {
    if (!client) return;
    setBusy(true);
    setError(null);
    try {
      if (state === 'saved') {
        await client.unsaveStation(stationId);
        setState('not-saved');
      } else {
        await client.saveStation(stationId);
        setState('saved');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work; try again.');
    } finally {
      setBusy(false);
    }
  }

  const saved = state === 'saved';
  return (
    <span className="tides-save-station-wrap">
      <button
        type="button"
        className={classNames(
          'tides-button',
          'tides-button-outline',
          'tides-save-station',
          className,
        )}
        aria-pressed={saved}
        disabled={busy || state === 'unknown'}
        onClick={() => void toggle()}
        {...buttonProps}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span>
        {saved ? `Saved: ${stationName}` : `Save ${stationName}`}
      </button>
      {error ? (
        <span className="tides-fishing-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
