import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { Customer } from './journey';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * A send the server cannot take now: answered late enough for the browser to draw its button
 * disabled (and move the focus off it, which jsdom never does), then refused with a 503.
 */
async function unavailable(route: Route) {
  await new Promise((resolve) => setTimeout(resolve, 600));
  await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ Message: 'Service unavailable. Try again in a moment.' }) });
}

/** What has the focus: its tag and the start of its words (a dialog's, when the focus fell back to it). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}: ${(active.textContent ?? '').trim().slice(0, 40)}` : 'nothing';
  });

/** While the send is on its way, the browser has taken the focus off its disabled button. */
const focusLeavesTheButton = (page: Page) => page.waitForFunction(() => document.activeElement?.tagName !== 'BUTTON');

describe('a send that fails in a dialog', () => {
  it('hands the focus back to the send button of the help dialog, whose form says what went wrong', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.route('**/api/v1/ContactUs', unavailable);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Help' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'How can we help?' });
    await dialog.getByRole('textbox', { name: 'Your name' }).focus();
    await page.keyboard.type('Karen Miller');
    await page.keyboard.press('Tab');
    await page.keyboard.type('karen.miller@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Do you have a plumber free next week?');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Send message');

    await page.keyboard.press('Enter');
    await focusLeavesTheButton(page);
    await dialog.getByRole('alert').filter({ hasText: 'Service unavailable. Try again in a moment.' }).waitFor();
    // Past the focus trap's own check (every 50 ms) that puts a lost focus on the dialog.
    await page.waitForTimeout(200);
    expect(await focused(page)).toBe('button: Send message');
  });

  it('hands the focus back to "Try again" when canceling a job request fails', async () => {
    const customer = await Customer.signUp('Casey', 'Morrow');
    const { jobRequestId } = await customer.requestJob({ name: 'Dripping hose bib', photos: 0 });
    const { page } = await browser.newPage(DESKTOP);
    await customer.signInBrowser(page);
    await page.route(`**/api/v1/JobRequests/${jobRequestId}/request-cancelation`, unavailable);
    await page.goto(`/job-requests/${jobRequestId}`);
    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Cancel the job request' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this job request?' });
    await dialog.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await focused(page)).toBe('button: Continue');
    await page.keyboard.press('Enter');
    await dialog.getByRole('textbox', { name: 'Why are you canceling?' }).waitFor();
    await page.keyboard.type('The leak stopped by itself.');
    // Past Back, to the send button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: Cancel the request');

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Canceling…' }).waitFor();
    await focusLeavesTheButton(page);
    await dialog.getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: 'Try again' }).waitFor();
    await page.waitForTimeout(200);
    expect(await focused(page)).toBe('button: Try again');

    // From there, Enter sends again, and this time the server takes it.
    await page.unroute(`**/api/v1/JobRequests/${jobRequestId}/request-cancelation`);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Job request canceled' }).getByRole('status').waitFor();
    expect((await customer.job(jobRequestId)).status).toBe('Canceled');
  });
});
