/**
 * The month table a station page prints and downloads: each day's tides and sun on the station's
 * clock, the days its clocks change, and the CSV; and the calendar days it is counted in.
 */
import { describe, expect, it } from 'vitest';
import type { TideDay } from '@tides/widgets';
import { BOSTON } from './station-fixtures';
import { addDays, addMonths, daysInMonth, isCalendarDay, todayIn } from '../src/lib/calendar';
import {
  monthTableCsv,
  monthTableRows,
  monthZoneSummary,
} from '../src/stations/tables/month-table';

describe('calendar days', () => {
  it('step across months, years and the leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(daysInMonth('2028-02')).toBe(29);
  });

  it('refuse what is no day', () => {
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2026-11-25')).toBe(true);
  });

  it('take today from the station’s clock, not the visitor’s', () => {
    const instant = new Date('2026-11-26T03:30:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-25');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-26');
  });
});

describe('the month table', () => {
  const DAY: TideDay = {
    date: '2026-11-01',
    source: 'harmonic',
    timeZoneAbbreviation: 'EST',
    extremes: [
      {
        time: '1:04 AM EDT',
        height: '9.9 ft',
        at: '2026-11-01T01:04:00-04:00',
        heightM: 3.02,
        type: 'high',
      },
      {
        time: '7:17 AM EST',
        height: '0.3 ft',
        at: '2026-11-01T07:17:00-05:00',
        heightM: 0.09,
        type: 'low',
      },
    ],
    sun: { sunrise: '2026-11-01T06:19:00-05:00', sunset: '2026-11-01T16:36:00-05:00' },
    moon: { phase: 'Waning Gibbous', illumination: 0.6, phaseAngle: 230 },
    tideRange: null,
  };

  it('shows each day’s tides and sun on the station’s clock, saying which offset', () => {
    const plain: TideDay = {
      ...DAY,
      date: '2026-11-02',
      extremes: DAY.extremes.map((event) => ({
        ...event,
        at: new Date(Date.parse(event.at ?? '') + 86_400_000).toISOString(),
      })),
      sun: { sunrise: '2026-11-02T06:20:00-05:00', sunset: '2026-11-02T16:35:00-05:00' },
    };
    const [row] = monthTableRows([plain], 'America/New_York');
    expect(row?.events.map((e) => e.time)).toEqual(['12:04 AM', '7:17 AM']);
    expect(row?.zone).toBe('EST');
    expect(row?.zoneChange).toBeNull();
    expect(row?.sunrise).toBe('6:20 AM');
    expect(row?.sunset).toBe('4:35 PM');
  });

  it('marks the day the clocks change, and gives each time on it its abbreviation', () => {
    const [row] = monthTableRows([DAY], 'America/New_York');
    expect(row?.zone).toBe('EDT → EST');
    expect(row?.zoneChange).toBe('Clocks go back to EST (UTC−05:00) at 2:00 AM');
    expect(row?.events.map((e) => e.time)).toEqual(['1:04 AM EDT', '7:17 AM EST']);
    expect(row?.sunrise).toBe('6:19 AM EST');
  });

  it('puts Vancouver on UTC−7 from November 2026: PDT becomes MST, the clocks stay', () => {
    const vancouverDay = (date: string, at: string): TideDay => ({
      ...DAY,
      date,
      extremes: DAY.extremes.slice(0, 1).map((event) => ({ ...event, at })),
      sun: { sunrise: null, sunset: null },
    });
    const [renamed, winter] = monthTableRows(
      [
        vancouverDay('2026-11-01', '2026-11-01T12:00:00Z'),
        vancouverDay('2026-11-25', '2026-11-25T14:05:00Z'),
      ],
      'America/Vancouver',
    );
    expect(renamed?.zoneChange).toBe(
      'PDT becomes MST (UTC−07:00) at 2:00 AM; clocks do not change',
    );
    expect(winter?.zone).toBe('MST');
    expect(winter?.events[0]?.time).toBe('7:05 AM');
    expect(winter?.events[0]?.local).toBe('2026-11-25T07:05:00-07:00');
    expect(monthZoneSummary('2026-11', 'America/Vancouver')).toBe(
      'PDT (UTC−07:00); on Sun, Nov 1, PDT becomes MST (UTC−07:00) at 2:00 AM; clocks do not change',
    );
    expect(todayIn('America/Vancouver', new Date('2026-11-26T06:59:00Z'))).toBe('2026-11-25');
    expect(todayIn('America/Vancouver', new Date('2026-11-26T07:00:00Z'))).toBe('2026-11-26');
  });

  it('says in the heading when a month’s clocks change (Boston, March 2027)', () => {
    expect(monthZoneSummary('2027-03', 'America/New_York')).toBe(
      'EST (UTC−05:00); on Sun, Mar 14, clocks go forward to EDT (UTC−04:00) at 2:00 AM',
    );
    expect(monthZoneSummary('2027-02', 'America/New_York')).toBe('EST (UTC−05:00)');
  });

  it('writes a CSV line per high or low, quoted where needed and never a formula', () => {
    const rows = monthTableRows([DAY], 'America/New_York');
    const csv = monthTableCsv(rows, { ...BOSTON, name: '=Boston, "MA"' });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_ft_from_mllw,sunrise,sunset,moon,tide_range',
    );
    expect(lines[1]).toBe(
      `noaa/8443970,"'=Boston, ""MA""",2026-11-01,high,1:04 AM,America/New_York,EDT,2026-11-01T01:04:00-04:00,9.91,6:19 AM EST,4:36 PM EST,Waning Gibbous,none`,
    );
    expect(lines[2]).toContain(',low,7:17 AM,America/New_York,EST,2026-11-01T07:17:00-05:00,');
    expect(lines).toHaveLength(4);
  });

  it('writes the zone on every day and every height with the same decimals', () => {
    const later: TideDay = {
      ...DAY,
      date: '2026-11-02',
      extremes: [{ ...DAY.extremes[0]!, at: '2026-11-02T06:00:00Z', heightM: 9 * 0.3048 }],
      sun: { sunrise: '2026-11-02T11:20:00Z', sunset: '2026-11-02T21:35:00Z' },
      tideRange: 'spring',
    };
    const rows = monthTableRows([DAY, later], 'America/New_York');
    const lines = monthTableCsv(rows, BOSTON).split('\r\n');
    expect(lines[3]).toBe(
      'noaa/8443970,Boston,2026-11-02,high,1:00 AM,America/New_York,EST,2026-11-02T01:00:00-05:00,9.00,6:20 AM EST,4:35 PM EST,Waning Gibbous,spring',
    );
  });

  it('writes heights in metres and times on a 24-hour clock when the visitor reads them so', () => {
    const rows = monthTableRows([DAY], 'America/New_York', { units: 'm', hourCycle: 'h23' });
    expect(rows[0]?.events.map((e) => `${e.time} ${e.height}`)).toEqual([
      '01:04 EDT 3.02 m',
      '07:17 EST 0.09 m',
    ]);
    expect(rows[0]?.sunset).toBe('16:36 EST');
    const lines = monthTableCsv(rows, BOSTON, 'm', 'h23').split('\r\n');
    expect(lines[0]).toBe(
      'station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_m_from_mllw,sunrise,sunset,moon,tide_range',
    );
    expect(lines[2]).toBe(
      'noaa/8443970,Boston,2026-11-01,low,07:17,America/New_York,EST,2026-11-01T07:17:00-05:00,0.090,06:19 EST,16:36 EST,Waning Gibbous,none',
    );
  });
});
