import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { CARDS, typeCard } from './journey';
import { type OwnServer, signInOn, startOwnServer } from './own-server';

/**
 * A deposit paid late in the evening, and the visit moved the next morning, on a server whose clock
 * the test sets (tests/e2e/server-clock.mjs) and a browser whose clock shows the same time. The visit
 * the deposit books must not be born inside its own change cutoff: the next morning it can still be
 * moved online. The demo customer (Laura Bennett) accepts the heat-pump estimate.
 */

const DEMO_CUSTOMER = '+15085550150';
const ZONE = 'America/New_York';
const DESKTOP = { viewport: { width: 1280, height: 900 }, timezoneId: ZONE };

/** The next moment the wall clock in Southborough shows `hour`:`minute`, after `from`. */
function nextWallClock(from: number, hour: number, minute: number): number {
  const parts = (at: number) => Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at).map((p) => [p.type, Number(p.value)]));
  let at = from + 60_000 - (from % 60_000);
  while (!(parts(at).hour === hour && parts(at).minute === minute)) at += 60_000;
  return at;
}

const realStart = Date.now();
/** 11:10 PM tonight in Southborough, and 8:30 AM the next morning. */
const evening = nextWallClock(realStart, 23, 10);
const morning = nextWallClock(evening, 8, 30);

let port = await freePort();
while (port === 3000) port = await freePort();
const site = `http://localhost:${port}`;
const clockFile = path.join(inject('dataDir'), `..`, `clock-${port}`);
let server: OwnServer;
let browser: Browser;
let page: Page;

/** Moves the server's and the browser's clocks to `at` (the server's runs on from there). */
async function setClocks(at: number) {
  writeFileSync(clockFile, String(at - Date.now()));
  await new Promise((resolve) => setTimeout(resolve, 100));
  await page.clock.setFixedTime(at);
}

beforeAll(async () => {
  writeFileSync(clockFile, String(evening - Date.now()));
  server = await startOwnServer(
    { PORT: String(port), E2E_CLOCK_FILE: clockFile, NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'server-clock.mjs')}` },
    `http://127.0.0.1:${port}`,
  );
  browser = await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ ...DESKTOP, baseURL: site });
  page = await context.newPage();
  await page.clock.setFixedTime(evening);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a deposit paid late in the evening', () => {
  it('books a visit the customer can still move the next morning', { timeout: 180_000 }, async () => {
    await setClocks(evening);
    await page.goto('/login');
    await signInOn(page, server, DEMO_CUSTOMER);
    await page.getByRole('banner').getByRole('button', { name: 'Hi Laura' }).waitFor();

    // 11:10 PM: she accepts the estimate and pays its deposit on the card page.
    await page.goto('/job-requests');
    await page.getByRole('link', { name: 'Heat pump for the upstairs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Heat pump for the upstairs' }).waitFor();
    await page.getByRole('link', { name: /^Accept or decline / }).first().click();
    const accept = page.getByRole('button', { name: /^Accept & pay deposit \$/ });
    await accept.waitFor();
    const deposit = /\$[\d,.]+$/.exec((await accept.textContent())!)![0];
    await accept.click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment-sandbox/payment/pi_'));
    await typeCard(page, CARDS.pays);
    await page.getByRole('button', { name: `Pay ${deposit}` }).click();
    await page.getByRole('status').filter({ hasText: 'Accepted' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Choose or change the time of your visit' }).click();
    const actions = page.getByRole('region', { name: 'What you can do' });
    await actions.waitFor();

    // Right after the deposit she chooses the time herself: from the free times where the job asks her
    // to, or by moving the time it was given. Not the earliest day offered (its cutoff would pass first
    // thing tomorrow) but the one after, as a customer busy tomorrow would.
    const choose = actions.getByRole('button', { name: 'Choose a time for the visit' });
    const chooseFirst = (await choose.count()) > 0 && (await choose.isEnabled());
    await (chooseFirst ? choose : actions.getByRole('button', { name: 'Reschedule the visit' })).click();
    const first = page.getByRole('dialog', { name: chooseFirst ? 'Choose a time for your visit' : 'Reschedule your visit' });
    await first.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    await first.getByRole('group', { name: /^Arrival window on/ }).getByRole('button').first().click();
    await first.getByRole('button', { name: chooseFirst ? 'Book this time' : 'Confirm new time' }).click();
    await first.getByRole('status').filter({ hasText: chooseFirst ? 'Your visit is booked for' : 'Your visit is moved to' }).waitFor();
    await first.getByRole('button', { name: 'Close' }).last().click();
    const visit = page.getByRole('region', { name: 'Your visit' });
    await visit.waitFor();
    const cutoff = /You can reschedule until (.+) \(24 hours before the visit\)\./.exec((await visit.textContent()) ?? '');
    expect(cutoff, 'the visit can be moved online').not.toBeNull();

    // 8:30 AM the next morning: still movable, and moved.
    await setClocks(morning);
    await page.reload();
    const reschedule = page.getByRole('region', { name: 'What you can do' }).getByRole('button', { name: 'Reschedule the visit' });
    await reschedule.waitFor();
    expect(await reschedule.isEnabled(), `${await visit.textContent()} ${await page.getByRole('region', { name: 'What you can do' }).textContent()}`).toBe(true);
    // The arrival window, as the visit's list of facts gives it (contractor, window, status).
    const window = () => visit.locator('dd').nth(1).textContent();
    const before = await window();
    await reschedule.click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule your visit' });
    const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button');
    await days.first().waitFor();
    await days.nth(1).click();
    await dialog.getByRole('group', { name: /^Arrival window on/ }).getByRole('button').first().click();
    await dialog.getByRole('button', { name: 'Confirm new time' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Your visit is moved to' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(window).not.toBe(before);
  });
});
