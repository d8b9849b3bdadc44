import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Membership } from '../../../contract/memberships';
import type { Identity } from '../../../machines/identity';
import type { Loaded } from '../../api/loaded';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../api/token-store';
import { type AuthHandle, createAuthHandle } from '../../auth/auth-handle';
import { fakeApiAnswering, notFound } from '../../test/fake-api';
import { renderRouter, withoutScrolling } from '../../test/app';
import { MembershipPlans, yearlySavingCents } from './MembershipPlans';

// The purchase sends POST /Memberships/buy with the app's client, and the session reads the identity with it.
vi.mock('../../api/client', async (importOriginal) => (await import('../../test/fake-api')).withFakeApi(await importOriginal()));

const plan = (name: string, slug: string, monthlyCents: number, yearlyCents: number, n: number): Membership => ({
  id: `0b6a0f7e-5c1d-4e0b-9a43-00000000000${n}`,
  name,
  slug,
  description: `${name} plan`,
  benefits: [`${name} benefit one`, `${name} benefit two`],
  priority: n,
  terms: { laborDiscountPercent: 5 * n, tripChargeWaiver: 'Always', storageDiscountPercent: 0, priorityScheduling: true },
  prices: [
    { id: `1c6a0f7e-5c1d-4e0b-9a43-00000000000${n}`, interval: 'Monthly', amountCents: monthlyCents, currency: 'usd' },
    { id: `2d6a0f7e-5c1d-4e0b-9a43-00000000000${n}`, interval: 'Yearly', amountCents: yearlyCents, currency: 'usd' },
  ],
});

const PLANS = [plan('Residential', 'residential', 1500, 15000, 1), plan('Residential Plus', 'residential-plus', 3900, 39000, 2), plan('Business', 'business', 12900, 129000, 3)];

/**
 * The plans on a page of a tiny router. Choosing one is the purchase machine's (the UI path tests of
 * tests/flows/membership-purchase.ui.test.tsx walk it through the whole app).
 */
function renderPlans(loaded: Loaded<Membership[]>, auth: AuthHandle = createAuthHandle({ load: () => new Promise(() => {}) })) {
  const plans = Promise.resolve(loaded);
  const root = createRootRoute({
    component: () => (
      <Suspense fallback={<p>Loading</p>}>
        <MembershipPlans plans={plans} />
      </Suspense>
    ),
  });
  const login = createRoute({ getParentRoute: () => root, path: '/login' });
  const myAccount = createRoute({ getParentRoute: () => root, path: '/my-account' });
  const router = createRouter({ routeTree: root.addChildren([login, myAccount]), history: createMemoryHistory({ initialEntries: ['/'] }), context: { auth } });
  renderRouter(router);
  return router;
}

const prices = () => screen.getAllByTestId('plan-price').map((p) => p.textContent);

/** A Residential member, signed in: the identity the header shows, memberships included. */
const MEMBER: Identity = {
  id: '6f1c1f43-6a4b-4d55-9a3e-3f1f4f0b2a11',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+15085550100',
  userType: 'Consumer',
  applicationUser: { email: 'ada@example.com', initialized: true, activeMemberships: ['Residential'] },
};
/**
 * Signed in, with a membership whose renewal is owed (PastDue): the identity lists none (only Active
 * plans count there), so the page offers plans, and the server refuses a second one.
 */
const PAST_DUE: Identity = { ...MEMBER, applicationUser: { ...MEMBER.applicationUser, activeMemberships: [] } };
const REFUSAL = 'Your Residential membership has a payment due. Update your card under Manage membership in My Account before choosing a plan.';
/** Where the customer portal sends the browser: this page, so the test can read that the browser went there. */
const PORTAL_URL = `${window.location.origin}/#portal-session`;

