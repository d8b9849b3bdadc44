import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentMembership } from '../../contract/memberships';
import { classifyHttpFailure } from '../../machines/api-failure';
import { ProfileForm } from '../../src/features/account/ProfileForm';
import { formatDate } from '../../src/lib/format';
import { fakeApiAnswering, notFound } from '../../src/test/fake-api';
import { consumer, openAt, settledAt, signInOnScreen, UUID, withoutScrolling } from './app-harness';
import { identityFixture } from './fixtures';

// My Account's membership comes from the app's client; the session's calls go to the harness's API.
vi.mock('../../src/api/client', async (importOriginal) => (await import('../../src/test/fake-api')).withFakeApi(await importOriginal()));
let currentMemberships: CurrentMembership[] = [];
const api = fakeApiAnswering((url) => (url.pathname.endsWith('/Memberships/get-current') ? Response.json(currentMemberships) : notFound()));
const membershipLoads = () => api.sent.filter(({ url }) => url.pathname.endsWith('/Memberships/get-current')).length;

/** The signed-in parts of the app through the real router: the header menu, My Account, account deletion. */

beforeAll(withoutScrolling);
afterEach(cleanup);

describe('the header when signed out', { timeout: 30_000 }, () => {
  it('signs in from a page with its Login button and comes back to that page, search and hash included', async () => {
    const { router } = await openAt('/about?ref=newsletter#visit-us', { signInAs: 'a', identities: { a: consumer } });
    await settledAt(router, '/about');
    const user = userEvent.setup();
    await user.click(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' }));
    await settledAt(router, '/login');
    expect(router.state.location.search).toEqual({ redirect: '/about?ref=newsletter#visit-us' });
    await signInOnScreen(user);
    await settledAt(router, '/about');
    expect(router.state.location.href).toBe('/about?ref=newsletter#visit-us');
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Hi Ada' })).toBeTruthy();
  });

  it('links to Sign In and Login for the page on screen, from the small-screen menu too; none from Index; Sign In keeps its own', async () => {
    /** Where the two buttons lead: path, and the page to come back to. */
    const targets = (container: ReturnType<typeof within>) =>
      ['Create an Account', 'Login'].map((name) => {
        const url = new URL(container.getByRole('link', { name }).getAttribute('href')!, 'http://app.test');
        return [url.pathname, url.searchParams.get('redirect')];
      });
    const { router } = await openAt('/contact-us?topic=storage');
    await settledAt(router, '/contact-us');
    const user = userEvent.setup();
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const back = '/contact-us?topic=storage';
    expect(targets(menu)).toEqual([['/sign-in', back], ['/login', back]]);

    await user.click(menu.getByRole('link', { name: 'Create an Account' }));
    await settledAt(router, '/sign-in');
    expect(router.state.location.search).toEqual({ redirect: back });
    // The menu closes with the navigation, and the page behind it is there to read again.
    expect(targets(within(await screen.findByRole('banner')))).toEqual([['/sign-in', back], ['/login', back]]);

    await act(() => router.navigate({ to: '/' }));
    await settledAt(router, '/');
    expect(targets(within(screen.getByRole('banner')))).toEqual([['/sign-in', null], ['/login', null]]);
  });
});

describe('the header when signed in', { timeout: 30_000 }, () => {
  it('offers a "Hi {first name}" menu that works with the keyboard alone', async () => {
    const { router } = await openAt('/about', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/about');
    const user = userEvent.setup();
    const button = await within(screen.getByRole('banner')).findByRole('button', { name: 'Hi Ada' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['New Job Request', 'My Job Requests', 'My Account', 'Log Out']);
    expect(within(menu).getByRole('menuitem', { name: 'My Account' }).getAttribute('href')).toBe('/my-account');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await settledAt(router, '/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  it('logs out from the menu to the index route', async () => {
    const { router, storage } = await openAt('/about', { session: ['a', 'r'], identities: { a: consumer } });
    await settledAt(router, '/about');
    const user = userEvent.setup();
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Hi Ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await settledAt(router, '/');
    expect(storage.map.has('accessToken')).toBe(false);
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Create an Account' })).toBeTruthy();
  });
});

describe('My Account', { timeout: 30_000 }, () => {
  it('saves the name and e-mail with the contract rules and the server’s messages, and the header follows', async () => {
    const { router } = await openAt('/my-account', { session: ['a', 'r'], identities: { a: identityFixture() } });
    await settledAt(router, '/my-account');
    const user = userEvent.setup();
    const first = (await screen.findByLabelText(/first name/i)) as HTMLInputElement;
    expect(first.value).toBe('Ada');

    await user.clear(first);
    await user.clear(screen.getByLabelText(/e-mail/i));
    await user.type(screen.getByLabelText(/e-mail/i), 'not an e-mail');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect((await screen.findByText('First name is required.')).textContent).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    // What the user typed stays.
    expect((screen.getByLabelText(/e-mail/i) as HTMLInputElement).value).toBe('not an e-mail');

    await user.type(screen.getByLabelText(/first name/i), 'Augusta');
    await user.clear(screen.getByLabelText(/e-mail/i));
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@taken.example');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This e-mail belongs to another account.')).toBeTruthy();

    await user.clear(screen.getByLabelText(/e-mail/i));
    await user.type(screen.getByLabelText(/e-mail/i), 'Augusta@Example.com');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details were saved.')).toBeTruthy();
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Hi Augusta' })).toBeTruthy();
    expect((screen.getByLabelText(/e-mail/i) as HTMLInputElement).value).toBe('augusta@example.com');
  });

  it('keeps the focus in the field where Enter saved the details, which shows what was saved', async () => {
    const identities = { a: identityFixture() };
    const { router } = await openAt('/my-account', { session: ['a', 'r'], identities });
    await settledAt(router, '/my-account');
    const user = userEvent.setup();
    const email = (await screen.findByLabelText(/e-mail/i)) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'Ada.King@Example.com');
    const last = screen.getByLabelText(/last name/i) as HTMLInputElement;
    await user.clear(last);
    await user.type(last, 'King{Enter}');

    expect(await screen.findByText('Your details were saved.')).toBeTruthy();
    expect(identities.a).toMatchObject({ lastName: 'King', email: 'ada.king@example.com' });
    // The e-mail as saved shows once the new details have reached the page.
    await waitFor(() => expect((screen.getByLabelText(/e-mail/i) as HTMLInputElement).value).toBe('ada.king@example.com'));
    expect(document.activeElement).toBe(screen.getByLabelText(/last name/i));
    expect(document.activeElement).toBe(last);
    expect(last.value).toBe('King');
  });

  it('shows details changed elsewhere in place of the ones it was showing', async () => {
    const save = () => Promise.reject(new Error('not saved here'));
    const { rerender } = render(<ProfileForm identity={identityFixture()} save={save} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/first name/i));
    await user.type(screen.getByLabelText(/first name/i), 'Augus');
    rerender(<ProfileForm identity={identityFixture({ firstName: 'Augusta', lastName: 'King' })} save={save} onSaved={() => {}} />);
    await waitFor(() => expect((screen.getByLabelText(/first name/i) as HTMLInputElement).value).toBe('Augusta'));
    expect((screen.getByLabelText(/last name/i) as HTMLInputElement).value).toBe('King');
  });

  it('takes the focus to the first field to correct after a refused save, the client’s check or the server’s', async () => {
    const { router } = await openAt('/my-account', { session: ['a', 'r'], identities: { a: identityFixture() } });
    await settledAt(router, '/my-account');
    const user = userEvent.setup();
    const first = (await screen.findByLabelText(/first name/i)) as HTMLInputElement;
    const email = screen.getByLabelText(/e-mail/i) as HTMLInputElement;
    await user.clear(first);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const save = screen.getByRole('button', { name: 'Save details' });
    save.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('First name is required.');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/first name/i)));

    // Only the e-mail left to correct: it is the first field to fix now.
    await user.type(screen.getByLabelText(/first name/i), 'Ada');
    screen.getByRole('button', { name: 'Save details' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('First name is required.')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/e-mail/i)));

    // The server's message about a field, likewise.
    await user.clear(screen.getByLabelText(/e-mail/i));
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@taken.example');
    screen.getByRole('button', { name: 'Save details' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('This e-mail belongs to another account.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/e-mail/i)));
  });

  it("shows a refusal about no one field as the server says it: its Message the title, its Errors the detail", async () => {
    const { router } = await openAt('/my-account', { session: ['a', 'r'], identities: { a: identityFixture() } });
    await settledAt(router, '/my-account');
    const user = userEvent.setup();
    const email = (await screen.findByLabelText(/e-mail/i)) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'ada@refused.example');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Your details were not saved.');
    expect(alert.textContent).toBe('Your details were not saved.This account is being deleted.\nTry again in a minute.');
    expect(email.value).toBe('ada@refused.example');
  });

  it('says every message of a refused save: those about its fields at the fields, any other under "Validation Error"', async () => {
    const problem = (errors: Record<string, string[]>) => classifyHttpFailure({ status: 400, body: { type: 'about:blank', title: 'Validation Error', status: 400, errors } });
    const answers = [
      problem({ email: ['This e-mail belongs to another account.'], '': ['Your details were not saved: the account is being changed elsewhere.'] }),
      problem({ nickname: ['Nicknames are not taken.'] }),
    ];
    render(<ProfileForm identity={identityFixture()} save={() => Promise.reject(answers.shift())} onSaved={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Validation Error');
    expect(alert.textContent).toBe('Validation ErrorYour details were not saved: the account is being changed elsewhere.');
    expect(screen.getByText('This e-mail belongs to another account.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/e-mail/i)));

    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Validation ErrorNicknames are not taken.'));
    expect(screen.queryByText('This e-mail belongs to another account.')).toBeNull();
  });

  it('shows a refused save as spec section 8 words it: a 400 Message over its Errors, a lowercase message under "Error"', async () => {
    const answers = [
      classifyHttpFailure({ status: 400, body: { Message: 'Your details were not saved.', Errors: ['The e-mail is on hold.', 'Try again tomorrow.'] } }),
      classifyHttpFailure({ status: 500, body: { message: 'the profile store is read-only' } }),
    ];
    render(<ProfileForm identity={identityFixture()} save={() => Promise.reject(answers.shift())} onSaved={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Your details were not saved.');
    expect(alert.textContent).toBe('Your details were not saved.The e-mail is on hold.\nTry again tomorrow.');

    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByRole('alert').querySelector('.MuiAlertTitle-root')?.textContent).toBe('Error'));
    expect(screen.getByRole('alert').textContent).toBe('Errorthe profile store is read-only');
  });

  it('says how long an e-mail address may be, next to the field, and keeps what was typed', async () => {
    const { router } = await openAt('/my-account', { session: ['a', 'r'], identities: { a: identityFixture() } });
    await settledAt(router, '/my-account');
    const user = userEvent.setup();
    const email = (await screen.findByLabelText(/e-mail/i)) as HTMLInputElement;
    const long = `${'a'.repeat(250)}@example.com`;
    await user.clear(email);
    await user.click(email);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('E-mail must be 254 characters or fewer.')).toBeTruthy();
    expect(screen.queryByText(/Invalid length/)).toBeNull();
    expect(email.value).toBe(long);
  });

  it('shows the plan, its tier, price and renewal, Manage and Cancel; "Active until" once canceled; or none with a way to the plans', async () => {
    const plan = (name: string, priority: number, extra: Partial<CurrentMembership> = {}): CurrentMembership => ({
      id: UUID,
      membershipId: UUID,
      name,
      priority,
      status: 'Active',
      interval: 'Yearly',
      amountCents: 39000,
      currency: 'usd',
      currentPeriodEnd: '2027-11-22T15:00:00.000Z',
      cancelAtPeriodEnd: false,
      benefits: [],
      ...extra,
    });
    currentMemberships = [plan('Business', 3), plan('Residential', 1, { id: '1b6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10', interval: 'Monthly', amountCents: 1500 })];
    const member = await openAt('/my-account', {
      session: ['m', 'r'],
      identities: { m: identityFixture({ applicationUser: { activeMemberships: ['Business', 'residential'] } }) },
    });
    const before = membershipLoads();
    await settledAt(member.router, '/my-account');
    const section = await screen.findByRole('region', { name: 'Membership' });
    await within(section).findByText('Your tier: Business');
    // One load of the page asks for the membership once, however often its parts wait for their code.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(membershipLoads() - before).toBe(1);
    expect(section.textContent).toContain('$390.00 per year, billed yearly');
    expect(section.textContent).toContain(`Renews on ${formatDate('2027-11-22T15:00:00.000Z')} at $390.00 per year.`);
    expect(section.textContent).toContain('$15.00 per month, billed monthly');
    expect(within(section).getByRole('button', { name: 'Manage membership' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Cancel membership' })).toBeTruthy();
    // The header shows the tier too.
    expect(within(screen.getByRole('banner')).getByText('Business member')).toBeTruthy();
    cleanup();

    currentMemberships = [plan('Residential Plus', 2, { cancelAtPeriodEnd: true })];
    const leaving = await openAt('/my-account', {
      session: ['c', 'r'],
      identities: { c: identityFixture({ applicationUser: { activeMemberships: ['Residential Plus'] } }) },
    });
    await settledAt(leaving.router, '/my-account');
    const ending = await screen.findByRole('region', { name: 'Membership' });
    await within(ending).findByText(`Active until ${formatDate('2027-11-22T15:00:00.000Z')}. It will not renew.`);
    expect(within(ending).queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    cleanup();

    currentMemberships = [];
    const none = await openAt('/my-account', { session: ['a', 'r'], identities: { a: identityFixture() } });
    await settledAt(none.router, '/my-account');
    const empty = await screen.findByRole('region', { name: 'Membership' });
    await within(empty).findByText('No membership');
    expect(within(empty).getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe('/#memberships');
    expect(within(screen.getByRole('banner')).queryByText(/ member$/)).toBeNull();
  });
});

describe('Account deletion', { timeout: 30_000 }, () => {
  it('asks a visitor to sign in first and brings them back', async () => {
    const { router } = await openAt('/account-deletion');
    await settledAt(router, '/account-deletion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete Your Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to delete your account' }).getAttribute('href')).toBe('/sign-in?redirect=/account-deletion');
  });

  it('deletes a signed-in account once DELETE is typed, signs out and says so', async () => {
    const { router, storage, server } = await openAt('/account-deletion', { session: ['a', 'r'], identities: { a: identityFixture() } });
    await settledAt(router, '/account-deletion');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/type delete to confirm/i), 'delete');
    expect(confirm.disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText(/type delete to confirm/i));
    await user.type(within(dialog).getByLabelText(/type delete to confirm/i), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await settledAt(router, '/');
    expect(await screen.findByText('Your account and its personal data have been deleted.')).toBeTruthy();
    expect(storage.map.has('accessToken')).toBe(false);
    expect(server.calls).toContain('POST /Authentication/delete-account');
  });
});
