import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESEND_AFTER_SECONDS } from '../../server/auth/codes';
import { jobStatusMeta } from '../../machines/job-lifecycle.machine';
import { formatUsdPreciseFromCents } from '../../src/lib/format';
import { seriousA11yViolations, useBrowser } from './browser';
import { acceptAndEstimate, Customer, demoContractorOf, signInContractor } from './journey';
import { enterPhoneAndCode } from './sign-in';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** The narrowest phone the pages are made for. */
const SMALL_PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Whether nothing sticks out sideways: a page that scrolls sideways on a phone is broken there. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('My Job Requests and Job Request Details', () => {
  it('shows the contractor’s estimate on the details page and the status in the list, with the photo', { timeout: 120_000 }, async () => {
    const customer = await Customer.signUp('Jordan', 'Reyes');
    const codeSentAt = Date.now();
    const { jobRequestId, contractor } = await customer.requestJob({ trade: 'storm-door', contractor: demoContractorOf('storm-door', 2), name: 'Sticking back door', photos: 1 });
    const session = await signInContractor(contractor);
    await acceptAndEstimate(session, jobRequestId, customer);
    const { proposals } = await customer.job(jobRequestId);

    // The customer signs in in the browser, the way a person does.
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    // A second code for the same number is only sent once the first one's resend wait is over.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, codeSentAt + (RESEND_AFTER_SECONDS + 1) * 1000 - Date.now())));
    await page.goto('/login?redirect=/job-requests');
    await enterPhoneAndCode(page, customer.phone);
    await page.waitForURL((url) => url.pathname === '/job-requests');

    const card = page.getByRole('article', { name: 'Sticking back door' });
    await card.waitFor();
    expect(await card.textContent()).toContain(jobStatusMeta('Proposed').label);
    expect(await card.textContent()).toContain(jobStatusMeta('Proposed').nextStep);
    // The cover photo came with the bearer token and shows as a real image.
    const thumbnail = card.locator('img');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The status filter keeps the list's address, and finds the request under its status.
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: jobStatusMeta('Proposed').label }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'Proposed');
    await card.waitFor();
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: jobStatusMeta('Canceled').label }).click();
    await page.getByText('No job requests match').waitFor();
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click();

    await card.getByRole('link', { name: 'Sticking back door' }).click();
    await page.waitForURL((url) => url.pathname === `/job-requests/${jobRequestId}`);
    await page.getByRole('heading', { level: 1, name: 'Sticking back door' }).waitFor();
    const estimates = page.getByRole('region', { name: 'Estimates' });
    await estimates.waitFor();
    expect(await estimates.textContent()).toContain(contractor.businessName);
    expect(await estimates.textContent()).toContain(formatUsdPreciseFromCents(proposals[0]!.totalCents));
    expect(await page.getByRole('region', { name: 'Status' }).textContent()).toContain(jobStatusMeta('Proposed').label);
    const actions = page.getByRole('region', { name: 'What you can do' });
    // One estimate waiting: it is accepted or declined on its page, and no deposit is asked beside it.
    expect(await actions.getByRole('link', { name: 'Accept or decline the estimate' }).getAttribute('href')).toBe(`/job-requests/${jobRequestId}/proposals/${proposals[0]!.id}`);
    expect(await actions.getByText(/deposit/i).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Contractors asked' }).textContent()).toContain(contractor.businessName);
    // Drawn in the commits after the page's first paint, below a phone's screen.
    const timeline = page.getByRole('region', { name: 'What has happened' });
    await timeline.waitFor();
    expect(await timeline.locator('time').count()).toBeGreaterThan(1);

    // A photo opens full size in a dialog, and Escape closes it.
    await page.getByRole('button', { name: /^Photo 1 of 1: Sticking back door \(.+\), open full size$/ }).click();
    const photo = page.getByRole('dialog', { name: 'Photo 1 of 1: Sticking back door' }).getByRole('img', { name: 'Photo 1 of 1: Sticking back door' });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows Page Not Found for an unknown id, someone else’s request and a malformed id', async () => {
    const owner = await Customer.signUp('Sam', 'Owner');
    const { jobRequestId } = await owner.requestJob({ name: 'Somebody else’s deck', photos: 0 });
    const customer = await Customer.signUp('Alex', 'Other');
    const { page } = await browser.newPage(DESKTOP);
    await customer.signInBrowser(page);
    for (const id of [randomUUID(), jobRequestId, 'not-a-job']) {
      await page.goto(`/job-requests/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/page-not-found');
    }
  });

  it('cancels a fresh request from the details page on a 375 px phone, saying first that nothing was paid', async () => {
    const customer = await Customer.signUp('Robin', 'Hale');
    const { jobRequestId } = await customer.requestJob({ name: 'Loose stair rail', photos: 1 });
    const { page, consoleErrors } = await browser.newPage(SMALL_PHONE);
    await customer.signInBrowser(page);
    await page.goto(`/job-requests/${jobRequestId}`);
    await page.getByRole('heading', { level: 1, name: 'Loose stair rail' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // By keyboard: the action, then the dialog's steps.
    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Cancel the job request' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this job request?' });
    await dialog.getByText('Nothing was paid, so there is nothing to refund.').waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const reason = dialog.getByRole('textbox', { name: 'Why are you canceling?' });
    // Continue only opens the reason: nothing is said wrong before the customer has typed.
    expect(await reason.getAttribute('aria-invalid')).toBe('false');
    expect(await dialog.textContent()).not.toContain('Tell us why you are canceling.');
    await reason.fill('Fixed it myself over the weekend.');
    await dialog.getByRole('button', { name: 'Cancel the request' }).click();

    const answer = page.getByRole('dialog', { name: 'Job request canceled' }).getByRole('status');
    await answer.waitFor();
    expect((await answer.textContent())?.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The page read the job again: canceled, nothing left to do, the reason in the timeline.
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByText(jobStatusMeta('Canceled').label, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'What you can do' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'What has happened' }).textContent()).toContain('Fixed it myself over the weekend.');
    expect((await customer.job(jobRequestId)).status).toBe('Canceled');

    await page.getByRole('link', { name: 'My Job Requests' }).first().click();
    const card = page.getByRole('article', { name: 'Loose stair rail' });
    await card.waitFor();
    expect(await card.textContent()).toContain(jobStatusMeta('Canceled').label);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
