/**
 * The site as the entries render it, with fake clients (fake-clients.ts) unless a test gives its
 * own; and a page opened the two ways a visitor meets it: as the prerenderer writes it, and as the
 * browser renders it after loading.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { App } from '../src/App';
import { ClientsProvider, type SiteClients } from '../src/lib/clients';
import { preloadRoute } from '../src/routes';
import type { StationDataSource } from '../src/stations/data';
import { createFakeClients, type FakeClients } from './fake-clients';

export function Site({ url, clients }: { url?: string; clients?: SiteClients }) {
  return (
    <ClientsProvider clients={clients ?? createFakeClients()}>
      <App url={url} />
    </ClientsProvider>
  );
}

/**
 * Gives jsdom the `matchMedia` it lacks, never matching: the theme switch asks it whether the
 * system prefers dark. Undone by `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * A page as the prerenderer writes it, put into the document to be queried as a visitor's
 * browser first shows it (no script has run).
 */
export async function prerender(path: string, source: StationDataSource): Promise<HTMLElement> {
  await preloadRoute(path, source);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Site url={path} />);
  document.body.replaceChildren(container);
  return container;
}

/** The page at `path` (a query string allowed), rendered as the browser renders it after loading. */
export async function openPage(
  path: string,
  clients: FakeClients,
  source: StationDataSource,
): Promise<void> {
  await preloadRoute(path.split('?')[0] ?? path, source);
  window.history.replaceState(null, '', path);
  render(<Site clients={clients} />);
}
