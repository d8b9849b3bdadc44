import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractorReview } from '../../../contract/contractors';
import type { StorageUnitListing } from '../../../contract/storage';
import type * as ClientModule from '../../api/client';
import { createAppRouter } from '../../app/router';
import { landingPage } from '../../content/landing';

const network = vi.hoisted(() => ({ answer: (_url: URL): Response => new Response(null, { status: 500 }), sent: [] as URL[] }));

vi.mock('../../api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof ClientModule>();
  return {
    ...actual,
    api: actual.createApiClient({
      baseUrl: 'http://app.test/api/v1',
      fetch: async (request) => {
        const url = new URL(request.url);
        network.sent.push(url);
        return network.answer(url);
      },
    }),
  };
});

const id = (n: number) => `0b6a0f7e-5c1d-4e0b-9a43-${String(n).padStart(12, '0')}`;
const paged = <T,>(items: T[]) => Response.json({ items, page: 1, perPage: 20, totalItems: items.length, totalPages: 1 });

const LISTING: StorageUnitListing = {
  id: id(1),
  title: 'Indoor locker',
  description: 'Small indoor locker.',
  location: { id: id(2), name: 'Marlborough Storage', addressLine1: '1 Main St', city: 'Marlborough', state: 'MA', zipCode: '01752' },
  size: { id: id(3), name: '5x5', widthFeet: 5, lengthFeet: 5 },
  squareFootage: 25,
  monthlyPriceCents: 5500,
  unitsRemaining: 1,
  availableFrom: null,
  images: [],
  features: [],
};
const CONTRACTOR = { id: id(4), businessName: 'Bay Path Electric', firstName: 'Greg', lastInitial: 'H.', bio: '', trades: [{ id: id(5), name: 'Electrical', slug: 'electrical' }] };
const REVIEW: ContractorReview = { id: id(6), contractorId: id(4), reviewerName: 'Greg H.', rating: 5, text: 'Installed our EV charger.', createdAt: '2026-11-14T12:00:00.000Z' };

function answer(url: URL): Response {
  const path = url.pathname.replace('/api/v1', '');
  if (path === '/Trades') return paged([{ id: id(7), name: 'Electrical', slug: 'electrical', description: 'Wiring.' }]);
  if (path === '/Memberships/get-available') return Response.json([]);
  if (path === '/StorageUnitListings') return paged([LISTING]);
  if (path === '/Contractors') return paged([CONTRACTOR]);
  if (path === `/Contractors/${CONTRACTOR.id}/reviews`) return paged([REVIEW]);
  return new Response(null, { status: 404 });
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
beforeEach(() => {
  network.sent = [];
  network.answer = answer;
});
afterEach(cleanup);

async function openLanding(path = '/') {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

describe('the landing page', () => {
  it('has the memberships anchor and the way to book in its first render, before any data arrives', async () => {
    network.answer = () => new Promise<Response>(() => {}) as unknown as Response;
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
    const listings = network.sent.find((url) => url.pathname.endsWith('/StorageUnitListings'))!;
    expect(Object.fromEntries(listings.searchParams)).toMatchObject({ PerPage: '3', OrderBy: 'monthlyPrice', OrderByDirection: 'asc' });
  });

  it('quotes the best review of a top-rated contractor with its rating read out', async () => {
    await openLanding();
    const stars = await screen.findByRole('img', { name: 'Rated 5 out of 5' });
    const card = stars.closest('li')!;
    expect(card.textContent).toContain('Installed our EV charger.');
    expect(card.textContent).toContain('Greg H. about Bay Path Electric (Electrical)');
  });

  it('says what failed in the section that failed, and the rest of the page still works', async () => {
    network.answer = (url) => (url.pathname.endsWith('/StorageUnitListings') ? new Response('upstream down', { status: 502 }) : answer(url));
    await openLanding();
    const storage = screen.getByRole('heading', { level: 2, name: landingPage.storage.heading }).closest('section')!;
    expect((await within(storage).findByRole('alert')).textContent).toContain('Storage units could not be loaded');
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });
});
