// @vitest-environment node
/**
 * The React entry's types, as the TypeScript compiler reads them: its values are listed in
 * index.test.ts; here every type a user may import, so a helper's type cannot slip into the
 * public API unnoticed.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The names `file` exports that are only types. */
function typeExportsOf(file: string): string[] {
  const program = ts.createProgram([file], {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return checker
    .getExportsOfModule(entry)
    .filter((symbol) => !(checker.getAliasedSymbol(symbol).flags & ts.SymbolFlags.Value))
    .map((symbol) => symbol.name)
    .sort();
}

describe('the React entry', () => {
  it('declares the props, the client and data contracts and the text types, nothing else', () => {
    const index = fileURLToPath(new URL('./index.ts', import.meta.url));
    expect(typeExportsOf(index)).toEqual([
      'AccountDataClient',
      'AuthCardLabels',
      'AuthCardProps',
      'AuthCardState',
      'AuthCardTab',
      'AuthClient',
      'AuthResult',
      'AxisHeightOptions',
      'CatchProblem',
      'CatchText',
      'ChartTimeOptions',
      'ConditionsProblem',
      'CurrentAnswer',
      'CurrentCardProps',
      'CurrentDay',
      'CurrentEvent',
      'CurrentEventType',
      'CurrentLabels',
      'CurrentResult',
      'CurrentStation',
      'DatePickerProps',
      'FishCatch',
      'FishingConditions',
      'FishingLogLabels',
      'FishingLogProps',
      'FishingLogState',
      'FishingLogStation',
      'FishingSession',
      'FishingSessionDraft',
      'FloodDay',
      'FloodLevelName',
      'FloodOutlookAnswer',
      'FloodOutlookLabels',
      'FloodOutlookProps',
      'FloodOutlookResult',
      'FloodThresholds',
      'HeadingLevel',
      'HeightUnits',
      'HourCycle',
      'LocaleOptions',
      'LocationSearchProps',
      'LocationSearchState',
      'MoonCardProps',
      'MoonTimes',
      'SaveStationButtonLabels',
      'SaveStationButtonProps',
      'SaveStationButtonState',
      'SavedStation',
      'SavedStationKind',
      'SearchLocationsOptions',
      'SessionTideText',
      'SignInCredentials',
      'SignUpDetails',
      'SlackWindowResult',
      'SlackWindowsResult',
      'SolunarPeriod',
      'SourceLabelOptions',
      'SpeedUnits',
      'StationCurrentsProps',
      'StationCurrentsState',
      'StationFloodOutlookProps',
      'StationFloodOutlookState',
      'StationTidesProps',
      'StationTidesWidget',
      'SurgeEstimate',
      'TideAnswer',
      'TideCardProps',
      'TideChartProps',
      'TideChartState',
      'TideChartSummaryEvent',
      'TideChartSummaryText',
      'TideChartSunText',
      'TideChartTrend',
      'TideClient',
      'TideDataRequest',
      'TideDay',
      'TideEvent',
      'TideFinderError',
      'TideFinderErrorKind',
      'TideFinderProps',
      'TideFinderState',
      'TideFormatters',
      'TideHeightOptions',
      'TideLabels',
      'TideLocation',
      'TideNotice',
      'TideNoticeVariant',
      'TideRange',
      'TideResult',
      'TideSource',
      'TideStation',
      'TideSuccessSummary',
      'TideTimeOptions',
      'TideWindowResult',
      'TideWindowsAnswer',
      'TideWindowsClient',
      'TideWindowsProps',
      'TideWindowsRequest',
      'TideWindowsResult',
      'TideWindowsRule',
      'TideWindowsState',
      'TideWindowsWeekday',
      'TideYearRequest',
      'TidesTheme',
      'TidesWidgetProps',
      'WaterLevelComparisonText',
      'WaterLevelLatest',
      'WaterLevelNowProps',
      'WaterLevelNowState',
      'WaterLevelNowText',
      'WaterLevelObservation',
      'WaterLevelOptions',
      'WaterLevelResult',
      'WindowsSearchResult',
    ]);
  }, 30_000);
});
