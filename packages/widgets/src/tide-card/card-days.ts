import { MAX_TIDE_CARD_DAYS } from '../constants.ts';

/**
 * The days a card shows for a `days` value: rounded to a whole number and held between 1 and
 * `MAX_TIDE_CARD_DAYS`, so `0` or `-2` is one day and `30` a week; anything that is not a
 * number is one day.
 */
export function toTideCardDays(days: unknown): number {
  if (typeof days !== 'number' || Number.isNaN(days)) return 1;
  return Math.min(Math.max(Math.round(days), 1), MAX_TIDE_CARD_DAYS);
}
