/**
 * Flood outlooks exactly as the real get-flood-outlook handler answers them, saved once as JSON
 * (the clock at 2026-03-15T12:00:00Z, from a seeded database, as tide-days.ts describes):
 * Boston's twelve months from 15 March 2026 (thresholds, no tide-only flood days), Ketchikan's
 * December 2026 (five flood-tide days, minor and moderate) and Hull's (a subordinate: none).
 */
import type { FloodOutlookResult } from '../src/flood-outlook/flood-outlook-types.ts';
import { surgeEstimate } from '../src/flood-outlook/tonight.ts';
import bostonOutlook from './fixtures/boston-flood-outlook-2026-03-15.json';
import hullOutlook from './fixtures/hull-flood-outlook-2026-03-15.json';
import ketchikanOutlook from './fixtures/ketchikan-flood-outlook-2026-12-01.json';
import { BOSTON_MORNING, BOSTON_OBSERVED_MORNING, BOSTON_THREE_DAYS } from './tide-days.ts';

export const BOSTON_FLOOD_OUTLOOK = bostonOutlook as FloodOutlookResult;
export const KETCHIKAN_FLOOD_OUTLOOK = ketchikanOutlook as FloodOutlookResult;
export const HULL_FLOOD_OUTLOOK = hullOutlook as FloodOutlookResult;

/** Boston's highs and lows over its three days from 15 March 2026. */
export const BOSTON_THREE_DAYS_EXTREMES = (BOSTON_THREE_DAYS.days ?? []).flatMap(
  (day) => day.extremes,
);

/** Tonight's estimate at Boston at 6 AM on 15 March 2026, its gauge 0.6 ft above the tide. */
export const BOSTON_MORNING_SURGE = surgeEstimate(
  BOSTON_FLOOD_OUTLOOK.thresholds,
  BOSTON_THREE_DAYS_EXTREMES,
  BOSTON_OBSERVED_MORNING,
  BOSTON_MORNING.getTime(),
);
