import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/**
 * The floating Help button on a small phone (src/features/help/HelpButton.tsx): a page leaves room
 * below its last line, so every line can be scrolled clear of the button.
 */

const browser = useBrowser();

/** The size of the smaller phones still in use: a page a little longer than the screen ends where the button stands. */
const SMALL_PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

/** Settles once the page's height has held for half a second: styles and late parts have come. */
const heightSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let height = -1;
        let since = performance.now();
        const check = () => {
          const now = document.documentElement.scrollHeight;
          if (now !== height) [height, since] = [now, performance.now()];
          if (performance.now() - since >= 500) resolve();
          else setTimeout(check, 50);
        };
        check();
      }),
  );

/** The words any part of which lies under the Help button once the page is scrolled to its end. */
const textUnderHelpAtTheEnd = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
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

describe('the Help button on a small phone', () => {
  it('covers no line of a page scrolled to its end, with a footer below the page or without one', async () => {
    const { page, consoleErrors } = await browser.newPage(SMALL_PHONE);
    for (const [path, heading, last] of [
      // The sign-in layout has no footer: the page's own last line ends it.
      ['/sign-in', 'Create an Account', page.getByRole('link', { name: 'Privacy Policy' })],
      ['/contact-us', 'Contact Us', page.locator('footer')],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await last.first().waitFor();
      await page.getByRole('button', { name: 'Help' }).waitFor();
      await heightSettled(page);
      expect(await textUnderHelpAtTheEnd(page), path).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
});
