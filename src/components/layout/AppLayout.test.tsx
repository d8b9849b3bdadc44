import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering } from '../../test/fake-api';
import { answerStorage, storageListing } from '../../test/storage-fixtures';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

// The breadcrumb bar's chunk does not arrive (the connection dropped since the page was opened): the
// import fails as a browser's does.
vi.mock('./PageToolbar', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/PageToolbar.js');
});

const listing = storageListing();
fakeApiAnswering(answerStorage([listing]));

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('the frame of a page', { timeout: 30_000 }, () => {
  it('keeps the header, the page and the footer when its breadcrumb bar cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = await openApp('/about');
    await act(() => router.navigate({ to: '/storage-units' }));
    expect(await screen.findByRole('heading', { level: 2, name: listing.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Storage Units');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Book A Job' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
