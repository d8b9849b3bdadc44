import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, dateIn } from '../../contract/forms';
import { freePort } from '../../scripts/free-port';
import { type OwnServer, signInOn, startOwnServer } from './own-server';
import { CARDS, typeCard } from './journey';

/**
 * `PORT=<not 3000> npm start` with no PUBLIC_URL, opened at http://localhost:<port> as a new user
 * would: the server takes that address as its own, so the deposit's and the membership's payment
 * pages come back to it. The demo customer (Laura Bennett) pays a deposit on a heat-pump estimate and
 * buys a membership there. The server also has a closed day of its own (CLOSED_DAYS) within the
 * booking window, which her visit cannot be moved to.
 */

const DEMO_CUSTOMER = '+15085550150';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** The first weekday at least three days ahead, in Southborough: closed by this server's CLOSED_DAYS. */
const closedDay = (() => {
  let day = addDays(dateIn('America/New_York', new Date()), 3);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
})();

let port = await freePort();
while (port === 3000) port = await freePort();
const site = `http://localhost:${port}`;
let server: OwnServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startOwnServer({ PORT: String(port), CLOSED_DAYS: `us-federal,${closedDay}` }, `http://127.0.0.1:${port}`);
  browser = await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ ...DESKTOP, baseURL: site });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe(`a server on port ${port} with no PUBLIC_URL`, () => {
  it('says at start which address it takes as its own', () => {
    expect(server.log()).toContain(`This site's own address is ${site} (from PORT and HOST)`);
  });

  it('takes the demo customer through a deposit on the sandbox and back to its own pages', async () => {
    await page.goto('/login');
    await signInOn(page, server, DEMO_CUSTOMER);
    await page.getByRole('banner').getByRole('button', { name: 'Hi Laura' }).waitFor();

    await page.goto('/job-requests');
    await page.getByRole('link', { name: 'Heat pump for the upstairs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Heat pump for the upstairs' }).waitFor();
    await page.getByRole('link', { name: /^View estimate from / }).first().click();
    const accept = page.getByRole('button', { name: /^Accept & pay deposit \$/ });
    await accept.waitFor();
    const deposit = /\$[\d,.]+$/.exec((await accept.textContent())!)![0];
    await accept.click();

    // The sandbox's card page is this server's page, and so is the way back.
    await page.waitForURL((url) => url.origin === site && url.pathname.startsWith('/payment-sandbox/payment/pi_'));
    await typeCard(page, CARDS.pays);
    await page.getByRole('button', { name: `Pay ${deposit}` }).click();
    await page.waitForURL((url) => url.origin === site && /^\/job-requests\/[^/]+\/proposals\//.test(url.pathname) && url.searchParams.get('payment') === 'Deposit');
    await page.getByRole('status').filter({ hasText: 'Accepted' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('list', { name: 'Receipts' }).textContent()).toContain(`Deposit ${deposit}`);
    expect(await page.getByText('The return address must be a page of this site.').count()).toBe(0);
  });

  it('sells her a membership through the sandbox checkout and back to My Account, asking for the membership once', async () => {
    await page.goto('/#memberships');
    const section = page.locator('#memberships');
    await section.getByRole('heading', { level: 3, name: 'Residential Plus' }).waitFor();
    await section.getByRole('button', { name: 'Yearly' }).click();
    await section.getByRole('button', { name: 'Choose plan: Residential Plus, billed yearly' }).click();
    await page.waitForURL((url) => url.origin === site && url.pathname.startsWith('/payment-sandbox/checkout/cs_'));
    await typeCard(page, CARDS.pays);
    await page.getByRole('button', { name: 'Pay $390.00' }).click();
    await page.waitForURL((url) => url.origin === site && url.pathname === '/memberships/return');
    await page.getByRole('heading', { level: 2, name: 'Welcome to Residential Plus' }).waitFor();

    // One load of My Account, one request for the membership (it was sent 9 to 20 times).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/Memberships/get-current') asked.push(request.url());
    });
    await page.goto('/my-account');
    await page.getByRole('region', { name: 'Membership' }).getByText('Your tier: Residential Plus').waitFor();
    await page.waitForTimeout(1000);
    expect(asked).toHaveLength(1);

    // At 1280 px the tier does not squeeze the header: the name keeps two lines, the greeting one.
    const banner = page.getByRole('banner');
    const nameLines = await banner.getByRole('link', { name: 'Southborough Home Services, home' }).evaluate((link) => {
      const name = link.querySelector('span')!;
      return Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight));
    });
    expect(nameLines).toBe(2);
    await banner.getByRole('button', { name: 'Hi Laura' }).click();
    await page.getByRole('menu').getByText('Membership: Residential Plus').waitFor();
    await page.keyboard.press('Escape');
  });

  it('offers no time on its closed day when her visit is moved', async () => {
    await page.goto('/job-requests');
    await page.getByRole('link', { name: 'Leaking kitchen faucet' }).click();
    await page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Reschedule the visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule your visit' });
    const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.first().waitFor();
    const offered = await days.allTextContents();
    const label = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(`${closedDay}T12:00:00Z`));
    expect(offered.length).toBeGreaterThan(3);
    expect(offered).not.toContain(label);
  });
});
