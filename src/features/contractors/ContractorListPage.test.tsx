import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Contractor } from '../../../contract/contractors';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering, notFound, paged, validationProblem } from '../../test/fake-api';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const PLUMBING = { id: '3f1b2c4d-1111-4a2b-8c3d-000000000001', name: 'Plumbing', slug: 'plumbing' };
const ROOFING = { id: '3f1b2c4d-1111-4a2b-8c3d-000000000002', name: 'Roofing', slug: 'roofing' };

const contractor: Contractor = {
  id: '0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10',
  businessName: 'Sudbury Valley Plumbing & Heating',
  firstName: 'Tom',
  lastInitial: 'B.',
  bio: 'Thirty years of plumbing in MetroWest.',
  trades: [PLUMBING],
  yearsInBusiness: 30,
  licenseNumber: 'PL-12345',
  zipCode: '01776',
  city: 'Sudbury',
  state: 'MA',
  serviceRadiusMiles: 20,
  ratingAverage: 4.67,
  reviewCount: 3,
  distanceMiles: null,
  servesZipCode: null,
};

/** The contractor list's pages hold 12. */
const pageOf = <T,>(items: T[]) => paged(items, { perPage: 12 });

function answerCatalogue(url: URL) {
  if (url.pathname.endsWith('/Trades')) return pageOf([PLUMBING, ROOFING]);
  if (url.pathname.endsWith('/Contractors')) {
    if (url.searchParams.get('ZipCode') === '99999') return validationProblem({ ZipCode: ['We do not serve zip code 99999.'] });
    return pageOf(url.searchParams.get('TradeId') === ROOFING.id ? [] : [contractor]);
  }
  return notFound();
}

const server = fakeApiAnswering(answerCatalogue);

beforeAll(withoutScrolling);
afterEach(cleanup);

const contractorCalls = () => server.sent.filter(({ url }) => url.pathname.endsWith('/Contractors')).map(({ url }) => url);

describe('the contractor list', () => {
  it('reads its filters from the URL, leaving out values that do not fit, and shows the contractors', async () => {
    await openApp('/contractors?trade=plumbing&ratingFrom=4&page=banana&milesTo=5');
    await screen.findByRole('heading', { level: 1, name: 'Find a Contractor' });
    const query = contractorCalls().at(-1)!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ TradeId: PLUMBING.id, 'Rating.From': '4', OrderBy: 'rating', OrderByDirection: 'desc', Page: '1', PerPage: '12' });

    const card = await screen.findByRole('article', { name: contractor.businessName });
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(within(card).getByText('(3 reviews)')).toBeTruthy();
    expect(within(card).getByText(/Sudbury, MA/)).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Trades' })).getByText('Plumbing')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1 contractor' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Trade' }) as HTMLSelectElement).value).toBe('plumbing');
  });

  it('puts a new filter in the URL and shows the empty state when nothing matches', async () => {
    const router = await openApp('/contractors');
    await screen.findByRole('article', { name: contractor.businessName });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trade' }), 'roofing');
    await waitFor(() => expect(router.state.location.search).toEqual({ trade: 'roofing' }));
    expect(await screen.findByText('No contractors match these filters')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), '4');
    await waitFor(() => expect(router.state.location.search).toEqual({ trade: 'roofing', ratingFrom: 4 }));
    expect(contractorCalls().at(-1)!.searchParams.get('Rating.From')).toBe('4');

    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('says clearly when the zip code is not one we serve', async () => {
    await openApp('/contractors?zip=99999');
    const zip = await screen.findByRole('textbox', { name: 'Your zip code' });
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(/We do not serve zip code 99999\./).length).toBeGreaterThan(0);
    expect(screen.getByText("We can't search from that zip code")).toBeTruthy();
  });

  it('loads the reviews of a contractor a page at a time', async () => {
    const review = (n: number) => ({ id: `0b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b${String(n).padStart(2, '0')}`, contractorId: contractor.id, reviewerName: `Reviewer ${n}`, rating: 5, text: `Review ${n}`, createdAt: '2026-01-0' + n + 'T12:00:00.000Z' });
    server.answer = (url) => {
      if (!url.pathname.endsWith('/reviews')) return answerCatalogue(url);
      const page = Number(url.searchParams.get('Page'));
      return Response.json({ items: page === 1 ? [review(1), review(2)] : [review(3)], page, perPage: 2, totalItems: 3, totalPages: 2 });
    };
    await openApp('/contractors');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Reviews of ${contractor.businessName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${contractor.businessName}` });
    expect(await within(dialog).findByText('Review 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Load more reviews' }));
    expect(await within(dialog).findByText('Review 3')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(within(dialog).getByText('Showing 3 of 3 reviews')).toBeTruthy();
  });
});
