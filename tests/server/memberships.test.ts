import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatUsPhoneNumber } from '../../contract/phone';
import { jobRequests, notifications, paymentCustomers, paymentRefunds, payments, storageUnitEnquiries, userMemberships } from '../../server/db/schema';
import { dispatchWaitingJobs, SWEEP_LIMIT } from '../../server/jobs/dispatch';
import { sendRenewalNotices } from '../../server/memberships/notices';
import { settleSecondPlans } from '../../server/memberships/second-plan';
import { PaymentGatewayError } from '../../server/payments/gateway';
import { ensureCustomer } from '../../server/payments/payments';
import { StripeGateway } from '../../server/payments/stripe-gateway';
import { aConsumer, aContractor, aJobRequest, aListing, aLocation, aMembership, aSize, aTrade, aZipCode, unique, unknownId } from './factories';
import { startFakeStripe } from './fake-stripe';
import { createTestApi, type TestApi, useTestApi } from './harness';
import { card, CARDS, deliver, sandboxIn, signedEvent } from './payment-fixtures';
import { domainError, validationErrors } from './problems';
import { bearerFor, newClientIp } from './sign-in';

const api = await useTestApi();
const sandbox = sandboxIn(api);
const DAY = 86_400_000;
const RETURN = 'http://localhost:3000/memberships/return';

let planSets = 0;

/** The three tiers, with names and prices no other test of this file shares (the database is the file's). */
async function threePlans(target: TestApi = api) {
  const suffix = unique();
  // Distinct amounts across the file: a plan switched in the portal is recognized by its price. Steps
  // of $100.00 apart from odd cents never meet another call's (or another test's round) amounts.
  const base = ++planSets * 10_000 + 7;
  const plan = (name: string, priority: number, monthlyCents: number, terms: Partial<Parameters<typeof aMembership>[1]> = {}) =>
    aMembership(target.db, {
      name: `${name} ${suffix}`,
      priority,
      benefits: ['An annual home check-up', '12% off labor on every job'],
      prices: [
        { interval: 'Monthly', amountCents: base + monthlyCents },
        { interval: 'Yearly', amountCents: (base + monthlyCents) * 10 },
      ],
      ...terms,
    });
  return {
    residential: await plan('Residential', 1, 1500, { laborDiscountPercent: 5, tripChargeWaiver: 'FirstJobEachYear', storageDiscountPercent: 10, priorityScheduling: true }),
    residentialPlus: await plan('Residential Plus', 2, 3900, { laborDiscountPercent: 10, tripChargeWaiver: 'Always', storageDiscountPercent: 15, priorityScheduling: true }),
    business: await plan('Business', 3, 12900, { laborDiscountPercent: 10, tripChargeWaiver: 'Always', priorityScheduling: true }),
  };
}
type Plan = Awaited<ReturnType<typeof threePlans>>['residential'];

const priceOf = (plan: Plan, interval: 'Monthly' | 'Yearly') => plan.prices.find((p) => p.interval === interval)!;

const buyQuery = (plan: Plan, interval: 'Monthly' | 'Yearly', redirect = RETURN) =>
  `/Memberships/buy?MembershipId=${plan.id}&PriceId=${priceOf(plan, interval).id}&RedirectUrl=${encodeURIComponent(redirect)}`;

async function buy(user: Customer, plan: Plan, interval: 'Monthly' | 'Yearly', redirect?: string, target: TestApi = api) {
  const res = await target.post(buyQuery(plan, interval, redirect), undefined, user.auth);
  return { status: res.status, body: (await res.json()) as { url?: string; Message?: string } };
}

const sessionIdOf = (url: string) => url.split('/').at(-1)!;

/** Buys and pays on the sandbox's checkout page with `number`; answers the checkout's page after paying. */
async function subscribe(user: Customer, plan: Plan, interval: 'Monthly' | 'Yearly', number: string = CARDS.visa) {
  const { body } = await buy(user, plan, interval);
  const sessionId = sessionIdOf(body.url!);
  const paid = await (await api.post(`/PaymentSandbox/checkout-sessions/${sessionId}/confirm`, { card: card(number) })).json();
  return { sessionId, paid };
}

const identityOf = async (user: Customer) => (await (await api.get('/Authentication/current-identity', user.auth)).json()).applicationUser.activeMemberships as string[];
const currentOf = async (user: Customer) => (await api.get('/Memberships/get-current', user.auth)).json();
const rowsOf = (user: Customer) => api.db.select().from(userMemberships).where(eq(userMemberships.userId, user.userId));

/** The customer portal the member is sent to, as its page shows it. */
async function portalOf(user: Customer, query = '') {
  const res = await api.get(`/Memberships/get-customer-portal${query}`, user.auth);
  expect(res.status).toBe(200);
  const { url } = await res.json();
  const portalId = sessionIdOf(url);
  return { url: url as string, portalId, view: await (await api.get(`/PaymentSandbox/portal-sessions/${portalId}`)).json() };
}

interface Customer {
  userId: string;
  auth: { Authorization: string };
}

/** A signed-up customer, made in the database, with a bearer token (the sign-in itself is tested elsewhere). */
async function aCustomer(target: TestApi = api): Promise<Customer> {
  const user = await aConsumer(target.db);
  return { userId: user.id, auth: await bearerFor(target, user.id) };
}

function resetClockAfter() {
  onTestFinished(() => api.clock.set(new Date()));
}

describe('GET /Memberships/get-available', () => {
  it('lists plans on sale, highest priority first, with their terms, the lines those make first, and prices monthly then yearly', async () => {
    const { residential, business } = await threePlans();
    const plans = await (await api.get('/Memberships/get-available')).json();
    const shown = plans.filter((p: { id: string }) => p.id === residential.id || p.id === business.id);
    expect(shown).toEqual([
      {
        id: business.id,
        name: business.name,
        slug: business.slug,
        description: '',
        benefits: ['Priority scheduling ahead of non-members', '10% off labor on every job', 'No trip charges', 'An annual home check-up'],
        priority: 3,
        terms: { laborDiscountPercent: 10, tripChargeWaiver: 'Always', storageDiscountPercent: 0, priorityScheduling: true },
        prices: [
          { id: priceOf(business, 'Monthly').id, interval: 'Monthly', amountCents: priceOf(business, 'Monthly').amountCents, currency: 'usd' },
          { id: priceOf(business, 'Yearly').id, interval: 'Yearly', amountCents: priceOf(business, 'Yearly').amountCents, currency: 'usd' },
        ],
      },
      expect.objectContaining({
        id: residential.id,
        // The plan's own words about labor yield to its number: the card promises what proposals give.
        benefits: ['Priority scheduling ahead of non-members', '5% off labor on every job', 'No trip charge on your first job each year', '10% off storage unit rent', 'An annual home check-up'],
        terms: { laborDiscountPercent: 5, tripChargeWaiver: 'FirstJobEachYear', storageDiscountPercent: 10, priorityScheduling: true },
      }),
    ]);
  });

  it('leaves out withdrawn plans, withdrawn prices and plans with no price on sale', async () => {
    const retired = await aMembership(api.db, { name: `Retired ${unique()}`, isActive: false, prices: [{ interval: 'Monthly', amountCents: 100 }] });
    const unpriced = await aMembership(api.db, { name: `Unpriced ${unique()}` });
    const monthlyOnly = await aMembership(api.db, {
      name: `Monthly only ${unique()}`,
      prices: [
        { interval: 'Monthly', amountCents: 2000 },
        { interval: 'Yearly', amountCents: 20000, isActive: false },
      ],
    });
    const plans: { id: string; prices: unknown[] }[] = await (await api.get('/Memberships/get-available')).json();
    expect(plans.map((p) => p.id)).not.toContain(retired.id);
    expect(plans.map((p) => p.id)).not.toContain(unpriced.id);
    expect(plans.find((p) => p.id === monthlyOnly.id)).toMatchObject({ prices: [{ interval: 'Monthly', amountCents: 2000 }] });
  });
});

