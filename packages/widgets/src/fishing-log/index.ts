export { FishingLog } from './FishingLog.tsx';
export type { FishingLogProps, FishingLogStation } from './FishingLog.tsx';
export { SaveStationButton } from './SaveStationButton.tsx';
export type { SaveStationButtonProps } from './SaveStationButton.tsx';
export type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
  SavedStation,
} from './account-data.ts';
