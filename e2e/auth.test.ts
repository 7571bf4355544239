/**
 * Accounts in real Chromium: sign up, sign in, the greeting with the email on every
 * page, still signed in after a reload, /auth sending a signed-in visitor home, and signing out.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('an account', () => {
  it('signs up, signs in, stays signed in across a reload, and signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, consoleErrors } = await watchedPage(context);
    const email = `sailor-${Date.now()}@example.com`;
    const password = 'harbour-lights-42';

    await open(page, `${siteUrl}/auth`);
    expect(await page.getByText('Sign in to track your fishing sessions').isVisible()).toBe(true);

    // Sign up with confirmations off (the backend's default): the account signs the visitor
    // in, so the toast says so, never "check your email", and they go home as on sign-in.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Display Name').fill('Sam Sailor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Account created!').waitFor();
    await page.getByText('You are now signed in.').waitFor();
    await page.waitForURL(`${siteUrl}/`);
    expect(await page.getByText('Please check your email').count()).toBe(0);

    // Start over signed out, then sign in: the toast and the way home.
    await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${siteUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL(`${siteUrl}/`);

    const greeting = page.locator('header .greeting');
    await greeting.waitFor();
    expect(await greeting.textContent()).toContain(email);

    // The session lives in localStorage under supabase-js's key and survives a reload.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.endsWith('-auth-token')),
    );
    expect(stored).toEqual(['sb-127-auth-token']);
    await page.reload();
    await greeting.waitFor();
    expect(await greeting.textContent()).toContain(email);

    // On every page, and /auth sends a signed-in visitor home.
    await open(page, `${siteUrl}/learn`);
    await greeting.waitFor();
    await open(page, `${siteUrl}/auth`);
    await page.waitForURL(`${siteUrl}/`);

    await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
    await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sb-127-auth-token'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the spec’s message for a wrong password', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}/auth`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid login credentials');
    await context.close();
  });
});