describe('POST /Memberships/buy', () => {
  it.each([
    ['residential', 'Monthly', 'month'],
    ['residential', 'Yearly', 'year'],
    ['residentialPlus', 'Monthly', 'month'],
    ['residentialPlus', 'Yearly', 'year'],
    ['business', 'Monthly', 'month'],
    ['business', 'Yearly', 'year'],
  ] as const)('%s billed %s: a checkout for that price; paid with 4242, the member has the plan', async (which, interval, code) => {
    const plans = await threePlans();
    const plan = plans[which];
    const user = await aCustomer();
    const { status, body } = await buy(user, plan, interval);
    expect(status).toBe(200);
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/payment-sandbox\/checkout\/cs_test_/);
    const sessionId = sessionIdOf(body.url!);
    const page = await (await api.get(`/PaymentSandbox/checkout-sessions/${sessionId}`)).json();
    expect(page).toMatchObject({ status: 'open', productName: plan.name, amountCents: priceOf(plan, interval).amountCents, currency: 'usd', interval: code });
    expect(await identityOf(user)).toEqual([]);

    const paid = await (await api.post(`/PaymentSandbox/checkout-sessions/${sessionId}/confirm`, { card: card(CARDS.visa) })).json();
    expect(paid).toMatchObject({ status: 'complete', successUrl: `${RETURN}?session_id=${sessionId}`, cancelUrl: `${RETURN}?canceled=true` });
    expect(await identityOf(user)).toEqual([plan.name]);
    const [current] = await currentOf(user);
    expect(current).toMatchObject({ membershipId: plan.id, name: plan.name, status: 'Active', interval, amountCents: priceOf(plan, interval).amountCents, cancelAtPeriodEnd: false });
    const days = (Date.parse(current.currentPeriodEnd) - api.clock.now().getTime()) / DAY;
    if (interval === 'Monthly') expect(days).toBeGreaterThan(27);
    else expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(interval === 'Monthly' ? 32 : 367);
  });

  it('keeps the return page’s own query, and makes the customer once for all of a user’s checkouts', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    const { body } = await buy(user, residential, 'Monthly', `${RETURN}?membershipId=${residential.id}#top`);
    const page = await (await api.get(`/PaymentSandbox/checkout-sessions/${sessionIdOf(body.url!)}`)).json();
    expect(page.successUrl).toBe(`${RETURN}?membershipId=${residential.id}&session_id=${sessionIdOf(body.url!)}`);
    expect(page.cancelUrl).toBe(`${RETURN}?membershipId=${residential.id}&canceled=true`);
    await buy(user, business, 'Monthly');
    const customers = await api.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.userId));
    expect(customers).toHaveLength(1);
    const rows = await rowsOf(user);
    expect(rows.map((r) => r.stripeCustomerId)).toEqual([customers[0]!.customerId, customers[0]!.customerId]);
  });

  it('refuses a return address off this site (an open redirect) with 400, and makes no checkout', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    for (const redirect of ['https://evil.example/memberships/return', 'http://localhost.evil.example:3000/', 'http://user:pass@localhost:3000/', 'https://localhost:3000/']) {
      expect(await validationErrors(await api.post(buyQuery(residential, 'Monthly', redirect), undefined, user.auth))).toEqual({
        RedirectUrl: ['The return address must be a page of this site.'],
      });
    }
    expect(await validationErrors(await api.post(buyQuery(residential, 'Monthly', '//evil.example'), undefined, user.auth))).toEqual({ RedirectUrl: ['Enter a valid URL.'] });
    expect(await rowsOf(user)).toEqual([]);
  });

  it('answers the same checkout while it is open, a new one for the other price, and a new one once a day has passed', async () => {
    const { residentialPlus } = await threePlans();
    const user = await aCustomer();
    const first = await buy(user, residentialPlus, 'Yearly');
    const again = await buy(user, residentialPlus, 'Yearly', `${RETURN}?again=1`);
    expect(again).toEqual(first);
    const monthly = await buy(user, residentialPlus, 'Monthly');
    expect(monthly.body.url).not.toBe(first.body.url);
    resetClockAfter();
    api.clock.advance(23 * 60 * 60_000 + 60_000);
    user.auth = await bearerFor(api, user.userId);
    const later = await buy(user, residentialPlus, 'Yearly');
    expect(later.status).toBe(200);
    expect(later.body.url).not.toBe(first.body.url);
    expect((await rowsOf(user)).map((r) => r.stripeCheckoutSessionId)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
  });

  it('starts a checkout at the running provider, never answering one left open at the other', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    // Left by a run with Stripe's keys on the same database, within the day its page stays open.
    await api.db.insert(userMemberships).values({
      userId: user.userId,
      membershipId: residential.id,
      priceId: priceOf(residential, 'Monthly').id,
      status: 'Incomplete',
      provider: 'stripe',
      stripeCheckoutSessionId: `cs_test_${unique()}`,
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_left',
    });
    const { status, body } = await buy(user, residential, 'Monthly');
    expect(status).toBe(200);
    expect(body.url).toMatch(/\/payment-sandbox\/checkout\//);
    expect((await rowsOf(user)).filter((row) => row.stripeCheckoutSessionId === sessionIdOf(body.url!))).toEqual([expect.objectContaining({ provider: 'sandbox' })]);
  });

  it('two buys at once make one checkout', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    const [a, b] = await Promise.all([buy(user, residential, 'Monthly'), buy(user, residential, 'Monthly')]);
    expect(a.body.url).toBe(b.body.url);
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('answers a buy while another for the same plan has not saved its checkout 409 with Retry-After, and that checkout once it is saved', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    // The first call's checkout is made at the provider, and held there before it is saved on its row.
    const gateway = api.payments;
    const createSubscriptionCheckout = gateway.createSubscriptionCheckout.bind(gateway);
    let made: () => void = () => {};
    const firstMade = new Promise<void>((resolve) => (made = resolve));
    let save: () => void = () => {};
    const saving = new Promise<void>((resolve) => (save = resolve));
    let calls = 0;
    gateway.createSubscriptionCheckout = async (input) => {
      const session = await createSubscriptionCheckout(input);
      if (++calls === 1) {
        made();
        await saving;
      }
      return session;
    };
    onTestFinished(() => {
      gateway.createSubscriptionCheckout = createSubscriptionCheckout;
      save();
    });

    // Two tabs: the plans on the home page, and the checkout page, each its own return address.
    const first = buy(user, residential, 'Monthly', 'http://localhost:3000/memberships/checkout');
    await firstMade;
    const second = await api.post(buyQuery(residential, 'Monthly'), undefined, user.auth);
    expect(second.status).toBe(409);
    expect(second.headers.get('Retry-After')).toBe('2');
    expect(await second.json()).toEqual({ Message: 'Your checkout for this plan is being prepared. Try again in a moment.' });

    save();
    const { status, body } = await first;
    expect(status).toBe(200);
    // Asked again after the wait, the second tab is sent to the same checkout.
    expect(await buy(user, residential, 'Monthly')).toEqual({ status: 200, body: { url: body.url } });
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('refuses a second plan while one is active (409): the same plan, a lower tier, a higher tier; and one with a payment due', async () => {
    const { residential, residentialPlus, business } = await threePlans();
    const user = await aCustomer();
    await subscribe(user, residentialPlus, 'Monthly');
    expect((await buy(user, residentialPlus, 'Yearly')).body).toEqual({ Message: `You are already a ${residentialPlus.name} member.` });
    expect(await buy(user, residential, 'Monthly')).toEqual({ status: 409, body: { Message: `Your ${residentialPlus.name} membership already includes everything ${residential.name} offers.` } });
    expect(await buy(user, business, 'Monthly')).toEqual({
      status: 409,
      body: { Message: `You are a ${residentialPlus.name} member. Switch to ${business.name} under Manage membership in My Account, so you do not pay for two plans.` },
    });
    await api.db.update(userMemberships).set({ status: 'PastDue' }).where(eq(userMemberships.userId, user.userId));
    expect((await buy(user, business, 'Monthly')).body.Message).toBe(
      `Your ${residentialPlus.name} membership has a payment due. Update your card under Manage membership in My Account before choosing a plan.`,
    );
    expect((await rowsOf(user)).filter((r) => r.status === 'Incomplete')).toEqual([]);
  });

  it('refuses a second plan while one is held at the payment provider not running, sending the member to us rather than to Manage membership (409)', async () => {
    const { residential, residentialPlus, business } = await threePlans();
    const user = await aCustomer();
    // Left by a run with Stripe's keys on the same database: Manage membership cannot show it (409).
    await api.db
      .insert(userMemberships)
      .values({ userId: user.userId, membershipId: residentialPlus.id, priceId: priceOf(residentialPlus, 'Monthly').id, status: 'Active', provider: 'stripe', stripeSubscriptionId: `sub_${unique()}` });
    const call = `call us at ${formatUsPhoneNumber(api.env.VITE_PROVIDER_PHONE!)} or write to us on the Contact Us page`;
    expect(await buy(user, business, 'Monthly')).toEqual({
      status: 409,
      body: {
        Message: `Your ${residentialPlus.name} membership was paid through another card payment service than the one this site uses now, so it cannot be switched to ${business.name} here. To change your plan, ${call}.`,
      },
    });
    expect(await buy(user, residential, 'Monthly')).toEqual({ status: 409, body: { Message: `Your ${residentialPlus.name} membership already includes everything ${residential.name} offers.` } });
    await api.db.update(userMemberships).set({ status: 'PastDue' }).where(eq(userMemberships.userId, user.userId));
    expect(await buy(user, business, 'Monthly')).toEqual({
      status: 409,
      body: {
        Message: `Your ${residentialPlus.name} membership has a payment due, and it was paid through another card payment service than the one this site uses now, so its card cannot be updated here. To settle it before choosing a plan, ${call}.`,
      },
    });
    expect((await rowsOf(user)).filter((r) => r.status === 'Incomplete')).toEqual([]);
    // Refused, the member was never made a customer of the provider running now.
    expect(await api.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.userId))).toEqual([]);
  });

  it('checks its query first: the ids and the return address', async () => {
    const user = await aCustomer();
    expect(await validationErrors(await api.post('/Memberships/buy?MembershipId=1&PriceId=2', undefined, user.auth))).toEqual({
      MembershipId: ['Must be a valid id.'],
      PriceId: ['Must be a valid id.'],
      RedirectUrl: ['This field is required.'],
    });
  });

  it('answers 404 for a plan or price not on sale, or a price of another plan', async () => {
    const { residential, business } = await threePlans();
    const retired = await aMembership(api.db, { name: `Retired ${unique()}`, isActive: false, prices: [{ interval: 'Monthly', amountCents: 990 }] });
    const user = await aCustomer();
    const ask = (membershipId: string, priceId: string) =>
      api.post(`/Memberships/buy?MembershipId=${membershipId}&PriceId=${priceId}&RedirectUrl=${encodeURIComponent(RETURN)}`, undefined, user.auth);
    const notFound = 'This membership plan or price was not found.';
    expect(await domainError(await ask(unknownId(), priceOf(residential, 'Monthly').id), 404)).toBe(notFound);
    expect(await domainError(await ask(business.id, priceOf(residential, 'Monthly').id), 404)).toBe(notFound);
    expect(await domainError(await ask(retired.id, retired.prices[0]!.id), 404)).toBe(notFound);
  });

  it('is for signed-up customers: 401 without a token, 403 before the profile is complete and for a contractor', async () => {
    const { residential } = await threePlans();
    expect(await domainError(await api.post(buyQuery(residential, 'Monthly')), 401)).toBe('Sign in to continue.');
    const incomplete = await aConsumer(api.db, { initialized: false, firstName: '', lastName: '', email: null });
    expect(await domainError(await api.post(buyQuery(residential, 'Monthly'), undefined, await bearerFor(api, incomplete.id)), 403)).toBe('Complete your profile to continue.');
    const contractor = await aContractor(api.db);
    expect(await domainError(await api.post(buyQuery(residential, 'Monthly'), undefined, await bearerFor(api, contractor.userId)), 403)).toBe(
      'Memberships are for customer accounts.',
    );
  });
});

