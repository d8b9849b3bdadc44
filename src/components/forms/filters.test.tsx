import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { openApp, withoutScrolling } from '../../test/app';
import { contractorFixture } from '../../test/contractor-fixtures';
import { fakeApiAnswering, notFound, uuid } from '../../test/fake-api';
import { storageListing } from '../../test/storage-fixtures';
import { resultCount } from './filters';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const noun: [string, string] = ['contractor', 'contractors'];

describe('the count above a filtered list', () => {
  it('says which results the page shows', () => {
    expect(resultCount({ page: 2, perPage: 12, totalItems: 15 }, noun)).toBe('Showing 13–15 of 15 contractors');
    expect(resultCount({ page: 1, perPage: 12, totalItems: 15 }, noun)).toBe('Showing 1–12 of 15 contractors');
    expect(resultCount({ page: 1, perPage: 12, totalItems: 1 }, noun)).toBe('1 contractor');
    expect(resultCount({ page: 1, perPage: 12, totalItems: 0 }, noun)).toBe('No contractors');
  });
});

/** A list of `total` things answered as the server does: the page asked for, empty when it is past the end. */
function pageOf(url: URL, total: number, item: (n: number) => object) {
  const page = Number(url.searchParams.get('Page'));
  const perPage = Number(url.searchParams.get('PerPage'));
  const numbers = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * perPage, page * perPage);
  return Response.json({ items: numbers.map(item), page, perPage, totalItems: total, totalPages: Math.ceil(total / perPage) });
}

const contractor = (n: number) => contractorFixture({ id: uuid(n), businessName: `Contractor ${n}` });

const listing = (n: number) => storageListing({ id: uuid(100 + n), title: `Unit ${n}` });

const server = fakeApiAnswering((url) => {
  if (url.pathname.endsWith('/Contractors')) return pageOf(url, 15, contractor);
  if (url.pathname.endsWith('/StorageUnitListings')) return pageOf(url, 12, listing);
  if (/\/(Trades|Locations|StorageUnitSizes)$/.test(url.pathname)) return Response.json({ items: [], page: 1, perPage: 100, totalItems: 0, totalPages: 0 });
  return notFound();
});

beforeAll(withoutScrolling);
afterEach(cleanup);

const pagesAskedFor = (path: string) => server.sent.filter(({ url }) => url.pathname.endsWith(path)).map(({ url }) => url.searchParams.get('Page'));

describe('a page past the end of a filtered list', () => {
  // React prints what it finds wrong (a `use()` made only while the code had not come, an update
  // outside act) and the test would pass; here it fails it.
  let printed: MockInstance<typeof console.error>;
  beforeEach(() => {
    printed = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    const calls = [...printed.mock.calls];
    printed.mockRestore();
    expect(calls).toEqual([]);
  });

  it('takes the visitor to the last page of contractors, in place of the address asked for', async () => {
    const router = await openApp('/contractors?page=99');
    await waitFor(() => expect(router.state.location.href).toBe('/contractors?page=2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Showing 13–15 of 15 contractors' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Contractor 15' })).toBeTruthy();
    expect(screen.queryByText('No contractors match these filters')).toBeNull();
    expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    expect(pagesAskedFor('/Contractors')).toEqual(['99', '2']);
    // Replaced, not pushed: Back does not return to the empty page.
    expect(router.history.length).toBe(1);
  });

  it('takes the visitor to the only page of storage units, written as no page at all', async () => {
    const router = await openApp('/storage-units?page=9');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('heading', { level: 2, name: '12 storage units' })).toBeTruthy();
    expect(screen.queryByText(/Showing 97/)).toBeNull();
    expect(router.history.length).toBe(1);
  });
});
