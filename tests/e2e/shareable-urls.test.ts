import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** The address bar as a visitor copies it, from the path on. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const settled = (page: Page, results: string) => page.locator(`section[aria-labelledby="${results}"][aria-busy="false"] article`).first().waitFor();

describe('a filtered list in the address bar', () => {
  it('is written as a person would type it, and read back when typed by hand', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/storage-units');
    await settled(page, 'storage-results');
    await page.getByRole('checkbox', { name: '10x10' }).check();
    await page.waitForURL((url) => url.search === '?sizes=10x10');
    await page.getByRole('checkbox', { name: '5x5' }).check();
    await page.waitForURL((url) => url.search === '?sizes=10x10,5x5');
    await settled(page, 'storage-results');
    const sizes = await page.locator('main article').evaluateAll((cards) => cards.map((card) => /(\d+x\d+) ft/.exec(card.textContent ?? '')?.[1]));
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(['10x10', '5x5']).toContain(size);

    const typed = await browser.newPage(DESKTOP);
    await typed.page.goto('/storage-units?sizes=5x5&sizes=10x15&priceTo=200');
    await settled(typed.page, 'storage-results');
    expect(address(typed.page)).toBe('/storage-units?sizes=5x5&sizes=10x15&priceTo=200');
    expect(await typed.page.getByRole('checkbox', { name: '5x5' }).isChecked()).toBe(true);
    expect(await typed.page.getByRole('checkbox', { name: '10x15' }).isChecked()).toBe(true);
    expect(await typed.page.getByRole('textbox', { name: 'To ($)' }).inputValue()).toBe('200');

    // The JSON the address bar used to carry still opens the list it named, and is written readably.
    await typed.page.goto('/storage-units?sizes=%5B%2210x10%22%5D');
    await typed.page.waitForURL((url) => url.search === '?sizes=10x10');
    expect(await typed.page.getByRole('checkbox', { name: '10x10' }).isChecked()).toBe(true);

    await typed.page.goto('/contractors?zip=01772&milesTo=10');
    await settled(typed.page, 'contractor-results');
    expect(address(typed.page)).toBe('/contractors?zip=01772&milesTo=10');
    expect(await typed.page.getByRole('textbox', { name: 'Your zip code' }).inputValue()).toBe('01772');
    expect([...consoleErrors, ...typed.consoleErrors]).toEqual([]);
  });

  it('loses what the page cannot use, in place of the entry, so it says what the list shows', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await page.goto('/contractors?trade=nonsense&ratingFrom=4&page=banana');
    await page.waitForURL((url) => url.search === '?ratingFrom=4');
    await settled(page, 'contractor-results');
    expect(await page.getByRole('combobox', { name: 'Trade' }).inputValue()).toBe('');

    await page.goto('/storage-units?locations=x&q=drive');
    await page.waitForURL((url) => url.search === '?q=drive');
    // Back goes to the contractors, not to the address with the unknown location.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/contractors');
    expect(address(page)).toBe('/contractors?ratingFrom=4');
  });
});