/** A buy whose checkout is not paid on the page: its events come from the test, signed, in the order it chooses. */
async function aCheckoutRow(user: Customer, plan: Plan, interval: 'Monthly' | 'Yearly' = 'Yearly') {
  const { body } = await buy(user, plan, interval);
  const sessionId = sessionIdOf(body.url!);
  const [row] = await api.db.select().from(userMemberships).where(eq(userMemberships.stripeCheckoutSessionId, sessionId));
  const now = Math.floor(api.clock.now().getTime() / 1000);
  const subscriptionId = `sub_${unique()}${unique()}`;
  const metadata = { userMembershipId: row!.id };
  const price = priceOf(plan, interval);
  const subscription = (extra: Record<string, unknown> = {}) => ({
    id: subscriptionId,
    object: 'subscription',
    customer: row!.stripeCustomerId,
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: now,
          current_period_end: now + 365 * 86_400,
          price: { id: `price_${unique()}`, unit_amount: price.amountCents, currency: 'usd', recurring: { interval: interval === 'Monthly' ? 'month' : 'year' } },
        },
      ],
    },
    ...extra,
  });
  const session = (extra: Record<string, unknown> = {}) => ({
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    customer: row!.stripeCustomerId,
    subscription: subscriptionId,
    payment_status: 'paid',
    status: 'complete',
    metadata,
    ...extra,
  });
  const invoice = (extra: Record<string, unknown> = {}) => ({
    id: `in_${unique()}`,
    object: 'invoice',
    customer: row!.stripeCustomerId,
    billing_reason: 'subscription_create',
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
    lines: { object: 'list', data: [{ period: { start: now, end: now + 365 * 86_400 } }] },
    ...extra,
  });
  const row_ = async () => (await api.db.select().from(userMemberships).where(eq(userMemberships.id, row!.id)))[0]!;
  return { rowId: row!.id, sessionId, subscriptionId, now, subscription, session, invoice, row: row_ };
}

