/**
 * @tides/widgets: embeddable US tide widgets as React components. Styles ship separately
 * (`@tides/widgets/styles.css`); the Supabase client lives at `@tides/widgets/supabase`.
 * Nothing here registers custom elements.
 */

// Components
export { LocationSearch } from './location-search/index.ts';
export type { LocationSearchProps, LocationSearchState } from './location-search/index.ts';
export { DatePicker } from './date-picker/index.ts';
export type { DatePickerProps } from './date-picker/index.ts';
export { TideCard, getTideSourceKind } from './tide-card/index.ts';
export type { TideCardProps, TideSourceKind } from './tide-card/index.ts';
export { STATION_WEEK_DAYS, StationTides } from './station-tides/index.ts';
export type { StationTidesProps, StationTidesWidget } from './station-tides/index.ts';
export { MoonCard } from './moon-card/index.ts';
export type { MoonCardProps } from './moon-card/index.ts';
export { TideChart } from './tide-chart/index.ts';
export type { TideChartProps, TideChartState } from './tide-chart/index.ts';
export { TideFinder } from './tide-finder/index.ts';
export type { TideFinderProps, TideFinderState } from './tide-finder/index.ts';
export {
  TideWindows,
  ruleFromSearch,
  ruleToSearch,
  tideCalendarUrl,
  webcalUrl,
} from './tide-windows/index.ts';
export type {
  TideWindowResult,
  TideWindowsProps,
  TideWindowsResult,
  TideWindowsRule,
  TideWindowsState,
  TideWindowsWeekday,
} from './tide-windows/index.ts';
export {
  FishingLog,
  SaveStationButton,
  conditionsAt,
  catchLengthIn,
  catchUnits,
  catchWeightIn,
  describeCatch,
  describeTide,
  instantAt,
  lookUpConditions,
} from './fishing-log/index.ts';
export type {
  AccountDataClient,
  CatchUnits,
  ConditionsLookup,
  FishCatch,
  FishingConditions,
  FishingLogProps,
  FishingLogStation,
  FishingLogUnitOptions,
  FishingSession,
  FishingSessionDraft,
  SaveStationButtonProps,
  SavedStation,
} from './fishing-log/index.ts';
export type { HeadingLevel } from './internal/heading.tsx';
export type { TidesWidgetProps } from './widget-props.ts';

// Data contracts
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
} from './types.ts';
export type { TideAnswer, TideClient, TideDataRequest, TideLocation } from './client.ts';

// Looking tides up
export { lookUpTides } from './look-up-tides.ts';
export type {
  TideFinderError,
  TideFinderErrorKind,
  TideLookup,
  TideLookupFormatters,
} from './look-up-tides.ts';
export { isTideResult, readTideResult } from './read-tide-result.ts';

// Station clocks: the zone rules the tide service reads, loaded on demand
export {
  currentZoneRules,
  loadZoneRules,
  useZoneRules,
  zoneRulesVersion,
} from './internal/zone-clock.ts';
export type { StationZoneRules } from './internal/zone-clock.ts';

// Text
export {
  defaultFormatters,
  formatAxisHeight,
  formatCalendarDate,
  formatChartHour,
  formatChartTime,
  formatDistance,
  formatLocationName,
  formatSourceLabel,
  formatTideHeight,
  formatTideTime,
  formatWaterLevel,
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
export { defaultLabels } from './labels.ts';
export type {
  TideChartSummaryEvent,
  TideChartSummaryText,
  TideChartSunText,
  TideChartTrend,
  TideLabels,
} from './labels.ts';

// Constants
export {
  CHART_CLOCK_INTERVAL_MS,
  DEFAULT_LOCALE,
  EARLIEST_SELECTABLE_OFFSET_MS,
  MAX_TIDE_CARD_DAYS,
  METRES_PER_FOOT,
  MIN_SEARCH_LENGTH,
  SEARCH_DEBOUNCE_MS,
  WEEK_STARTS_ON,
} from './constants.ts';

// Accounts
export { AuthCard, defaultAuthCardLabels, MIN_PASSWORD_LENGTH } from './auth-card/index.ts';
export type {
  AuthCardLabels,
  AuthCardProps,
  AuthCardState,
  AuthCardTab,
  AuthClient,
  AuthResult,
  SignInCredentials,
  SignUpDetails,
} from './auth-card/index.ts';
