/**
 * The flood-tide calendar (tide-calendar's list=flood-tides), read back by a real iCalendar
 * parser (ical.js) and held against get-flood-outlook's days for the same twelve months.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGetFloodOutlookHandler,
  type FloodOutlookResult,
} from '../functions/_shared/handlers/get-flood-outlook.ts';
import { createTideCalendarHandler } from '../functions/_shared/handlers/tide-calendar/index.ts';
import { openSeededDatabase, type TestDatabase } from './database.ts';

const FIXED_NOW = new Date('2026-11-20T15:00:00Z');
const LATER = new Date('2026-12-20T15:00:00Z');
/** Ketchikan, AK: a large range puts predicted highs above its derived flood thresholds. */
const KETCHIKAN = 'noaa/9450460';

let db: TestDatabase;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

async function feed(query: string, now = FIXED_NOW): Promise<Response> {
  const calendar = createTideCalendarHandler({ db, siteUrl: 'https://tides.test', now: () => now });
  return calendar(new Request(`http://localhost/functions/v1/tide-calendar?${query}`), 'test');
}

function events(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('list=flood-tides', () => {
  it('parses as RFC 5545, one event per flood-tide day of get-flood-outlook’s', async () => {
    const response = await feed(`location=${KETCHIKAN}&list=flood-tides`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    // Every line CRLF-ended and at most 75 octets.
    for (const line of text.split('\r\n').slice(0, -1)) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const parsed = events(text);

    const outlook = createGetFloodOutlookHandler({ db, now: () => FIXED_NOW });
    const answer = (await (
      await outlook(
        new Request('http://localhost/functions/v1/get-flood-outlook', {
          method: 'POST',
          body: JSON.stringify({ locationId: KETCHIKAN }),
        }),
      )
    ).json()) as FloodOutlookResult;
    expect(answer.days.length).toBeGreaterThan(20);
    expect(parsed.map((event) => event.startDate.toJSDate().getTime())).toEqual(
      answer.days.map((day) => Date.parse(day.at)),
    );
    expect(parsed.map((event) => event.uid)).toEqual(
      answer.days.map((day) => `noaa-9450460-flood-${day.date}@tide-charts`),
    );
    const first = parsed[0];
    expect(first?.summary).toMatch(/^(Minor|Moderate|Major) flood tide \d+\.\d ft$/);
    expect(first?.description).toMatch(/NOAA Technical Report NOS CO-OPS 086/);
    expect(first?.description).toMatch(/wind, rain and storm surge/);
  }, 60_000);

  it('keeps each day’s UID as the calendar rolls on a month', async () => {
    const uidsOf = async (now: Date) =>
      events(await (await feed(`location=${KETCHIKAN}&list=flood-tides`, now)).text()).map(
        (event) => event.uid,
      );
    const before = await uidsOf(FIXED_NOW);
    const after = await uidsOf(LATER);
    const stillAhead = before.filter(
      (uid) => (uid.match(/flood-(.{10})@/)?.[1] ?? '') >= '2026-12-20',
    );
    expect(stillAhead.length).toBeGreaterThan(0);
    expect(after.slice(0, stillAhead.length)).toEqual(stillAhead);
  }, 60_000);

  it('says plainly that a station without thresholds has none', async () => {
    const response = await feed('location=noaa/8444351&list=flood-tides');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details: string };
    expect(body.details).toMatch(/^Hull, MA: .*has none of its own\.$/);
  });

  it('refuses a rule or a year beside it', async () => {
    expect((await feed(`location=${KETCHIKAN}&list=flood-tides&below=0`)).status).toBe(400);
    expect((await feed(`location=${KETCHIKAN}&list=flood-tides&year=2027`)).status).toBe(400);
  });
});
