/**
 * A station's year view fills its twelve months from one request where the tide client answers
 * a whole year, saying it is loading meanwhile; a client without years is asked month by month.
 * Offline, a station kept on this device shows every month it keeps days of and names the rest.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TideAnswer, TideDataRequest, TideDay, TideResult } from '@tides/widgets';
import { BOSTON_WEEK } from '@tides/widgets/testing';
import { answerKey, createFakeClients, type FakeClients } from './fake-clients';
import { openPage, stubMatchMedia } from './site';
import { BOSTON, bostonFiles, stationSource } from './station-fixtures';
import { daysInMonth } from '../src/lib/calendar';
import { tideAnswerFrom, type KeptTides } from '../src/offline/kept-answers';

/** Boston with no gauge to ask for the water level, and no neighbours. */
const SOURCE = stationSource(bostonFiles({ ...BOSTON, liveGauge: false, nearest: [] }));

/** The days of `year`, each the week's first day redated: what a year's answer carries. */
function yearOfDays(year: number): TideDay[] {
  const template = BOSTON_WEEK.days?.[0];
  if (!template) throw new Error('BOSTON_WEEK carries its days');
  return Array.from({ length: 12 }, (_, month) => {
    const name = `${year}-${String(month + 1).padStart(2, '0')}`;
    return Array.from({ length: daysInMonth(name) }, (__, day) => ({
      ...template,
      date: `${name}-${String(day + 1).padStart(2, '0')}`,
    }));
  }).flat();
}

/** Boston kept offline on June 15, 2026: the day before and the 30 days from then. */
const KEPT: KeptTides = (() => {
  const days = yearOfDays(2026).filter(
    (day) => day.date >= '2026-06-14' && day.date <= '2026-07-14',
  );
  return {
    kind: 'tide',
    days: Object.fromEntries(days.map((day) => [day.date, { ...BOSTON_WEEK, date: day.date }])),
    span: { ...BOSTON_WEEK, date: '2026-06-14', days },
  };
})();

const open = (path: string, clients: FakeClients) => openPage(path, clients, SOURCE);

beforeEach(() => {
  stubMatchMedia();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T17:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

it('fills the twelve months from one request for the year, showing progress until it answers', async () => {
  const clients = createFakeClients();
  const asked: { locationId: string; year: number }[] = [];
  let answer: (value: TideAnswer) => void = () => undefined;
  clients.tides.getTideYear = (request) => {
    asked.push(request);
    return new Promise((resolve) => {
      answer = resolve;
    });
  };
  await open(`${BOSTON.path}?view=year&year=2027`, clients);
  const status = await screen.findByText(/Loading the year/);
  expect(status).toHaveTextContent('Loading the year… 0 of 12 months.');
  expect(within(status).getByRole('progressbar')).toBeInTheDocument();

  const result: TideResult = { ...BOSTON_WEEK, date: '2027-01-01', days: yearOfDays(2027) };
  answer({ kind: 'result', result });

  expect(await screen.findByRole('button', { name: 'Print this year' })).toBeEnabled();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toHaveLength(12);
  expect(screen.getByRole('heading', { level: 3, name: 'December 2027' })).toBeInTheDocument();
  expect(asked).toEqual([{ locationId: BOSTON.id, year: 2027 }]);
  // Nothing was asked a month at a time.
  expect(clients.tideRequests).toEqual([]);
});

/** Each month of 2027 as the service answers it asked for alone, but for the months `left out`. */
function monthAnswers(leftOut: readonly string[] = []): Record<string, TideResult> {
  const days = yearOfDays(2027);
  const answers: Record<string, TideResult> = {};
  for (let month = 1; month <= 12; month += 1) {
    const name = `2027-${String(month).padStart(2, '0')}`;
    if (leftOut.includes(name)) continue;
    answers[answerKey({ locationId: BOSTON.id, date: `${name}-01`, days: daysInMonth(name) })] = {
      ...BOSTON_WEEK,
      date: `${name}-01`,
      days: days.filter((day) => day.date.startsWith(name)),
    };
  }
  return answers;
}

it('asks a month at a time where the client answers no years', async () => {
  const clients = createFakeClients(monthAnswers());
  await open(`${BOSTON.path}?view=year&year=2027`, clients);
  expect(
    await screen.findByRole('button', { name: 'Print this year' }, { timeout: 10_000 }),
  ).toBeEnabled();
  expect(
    clients.tideRequests.filter((request) => request.days !== undefined && request.days > 7),
  ).toHaveLength(12);
});

it('shows the months it could load and names those it could not', async () => {
  const clients = createFakeClients(monthAnswers(['2027-03', '2027-04', '2027-11']));
  await open(`${BOSTON.path}?view=year&year=2027`, clients);
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
    'The tides for March, April, and November 2027 could not be loaded. Please reload the page to try again.',
  );
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  expect(screen.queryByRole('heading', { level: 3, name: 'March 2027' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'December 2027' })).toBeInTheDocument();
});

/**
 * Clients with no network behind them and Boston kept on the device, answering as the site's
 * do offline (../src/offline/or-kept.ts): from the kept copy where it holds a day asked for,
 * else unreachable. The year itself is never kept in one answer.
 */
function offlineClients(): FakeClients {
  const clients = createFakeClients();
  const unreachable: TideAnswer = { kind: 'unreachable', message: 'Failed to fetch' };
  clients.tides.getTideYear = async () => unreachable;
  clients.tides.getTides = async (request: TideDataRequest) => {
    const result = tideAnswerFrom(KEPT, request);
    return result ? { kind: 'result', result } : unreachable;
  };
  return clients;
}

/** Boston's year view with no network, on the day it was kept: what the table says of it. */
async function openOffline(year: number): Promise<HTMLElement> {
  vi.setSystemTime(new Date('2026-06-15T16:00:00Z'));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await open(`${BOSTON.path}?view=year&year=${year}`, offlineClients());
  const table = await screen.findByRole('region', { name: `Boston, MA tide table, ${year}` });
  return within(table).findByRole('alert', {}, { timeout: 10_000 });
}

describe('offline, for a station kept on this device', () => {
  it('shows every kept month of the year and names the months not kept', async () => {
    expect(await openOffline(2026)).toHaveTextContent(
      'You are offline. January to May and August to December 2026 are not kept on this device: their tides need a connection.',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'June 2026',
      'July 2026',
    ]);
    const june = screen.getByRole('region', { name: 'June 2026' });
    const july = screen.getByRole('region', { name: 'July 2026' });
    // Each month as far as the copy reaches: June from the 14th, July through the 14th.
    const juneDays = within(june).getAllByRole('rowheader');
    const julyDays = within(july).getAllByRole('rowheader');
    expect(juneDays).toHaveLength(17);
    expect(juneDays[0]).toHaveTextContent(/^14 Sun/);
    expect(julyDays).toHaveLength(14);
    expect(julyDays.at(-1)).toHaveTextContent(/^14 Tue/);
  });

  it('says when no day of the year is kept', async () => {
    expect(await openOffline(2027)).toHaveTextContent(
      'You are offline, and no day of 2027 is kept on this device: its tides need a connection.',
    );
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });
});
