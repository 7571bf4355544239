/**
 * A page's tide lookup asked to slow down (the visitor's budget of predicted days spent, as on
 * opening a station and then its month) waits the seconds the backend names and asks again,
 * loading meanwhile, instead of showing the refusal.
 */
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { BOSTON_DAY } from '@tides/widgets/testing';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientsProvider } from '../src/lib/clients';
import { useTideResult } from '../src/lib/use-tide-result';
import { createFakeClients, REFUSAL } from './fake-clients';

afterEach(() => cleanup());

const SLOW_DOWN = {
  kind: 'refused' as const,
  message: 'Too many requests',
  details:
    'This device asked for more days of tides than we can compute at once. Please try again in 1 second.',
};

function withAnswers(
  ...answers: Awaited<ReturnType<ReturnType<typeof createFakeClients>['tides']['getTides']>>[]
) {
  const clients = createFakeClients();
  let asked = 0;
  clients.tides.getTides = async () => {
    asked += 1;
    return answers[Math.min(asked, answers.length) - 1] ?? { kind: 'refused', ...REFUSAL };
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ClientsProvider clients={clients}>{children}</ClientsProvider>
  );
  return { wrapper, asked: () => asked };
}

const REQUEST = { locationId: 'noaa/8443970', date: '2026-03-15' };

describe('a tide lookup asked to slow down', () => {
  it('waits the second it is told, still loading, then shows the tides', async () => {
    const { wrapper, asked } = withAnswers(SLOW_DOWN, { kind: 'result', result: BOSTON_DAY });
    const { result } = renderHook(() => useTideResult(REQUEST), { wrapper });
    await waitFor(() => expect(asked()).toBe(1));
    expect(result.current.status).toBe('loading');
    // Generous: the wait is one second, and the test may run three times slower than usual.
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
    expect(asked()).toBe(2);
  });

  it('shows any other refusal at once', async () => {
    const { wrapper, asked } = withAnswers({ kind: 'refused', ...REFUSAL });
    const { result } = renderHook(() => useTideResult(REQUEST), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ message: REFUSAL.details });
    expect(asked()).toBe(1);
  });
});
