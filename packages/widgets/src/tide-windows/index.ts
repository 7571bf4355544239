export { TideWindows } from './TideWindows.tsx';
export type { TideWindowsProps, TideWindowsState } from './TideWindows.tsx';
export type {
  SlackWindowResult,
  SlackWindowsResult,
  TideWindowResult,
  TideWindowsResult,
  TideWindowsRule,
  TideWindowsWeekday,
  WindowsSearchResult,
} from './window-query.ts';
