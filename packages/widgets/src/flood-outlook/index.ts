export { FloodOutlook } from './FloodOutlook.tsx';
export type { FloodOutlookProps } from './FloodOutlook.tsx';
export { StationFloodOutlook } from './StationFloodOutlook.tsx';
export type { StationFloodOutlookProps, StationFloodOutlookState } from './StationFloodOutlook.tsx';
export { surgeEstimate, floodLevelOf } from './tonight.ts';
export type { SurgeEstimate } from './tonight.ts';
export { defaultFloodOutlookLabels } from './labels.ts';
export type { FloodOutlookLabels } from './labels.ts';
export type {
  FloodDay,
  FloodLevelName,
  FloodOutlookResult,
  FloodThresholds,
} from './flood-outlook-types.ts';
