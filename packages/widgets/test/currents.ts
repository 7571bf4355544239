/**
 * Deterministic currents for tests and stories: Deception Pass (NOAA PUG1701, bin 33) on
 * 1 and 2 June 2026, Pacific Daylight Time, from NOAA's own published predictions for those
 * days (slacks and maxima as NOAA lists them, to the minute). The velocity curve between them
 * is a smooth stand-in (a half cosine from each event to the next), not a prediction.
 */
import type { CurrentEvent, CurrentResult, CurrentStation } from '../src/current-types.ts';
import type { SavedStation } from '../src/fishing-log/data/account-data.ts';

/** Where the flood and the ebb set at Deception Pass, degrees true (NOAA's). */
const FLOOD_DEG = 101.5;
const EBB_DEG = 281.5;

/** NOAA's events, UTC, flood positive: 31 May 23:18 PDT to 3 June 00:14 PDT. */
const NOAA_EVENTS: readonly [string, number][] = [
  ['2026-06-01T06:18:00Z', 0],
  ['2026-06-01T08:32:00Z', 3.79],
  ['2026-06-01T11:15:00Z', 0],
  ['2026-06-01T14:08:00Z', -7.21],
  ['2026-06-01T17:59:00Z', 0],
  ['2026-06-01T20:52:00Z', 5.66],
  ['2026-06-02T00:39:00Z', 0],
  ['2026-06-02T04:05:00Z', -5.27],
  ['2026-06-02T07:04:00Z', 0],
  ['2026-06-02T09:13:00Z', 3.54],
  ['2026-06-02T11:52:00Z', 0],
  ['2026-06-02T14:48:00Z', -7.13],
  ['2026-06-02T18:30:00Z', 0],
  ['2026-06-02T21:23:00Z', 6.12],
  ['2026-06-03T01:14:00Z', 0],
  ['2026-06-03T04:23:00Z', -5.54],
  ['2026-06-03T07:51:00Z', 0],
];

const PDT_MS = -7 * 3_600_000;
const MINUTE_MS = 60_000;

/** An instant written with the station's offset: '2026-06-01T01:32:00-07:00'. */
function pdt(ms: number): string {
  return `${new Date(ms + PDT_MS).toISOString().slice(0, 19)}-07:00`;
}

/** '1:32 AM PDT', as the backend writes it. */
function clock(ms: number): string {
  const wall = new Date(ms + PDT_MS);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} PDT`;
}

const events: CurrentEvent[] = NOAA_EVENTS.map(([time, speed]) => {
  const ms = Date.parse(time);
  const type = speed === 0 ? 'slack' : speed > 0 ? 'flood' : 'ebb';
  return {
    at: pdt(ms),
    time: clock(ms),
    type,
    speedKnots: Math.abs(speed),
    directionDeg: type === 'slack' ? null : type === 'flood' ? FLOOD_DEG : EBB_DEG,
  };
});

/** The stand-in curve at an instant: a half cosine between the events either side of it. */
function velocityAt(ms: number): number {
  for (let index = 0; index + 1 < NOAA_EVENTS.length; index += 1) {
    const [fromTime, from] = NOAA_EVENTS[index]!;
    const [toTime, to] = NOAA_EVENTS[index + 1]!;
    const start = Date.parse(fromTime);
    const end = Date.parse(toTime);
    if (ms >= start && ms <= end) {
      const share = (ms - start) / (end - start);
      return from + ((to - from) * (1 - Math.cos(Math.PI * share))) / 2;
    }
  }
  return 0;
}

/** Deception Pass (Narrows) as get-current-data names it in June, on Pacific Daylight Time. */
export const DECEPTION_PASS_STATION: CurrentStation = {
  id: 'noaa/PUG1701',
  noaaId: 'PUG1701',
  name: 'Deception Pass (Narrows)',
  state: 'WA',
  timeZone: 'America/Los_Angeles',
  timeZoneAbbreviation: 'PDT',
  latitude: 48.4062,
  longitude: -122.6429,
  type: 'harmonic',
  referenceId: null,
  referenceName: null,
  bin: 33,
  depthM: null,
  floodDirectionDeg: FLOOD_DEG,
  ebbDirectionDeg: EBB_DEG,
};

/**
 * A visitor's saved stations as the account client lists them: Deception Pass's currents first,
 * then Boston's tides.
 */
export const SAVED_CURRENT_AND_TIDE: SavedStation[] = [
  {
    stationId: 'noaa/PUG1701',
    kind: 'current',
    stationName: 'Deception Pass (Narrows), WA',
    label: null,
    position: 0,
  },
  {
    stationId: 'noaa/8443970',
    kind: 'tide',
    stationName: 'Boston, MA',
    label: null,
    position: 1,
  },
];

/** The first local midnight of the fixture, 1 June 2026 00:00 PDT. */
const JUNE_1 = Date.parse('2026-06-01T07:00:00Z');
const DAY_MS = 24 * 3_600_000;

/** Deception Pass from 1 June 2026, `days` days of it (1 or 2). */
export function deceptionPassCurrents(days: 1 | 2 = 1): CurrentResult {
  const end = JUNE_1 + days * DAY_MS;
  const inDays = events.filter((event) => {
    const ms = Date.parse(event.at);
    return ms >= JUNE_1 && ms < end;
  });
  const timeline = [];
  for (let ms = JUNE_1; ms <= end; ms += 10 * MINUTE_MS) {
    timeline.push({ at: pdt(ms), velocityKnots: Math.round(velocityAt(ms) * 100) / 100 || 0 });
  }
  const dates = ['2026-06-01', '2026-06-02'].slice(0, days);
  return {
    location: 'Deception Pass (Narrows), WA',
    date: '2026-06-01',
    station: DECEPTION_PASS_STATION,
    days: dates.map((date) => ({
      date,
      timeZoneAbbreviation: 'PDT',
      events: inDays.filter((event) => event.at.startsWith(date)),
    })),
    events: inDays,
    timeline,
    attribution: 'Predictions: NOAA CO-OPS current station PUG1701',
    generatedAt: '2026-05-31T12:00:00Z',
  };
}

/** 1 June 2026, 9:00 AM PDT: after the morning's ebb, before the 10:59 AM slack. */
export const DECEPTION_PASS_MORNING = new Date('2026-06-01T16:00:00Z');
