import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../functions/_shared/zoned-time.ts';

/** What en-US's own formatter writes for a station's clock time, the text formatClockTime must match. */
function intlClockTime(ms: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  })
    .formatToParts(ms)
    .map((part) => (part.type === 'literal' ? part.value.replace(/\s+/gu, ' ') : part.value))
    .join('');
}

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'Pacific/Guam',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
];

describe('formatClockTime', () => {
  it('writes what en-US writes, across zones, years and daylight-saving changes', () => {
    const mismatches: string[] = [];
    for (const zone of ZONES) {
      // Every 23 days 7 h 13 min from 1900 to 2100: every hour of the day comes round, on both
      // sides of daylight-saving changes.
      for (
        let ms = Date.UTC(1900, 0, 1);
        ms < Date.UTC(2100, 11, 31);
        ms += 23 * 86_400_000 + 26_000_000
      ) {
        const minute = Math.floor(ms / 60_000) * 60_000;
        const expected = intlClockTime(minute, zone);
        const actual = formatClockTime(minute, zone, undefined, new Map());
        if (actual !== expected)
          mismatches.push(`${zone} ${new Date(minute).toISOString()}: ${actual} ≠ ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('writes midnight and noon as 12', () => {
    expect(formatClockTime(Date.UTC(2026, 10, 22, 5, 0), 'America/New_York')).toBe('12:00 AM EST');
    expect(formatClockTime(Date.UTC(2026, 10, 22, 17, 7), 'America/New_York')).toBe('12:07 PM EST');
    expect(formatClockTime(Date.UTC(2026, 6, 4, 16, 0), 'America/New_York')).toBe('12:00 PM EDT');
  });
});
