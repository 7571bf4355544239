/**
 * A station page as the browser shows it after loading: the day and week the address asks for,
 * the observed water level, the king tides and flood thresholds ahead, the tide service's refusals,
 * and the month table to print or download.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import { setTestTime } from '@tides/test-clock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TideResult } from '@tides/widgets';
import { BOSTON_DAY, BOSTON_FLOOD_OUTLOOK, BOSTON_WEEK, observedDay } from '@tides/widgets/testing';
import { answerKey, createFakeClients, REFUSAL, type FakeClients } from './fake-clients';
import { openPage, prerender, stubMatchMedia } from './site';
import { BOSTON, bostonFiles, stationSource } from './station-fixtures';
import type { KingTideList, KingTidesRequest } from '../src/lib/clients';
import { DEFAULT_PREFERENCES, preferencesStore } from '../src/lib/preferences';

const SOURCE = stationSource(bostonFiles());

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a station page in the browser', () => {
  /** Boston's tides as the tide service answers them: 15 March 2026, and the week from 4 March. */
  const ANSWERS: Record<string, TideResult> = {
    [answerKey({ locationId: BOSTON.id, date: '2026-03-15' })]: BOSTON_DAY,
    [answerKey({ locationId: BOSTON.id, date: '2026-03-04', days: 7 })]: BOSTON_WEEK,
  };

  /** Fake clients whose king tides answer `list` to every request, each request kept in `asked`. */
  function kingTidesAsked(list: KingTideList | null): {
    asked: KingTidesRequest[];
    clients: FakeClients;
  } {
    const asked: KingTidesRequest[] = [];
    const clients: FakeClients = {
      ...createFakeClients(ANSWERS),
      kingTides: {
        list: async (request) => {
          asked.push(request);
          return list;
        },
      },
    };
    return { asked, clients };
  }

  const open = (path: string, clients: FakeClients) => openPage(path, clients, SOURCE);

  beforeEach(() => {
    stubMatchMedia();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows the day the address asks for, and the seven days from it', async () => {
    // 1 March 2026, noon in Boston: its today, whatever zone the test runs in.
    setTestTime(new Date('2026-03-01T17:00:00Z'));
    const clients = createFakeClients({
      ...ANSWERS,
      // The week's answer begins with its first day, as a day's answer does.
      [answerKey({ locationId: BOSTON.id, date: '2026-03-04' })]: BOSTON_WEEK,
    });
    await open(`${BOSTON.path}?date=2026-03-04`, clients);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wednesday, March 4, 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'The Week from Wednesday, March 4, 2026' }),
    ).toBeInTheDocument();
    const week = await screen.findByRole('table', {
      name: /^Highs and lows for seven days from Wednesday, March 4, 2026/,
    });
    // A header row, then a row for each day, each linking to its own day.
    const rows = within(week).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveAttribute('aria-current', 'date');
    expect(within(week).getByRole('link', { name: 'Thu, Mar 5' })).toHaveAttribute(
      'href',
      `${BOSTON.path}?date=2026-03-05`,
    );
    expect(clients.tideRequests).toEqual(
      expect.arrayContaining([
        { locationId: BOSTON.id, date: '2026-03-04' },
        { locationId: BOSTON.id, date: '2026-03-04', days: 7 },
      ]),
    );
  });

  it('says where the water is now against the prediction, and draws what the gauge measured', async () => {
    // 6 AM in Boston on the 15th; its gauge reads 0.183 m (0.6 ft) above the prediction.
    setTestTime(new Date('2026-03-15T10:00:00Z'));
    const gauge = observedDay(BOSTON_DAY, 0.183, Date.parse('2026-03-15T10:00:00Z'));
    await open(BOSTON.path, createFakeClients(ANSWERS, { waterLevels: { [BOSTON.id]: gauge } }));

    const now = await screen.findByRole(
      'group',
      { name: 'Observed water level' },
      // The page asks for the water level after it renders: generous for a loaded machine.
      { timeout: 10_000 },
    );
    expect(now).toHaveTextContent('Now: 5.6 ft, 0.6 ft above predicted');
    expect(now).toHaveTextContent(/Measured Mar 15, 6:00\sAM EDT by the NOAA gauge/);
    expect(
      screen.getByRole('link', { name: 'How weather and storm surge change the tide' }),
    ).toHaveAttribute('href', '/learn/extreme-tides');
    const chart = await screen.findByRole('figure', { name: /^Tide Chart/ });
    expect(chart).toHaveTextContent('Line: observed by the NOAA gauge');
  });

  it('says plainly when the observed level is unavailable, and draws the prediction alone', async () => {
    setTestTime(new Date('2026-03-15T10:00:00Z'));
    const gauge = observedDay(BOSTON_DAY, 0.183, Date.parse('2026-03-15T10:00:00Z'));
    const unavailable = {
      ...gauge,
      source: 'unavailable' as const,
      observations: [],
      latest: null,
      reason: 'NOAA did not answer (HTTP 500); for now, the prediction stands alone.',
    };
    await open(
      BOSTON.path,
      createFakeClients(ANSWERS, { waterLevels: { [BOSTON.id]: unavailable } }),
    );

    const now = await screen.findByRole(
      'group',
      { name: 'Observed water level' },
      // The page asks for the water level after it renders: generous for a loaded machine.
      { timeout: 10_000 },
    );
    expect(now).toHaveTextContent('Observed water level unavailable: NOAA did not answer');
    const chart = await screen.findByRole('figure', { name: /^Tide Chart/ });
    expect(chart).not.toHaveTextContent('observed by the NOAA gauge');
  });

  it('says the king tides ahead could not be had, rather than ranking them for ever', async () => {
    setTestTime(new Date('2026-03-15T10:00:00Z'));
    // The fake king tides client fails every list, as the site's does on a refusal.
    await open(BOSTON.path, createFakeClients(ANSWERS));

    const kingTides = screen.getByRole('region', { name: 'King Tides in the Next 12 Months' });
    expect(
      await within(kingTides).findByText(
        'The king tides ahead could not be ranked just now; reload the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(kingTides).not.toHaveTextContent('Ranking the high tides ahead');
  });

  it('asks the twelve months ahead’s king tides once, and a year’s only for a month begun before today', async () => {
    setTestTime(new Date('2026-03-15T10:00:00Z'));
    const { asked, clients } = kingTidesAsked(null);
    // Today and its week are inside the twelve months ahead: that list marks them.
    await open(BOSTON.path, clients);
    await screen.findByText(/could not be ranked just now/);
    expect(asked).toEqual([{ stationId: BOSTON.id }]);
    cleanup();

    // March's table begins on the 1st, before today: March needs its year's list too.
    asked.length = 0;
    await open(`${BOSTON.path}?view=month&month=2026-03`, clients);
    await screen.findByText(/could not be ranked just now/);
    expect(asked).toEqual(
      expect.arrayContaining([{ stationId: BOSTON.id }, { stationId: BOSTON.id, year: 2026 }]),
    );
    expect(asked).toHaveLength(2);
  });

  it('lists the king tides ahead in the units chosen, without asking for them again', async () => {
    setTestTime(new Date('2026-03-15T10:00:00Z'));
    const { asked, clients } = kingTidesAsked({
      explanation: 'King tides are the year’s highest predicted high tides.',
      tides: [{ at: '2026-04-28T11:47:00-04:00', heightM: 3.456, height: '11.3 ft' }],
      feed: (units) => `webcal://example.test/king-tides?units=${units}`,
    });
    try {
      await open(BOSTON.path, clients);
      const list = screen.getByRole('region', { name: 'King Tides in the Next 12 Months' });
      expect(await within(list).findByText('11.3 ft')).toBeInTheDocument();

      act(() => preferencesStore.set({ units: 'm', hourCycle: 'h12' }));

      expect(await within(list).findByText('3.46 m')).toBeInTheDocument();
      expect(
        within(list).getByRole('link', { name: 'Subscribe to the king tides ahead' }),
      ).toHaveAttribute('href', 'webcal://example.test/king-tides?units=m');
      // A list costs a year of predicted days: the one asked for feet serves metres too.
      expect(asked).toEqual([{ stationId: BOSTON.id }]);
    } finally {
      act(() => preferencesStore.set(DEFAULT_PREFERENCES));
    }
  });

  it('marks a king tide in the week from the twelve months ahead’s list alone', async () => {
    setTestTime(new Date('2026-03-01T17:00:00Z'));
    const clients: FakeClients = {
      ...createFakeClients({
        ...ANSWERS,
        [answerKey({ locationId: BOSTON.id, date: '2026-03-04' })]: BOSTON_WEEK,
      }),
      kingTides: {
        // Only the twelve months' list answers: a year's list, if asked, fails.
        list: async ({ year }) =>
          year === undefined
            ? {
                explanation: 'King tides are the year’s highest predicted high tides.',
                tides: [{ at: '2026-03-04T11:47:00-05:00', heightM: 3.185, height: '10.4 ft' }],
                feed: () => 'webcal://example.test/king-tides',
              }
            : null,
      },
    };
    await open(`${BOSTON.path}?date=2026-03-04`, clients);
    const week = await screen.findByRole('table', {
      name: /^Highs and lows for seven days from Wednesday, March 4, 2026/,
    });
    expect(await within(week).findByText('King tide')).toBeInTheDocument();
  });

  it('shows the flood thresholds beside the king tides, and marks a flood tide in the week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    const asked: string[] = [];
    const base = createFakeClients({
      ...ANSWERS,
      [answerKey({ locationId: BOSTON.id, date: '2026-03-04' })]: BOSTON_WEEK,
    });
    const clients: FakeClients = {
      ...base,
      tides: {
        ...base.tides,
        lookUpFloodOutlook: async (locationId) => {
          asked.push(locationId);
          // Boston's thresholds, with the week's 4 March high as a flood tide.
          const day = {
            date: '2026-03-04',
            at: '2026-03-04T11:47:00-05:00',
            time: '11:47 AM',
            heightM: 3.185,
            level: 'minor' as const,
          };
          return { kind: 'result', result: { ...BOSTON_FLOOD_OUTLOOK, days: [day] } };
        },
      },
    };
    await open(`${BOSTON.path}?date=2026-03-04`, clients);

    const section = await screen.findByRole('region', { name: 'Will It Flood Here?' });
    expect(
      await within(section).findByRole('region', { name: 'Flood outlook: Boston, MA' }),
    ).toHaveTextContent('Minor12.3 ft more disruptive than damaging');
    expect(
      within(section).getByRole('link', { name: 'Subscribe to the flood tides ahead' }),
    ).toHaveAttribute('href', expect.stringMatching(/^webcal:.*list=flood-tides&units=ft$/));
    const week = await screen.findByRole('table', {
      name: /^Highs and lows for seven days from Wednesday, March 4, 2026/,
    });
    expect(await within(week).findByText('Minor flooding')).toBeInTheDocument();
    expect(screen.getByText(/a high the tide alone is predicted to lift/)).toBeInTheDocument();
    // One lookup serves the section and the marks.
    expect(asked).toEqual([BOSTON.id]);
  });

  it('prerenders no flood outlook: it depends on the visitor’s today', async () => {
    const page = await prerender(BOSTON.path, SOURCE);
    const section = within(page).getByRole('region', { name: 'Will It Flood Here?' });
    expect(section).toHaveTextContent('Looking up the flood thresholds…');
    expect(page).not.toHaveTextContent('Minor flooding');
  });

  it('says in the tide service’s words why it has no tides, for the day and the week', async () => {
    setTestTime(new Date('2026-03-01T17:00:00Z'));
    await open(`${BOSTON.path}?date=2026-03-04`, createFakeClients(ANSWERS));
    // The day (the 4th) has no answer of its own; the week from it does.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL.details);
    expect(
      await screen.findByRole('table', { name: /^Highs and lows for seven days/ }),
    ).toBeInTheDocument();
  });

  it('offers the month as a table to print or download once it has come', async () => {
    setTestTime(new Date('2026-03-04T17:00:00Z'));
    const month = { ...BOSTON_WEEK, date: '2026-03-01' };
    const clients = createFakeClients({
      [answerKey({ locationId: BOSTON.id, date: '2026-03-01', days: 31 })]: month,
    });
    await open(`${BOSTON.path}?view=month&month=2026-03`, clients);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Boston, MA tide table, March 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print this month' })).toBeEnabled();
    // The table's heights are signed: the line above it says what a minus height is.
    expect(screen.getByText(/Heights in feet from Mean Lower Low Water/)).toHaveTextContent(
      'Heights in feet from Mean Lower Low Water (MLLW) — the datum of NOAA’s tables and US charts; a minus height is below it.',
    );
    expect(document.body).not.toHaveTextContent(/heights? (in feet )?above/i);
    // A row for each day the answer carries, after the header.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Today and the week' })).toHaveAttribute(
      'href',
      BOSTON.path,
    );
  });
});
