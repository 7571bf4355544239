export { TideWindows } from './TideWindows.tsx';
export type { TideWindowsProps, TideWindowsState } from './TideWindows.tsx';
export type {
  TideWindowResult,
  TideWindowsResult,
  TideWindowsRule,
  TideWindowsWeekday,
} from './window-query.ts';
