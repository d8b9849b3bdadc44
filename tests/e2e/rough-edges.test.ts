import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { unsubscribeToken } from '../../server/notifications/unsubscribe';
import { PHONE, sectionsLoaded, seriousA11yViolations, useBrowser } from './browser';
import { Customer } from './journey';

/**
 * What a new customer met on a first walk through the demo, in Chromium: the demo customer's pages
 * on a phone and a desktop, the card form, the unsubscribe page.
 */

const browser = useBrowser();
const DEMO_CUSTOMER = '+15085550150';
const ON_A_PHONE = { viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true };

/** The words any part of which lies under the Help button where the page is scrolled now. */
function textUnderHelp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const help = [...document.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === 'Help');
    if (!help) throw new Error('No Help button');
    const under = help.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || help.contains(node) || !node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((box) => box.width > 0 && box.right > under.left && box.left < under.right && box.bottom > under.top && box.top < under.bottom)) covered.push(text);
    }
    return covered;
  });
}

async function expectNothingUnderHelp(page: Page) {
  for (const scrollTo of ['top', 'bottom'] as const) {
    await page.evaluate((where) => window.scrollTo({ top: where === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' }), scrollTo);
    await page.waitForTimeout(300);
    expect(await textUnderHelp(page), `scrolled to the ${scrollTo} of ${page.url()}`).toEqual([]);
  }
}

/** One sign-in for the file: the file before may have signed her in, and a new code waits for the resend interval. */
let demo: Promise<Customer> | undefined;
async function signInAsTheDemoCustomer(page: Page) {
  await (await (demo ??= Customer.signInShared(DEMO_CUSTOMER, 'Laura', 'Bennett'))).signInBrowser(page);
}

// Signing the demo customer in may wait out the resend interval after another file did.
describe('the demo customer on a phone', { timeout: 120_000 }, () => {
  it('reads every line: the Help button covers no text on the landing page or an estimate', async () => {
    const { page } = await browser.newPage(ON_A_PHONE);
    await page.goto('/');
    // The landing page draws its lower sections once their data has come; a reader reaches the bottom after that.
    await sectionsLoaded(page);
    await expectNothingUnderHelp(page);

    await signInAsTheDemoCustomer(page);
    await page.goto('/job-requests');
    await page.getByRole('link', { name: 'Heat pump for the upstairs' }).click();
    await page.getByRole('link', { name: /^View estimate from / }).first().click();
    await page.getByText(/^Valid until /).waitFor();
    await expectNothingUnderHelp(page);
    // The line with the amount and the date, scrolled to where the page rests.
    await page.getByText(/^Valid until /).scrollIntoViewIfNeeded();
    expect(await textUnderHelp(page)).toEqual([]);
  });

  it('shows the card form’s labels whole', async () => {
    const { page } = await browser.newPage(ON_A_PHONE);
    await signInAsTheDemoCustomer(page);
    await page.goto('/#memberships');
    const section = page.locator('#memberships');
    await section.getByRole('button', { name: 'Yearly' }).click();
    await section.getByRole('button', { name: 'Choose plan: Residential, billed yearly' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/checkout/cs_'));
    for (const name of ['Card number', 'Expiration (MM / YY)', 'CVC', 'ZIP']) {
      const field = page.getByRole('textbox', { name });
      await field.waitFor();
      const cut = await field.evaluate((input) => {
        const label = document.querySelector(`label[for="${input.id}"]`) as HTMLElement;
        return label.scrollWidth > label.clientWidth + 1;
      });
      expect(cut, `${name} is cut short`).toBe(false);
    }
  });
});

describe('the demo customer on a desktop', () => {
  it('sees photos named, a readable Review due, and contractors named once', async () => {
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsTheDemoCustomer(page);
    await page.goto('/job-requests');
    const list = page.getByRole('main');
    await list.getByText('Review due').first().waitFor();
    // Every photo says which job it shows.
    await expect.poll(() => list.locator('img').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const alts = await list.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    for (const alt of alts) expect(alt).toMatch(/^Photo of .+/);
    // "Review due" in dark text on yellow, not pale yellow on white: axe finds no contrast failure.
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Heat pump for the upstairs' }).click();
    await page.getByRole('link', { name: /^View estimate from / }).first().click();
    const byline = page.getByText(/ · (Rated|Not rated)/);
    await byline.waitFor();
    const words = (await byline.textContent())!;
    expect(words).toMatch(/^\S+ [A-Z]\. · (Rated \d\.\d of 5 \(\d+ reviews?\)|Not rated yet)$/);
    expect(words).not.toContain('..');
    expect(words).not.toMatch(/\(1 reviews\)/);
  });
});

describe('the unsubscribe page an e-mail links to', () => {
  const secret = () => readFileSync(path.join(inject('dataDir'), 'jwt-secret'), 'utf8').trim();

  it('asks first, then stops the e-mails to the address the link was made for', async () => {
    const { page, consoleErrors } = await browser.newPage(ON_A_PHONE);
    const address = `robin-${Date.now()}@example.com`;
    await page.goto(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret(), address))}`);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from our e-mails' }).waitFor();
    expect(await page.getByText('Receipts of your payments and estimates for your jobs still come by e-mail').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const done = page.getByRole('status').filter({ hasText: 'You are unsubscribed' });
    await done.waitFor();
    expect(await done.textContent()).toContain(`We will send no more e-mails to ${address}, except receipts of your payments and estimates for your jobs.`);
    expect(consoleErrors).toEqual([]);
  });

  it('says so when the link is not whole', async () => {
    const { page } = await browser.newPage(ON_A_PHONE);
    await page.goto('/unsubscribe?token=cm9iaW5AZXhhbXBsZS5jb20.bm90LXRoZS1tYWM');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid' }).waitFor();
  });
});
