import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumer, openAt, settledAt } from '../../../tests/flows/app-harness';
import { openApp, withoutScrolling } from '../../test/app';
import { contractorFixture, PLUMBING, ROOFING } from '../../test/contractor-fixtures';
import { fakeApiAnswering, notFound, paged, validationProblem } from '../../test/fake-api';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const contractor = contractorFixture();

/** The contractor list's pages hold 12. */
const pageOf = <T,>(items: T[]) => paged(items, { perPage: 12 });

function answerCatalogue(url: URL) {
  if (url.pathname.endsWith('/Trades')) return pageOf([PLUMBING, ROOFING]);
  if (url.pathname.endsWith('/Contractors')) {
    const zip = url.searchParams.get('ZipCode');
    if (zip === '99999') return validationProblem({ ZipCode: ['We do not serve zip code 99999.'] });
    if (url.searchParams.get('TradeId') === ROOFING.id) return pageOf([]);
    // As the server answers: how far, and whether they come, only when the customer's zip code is asked.
    return pageOf([zip ? { ...contractor, distanceMiles: 3.2, servesZipCode: zip === '01772' } : contractor]);
  }
  return notFound();
}

const server = fakeApiAnswering(answerCatalogue);

beforeAll(withoutScrolling);
afterEach(cleanup);

const contractorCalls = () => server.sent.filter(({ url }) => url.pathname.endsWith('/Contractors')).map(({ url }) => url);
/** The address bar: what a visitor copies to share the list. */
const addressOf = (router: Awaited<ReturnType<typeof openApp>>) => router.history.location.href;

