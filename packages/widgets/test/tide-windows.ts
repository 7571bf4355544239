import type { TideWindowsResult } from '../src/tide-windows/window-query.ts';

/** What the feed answered for Boston, "below 0 ft in daylight", from 1 December 2026. */
export const BOSTON_MINUS_TIDES: TideWindowsResult = {
  location: 'Boston, MA',
  stationId: 'noaa/8443970',
  timeZone: 'America/New_York',
  datum: 'MLLW',
  units: 'ft',
  rule: 'below=0&light=day',
  description: 'Below 0 ft, in daylight',
  from: '2026-12-01',
  days: 60,
  windows: [
    {
      id: 'noaa-8443970-window-1-2026-12-24-1@tide-charts',
      date: '2026-12-24',
      start: '2026-12-24T14:02:00-05:00',
      end: '2026-12-24T15:31:00-05:00',
      extreme: {
        at: '2026-12-24T14:47:00-05:00',
        heightM: -0.152,
        height: '-0.5 ft',
        kind: 'lowest',
      },
      sunrise: '2026-12-24T07:11:00-05:00',
      sunset: '2026-12-24T16:16:00-05:00',
    },
    {
      id: 'noaa-8443970-window-1-2026-12-25-1@tide-charts',
      date: '2026-12-25',
      start: '2026-12-25T14:50:00-05:00',
      end: '2026-12-25T16:17:00-05:00',
      extreme: {
        at: '2026-12-25T15:33:00-05:00',
        heightM: -0.21,
        height: '-0.7 ft',
        kind: 'lowest',
      },
      sunrise: '2026-12-25T07:11:00-05:00',
      sunset: '2026-12-25T16:17:00-05:00',
      marks: ['minus'],
    },
  ],
};
