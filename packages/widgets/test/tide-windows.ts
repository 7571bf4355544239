import type { SlackWindowsResult, TideWindowsResult } from '../src/tide-windows/window-query.ts';

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

/**
 * What the feed answered for Deception Pass (Narrows), "the current under 0.5 kn in daylight",
 * at 9:00 AM PDT on 1 June 2026: its first three windows (NOAA lists the first slack at 10:59 AM).
 */
export const DECEPTION_PASS_SLACK: SlackWindowsResult = {
  kind: 'slack',
  location: 'Deception Pass (Narrows), WA',
  stationId: 'noaa/PUG1701',
  timeZone: 'America/Los_Angeles',
  units: 'kn',
  rule: 'slack=0.5&light=day',
  description: 'Current under 0.5 kn, in daylight',
  from: '2026-06-01',
  days: 60,
  windows: [
    {
      id: 'noaa-PUG1701-slack-34ea033b-2026-06-01-1@tide-charts',
      date: '2026-06-01',
      start: '2026-06-01T10:50:00-07:00',
      end: '2026-06-01T11:08:00-07:00',
      slack: {
        at: '2026-06-01T10:59:00-07:00',
        speedKnots: 0,
        kind: 'slack',
      },
      sunrise: '2026-06-01T05:13:00-07:00',
      sunset: '2026-06-01T21:04:00-07:00',
    },
    {
      id: 'noaa-PUG1701-slack-34ea033b-2026-06-01-2@tide-charts',
      date: '2026-06-01',
      start: '2026-06-01T17:30:00-07:00',
      end: '2026-06-01T17:49:00-07:00',
      slack: {
        at: '2026-06-01T17:40:00-07:00',
        speedKnots: 0,
        kind: 'slack',
      },
      sunrise: '2026-06-01T05:13:00-07:00',
      sunset: '2026-06-01T21:04:00-07:00',
    },
    {
      id: 'noaa-PUG1701-slack-34ea033b-2026-06-02-1@tide-charts',
      date: '2026-06-02',
      start: '2026-06-02T11:20:00-07:00',
      end: '2026-06-02T11:39:00-07:00',
      slack: {
        at: '2026-06-02T11:30:00-07:00',
        speedKnots: 0,
        kind: 'slack',
      },
      sunrise: '2026-06-02T05:13:00-07:00',
      sunset: '2026-06-02T21:05:00-07:00',
    },
  ],
};
