/**
 * Deterministic data for tests and stories: a handful of coastal stations and one day of
 * tides for each source the backend can report. Nothing here comes from a live service.
 */
import type { TideLocation } from '../src/client.ts';
import type { TideEvent, TideResult, TideStation } from '../src/types.ts';

/**
 * The fixed "now" of every date test: Sunday 15 March 2026, 10:00 in the machine's own zone,
 * so the visitor's calendar day is the 15th under any `TZ`.
 */
export const FIXED_NOW = new Date(2026, 2, 15, 10, 0, 0);

/** `FIXED_NOW`'s calendar day. */
export const FIXED_TODAY = '2026-03-15';

export const BOSTON: TideLocation = {
  id: '8443970',
  name: 'Boston',
  state: 'MA',
  latitude: 42.3539,
  longitude: -71.0503,
};

export const BAR_HARBOR: TideLocation = {
  id: '8413320',
  name: 'Bar Harbor',
  state: 'ME',
  latitude: 44.3922,
  longitude: -68.2043,
};

export const BOSTON_LIGHT: TideLocation = {
  id: '8443971',
  name: 'Boston Light',
  state: 'MA',
  latitude: 42.3278,
  longitude: -70.89,
};

export const MIAMI_BEACH: TideLocation = {
  id: '8723170',
  name: 'Miami Beach',
  state: 'FL',
  latitude: 25.7683,
  longitude: -80.1317,
};

export const SAN_FRANCISCO: TideLocation = {
  id: '9414290',
  name: 'San Francisco',
  state: 'CA',
  latitude: 37.8063,
  longitude: -122.4659,
};

export const SANTA_MONICA: TideLocation = {
  id: '9410840',
  name: 'Santa Monica',
  state: 'CA',
  latitude: 34.0083,
  longitude: -118.5,
};

export const SEATTLE: TideLocation = {
  id: '9447130',
  name: 'Seattle',
  state: 'WA',
  latitude: 47.6026,
  longitude: -122.3393,
};

export const HONOLULU: TideLocation = {
  id: '1612340',
  name: 'Honolulu',
  state: 'HI',
  latitude: 21.3033,
  longitude: -157.8645,
};

export const APRA_HARBOR: TideLocation = {
  id: '1630000',
  name: 'Apra Harbor',
  state: 'GU',
  latitude: 13.4436,
  longitude: 144.6564,
};

export const MIDWAY: TideLocation = {
  id: '1619910',
  name: 'Sand Island, Midway Islands',
  state: null,
  latitude: 28.2117,
  longitude: -177.36,
};

/** Every fixture station, in the order a lookup lists them. */
export const LOCATIONS: readonly TideLocation[] = [
  BOSTON,
  BOSTON_LIGHT,
  BAR_HARBOR,
  MIAMI_BEACH,
  SAN_FRANCISCO,
  SANTA_MONICA,
  SEATTLE,
  HONOLULU,
  APRA_HARBOR,
  MIDWAY,
];

/** Each station's zone on 15 March 2026 (US daylight time began on the 8th). */
const ZONES: Record<string, { timeZone: string; abbreviation: string; offset: string }> = {
  America_New_York: { timeZone: 'America/New_York', abbreviation: 'EDT', offset: '-04:00' },
  America_Los_Angeles: {
    timeZone: 'America/Los_Angeles',
    abbreviation: 'PDT',
    offset: '-07:00',
  },
  Pacific_Honolulu: { timeZone: 'Pacific/Honolulu', abbreviation: 'HST', offset: '-10:00' },
  Pacific_Guam: { timeZone: 'Pacific/Guam', abbreviation: 'ChST', offset: '+10:00' },
  Pacific_Midway: { timeZone: 'Pacific/Midway', abbreviation: 'SST', offset: '-11:00' },
};

function zoneOf(location: TideLocation) {
  switch (location.state) {
    case 'CA':
    case 'WA':
      return ZONES.America_Los_Angeles!;
    case 'HI':
      return ZONES.Pacific_Honolulu!;
    case 'GU':
      return ZONES.Pacific_Guam!;
    case null:
      return ZONES.Pacific_Midway!;
    default:
      return ZONES.America_New_York!;
  }
}

/** The clock times and heights every fixture day uses (Boston's, for realism). */
const DAY = {
  highs: [
    { clock: '06:58', display: '6:58 AM', feet: '10.2 ft', metres: 3.109 },
    { clock: '19:21', display: '7:21 PM', feet: '9.6 ft', metres: 2.926 },
  ],
  lows: [
    { clock: '00:45', display: '12:45 AM', feet: '0.4 ft', metres: 0.122 },
    { clock: '13:09', display: '1:09 PM', feet: '-0.3 ft', metres: -0.091 },
  ],
};

function events(
  rows: typeof DAY.highs,
  type: 'high' | 'low',
  date: string,
  zone: ReturnType<typeof zoneOf>,
): TideEvent[] {
  return rows.map((row) => ({
    time: `${row.display} ${zone.abbreviation}`,
    height: row.feet,
    at: `${date}T${row.clock}:00${zone.offset}`,
    heightM: row.metres,
    type,
  }));
}

/** The fixture day's sunrise and sunset, station-local clock times (Boston's on the 15th). */
const SUN = { sunrise: '06:56', sunset: '18:51' };

