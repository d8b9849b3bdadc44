import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/project-path';
import { dateField, expectDialogInWindow, PHONE, seriousA11yViolations, typeDate, useBrowser } from './browser';

const browser = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };

interface Card {
  name: string;
  trades: string[];
  rating: number | undefined;
  distance: string | undefined;
}

/** The contractor cards as a visitor reads them. */
function contractorCards(page: Page): Promise<Card[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const label = article.querySelector('[role="img"][aria-label^="Rated"]')?.getAttribute('aria-label');
      return {
        name: article.querySelector('h2')?.textContent ?? '',
        trades: [...article.querySelectorAll('[aria-label="Trades"] li')].map((li) => li.textContent ?? ''),
        rating: label ? Number(/Rated ([\d.]+)/.exec(label)?.[1]) : undefined,
        distance: [...article.querySelectorAll('span')].map((span) => span.textContent ?? '').find((text) => /miles? away|Based in your area/.test(text)),
      };
    }),
  );
}

const settled = (page: Page, results: string) => page.locator(`section[aria-labelledby="${results}"][aria-busy="false"] article`).first().waitFor();

describe('the contractor list', () => {
  it('filters by trade and rating, and the list and the URL follow', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/contractors');
    await page.getByRole('heading', { level: 1, name: 'Find a Contractor' }).waitFor();
    await settled(page, 'contractor-results');
    const everyone = await contractorCards(page);
    expect(everyone.length).toBeGreaterThan(3);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Trade' }).selectOption({ label: 'Storm Door' });
    await page.waitForURL((url) => url.searchParams.get('trade') === 'storm-door');
    await expect
      .poll(async () => (await contractorCards(page)).map((card) => card.trades.includes('Storm Door')))
      .toSatisfy((matches: boolean[]) => matches.length > 0 && matches.length < everyone.length && matches.every(Boolean));

    await page.getByRole('combobox', { name: 'From' }).selectOption({ label: '4 stars & up' });
    await page.waitForURL((url) => url.searchParams.get('ratingFrom') === '4' && url.searchParams.get('trade') === 'storm-door');
    await settled(page, 'contractor-results');
    const rated = await contractorCards(page);
    expect(rated.length).toBeGreaterThan(0);
    for (const card of rated) {
      expect(card.trades).toContain('Storm Door');
      expect(card.rating).toBeGreaterThanOrEqual(4);
    }

    // The filtered list is shareable: the same address opens the same list.
    const shared = await browser.newPage(DESKTOP);
    await shared.page.goto(page.url());
    await settled(shared.page, 'contractor-results');
    expect((await contractorCards(shared.page)).map((card) => card.name)).toEqual(rated.map((card) => card.name));
    expect(await shared.page.getByRole('combobox', { name: 'Trade' }).inputValue()).toBe('storm-door');
    expect(consoleErrors).toEqual([]);
  });

  it('measures distances from a zip code, says when a zip code is not served, and survives a bad address', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/contractors?page=banana&ratingFrom=nine');
    await settled(page, 'contractor-results');

    // Typed as a visitor types it, with no Enter: the list follows once the typing pauses.
    const zip = page.getByRole('textbox', { name: 'Your zip code' });
    await zip.pressSequentially('01772', { delay: 60 });
    await page.waitForURL((url) => url.searchParams.get('zip') === '01772');
    expect(await zip.evaluate((field) => field === document.activeElement)).toBe(true);
    await expect.poll(async () => (await contractorCards(page)).map((card) => card.distance)).toContainEqual(expect.stringMatching(/^[\d.]+ miles away/));
    expect((await contractorCards(page))[0]!.distance).toMatch(/^Based in your area/);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('nearest');

    await page.getByRole('textbox', { name: 'To' }).fill('5');
    await page.getByRole('textbox', { name: 'To' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('milesTo') === '5');

    await zip.fill('99999');
    await zip.press('Enter');
    await page.getByText("We can't search from that zip code").waitFor();
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('We do not serve zip code 99999.').first().isVisible()).toBe(true);
    expect(await zip.inputValue()).toBe('99999');
    expect(consoleErrors.filter((error) => !error.includes('400'))).toEqual([]);
  });

  it("opens a contractor's reviews and loads more", async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto('/contractors?sort=reviews');
    await settled(page, 'contractor-results');
    const name = (await contractorCards(page))[0]!.name;
    await page.getByRole('button', { name: `Reviews of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reviews of ${name}` });
    await dialog.getByText(/^Showing \d+ of \d+ reviews$/).waitFor();
    const before = await dialog.getByRole('listitem').count();
    expect(before).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Moved by its title, down and to the right (spec section 9)...
    const title = (await dialog.getByRole('heading', { name: `Reviews of ${name}` }).boundingBox())!;
    const at = (await dialog.boundingBox())!;
    await page.mouse.move(title.x + 20, title.y + title.height / 2);
    await page.mouse.down();
    await page.mouse.move(title.x + 220, title.y + title.height / 2 + 300, { steps: 10 });
    await page.mouse.up();
    expect((await dialog.boundingBox())!.x).toBeGreaterThan(at.x + 100);
    await dialog.getByRole('button', { name: 'Load more reviews' }).click();
    await expect.poll(() => dialog.getByRole('listitem').count()).toBeGreaterThan(before);
    // Reading carries on at the first review that arrived.
    expect(await page.evaluate(() => [...document.querySelectorAll('[role="dialog"] li')].indexOf(document.activeElement as Element))).toBe(before);
    // ...and, grown by the reviews that came, still inside the window, as on a phone, where the reviews scroll.
    await expectDialogInWindow(page, dialog);
    await page.setViewportSize(PHONE);
    await expectDialogInWindow(page, dialog, dialog.getByRole('button', { name: 'Close' }).last());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('folds its filters behind a button on a phone', async () => {
    const { page } = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto('/contractors');
    await settled(page, 'contractor-results');
    const trade = page.getByRole('combobox', { name: 'Trade' });
    expect(await trade.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show filters' }).click();
    expect(await trade.isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('storage units', () => {
  it('are browsed with filters in the URL, opened, and asked about; the enquiry is confirmed', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/storage-units');
    await page.getByRole('heading', { level: 1, name: 'Storage Units' }).waitFor();
    await settled(page, 'storage-results');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Available now' }).check();
    await page.waitForURL((url) => url.searchParams.get('availableNow') === 'true');
    await page.getByRole('textbox', { name: 'To ($)' }).fill('200');
    await page.getByRole('textbox', { name: 'To ($)' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('priceTo') === '200');
    await settled(page, 'storage-results');
    const prices = await page.locator('main article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(prices.length).toBeGreaterThan(0);
    for (const text of prices) {
      expect(text).toContain('Available now');
      expect(Number(/\$([\d,]+)\/month/.exec(text)![1]!.replace(',', ''))).toBeLessThanOrEqual(200);
    }

    const first = page.locator('main article h2 a').first();
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL((url) => /^\/storage\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const term of ['Size', 'Square feet', 'Monthly price', 'Units remaining', 'Availability']) {
      expect(await page.locator('dt', { hasText: term }).count(), term).toBe(1);
    }
    expect(await page.getByText('Available now').first().isVisible()).toBe(true);
    expect(await page.getByRole('main').locator('address').textContent()).toMatch(/, MA \d{5}/);
    expect(await page.getByRole('link', { name: 'All storage units' }).getAttribute('href')).toBe('/storage-units');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: 'Ask about this unit' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Dana Whitfield');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('dana.whitfield@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('(508) 555-0142');
    const moveIn = new Date(Date.now() + 14 * 86_400_000);
    await typeDate(form, 'Move-in date', [moveIn.getFullYear(), moveIn.getMonth() + 1, moveIn.getDate()].map((n) => String(n).padStart(2, '0')).join('-'));
    await form.getByRole('textbox', { name: 'Message' }).fill('Moving out of a two-bedroom apartment at the end of the month.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, we have your enquiry' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/we will call or e-mail you/i);
    // Thanked once, not in the heading and again in the server's words.
    expect((await confirmation.textContent())!.match(/thank you/gi)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  it('opened by their address, draw their details with the scripts named by the page, and open the next unit from the list', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    const { items } = (await (await page.request.get('/api/v1/StorageUnitListings?Page=1&PerPage=1')).json()) as { items: { id: string; title: string }[] };
    const unit = items[0];
    // What the page's content waits for beside its data (its details, the data's module with the API
    // client) comes with the page, named by its answer, and is fetched before the data has come; what
    // loads only later (the failure view, the enquiry form) is not named.
    const manifest = JSON.parse(readFileSync(projectPath('dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const script = (source: string) => `/${manifest[`src/features/storage/${source}`]!.file}`;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const untilData = page
      .waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/StorageUnitListings/${unit!.id}`)
      .then(() => [...scripts]);
    const answer = (await page.goto(`/storage/${unit!.id}`))!;
    const fetchedBeforeData = await untilData;
    const named = [...(answer.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map(([, url]) => url);
    for (const content of [script('StorageUnitDetailsPage.tsx'), script('listing.api.ts')]) {
      expect(named).toContain(content);
      expect(fetchedBeforeData).toContain(content);
    }
    for (const later of [script('StorageUnitUnavailable.tsx'), script('EnquiryForm.tsx')]) expect(named).not.toContain(later);
    await page.getByRole('heading', { level: 1, name: unit!.title }).waitFor();
    expect(await page.title()).toContain(unit!.title);

    await page.getByRole('link', { name: 'All storage units' }).click();
    await settled(page, 'storage-results');
    const next = page.locator('main article h2 a').filter({ hasNotText: unit!.title }).first();
    const nextTitle = (await next.textContent())!;
    await next.click();
    await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
    expect(await page.title()).toContain(nextTitle);
    expect(consoleErrors).toEqual([]);
  });

  it('filters by the dates units become available, typed into the date fields', async () => {
    const { page, consoleErrors } = await browser.newPage(DESKTOP);
    await page.goto('/storage-units');
    await settled(page, 'storage-results');
    await typeDate(page, 'From', '2026-01-02');
    await page.keyboard.press('Tab');
    await page.waitForURL((url) => url.searchParams.get('availableFrom') === '2026-01-02');
    expect(await dateField(page, 'From').getAttribute('aria-invalid')).toBe('false');
    expect(consoleErrors).toEqual([]);
  });

  it('shows Page Not Found for a unit nobody knows, and /storage leads to our own storage units while no storage site is set', async () => {
    const { page } = await browser.newPage(DESKTOP);
    await page.goto('/storage/0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/page-not-found');

    await page.goto('/storage');
    await page.waitForURL((url) => url.pathname === '/storage-units');
  });
});
