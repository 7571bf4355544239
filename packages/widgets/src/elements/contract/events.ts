import type { TideFinderErrorKind } from '../../look-up-tides.ts';
import type { TideLocation } from '../../client.ts';
import type { CurrentResult } from '../../current-types.ts';
import type { FloodOutlookResult } from '../../flood-outlook/flood-outlook-types.ts';
import type { TideResult } from '../../types.ts';
import type { TidesEventName } from './definitions.ts';

/** The `detail` of every event the elements dispatch, by event name. */
export interface TidesEventDetailMap {
  /** The visitor chose a location, or edited the text away from it (`null`). */
  'tides-location-select': { location: TideLocation | null };
  /** The visitor picked a day, `'YYYY-MM-DD'`. */
  'tides-date-change': { date: string };
  /** A day of tides arrived and is shown. */
  'tides-results': { result: TideResult };
  /** A day (or days) of currents arrived and is shown. */
  'tides-currents': { result: CurrentResult };
  /** A station's flood outlook arrived and is shown. */
  'tides-flood-outlook': { result: FloodOutlookResult };
  /** A lookup failed; `title` and `description` are the notice shown for it. */
  'tides-error': { kind: TideFinderErrorKind; title: string; description: string };
  /** The visitor signed in; `session` is Supabase Auth's session. */
  'tides-signed-in': { session: unknown };
  /** The visitor created an account; `session` is `null` until the email is confirmed. */
  'tides-signed-up': { session: unknown };
}

// The definitions and this map must name the same events.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameEvents: Same<keyof TidesEventDetailMap, TidesEventName> = true;
void _sameEvents;

/** A `tides-*` event: a bubbling, composed `CustomEvent` with a typed `detail`. */
export type TidesEvent<K extends TidesEventName> = CustomEvent<TidesEventDetailMap[K]>;

export type TidesLocationSelectEvent = TidesEvent<'tides-location-select'>;
export type TidesDateChangeEvent = TidesEvent<'tides-date-change'>;
export type TidesResultsEvent = TidesEvent<'tides-results'>;
export type TidesCurrentsEvent = TidesEvent<'tides-currents'>;
export type TidesFloodOutlookEvent = TidesEvent<'tides-flood-outlook'>;
export type TidesErrorEvent = TidesEvent<'tides-error'>;
export type TidesSignedInEvent = TidesEvent<'tides-signed-in'>;
export type TidesSignedUpEvent = TidesEvent<'tides-signed-up'>;

/** Every `tides-*` event by name, for `addEventListener` on any element or the document. */
export interface TidesEventMap {
  'tides-location-select': TidesLocationSelectEvent;
  'tides-date-change': TidesDateChangeEvent;
  'tides-results': TidesResultsEvent;
  'tides-currents': TidesCurrentsEvent;
  'tides-flood-outlook': TidesFloodOutlookEvent;
  'tides-error': TidesErrorEvent;
  'tides-signed-in': TidesSignedInEvent;
  'tides-signed-up': TidesSignedUpEvent;
}

/**
 * Dispatches a `tides-*` event from the element. It bubbles and is composed, so it leaves
 * the shadow root and reaches listeners on the document, retargeted to the element.
 */
export function dispatchTidesEvent<K extends TidesEventName>(
  host: HTMLElement,
  name: K,
  detail: TidesEventDetailMap[K],
): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