/** Delivers a signed event made `secondsAgo` before now (within Stripe's five minutes), answering the handler's answer. */
async function send(type: string, object: Record<string, unknown>, secondsAgo = 0, id?: string) {
  const at = new Date(api.clock.now().getTime() - secondsAgo * 1000);
  const res = await deliver(api, signedEvent(api, type, object, { at, ...(id ? { id } : {}) }));
  return { status: res.status, body: await res.json() };
}

describe('POST /StripeWebHook: membership events', () => {
  it('checkout.session.completed alone activates the plan; delivered again it is a duplicate that changes nothing', async () => {
    const { residentialPlus } = await threePlans();
    const user = await aCustomer();
    const checkout = await aCheckoutRow(user, residentialPlus);
    const id = `evt_${unique()}${unique()}`;
    expect(await send('checkout.session.completed', checkout.session(), 0, id)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await checkout.row()).toMatchObject({ status: 'Active', stripeSubscriptionId: checkout.subscriptionId });
    expect(await identityOf(user)).toEqual([residentialPlus.name]);
    await api.db.update(userMemberships).set({ status: 'Incomplete' }).where(eq(userMemberships.id, checkout.rowId));
    expect(await send('checkout.session.completed', checkout.session(), 0, id)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await checkout.row()).status).toBe('Incomplete');
  });

  it('changes nothing for an event whose signature does not verify', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    const checkout = await aCheckoutRow(user, residential);
    const event = signedEvent(api, 'checkout.session.completed', checkout.session(), { secret: 'whsec_someone_else_entirely' });
    expect(await domainError(await deliver(api, event), 400)).toBe('The signature of this event could not be verified.');
    expect(await domainError(await deliver(api, { body: event.body.replace('paid', 'unpaid'), signature: signedEvent(api, 'x', {}).signature }), 400)).toBeTruthy();
    expect((await checkout.row()).status).toBe('Incomplete');
    expect(await identityOf(user)).toEqual([]);
  });

  it('customer.subscription.created, invoice.paid and checkout.session.completed in any order leave one Active plan with its renewal date', async () => {
    const { residential } = await threePlans();
    const orders = [
      ['customer.subscription.created', 'invoice.paid', 'checkout.session.completed'],
      ['checkout.session.completed', 'invoice.paid', 'customer.subscription.created'],
      ['invoice.paid', 'customer.subscription.created', 'checkout.session.completed'],
    ];
    for (const order of orders) {
      const user = await aCustomer();
      const checkout = await aCheckoutRow(user, residential);
      const objects: Record<string, Record<string, unknown>> = {
        'customer.subscription.created': checkout.subscription(),
        'invoice.paid': checkout.invoice(),
        'checkout.session.completed': checkout.session(),
      };
      for (const type of order) expect((await send(type, objects[type]!)).status).toBe(200);
      expect(await checkout.row()).toMatchObject({
        status: 'Active',
        stripeSubscriptionId: checkout.subscriptionId,
        currentPeriodEnd: new Date((checkout.now + 365 * 86_400) * 1000),
        cancelAtPeriodEnd: false,
      });
      expect(await identityOf(user)).toEqual([residential.name]);
    }
  });

  it('an older update arriving after a newer one does not undo it', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    const checkout = await aCheckoutRow(user, residential);
    const cancelAt = checkout.now + 365 * 86_400;
    await send('customer.subscription.updated', checkout.subscription({ cancel_at_period_end: true, cancel_at: cancelAt, canceled_at: checkout.now, cancellation_details: { feedback: 'too_expensive', comment: 'Moving away.' } }), 30);
    await send('customer.subscription.created', checkout.subscription(), 90);
    expect(await checkout.row()).toMatchObject({ status: 'Active', cancelAtPeriodEnd: true, cancelReason: 'Too expensive: Moving away.', stripeSubscriptionId: checkout.subscriptionId });
    const [current] = await currentOf(user);
    expect(current).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(cancelAt * 1000).toISOString() });
  });

  it('customer.subscription.deleted ends the plan for good: a late update or paid invoice does not bring it back', async () => {
    const { residentialPlus } = await threePlans();
    const user = await aCustomer();
    const checkout = await aCheckoutRow(user, residentialPlus);
    await send('customer.subscription.created', checkout.subscription(), 120);
    expect(await identityOf(user)).toEqual([residentialPlus.name]);
    await send('customer.subscription.deleted', checkout.subscription({ status: 'canceled', ended_at: checkout.now, canceled_at: checkout.now }), 60);
    expect(await identityOf(user)).toEqual([]);
    await send('customer.subscription.updated', checkout.subscription(), 90);
    await send('invoice.paid', checkout.invoice({ billing_reason: 'subscription_cycle' }), 10);
    expect(await checkout.row()).toMatchObject({ status: 'Canceled', canceledAt: new Date(checkout.now * 1000) });
    expect(await identityOf(user)).toEqual([]);
    expect(await currentOf(user)).toEqual([]);
  });

  it('invoice.payment_failed on a renewal leaves the plan past due, without its benefits, and tells the member; invoice.paid restores it', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    const checkout = await aCheckoutRow(user, residential);
    await send('customer.subscription.created', checkout.subscription(), 120);
    await send('invoice.payment_failed', checkout.invoice({ billing_reason: 'subscription_cycle', status: 'open' }), 60);
    expect((await checkout.row()).status).toBe('PastDue');
    expect(await identityOf(user)).toEqual([]);
    expect(await currentOf(user)).toEqual([expect.objectContaining({ status: 'PastDue', name: residential.name })]);
    const told = await api.db.select().from(notifications).where(and(eq(notifications.userId, user.userId), eq(notifications.kind, 'MembershipPaymentFailed')));
    expect(told).toEqual([expect.objectContaining({ channel: 'email', subject: `Your ${residential.name} membership payment did not go through` })]);
    await send('invoice.paid', checkout.invoice({ billing_reason: 'subscription_cycle' }), 30);
    expect((await checkout.row()).status).toBe('Active');
    expect(await identityOf(user)).toEqual([residential.name]);
  });

  it('checkout.session.expired closes a checkout nobody paid, so the next buy starts a new one; after a completion it changes nothing', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    const checkout = await aCheckoutRow(user, residential);
    await send('checkout.session.expired', checkout.session({ status: 'expired', payment_status: 'unpaid', subscription: null }));
    expect((await checkout.row()).status).toBe('Expired');
    const next = await buy(user, residential, 'Yearly');
    expect(sessionIdOf(next.body.url!)).not.toBe(checkout.sessionId);

    const other = await aCustomer();
    const paid = await aCheckoutRow(other, business);
    await send('checkout.session.completed', paid.session(), 30);
    await send('checkout.session.expired', paid.session({ status: 'expired' }), 0);
    expect((await paid.row()).status).toBe('Active');
  });

  it('a plan switched in the portal (subscription updated with another price) becomes the member’s plan', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    await subscribe(user, residential, 'Monthly');
    const { portalId, view } = await portalOf(user);
    const businessYearly = view.prices.find((p: { productName: string; interval: string }) => p.productName === business.name && p.interval === 'year');
    const res = await api.post(`/PaymentSandbox/portal-sessions/${portalId}/subscriptions/${view.subscriptions[0].id}/change-price`, { priceId: businessYearly.id });
    expect(res.status).toBe(200);
    expect(await identityOf(user)).toEqual([business.name]);
    expect(await currentOf(user)).toEqual([expect.objectContaining({ membershipId: business.id, interval: 'Yearly', amountCents: priceOf(business, 'Yearly').amountCents })]);
  });

  it('ignores subscription events of no membership of ours, and of a shape it does not know', async () => {
    expect(await send('customer.subscription.updated', { id: 'sub_elsewhere', object: 'subscription', customer: 'cus_x', status: 'active', cancel_at_period_end: false, metadata: {}, items: { data: [] } })).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect((await send('invoice.paid', { id: 'in_1', object: 'invoice', lines: 'not a list' })).status).toBe(200);
  });
});

