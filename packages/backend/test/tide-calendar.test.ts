/**
 * The tide-calendar feed over HTTP, as a calendar app subscribes to it (no key, no headers),
 * read back by a real iCalendar parser (ical.js) and held against get-tide-data's answers for
 * the same days.
 */
import ICAL from 'ical.js';
import { restoreTestTime, setTestTime } from '@tides/test-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_LIMITS } from '../src/config.ts';
import type { Backend } from '../src/server.ts';
import { startNoaaStandIn, startTestBackend, tempDataDir } from './helpers.ts';

const BOSTON = 'noaa/8443970';
const SITE_URL = 'https://tides.test';
/** Noon in Boston: the feed's today is the same day for hours, whenever the test runs. */
const NOON_IN_BOSTON = '2026-06-15T16:00:00Z';
/** Boston's calendar date at that instant, as the feed reads it. */
const BOSTON_TODAY = '2026-06-15';

interface TideDayAnswer {
  date: string;
  extremes: { at: string; height: string; heightM: number; type: 'high' | 'low' }[];
  sun: { sunrise: string | null; sunset: string | null };
}

let backend: Backend;
let data: Awaited<ReturnType<typeof tempDataDir>>;

beforeAll(async () => {
  // Running on from noon: tokens and caches compare times taken a moment apart.
  setTestTime(NOON_IN_BOSTON, { running: true });
  data = await tempDataDir();
  // One client asks for many months here: the station-day budget (proved on its own below) is
  // raised so that the feeds' days do not run out mid-file.
  backend = await startTestBackend({
    dataDir: data.path,
    siteUrl: SITE_URL,
    limits: { ...DEFAULT_API_LIMITS, tideStationDaysBurst: 100_000 },
  });
});

afterAll(async () => {
  await backend?.close();
  data?.remove();
  restoreTestTime();
});

function feedUrl(query: string): string {
  return `${backend.url}/functions/v1/tide-calendar?${query}`;
}

/** The feed, and the date it begins on. */
async function fetchFeed(
  query: string,
): Promise<{ text: string; today: string; response: Response }> {
  const response = await fetch(feedUrl(query));
  return { text: await response.text(), today: BOSTON_TODAY, response };
}

async function tideDays(date: string, days: number): Promise<TideDayAnswer[]> {
  const response = await fetch(`${backend.url}/functions/v1/get-tide-data`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ locationId: BOSTON, date, days }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { days: TideDayAnswer[] }).days;
}

