import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorageUnitListing } from '../../../contract/storage';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering, notFound, paged, uuid } from '../../test/fake-api';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const location = (n: number, name: string) => ({
  id: uuid(n),
  name: `${name} Storage`,
  slug: name.toLowerCase(),
  description: '',
  addressLine1: '17 Turnpike Road',
  city: name,
  state: 'MA',
  zipCode: '01772',
  latitude: null,
  longitude: null,
  phone: null,
});
const SOUTHBOROUGH = location(1, 'Southborough');
const WESTBOROUGH = location(2, 'Westborough');
const size = (n: number, width: number, length: number) => ({ id: uuid(10 + n), name: `${width}x${length}`, widthFeet: width, lengthFeet: length, squareFootage: width * length, description: '' });
const SIZES = [size(1, 5, 5), size(2, 10, 10), size(3, 10, 15)];

const listing: StorageUnitListing = {
  id: uuid(20),
  title: '10x10 Drive-up unit',
  description: 'Roll-up door you can back a car up to.',
  location: { id: SOUTHBOROUGH.id, name: SOUTHBOROUGH.name, addressLine1: SOUTHBOROUGH.addressLine1, city: 'Southborough', state: 'MA', zipCode: '01772' },
  size: { id: SIZES[1]!.id, name: '10x10', widthFeet: 10, lengthFeet: 10 },
  squareFootage: 100,
  monthlyPriceCents: 15_000,
  unitsRemaining: 3,
  availableFrom: null,
  images: [],
  features: ['Drive-up'],
};

const server = fakeApiAnswering((url) => {
  if (url.pathname.endsWith('/Locations')) return paged([SOUTHBOROUGH, WESTBOROUGH], { perPage: 100 });
  if (url.pathname.endsWith('/StorageUnitSizes')) return paged(SIZES, { perPage: 100 });
  if (url.pathname.endsWith('/StorageUnitListings')) return paged([listing], { perPage: 12 });
  return notFound();
});
const listingCalls = () => server.sent.filter(({ url }) => url.pathname.endsWith('/StorageUnitListings')).map(({ url }) => url.searchParams);
const addressOf = (router: Awaited<ReturnType<typeof openApp>>) => router.state.location.href;

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

  it('reads a link typed by hand, a key given twice or a list in the JSON of older links, and writes it back readably', async () => {
    const router = await openApp('/storage-units?sizes=10x10&sizes=5x5&priceTo=200&availableNow=true');
    await screen.findByRole('heading', { level: 2, name: listing.title });
    expect(addressOf(router)).toBe('/storage-units?sizes=10x10,5x5&priceTo=200&availableNow=true');
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
});
