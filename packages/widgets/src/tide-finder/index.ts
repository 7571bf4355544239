export { TideFinder } from './TideFinder.tsx';
export type { TideFinderProps, TideFinderState } from './TideFinder.tsx';
