import { describe, expect, it } from 'vitest';
import type { FishingSession } from '@tides/widgets';
import { catchPatternScope, sessionsToCsv } from '../src/pages/MyTides';

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
      'started_at,ended_at,station_id,station,tide_stage,tide_height_m,datum,since_last,minutes_since,moon_phase,moon_illumination,species,count,length_cm,weight_kg,released,notes',
    );
    expect(lines[1]).toBe(
      '2026-03-15T10:30:00.000Z,,noaa/8443970,"Boston, MA",,,,,,,,Striped bass,2,71,,released,"Wind ""light"", then\nnothing"',
    );
    expect(csv).toContain('"Bluefish, small",1,,,kept,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps a session without a catch as one row, counted zero', () => {
    const csv = sessionsToCsv([{ ...SESSION, catches: [], notes: '' }], new Map());
    expect(csv.split('\r\n')[1]).toBe('2026-03-15T10:30:00.000Z,,noaa/8443970,,,,,,,,,,0,,,,');
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
});
