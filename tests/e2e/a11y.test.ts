import { beforeAll, describe, expect, inject, it } from 'vitest';
import { servicePages } from '../../src/features/services/service-pages';
import { sectionsLoaded, seriousA11yViolations, useBrowser } from './browser';

const browser = useBrowser();

/** Every anonymous page of spec section 2; `/storage/{id}` gets a real listing's id before the run. */
const PAGES = [
  '/',
  ...servicePages.map((page) => page.path),
  '/service',
  '/about',
  '/book-service',
  '/contractors',
  '/storage/:listing',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contact-us',
  '/page-not-found',
  '/direct-to-mobile',
  '/account-deletion',
  '/tab-can-be-closed',
  '/sign-in',
  '/login',
];

let listingId = '';
beforeAll(async () => {
  const answer = await fetch(`${inject('baseURL')}/api/v1/StorageUnitListings?PerPage=1`);
  listingId = ((await answer.json()) as { items: { id: string }[] }).items[0]!.id;
});

describe.each([
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const)('accessibility on %s', (_, options) => {
  it.each(PAGES)('%s has one h1 and no serious or critical axe violations', async (path) => {
    const { page } = await browser.sharedPage(options);
    await page.goto(path.replace(':listing', listingId));
    // Sections that load their data after the page: check what a visitor ends up with.
    await sectionsLoaded(page);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