describe('two tabs, two plans: one open checkout and one current plan at a time (decision 101)', () => {
  const pay = (target: TestApi, sessionId: string) => target.post(`/PaymentSandbox/checkout-sessions/${sessionId}/confirm`, { card: card(CARDS.visa) });
  const checkoutOf = async (user: Customer, sessionId: string, target: TestApi = api) => {
    const res = await target.get(`/Memberships/get-checkout?SessionId=${sessionId}`, user.auth);
    return { status: res.status, body: await res.json() };
  };
  const secondPlanNotices = (userId: string) =>
    api.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'SecondMembershipRefunded')));

  it('opening a checkout for another plan closes the first: paying it is refused and charges nothing, and the newer one makes the only plan', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    const a = await buy(user, residential, 'Monthly');
    const b = await buy(user, business, 'Monthly');
    expect([a.status, b.status]).toEqual([200, 200]);
    const [aId, bId] = [sessionIdOf(a.body.url!), sessionIdOf(b.body.url!)];

    // Tab A, still showing its page, is told its checkout is no longer open when it pays.
    expect(await (await api.get(`/PaymentSandbox/checkout-sessions/${aId}`)).json()).toMatchObject({ status: 'expired' });
    const paidA = await pay(api, aId);
    expect(paidA.status).toBe(409);
    expect(await paidA.json()).toMatchObject({ Message: 'This checkout is no longer open.', code: 'checkout_session_unexpected_state', checkoutSession: { id: aId, status: 'expired' } });
    expect(await (await pay(api, bId)).json()).toMatchObject({ status: 'complete' });

    expect((await currentOf(user)).map((m: { name: string }) => m.name)).toEqual([business.name]);
    expect(await identityOf(user)).toEqual([business.name]);
    const rows = await rowsOf(user);
    expect(rows.find((r) => r.stripeCheckoutSessionId === aId)).toMatchObject({ status: 'Expired', checkoutUrl: null, stripeSubscriptionId: null });
    expect(rows.find((r) => r.stripeCheckoutSessionId === bId)).toMatchObject({ status: 'Active' });
    // Asked again for A's plan, the member is refused: nobody pays for two plans.
    expect((await buy(user, residential, 'Monthly')).status).toBe(409);
  });

  it('the same plan’s other price closes the first checkout too', async () => {
    const { residentialPlus } = await threePlans();
    const user = await aCustomer();
    const yearly = await buy(user, residentialPlus, 'Yearly');
    const monthly = await buy(user, residentialPlus, 'Monthly');
    expect(await (await api.get(`/PaymentSandbox/checkout-sessions/${sessionIdOf(yearly.body.url!)}`)).json()).toMatchObject({ status: 'expired' });
    expect(await (await api.get(`/PaymentSandbox/checkout-sessions/${sessionIdOf(monthly.body.url!)}`)).json()).toMatchObject({ status: 'open' });
  });

  it('two buys for two plans at the same moment: the newer checkout stays, the older is closed and answered 409 with a time to try again', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    // Tab A's checkout is made at the provider, and held there before it is saved, while tab B's buy comes and goes.
    const create = sandbox.createSubscriptionCheckout.bind(sandbox);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let made: () => void = () => {};
    const firstMade = new Promise<void>((resolve) => (made = resolve));
    let calls = 0;
    sandbox.createSubscriptionCheckout = async (input) => {
      const session = await create(input);
      if (++calls === 1) {
        made();
        await held;
      }
      return session;
    };
    onTestFinished(() => {
      sandbox.createSubscriptionCheckout = create;
      release();
    });

    const first = api.post(buyQuery(residential, 'Monthly'), undefined, user.auth);
    await firstMade;
    const b = await buy(user, business, 'Monthly');
    expect(b.status).toBe(200);
    release();
    const a = await first;
    expect(a.status).toBe(409);
    expect(a.headers.get('Retry-After')).toBe('2');
    expect(await a.json()).toEqual({ Message: 'A checkout for another plan was opened at the same moment, in another tab or window. Try again to pay for this plan here.' });

    const rows = await rowsOf(user);
    const older = rows.find((r) => r.membershipId === residential.id)!;
    expect(older).toMatchObject({ status: 'Expired', checkoutUrl: null });
    expect(await (await api.get(`/PaymentSandbox/checkout-sessions/${older.stripeCheckoutSessionId}`)).json()).toMatchObject({ status: 'expired' });
    expect(await (await api.get(`/PaymentSandbox/checkout-sessions/${sessionIdOf(b.body.url!)}`)).json()).toMatchObject({ status: 'open' });
  });

  it('a checkout paid just as another plan’s is opened: that buy is refused (409), naming the plan paid, and leaves no checkout open', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    const a = await buy(user, residential, 'Monthly');
    const aId = sessionIdOf(a.body.url!);
    // Tab A's card is taken just as tab B's buy comes to close A's checkout.
    const expire = sandbox.expireSubscriptionCheckout.bind(sandbox);
    sandbox.expireSubscriptionCheckout = async (id) => {
      if (id === aId) expect((await pay(api, aId)).status).toBe(200);
      return expire(id);
    };
    onTestFinished(() => void (sandbox.expireSubscriptionCheckout = expire));

    expect(await buy(user, business, 'Monthly')).toEqual({
      status: 409,
      body: { Message: `You are a ${residential.name} member. Switch to ${business.name} under Manage membership in My Account, so you do not pay for two plans.` },
    });
    expect((await currentOf(user)).map((m: { name: string }) => m.name)).toEqual([residential.name]);
    const [refused] = (await rowsOf(user)).filter((r) => r.membershipId === business.id);
    expect(refused).toMatchObject({ status: 'Expired', checkoutUrl: null });
    if (refused!.stripeCheckoutSessionId) expect(await (await api.get(`/PaymentSandbox/checkout-sessions/${refused!.stripeCheckoutSessionId}`)).json()).toMatchObject({ status: 'expired' });
  });

  it('two checkouts paid all the same (the close crossed the payment): the later is ended at once and refunded in full, the member told why, once', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    const a = await buy(user, residential, 'Monthly');
    // The close of A's checkout does not reach it before A's page takes the card.
    const expire = sandbox.expireSubscriptionCheckout.bind(sandbox);
    sandbox.expireSubscriptionCheckout = async () => ({ subscriptionId: null });
    onTestFinished(() => void (sandbox.expireSubscriptionCheckout = expire));
    const b = await buy(user, business, 'Monthly');
    sandbox.expireSubscriptionCheckout = expire;
    const [aId, bId] = [sessionIdOf(a.body.url!), sessionIdOf(b.body.url!)];

    expect(await (await pay(api, aId)).json()).toMatchObject({ status: 'complete' });
    expect(await (await pay(api, bId)).json()).toMatchObject({ status: 'complete' });

    // One current plan: the one confirmed first.
    expect((await currentOf(user)).map((m: { name: string }) => m.name)).toEqual([residential.name]);
    expect(await identityOf(user)).toEqual([residential.name]);
    const second = (await rowsOf(user)).find((r) => r.stripeCheckoutSessionId === bId)!;
    expect(second).toMatchObject({ status: 'Canceled', cancelReason: 'A second membership, paid while another was current: canceled at once and refunded.' });
    // Ended at the provider, so it never renews; its first payment given back in full.
    expect(await sandbox.events({ type: 'customer.subscription.deleted', objectId: second.stripeSubscriptionId! })).toHaveLength(1);
    const [payment] = await api.db.select().from(payments).where(eq(payments.userMembershipId, second.id));
    const amount = priceOf(business, 'Monthly').amountCents;
    expect(payment).toMatchObject({ kind: 'Membership', status: 'Refunded', amountCents: amount, refundedCents: amount, provider: 'sandbox', stripePaymentIntentId: expect.stringMatching(/^pi_/) });
    const refunds = () => api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(await refunds()).toEqual([expect.objectContaining({ status: 'Issued', amountCents: amount, providerRefundId: expect.stringMatching(/^re_/) })]);
    // The member hears why, and the return page says it too.
    const told = await secondPlanNotices(user.userId);
    expect(told).toEqual([expect.objectContaining({ channel: 'email', subject: `Your ${business.name} membership was canceled and refunded` })]);
    expect(told[0]!.body).toContain(`we kept ${residential.name}, the one confirmed first, and canceled ${business.name} at once`);
    expect(await checkoutOf(user, bId)).toEqual({ status: 200, body: { membershipId: business.id, status: 'Canceled', refunded: { amountCents: amount, keptMembership: residential.name } } });
    expect(await checkoutOf(user, aId)).toEqual({ status: 200, body: { membershipId: residential.id, status: 'Active', refunded: null } });

    // Every event of the second checkout delivered again changes nothing: one refund, one notice.
    for (const event of await sandbox.events({ objectId: bId })) expect(await (await sandbox.redeliver(event.id)).json()).toEqual({ received: true, duplicate: true });
    expect(await refunds()).toHaveLength(1);
    expect(await secondPlanNotices(user.userId)).toHaveLength(1);
    expect(await sandbox.events({ type: 'refund.created' }).then((all) => all.filter((e) => e.data.object.payment_intent === payment!.stripePaymentIntentId))).toHaveLength(1);
  });

  it('a second plan the provider could not end at once is ended and refunded by the next sweep, once', async () => {
    const { residential, business } = await threePlans();
    const user = await aCustomer();
    const a = await buy(user, residential, 'Monthly');
    const expire = sandbox.expireSubscriptionCheckout.bind(sandbox);
    sandbox.expireSubscriptionCheckout = async () => ({ subscriptionId: null });
    onTestFinished(() => void (sandbox.expireSubscriptionCheckout = expire));
    const b = await buy(user, business, 'Monthly');
    sandbox.expireSubscriptionCheckout = expire;
    expect((await pay(api, sessionIdOf(a.body.url!))).status).toBe(200);
    // The provider cannot be reached as the second payment is confirmed.
    const cancel = sandbox.cancelSubscriptionNow.bind(sandbox);
    sandbox.cancelSubscriptionNow = () => Promise.reject(new PaymentGatewayError('An error occurred with our connection to Stripe.', undefined, true));
    onTestFinished(() => void (sandbox.cancelSubscriptionNow = cancel));
    expect((await pay(api, sessionIdOf(b.body.url!))).status).toBe(200);

    // Never a second current plan, even before the provider has ended it.
    expect((await currentOf(user)).map((m: { name: string }) => m.name)).toEqual([residential.name]);
    const second = (await rowsOf(user)).find((r) => r.membershipId === business.id)!;
    expect(second.status).toBe('Canceled');
    const paymentOf = async () => (await api.db.select().from(payments).where(eq(payments.userMembershipId, second.id)))[0]!;
    expect(await paymentOf()).toMatchObject({ status: 'Succeeded', stripePaymentIntentId: null });
    expect(await sandbox.events({ type: 'customer.subscription.deleted', objectId: second.stripeSubscriptionId! })).toEqual([]);

    sandbox.cancelSubscriptionNow = cancel;
    await settleSecondPlans({ db: api.db, payments: api.payments });
    await settleSecondPlans({ db: api.db, payments: api.payments });
    expect(await sandbox.events({ type: 'customer.subscription.deleted', objectId: second.stripeSubscriptionId! })).toHaveLength(1);
    const payment = await paymentOf();
    expect(payment).toMatchObject({ status: 'Refunded', refundedCents: priceOf(business, 'Monthly').amountCents });
    expect(await api.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toEqual([expect.objectContaining({ status: 'Issued' })]);
  });

  it('answers the return page only about the caller’s own checkout', async () => {
    const { residential } = await threePlans();
    const owner = await aCustomer();
    const other = await aCustomer();
    const { body } = await buy(owner, residential, 'Monthly');
    expect(await domainError(await api.get(`/Memberships/get-checkout?SessionId=${sessionIdOf(body.url!)}`, other.auth), 404)).toBe('This checkout was not found.');
    expect((await checkoutOf(owner, sessionIdOf(body.url!))).body).toEqual({ membershipId: residential.id, status: 'Incomplete', refunded: null });
  });
});

