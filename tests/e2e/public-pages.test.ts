import { describe, expect, it } from 'vitest';
import { landingPage } from '../../src/content/landing';
import { servicePageAt } from '../../src/features/services/service-pages';
import { belowTheHeader, sectionsLoaded, seriousA11yViolations, useBrowser } from './browser';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** The narrowest phone the pages are made for. */
const NARROW = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

describe('service pages', () => {
  it('opens from the header through Our Services, with its own title, description, heading, products and booking link', async () => {
    const plumbing = servicePageAt('plumbing-services-company-in-southborough-ma')!;
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Services' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Services' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: /^Plumbing\b/ }).click();

    await page.getByRole('heading', { level: 1, name: plumbing.heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(plumbing.path);
    expect(await page.title()).toBe(`${plumbing.title} | Southborough Home Services`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(plumbing.description);

    const related = page.getByRole('region', { name: 'Related products and services' });
    await related.getByRole('heading', { level: 3, name: '50-gallon water heater replacement' }).waitFor();
    expect(await related.textContent()).toContain('$2,450.00 each');
    // Lines of other trades and of every trade stay off this page.
    expect(await related.textContent()).not.toContain('Trip charge');
    expect(await related.textContent()).not.toContain('Carpentry labor');
    expect(await page.getByRole('main').getByRole('link', { name: 'Book A Job' }).first().getAttribute('href')).toBe('/book-service?trade=plumbing');

    const question = page.getByRole('button', { name: plumbing.copy.faqs[0]!.question });
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(plumbing.copy.faqs[0]!.answer).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('serves HVAC at its own address, and Equipment Rental lists the equipment for rent', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/hvac-installation-and-repair-services');
    await page.getByRole('heading', { level: 1, name: servicePageAt('hvac-installation-and-repair-services')!.heading }).waitFor();

    await page.goto(servicePageAt('equipment-rental-in-southborough-ma')!.path);
    const equipment = page.getByRole('region', { name: 'Equipment for rent' });
    const washer = equipment.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pressure washer, 3,100 PSI gas' }) });
    await washer.waitFor();
    for (const text of ['Per day$85.00', 'Per week$340.00', 'Deposit$150.00', '2 available']) expect(await washer.textContent()).toContain(text);
    expect(consoleErrors).toEqual([]);
  });
});

describe('landing memberships', () => {
  it('shows the three plans with prices, switches to yearly, and keeps the chosen plan while the visitor signs in', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/service');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Memberships' }).click();
    const section = page.locator('#memberships');
    await section.getByRole('heading', { level: 3, name: 'Business' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#memberships');
    await belowTheHeader(page, 'memberships');
    await sectionsLoaded(page);
    await belowTheHeader(page, 'memberships');

    expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Residential', 'Residential Plus', 'Business']);
    expect(await section.getByTestId('plan-price').allTextContents()).toEqual(['$15 per month', '$39 per month', '$129 per month']);
    await section.getByRole('button', { name: 'Yearly', exact: true }).click();
    expect(await section.getByTestId('plan-price').allTextContents()).toEqual(['$150 per year', '$390 per year', '$1,290 per year']);
    expect(await section.getByRole('button', { name: 'Yearly', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await section.getByRole('button', { name: 'Choose plan: Residential Plus, billed yearly' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/memberships/checkout');
    const pending = JSON.parse((await page.evaluate(() => localStorage.getItem('pendingMembershipPurchase')))!);
    const plans = (await (await page.request.get('/api/v1/Memberships/get-available')).json()) as { id: string; name: string; prices: { id: string; interval: string }[] }[];
    const plus = plans.find((plan) => plan.name === 'Residential Plus')!;
    expect(pending).toMatchObject({ membershipId: plus.id, priceId: plus.prices.find((p) => p.interval === 'Yearly')!.id });
    expect(consoleErrors).toEqual([]);
  });
});

describe('anchors', () => {
  it('an address with an anchor below the sections that load lands on it once they have loaded', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/#reviews');
    await sectionsLoaded(page);
    await belowTheHeader(page, 'reviews');
    expect(consoleErrors).toEqual([]);
  });
});

describe('e-mail updates', () => {
  it('subscribes an address, and says the same address is already subscribed', async () => {
    const email = `neighbor-${Date.now()}@example.com`;
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Subscribe to e-mail updates' });
    const field = form.getByRole('textbox', { name: 'E-mail address' });

    await field.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText(`Thanks for subscribing! Our updates will go to ${email}.`).waitFor();

    await field.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText(/You’re already subscribed/).waitFor();
    expect(await form.getByRole('alert').count()).toBe(0);

    await field.fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Enter a valid e-mail address.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(consoleErrors).toEqual([]);
  });
});

describe('on a 360 px phone', () => {
  const pages = ['/', '/service', '/about', '/privacy-policy', '/terms-and-conditions', servicePageAt('equipment-rental-in-southborough-ma')!.path, servicePageAt('water-remediation-and-restoration-company-in-southboro-area')!.path];

  it.each(pages)('%s fits the screen, with headings in order and the landing sections in place', async (path) => {
    const { page, consoleErrors } = await browser.sharedPage(NARROW);
    await page.goto(path);
    await sectionsLoaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // One h1, and no level skipped on the way down.
    const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (const [i, level] of levels.entries()) if (i > 0) expect(level - levels[i - 1]!, `heading ${i} of ${path}`).toBeLessThanOrEqual(1);
    if (path === '/') {
      // A section is drawn as it nears the screen (LandingSection), so each is scrolled to, as a reader would.
      for (const heading of [landingPage.trades.heading, landingPage.howItWorks.heading, landingPage.memberships.heading, landingPage.storage.heading]) {
        const shown = page.getByRole('heading', { level: 2, name: heading, exact: true });
        await shown.evaluate((element) => element.scrollIntoView());
        await shown.waitFor({ state: 'visible', timeout: 2000 });
      }
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
