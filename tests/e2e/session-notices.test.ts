import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { completeProfile, enterPhoneAndCode, newPhoneNumber } from './sign-in';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** A new user signed in and named, on the page they signed in from. */
async function signedInAs(firstName: string, lastName: string) {
  const phone = newPhoneNumber();
  const opened = await browser.newPage(DESKTOP);
  await opened.page.goto('/sign-in');
  await enterPhoneAndCode(opened.page, phone);
  await completeProfile(opened.page, phone, firstName, lastName);
  await opened.page.getByRole('banner').getByRole('button', { name: `Hi ${firstName}` }).waitFor();
  return opened;
}

/**
 * The session ends elsewhere (a logout with its refresh token) and the access token is no longer
 * accepted: the page's next API call is refused, and so is the refresh that follows.
 */
async function endSessionElsewhere(page: Page) {
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshToken).toBeTruthy();
  const logout = await fetch(new URL('/api/v1/Authentication/logout', browser.baseURL()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  expect(logout.status).toBe(204);
  await page.evaluate(() => localStorage.setItem('accessToken', 'no-longer-valid'));
}

describe('what a signed-out visitor is told', () => {
  it('sends a visitor from any protected page to Login, which says why, and back to that page after signing in', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    for (const [path, name] of [
      ['/job-requests', 'My Job Requests'],
      ['/job-requests/new', 'New Job Request'],
      ['/job-requests/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10', 'Job Request Details'],
    ] as const) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === path);
      await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
      await page.getByRole('status').getByRole('heading', { name: `Sign in to see ${name}` }).waitFor();
    }

    const phone = newPhoneNumber();
    await page.goto('/my-account');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/my-account');
    expect(await page.title()).toBe('Log In | Southborough Home Services');
    const why = page.getByRole('status').filter({ hasText: 'Sign in to see My Account' });
    await why.waitFor();
    expect(await why.textContent()).toContain('New here? The code we text you creates your account as you sign in.');
    await enterPhoneAndCode(page, phone);
    await completeProfile(page, phone, 'Robin', 'Hale');
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('says the session has ended when it cannot be renewed, and signs the user out', async () => {
    const { page, consoleErrors } = await signedInAs('Sam', 'Ortiz');
    const banner = page.getByRole('banner');
    await endSessionElsewhere(page);

    await banner.getByRole('button', { name: 'Hi Sam' }).click();
    await page.getByRole('menuitem', { name: 'My Job Requests' }).click();

    await page.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await banner.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    // Only the refused requests themselves are reported by the browser.
    expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  });

  it('says on Login, in one sentence, that the session ended and that My Account needs a new sign-in, when a reload finds it over', async () => {
    const { page, consoleErrors } = await signedInAs('Lee', 'Park');
    // While the tab is away the session ends on the server and its access token expires.
    await endSessionElsewhere(page);

    await page.goto('/my-account');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/my-account');
    const why = page.getByRole('status').filter({ hasText: 'Your session has ended' });
    await why.waitFor();
    expect(await why.textContent()).toContain('Sign in again to see My Account.');
    // The session-ended report and the call to sign in for My Account are one message.
    await page.waitForTimeout(500);
    expect(await page.getByRole('status').count()).toBe(1);

    // Another number: the first was sent a code a moment ago, and a second comes only after a wait.
    const other = newPhoneNumber();
    await enterPhoneAndCode(page, other);
    await completeProfile(page, other, 'Lee', 'Park');
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  });
});
