import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering } from '../../test/fake-api';
import { answerStorage, storageListing } from '../../test/storage-fixtures';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const server = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('a storage unit that could not be loaded', { timeout: 30_000 }, () => {
  it("keeps the page's heading, says what the server said, and shows the unit once a retry reads it", async () => {
    const listing = storageListing();
    server.answer = () => Response.json({ Message: 'The storage service is down for maintenance.', Errors: ['Back at 6 PM.'] }, { status: 503 });
    await openApp(`/storage/${listing.id}`);

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Storage Unit Details');
    expect(alert.textContent).toContain('The storage service is down for maintenance.');
    expect(alert.textContent).toContain('Back at 6 PM.');

    server.answer = answerStorage([listing]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1, name: listing.title })).textContent).toBe(listing.title);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why when the server could not be reached, in the words of the other pages and not the browser\'s', async () => {
    server.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await openApp(`/storage/${storageListing().id}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('We could not reach the serverCheck your connection and try again.Try again');
    expect(alert.textContent).not.toContain('Failed to fetch');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
