import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApp, withoutScrolling } from '../../test/app';
import { fakeApiAnswering, paged, uuid } from '../../test/fake-api';

vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

// A file of its own: the services are read once per visit (again only after a failure), and the other
// tests of the page read them; the tests here fail them first.
const server = fakeApiAnswering();

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('Book A Job without its services', { timeout: 30_000 }, () => {
  it('says the server could not be reached, not the browser\'s words, when the services get no answer', async () => {
    server.answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await openApp('/book-service');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the server');
    expect(alert.textContent).toContain('Check your connection and try again.');
    expect(alert.textContent).not.toContain('Failed to fetch');
  });

  it('says what the server said above the form, and offers the services once a retry reads them', async () => {
    server.answer = () => Response.json({ Message: 'The service list is unavailable.' }, { status: 503 });
    await openApp('/book-service');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service list is unavailable.');
    expect(screen.getByRole('button', { name: 'Send my job request' })).toBeTruthy();

    server.answer = (url) => (url.pathname.endsWith('/Trades') ? paged([{ id: uuid(1), name: 'HVAC', slug: 'hvac' }], { perPage: 100 }) : new Response(null, { status: 404 }));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'HVAC' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
