/**
 * Shared steps of the custom-element tests: placing elements on the page, querying inside
 * their shadow roots, and hearing their events where a page would, on the document.
 */
import { setTestTime } from '@tides/test-clock';
import { configure, within } from '@testing-library/react';
import type { TidesEventName } from '../src/elements/contract/definitions.ts';
import { ANON_KEY, fakeSupabase, SUPABASE_URL } from './fake-supabase.ts';
import { FIXED_NOW } from './fixtures.ts';

/** The attributes that connect an element to the fake Supabase project. */
export const CONNECTION = `supabase-url="${SUPABASE_URL}" supabase-anon-key="${ANON_KEY}"`;

/**
 * React runs as in a browser, not under `act()`: the elements own their React roots, so
 * tests wait for the DOM instead. The clock is fixed (only `Date`: the search's pause and the
 * lookups run on real timers), and each test ends by taking its elements off the page, which
 * unmounts their roots.
 */
export function setUpElementTests(): void {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    configure({
      asyncWrapper: (run) => run(),
      eventWrapper: (run) => run(),
      // Each element's view loads on demand, and the first load in a run compiles its modules
      // (a few seconds on a busy machine): waiting for the first text waits for that too.
      asyncUtilTimeout: 10_000,
      // Testing Library cannot print a shadow root's DOM: say what was not found instead.
      getElementError: (message) => new Error(message ?? 'Not found'),
    });
  });
  beforeEach(() => {
    setTestTime(FIXED_NOW);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    listening.abort();
    listening = new AbortController();
  });
}

/** Puts markup on the page and returns its first element. */
export function place<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes = '',
): HTMLElementTagNameMap[K] {
  document.body.insertAdjacentHTML('beforeend', `<${tag} ${attributes}></${tag}>`);
  return document.body.lastElementChild as HTMLElementTagNameMap[K];
}

/** Queries inside an element's shadow root. */
export function inside(element: HTMLElement) {
  expect(element.shadowRoot).not.toBeNull();
  return within(element.shadowRoot as unknown as HTMLElement);
}

/**
 * An element placed over the fake Supabase project, as most tests begin: the requests it
 * sends, the events it fires, and queries inside it.
 */
export function placeOnFakeProject<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes = CONNECTION,
) {
  const requests = fakeSupabase();
  const events = recordEvents();
  const element = place(tag, attributes);
  return { requests, events, element, view: inside(element) };
}

/** Ends the listeners `recordEvents` adds, after each test. */
let listening = new AbortController();

/** Every `tides-*` event that reaches the document during the test, in order. */
export function recordEvents() {
  const events: CustomEvent[] = [];
  const names: TidesEventName[] = [
    'tides-location-select',
    'tides-date-change',
    'tides-results',
    'tides-currents',
    'tides-flood-outlook',
    'tides-error',
    'tides-signed-in',
    'tides-signed-up',
  ];
  for (const name of names) {
    document.addEventListener(name, (event) => events.push(event as CustomEvent), {
      signal: listening.signal,
    });
  }
  return events;
}
