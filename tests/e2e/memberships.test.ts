import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useBrowser } from './browser';
import { Customer } from './journey';
import { completeProfile, enterPhoneAndCode, newPhoneNumber } from './sign-in';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SMALL_PHONE = { width: 375, height: 812 };

/** The headings of the page in document order, each as `h1 Words`. */
const headingsOf = (page: Page) =>
  page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`));

/** On the landing page, signed out: Residential Plus, billed yearly. */
async function chooseResidentialPlusYearly(page: Page) {
  const section = page.locator('#memberships');
  await section.getByRole('heading', { level: 3, name: 'Residential Plus' }).waitFor();
  await section.getByRole('button', { name: 'Yearly' }).click();
  await section.getByRole('button', { name: 'Choose plan: Residential Plus, billed yearly' }).click();
}

/**
 * At 1280 px the header names the member's tier atop its menu, and keeps the provider's name on two
 * lines and the greeting on one (the tier's badge beside the greeting squeezed the name onto three).
 */
async function expectTierInHeader(page: Page, firstName: string, tier: string) {
  const banner = page.getByRole('banner');
  const greeting = banner.getByRole('button', { name: `Hi ${firstName}` });
  await greeting.waitFor();
  const lines = await banner.getByRole('link', { name: 'Southborough Home Services, home' }).evaluate((link) => {
    const name = link.querySelector('span')!;
    return Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight));
  });
  expect(lines).toBe(2);
  expect(await greeting.evaluate((button) => Math.round(button.getBoundingClientRect().height))).toBeLessThanOrEqual(40);
  await greeting.click();
  await page.getByRole('menu').getByText(`Membership: ${tier}`).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('buying a membership on the payment sandbox', () => {
  it('signed out, chooses Residential Plus yearly, signs up, pays with 4242 on the checkout that opens by itself, and cancels at period end from My Account', async () => {
    const phone = newPhoneNumber();
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/#memberships');
    const plus = page.locator('#memberships li').filter({ has: page.getByRole('heading', { name: 'Residential Plus', exact: true }) });
    await chooseResidentialPlusYearly(page);
    expect(await plus.textContent()).toContain('All-in price: no fees and no sales tax are added.');

    // Signed out: the choice waits while the visitor signs up, and the sign-in page says so.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/memberships/checkout');
    const waiting = page.getByRole('status').filter({ hasText: 'Sign in to finish buying your membership' });
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('Residential Plus, billed yearly ($390.00 per year) is kept for you until');
    // The page's heading first, then what the sign-in is for, once, in words for someone who has not bought it yet.
    expect((await headingsOf(page)).slice(0, 3)).toEqual(['h1 Log In', 'h2 Sign in to finish buying your membership', 'h2 Sign in with your phone']);
    expect(await page.getByText(/see your membership/).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await enterPhoneAndCode(page, phone);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await completeProfile(page, phone, 'Morgan', 'Avery');

    // The checkout opens by itself: the sandbox's payment page, with the all-in price.
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/checkout/cs_'));
    await page.getByRole('heading', { level: 1, name: 'Subscribe to Residential Plus' }).waitFor();
    expect(await page.getByText('SANDBOX', { exact: true }).isVisible()).toBe(true);
    const summary = await page.locator('body').textContent();
    expect(summary).toContain('Total due today$390.00');
    expect(summary).toContain('Sales tax and feesNone');
    expect(summary).toContain('Then $390.00 every year until you cancel.');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiration (MM / YY)' }).fill('12 / 34');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('textbox', { name: 'ZIP' }).fill('01772');
    await page.getByRole('button', { name: 'Pay $390.00' }).click();

    // Back on the site: confirmed from the payment provider's event, then welcomed.
    await page.waitForURL((url) => url.pathname === '/memberships/return' && (url.searchParams.get('session_id') ?? '').startsWith('cs_'));
    await page.getByRole('heading', { level: 2, name: 'Welcome to Residential Plus' }).waitFor();
    const includes = page.getByRole('list', { name: 'Your membership includes' });
    expect(await includes.textContent()).toContain('Spring and fall home check-ups');
    await expectTierInHeader(page, 'Morgan', 'Residential Plus');

    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    const membership = page.getByRole('region', { name: 'Membership' });
    await membership.getByText('Your tier: Residential Plus').waitFor();
    const renews = await membership.getByText(/^Renews on /).textContent();
    expect(renews).toMatch(/^Renews on \d{2}\/\d{2}\/\d{4} at \$390\.00 per year\.$/);
    const renewal = renews!.slice('Renews on '.length, 'Renews on '.length + 10);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Manage: the sandbox's customer portal, where canceling takes effect at the end of the year paid for.
    await membership.getByRole('button', { name: 'Manage membership' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/portal/bps_'));
    await page.getByRole('heading', { level: 2, name: 'Residential Plus' }).waitFor();
    expect(await page.getByText(`Renews on ${renewal}.`).isVisible()).toBe(true);
    expect(await page.getByText('Visa ending in 4242').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('combobox', { name: /Why are you canceling/ }).click();
    await page.getByRole('option', { name: 'I do not use it enough' }).click();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText('Your plan is canceled').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Return to Southborough Home Services' }).click();

    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByRole('region', { name: 'Membership' }).getByText(`Active until ${renewal}. It will not renew.`).waitFor();
    await expectTierInHeader(page, 'Morgan', 'Residential Plus');
    expect(consoleErrors).toEqual([]);
  });

  it('forgets a choice left for more than an hour, and says so after sign-in', async () => {
    const phone = newPhoneNumber();
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.clock.install();
    await page.goto('/#memberships');
    await chooseResidentialPlusYearly(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').filter({ hasText: 'Sign in to finish buying your membership' }).waitFor();

    await page.clock.fastForward('01:01:00');
    await page.getByRole('status').filter({ hasText: 'Your plan choice has expired' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pendingMembershipPurchase'))).toBeNull();

    await enterPhoneAndCode(page, phone);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await completeProfile(page, phone, 'Riley', 'Quinn');
    await page.waitForURL((url) => url.pathname === '/memberships/checkout');
    await page.getByText('No plan is waiting for you. We keep a chosen plan for one hour while you sign in.').waitFor();
    expect(await page.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/#memberships');
    expect(consoleErrors).toEqual([]);
  });

  it('shows a member their plan and offers the other plans as a switch in Manage membership, never a second purchase, on a desktop and on a phone', async () => {
    const customer = await Customer.signUp('Jordan', 'Reyes');
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await customer.signInBrowser(page);
    await page.goto('/#memberships');
    const section = page.locator('#memberships');
    await section.getByRole('button', { name: 'Choose plan: Residential, billed monthly' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/checkout/cs_'));
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiration (MM / YY)' }).fill('12 / 34');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('textbox', { name: 'ZIP' }).fill('01772');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Welcome to Residential' }).waitFor();

    // From now on the member buys nothing: a second plan would only be refused (409).
    const buys: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/Memberships/buy')) buys.push(request.url());
    });
    const cardOf = (name: string) => section.locator('li').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    for (const viewport of [DESKTOP.viewport, SMALL_PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/#memberships');
      await cardOf('Residential').getByText('Your plan', { exact: true }).waitFor();
      expect(await cardOf('Residential').getByRole('link', { name: 'Manage your plan: Residential' }).getAttribute('href')).toBe('/my-account');
      for (const name of ['Residential Plus', 'Business']) await cardOf(name).getByRole('button', { name: `Switch plan: ${name}` }).waitFor();
      expect(await section.getByRole('button', { name: /^Choose plan/ }).count(), `${viewport.width} px`).toBe(0);
      await section.getByText(/^You are a Residential member\. Switch plan opens Manage membership/).waitFor();
      expect(await seriousA11yViolations(page, ['#memberships']), `${viewport.width} px`).toEqual([]);
    }

    // Slow enough for the browser to draw the pressed button busy, and the other disabled, before the answer.
    await page.route(/\/api\/v1\/Memberships\/get-customer-portal/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await cardOf('Residential Plus').getByRole('button', { name: 'Switch plan: Residential Plus' }).click();
    await expect.poll(() => cardOf('Business').getByRole('button', { name: 'Switch plan: Business' }).isDisabled()).toBe(true);
    // The customer portal, on the plan held, which switches to the plan pressed.
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/portal/bps_'));
    await page.getByRole('heading', { level: 2, name: 'Residential' }).waitFor();
    await page.getByRole('button', { name: 'Switch plan' }).click();
    await page.getByRole('radio', { name: /^Residential Plus, / }).first().waitFor();
    expect(buys).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