let releaseBuy: () => void = () => {};
let identity = MEMBER;
/** What the server answers a second plan with: 409 and why. */
let refusal: unknown = { Message: REFUSAL };
/** The headers of that 409: none for a refusal. */
let refusalHeaders: Record<string, string> = {};
/** What GET /Memberships/get-customer-portal answers. */
let portal: () => Response = () => Response.json({ url: PORTAL_URL });
const api = fakeApiAnswering(async (url, request) => {
  if (url.pathname.endsWith('/Authentication/current-identity')) return Response.json(identity);
  if (url.pathname.endsWith('/Memberships/get-customer-portal')) return portal();
  if (url.pathname.endsWith('/Memberships/buy') && request.method === 'POST') {
    await new Promise<void>((resolve) => (releaseBuy = resolve));
    return Response.json(refusal, { status: 409, headers: refusalHeaders });
  }
  return notFound();
});

/** Once the page has the identity: a customer without a membership looks the same before and after. */
const identityRead = (auth: AuthHandle) => waitFor(() => expect(auth.view().identity).not.toBeNull());

/** Signed in as the member, with the session's runtime running as the app starts it. */
function signedInAsMember(): AuthHandle {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'a');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
  const auth = createAuthHandle();
  auth.start();
  return auth;
}

beforeAll(withoutScrolling);
beforeEach(() => {
  localStorage.clear();
  identity = MEMBER;
  refusal = { Message: REFUSAL };
  refusalHeaders = {};
  portal = () => Response.json({ url: PORTAL_URL });
  window.location.hash = '';
});
afterEach(cleanup);

/** The card of a plan, by its heading. */
const cardOf = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

