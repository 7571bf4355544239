export { FishingLog } from './FishingLog.tsx';
export type { FishingLogProps, FishingLogState, FishingLogStation } from './FishingLog.tsx';
export { SaveStationButton } from './save-station/SaveStationButton.tsx';
export type {
  SaveStationButtonProps,
  SaveStationButtonState,
} from './save-station/SaveStationButton.tsx';
export type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
  SavedStation,
  SavedStationKind,
} from './data/account-data.ts';
