/**
 * Answers kept and charged by what they cost: get-tide-data's GETs with their validators, a
 * whole year in one answer from the station-year kept for every handler, and the budget and
 * queue prices of what is kept (nothing, or KEPT_ANSWER_COST) against what is computed.
 */
import { describe, expect, it, vi } from 'vitest';
import { seededTideData } from './tide-data.ts';
import type { TideResult } from '../functions/_shared/handlers/get-tide-data.ts';
import { createTideCalendarHandler } from '../functions/_shared/handlers/tide-calendar/index.ts';
import {
  KEPT_ANSWER_COST,
  WORK_WEIGHTS,
  units,
} from '../functions/_shared/handlers/work-weights.ts';
import { kingTides, kingTidesOf } from '../functions/_shared/engine/king-tides.ts';
import { loadStation } from '../functions/_shared/engine/tide-prediction.ts';
import { createStationYears, stationYears } from '../functions/_shared/engine/station-years.ts';

const BOSTON = 'noaa/8443970';
const PORTLAND = 'noaa/8418150';
const FIXED_NOW = new Date('2026-11-20T15:00:00Z');
const API = 'http://localhost/functions/v1/get-tide-data';

const seeded = seededTideData(() => FIXED_NOW);

const encoder = new TextEncoder();

describe('get-tide-data as a GET', () => {
  it('answers the query string as the body, with Cache-Control and an ETag, and 304 when it matches', async () => {
    const handler = seeded.handler();
    const got = await handler(new Request(`${API}?locationId=${BOSTON}&date=2026-11-22&days=7`));
    expect(got.status).toBe(200);
    expect(got.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = got.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]{8}"$/);
    const week = (await got.json()) as TideResult;
    expect(week.days?.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    const posted = await handler(
      new Request(API, {
        method: 'POST',
        body: JSON.stringify({ locationId: BOSTON, date: '2026-11-22', days: 7 }),
      }),
    );
    expect(await posted.json()).toEqual(week);
    const again = await handler(
      new Request(`${API}?locationId=${BOSTON}&date=2026-11-22&days=7`, {
        headers: { 'if-none-match': etag ?? '' },
      }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('refuses a query string it cannot read, in the function’s words', async () => {
    const handler = seeded.handler();
    const unknown = await handler(new Request(`${API}?locationId=${BOSTON}&when=today`));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { details: string }).details).toBe(
      'Unknown parameter "when". Use locationId with date and days, or with year.',
    );
    const mixed = await handler(new Request(`${API}?locationId=${BOSTON}&year=2027&days=3`));
    expect(((await mixed.json()) as { details: string }).details).toBe(
      'year goes alone: ask for a year, or for a date and days.',
    );
    const far = await handler(new Request(`${API}?locationId=${BOSTON}&year=2200`));
    expect(((await far.json()) as { details: string }).details).toBe(
      'year must be a whole year from 1900 to 2100.',
    );
  });
});

describe('a whole year in one answer', () => {
  it('gives every day of the year, each as the month answers it', async () => {
    const handler = seeded.handler();
    const response = await handler(new Request(`${API}?locationId=${PORTLAND}&year=2028`));
    expect(response.status).toBe(200);
    const year = (await response.json()) as TideResult;
    expect(year.days).toHaveLength(366);
    expect(year.days?.[0]?.date).toBe('2028-01-01');
    expect(year.days?.at(-1)?.date).toBe('2028-12-31');
    // The first day carries its curve, as any answer's first day does.
    expect(year.timeline.length).toBeGreaterThan(100);
    const march = (await (
      await handler(new Request(`${API}?locationId=${PORTLAND}&date=2028-03-01&days=31`))
    ).json()) as TideResult;
    const yearsMarch = year.days?.slice(60, 91);
    expect(yearsMarch).toEqual(march.days);
  });

  it('costs its work once: a year kept, or a station-year kept, is charged little or nothing', async () => {
    const handler = seeded.handler({ budget: { stationDaysPerMinute: 1, burst: 400 } });
    const url = `${API}?locationId=${BOSTON}&year=2029`;
    const fresh = units(WORK_WEIGHTS.stationYear + 365 * WORK_WEIGHTS.yearDay);
    expect(handler.cost('GET', undefined, url)).toBe(fresh);
    expect((await handler(new Request(url), 'visitor')).status).toBe(200);
    expect(handler.cost('GET', undefined, url)).toBe(KEPT_ANSWER_COST);
    // Asked again and again from the same client, within a budget that held one year.
    for (let i = 0; i < 5; i += 1) {
      expect((await handler(new Request(url), 'visitor')).status).toBe(200);
    }
    // Another handler (another isolate's answers) finds the station-year kept.
    const other = seeded.handler();
    expect(other.cost('GET', undefined, url)).toBe(units(365 * WORK_WEIGHTS.yearDay));
    const month = encoder.encode(
      JSON.stringify({ locationId: BOSTON, date: '2029-05-01', days: 31 }),
    );
    expect(other.cost('POST', month)).toBe(31);
    expect(other.cost('POST', encoder.encode('not json'))).toBe(1);
  });
});

describe('station-years, kept for every handler', () => {
  it('rank king tides as a year computed whole ranks them', async () => {
    const station = await loadStation(seeded.db, BOSTON);
    if (!station) throw new Error('Boston is seeded');
    const years = createStationYears();
    expect(years.peek(BOSTON, 2031)).toBeUndefined();
    const [first, second] = await Promise.all([years.get(station, 2031), years.get(station, 2031)]);
    expect(second).toBe(first);
    expect(years.peek(BOSTON, 2031)).toBe(first);
    // The same highs, searched a month at a time: the same minutes, heights to a nanometre.
    const kept = kingTidesOf(first);
    const whole = kingTides(station, 2031);
    expect(kept.highs).toBe(whole.highs);
    expect(kept.tides.map((tide) => tide.time)).toEqual(whole.tides.map((tide) => tide.time));
    kept.tides.forEach((tide, index) => {
      expect(tide.heightM).toBeCloseTo(whole.tides[index]?.heightM ?? NaN, 9);
    });
  });

  it('are computed again after a day, so a station reseeded with new constants is read anew', async () => {
    const station = await loadStation(seeded.db, BOSTON);
    if (!station) throw new Error('Boston is seeded');
    vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
    try {
      const years = createStationYears();
      const first = await years.get(station, 2033);
      vi.setSystemTime(FIXED_NOW.getTime() + 23 * 3_600_000);
      expect(await years.get(station, 2033)).toBe(first);
      vi.setSystemTime(FIXED_NOW.getTime() + 25 * 3_600_000);
      expect(years.peek(BOSTON, 2033)).toBeUndefined();
      const again = await years.get(station, 2033);
      expect(again).not.toBe(first);
      expect(Array.from(again.times)).toEqual(Array.from(first.times));
    } finally {
      vi.useRealTimers();
    }
  });

  it('are shared with the king-tides list, which costs a year once and then next to nothing', async () => {
    const calendar = createTideCalendarHandler({
      db: seeded.db,
      siteUrl: 'https://tides.example',
      now: () => FIXED_NOW,
      budget: { stationDaysPerMinute: 1, burst: units(WORK_WEIGHTS.stationYear) + 1 },
    });
    const url = `http://localhost/functions/v1/tide-calendar?location=${PORTLAND}&list=king-tides&year=2032&format=json`;
    const first = await calendar(new Request(url), 'visitor');
    expect(await first.text()).toContain('"tides"');
    expect(first.status).toBe(200);
    expect(stationYears.peek(PORTLAND, 2032)).toBeDefined();
    expect(calendar.cost(url)).toBe(KEPT_ANSWER_COST);
    // In metres: another answer, built from the station-year already kept, so it costs 1.
    const metres = await calendar(new Request(`${url}&units=m`), 'visitor');
    expect(metres.status).toBe(200);
    const etag = metres.headers.get('etag') ?? '';
    const again = await calendar(
      new Request(`${url}&units=m`, { headers: { 'if-none-match': etag } }),
      'visitor',
    );
    expect(again.status).toBe(304);
  });
});
