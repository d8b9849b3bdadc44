import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContractorReview } from '../../../contract/contractors';
import { landingPage } from '../../content/landing';
import { openApp, withoutScrolling } from '../../test/app';
import { contractorFixture } from '../../test/contractor-fixtures';
import { notFound, paged, fakeApiAnswering, uuid } from '../../test/fake-api';
import { storageListing } from '../../test/storage-fixtures';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const LISTING = storageListing({ id: uuid(1), title: 'Indoor locker', monthlyPriceCents: 5500, unitsRemaining: 1 });
const CONTRACTOR = contractorFixture({ id: uuid(4), businessName: 'Bay Path Electric', firstName: 'Greg', lastInitial: 'H.', trades: [{ id: uuid(5), name: 'Electrical', slug: 'electrical' }] });
const REVIEW: ContractorReview = { id: uuid(6), contractorId: uuid(4), reviewerName: 'Greg H.', rating: 5, text: 'Installed our EV charger.', trade: null, createdAt: '2026-11-14T12:00:00.000Z' };

function answer(url: URL): Response {
  const path = url.pathname.replace('/api/v1', '');
  if (path === '/Trades') return paged([{ id: uuid(7), name: 'Electrical', slug: 'electrical', description: 'Wiring.' }]);
  if (path === '/Memberships/get-available') return Response.json([]);
  if (path === '/StorageUnitListings') return paged([LISTING]);
  if (path === '/Contractors') return paged([CONTRACTOR]);
  if (path === `/Contractors/${CONTRACTOR.id}/reviews`) return paged([REVIEW]);
  return notFound();
}

const server = fakeApiAnswering(answer);

beforeAll(withoutScrolling);
afterEach(cleanup);

const openLanding = () => openApp('/');

describe('the landing page', () => {
  it('has the memberships anchor and the way to book in its first render, before any data arrives', async () => {
    server.answer = () => new Promise<Response>(() => {});
    await openLanding();
    expect(screen.getByRole('heading', { level: 1, name: landingPage.hero.heading })).toBeTruthy();
    expect(document.getElementById('memberships')?.querySelector('h2')?.textContent).toBe(landingPage.memberships.heading);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: landingPage.hero.primaryCta }).getAttribute('href')).toBe('/book-service');
    expect(within(main).getByRole('link', { name: landingPage.hero.secondaryCta }).getAttribute('href')).toBe('/service');
  });

  it('links the trades to their service pages and a featured unit to its details', async () => {
    await openLanding();
    const services = (await screen.findByRole('heading', { level: 2, name: landingPage.trades.heading })).closest('section')!;
    expect((await within(services).findByRole('link', { name: 'Electrical' })).getAttribute('href')).toBe('/electrical-services-in-southborough-ma');
    const storage = (await screen.findByRole('heading', { level: 3, name: 'Indoor locker' })).closest('a')!;
    expect(storage.getAttribute('href')).toBe(`/storage/${LISTING.id}`);
    expect(storage.textContent).toContain('$55 per month');
    expect(storage.textContent).toContain('Available now · 1 unit left');
    const listings = server.sent.find(({ url }) => url.pathname.endsWith('/StorageUnitListings'))!.url;
    expect(Object.fromEntries(listings.searchParams)).toMatchObject({ PerPage: '3', OrderBy: 'monthlyPrice', OrderByDirection: 'asc' });
  });

  it('quotes the best review of a top-rated contractor with its rating read out', async () => {
    await openLanding();
    const stars = await screen.findByRole('img', { name: 'Rated 5 out of 5' });
    const card = stars.closest('li')!;
    expect(card.textContent).toContain('Installed our EV charger.');
    expect(card.textContent).toContain('Greg H. about Bay Path Electric (Electrical)');
    const reviews = screen.getByRole('heading', { level: 2, name: 'What our customers say' }).closest('section')!;
    expect(within(reviews).getByRole('link', { name: 'See all contractors' }).getAttribute('href')).toBe('/contractors');
  });

  it('says what failed in the section that failed, and the rest of the page still works', async () => {
    server.answer = (url) => (url.pathname.endsWith('/StorageUnitListings') ? new Response('upstream down', { status: 502 }) : answer(url));
    await openLanding();
    const storage = screen.getByRole('heading', { level: 2, name: landingPage.storage.heading }).closest('section')!;
    expect((await within(storage).findByRole('alert')).textContent).toContain('Storage units could not be loaded');
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });
});
