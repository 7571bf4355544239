import { describe, expect, it } from 'vitest';
import type { FishingSession } from '@tides/widgets';
import { sessionsToCsv } from '../src/pages/MyTides';

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
