import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { renderRouter } from '../../test/app';
import { UnsubscribePage } from './UnsubscribePage';

const TOKEN = 'cm9iaW5AZXhhbXBsZS5jb20.bWFj';

/** A client whose server answers with `respond`, recording which call was made with which token. */
function fakeClient(respond: (path: string) => Response) {
  const sent: { path: string; token: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://app.test/api/v1',
    pageOrigin: () => 'http://app.test',
    fetch: async (request) => {
      const url = new URL(request.url);
      sent.push({ path: url.pathname, token: url.searchParams.get('token') });
      return respond(url.pathname);
    },
  });
  return { client, sent };
}

const answers = (path: string) =>
  path.endsWith('/unsubscribe')
    ? Response.json({ email: 'robin@example.com', Message: 'We will send no more e-mails to robin@example.com, except receipts of your payments and estimates for your jobs.' })
    : Response.json({ email: 'robin@example.com', Message: 'We will send membership notices and our news to robin@example.com again.' });

function renderPage(client: ReturnType<typeof fakeClient>['client'], token = TOKEN) {
  const root = createRootRoute({ component: Outlet });
  const routes = ['/unsubscribe', '/', '/contact-us'].map((path) => createRoute({ getParentRoute: () => root, path, component: () => <UnsubscribePage token={token} client={client} /> }));
  renderRouter(createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/unsubscribe'] }) }));
}

afterEach(cleanup);

describe('the unsubscribe page', () => {
  it('unsubscribes, then offers to subscribe again with the same link, and says so in a confirmation that takes focus', async () => {
    const { client, sent } = fakeClient(answers);
    renderPage(client);

    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const unsubscribed = await screen.findByRole('status');
    expect(within(unsubscribed).getByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Subscribe again' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    const subscribed = await screen.findByRole('status');
    expect(within(subscribed).getByRole('heading', { name: 'You are subscribed again' })).toBeTruthy();
    expect(subscribed.textContent).toContain('We will send membership notices and our news to robin@example.com again.');
    expect(document.activeElement).toBe(subscribed);
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
    expect(sent).toEqual([
      { path: '/api/v1/EmailSubscription/unsubscribe', token: TOKEN },
      { path: '/api/v1/EmailSubscription/resubscribe', token: TOKEN },
    ]);
  });

  it('subscribes again from the link of an old e-mail, without unsubscribing first', async () => {
    const { client, sent } = fakeClient(answers);
    renderPage(client);

    expect(await screen.findByRole('form', { name: 'Unsubscribe' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(within(await screen.findByRole('status')).getByRole('heading', { name: 'You are subscribed again' })).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/v1/EmailSubscription/resubscribe', token: TOKEN }]);
  });

  it('says so in an alert when the link is not one of ours, and stays on the question', async () => {
    const refused = 'This link is not valid: open the whole link from one of our e-mails, or write to us and we will add the address again.';
    const { client } = fakeClient(() => Response.json({ type: 'about:blank', title: 'Validation Error', status: 400, errors: { token: [refused] } }, { status: 400 }));
    renderPage(client);

    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('with a link that is not one of ours, answers only the button pressed last', async () => {
    const refused = 'This link is not valid: open the whole link from one of our e-mails, or write to us and we will add the address again.';
    const { client, sent } = fakeClient(() => Response.json({ type: 'about:blank', title: 'Validation Error', status: 400, errors: { token: [refused] } }, { status: 400 }));
    renderPage(client);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Subscribe again' }));
    await within(screen.getByRole('form', { name: 'Subscribe again' })).findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const answer = await within(screen.getByRole('form', { name: 'Unsubscribe' })).findByRole('alert');
    expect(answer.textContent).toBe(refused);
    expect(screen.getAllByRole('alert')).toEqual([answer]);

    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    const again = await within(screen.getByRole('form', { name: 'Subscribe again' })).findByRole('alert');
    expect(screen.getAllByRole('alert')).toEqual([again]);
  });

  it('opened without the link\'s token, says how to unsubscribe instead of offering buttons that could only fail', async () => {
    const { client, sent } = fakeClient(answers);
    renderPage(client, '');

    expect(await screen.findByText(/the link that opened it is not whole/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(sent).toEqual([]);
  });
});
