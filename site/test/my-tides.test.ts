import { describe, expect, it } from 'vitest';
import type { FishingConditions, FishingSession } from '@tides/widgets';
import { catchPatternScope } from '../src/pages/my-tides/CatchPattern';
import { sessionsToCsv, stationTime } from '../src/pages/my-tides/fishing-log-csv';

const SESSION: FishingSession = {
  id: 's1',
  stationId: 'noaa/8443970',
  startedAt: '2026-03-15T10:30:00.000Z',
  endedAt: null,
  notes: 'Wind "light", then\nnothing',
  catches: [
    { species: 'Striped bass', count: 2, lengthCm: 71, released: true },
    { species: 'Bluefish, small', count: 1, released: false },
  ],
  conditions: null,
};

describe('the fishing log as CSV', () => {
  it('writes a row per catch, quoting what needs it as RFC 4180 says', () => {
    const csv = sessionsToCsv([SESSION], new Map([['noaa/8443970', 'Boston, MA']]));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'started_at,ended_at,time_zone,station_id,station,tide_stage,tide_height_ft,datum,since_last,minutes_since,moon_phase,moon_illumination,species,count,length_in,weight_lb,released,notes',
    );
    expect(lines[1]).toBe(
      '2026-03-15T10:30:00+00:00,,UTC,noaa/8443970,"Boston, MA",,,,,,,,Striped bass,2,27.95,,released,"Wind ""light"", then\nnothing"',
    );
    expect(csv).toContain('"Bluefish, small",1,,,kept,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps a session without a catch as one row, counted zero', () => {
    const csv = sessionsToCsv([{ ...SESSION, catches: [], notes: '' }], new Map());
    expect(csv.split('\r\n')[1]).toBe('2026-03-15T10:30:00+00:00,,UTC,noaa/8443970,,,,,,,,,,0,,,,');
  });

  describe('for a session with its conditions', () => {
    const conditions: FishingConditions = {
      timeZone: 'America/New_York',
      tide: {
        stage: 'rising',
        heightM: 1.234,
        datum: 'MLLW',
        since: { type: 'low', at: '2026-03-15T08:48:00.000Z', minutes: 102 },
        next: null,
      },
      moon: { phase: 'Waning Crescent', illumination: 0.13 },
      sun: { sunrise: null, sunset: null },
      source: 'harmonic',
    };
    const logged: FishingSession = {
      ...SESSION,
      endedAt: '2026-03-15T13:05:00.000Z',
      notes: '',
      catches: [
        { species: 'Striped bass', count: 1, lengthCm: 71.12, weightKg: 4.309, released: true },
      ],
      conditions,
    };

    it('gives times on the station’s clock with their offset, and feet, inches and pounds', () => {
      const [header, row] = sessionsToCsv([logged], new Map()).split('\r\n');
      expect(header).toContain('tide_height_ft');
      expect(row).toBe(
        '2026-03-15T06:30:00-04:00,2026-03-15T09:05:00-04:00,America/New_York,noaa/8443970,,rising,4.05,MLLW,low,102,Waning Crescent,0.13,Striped bass,1,28,9.5,released,',
      );
    });

    it('gives metres, centimetres and kilograms when the log is read in metres', () => {
      const [header, row] = sessionsToCsv([logged], new Map(), 'm').split('\r\n');
      expect(header).toBe(
        'started_at,ended_at,time_zone,station_id,station,tide_stage,tide_height_m,datum,since_last,minutes_since,moon_phase,moon_illumination,species,count,length_cm,weight_kg,released,notes',
      );
      expect(row).toBe(
        '2026-03-15T06:30:00-04:00,2026-03-15T09:05:00-04:00,America/New_York,noaa/8443970,,rising,1.234,MLLW,low,102,Waning Crescent,0.13,Striped bass,1,71.12,4.309,released,',
      );
    });
  });
});

describe('stationTime', () => {
  it('writes the station’s clock and its offset, standard or daylight, whatever the runner’s zone', () => {
    expect(stationTime('2026-01-15T12:00:00Z', 'America/New_York')).toBe(
      '2026-01-15T07:00:00-05:00',
    );
    expect(stationTime('2026-07-15T12:00:00Z', 'America/New_York')).toBe(
      '2026-07-15T08:00:00-04:00',
    );
    expect(stationTime('2026-07-15T12:00:00Z', 'Asia/Kolkata')).toBe('2026-07-15T17:30:00+05:30');
    expect(stationTime('2026-07-15T12:00:00Z', 'UTC')).toBe('2026-07-15T12:00:00+00:00');
  });

  it('keeps what it cannot read as given', () => {
    expect(stationTime('not a time', 'America/New_York')).toBe('not a time');
    expect(stationTime('2026-07-15T12:00:00Z', 'Not/AZone')).toBe('2026-07-15T12:00:00Z');
  });
});

describe('the catches by tide and moon', () => {
  it('say which sessions they count: the filtered ones, and not those without readings', () => {
    expect(catchPatternScope({ counted: 9, withoutConditions: 0, shown: 9, logged: 9 })).toBe(
      'Counting all 9 sessions in your log, by the tide and moon when each started.',
    );
    expect(catchPatternScope({ counted: 3, withoutConditions: 1, shown: 4, logged: 9 })).toBe(
      'Counting the 4 sessions that match the station and dates chosen above (of 9 logged) except one saved without tide and moon readings, which is left out, by the tide and moon when each started.',
    );
    expect(catchPatternScope({ counted: 0, withoutConditions: 2, shown: 2, logged: 2 })).toContain(
      'except 2 saved without tide and moon readings, which are left out',
    );
  });

  it('never lets a species or a note start a spreadsheet formula', () => {
    const csv = sessionsToCsv(
      [
        {
          ...SESSION,
          notes: '=HYPERLINK("http://attacker.example","click")',
          catches: [
            { species: '+1+cmd|calc', count: 1, released: true },
            { species: '@SUM(A1)', count: 1, released: true },
            { species: '-2+3', count: 1, released: true },
          ],
        },
      ],
      new Map(),
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://attacker.example"",""click"")"`);
    expect(csv).toContain(",'+1+cmd|calc,");
    expect(csv).toContain(",'@SUM(A1),");
    expect(csv).toContain(",'-2+3,");
    expect(csv).not.toMatch(/,[=+@]/);
  });
});
