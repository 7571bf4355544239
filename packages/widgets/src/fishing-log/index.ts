export { FishingLog } from './FishingLog.tsx';
export type { FishingLogProps, FishingLogState, FishingLogStation } from './FishingLog.tsx';
export { SaveStationButton } from './SaveStationButton.tsx';
export type { SaveStationButtonProps, SaveStationButtonState } from './SaveStationButton.tsx';
export type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
  SavedStation,
  SavedStationKind,
} from './account-data.ts';
