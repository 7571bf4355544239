/** The site as the entries render it, with fake clients (fake-clients.ts) unless a test gives its own. */
import { vi } from 'vitest';
import { App } from '../src/App';
import { ClientsProvider, type SiteClients } from '../src/lib/clients';
import { createFakeClients } from './fake-clients';

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