describe('two tabs, two plans, at Stripe (against a local fake of its API)', () => {
  it('opening a checkout for another plan expires the first at Stripe; paid all the same, completions in any order leave one plan, the later refunded', async () => {
    const fake = await startFakeStripe();
    onTestFinished(() => fake.close());
    const withStripe = await createTestApi({ payments: () => new StripeGateway({ secretKey: fake.secretKey, apiUrl: fake.url, maxNetworkRetries: 0 }) });
    onTestFinished(() => withStripe.close());
    const { residential, business } = await threePlans(withStripe);
    const user = await aCustomer(withStripe);
    const a = await buy(user, residential, 'Monthly', undefined, withStripe);
    const b = await buy(user, business, 'Monthly', undefined, withStripe);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rowOf = async (plan: Plan) => (await withStripe.db.select().from(userMemberships).where(and(eq(userMemberships.userId, user.userId), eq(userMemberships.membershipId, plan.id))))[0]!;
    const [rowA, rowB] = [await rowOf(residential), await rowOf(business)];
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${rowA.stripeCheckoutSessionId}/expire`)).toHaveLength(1);
    expect(rowA).toMatchObject({ status: 'Expired', checkoutUrl: null });

    // Both were paid all the same (A's page took the card as it was being closed), and B's completion arrives first.
    const subscriptionA = fake.completeCheckout(rowA.stripeCheckoutSessionId!);
    const subscriptionB = fake.completeCheckout(rowB.stripeCheckoutSessionId!);
    const completion = (row: typeof rowA, subscription: string) => ({
      id: row.stripeCheckoutSessionId,
      object: 'checkout.session',
      mode: 'subscription',
      customer: row.stripeCustomerId,
      subscription,
      payment_status: 'paid',
      status: 'complete',
      metadata: { userMembershipId: row.id },
    });
    const completedA = signedEvent(withStripe, 'checkout.session.completed', completion(rowA, subscriptionA));
    expect((await deliver(withStripe, signedEvent(withStripe, 'checkout.session.completed', completion(rowB, subscriptionB)))).status).toBe(200);
    expect((await deliver(withStripe, completedA)).status).toBe(200);

    expect(await rowOf(business)).toMatchObject({ status: 'Active' });
    expect(await rowOf(residential)).toMatchObject({ status: 'Canceled', stripeSubscriptionId: subscriptionA });
    expect(fake.subscription(subscriptionA)).toMatchObject({ status: 'canceled', cancellation_details: { comment: 'A second membership, paid while another was current: canceled at once and refunded.' } });
    expect(fake.subscription(subscriptionB)).toMatchObject({ status: 'active' });
    const refundsAsked = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refundsAsked()).toEqual([expect.objectContaining({ params: expect.objectContaining({ payment_intent: expect.stringMatching(/^pi_/), reason: 'duplicate' }) })]);
    const [payment] = await withStripe.db.select().from(payments).where(eq(payments.userMembershipId, rowA.id));
    expect(payment).toMatchObject({ kind: 'Membership', provider: 'stripe', stripePaymentIntentId: refundsAsked()[0]!.params.payment_intent, amountCents: priceOf(residential, 'Monthly').amountCents });
    expect(await withStripe.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id))).toEqual([expect.objectContaining({ status: 'Issued', providerRefundId: expect.stringMatching(/^re_/) })]);

    // The same event again, and later events of the ended subscription, change nothing more.
    expect(await (await deliver(withStripe, completedA)).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(withStripe, signedEvent(withStripe, 'customer.subscription.updated', { ...fake.subscription(subscriptionA), status: 'active', metadata: { userMembershipId: rowA.id }, items: { data: [] } }))).status).toBe(200);
    expect(await rowOf(residential)).toMatchObject({ status: 'Canceled' });
    expect(refundsAsked()).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionA}`)).toHaveLength(1);
  });
});

