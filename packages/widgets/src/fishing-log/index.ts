export { FishingLog, describeCatch, describeTide } from './FishingLog.tsx';
export type { FishingLogProps, FishingLogStation, FishingLogUnitOptions } from './FishingLog.tsx';
export { SaveStationButton } from './SaveStationButton.tsx';
export type { SaveStationButtonProps } from './SaveStationButton.tsx';
export { conditionsAt, instantAt, lookUpConditions } from './conditions.ts';
export type { ConditionsLookup } from './conditions.ts';
export type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
  SavedStation,
} from './account-data.ts';
export { catchLengthIn, catchUnits, catchWeightIn } from './catch-units.ts';
export type { CatchUnits } from './catch-units.ts';
