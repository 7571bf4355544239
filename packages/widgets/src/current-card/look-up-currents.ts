import type { TideClient, TideDataRequest } from '../client.ts';
import type { CurrentResult } from '../current-types.ts';
import { loadZoneRules } from '../internal/zone-clock.ts';
import { answerFailure, type TideFinderError } from '../look-up-tides.ts';
import type { CurrentLabels } from './labels.ts';

/** A currents lookup's end: the result, or the failure with its notice for the visitor. */
export type CurrentLookup =
  { kind: 'success'; result: CurrentResult } | { kind: 'failure'; error: TideFinderError };

/**
 * Asks `client` for a day (or days) of currents and says what the answer means for the
 * visitor. Never rejects: an exception is the "Connection error" failure, and a client
 * without currents says so.
 */
export async function lookUpCurrents(
  client: TideClient,
  request: TideDataRequest,
  labels: CurrentLabels,
): Promise<CurrentLookup> {
  if (!client.getCurrents) {
    return { kind: 'failure', error: { kind: 'response', notice: labels.noticeNoCurrents() } };
  }
  let answer;
  try {
    // The zone rules load beside the answer, so its times are never shown on the browser's own.
    [answer] = await Promise.all([client.getCurrents(request), loadZoneRules()]);
  } catch (cause) {
    return {
      kind: 'failure',
      error: { kind: 'exception', notice: labels.noticeConnectionError(), cause },
    };
  }
  if (answer.kind === 'result') return { kind: 'success', result: answer.result };
  return { kind: 'failure', error: answerFailure(answer, labels) };
}
