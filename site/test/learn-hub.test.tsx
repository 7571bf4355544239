/**
 * The Learn hub's popular searches: each chip is a link that opens the page answering it, both in
 * the prerendered HTML and when clicked in the running app.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Site, stubMatchMedia } from './site';
import { preloadRoute, staticRoutes } from '../src/routes';

function renderPage(path: string): Document {
  const html = renderToString(<Site url={path} />);
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

const routes = await staticRoutes();

describe('the Learn hub', () => {
  describe('its popular searches', () => {
    const chips = [
      ...renderPage('/learn').querySelectorAll('main [data-slot="popular-searches"] li'),
    ];

    it('are all links', () => {
      expect(chips.map((chip) => chip.querySelector('a')?.textContent)).toEqual([
        'tide charts',
        'high tide',
        'low tide',
        'spring tides',
        'neap tides',
        'tidal currents',
        'king tides',
        'tide times',
      ]);
    });

    it.each(
      chips.map((chip) => [chip.textContent ?? '', chip.querySelector('a')?.getAttribute('href')]),
    )('"%s" opens a page of the site that covers it', (term, href) => {
      expect(routes.map((route) => route.path)).toContain(href);
      const page = renderPage(href ?? '').querySelector('main') as HTMLElement;
      if (href === '/find-tides') {
        // Tide times are what the search gives, for a place and a day.
        expect(page.querySelector('h1')?.textContent).toBe('Find Your Perfect Tide');
      } else {
        expect(page.textContent?.toLowerCase()).toContain(term.replace(/s$/, ''));
      }
    });
  });

  describe('when a visitor clicks the "king tides" chip', () => {
    beforeAll(async () => {
      stubMatchMedia();
      await preloadRoute('/learn');
      await preloadRoute('/learn/extreme-tides');
    });
    afterEach(() => {
      cleanup();
      window.history.replaceState(null, '', '/');
    });

    it('opens the guide on extreme tides', async () => {
      window.history.replaceState(null, '', '/learn');
      const user = userEvent.setup();
      render(<Site />);
      const searches = screen.getByRole('heading', { name: 'Popular Searches' })
        .parentElement as HTMLElement;
      await user.click(within(searches).getByRole('link', { name: 'king tides' }));
      expect(window.location.pathname).toBe('/learn/extreme-tides');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Extreme Tides');
    });
  });
});
