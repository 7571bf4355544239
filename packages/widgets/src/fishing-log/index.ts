export { FishingLog } from './FishingLog.tsx';
export type { FishingLogProps, FishingLogState, FishingLogStation } from './FishingLog.tsx';
export { SaveStationButton } from './SaveStationButton.tsx';
export type { SaveStationButtonProps, SaveStationButtonState } from './SaveStationButton.tsx';
export { defaultFishingLogLabels, defaultSaveStationButtonLabels } from './labels.ts';
export type {
  CatchProblem,
  CatchText,
  ConditionsProblem,
  FishingLogLabels,
  SaveStationButtonLabels,
  SessionTideText,
} from './labels.ts';
export type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
  SavedStation,
} from './account-data.ts';
