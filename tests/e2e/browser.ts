import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export interface TestPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far, as text. */
  consoleErrors: string[];
}

/** Small-screen viewport used for the collapsed header (an iPhone 12–15). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Connects a test file to the run's Chromium. Each `newPage()` opens a fresh context (no shared
 * cookies or storage) at the server under test; contexts close after each test. `sharedPage()` is
 * for sweeps over pages that a visitor only reads.
 *
 *   const browser = useBrowser();
 *   it('...', async () => { const { page } = await browser.newPage(); await page.goto('/'); });
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const shared = new Map<string, Promise<TestPage>>();
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const open = async (options: BrowserContextOptions, initScript?: string): Promise<TestPage & { context: BrowserContext }> => {
    if (!browser) throw new Error('useBrowser(): open pages inside a test.');
    const context = await browser.newContext({ baseURL: inject('baseURL'), ...options });
    const page = await context.newPage();
    followRequests(page);
    if (initScript) await page.addInitScript(initScript);
    if (options.javaScriptEnabled !== false) waitForTheAppOnGoto(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${error.name}: ${error.message}`));
    return { context, page, consoleErrors };
  };
  return {
    baseURL: () => inject('baseURL'),
    async newPage(options: BrowserContextOptions = {}): Promise<TestPage> {
      const { context, ...testPage } = await open(options);
      contexts.push(context);
      return testPage;
    },
    /**
     * One page for every test of the file that asks with the same options (and `initScript`, run in
     * each document before its own scripts), its console errors counted afresh for each test; each
     * `goto` still loads a page whole. A context of its own starts a renderer with an empty cache,
     * which took some 2 s of each page's 3.5 on two busy cores.
     */
    async sharedPage(options: BrowserContextOptions = {}, initScript?: string): Promise<TestPage> {
      const key = JSON.stringify([options, initScript]);
      let opened = shared.get(key);
      if (!opened) shared.set(key, (opened = open(options, initScript)));
      const testPage = await opened;
      testPage.consoleErrors.length = 0;
      return { page: testPage.page, consoleErrors: testPage.consoleErrors };
    },
  };
}

/**
 * After `page.goto`, waits until the app has taken the page over (`<html data-hydrated>`, set by
 * src/app/MarkLive.tsx after its first commit). A prerendered page shows its controls before its scripts
 * run, and a click on them then does nothing (docs/decisions/031-prerendered-public-pages.md): a
 * visitor waits for the page to respond, and so does every test.
 */
function waitForTheAppOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Not for an answer that is no app page (a file, JSON).
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'));
    return response;
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/**
 * Runs axe-core on the page and answers the serious and critical violations, each as
 * `rule: target, target` text so a failing assertion says what to fix. axe goes in through the
 * DevTools protocol rather than `page.addScriptTag`: the product's Content-Security-Policy (rightly)
 * refuses inline script tags, and the tests keep that policy on.
 */
export async function seriousA11yViolations(page: Page, within?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    // Only the parts named by `within` (CSS selectors), when given: the parts a test is about.
    const context = include ? { include: include.map((selector) => [selector]) } : document;
    const result = await (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Types `YYYY-MM-DD` into the date field labeled `label` as a visitor does: a click on the field, then
 * month, day and year. A page just loaded shows a text field until the picker arrives, and it takes the
 * same keys; the picker, once there, moves from one part of the date to the next.
 */
export async function typeDate(scope: Page | Locator, label: string, day: string) {
  const [year, month, date] = day.split('-');
  const standIn = scope.getByRole('textbox', { name: label, exact: true });
  const picker = scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Month' });
  await standIn.or(picker).first().click();
  await ('keyboard' in scope ? scope : scope.page()).keyboard.type(`${month}${date}${year}`);
}

/** The date field labeled `label` once the picker shows it (`typeDate`). */
export const dateField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

/** Waits until the page shows its heading, its data has come and no section is still loading: their placeholders say "Loading …". */
/** The requests of each page opened by `useBrowser` that have not finished yet. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts a page's requests in flight. A catalogue answer the browser keeps is asked for again in the
 * background once it is stale (its `Cache-Control` allows `stale-while-revalidate`): the page has the
 * answer at once, and Chromium reports that revalidation as started but never as finished, so it
 * counts as done once its headers have come.
 */
function followRequests(page: Page) {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  page.on('response', (response) => {
    if (/stale-while-revalidate/.test(response.headers()['cache-control'] ?? '')) requests.delete(response.request());
  });
}

/**
 * Waits until no request of the page has been in flight for half a second, as Playwright's
 * `networkidle` does, but without waiting for the browser's background revalidations (`followRequests`).
 */
export async function networkSettled(page: Page, timeoutMs = 30_000) {
  const requests = inFlight.get(page);
  if (!requests) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    if (Date.now() > deadline) throw new Error(`The network did not settle within ${timeoutMs} ms: ${[...requests].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function sectionsLoaded(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await networkSettled(page);
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.startsWith('Loading')));
}

/**
 * Waits until the element with this id exists and starts just below the floating header, where a link
 * to its anchor puts it. The landing page draws its lower sections one after another after the data
 * has come, so the anchor may still be missing when the network has gone quiet.
 */
export async function belowTheHeader(page: Page, id: string) {
  await page.waitForFunction((id) => {
    const target = document.getElementById(id);
    const header = document.querySelector('header');
    return target !== null && header !== null && Math.abs(target.getBoundingClientRect().top - header.getBoundingClientRect().bottom) <= 2;
  }, id);
}

/**
 * The dialog stands inside the window with room around it, its title and close button in sight, and
 * each of `reachable` (what a visitor must get to: the last choice, the last button) is brought into
 * sight by scrolling the dialog's content and takes a click there. A dialog taller than the window
 * instead runs off both ends, where neither the wheel nor the page's scrolling reaches.
 */
export async function expectDialogInWindow(page: Page, dialog: Locator, ...reachable: Locator[]) {
  const { width, height } = page.viewportSize()!;
  const room = async (what: Locator) => {
    const box = (await what.boundingBox())!;
    return { top: box.y, left: box.x, bottom: height - (box.y + box.height), right: width - (box.x + box.width) };
  };
  const inSight = (margin: number) => (sides: Record<string, number>) => Object.values(sides).every((px) => px >= margin);
  // Off the phone's edges by a margin, as a dialog rather than a page. (Polled: a dialog that has just
  // grown, or a window just resized, is moved back inside in the next frame.)
  await expect.poll(() => room(dialog), { message: 'room around the dialog' }).toSatisfy(inSight(16));
  expect(await room(dialog.getByRole('heading').first()), "the dialog's title").toSatisfy(inSight(0));
  expect(await room(dialog.getByRole('button', { name: 'Close' }).first()), 'its close button').toSatisfy(inSight(0));
  for (const target of reachable) {
    await target.scrollIntoViewIfNeeded();
    expect(await room(target), String(target)).toSatisfy(inSight(0));
    await target.click({ trial: true, timeout: 5_000 });
  }
}
