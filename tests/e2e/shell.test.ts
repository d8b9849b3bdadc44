import { describe, expect, it } from 'vitest';
import { servicePageAt } from '../../src/features/services/service-pages';
import { PHONE, seriousA11yViolations, useBrowser } from './browser';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

describe('the SPA shell', () => {
  it('shows the landing page with its header, main content and footer', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/local trades for every part of your home/i);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Services' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').isVisible()).toBe(true);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: '+1 (508) 555-0100' }).getAttribute('href')).toBe('tel:+15085550100');
    expect(await footer.textContent()).toContain('© 2023 Southborough Home Services');
    expect(await page.title()).toBe('Trades, Memberships and Storage in Southborough, MA | Southborough Home Services');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('gives a service page its own title and meta description', async () => {
    const service = servicePageAt('plumbing-services-company-in-southborough-ma')!;
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto(service.path);
    await page.getByRole('heading', { level: 1, name: service.heading }).waitFor();
    expect(await page.title()).toBe(`${service.title} | Southborough Home Services`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(service.description);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows Page Not Found for an unknown address, and Go Home returns to the landing page', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/page-not-found');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /local trades for every part of your home/i }).waitFor();
    // The one error is the browser noting the address's own 404 status, which crawlers are meant to see.
    expect(consoleErrors).toEqual([expect.stringMatching(/status of 404 .*\/no\/such\/page\)$/)]);
  });

  it('takes the old /services address to Our Services', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/services');
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/service');
    expect(await page.title()).toBe('Our Services | Southborough Home Services');
    expect(consoleErrors).toEqual([]);
  });

  it('takes the Memberships link to the memberships section of the landing page', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Memberships' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#memberships');
    const sectionTop = () => page.evaluate(() => Math.round(document.getElementById('memberships')!.getBoundingClientRect().top));
    await expect.poll(sectionTop, { timeout: 5000 }).toBeGreaterThanOrEqual(0);
    await expect.poll(sectionTop, { timeout: 5000 }).toBeLessThan(120);
    expect(consoleErrors).toEqual([]);
  });

  it('folds the header into a menu on a phone, which opens, closes with Escape and navigates', async () => {
    const { page, consoleErrors } = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // The open menu is modal: the page under it, the button included, leaves the accessibility tree.
    const menuButton = page.getByRole('button', { name: 'Open menu', includeHidden: true });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getAttribute('id')).toBe(await menuButton.getAttribute('aria-controls'));
    for (const name of ['Our Services', 'Memberships', 'Storage', 'About', 'Contact Us', 'Book A Job', 'Create an Account', 'Login']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    // Keyboard only: open, reach a link, follow it.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Our Services' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/service');
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    // The new page's heading has focus, not the menu button the closed menu hands it back to.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5000 }).toBe('Our Services');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await menuButton.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(consoleErrors).toEqual([]);
  });
});
