/**
 * The get-current-data handler (and the calendar feed of a current station), called directly with
 * a freshly migrated and seeded database:
 * the answer's contract (current-result.ts), its agreement with NOAA's own current predictions
 * (fixtures/currents) through the whole path (seed, SQL, engine, answer), and every refusal. The
 * date and time cases run under server clocks far from the station's, since the answer must
 * depend only on the station's zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, type TestDatabase } from './database.ts';
import {
  createGetCurrentDataHandler,
  type CurrentDeps,
  type CurrentResult,
  type GetCurrentDataHandler,
} from '../functions/_shared/handlers/get-current-data.ts';
import { createTideCalendarHandler } from '../functions/_shared/handlers/tide-calendar/index.ts';
import { KEPT_ANSWER_COST, WORK_WEIGHTS } from '../functions/_shared/handlers/work-weights.ts';
import type { TideErrorBody } from '../functions/_shared/results/tide-result.ts';
import type { SlackWindowsResult } from '../functions/_shared/results/tide-windows-result.ts';
import { loadCurrentTables } from './current-tables.ts';
import { FALL_BACK_WEEK, onServerClockIn } from './clocks.ts';

const DECEPTION_PASS = 'noaa/PUG1701';
const BELLINGHAM_CHANNEL = 'noaa/PUG1741';
/** Point Bonita: subordinate to San Francisco Bay Entrance (Outside), SFB1201. */
const POINT_BONITA = 'noaa/PCT0236';
const SERVER_TIME_ZONES = ['Pacific/Kiritimati', 'UTC'];
const FIXED_NOW = new Date('2026-05-20T15:00:00Z');
/** The velocity curve is drawn every 10 minutes. */
const STEP_MS = 10 * 60_000;

let db: TestDatabase;
let deps: CurrentDeps;

beforeAll(async () => {
  db = await openSeededDatabase();
  deps = { db, now: () => FIXED_NOW };
});

afterAll(async () => {
  await db?.close();
});

