export { TideWindows } from './TideWindows.tsx';
export type { TideWindowsProps, TideWindowsState } from './TideWindows.tsx';
export { ruleFromSearch, ruleToSearch, tideCalendarUrl, webcalUrl } from './window-query.ts';
export type {
  TideWindowResult,
  TideWindowsResult,
  TideWindowsRule,
  TideWindowsWeekday,
} from './window-query.ts';
