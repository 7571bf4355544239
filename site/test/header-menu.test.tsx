/**
 * The phone menu in jsdom: a keyboard visitor closes it with Escape and is given back the button
 * that opened it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticRoutes } from '../src/routes';
import { Site, stubMatchMedia } from './site';

await staticRoutes();

beforeEach(() => stubMatchMedia());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header menu', () => {
  it('closes with Escape from a link in it, and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Site url="/learn" />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    screen.getByRole('navigation', { name: 'Main' }).querySelector('a')?.focus();
    await user.keyboard('{Escape}');

    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('leaves focus alone on Escape while the menu is closed', async () => {
    const user = userEvent.setup();
    render(<Site url="/learn" />);
    const findTides = screen.getAllByRole('link', { name: 'Find Local Tides' })[0];
    findTides?.focus();
    await user.keyboard('{Escape}');
    expect(findTides).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