// The whole app through its router: the first test also pays for loading it.
describe('the contractor list', { timeout: 30_000 }, () => {
  it('reads its filters from the URL, leaving out values that do not fit, and shows the contractors', async () => {
    const router = await openApp('/contractors?trade=plumbing&ratingFrom=4&page=banana&milesTo=5');
    await screen.findByRole('heading', { level: 1, name: 'Find a Contractor' });
    expect(addressOf(router)).toBe('/contractors?trade=plumbing&ratingFrom=4');

    const card = await screen.findByRole('article', { name: contractor.businessName });
    const query = contractorCalls().at(-1)!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ TradeId: PLUMBING.id, 'Rating.From': '4', OrderBy: 'rating', OrderByDirection: 'desc', Page: '1', PerPage: '12' });
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
    await waitFor(() => expect(addressOf(router)).toBe('/contractors?trade=roofing'));
    expect(await screen.findByText('No contractors match these filters')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), '4');
    await waitFor(() => expect(addressOf(router)).toBe('/contractors?trade=roofing&ratingFrom=4'));
    expect(contractorCalls().at(-1)!.searchParams.get('Rating.From')).toBe('4');

    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(addressOf(router)).toBe('/contractors'));
  });

  it('reads a link typed by hand and keeps it as it was written', async () => {
    const router = await openApp('/contractors?trade=plumbing&zip=01772&milesTo=5&ratingFrom=4.5&sort=name');
    await screen.findByRole('article', { name: contractor.businessName });
    expect(Object.fromEntries(contractorCalls().at(-1)!.searchParams)).toMatchObject({ TradeId: PLUMBING.id, ZipCode: '01772', 'DistanceInMiles.To': '5', 'Rating.From': '4.5', OrderBy: 'businessName' });
    expect(addressOf(router)).toBe('/contractors?trade=plumbing&zip=01772&milesTo=5&ratingFrom=4.5&sort=name');
  });

  it('takes what it cannot use out of the URL, in place of the entry, so the link says what the list shows', async () => {
    const router = await openApp('/about');
    await act(() => router.navigate({ href: '/contractors?trade=nonsense&ratingFrom=4&page=banana' }));
    await waitFor(() => expect(addressOf(router)).toBe('/contractors?ratingFrom=4'));
    await screen.findByRole('article', { name: contractor.businessName });
    expect((screen.getByRole('combobox', { name: 'Trade' }) as HTMLSelectElement).value).toBe('');
    expect(contractorCalls().at(-1)!.searchParams.has('TradeId')).toBe(false);

    // Back leaves the list: the address with the unknown trade is gone from the history.
    act(() => router.history.back());
    await waitFor(() => expect(addressOf(router)).toBe('/about'));
  });

  it('says how far each contractor is and whether they come, once a zip code is given', async () => {
    await openApp('/contractors');
    const card = await screen.findByRole('article', { name: contractor.businessName });
    expect(within(card).queryByText(/miles? away|your area|closer to home/)).toBeNull();
    cleanup();

    await openApp('/contractors?zip=01772');
    expect(within(await screen.findByRole('article', { name: contractor.businessName })).getByText('3.2 miles away · serves your area')).toBeTruthy();
    cleanup();

    await openApp('/contractors?zip=01608');
    expect(within(await screen.findByRole('article', { name: contractor.businessName })).getByText('3.2 miles away · usually works closer to home')).toBeTruthy();
  });

  it('applies a zip code once the visitor stops typing it, as the other filters apply as they are chosen', async () => {
    const router = await openApp('/contractors');
    await screen.findByRole('article', { name: contractor.businessName });
    const zip = screen.getByRole('textbox', { name: 'Your zip code' });
    const user = userEvent.setup();
    // Part of a zip code is not applied, and not called wrong while it is being typed.
    await user.type(zip, '017');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(addressOf(router)).toBe('/contractors');
    expect(zip.getAttribute('aria-invalid')).toBe('false');
    // The rest of it, no Enter, no leaving the field: the list is measured from it.
    await user.type(zip, '72');
    await waitFor(() => expect(addressOf(router)).toBe('/contractors?zip=01772'));
    expect(document.activeElement).toBe(zip);
    expect(contractorCalls().at(-1)!.searchParams.get('ZipCode')).toBe('01772');
    expect(await within(await screen.findByRole('article', { name: contractor.businessName })).findByText(/3\.2 miles away/)).toBeTruthy();
    // Leaving a zip code half typed says what is wrong.
    await user.clear(zip);
    await user.type(zip, '0177');
    await user.tab();
    expect(await screen.findByText('Enter a 5-digit zip code.')).toBeTruthy();
  });

  it('says the server could not be reached when the list gets no answer, in words of its own and not the browser\'s', async () => {
    server.answer = (url) => (url.pathname.endsWith('/Contractors') ? Promise.reject(new TypeError('Failed to fetch')) : answerCatalogue(url));
    await openApp('/contractors');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not reach the serverCheck your connection and try again.Try again');
  });

  it('says clearly when the zip code is not one we serve', async () => {
    const router = await openApp('/contractors?zip=99999');
    expect(addressOf(router)).toBe('/contractors?zip=99999');
    const zip = await screen.findByRole('textbox', { name: 'Your zip code' });
    // The field is drawn while the list loads; the answer marks it.
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/We do not serve zip code 99999\./).length).toBeGreaterThan(0);
    expect(screen.getByText("We can't search from that zip code")).toBeTruthy();
  });

  it('after "Clear all filters" in the results, hands the focus to the results heading rather than to nothing', async () => {
    const user = userEvent.setup();
    const clearInResults = async (saying: string) => {
      const empty = (await screen.findByText(saying)).parentElement!;
      await user.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    };
    const router = await openApp('/contractors?trade=roofing&ratingFrom=4');
    await clearInResults('No contractors match these filters');
    await waitFor(() => expect(addressOf(router)).toBe('/contractors'));
    await screen.findByRole('article', { name: contractor.businessName });
    expect(screen.queryByText('No contractors match these filters')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 contractor' }));
    cleanup();

    // So too for the zip code the list cannot search from.
    const again = await openApp('/contractors?zip=99999');
    await clearInResults("We can't search from that zip code");
    await waitFor(() => expect(addressOf(again)).toBe('/contractors'));
    await screen.findByRole('article', { name: contractor.businessName });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 contractor' }));
  });

  it('after "Clear all filters" in the filters, hands the focus to the results heading as the button goes', async () => {
    const user = userEvent.setup();
    const router = await openApp('/contractors?trade=roofing&ratingFrom=4');
    const panel = (await screen.findByText('No contractors match these filters')) && screen.getAllByRole('button', { name: 'Clear all filters' });
    // The filters' button comes first in the page, before the results' own.
    await user.click(panel[0]!);
    await waitFor(() => expect(addressOf(router)).toBe('/contractors'));
    await screen.findByRole('article', { name: contractor.businessName });
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 contractor' }));
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

  it("books with the public form for a visitor, carrying the trade and the contractor, and with New Job Request for a signed-in customer", async () => {
    await openApp('/contractors');
    const card = await screen.findByRole('article', { name: contractor.businessName });
    const visitorLink = within(card).getByRole('link', { name: `Book a job with ${contractor.businessName}` });
    expect(visitorLink.getAttribute('href')).toBe(`/book-service?trade=${contractor.trades[0]!.slug}&contractorId=${contractor.id}`);
    cleanup();

    const { router } = await openAt('/contractors', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/contractors');
    const signedInCard = await screen.findByRole('article', { name: contractor.businessName });
    await waitFor(() =>
      expect(within(signedInCard).getByRole('link', { name: `Book a job with ${contractor.businessName}` }).getAttribute('href')).toBe(
        `/job-requests/new?trade=${contractor.trades[0]!.slug}&contractorId=${contractor.id}`,
      ),
    );
  });

  it('books the trade the list is filtered by, signed in or not, when the contractor does it', async () => {
    const roofer = contractorFixture({ trades: [PLUMBING, ROOFING] });
    server.answer = (url) => (url.pathname.endsWith('/Contractors') ? pageOf([roofer]) : answerCatalogue(url));
    const bookingLink = async () =>
      within(await screen.findByRole('article', { name: roofer.businessName })).getByRole('link', { name: `Book a job with ${roofer.businessName}` });

    await openApp('/contractors?trade=roofing');
    expect((await bookingLink()).getAttribute('href')).toBe(`/book-service?trade=roofing&contractorId=${roofer.id}`);
    cleanup();

    const { router } = await openAt('/contractors?trade=roofing', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/contractors');
    await waitFor(async () => expect((await bookingLink()).getAttribute('href')).toBe(`/job-requests/new?trade=roofing&contractorId=${roofer.id}`));
  });
});
