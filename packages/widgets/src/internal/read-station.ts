/**
 * The station an answer that crossed a network names (`get-water-level`, `get-flood-outlook`):
 * its id, NOAA number, name, state and a zone the station clock knows, read alike by each
 * answer's reader, or `null` when it is not one a widget can show times for.
 */
import { isRecord } from './is-record.ts';
import { isKnownZone } from './zone-clock.ts';

/** A station as an answer names it. */
export interface AnswerStation {
  id: string;
  noaaId: string | null;
  name: string;
  state: string | null;
  /** IANA zone every instant is given in. */
  timeZone: string;
}

export function readAnswerStation(value: unknown): AnswerStation | null {
  if (!isRecord(value)) return null;
  if (typeof value.timeZone !== 'string' || !isKnownZone(value.timeZone)) return null;
  if (typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  return {
    id: value.id,
    noaaId: typeof value.noaaId === 'string' ? value.noaaId : null,
    name: value.name,
    state: typeof value.state === 'string' ? value.state : null,
    timeZone: value.timeZone,
  };
}