describe('membership plans', () => {
  it('shows each plan with its monthly price, and the yearly prices and savings after the switch', async () => {
    renderPlans({ data: PLANS });
    await screen.findByRole('heading', { level: 3, name: 'Residential Plus' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Residential', 'Residential Plus', 'Business']);
    expect(prices()).toEqual(['$15 per month', '$39 per month', '$129 per month']);
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true');
    expect(prices()).toEqual(['$150 per year', '$390 per year', '$1,290 per year']);
    expect(screen.getByText('Save $30 compared with paying monthly')).toBeTruthy();
    expect(screen.getByText('Pay yearly and save up to $258 a year.')).toBeTruthy();
  });

  it('shows the marketing copy and the benefits of each plan', async () => {
    renderPlans({ data: PLANS });
    const business = (await screen.findByRole('heading', { level: 3, name: 'Business' })).closest('li')!;
    expect(within(business).getByText(/One account for the upkeep of your business premises/)).toBeTruthy();
    expect(within(business).getByRole('list', { name: 'What’s included' }).textContent).toContain('Business benefit two');
  });

  it('states each price as all-in, and asks nothing before a plan is chosen', async () => {
    renderPlans({ data: PLANS });
    const plus = (await screen.findByRole('heading', { level: 3, name: 'Residential Plus' })).closest('li')!;
    expect(plus.textContent).toContain('All-in price: no fees and no sales tax are added.');
    expect(screen.getByText(/we keep your choice for an hour while you sign in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose plan: Residential Plus, billed monthly' })).toBeTruthy();
  });

  it('says what went wrong when the plans cannot be read', async () => {
    renderPlans({ error: { title: 'Service unavailable', detail: 'Try again shortly.' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Membership plans could not be loaded');
    expect(alert.textContent).toContain('Service unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('counts what paying yearly saves, never less than nothing', () => {
    expect(yearlySavingCents(PLANS[0]!)).toBe(3000);
    expect(yearlySavingCents(plan('Odd', 'odd', 1000, 13000, 4))).toBe(0);
  });
});

describe('membership plans for a member', () => {
  it('marks the plan held, which leads to My Account instead of a second purchase', async () => {
    renderPlans({ data: PLANS }, signedInAsMember());
    const residential = (await screen.findByRole('heading', { level: 3, name: 'Residential' })).closest('li')!;
    expect(await within(residential).findByText('Your plan')).toBeTruthy();
    expect(within(residential).getByRole('link', { name: 'Manage your plan: Residential' }).getAttribute('href')).toBe('/my-account');
    expect(within(residential).queryByRole('button', { name: /^Choose plan/ })).toBeNull();
    const plus = screen.getByRole('heading', { level: 3, name: 'Residential Plus' }).closest('li')!;
    expect(within(plus).queryByText('Your plan')).toBeNull();
    expect(screen.getByText(/^You are a Residential member\. Switch plan opens Manage membership/)).toBeTruthy();
    // What the page knew already: no request of its own for the mark.
    expect(api.sent.map(({ url }) => url.pathname)).toEqual(['/api/v1/Authentication/current-identity']);
  });

  it('keeps the plan chosen busy while the server is asked, then brings its refusal into view with the focus', async () => {
    identity = PAST_DUE;
    const auth = signedInAsMember();
    renderPlans({ data: PLANS }, auth);
    await identityRead(auth);
    const user = userEvent.setup();
    const choose = await screen.findByRole('button', { name: 'Choose plan: Residential Plus, billed monthly' });
    choose.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.sent.some(({ url }) => url.pathname.endsWith('/Memberships/buy'))).toBe(true));
    expect((choose as HTMLButtonElement).disabled).toBe(true);
    expect(within(choose).getByRole('progressbar')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Choose plan: Business, billed monthly' }) as HTMLButtonElement).disabled).toBe(true);

    releaseBuy();
    const title = await screen.findByRole('heading', { name: 'You already have a membership' });
    const notice = title.closest<HTMLElement>('[role="status"]')!;
    expect(notice.textContent).toBe(`You already have a membership${REFUSAL} Nothing was charged.Go to My Account`);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    // The focus stays on the answer once the button is no longer busy.
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(title);
  });

  it.each([
    [
      'a Message over its Errors',
      { Message: 'You already have a plan.', Errors: ['Your Residential membership has a payment due.', 'Update your card under Manage membership in My Account.'] },
      'You already have a plan.\nYour Residential membership has a payment due.\nUpdate your card under Manage membership in My Account.',
    ],
    ['a lowercase message under "Error"', { message: 'a second plan is not allowed' }, 'Error\na second plan is not allowed'],
  ])('shows a refusal with %s in full, as spec section 8 words it, with the way to My Account', async (_, body, words) => {
    refusal = body;
    identity = PAST_DUE;
    const auth = signedInAsMember();
    renderPlans({ data: PLANS }, auth);
    await identityRead(auth);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose plan: Residential Plus, billed monthly' }));
    await waitFor(() => expect(api.sent.some(({ url }) => url.pathname.endsWith('/Memberships/buy'))).toBe(true));
    releaseBuy();

    // Under the notice's own heading, the server's title and each line of its detail, on lines of their own.
    const title = await screen.findByRole('heading', { name: 'You already have a membership' });
    const notice = title.closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByText(`${words} Nothing was charged.`, { collapseWhitespace: false, trim: false })).toBeTruthy();
    expect(notice.textContent).toBe(`You already have a membership${words} Nothing was charged.Go to My Account`);
    expect(within(notice).getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe('/my-account');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('tells a customer whose checkout another tab is still preparing to try again in a moment, and keeps the choice', async () => {
    const PREPARING = 'Your checkout for this plan is being prepared. Try again in a moment.';
    identity = PAST_DUE;
    refusal = { Message: PREPARING };
    refusalHeaders = { 'Retry-After': '2' };
    renderPlans({ data: PLANS }, signedInAsMember());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose plan: Residential Plus, billed monthly' }));
    await waitFor(() => expect(api.sent.some(({ url }) => url.pathname.endsWith('/Memberships/buy'))).toBe(true));
    releaseBuy();

    const title = await screen.findByRole('heading', { name: PREPARING });
    const notice = title.closest<HTMLElement>('[role="alert"]')!;
    expect(notice.textContent).toContain('The payment page could not be opened. Nothing was charged.');
    expect(within(notice).queryByRole('link', { name: 'Go to My Account' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title));

    // The same plan and price are asked for again.
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.sent.filter(({ url }) => url.pathname.endsWith('/Memberships/buy'))).toHaveLength(2));
    const [firstAsk, again] = api.sent.filter(({ url }) => url.pathname.endsWith('/Memberships/buy'));
    expect(again!.url.search).toBe(firstAsk!.url.search);
    expect(again!.url.searchParams.get('PriceId')).toBe(PLANS[1]!.prices[0]!.id);
  });

  it('offers a member the other plans as a switch in Manage membership, never a second purchase', async () => {
    identity = { ...MEMBER, applicationUser: { ...MEMBER.applicationUser, activeMemberships: ['Residential Plus'] } };
    renderPlans({ data: PLANS }, signedInAsMember());
    const plus = await cardOf('Residential Plus');
    expect(await within(plus).findByText('Your plan')).toBeTruthy();
    expect(within(plus).getByRole('link', { name: 'Manage your plan: Residential Plus' }).getAttribute('href')).toBe('/my-account');
    for (const name of ['Residential', 'Business']) {
      const card = await cardOf(name);
      expect(within(card).queryByText('Your plan')).toBeNull();
      expect(within(card).queryByRole('button', { name: /^Choose plan/ })).toBeNull();
      expect(within(card).getByRole('button', { name: `Switch plan: ${name}` })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /^Choose plan/ })).toBeNull();
    expect(screen.getByText(/^You are a Residential Plus member\. Switch plan opens Manage membership, our payment provider’s page/)).toBeTruthy();

    // The portal, where the plan held is switched, opens; nothing is bought.
    await userEvent.click(screen.getByRole('button', { name: 'Switch plan: Business' }));
    await waitFor(() => expect(window.location.href).toBe(PORTAL_URL));
    expect(api.sent.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'GET /api/v1/Authentication/current-identity',
      'GET /api/v1/Memberships/get-customer-portal',
    ]);
  });

  it('offers a higher tier’s member the lower plans as a switch too, the yearly prices included', async () => {
    identity = { ...MEMBER, applicationUser: { ...MEMBER.applicationUser, activeMemberships: ['Business'] } };
    renderPlans({ data: PLANS }, signedInAsMember());
    expect(await within(await cardOf('Business')).findByText('Your plan')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.queryByRole('button', { name: /^Choose plan/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Switch plan/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Switch plan: Residential', 'Switch plan: Residential Plus']);
  });

  it('keeps the switch busy while the portal is asked for, and says why when it does not open', async () => {
    const ELSEWHERE = 'Your membership was paid through another card payment service than the one this site uses now, so it cannot be managed or canceled here.';
    let answer: (response: Response) => void = () => {};
    portal = () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response;
    renderPlans({ data: PLANS }, signedInAsMember());
    await screen.findByText('Your plan');
    const plus = screen.getByRole('button', { name: 'Switch plan: Residential Plus' });
    await userEvent.click(plus);
    await waitFor(() => expect(within(plus).getByRole('progressbar')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Switch plan: Business' }) as HTMLButtonElement).disabled).toBe(true);

    answer(Response.json({ Message: ELSEWHERE }, { status: 409 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ELSEWHERE);
    expect(alert.textContent).toContain('Manage membership could not be opened.');
    await waitFor(() => expect((plus as HTMLButtonElement).disabled).toBe(false));
    expect(window.location.hash).toBe('');
    expect(api.sent.some(({ url }) => url.pathname.endsWith('/Memberships/buy'))).toBe(false);
  });
});

describe('membership plans for a signed-in customer without a membership', () => {
  it('offers every plan to buy, as to a visitor', async () => {
    identity = PAST_DUE;
    const auth = signedInAsMember();
    renderPlans({ data: PLANS }, auth);
    await identityRead(auth);
    await screen.findByRole('heading', { level: 3, name: 'Business' });
    expect(screen.getAllByRole('button', { name: /^Choose plan/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Choose plan: Residential, billed monthly',
      'Choose plan: Residential Plus, billed monthly',
      'Choose plan: Business, billed monthly',
    ]);
    expect(screen.queryByRole('button', { name: /^Switch plan/ })).toBeNull();
    expect(screen.queryByText('Your plan')).toBeNull();
    expect(screen.getByText(/^Choose a plan to go to the secure payment page/)).toBeTruthy();
  });
});
