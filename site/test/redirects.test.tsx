/**
 * Moved paths: /resources is where many people look for the resources hub, which lives at
 * /tide-resources. The client router follows the move (the static server's 308 is tested in
 * serve.test.ts), and static hosts get a redirect page.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { redirectPage } from '../scripts/redirect-page';
import { Site, stubMatchMedia } from './site';
import { preloadRoute } from '../src/routes';
import { Link, RouterProvider, useRouter } from '../src/router/router';

beforeAll(() => {
  stubMatchMedia();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  return <output aria-label="page">{useRouter().pathname}</output>;
}

describe('the client router', () => {
  describe('when the site is opened at /resources', () => {
    it('shows the Tide Resources hub and puts its address in the bar', async () => {
      window.history.replaceState(null, '', '/resources/?from=bookmark#top');
      await preloadRoute('/resources');
      render(<Site />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tide Resources');
      expect(window.location.pathname + window.location.search + window.location.hash).toBe(
        '/tide-resources?from=bookmark#top',
      );
    });
  });

  describe('when a link to /resources is followed', () => {
    it('lands on /tide-resources', async () => {
      window.history.replaceState(null, '', '/');
      const user = userEvent.setup();
      render(
        <RouterProvider>
          <Link to="/resources">Resources</Link>
          <Where />
        </RouterProvider>,
      );
      await user.click(screen.getByRole('link', { name: 'Resources' }));
      expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('/tide-resources');
      expect(window.location.pathname).toBe('/tide-resources');
    });
  });

  describe('when the visitor goes back to a /resources entry in the history', () => {
    it('shows /tide-resources', async () => {
      window.history.replaceState(null, '', '/');
      render(
        <RouterProvider>
          <Where />
        </RouterProvider>,
      );
      await act(async () => {
        window.history.pushState(null, '', '/resources');
        window.dispatchEvent(new PopStateEvent('popstate'));
        await Promise.resolve();
      });
      expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('/tide-resources');
      expect(window.location.pathname).toBe('/tide-resources');
    });
  });
});

describe('the redirect page for static hosts', () => {
  const doc = new DOMParser().parseFromString(
    redirectPage('/tide-resources', 'https://tides.example'),
    'text/html',
  );
  const attribute = (selector: string, name: string) =>
    doc.querySelector(selector)?.getAttribute(name);

  it('sends the browser on at once', () => {
    expect(attribute('meta[http-equiv="refresh"]', 'content')).toBe('0; url=/tide-resources');
  });

  it('names the page it moved to for search engines and stays out of their index', () => {
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://tides.example/tide-resources');
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('links there for anyone whose browser does not follow', () => {
    expect(attribute('a', 'href')).toBe('/tide-resources');
  });
});
