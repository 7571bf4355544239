export { TideWindows } from './TideWindows.tsx';
export type { TideWindowsProps, TideWindowsState } from './TideWindows.tsx';
export type { TideWindowsRule, TideWindowsWeekday } from './window-query.ts';
