import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering } from '../../test/fake-api';
import { answerStorage, SOUTHBOROUGH, storageListing, WESTBOROUGH } from '../../test/storage-fixtures';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const listing = storageListing();
const server = fakeApiAnswering(answerStorage([listing]));
const listingCalls = () => server.sent.filter(({ url }) => url.pathname.endsWith('/StorageUnitListings')).map(({ url }) => url.searchParams);
/** The address bar: what a visitor copies to share the list. */
const addressOf = (router: Awaited<ReturnType<typeof openApp>>) => router.history.location.href;

beforeAll(withoutScrolling);
afterEach(cleanup);

// The whole app through its router: the first test also pays for loading it.
describe('the storage browse URL', { timeout: 30_000 }, () => {
  it('writes the ticked sizes and locations as a readable list', async () => {
    const router = await openApp('/storage-units');
    await screen.findByRole('heading', { level: 2, name: listing.title });
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: '10x10' }));
    await waitFor(() => expect(addressOf(router)).toBe('/storage-units?sizes=10x10'));
    await user.click(screen.getByRole('checkbox', { name: '5x5' }));
    await waitFor(() => expect(addressOf(router)).toBe('/storage-units?sizes=10x10,5x5'));
    await user.click(screen.getByRole('checkbox', { name: 'Westborough Storage' }));
    await waitFor(() => expect(addressOf(router)).toBe('/storage-units?locations=westborough&sizes=10x10,5x5'));
    await waitFor(() => expect(listingCalls().at(-1)!.getAll('Sizes')).toEqual(['10x10', '5x5']));
    expect(listingCalls().at(-1)!.getAll('LocationIds')).toEqual([WESTBOROUGH.id]);
  });

  it('reads a link typed by hand, with a key given twice, and rewrites the JSON list of older links readably', async () => {
    const router = await openApp('/storage-units?sizes=10x10&sizes=5x5&priceTo=200&availableNow=true');
    await screen.findByRole('heading', { level: 2, name: listing.title });
    expect(addressOf(router)).toBe('/storage-units?sizes=10x10&sizes=5x5&priceTo=200&availableNow=true');
    expect((screen.getByRole('checkbox', { name: '10x10' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '5x5' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Available now' }) as HTMLInputElement).checked).toBe(true);
    expect(listingCalls().at(-1)!.getAll('Sizes')).toEqual(['10x10', '5x5']);
    expect(listingCalls().at(-1)!.get('MonthlyPrice.To')).toBe('20000');

    await act(() => router.navigate({ href: '/storage-units?sizes=%5B%2210x15%22%5D' }));
    await waitFor(() => expect(addressOf(router)).toBe('/storage-units?sizes=10x15'));
  });

  it('takes locations and sizes nobody offers out of the URL, in place of the entry', async () => {
    const router = await openApp('/about');
    await act(() => router.navigate({ href: '/storage-units?locations=x,southborough&sizes=99x99&q=drive' }));
    await waitFor(() => expect(addressOf(router)).toBe('/storage-units?locations=southborough&q=drive'));
    await screen.findByRole('heading', { level: 2, name: listing.title });
    expect(listingCalls().at(-1)!.getAll('LocationIds')).toEqual([SOUTHBOROUGH.id]);
    expect(listingCalls().some((query) => query.has('Sizes'))).toBe(false);

    act(() => router.history.back());
    await waitFor(() => expect(addressOf(router)).toBe('/about'));
  });

  it('says the server could not be reached when the listings get no answer, in words of its own and not the browser\'s, and lists them on a retry', async () => {
    const answered = answerStorage([listing]);
    server.answer = (url) => (url.pathname.endsWith('/StorageUnitListings') ? Promise.reject(new TypeError('Failed to fetch')) : answered(url));
    await openApp('/storage-units');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('We could not reach the serverCheck your connection and try again.Try again');

    server.answer = answered;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: listing.title })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how large a price filter may be, rather than calling a long whole number not one, and leaves the URL as it was', async () => {
    server.answer = answerStorage([listing]);
    const router = await openApp('/storage-units?priceTo=200');
    await screen.findByRole('heading', { level: 2, name: listing.title });
    const user = userEvent.setup();
    const price = within(screen.getByRole('group', { name: 'Monthly price' }));

    const to = price.getByRole('textbox', { name: 'To ($)' });
    await user.clear(to);
    await user.type(to, '99999999999999999999{Enter}');
    expect(price.getByText('Enter a whole number, at most 100,000.')).toBeTruthy();

    // Six digits once passed the field's check and then fell out of the URL, so the filter silently went.
    await user.clear(to);
    await user.type(to, '500000{Enter}');
    expect(price.getByText('Enter a whole number, at most 100,000.')).toBeTruthy();
    expect(addressOf(router)).toBe('/storage-units?priceTo=200');

    await user.clear(to);
    await user.type(to, '2.5{Enter}');
    expect(price.getByText('Enter a whole number, 0 or more.')).toBeTruthy();
  });

  it('after "Clear all filters" in the results, hands the focus to the results heading rather than to nothing', async () => {
    const answered = answerStorage([listing]);
    // No unit of the size asked.
    server.answer = (url) => (url.searchParams.has('Sizes') ? answerStorage([])(url) : answered(url));
    const router = await openApp('/storage-units?sizes=5x5');
    const empty = (await screen.findByText('No storage units match these filters')).parentElement!;
    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(addressOf(router)).toBe('/storage-units'));
    await screen.findByRole('heading', { level: 2, name: listing.title });
    expect(screen.queryByText('No storage units match these filters')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '1 storage unit' }));
  });

  it('shows a listing\'s first photo on its card', async () => {
    const withPhoto = storageListing({ images: [{ url: '/units/drive-up.jpg', alt: 'The roll-up door of a drive-up unit' }] });
    server.answer = answerStorage([withPhoto]);
    await openApp('/storage-units');
    const heading = await screen.findByRole('heading', { level: 2, name: withPhoto.title });
    const photo = within(heading.closest('article')!).getByRole('img', { name: 'The roll-up door of a drive-up unit' });
    expect(photo.getAttribute('src')).toBe('/units/drive-up.jpg');
  });
});
