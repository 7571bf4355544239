/**
 * @tides/widgets: embeddable US tide widgets as React components. Styles ship separately
 * (`@tides/widgets/styles.css`); the Supabase client lives at `@tides/widgets/supabase`.
 * Nothing here registers custom elements.
 *
 * The public API, and nothing else: the components, their prop types, the contracts of the
 * clients they are handed and the data those answer with, and the text (labels and formatters)
 * a site may replace. Tuning constants and helpers stay inside the package.
 */

// Components and their props
export { LocationSearch } from './location-search/index.ts';
export type { LocationSearchProps, LocationSearchState } from './location-search/index.ts';
export { DatePicker } from './date-picker/index.ts';
export type { DatePickerProps } from './date-picker/index.ts';
export { TideCard } from './tide-card/index.ts';
export type { TideCardProps } from './tide-card/index.ts';
export { CurrentCard, StationCurrents } from './current-card/index.ts';
export type {
  CurrentCardProps,
  StationCurrentsProps,
  StationCurrentsState,
} from './current-card/index.ts';
export { StationTides } from './station-tides/index.ts';
export type { StationTidesProps, StationTidesWidget } from './station-tides/index.ts';
export { MoonCard } from './moon-card/index.ts';
export type { MoonCardProps } from './moon-card/index.ts';
export { FloodOutlook, StationFloodOutlook } from './flood-outlook/index.ts';
export type {
  FloodDay,
  FloodLevelName,
  FloodOutlookLabels,
  FloodOutlookProps,
  FloodOutlookResult,
  FloodThresholds,
  StationFloodOutlookProps,
  StationFloodOutlookState,
  SurgeEstimate,
} from './flood-outlook/index.ts';
export { WaterLevelNow } from './water-level/index.ts';
export type { WaterLevelNowProps, WaterLevelNowState } from './water-level/index.ts';
export { TideChart } from './tide-chart/index.ts';
export type { TideChartProps, TideChartState } from './tide-chart/index.ts';
export { TideFinder } from './tide-finder/index.ts';
export type {
  TideFinderError,
  TideFinderErrorKind,
  TideFinderProps,
  TideFinderState,
} from './tide-finder/index.ts';
export { TideWindows } from './tide-windows/index.ts';
export type {
  SlackWindowResult,
  SlackWindowsResult,
  TideWindowResult,
  TideWindowsProps,
  TideWindowsResult,
  TideWindowsRule,
  TideWindowsState,
  TideWindowsWeekday,
  WindowsSearchResult,
} from './tide-windows/index.ts';
export { FishingLog, SaveStationButton } from './fishing-log/index.ts';
export type {
  FishingLogProps,
  FishingLogState,
  FishingLogStation,
  SaveStationButtonProps,
  SaveStationButtonState,
} from './fishing-log/index.ts';
export { AuthCard } from './auth-card/index.ts';
export type { AuthCardProps, AuthCardState, AuthCardTab } from './auth-card/index.ts';
export type { HeadingLevel } from './internal/heading.tsx';
export type { TidesWidgetProps } from './widget-props.ts';

// Client contracts and the data they answer with
export type {
  CurrentAnswer,
  FloodOutlookAnswer,
  SearchLocationsOptions,
  TideAnswer,
  TideClient,
  TideDataRequest,
  TideYearRequest,
  TideLocation,
  TideWindowsAnswer,
  TideWindowsClient,
  TideWindowsRequest,
} from './client.ts';
export type {
  CurrentDay,
  CurrentEvent,
  CurrentEventType,
  CurrentResult,
  CurrentStation,
  SpeedUnits,
} from './current-types.ts';
export type {
  AuthClient,
  AuthResult,
  SignInCredentials,
  SignUpDetails,
} from './auth-card/index.ts';
export type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
  SavedStation,
  SavedStationKind,
} from './fishing-log/index.ts';
export type {
  HeightUnits,
  HourCycle,
  MoonTimes,
  SolunarPeriod,
  TideDay,
  TideEvent,
  TideNotice,
  TideNoticeVariant,
  TideRange,
  TideResult,
  TideSource,
  TideStation,
  TidesTheme,
  WaterLevelLatest,
  WaterLevelObservation,
  WaterLevelResult,
} from './types.ts';

// Labels
export { defaultLabels } from './labels.ts';
export type {
  TideChartSummaryEvent,
  TideChartSummaryText,
  TideChartSunText,
  TideChartTrend,
  TideLabels,
  WaterLevelComparisonText,
  WaterLevelNowText,
} from './labels.ts';
export { defaultCurrentLabels } from './current-card/index.ts';
export { defaultFloodOutlookLabels } from './flood-outlook/index.ts';
export type { CurrentLabels } from './current-card/index.ts';
export { defaultAuthCardLabels } from './auth-card/index.ts';
export type { AuthCardLabels } from './auth-card/index.ts';
export { defaultFishingLogLabels, defaultSaveStationButtonLabels } from './fishing-log/labels.ts';
export type {
  CatchProblem,
  CatchText,
  ConditionsProblem,
  FishingLogLabels,
  SaveStationButtonLabels,
  SessionTideText,
} from './fishing-log/labels.ts';

// Formatters
export {
  defaultFormatters,
  formatAxisHeight,
  formatCalendarDate,
  formatChartHour,
  formatChartTime,
  formatDistance,
  formatLocationName,
  formatShortDate,
  formatObservationTime,
  formatSourceLabel,
  formatTideHeight,
  formatTideTime,
  formatWaterLevel,
  formatWeekday,
  noticeConnectionError,
  noticeEmptyResponse,
  noticeMissingLocation,
  noticeResponseError,
  noticeSuccess,
  noticeTransportError,
} from './formatters.ts';
export type {
  AxisHeightOptions,
  ChartTimeOptions,
  LocaleOptions,
  SourceLabelOptions,
  TideFormatters,
  TideHeightOptions,
  TideSuccessSummary,
  TideTimeOptions,
  WaterLevelOptions,
} from './formatters.ts';
