/**
 * The not-found page served at a station's address hydrates as it is: the browser does not ask
 * for the missing station's data, which would only log a second 404.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute, preloadServedRoute, resolveRoute } from '../src/routes';
import type { StationDataSource } from '../src/stations/data';
import { Site } from './site';

const NOTHING: StationDataSource = { read: async () => null };

/** The HTML the server sends for an address no station has. */
async function servedNotFound(path: string): Promise<HTMLElement> {
  await preloadRoute(path, NOTHING);
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Site url={path} />);
  return root;
}

afterEach(() => vi.unstubAllGlobals());

describe('a station address served the not-found page', () => {
  it('hydrates as not found without asking for the station’s data', async () => {
    const root = await servedNotFound('/tides/ma/nope-1');
    expect(root).toHaveTextContent('Oops! Page not found');
    const fetchSpy = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);

    await preloadServedRoute('/tides/ma/nope-2', root);

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(resolveRoute('/tides/ma/nope-2').status).toBe(404);
  });

  it('still loads a station page’s data when the page served is the station’s', async () => {
    const fetchSpy = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>Boston, MA Tides</h1></main>';

    await preloadServedRoute('/tides/ma/nope-3', root);

    expect(fetchSpy).toHaveBeenCalled();
  });
});
