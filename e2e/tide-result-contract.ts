/**
 * A day of tides (and a windows search's answer) is typed twice, on purpose: by the handler that answers it (`@tides/supabase`'s
 * `get-tide-data`) and by the widgets that render it (`@tides/widgets`), two packages that must
 * not depend on each other. This file, checked by `tsc -p e2e` (the root `typecheck`), holds the
 * two together: every answer the handler can give is a result the widgets accept, and the
 * widgets read no field the handler does not send.
 */
import type {
  FloodDay as WidgetsFloodDay,
  FloodOutlookResult as WidgetsFloodOutlook,
  SlackWindowResult as WidgetsSlackWindow,
  SlackWindowsResult as WidgetsSlackWindows,
  TideDay as WidgetsTideDay,
  TideEvent as WidgetsTideEvent,
  TideResult as WidgetsTideResult,
  TideStation as WidgetsTideStation,
  TideWindowResult as WidgetsTideWindow,
  TideWindowsResult as WidgetsTideWindows,
  WaterLevelResult as WidgetsWaterLevelResult,
  WindowsSearchResult as WidgetsWindowsSearch,
} from '@tides/widgets';
import type {
  TideDay as HandlerTideDay,
  TideEvent as HandlerTideEvent,
  TideResult as HandlerTideResult,
  TideStationSummary as HandlerTideStation,
} from '@tides/supabase/get-tide-data';
import type {
  SlackWindowResult as HandlerSlackWindow,
  SlackWindowsResult as HandlerSlackWindows,
  TideWindowResult as HandlerTideWindow,
  TideWindowsResult as HandlerTideWindows,
  WindowsSearchResult as HandlerWindowsSearch,
} from '@tides/supabase/tide-windows-result';
import type { WaterLevelResult as HandlerWaterLevelResult } from '@tides/supabase/water-level-result';
import type {
  FloodDay as HandlerFloodDay,
  FloodOutlookResult as HandlerFloodOutlook,
} from '@tides/supabase/flood-outlook-result';

type Holds<Check extends true> = Check;
type Accepts<Reader, Answer> = [Answer] extends [Reader] ? true : false;
type ReadsOnlySent<Reader, Answer> = [Exclude<keyof Reader, keyof Answer>] extends [never]
  ? true
  : false;

export type TideResultContract = [
  Holds<Accepts<WidgetsTideResult, HandlerTideResult>>,
  Holds<ReadsOnlySent<WidgetsTideResult, HandlerTideResult>>,
  Holds<ReadsOnlySent<WidgetsTideStation, HandlerTideStation>>,
  Holds<ReadsOnlySent<WidgetsTideEvent, HandlerTideEvent>>,
  Holds<ReadsOnlySent<WidgetsTideDay, HandlerTideDay>>,
  // The same holds for a gauge's observed water level.
  Holds<Accepts<WidgetsWaterLevelResult, HandlerWaterLevelResult>>,
  Holds<ReadsOnlySent<WidgetsWaterLevelResult, HandlerWaterLevelResult>>,
];

/**
 * tide-calendar's `format=json` answer to a windows search, as TideWindows reads it: a tide
 * station's windows or a current station's slack windows.
 */
export type TideWindowsContract = [
  Holds<Accepts<WidgetsWindowsSearch, HandlerWindowsSearch>>,
  Holds<Accepts<WidgetsTideWindows, HandlerTideWindows>>,
  Holds<ReadsOnlySent<WidgetsTideWindows, HandlerTideWindows>>,
  Holds<ReadsOnlySent<WidgetsTideWindow, HandlerTideWindow>>,
  Holds<Accepts<WidgetsSlackWindows, HandlerSlackWindows>>,
  Holds<ReadsOnlySent<WidgetsSlackWindows, HandlerSlackWindows>>,
  Holds<ReadsOnlySent<WidgetsSlackWindow, HandlerSlackWindow>>,
];

/** get-flood-outlook's answer, as FloodOutlook reads it. */
export type FloodOutlookContract = [
  Holds<Accepts<WidgetsFloodOutlook, HandlerFloodOutlook>>,
  Holds<ReadsOnlySent<WidgetsFloodOutlook, HandlerFloodOutlook>>,
  Holds<ReadsOnlySent<WidgetsFloodOutlook['station'], HandlerFloodOutlook['station']>>,
  Holds<ReadsOnlySent<WidgetsFloodDay, HandlerFloodDay>>,
];
