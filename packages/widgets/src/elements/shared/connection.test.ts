/**
 * The station an element's `location` attribute names, looked up and preselected
 * (`usePreselectedStation`): handed over when its answer comes, and dropped when the visitor
 * chose before it came, so it never replaces their choice.
 *
 * Each test holds the search's answer, then releases it and awaits the very promise the hook
 * attached its handler to. A promise runs its handlers in the order they were attached, so when
 * the test resumes the hook has handled the answer: what `onFound` has not received by then, it
 * never will. The first test is the proof that this wait is enough (the handler has run).
 */
import { renderHook } from '@testing-library/react';
import { BOSTON_ROW } from '../../../test/fake-supabase.ts';
import type { TideClient, TideLocation } from '../../client.ts';
import { usePreselectedStation } from './connection.tsx';

/** A client whose location search answers only when the test says, with what it says. */
function heldSearch() {
  let answer: (results: TideLocation[]) => void = () => {};
  const results = new Promise<TideLocation[]>((resolve) => (answer = resolve));
  const terms: string[] = [];
  const client: TideClient = {
    searchLocations: (term) => {
      terms.push(term);
      return results;
    },
    getTides: () => Promise.reject(new Error('No tides are asked for here.')),
  };
  return { client, answer, results, terms };
}

describe('usePreselectedStation', () => {
  it('hands over the station the attribute names once the search answers', async () => {
    const search = heldSearch();
    const onFound = vi.fn();
    renderHook(() => usePreselectedStation(search.client, 'noaa/8443970', onFound));
    expect(search.terms).toEqual(['8443970']);

    search.answer([BOSTON_ROW]);
    await search.results;

    expect(onFound).toHaveBeenCalledExactlyOnceWith(BOSTON_ROW);
  });

  it('drops an answer that comes after the visitor chose', async () => {
    const search = heldSearch();
    const onFound = vi.fn();
    const { result } = renderHook(() => usePreselectedStation(search.client, '8443970', onFound));
    // The visitor chose (or cleared their choice) before the station was found.
    result.current();

    search.answer([BOSTON_ROW]);
    await search.results;

    expect(onFound).not.toHaveBeenCalled();
  });
});
