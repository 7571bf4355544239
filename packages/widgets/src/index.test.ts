import * as widgets from './index.ts';
import { elementDefinitions } from './elements/contract/definitions.ts';

describe('the React entry', () => {
  it('registers no custom element when imported', () => {
    expect(Object.keys(widgets)).toContain('TideFinder');
    for (const { tag } of elementDefinitions) expect(customElements.get(tag)).toBeUndefined();
  });

  it('offers the components, the label and formatter defaults and the formatters, nothing else', () => {
    // Every value a user may import; types are checked by the package test's type-check. A name
    // leaving this list is a major version (see .changeset), a name joining it a minor one.
    expect(Object.keys(widgets).sort()).toEqual([
      'AuthCard',
      'CurrentCard',
      'DatePicker',
      'FishingLog',
      'FloodOutlook',
      'LocationSearch',
      'MoonCard',
      'SaveStationButton',
      'StationCurrents',
      'StationFloodOutlook',
      'StationTides',
      'TideCard',
      'TideChart',
      'TideFinder',
      'TideWindows',
      'WaterLevelNow',
      'defaultAuthCardLabels',
      'defaultCurrentLabels',
      'defaultFishingLogLabels',
      'defaultFloodOutlookLabels',
      'defaultFormatters',
      'defaultLabels',
      'defaultSaveStationButtonLabels',
      'formatAxisHeight',
      'formatCalendarDate',
      'formatChartHour',
      'formatChartTime',
      'formatDistance',
      'formatLocationName',
      'formatObservationTime',
      'formatShortDate',
      'formatSourceLabel',
      'formatTideHeight',
      'formatTideTime',
      'formatWaterLevel',
      'formatWeekday',
      'noticeConnectionError',
      'noticeEmptyResponse',
      'noticeMissingLocation',
      'noticeResponseError',
      'noticeSuccess',
      'noticeTransportError',
    ]);
  });

  it('does not offer defineTideElements, which belongs to the elements entry', () => {
    expect(widgets).not.toHaveProperty('defineTideElements');
  });
});