function addDays(date: string, days: number): string {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function events(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

function instant(event: ICAL.Event, which: 'startDate' | 'endDate' = 'startDate'): number {
  return event[which].toJSDate().getTime();
}

describe('GET /functions/v1/tide-calendar', () => {
  describe("for Boston's highs and lows", () => {
    let feed: Awaited<ReturnType<typeof fetchFeed>>;
    let expected: TideDayAnswer[];

    beforeAll(async () => {
      feed = await fetchFeed(`location=${BOSTON}`);
      expected = [
        ...(await tideDays(feed.today, 15)),
        ...(await tideDays(addDays(feed.today, 15), 15)),
      ];
    });

    it('answers text/calendar with no key, cacheable, to any origin', () => {
      expect(feed.response.status).toBe(200);
      expect(feed.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(feed.response.headers.get('access-control-allow-origin')).toBe('*');
      expect(feed.response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    });

    it('ends every line with CRLF and folds none longer than 75 octets', () => {
      expect(feed.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const lines = feed.text.split('\r\n').slice(0, -1);
      expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    });

    it('asks calendar apps to refresh it', () => {
      const calendar = new ICAL.Component(ICAL.parse(feed.text));
      expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT12H');
      expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT12H');
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    });

    it("holds every high and low of 30 days at get-tide-data's instant, in UTC", () => {
      const want = expected.flatMap((day) => day.extremes);
      const got = events(feed.text);
      expect(got).toHaveLength(want.length);
      got.forEach((event, index) => {
        const tide = want[index];
        expect(event.startDate.toString()).toMatch(/Z$/);
        expect(instant(event)).toBe(Date.parse(tide?.at ?? ''));
        expect(event.summary).toBe(
          `${tide?.type === 'high' ? 'High' : 'Low'} tide ${tide?.height ?? ''}`,
        );
      });
      expect(expected).toHaveLength(30);
    });

    it("links each event to the station's page and places it", () => {
      for (const event of events(feed.text)) {
        expect(event.component.getFirstPropertyValue('url')).toBe(
          `${SITE_URL}/tides/ma/boston-8443970`,
        );
        expect(event.location).toBe('Boston, MA');
      }
    });

    it('keeps the same UIDs on the next fetch, one per event', async () => {
      const again = await fetchFeed(`location=${BOSTON}`);
      const first = events(feed.text).map((event) => event.uid);
      expect(new Set(first).size).toBe(first.length);
      expect(events(again.text).map((event) => event.uid)).toEqual(first);
    });
  });

  it('gives metres when asked, and up to 90 days', async () => {
    const { text } = await fetchFeed(`location=${BOSTON}&units=m&days=90`);
    const all = events(text);
    expect(all.length).toBeGreaterThan(90 * 3);
    for (const event of all) expect(event.summary).toMatch(/^(High|Low) tide -?\d+\.\d\d m$/);
    // A low under the datum is said to be below it, never a negative height above it.
    const lows = all.filter((event) => event.summary.startsWith('Low tide -'));
    expect(lows.length).toBeGreaterThan(0);
    for (const event of lows) {
      expect(event.description).toMatch(/: \d+\.\d\d m below MLLW at /);
    }
    for (const event of all) expect(event.description).not.toMatch(/-\d+\.\d+ m above/);
  });

  describe('with a window rule: below 0 ft in daylight', () => {
    it('holds one event per window, each in daylight and below the height', async () => {
      const { text, today } = await fetchFeed(`location=${BOSTON}&below=0&light=day&days=30`);
      const json = (await (
        await fetch(feedUrl(`location=${BOSTON}&below=0&light=day&days=30&format=json`))
      ).json()) as { windows: { start: string; end: string; extreme: { heightM: number } }[] };
      const answered = Date.now();
      // The feed keeps the whole of today; the JSON lists what is still to come: the feed's
      // windows from the JSON's first on, every one before it over by the time it answered.
      const firstStart = Date.parse(json.windows[0]?.start ?? '');
      const past = events(text).filter((event) => instant(event) < firstStart);
      for (const event of past) expect(instant(event, 'endDate')).toBeLessThanOrEqual(answered);
      const windows = events(text).slice(past.length);
      expect(windows).toHaveLength(json.windows.length);
      const days = [...(await tideDays(today, 15)), ...(await tideDays(addDays(today, 15), 15))];
      windows.forEach((event, index) => {
        const window = json.windows[index];
        expect(instant(event)).toBe(Date.parse(window?.start ?? ''));
        expect(instant(event, 'endDate')).toBe(Date.parse(window?.end ?? ''));
        expect(window?.extreme.heightM).toBeLessThan(0);
        expect(event.summary).toMatch(/^Below 0 ft, in daylight: lowest -?\d+\.\d ft at /);
        const day = days.find((each) => each.date === window?.start.slice(0, 10));
        expect(instant(event)).toBeGreaterThanOrEqual(Date.parse(day?.sun.sunrise ?? ''));
        expect(instant(event, 'endDate')).toBeLessThanOrEqual(Date.parse(day?.sun.sunset ?? ''));
      });
    });
  });

  describe("with list=king-tides: the year's king tides", () => {
    it('lists the top 1% of the year’s highs, each a high get-tide-data gives that day', async () => {
      const response = await fetch(
        feedUrl(`location=${BOSTON}&list=king-tides&year=2027&format=json`),
      );
      expect(response.status).toBe(200);
      const list = (await response.json()) as {
        year: number;
        highs: number;
        explanation: string;
        tides: { at: string; height: string }[];
      };
      expect(list.year).toBe(2027);
      expect(list.tides).toHaveLength(Math.ceil(list.highs / 100));
      expect(list.explanation).toBe(
        `King tides are the year's highest predicted high tides here: the top 1% (${list.tides.length} of ${list.highs}) of 2027's highs.`,
      );
      for (const tide of list.tides.slice(0, 3)) {
        const [day] = await tideDays(tide.at.slice(0, 10), 2);
        const high = day?.extremes.find((event) => event.at === tide.at);
        expect(high?.type).toBe('high');
        expect(high?.height).toBe(tide.height);
      }
      const calendar = events(
        await (await fetch(feedUrl(`location=${BOSTON}&list=king-tides&year=2027`))).text(),
      );
      expect(calendar.map((event) => instant(event))).toEqual(
        list.tides.map((tide) => Date.parse(tide.at)),
      );
      expect(calendar[0]?.summary).toBe(`King tide ${list.tides[0]?.height ?? ''}`);
    });

    it('lists, without a year, those of the twelve months from today: each its own year’s', async () => {
      interface Listed {
        from?: string;
        through?: string;
        explanation: string;
        tides: { at: string; height: string }[];
      }
      const get = async (query: string) =>
        (await (
          await fetch(feedUrl(`location=${BOSTON}&list=king-tides${query}`))
        ).json()) as Listed;
      const { text, today } = await fetchFeed(`location=${BOSTON}&list=king-tides&format=json`);
      const ahead = JSON.parse(text) as Listed;
      const year = Number(today.slice(0, 4));
      const [thisYear, nextYear] = [
        await get(`&year=${year}&format=json`),
        await get(`&year=${year + 1}&format=json`),
      ];
      const nextDate = `${year + 1}${today.slice(4)}`;
      const expected = [...(thisYear?.tides ?? []), ...(nextYear?.tides ?? [])].filter(
        (tide) => tide.at.slice(0, 10) >= today && tide.at.slice(0, 10) < nextDate,
      );
      expect(ahead.from).toBe(today);
      expect(ahead.tides).toEqual(expected);
      expect(ahead.tides.length).toBeGreaterThan(0);
      // In words, as the page beside it writes its dates: 'from November 28, 2026 through'.
      const todayInWords = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(Date.parse(`${today}T12:00:00Z`));
      expect(ahead.explanation).toContain(`Listed are those from ${todayInWords} through `);
      expect(ahead.explanation).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      const calendar = events((await fetchFeed(`location=${BOSTON}&list=king-tides`)).text);
      expect(calendar.map((event) => instant(event))).toEqual(
        ahead.tides.map((tide) => Date.parse(tide.at)),
      );
    });

    it('marks every window whose lowest reads below 0 ft as a minus tide, and no other', async () => {
      const json = (await (
        await fetch(feedUrl(`location=${BOSTON}&below=0&format=json&days=30`))
      ).json()) as { windows: { marks: string[]; extreme: { height: string } }[] };
      expect(json.windows.length).toBeGreaterThan(0);
      for (const window of json.windows) {
        // A lowest of −0.02 ft is written '0.0 ft': no "Minus tide" beside it.
        const readsBelow = Number.parseFloat(window.extreme.height) < 0;
        expect(window.marks.includes('minus'), window.extreme.height).toBe(readsBelow);
      }
      expect(json.windows.some((window) => window.marks.includes('minus'))).toBe(true);
    });
  });

  describe("where get-tide-data answers from NOAA's cache", () => {
    it("holds that day's NOAA times, as get-tide-data gives them, and ours elsewhere", async () => {
      const noaa = await startNoaaStandIn('ok');
      const dir = await tempDataDir();
      const withNoaa = await startTestBackend({
        dataDir: dir.path,
        siteUrl: SITE_URL,
        noaaBaseUrl: noaa.url,
        noaaTimeoutMs: 300,
      });
      try {
        const tomorrow = addDays(BOSTON_TODAY, 1);
        const [ours] = await tideDays(tomorrow, 2);
        // NOAA's table for tomorrow, a minute after ours throughout (within their agreement).
        const noaaEvents = (ours?.extremes ?? []).map((event) => ({
          at: new Date(Date.parse(event.at) + 60_000).toISOString(),
          heightM: event.heightM,
          type: event.type,
        }));
        await withNoaa.db.query(
          `insert into public.noaa_prediction_cache (station_id, date, events, fetched_at)
           values ($1, $2::text::date, $3::text::jsonb, now())`,
          [BOSTON, tomorrow, JSON.stringify(noaaEvents)],
        );
        const answer = await fetch(`${withNoaa.url}/functions/v1/get-tide-data`, {
          method: 'POST',
          headers: {
            apikey: withNoaa.anonKey,
            authorization: `Bearer ${withNoaa.anonKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ locationId: BOSTON, date: tomorrow }),
        });
        const day = (await answer.json()) as { source: string; extremes: { at: string }[] };
        expect(day.source).toBe('cached');
        const feed = await fetch(
          `${withNoaa.url}/functions/v1/tide-calendar?location=${BOSTON}&days=3`,
        );
        const starts = events(await feed.text()).map((event) => instant(event));
        const cachedStarts = day.extremes.map((event) => Date.parse(event.at));
        expect(cachedStarts).toEqual(noaaEvents.map((event) => Date.parse(event.at)));
        for (const start of cachedStarts) expect(starts).toContain(start);
        // The other days are ours: today's first tide at its harmonic instant.
        const [today] = await tideDays(BOSTON_TODAY, 2);
        expect(starts[0]).toBe(Date.parse(today?.extremes[0]?.at ?? ''));
      } finally {
        await withNoaa.close();
        await noaa.close();
        dir.remove();
      }
    });
  });

  describe('when asked wrongly', () => {
    it.each([
      ['no location', '', 400],
      ['an unknown station', 'location=noaa/0000000', 404],
      ['a location holding a NUL byte', 'location=noaa/8443970%00', 400],
      ['a location that is a path', 'location=../noaa/8443970', 400],
      ['more than 90 days', `location=${BOSTON}&days=91`, 400],
      ['a height that is not a number', `location=${BOSTON}&below=low`, 400],
      ['hours without near', `location=${BOSTON}&hours=2`, 400],
      ['an unknown weekday', `location=${BOSTON}&on=funday`, 400],
      ['an unknown parameter', `location=${BOSTON}&colour=blue`, 400],
      ['a year without list', `location=${BOSTON}&year=2027`, 400],
      ['a year out of range', `location=${BOSTON}&list=king-tides&year=3000`, 400],
    ])('answers %s with a clear error', async (_what, query, status) => {
      const response = await fetch(feedUrl(query));
      expect(response.status).toBe(status);
      const body = (await response.json()) as { error: string; details: string };
      expect(Object.keys(body).sort()).toEqual(['details', 'error']);
      expect(body.details.length).toBeGreaterThan(10);
    });

    it('answers a POST with 405', async () => {
      const response = await fetch(feedUrl(`location=${BOSTON}`), { method: 'POST' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, OPTIONS');
      await response.body?.cancel();
    });
  });

  describe('asked for the same feed again the same day', () => {
    it('answers from what it built, whatever the order of the parameters', async () => {
      const first = await fetchFeed(`location=${BOSTON}&days=90&units=m`);
      // Past the second DTSTAMP counts in: a feed built again would differ.
      setTestTime(Date.now() + 2000);
      const again = await fetchFeed(`units=m&days=90&location=${BOSTON}`);
      expect(again.text).toBe(first.text);
      expect(again.text).toMatch(/^DTSTAMP:/m);
    });
  });

  it('charges a feed what building it costs, in the budget get-tide-data counts in, and a kept one nothing', async () => {
    const budgetData = await tempDataDir();
    const tight = await startTestBackend({
      dataDir: budgetData.path,
      limits: { ...DEFAULT_API_LIMITS, tideStationDaysBurst: 200, tideStationDaysPerMinute: 1 },
    });
    try {
      const feed = await fetch(
        `${tight.url}/functions/v1/tide-calendar?location=${BOSTON}&days=90`,
      );
      expect(feed.status).toBe(200);
      await feed.body?.cancel();
      // A 90-day feed costs 90 × WORK_WEIGHTS.feedDay, 180 units: 20 are left, so a 31-day span
      // must wait, while the same feed, kept, costs nothing, and another feed must wait.
      const span = await fetch(`${tight.url}/functions/v1/get-tide-data`, {
        method: 'POST',
        headers: {
          apikey: tight.anonKey,
          authorization: `Bearer ${tight.anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ locationId: BOSTON, date: '2026-03-11', days: 31 }),
      });
      expect(span.status).toBe(429);
      await span.body?.cancel();
      const kept = await fetch(
        `${tight.url}/functions/v1/tide-calendar?days=90&location=${BOSTON}`,
      );
      expect(kept.status).toBe(200);
      await kept.body?.cancel();
      const another = await fetch(
        `${tight.url}/functions/v1/tide-calendar?location=${BOSTON}&days=60`,
      );
      expect(another.status).toBe(429);
      expect(Number(another.headers.get('retry-after'))).toBeGreaterThan(0);
      await another.body?.cancel();
    } finally {
      await tight.close();
      budgetData.remove();
    }
  });

  // Last: it spends this client's requests for the minute.
  it('limits one client to 30 requests a minute, saying when to come back', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let index = 0; index < 61; index += 1) {
      const response = await fetch(feedUrl('days=0'));
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
      await response.body?.cancel();
    }
    // 61: should the minute turn during the run, one of its two minutes still sees 31.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });
});
