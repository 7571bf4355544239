export { TideFinder } from './TideFinder.tsx';
export type { TideFinderProps, TideFinderState } from './TideFinder.tsx';
export type { TideFinderError, TideFinderErrorKind } from '../look-up-tides.ts';