const MINUTE_MS = 60_000;
/** Minutes between the curve's points, as the backend sends them. */
const TIMELINE_STEP_MINUTES = 10;
/** Half a semidiurnal tide: how far before and after the day the curve's outer turns lie. */
const HALF_TIDE_MINUTES = 6 * 60 + 12;

/** An instant as ISO 8601 with a fixed offset such as `'-04:00'`. */
function isoWithOffset(time: number, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  const shifted = time + sign * (hours * 60 + minutes) * MINUTE_MS;
  return `${new Date(shifted).toISOString().slice(0, 19)}${offset}`;
}

/**
 * The day's water level every 10 minutes, midnight to midnight: half a cosine between each
 * high and low (the shape of a semidiurnal tide), so the finder's chart agrees with its tide
 * card. One more turn either side of the day carries the curve to both midnights.
 */
function timelineFor(date: string, zone: ReturnType<typeof zoneOf>, turns: TideEvent[]) {
  const known = turns
    .map((event) => ({ time: Date.parse(event.at!), heightM: event.heightM! }))
    .sort((a, b) => a.time - b.time);
  const [first, second] = known;
  const [last, beforeLast] = [...known].reverse();
  const all = [
    { time: first!.time - HALF_TIDE_MINUTES * MINUTE_MS, heightM: second!.heightM },
    ...known,
    { time: last!.time + HALF_TIDE_MINUTES * MINUTE_MS, heightM: beforeLast!.heightM },
  ];
  const start = Date.parse(`${date}T00:00:00${zone.offset}`);
  const points: { at: string; heightM: number }[] = [];
  for (let minute = 0; minute <= 24 * 60; minute += TIMELINE_STEP_MINUTES) {
    const time = start + minute * MINUTE_MS;
    const index = all.findIndex((turn) => turn.time > time);
    const from = all[index - 1]!;
    const to = all[index]!;
    const fraction = (time - from.time) / (to.time - from.time);
    const heightM =
      from.heightM + ((to.heightM - from.heightM) * (1 - Math.cos(Math.PI * fraction))) / 2;
    points.push({
      at: isoWithOffset(time, zone.offset),
      heightM: Math.round(heightM * 1000) / 1000,
    });
  }
  return points;
}

/** The sources a fixture result can claim. */
export type FixtureSource = 'fresh' | 'cached' | 'harmonic' | 'sample';

/**
 * One day of tides for a station. `'sample'` returns only what every result carries (display
 * text, no station, no instants, no curve), to prove the widgets read well with the minimum.
 */
export function tideResultFor(
  location: TideLocation,
  date: string,
  source: FixtureSource,
): TideResult {
  const zone = zoneOf(location);
  const name = location.state ? `${location.name}, ${location.state}` : location.name;
  if (source === 'sample') {
    return {
      location: name,
      date,
      source: 'sample',
      highTides: DAY.highs.map((row) => ({
        time: `${row.display} ${zone.abbreviation}`,
        height: row.feet,
      })),
      lowTides: DAY.lows.map((row) => ({
        time: `${row.display} ${zone.abbreviation}`,
        height: row.feet,
      })),
      moonPhase: 'Waning Crescent',
      moonIllumination: '16%',
    };
  }
  const station: TideStation = {
    id: location.id,
    noaaId: location.id,
    name: location.name,
    state: location.state,
    timeZone: zone.timeZone,
    timeZoneAbbreviation: zone.abbreviation,
    latitude: location.latitude,
    longitude: location.longitude,
    type: 'reference',
    referenceId: null,
  };
  const highTides = events(DAY.highs, 'high', date, zone);
  const lowTides = events(DAY.lows, 'low', date, zone);
  const extremes = [...highTides, ...lowTides].sort((a, b) => (a.at! < b.at! ? -1 : 1));
  return {
    location: name,
    date,
    source,
    highTides,
    lowTides,
    moonPhase: 'Waning Crescent',
    moonIllumination: '16%',
    station,
    datum: 'MLLW',
    units: { height: 'ft', heightM: 'm' },
    extremes,
    timeline: timelineFor(date, zone, extremes),
    sun: {
      sunrise: `${date}T${SUN.sunrise}:00${zone.offset}`,
      sunset: `${date}T${SUN.sunset}:00${zone.offset}`,
    },
    moon: { phase: 'Waning Crescent', illumination: 0.16, phaseAngle: 313 },
    attribution: 'Predictions: NOAA CO-OPS',
    generatedAt: `${date}T10:00:00Z`,
  };
}

/** Boston on `FIXED_TODAY`, live from NOAA. */
export const BOSTON_FRESH = tideResultFor(BOSTON, FIXED_TODAY, 'fresh');
/** Boston on `FIXED_TODAY`, from the cache. */
export const BOSTON_CACHED = tideResultFor(BOSTON, FIXED_TODAY, 'cached');
/** Boston on `FIXED_TODAY`, computed locally from harmonic constants (sample data). */
export const BOSTON_HARMONIC = tideResultFor(BOSTON, FIXED_TODAY, 'harmonic');
/** Boston on `FIXED_TODAY`, with only the fields every result carries. */
export const BOSTON_SAMPLE = tideResultFor(BOSTON, FIXED_TODAY, 'sample');
