'use client';
import * as React from 'react';
import { classNames } from '../../internal/class-names.ts';
import { useOverrides } from '../../internal/use-text.ts';
import type { AccountDataClient, SavedStationKind } from '../data/account-data.ts';
import { defaultSaveStationButtonLabels, type SaveStationButtonLabels } from '../labels.ts';

/**
 * What the button shows, its `data-state`: `'signed-out'` (a link to sign in), `'checking'`
 * (reading the visitor's list), `'not-saved'`, `'saving'` (a save or unsave on its way) or
 * `'saved'`.
 */
export type SaveStationButtonState = 'signed-out' | 'checking' | 'not-saved' | 'saving' | 'saved';

export interface SaveStationButtonProps extends Omit<
  React.ComponentPropsWithoutRef<'button'>,
  'onClick' | 'children'
> {
  /** The station to save. */
  stationId: string;
  /** Whether `stationId` is a tide station or a current station. @defaultValue `'tide'` */
  kind?: SavedStationKind;
  /** The station's name, for the button's accessible name. */
  stationName: string;
  /** The signed-in visitor's account data; `null` when nobody is signed in. */
  client: AccountDataClient | null;
  /** Where a visitor who is not signed in is sent to sign in. @defaultValue `'/auth'` */
  signInHref?: string;
  /** Overrides for the button's text. @defaultValue `defaultSaveStationButtonLabels` */
  labels?: Partial<SaveStationButtonLabels>;
}

/**
 * A star that saves a station to the signed-in visitor's list, and takes it off again. Signed
 * out, it is a link to sign in that says why. The ref is the button, or that link.
 */
export const SaveStationButton = /* @__PURE__ */ React.forwardRef<
  HTMLElement,
  SaveStationButtonProps
>(function SaveStationButton(props, forwardedRef) {
  const {
    stationId,
    kind = 'tide',
    stationName,
    client,
    signInHref = '/auth',
    labels: labelOverrides,
    className,
    ...buttonProps
  } = props;
  const labels = useOverrides(defaultSaveStationButtonLabels, labelOverrides);
  // The button or the link, whichever shows, to the one ref.
  const ref = React.useCallback(
    (node: HTMLElement | null) => {
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  const [saved, setSaved] = React.useState<boolean | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!client) return;
    let current = true;
    setSaved(null);
    client.listSavedStations().then(
      (list) => {
        if (current) setSaved(list.some((station) => station.stationId === stationId));
      },
      () => {
        if (current) setSaved(false);
      },
    );
    return () => {
      current = false;
    };
  }, [client, stationId]);

  if (!client) {
    const signedOut: SaveStationButtonState = 'signed-out';
    return (
      <a
        className={classNames('tides-save-station', className)}
        href={signInHref}
        data-state={signedOut}
        ref={ref}
      >
        <span aria-hidden="true">☆ </span>
        {labels.signInToSave(stationName)}
      </a>
    );
  }

  async function toggle() {
    if (!client) return;
    setBusy(true);
    setError(null);
    try {
      if (saved) await client.unsaveStation(stationId);
      else await client.saveStation(stationId, kind);
      setSaved(!saved);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : labels.failed);
    } finally {
      setBusy(false);
    }
  }

  let state: SaveStationButtonState = saved ? 'saved' : 'not-saved';
  if (saved === null) state = 'checking';
  else if (busy) state = 'saving';
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
        aria-pressed={saved === true}
        disabled={busy || saved === null}
        data-state={state}
        onClick={() => void toggle()}
        {...buttonProps}
        ref={ref}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span>
        {saved ? labels.saved(stationName) : labels.save(stationName)}
      </button>
      {error ? (
        <span className="tides-fishing-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
});
