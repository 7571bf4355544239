/**
 * A station's year view fills its twelve months from one request where the tide client answers
 * a whole year, saying it is loading meanwhile; a client without years is asked month by month.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { TideAnswer, TideDay, TideResult } from '@tides/widgets';
import { BOSTON_WEEK } from '@tides/widgets/testing';
import { answerKey, createFakeClients, type FakeClients } from './fake-clients';
import { openPage, stubMatchMedia } from './site';
import { BOSTON, bostonFiles, stationSource } from './station-fixtures';
import { daysInMonth } from '../src/lib/calendar';

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

it('asks a month at a time where the client answers no years', async () => {
  const days = yearOfDays(2027);
  const answers: Record<string, TideResult> = {};
  for (let month = 1; month <= 12; month += 1) {
    const name = `2027-${String(month).padStart(2, '0')}`;
    answers[answerKey({ locationId: BOSTON.id, date: `${name}-01`, days: daysInMonth(name) })] = {
      ...BOSTON_WEEK,
      date: `${name}-01`,
      days: days.filter((day) => day.date.startsWith(name)),
    };
  }
  const clients = createFakeClients(answers);
  await open(`${BOSTON.path}?view=year&year=2027`, clients);
  expect(
    await screen.findByRole('button', { name: 'Print this year' }, { timeout: 10_000 }),
  ).toBeEnabled();
  expect(
    clients.tideRequests.filter((request) => request.days !== undefined && request.days > 7),
  ).toHaveLength(12);
});
