/**
 * Answers from the stations kept offline, read when the backend cannot be reached
 * (or-kept.ts loads this module only then, so a page online never downloads it).
 */
import type { CurrentResult, SavedStation, TideDataRequest, TideResult } from '@tides/widgets';
import { currentAnswerFrom, tideAnswerFrom } from './kept-answers';
import { keptData, keptSavedStations } from './offline-db';

export async function keptTides(request: TideDataRequest): Promise<TideResult | null> {
  const data = await keptData(request.locationId);
  return data?.kind === 'tide' ? tideAnswerFrom(data, request) : null;
}

export async function keptCurrents(request: TideDataRequest): Promise<CurrentResult | null> {
  const data = await keptData(request.locationId);
  return data?.kind === 'current' ? currentAnswerFrom(data, request) : null;
}

export async function keptSaved(): Promise<SavedStation[] | null> {
  return keptSavedStations();
}