describe('the tier', () => {
  it('lists every active plan, highest priority first, and the account lists the highest first: Business > Residential Plus > Residential', async () => {
    const { residential, residentialPlus, business } = await threePlans();
    const user = await aCustomer();
    for (const plan of [residential, business, residentialPlus]) {
      await api.db.insert(userMemberships).values({ userId: user.userId, membershipId: plan.id, priceId: priceOf(plan, 'Monthly').id, status: 'Active' });
    }
    await api.db.insert(userMemberships).values({ userId: user.userId, membershipId: business.id, priceId: priceOf(business, 'Yearly').id, status: 'Canceled' });
    expect(await identityOf(user)).toEqual([business.name, residentialPlus.name, residential.name]);
    expect((await currentOf(user)).map((m: { name: string }) => m.name)).toEqual([business.name, residentialPlus.name, residential.name]);
  });
});

describe('canceling', () => {
  it('at period end in the portal, one click from My Account: active until the period ends, then the deletion ends it', async () => {
    const { residentialPlus } = await threePlans();
    const user = await aCustomer();
    await subscribe(user, residentialPlus, 'Yearly');
    const [before] = await currentOf(user);
    const { view, portalId } = await portalOf(user, '?Flow=cancel');
    expect(view).toMatchObject({ returnUrl: 'http://localhost:3000/my-account', cancelSubscriptionId: view.subscriptions[0].id, card: { last4: '4242' } });
    expect(view.subscriptions[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, price: { productName: residentialPlus.name, interval: 'year' } });

    const canceled = await api.post(`/PaymentSandbox/portal-sessions/${portalId}/subscriptions/${view.subscriptions[0].id}/cancel`, { feedback: 'unused', comment: 'We are moving.' });
    expect(canceled.status).toBe(200);
    expect(await currentOf(user)).toEqual([expect.objectContaining({ status: 'Active', cancelAtPeriodEnd: true, currentPeriodEnd: before.currentPeriodEnd })]);
    expect(await identityOf(user)).toEqual([residentialPlus.name]);
    expect((await rowsOf(user))[0]).toMatchObject({ cancelReason: 'Not used enough: We are moving.' });
    expect(await domainError(await api.get('/Memberships/get-customer-portal?Flow=cancel', user.auth), 409)).toBe('You have no membership that renews, so there is nothing to cancel.');

    resetClockAfter();
    api.clock.advance(366 * DAY);
    await sandbox.advanceClock();
    user.auth = await bearerFor(api, user.userId);
    expect(await identityOf(user)).toEqual([]);
    expect(await currentOf(user)).toEqual([]);
    expect((await rowsOf(user))[0]).toMatchObject({ status: 'Canceled' });
  });
});

describe('GET /Memberships/get-customer-portal', () => {
  it('answers 404 with a Message before the user has a payment customer', async () => {
    const user = await aCustomer();
    expect(await domainError(await api.get('/Memberships/get-customer-portal', user.auth), 404)).toBe('You have no membership to manage yet. Choose a plan first.');
  });

  it('opens the caller’s own customer only: another member’s plan and card are never reached', async () => {
    const { residential, business } = await threePlans();
    const alice = await aCustomer();
    const bob = await aCustomer();
    await subscribe(alice, business, 'Yearly');
    await subscribe(bob, residential, 'Monthly', '5555 5555 5555 4444');
    const alicePortal = await portalOf(alice, '?Flow=cancel');
    const bobPortal = await portalOf(bob, '?Flow=cancel');
    expect(alicePortal.view.subscriptions.map((s: { price: { productName: string } }) => s.price.productName)).toEqual([business.name]);
    expect(bobPortal.view.subscriptions.map((s: { price: { productName: string } }) => s.price.productName)).toEqual([residential.name]);
    expect(bobPortal.view.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(bobPortal.view.cancelSubscriptionId).not.toBe(alicePortal.view.cancelSubscriptionId);
    // Bob's portal cannot act on Alice's subscription.
    const res = await api.post(`/PaymentSandbox/portal-sessions/${bobPortal.portalId}/subscriptions/${alicePortal.view.subscriptions[0].id}/cancel`, {});
    expect(res.status).toBe(404);
    expect(await currentOf(alice)).toEqual([expect.objectContaining({ cancelAtPeriodEnd: false })]);
  });

  it('answers 409 with a Message for a plan paid at the payment provider not running, never asking this one about it', async () => {
    const { residential } = await threePlans();
    const user = await aCustomer();
    // A customer at the sandbox (a deposit paid), and a plan left by a run with Stripe's keys on the same database.
    await ensureCustomer({ db: api.db, payments: api.payments }, user.userId);
    await api.db
      .insert(userMemberships)
      .values({ userId: user.userId, membershipId: residential.id, priceId: priceOf(residential, 'Monthly').id, status: 'Active', provider: 'stripe', stripeSubscriptionId: `sub_${unique()}` });
    const elsewhere = 'Your membership was paid through another card payment service than the one this site uses now, so it cannot be managed or canceled here. To change or cancel it, call us or write to us on the Contact Us page.';
    expect(await domainError(await api.get('/Memberships/get-customer-portal', user.auth), 409)).toBe(elsewhere);
    expect(await domainError(await api.get('/Memberships/get-customer-portal?Flow=cancel', user.auth), 409)).toBe(elsewhere);
  });

  it('refuses a return address off this site, and is for signed-up customers only', async () => {
    const user = await aCustomer();
    expect(await validationErrors(await api.get(`/Memberships/get-customer-portal?ReturnUrl=${encodeURIComponent('https://evil.example/')}`, user.auth))).toEqual({
      ReturnUrl: ['The return address must be a page of this site.'],
    });
    expect(await domainError(await api.get('/Memberships/get-customer-portal'), 401)).toBe('Sign in to continue.');
  });
});

describe('the customer portal at Stripe', () => {
  it('opens on the cancelation of the member’s subscription (Stripe’s subscription_cancel flow), and back to My Account after', async () => {
    const fake = await startFakeStripe();
    onTestFinished(() => fake.close());
    const stripe = new StripeGateway({ secretKey: fake.secretKey, apiUrl: fake.url, maxNetworkRetries: 0 });
    const customer = await stripe.createCustomer({ name: 'Pat Neighbor', idempotencyKey: `customer-${unique()}` });
    const { url } = await stripe.createPortalSession({ customerId: customer.id, returnUrl: 'http://localhost:3000/my-account', cancelSubscriptionId: 'sub_123' });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: {
        customer: customer.id,
        return_url: 'http://localhost:3000/my-account',
        flow_data: {
          type: 'subscription_cancel',
          subscription_cancel: { subscription: 'sub_123' },
          after_completion: { type: 'redirect', redirect: { return_url: 'http://localhost:3000/my-account' } },
        },
      },
    });
  });
});

