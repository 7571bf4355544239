export { TideFinder } from './TideFinder.tsx';
export type { TideFinderProps, TideFinderState } from './TideFinder.tsx';
export { interpretTideOutcome, isTideResult } from './interpret-outcome.ts';
export { readTideResult } from './read-tide-result.ts';
export type {
  InterpretedOutcome,
  TideFinderError,
  TideFinderErrorKind,
} from './interpret-outcome.ts';
