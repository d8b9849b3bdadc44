import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { NewsletterSignup } from './NewsletterSignup';

/** A client whose server answers with `respond`, recording what was sent. */
function fakeClient(respond: (body: { email: string }) => Response | Promise<Response>) {
  const sent: { email: string }[] = [];
  const client = createApiClient({
    baseUrl: 'http://app.test/api/v1',
    pageOrigin: () => 'http://app.test',
    fetch: async (request) => {
      const body = (await request.json()) as { email: string };
      sent.push(body);
      return respond(body);
    },
  });
  return { client, sent };
}

const subscription = (email: string, created: boolean) => Response.json({ email, subscribedAt: '2026-11-22T10:00:00.000Z', created }, { status: created ? 201 : 200 });

async function subscribe(email: string) {
  const field = screen.getByRole('textbox', { name: 'E-mail address' });
  await userEvent.clear(field);
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

afterEach(cleanup);

describe('the e-mail sign-up form', () => {
  it('subscribes an address and says so, then answers a second sign-up as already subscribed, not as an error', async () => {
    const known = new Set<string>();
    const { client, sent } = fakeClient(({ email }) => {
      const created = !known.has(email);
      known.add(email);
      return subscription(email, created);
    });
    render(<NewsletterSignup client={client} />);

    await subscribe('  Pat@Example.com ');
    expect(await screen.findByText(/Thanks for subscribing! Our updates will go to pat@example.com./)).toBeTruthy();
    expect(sent).toEqual([{ email: 'pat@example.com' }]);
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe('');

    await subscribe('pat@example.com');
    expect(await screen.findByText(/You’re already subscribed/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what is wrong with the address on the field, without sending it, and keeps what was typed', async () => {
    const { client, sent } = fakeClient((body) => subscription(body.email, true));
    render(<NewsletterSignup client={client} />);

    await subscribe('not-an-address');
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid e-mail address.');
    expect((field as HTMLInputElement).value).toBe('not-an-address');
    expect(document.activeElement).toBe(field);
    expect(sent).toEqual([]);

    await subscribe('');
    expect(screen.getByText('E-mail is required.')).toBeTruthy();
  });

  it('puts a validation message from the server on the field', async () => {
    const { client } = fakeClient(() =>
      Response.json({ type: 'about:blank', title: 'Validation Error', status: 400, errors: { email: ['That domain does not accept mail.'] } }, { status: 400 }),
    );
    render(<NewsletterSignup client={client} />);
    await subscribe('pat@example.com');
    expect(await screen.findByText('That domain does not accept mail.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail address' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says clearly when there were too many sign-ups, and when to try again', async () => {
    const { client } = fakeClient(() =>
      Response.json({ Message: 'Too many sign-ups from your network.' }, { status: 429, headers: { 'Retry-After': '120' } }),
    );
    render(<NewsletterSignup client={client} />);
    await subscribe('pat@example.com');
    expect(await screen.findByText('Too many sign-ups from your network. Try again in 2 minutes.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe('pat@example.com');
  });

  it('says when the server cannot be reached', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<NewsletterSignup client={client} />);
    await subscribe('pat@example.com');
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
  });
});