describe('renewal notices (940 CMR 38)', () => {
  async function aMemberRenewingIn(days: number, interval: 'Monthly' | 'Yearly' = 'Yearly', extra: Partial<typeof userMemberships.$inferInsert> = {}) {
    const { residentialPlus } = await threePlans();
    const user = await aCustomer();
    const [row] = await api.db
      .insert(userMemberships)
      .values({
        userId: user.userId,
        membershipId: residentialPlus.id,
        priceId: priceOf(residentialPlus, interval).id,
        status: 'Active',
        provider: api.payments.kind,
        currentPeriodEnd: new Date(api.clock.now().getTime() + days * DAY),
        ...extra,
      })
      .returning();
    return { user, row: row!, plan: residentialPlus };
  }
  const noticesTo = (userId: string) => api.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'RenewalNotice')));
  const notify = () => sendRenewalNotices(api.db, api.clock.now(), { publicUrl: api.env.PUBLIC_URL, provider: api.payments.kind });

  it('reminds a yearly member 30 days or less before the renewal, once for that renewal, with the date, the amount and how to cancel', async () => {
    const { user, row, plan } = await aMemberRenewingIn(29);
    await notify();
    await notify();
    const notices = await noticesTo(user.userId);
    expect(notices).toHaveLength(1);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'America/New_York' }).format(row.currentPeriodEnd!);
    const amount = `$${(priceOf(plan, 'Yearly').amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(notices[0]).toMatchObject({ channel: 'email', subject: `Your ${plan.name} membership renews on ${date}` });
    expect(notices[0]!.body).toContain(`We will charge ${amount} to the card on file for another year.`);
    expect(notices[0]!.body).toContain('http://localhost:3000/my-account');
    expect(notices[0]!.body).toContain('choose Cancel membership');
    await api.sendNotifications();
    expect(api.email.sentTo(notices[0]!.to)).toEqual([expect.objectContaining({ kind: 'RenewalNotice', subject: notices[0]!.subject })]);

    // The next year's renewal gets its own notice.
    await api.db.update(userMemberships).set({ currentPeriodEnd: new Date(row.currentPeriodEnd!.getTime() + 365 * DAY) }).where(eq(userMemberships.id, row.id));
    resetClockAfter();
    api.clock.advance(365 * DAY);
    await notify();
    expect(await noticesTo(user.userId)).toHaveLength(2);
  });

  it('sends nothing too early, too late, for a monthly plan, or for a plan that will not renew', async () => {
    const cases = [
      await aMemberRenewingIn(31),
      await aMemberRenewingIn(4),
      await aMemberRenewingIn(20, 'Monthly'),
      await aMemberRenewingIn(20, 'Yearly', { cancelAtPeriodEnd: true }),
      await aMemberRenewingIn(20, 'Yearly', { status: 'PastDue' }),
    ];
    await notify();
    for (const { user } of cases) expect(await noticesTo(user.userId)).toEqual([]);
  });

  it('promises no renewal of a plan held at the payment provider not running, which renews nothing here and which Manage membership refuses', async () => {
    // Left by a run with Stripe's keys on the same database; the sandbox runs now.
    const { user, row } = await aMemberRenewingIn(20, 'Yearly', { provider: 'stripe', stripeSubscriptionId: `sub_${unique()}` });
    await notify();
    expect(await noticesTo(user.userId)).toEqual([]);
    expect(await domainError(await api.get('/Memberships/get-customer-portal?Flow=cancel', user.auth), 409)).toMatch(/cannot be managed or canceled here/);

    // Its notice goes once Stripe runs again, the renewal still ahead.
    await sendRenewalNotices(api.db, api.clock.now(), { publicUrl: api.env.PUBLIC_URL, provider: 'stripe' });
    expect(await noticesTo(user.userId)).toEqual([expect.objectContaining({ data: expect.objectContaining({ userMembershipId: row.id }) })]);
  });
});

describe('benefits applied', () => {
  it('a member’s storage enquiry carries the plan’s rent discount, in the answer and the record', async () => {
    const { residentialPlus } = await threePlans();
    const user = await aCustomer();
    await subscribe(user, residentialPlus, 'Monthly');
    const location = await aLocation(api.db);
    const listing = await aListing(api.db, location, await aSize(api.db, 10, 10), { title: `Unit ${unique()}` });
    const email = `${unique()}@example.com`;
    const body = { listingId: listing.id, name: 'Pat Neighbor', email, phone: '(508) 555-0177' };
    const res = await api.post('/StorageUnitEnquiries', body, { ...user.auth, 'X-Forwarded-For': newClientIp() });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(String),
      Message: `We have your enquiry about ${listing.title} and will call or e-mail you within one business day. As a ${residentialPlus.name} member you get 15% off the rent.`,
      memberDiscountPercent: 15,
    });
    const [row] = await api.db.select().from(storageUnitEnquiries).where(eq(storageUnitEnquiries.email, email));
    expect(row).toMatchObject({ userId: user.userId, memberDiscountPercent: 15 });
  });

  it('priority scheduling: the sweep offers members’ waiting jobs again before others’, even past a full round', async () => {
    const { residential } = await threePlans();
    const member = await aCustomer();
    await subscribe(member, residential, 'Monthly');
    const zip = await aZipCode(api.db, { zip: '01772' });
    const trade = await aTrade(api.db);
    const old = new Date(api.clock.now().getTime() - 2 * DAY);
    const memberJob = await aJobRequest(api.db, { tradeId: trade.id, zipCode: zip, userId: member.userId, createdAt: old });
    // A full round of newer jobs of other customers, all waiting.
    const others = await api.db
      .insert(jobRequests)
      .values(
        Array.from({ length: SWEEP_LIMIT }, (_, i) => ({
          tradeId: trade.id,
          zipCode: zip,
          name: `Job ${i}`,
          description: 'Waiting.',
          address: '1 Main Street',
          city: 'Southborough',
          contactName: 'Casey Homeowner',
          createdAt: new Date(api.clock.now().getTime() - DAY + i * 1000),
        })),
      )
      .returning({ id: jobRequests.id });
    await aContractor(api.db, { trades: [trade], zipCode: zip });
    await dispatchWaitingJobs(api.db, api.clock.now());
    const status = async (id: string) => (await api.db.select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, id)))[0]!.status;
    expect(await status(memberJob.id)).toBe('Dispatched');
    expect(await status(others[0]!.id)).toBe('Submitted');
  });
});