function post(body: unknown, init: RequestInit = {}): Request {
  return new Request('http://localhost/functions/v1/get-current-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

function handlerWith(overrides: Partial<CurrentDeps> = {}): GetCurrentDataHandler {
  return createGetCurrentDataHandler({ ...deps, ...overrides });
}

async function currents(
  body: unknown,
  handler: GetCurrentDataHandler = handlerWith(),
): Promise<CurrentResult> {
  const response = await handler(post(body));
  expect(response.status).toBe(200);
  return (await response.json()) as CurrentResult;
}

async function refusal(
  body: unknown,
  init: RequestInit = {},
): Promise<{ status: number; body: TideErrorBody }> {
  const response = await handlerWith()(post(body, init));
  return { status: response.status, body: (await response.json()) as TideErrorBody };
}

/** NOAA's events for a station within [from, to), as the fixtures give them. */
function noaaEvents(station: string, from: string, to: string) {
  return loadCurrentTables()
    .filter((table) => table.station === station && table.file.startsWith('currents-golden'))
    .slice(0, 1)
    .flatMap((table) => table.events)
    .filter((event) => event.time >= Date.parse(from) && event.time < Date.parse(to));
}

describe('get-current-data', () => {
  describe.each(SERVER_TIME_ZONES)('on a server whose clock is in %s', (serverZone) => {
    onServerClockIn(serverZone);

    describe('for Deception Pass on 2026-06-01', () => {
      it("lists NOAA's slacks and maxima of that Pacific Daylight Time day", async () => {
        const result = await currents({ locationId: DECEPTION_PASS, date: '2026-06-01' });
        // 1 June PDT runs from 07:00 UTC on the 1st to 07:00 UTC on the 2nd.
        const noaa = noaaEvents('PUG1701', '2026-06-01T07:00:00Z', '2026-06-02T07:00:00Z');
        expect(noaa.length).toBeGreaterThan(6);
        expect(result.events.map((event) => [event.type, event.speedKnots])).toEqual(
          noaa.map((event) => [event.kind, Math.abs(event.velocity)]),
        );
        // NOAA's minute, or the minute beside it where the instant is near the half minute.
        result.events.forEach((event, i) => {
          expect(Math.abs(Date.parse(event.at) - noaa[i]!.time)).toBeLessThanOrEqual(60_000);
        });
      });

      it('gives each event in the station’s clock, with the flood or ebb direction of a maximum', async () => {
        const result = await currents({ locationId: DECEPTION_PASS, date: '2026-06-01' });
        for (const event of result.events) {
          expect(event.at).toMatch(/^2026-06-01T\d\d:\d\d:00-07:00$/);
          expect(event.time).toMatch(/^\d{1,2}:\d\d [AP]M PDT$/);
          expect(event).toMatchObject(
            event.type === 'slack'
              ? { speedKnots: 0, directionDeg: null }
              : { directionDeg: event.type === 'flood' ? 101.5 : 281.5 },
          );
        }
        expect(result.days).toEqual([
          { date: '2026-06-01', timeZoneAbbreviation: 'PDT', events: result.events },
        ]);
      });

      it('describes the station', async () => {
        const result = await currents({ locationId: DECEPTION_PASS, date: '2026-06-01' });
        expect(result).toMatchObject({
          location: 'Deception Pass (Narrows), WA',
          date: '2026-06-01',
          source: 'harmonic',
          units: { speed: 'kn' },
          station: {
            id: DECEPTION_PASS,
            noaaId: 'PUG1701',
            name: 'Deception Pass (Narrows)',
            state: 'WA',
            timeZone: 'America/Los_Angeles',
            timeZoneAbbreviation: 'PDT',
            latitude: expect.closeTo(48.406, 3) as number,
            longitude: expect.closeTo(-122.643, 3) as number,
            type: 'harmonic',
            referenceId: null,
            referenceName: null,
            bin: null,
            depthM: null,
            floodDirectionDeg: 101.5,
            ebbDirectionDeg: 281.5,
          },
        });
        expect(result.attribution).toMatch(/Not for navigation/);
        expect(Date.parse(result.generatedAt)).toBe(FIXED_NOW.getTime());
      });

      it('draws the velocity every 10 minutes from midnight to midnight, flood positive', async () => {
        const result = await currents({ locationId: DECEPTION_PASS, date: '2026-06-01' });
        expect(result.timeline).toHaveLength(145);
        expect(result.timeline[0]?.at).toBe('2026-06-01T00:00:00-07:00');
        expect(result.timeline.at(-1)?.at).toBe('2026-06-02T00:00:00-07:00');
        const times = result.timeline.map((point) => Date.parse(point.at));
        expect(times.slice(1).map((time, i) => time - times[i]!)).toEqual(
          Array.from({ length: 144 }, () => STEP_MS),
        );
        // The strongest ebb of the day (7.21 kn at 07:08 PDT) lies between two points under it.
        const strongestEbb = Math.min(...result.timeline.map((point) => point.velocityKnots));
        expect(strongestEbb).toBeLessThan(-7);
        expect(strongestEbb).toBeGreaterThanOrEqual(-7.22);
      });
    });
  });

  describe('where NOAA lists a minimum current between two ebbs (Bellingham Channel, 1 June 2026)', () => {
    it('lists it as a weak ebb between the two stronger ones', async () => {
      // The ebb before it came at 11:03 PM PDT on 31 May.
      const result = await currents({
        locationId: BELLINGHAM_CHANNEL,
        date: '2026-05-31',
        days: 2,
      });
      // NOAA lists it at 4:11 AM PDT. A 0.3 kn minimum is so flat that a minute either way is
      // within the rounding of the published constants, so its time is held to that minute.
      const noaaMs = Date.parse('2026-06-01T04:11:00-07:00');
      const index = result.events.findIndex(
        (event) => Math.abs(Date.parse(event.at) - noaaMs) <= 60_000,
      );
      expect(result.events[index]).toEqual({
        at: expect.stringMatching(/^2026-06-01T04:1[012]:00-07:00$/),
        time: expect.stringMatching(/^4:1[012] AM PDT$/),
        type: 'ebb',
        speedKnots: 0.3,
        directionDeg: 211.2,
        weak: true,
      });
      expect(result.events[index - 1]).toMatchObject({ type: 'ebb', speedKnots: 1.23 });
      expect(result.events[index + 1]).toMatchObject({ type: 'ebb', speedKnots: 2.62 });
    });
  });

  describe('for a subordinate station (Point Bonita)', () => {
    it("answers from its reference with NOAA's offsets and ratios, as NOAA lists it", async () => {
      const result = await currents({ locationId: POINT_BONITA, date: '2026-06-02' });
      expect(result.station).toMatchObject({
        type: 'subordinate',
        referenceId: 'noaa/SFB1201',
        referenceName: 'San Francisco Bay Entrance (Outside)',
        floodDirectionDeg: 104,
        ebbDirectionDeg: 229,
      });
      const noaa = noaaEvents('PCT0236', '2026-06-02T07:00:00Z', '2026-06-03T07:00:00Z');
      expect(result.events.map((event) => [event.type, event.speedKnots])).toEqual(
        noaa.map((event) => [event.kind, Math.abs(event.velocity)]),
      );
      result.events.forEach((event, i) => {
        expect(Math.abs(Date.parse(event.at) - noaa[i]!.time)).toBeLessThanOrEqual(60_000);
      });
    });
  });

  describe('for a station predicted at a named depth bin', () => {
    it("answers the bin's own id, and names the bin a subordinate is predicted from", async () => {
      const estes = await currents({ locationId: 'noaa/EPT0003@11', date: '2026-06-01' });
      expect(estes.station).toMatchObject({ noaaId: 'EPT0003', bin: 11, type: 'harmonic' });
      expect(estes.events.length).toBeGreaterThan(6);
      // Eastport, Friar Roads: subordinate to Estes Head at bin 11.
      const eastport = await currents({ locationId: 'noaa/ACT0091', date: '2026-06-01' });
      expect(eastport.station).toMatchObject({
        type: 'subordinate',
        referenceId: 'noaa/EPT0003@11',
        referenceBin: 11,
        bin: null,
      });
    });
  });

  describe('where a subordinate station never floods (Hartford Jetty, a flood ratio of 0)', () => {
    it('lists its slacks and ebbs and no flood', async () => {
      const result = await currents({ locationId: 'noaa/ACT2771', date: '2026-06-01', days: 3 });
      const types = new Set(result.events.map((event) => event.type));
      expect(types).toEqual(new Set(['slack', 'ebb']));
      expect(Math.max(...result.timeline.map((point) => point.velocityKnots))).toBe(0);
    });
  });

  describe('asked for several days at once', () => {
    it('answers each day as the one-day answer for that day would, with one curve through them', async () => {
      const handler = handlerWith();
      const week = await currents(
        { locationId: DECEPTION_PASS, date: '2026-10-29', days: 7 },
        handler,
      );
      expect(week.days.map((day) => day.date)).toEqual(FALL_BACK_WEEK);
      for (const day of week.days) {
        const single = await currents({ locationId: DECEPTION_PASS, date: day.date }, handler);
        expect(day.events).toEqual(single.events);
      }
      expect(week.events).toEqual(week.days.flatMap((day) => day.events));
      // Seven days, one of them 25 hours long (clocks go back on 1 November), and the last midnight.
      expect(week.timeline).toHaveLength(7 * 144 + 6 + 1);
      expect(week.days.map((day) => day.timeZoneAbbreviation)).toEqual([
        'PDT',
        'PDT',
        'PDT',
        'PST',
        'PST',
        'PST',
        'PST',
      ]);
    });

    it('answers a month of a year it has never seen', async () => {
      const month = await currents({ locationId: POINT_BONITA, date: '2099-02-01', days: 28 });
      expect(month.days).toHaveLength(28);
      // About four slacks and four maxima a day.
      expect(month.events.length).toBeGreaterThan(28 * 6);
    });
  });

  describe('given a request it cannot answer', () => {
    it.each([
      [{}, 'locationId is required.'],
      [
        { locationId: 17, date: '2026-06-01' },
        'locationId must be a string, such as "noaa/PUG1701".',
      ],
      [{ locationId: DECEPTION_PASS }, 'date is required.'],
      [{ locationId: DECEPTION_PASS, date: '2026-02-30' }, 'February 2026 has no day 30.'],
      [
        { locationId: DECEPTION_PASS, date: '2150-01-01' },
        'Current predictions are available for 1900 to 2100; 2150 is outside that range.',
      ],
      [
        { locationId: DECEPTION_PASS, date: '2026-06-01', days: 32 },
        'days must be a whole number from 1 to 31',
      ],
      ['date=2026-06-01', 'The request body is not valid JSON'],
    ])('refuses %j with 400 and says what to send', async (body, details) => {
      const answer = await refusal(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('Invalid request');
      expect(answer.body.details).toContain(details);
    });

    it('answers an unknown station, or a tide station, with 404', async () => {
      for (const locationId of ['noaa/XYZ0000', 'noaa/8443970']) {
        const answer = await refusal({ locationId, date: '2026-06-01' });
        expect(answer).toEqual({
          status: 404,
          body: {
            error: 'Location not found',
            details: `No current station has the id "${locationId}".`,
          },
        });
      }
    });

    it('answers PUT with 405', async () => {
      const response = await handlerWith()(
        new Request('http://localhost/functions/v1/get-current-data', { method: 'PUT' }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
    });

    it('refuses a whole year, which only get-tide-data answers', async () => {
      const response = await handlerWith()(
        new Request(
          `http://localhost/functions/v1/get-current-data?locationId=${DECEPTION_PASS}&year=2027`,
        ),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as TideErrorBody).details).toContain('year is not taken');
    });

    it('answers a client over its station-day budget with 429 and when to come back', async () => {
      const handler = handlerWith({ budget: { stationDaysPerMinute: 60, burst: 31 } });
      const month = { locationId: DECEPTION_PASS, date: '2026-06-01', days: 31 };
      expect((await handler(post(month), 'client-a')).status).toBe(200);
      const refused = await handler(post(month), 'client-a');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('31');
      expect(((await refused.json()) as TideErrorBody).details).toContain('days of currents');
      // Another client is not held back.
      expect((await handler(post(month), 'client-b')).status).toBe(200);
    });

    it('answers a failing database with 500 and no stack trace', async () => {
      const failing = handlerWith({
        db: {
          query: () => Promise.reject(new Error('connection refused at 10.0.0.1')),
        },
      });
      const response = await failing(post({ locationId: DECEPTION_PASS, date: '2026-06-01' }));
      expect(response.status).toBe(500);
      const body = (await response.json()) as TideErrorBody;
      expect(body.error).toBe('Internal error');
      expect(JSON.stringify(body)).not.toContain('10.0.0.1');
    });
  });

  it('answers the CORS preflight', async () => {
    const response = await handlerWith()(
      new Request('http://localhost/functions/v1/get-current-data', { method: 'OPTIONS' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe("a current station's calendar feed", () => {
  const SITE_URL = 'https://tides.example';

  async function feed(query: string) {
    const handler = createTideCalendarHandler({ db, siteUrl: SITE_URL, now: () => FIXED_NOW });
    return handler(new Request(`http://localhost/functions/v1/tide-calendar?${query}`), 'client');
  }

  it('lists slack water and the strongest flood and ebb, each as get-current-data gives them', async () => {
    const response = await feed(`location=${DECEPTION_PASS}&days=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('X-WR-CALNAME:Deception Pass (Narrows)\\, WA currents');
    expect(text).toContain('SUMMARY:Slack water at Deception Pass (Narrows)');
    expect(text).toMatch(/SUMMARY:Maximum flood \d+\.\d kn at Deception Pass \(Narrows\)/);
    expect(text).toMatch(/SUMMARY:Maximum ebb \d+\.\d kn at Deception Pass \(Narrows\)/);
    expect(text).toContain('setting ESE (102°)');
    expect(text).toContain(`URL;VALUE=URI:${SITE_URL}/currents/wa/deception-pass-narrows-pug1701`);
    // Its starts are the answer's events of those two days, to the minute.
    const answer = await currents({ locationId: DECEPTION_PASS, date: '2026-05-20', days: 2 });
    const starts = [...text.matchAll(/DTSTART:(\d{8}T\d{6}Z)/g)].map((match) => match[1]);
    const expected = answer.events.map((event) =>
      new Date(Date.parse(event.at)).toISOString().replace(/[-:]/g, '').replace('.000', ''),
    );
    expect(starts).toEqual(expected);
  });

  it('refuses a tide window rule for a current station, saying why', async () => {
    const response = await feed(`location=${DECEPTION_PASS}&below=0`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as TideErrorBody).details).toContain('is a current station');
  });

  describe('searching slack windows: the current under 0.5 kn in daylight', () => {
    const query = `location=${DECEPTION_PASS}&slack=0.5&light=day&days=3`;

    it('answers each window with the slack get-current-data lists in it, at its minute', async () => {
      const response = await feed(`${query}&format=json`);
      expect(response.status).toBe(200);
      const result = (await response.json()) as SlackWindowsResult;
      expect(result).toMatchObject({
        kind: 'slack',
        location: 'Deception Pass (Narrows), WA',
        stationId: DECEPTION_PASS,
        timeZone: 'America/Los_Angeles',
        units: 'kn',
        rule: 'slack=0.5&light=day',
        description: 'Current under 0.5 kn, in daylight',
        from: '2026-05-20',
        days: 3,
      });
      expect(result.windows.length).toBeGreaterThanOrEqual(3);
      const answer = await currents({ locationId: DECEPTION_PASS, date: '2026-05-20', days: 3 });
      const slacks = answer.events.filter((event) => event.type === 'slack');
      for (const window of result.windows) {
        expect(Date.parse(window.start)).toBeLessThan(Date.parse(window.end));
        expect(Date.parse(window.end)).toBeGreaterThan(FIXED_NOW.getTime());
        // In daylight: within the day's sunrise and sunset.
        expect(Date.parse(window.start)).toBeGreaterThanOrEqual(Date.parse(window.sunrise ?? ''));
        expect(Date.parse(window.end)).toBeLessThanOrEqual(Date.parse(window.sunset ?? ''));
        expect(window.slack.kind).toBe('slack');
        expect(window.slack.speed).toBe('0.0 kn');
        expect(slacks.map((slack) => slack.at)).toContain(window.slack.at);
        expect(window.start.slice(0, 10)).toBe(window.date);
      }
    });

    it('says the speed in the units asked for', async () => {
      const response = await feed(
        `location=${DECEPTION_PASS}&slack=0.5&units=${encodeURIComponent('m/s')}&format=json&days=1`,
      );
      const result = (await response.json()) as SlackWindowsResult;
      expect(result.units).toBe('m/s');
      expect(result.description).toBe('Current under 0.5 m/s');
      expect(result.windows[0]?.slack.speed).toBe('0.00 m/s');
    });

    it('is a calendar to subscribe to, one event a window, the same windows as the JSON', async () => {
      const response = await feed(query);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = (await response.text()).replace(/\r\n[ \t]/g, '');
      expect(text).toContain(
        'X-WR-CALNAME:Deception Pass (Narrows)\\, WA: Current under 0.5 kn\\, in daylight',
      );
      const summaries = [...text.matchAll(/SUMMARY:(.*)/g)].map((match) => match[1]);
      const json = (await (await feed(`${query}&format=json`)).json()) as SlackWindowsResult;
      expect(summaries.length).toBeGreaterThanOrEqual(json.windows.length);
      for (const summary of summaries) {
        expect(summary).toMatch(
          /^Slack water at Deception Pass \(Narrows\)\\, \d{1,2}:\d{2}( [AP]M)?–\d{1,2}:\d{2} [AP]M PDT\\, under 0\.5 kn$/,
        );
      }
      const uids = [...text.matchAll(/UID:(.*)/g)].map((match) => match[1]);
      for (const window of json.windows) expect(uids).toContain(window.id);
    });

    it('costs what the search costs in the budget when built, and nothing when kept', async () => {
      const searchCost = Math.ceil(90 * WORK_WEIGHTS.slackDay);
      const handler = createTideCalendarHandler({
        db,
        siteUrl: SITE_URL,
        now: () => FIXED_NOW,
        budget: { stationDaysPerMinute: 1, burst: searchCost + 1 },
      });
      const ask = (slack: string) =>
        handler(
          new Request(
            `http://localhost/functions/v1/tide-calendar?location=${DECEPTION_PASS}&slack=${slack}&days=90`,
          ),
          'spender',
        );
      expect(handler.cost(`http://localhost/x?location=${DECEPTION_PASS}&slack=0.5&days=90`)).toBe(
        searchCost,
      );
      expect((await ask('0.5')).status).toBe(200);
      // Kept: the same search again costs nothing, as often as it is asked.
      expect((await ask('0.5')).status).toBe(200);
      expect((await ask('0.5')).status).toBe(200);
      expect(handler.cost(`http://localhost/x?days=90&slack=0.5&location=${DECEPTION_PASS}`)).toBe(
        KEPT_ANSWER_COST,
      );
      const another = await ask('0.6');
      expect(another.status).toBe(429);
      expect(Number(another.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('refuses a slack search at a tide station, and heights with it, saying why', async () => {
      const atTides = await feed('location=noaa/8443970&slack=0.5');
      expect(atTides.status).toBe(400);
      expect(((await atTides.json()) as TideErrorBody).details).toContain('is a tide station');
      const mixed = await feed(`location=${DECEPTION_PASS}&slack=0.5&below=0`);
      expect(mixed.status).toBe(400);
      expect(((await mixed.json()) as TideErrorBody).details).toBe(
        'slack searches a current station and goes with light and on only.',
      );
      const wrongUnits = await feed(`location=${DECEPTION_PASS}&slack=0.5&units=ft`);
      expect(wrongUnits.status).toBe(400);
      const tooFast = await feed(`location=${DECEPTION_PASS}&slack=50`);
      expect(((await tooFast.json()) as TideErrorBody).details).toBe(
        'slack must be a speed above 0 and at most 20, such as 0.5.',
      );
    });
  });
});
