import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatUsPhone } from '../../machines/phone';
import { PHONE, sectionsLoaded, useBrowser } from './browser';
import { Customer } from './journey';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const box = async (locator: Locator) => (await locator.boundingBox())!;

describe('the heroes', () => {
  it('have a card in the right half on a wide screen, and after the buttons on a phone', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    for (const [path, name] of [
      ['/', 'How a job starts'],
      ['/hvac-installation-and-repair-services', 'HVAC at a glance'],
    ]) {
      await page.goto(path!);
      const heading = await box(page.getByRole('heading', { level: 1 }));
      const card = await box(page.getByRole('complementary', { name }));
      expect(card.x, path).toBeGreaterThan(640);
      expect(card.x, path).toBeGreaterThan(heading.x + heading.width);
      expect(card.y, path).toBeLessThan(heading.y + heading.height);
    }

    const phone = await browser.newPage({ viewport: PHONE });
    await phone.page.goto('/');
    const bookAJob = await box(phone.page.getByRole('main').getByRole('link', { name: 'Book A Job' }).first());
    const card = await box(phone.page.getByRole('complementary', { name: 'How a job starts' }));
    expect(card.y).toBeGreaterThan(bookAJob.y + bookAJob.height);
    expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
    expect([...consoleErrors, ...phone.consoleErrors]).toEqual([]);
  });
});

describe('between the layouts', () => {
  // Where a grid gains a column or the header its links, and 200% zoom of a 1280 px window: the widths
  // at which the storage cards and the signed-out header once had no room and the page scrolled sideways.
  const widths = [600, 640, 900, 960, 980, 1200, 1210, 1217];
  it.each(['/', '/storage-units', '/contractors'])('%s fits the window, signed out', async (path) => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto(path);
    await sectionsLoaded(page);
    if (path !== '/') await page.locator('main article').first().waitFor();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${path} at ${width} px` }).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
  });
});

describe('Our Services on a phone', () => {
  it('lays the trade cards out two to a row', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await page.goto('/service');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: /^(Carpentry|Chimney|Decking)$/ });
    await cards.first().waitFor();
    const [carpentry, chimney, decking] = await Promise.all([0, 1, 2].map((i) => box(cards.nth(i))));
    expect(chimney!.y).toBeCloseTo(carpentry!.y, 0);
    expect(chimney!.x).toBeGreaterThan(carpentry!.x + carpentry!.width);
    expect(decking!.y).toBeGreaterThan(carpentry!.y);
  });
});

describe("About's e-mail address", () => {
  it('wraps at the @ and keeps the domain whole when the card is too narrow for it', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto('/about');
    const email = page.getByRole('complementary', { name: 'Talk to us' }).getByRole('link', { name: /@/ });
    const lines = await email.evaluate((link) => {
      // Each line's text: the rectangles of each character, grouped by their top.
      const range = document.createRange();
      const text = link.textContent ?? '';
      const byTop = new Map<number, string>();
      let offset = 0;
      for (const node of [...link.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE)) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? '') + text[offset + i]);
        }
        offset += (node.textContent ?? '').length;
      }
      return [...byTop.values()];
    });
    expect(lines.join('')).toBe('hello@southboroughhomeservices.com');
    for (const line of lines) expect(['hello@', 'southboroughhomeservices', '.com', 'southboroughhomeservices.com', 'hello@southboroughhomeservices.com']).toContain(line);
  });
});

describe('My Account on a small phone', () => {
  it('keeps the phone number the account signs in with on one line', async () => {
    const customer = await Customer.signUp('Lee', 'Park');
    const { page } = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await customer.signInBrowser(page);
    await page.goto('/my-account');
    const number = page.getByRole('region', { name: 'Phone number' }).getByText(formatUsPhone(customer.phone), { exact: true });
    await number.waitFor();
    // One box per line the number is laid out on.
    expect(await number.evaluate((element) => new Set([...element.getClientRects()].map((line) => Math.round(line.top))).size)).toBe(1);
  });
});
