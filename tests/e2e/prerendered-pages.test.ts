import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { PRERENDERED_PAGES } from '../../server/site/pages';
import { belowTheHeader, networkSettled, PHONE, sectionsLoaded, useBrowser } from './browser';
import { completeProfile, enterPhoneAndCode, newPhoneNumber } from './sign-in';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** Every kind of prerendered page: landing, Our Services, a service page, About, Contact, the legal pages, the storage list. */
const PAGES = [
  '/',
  '/service',
  '/plumbing-services-company-in-southborough-ma',
  '/about',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/storage-units',
];

/**
 * Keeps the page's <h1> as the HTML delivered it, taken before any script of the page runs (scripts
 * run after the document reaches `interactive`), so the test can tell React adopted that very element
 * rather than throwing the markup away and drawing its own.
 */
const KEEP_DELIVERED_H1 = `document.addEventListener('readystatechange', () => {
  if (document.readyState === 'interactive') window.__deliveredH1 = document.querySelector('h1');
});`;

/** Waits until React has hydrated the delivered <h1> (it carries React's fiber key) and answers whether it is still on the page. */
async function hydratedInPlace(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const h1 = (window as unknown as { __deliveredH1?: Element }).__deliveredH1;
    return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
  return page.evaluate(() => (window as unknown as { __deliveredH1: Element }).__deliveredH1.isConnected);
}

describe('prerendered public pages', () => {
  it('are the pages listed for prerendering', () => {
    expect(PRERENDERED_PAGES).toEqual(expect.arrayContaining(PAGES));
  });

  it.each(PAGES)('%s shows its heading, title and description with JavaScript off', async (urlPath) => {
    const { page } = await browser.sharedPage({ ...DESKTOP, javaScriptEnabled: false });
    await page.goto(urlPath);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.title()).toMatch(/^\S.* \| Southborough Home Services$/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    // MUI's styles came with the HTML: the theme's page color, from its baseline styles.
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe('rgb(251, 248, 241)');
  });

  // Every prerendered page, wide and narrow (a media query read while rendering would differ between
  // the build and a phone): React's recovered mismatches (errors 418, 422, 425) and hydration
  // warnings are console errors.
  it.each(PRERENDERED_PAGES.flatMap((urlPath) => [{ urlPath, viewport: DESKTOP.viewport }, { urlPath, viewport: PHONE }]))(
    '$urlPath hydrates the delivered markup without a warning at $viewport.width px',
    async ({ urlPath, viewport }) => {
      const { page, consoleErrors } = await browser.sharedPage({ viewport }, KEEP_DELIVERED_H1);
      await page.goto(urlPath);
      expect(await hydratedInPlace(page)).toBe(true);
      await networkSettled(page);
      expect(consoleErrors).toEqual([]);
    },
  );

  it('keeps a form from posting itself before the app has taken it over', async () => {
    const { page } = await browser.newPage({ ...DESKTOP, javaScriptEnabled: false });
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Karen Miller');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByRole('textbox', { name: 'Message' }).press('Enter');
    // A native submission would have reloaded the page with what was typed in its address.
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe('Karen Miller');
  });

  it('answers the first click once the page is marked live: the Contact form and the Help button', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/contact-us');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Name is required.').waitFor();

    await page.goto('/about');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('dialog', { name: 'How can we help?' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('hydrates the contractor list when its code comes, and its filters and cards work once the page is marked live', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    // The list's filters and results load beside the page (src/features/contractors/contractor-list-code.ts):
    // held back here until the rest of the page has hydrated, as on a slow connection.
    const manifest = JSON.parse(readFileSync(projectPath('dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const bodyFile = manifest['src/features/contractors/ContractorList.tsx']!.file;
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let asked = false;
    await page.route(`**/${bodyFile}`, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.addInitScript(KEEP_DELIVERED_H1);
    await page.addInitScript(`document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__deliveredTrade = document.querySelector('select');
    });`);
    // goto waits for the page to be marked live, which waits for the list: it goes on while the list is held.
    const arrived = page.goto('/contractors');
    expect(await hydratedInPlace(page)).toBe(true);
    await expect.poll(() => asked).toBe(true);
    // The rest of the page is the app's; the filters are the delivered markup, painted, and the page is not live yet.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Trade' }).isVisible()).toBe(true);
    letThrough();
    await arrived;

    // Right after the mark, the very filter the HTML drew is the app's, and so is the first card.
    expect(await page.evaluate(() => (window as unknown as { __deliveredTrade: Element }).__deliveredTrade.isConnected)).toBe(true);
    await page.getByRole('combobox', { name: 'Trade' }).selectOption({ label: 'Storm Door' });
    await page.waitForURL((url) => url.searchParams.get('trade') === 'storm-door');
    const card = page.locator('section[aria-labelledby="contractor-results"][aria-busy="false"] article').first();
    await card.getByRole('button', { name: /^Reviews/ }).click();
    await page.getByRole('dialog').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    ['/plumbing-services-company-in-southborough-ma', 'services-offered'],
    ['/', 'memberships'],
  ])('%s#%s lands on its anchor once the sections above it have loaded', async (urlPath, id) => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto(`${urlPath}#${id}`);
    await sectionsLoaded(page);
    await belowTheHeader(page, id);
    expect(consoleErrors).toEqual([]);
  });

  it('hydrates for a signed-in visitor too, then shows their menu in the header', async () => {
    const phone = newPhoneNumber();
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/sign-in');
    await enterPhoneAndCode(page, phone);
    await completeProfile(page, phone, 'Robin', 'Hale');
    await page.getByRole('banner').getByRole('button', { name: 'Hi Robin' }).waitFor();

    await page.addInitScript(KEEP_DELIVERED_H1);
    await page.goto('/about');
    expect(await hydratedInPlace(page)).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Hi Robin' }).waitFor();
    await networkSettled(page);
    expect(consoleErrors).toEqual([]);
  });
});
