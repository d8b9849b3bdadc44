import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sandboxObjects } from '../../server/db/schema';
import { type MembershipEventType, membershipEvents } from '../../server/payments/effects';
import { ensureCustomer } from '../../server/payments/payments';
import { hashOf, stableJson } from '../../server/payments/sandbox-objects';
import { StripeGateway } from '../../server/payments/stripe-gateway';
import { startFakeStripe } from './fake-stripe';
import { createTestApi, useTestApi } from './harness';
import { aCustomer, card, CARDS, sandboxIn } from './payment-fixtures';
import { domainError } from './problems';

const api = await useTestApi();
const sandbox = sandboxIn(api);
const DAY = 86_400_000;

const residentialPlus = { amountCents: 2900, currency: 'usd', interval: 'month' as const, productName: 'Residential Plus' };
const residentialPlusYearly = { ...residentialPlus, amountCents: 29_900, interval: 'year' as const };

/** What reached the memberships' extension point, for this test only. */
function watchMembershipEvents() {
  const seen: { type: MembershipEventType; object: Record<string, unknown>; previous?: Record<string, unknown> }[] = [];
  const before = { ...membershipEvents };
  for (const type of [
    'checkout.session.completed',
    'checkout.session.expired',
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'invoice.paid',
    'invoice.payment_failed',
  ] as const) {
    (membershipEvents as Record<string, unknown>)[type] = async (_tx: unknown, object: Record<string, unknown>, context: { previousAttributes?: Record<string, unknown> }) => {
      seen.push({ type, object, ...(context.previousAttributes ? { previous: context.previousAttributes } : {}) });
    };
  }
  onTestFinished(() => {
    for (const key of Object.keys(membershipEvents)) delete (membershipEvents as Record<string, unknown>)[key];
    Object.assign(membershipEvents, before);
  });
  return seen;
}

async function aCheckout(price = residentialPlus) {
  const user = await aCustomer(api.db);
  const customerId = await ensureCustomer(api, user.id);
  const checkout = await api.payments.createSubscriptionCheckout({
    customerId,
    price,
    successUrl: 'http://localhost:3000/memberships/welcome?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/#memberships',
    metadata: { userMembershipId: 'um-1' },
    idempotencyKey: `checkout-${user.id}`,
  });
  const confirm = async (number: string) => (await api.post(`/PaymentSandbox/checkout-sessions/${checkout.id}/confirm`, { card: card(number) })).json();
  return { user, customerId, checkout, confirm };
}

async function aMember(price = residentialPlus) {
  const started = await aCheckout(price);
  await started.confirm(CARDS.visa);
  const [created] = await sandbox.events({ type: 'customer.subscription.created' }).then((all) => all.filter((e) => (e.data.object as { customer: string }).customer === started.customerId));
  const subscriptionId = (created!.data.object as { id: string }).id;
  const { url } = await api.payments.createPortalSession({ customerId: started.customerId, returnUrl: 'http://localhost:3000/account', switchablePrices: [residentialPlus, residentialPlusYearly] });
  const portalId = url.split('/').at(-1)!;
  return { ...started, subscriptionId, portalId, portalUrl: url };
}

const periodEnd = (subscription: Record<string, unknown>) => (subscription as { items: { data: { current_period_end: number }[] } }).items.data[0]!.current_period_end;

describe('the sandbox checkout (subscription mode)', () => {
  it('shows the plan, and with 4242 starts the subscription: checkout.session.completed, customer.subscription.created, invoice.paid', async () => {
    const seen = watchMembershipEvents();
    const { checkout, confirm, customerId } = await aCheckout();
    expect(checkout.url).toBe(`http://localhost:3000/payment-sandbox/checkout/${checkout.id}`);
    const shown = await (await api.get(`/PaymentSandbox/checkout-sessions/${checkout.id}`)).json();
    expect(shown).toMatchObject({ id: checkout.id, status: 'open', productName: 'Residential Plus', amountCents: 2900, currency: 'usd', interval: 'month', lastPaymentError: null, nextAction: null });
    const done = await confirm(CARDS.visa);
    expect(done).toMatchObject({ status: 'complete', successUrl: `http://localhost:3000/memberships/welcome?session=${checkout.id}` });
    expect(seen.map((e) => e.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
    const [created, paid, completed] = seen;
    expect(created!.object).toMatchObject({ object: 'subscription', status: 'active', customer: customerId, cancel_at_period_end: false, metadata: { userMembershipId: 'um-1' } });
    const start = (created!.object as { start_date: number }).start_date;
    expect(periodEnd(created!.object) - start).toBeGreaterThanOrEqual(28 * 86_400);
    expect(paid!.object).toMatchObject({
      object: 'invoice',
      status: 'paid',
      amount_paid: 2900,
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: created!.object.id, metadata: { userMembershipId: 'um-1' } } },
    });
    expect(completed!.object).toMatchObject({ object: 'checkout.session', status: 'complete', payment_status: 'paid', subscription: created!.object.id, metadata: { userMembershipId: 'um-1' } });
    expect(completed!.object).not.toHaveProperty('_sandbox');
    // Paid: another card is refused, with the checkout as it stands, for the page to say it is paid.
    const again = await api.post(`/PaymentSandbox/checkout-sessions/${checkout.id}/confirm`, { card: card(CARDS.visa) });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ Message: 'This checkout is already paid.', code: 'checkout_session_unexpected_state', checkoutSession: { id: checkout.id, status: 'complete' } });
  });

  it('keeps the checkout open after a declined card, with Stripe’s reason, and takes the next card', async () => {
    const seen = watchMembershipEvents();
    const { confirm } = await aCheckout();
    expect(await confirm(CARDS.insufficientFunds)).toMatchObject({ status: 'open', lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    expect(seen).toEqual([]);
    expect(await confirm(CARDS.visa)).toMatchObject({ status: 'complete', lastPaymentError: null });
  });

  it('asks for 3-D Secure with 3184; a completed challenge subscribes, a failed one says why', async () => {
    const first = await aCheckout();
    expect(await first.confirm(CARDS.threeDSecure)).toMatchObject({ status: 'open', nextAction: 'authenticate' });
    const completed = await api.post(`/PaymentSandbox/checkout-sessions/${first.checkout.id}/authenticate`, { outcome: 'complete' });
    expect(await completed.json()).toMatchObject({ status: 'complete', nextAction: null });

    const second = await aCheckout();
    await second.confirm(CARDS.threeDSecure);
    const failed = await api.post(`/PaymentSandbox/checkout-sessions/${second.checkout.id}/authenticate`, { outcome: 'fail' });
    expect(await failed.json()).toMatchObject({ status: 'open', nextAction: null, lastPaymentError: { code: 'payment_intent_authentication_failure' } });
  });

  it('expires after a day, as Stripe’s do: checkout.session.expired, and no payment', async () => {
    const seen = watchMembershipEvents();
    const { checkout, confirm } = await aCheckout();
    api.clock.advance(DAY + 60_000);
    onTestFinished(() => api.clock.set(new Date()));
    const res = await api.post(`/PaymentSandbox/checkout-sessions/${checkout.id}/confirm`, { card: card(CARDS.visa) });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ Message: 'This checkout is no longer open.', code: 'checkout_session_unexpected_state', checkoutSession: { id: checkout.id, status: 'expired' } });
    expect(seen.map((e) => e.type)).toEqual(['checkout.session.expired']);
    expect((await (await api.get(`/PaymentSandbox/checkout-sessions/${checkout.id}`)).json()).status).toBe('expired');
    await expect(confirm(CARDS.visa)).resolves.toMatchObject({ Message: expect.any(String) });
    expect(seen).toHaveLength(1);
  });
});

describe('a 3-D Secure step left unanswered (the page reloaded, or the customer went back and came again)', () => {
  it('a payment: read again, it still says it waits for the step, refuses other cards, and once the step fails takes another card', async () => {
    const user = await aCustomer(api.db);
    const customerId = await ensureCustomer(api, user.id);
    const intent = await api.payments.createPaymentIntent({
      amountCents: 20_000,
      currency: 'usd',
      customerId,
      description: 'Final payment for Leaking faucet',
      metadata: {},
      idempotencyKey: `final-${user.id}`,
    });
    const read = async () => (await api.get(`/PaymentSandbox/payment-intents/${intent.id}?clientSecret=${intent.clientSecret}`)).json();
    const confirm = (number: string) => api.post(`/PaymentSandbox/payment-intents/${intent.id}/confirm`, { clientSecret: intent.clientSecret, card: card(number) });

    expect(await (await confirm(CARDS.threeDSecure)).json()).toMatchObject({ status: 'requires_action', nextAction: 'authenticate' });
    expect(await read()).toMatchObject({ status: 'requires_action', nextAction: 'authenticate' });
    const refused = await confirm(CARDS.visa);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      Message: 'Complete the 3-D Secure step of this payment first.',
      code: 'payment_intent_unexpected_state',
      paymentIntent: { status: 'requires_action', nextAction: 'authenticate' },
    });

    const failed = await api.post(`/PaymentSandbox/payment-intents/${intent.id}/authenticate`, { clientSecret: intent.clientSecret, outcome: 'fail' });
    expect(await failed.json()).toMatchObject({ status: 'requires_payment_method', nextAction: null, lastPaymentError: { code: 'payment_intent_authentication_failure' } });
    expect(await read()).toMatchObject({ status: 'requires_payment_method', nextAction: null });
    expect(await (await confirm(CARDS.visa)).json()).toMatchObject({ status: 'succeeded', nextAction: null, lastPaymentError: null });
  });

  it('a checkout: read again, it still says it waits for the step, refuses other cards, and once the step fails takes another card', async () => {
    const { checkout, confirm } = await aCheckout();
    const read = async () => (await api.get(`/PaymentSandbox/checkout-sessions/${checkout.id}`)).json();

    expect(await confirm(CARDS.threeDSecure)).toMatchObject({ status: 'open', nextAction: 'authenticate' });
    expect(await read()).toMatchObject({ status: 'open', nextAction: 'authenticate' });
    expect(await confirm(CARDS.visa)).toMatchObject({ Message: 'Complete the 3-D Secure step of this checkout first.' });

    await api.post(`/PaymentSandbox/checkout-sessions/${checkout.id}/authenticate`, { outcome: 'fail' });
    expect(await read()).toMatchObject({ status: 'open', nextAction: null, lastPaymentError: { code: 'payment_intent_authentication_failure' } });
    expect(await confirm(CARDS.visa)).toMatchObject({ status: 'complete', nextAction: null, lastPaymentError: null });
  });
});

describe('a card page left open while its payment moved on (paid in another tab, or canceled with its job)', () => {
  async function anIntent() {
    const user = await aCustomer(api.db);
    const customerId = await ensureCustomer(api, user.id);
    const intent = await api.payments.createPaymentIntent({ amountCents: 9_000, currency: 'usd', customerId, description: 'Deposit', metadata: {}, idempotencyKey: `deposit-${user.id}` });
    const confirm = (number: string) => api.post(`/PaymentSandbox/payment-intents/${intent.id}/confirm`, { clientSecret: intent.clientSecret, card: card(number) });
    const authenticate = () => api.post(`/PaymentSandbox/payment-intents/${intent.id}/authenticate`, { clientSecret: intent.clientSecret, outcome: 'complete' });
    return { intent, confirm, authenticate };
  }

  it('refuses the card as Stripe does, with payment_intent_unexpected_state and the payment as it now stands', async () => {
    const paid = await anIntent();
    expect((await paid.confirm(CARDS.visa)).status).toBe(200);
    const again = await paid.confirm(CARDS.visa);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      Message: 'You cannot confirm this PaymentIntent because it has a status of succeeded.',
      code: 'payment_intent_unexpected_state',
      paymentIntent: expect.objectContaining({ id: paid.intent.id, status: 'succeeded', amountCents: 9_000, card: { brand: 'visa', last4: '4242' } }),
    });
    // The 3-D Secure step of a page that had one open is refused alike.
    expect(await (await paid.authenticate()).json()).toMatchObject({ code: 'payment_intent_unexpected_state', paymentIntent: { status: 'succeeded' } });

    const canceled = await anIntent();
    await api.payments.cancelPaymentIntent(canceled.intent.id, `cancel-${canceled.intent.id}`);
    const refused = await canceled.confirm(CARDS.visa);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'payment_intent_unexpected_state', paymentIntent: { id: canceled.intent.id, status: 'canceled' } });
  });
});

describe('the sandbox card page names the card of the attempt', () => {
  it('the declined card after a decline, the card waiting for 3-D Secure, and the card that paid', async () => {
    const user = await aCustomer(api.db);
    const customerId = await ensureCustomer(api, user.id);
    const intent = await api.payments.createPaymentIntent({ amountCents: 20_000, currency: 'usd', customerId, description: 'Deposit', metadata: {}, idempotencyKey: `deposit-${user.id}` });
    const read = async () => (await api.get(`/PaymentSandbox/payment-intents/${intent.id}?clientSecret=${intent.clientSecret}`)).json();
    const confirm = async (number: string) => (await api.post(`/PaymentSandbox/payment-intents/${intent.id}/confirm`, { clientSecret: intent.clientSecret, card: card(number) })).json();

    expect(await read()).toMatchObject({ card: null });
    expect(await confirm(CARDS.insufficientFunds)).toMatchObject({ status: 'requires_payment_method', card: { brand: 'visa', last4: '9995' } });
    expect(await confirm(CARDS.threeDSecure)).toMatchObject({ status: 'requires_action', card: { brand: 'visa', last4: '3184' }, lastPaymentError: null });
    expect(await read()).toMatchObject({ status: 'requires_action', card: { brand: 'visa', last4: '3184' } });
    await api.post(`/PaymentSandbox/payment-intents/${intent.id}/authenticate`, { clientSecret: intent.clientSecret, outcome: 'fail' });
    expect(await confirm(CARDS.visa)).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' }, lastPaymentError: null });
    expect(await read()).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    // The port names the same card.
    expect(await api.payments.retrievePaymentIntent(intent.id)).toMatchObject({ card: { brand: 'visa', last4: '4242' } });
  });
});

describe('the sandbox customer portal', () => {
  it('shows the member’s plan, renewal, card and the plans on offer', async () => {
    const { portalId, portalUrl, subscriptionId } = await aMember();
    expect(portalUrl).toBe(`http://localhost:3000/payment-sandbox/portal/${portalId}`);
    const view = await (await api.get(`/PaymentSandbox/portal-sessions/${portalId}`)).json();
    expect(view).toMatchObject({
      returnUrl: 'http://localhost:3000/account',
      card: { brand: 'visa', last4: '4242' },
      subscriptions: [{ id: subscriptionId, status: 'active', cancelAtPeriodEnd: false, canceledAt: null, price: { productName: 'Residential Plus', amountCents: 2900, interval: 'month' } }],
    });
    expect(view.prices.map((p: { interval: string; amountCents: number }) => [p.interval, p.amountCents])).toEqual([
      ['month', 2900],
      ['year', 29_900],
    ]);
  });

  it('cancels at period end (updated), takes it back (updated), and ends it when the period is over (deleted)', async () => {
    const seen = watchMembershipEvents();
    const { portalId, subscriptionId } = await aMember();
    seen.length = 0;
    const base = `/PaymentSandbox/portal-sessions/${portalId}/subscriptions/${subscriptionId}`;
    const canceled = await (await api.post(`${base}/cancel`, { feedback: 'too_expensive', comment: 'Moving away.' })).json();
    expect(canceled.subscriptions[0]).toMatchObject({ cancelAtPeriodEnd: true, status: 'active', canceledAt: expect.any(String) });
    expect(seen).toEqual([
      {
        type: 'customer.subscription.updated',
        object: expect.objectContaining({ id: subscriptionId, cancel_at_period_end: true, cancellation_details: { comment: 'Moving away.', feedback: 'too_expensive', reason: 'cancellation_requested' } }),
        previous: expect.objectContaining({ cancel_at_period_end: false, cancel_at: null }),
      },
    ]);
    expect((seen[0]!.object as { cancel_at: number }).cancel_at).toBe(periodEnd(seen[0]!.object));
    await api.post(`${base}/resume`);
    expect(seen.at(-1)).toMatchObject({ type: 'customer.subscription.updated', object: { cancel_at_period_end: false }, previous: { cancel_at_period_end: true } });
    await api.post(`${base}/cancel`, {});

    await sandbox.advanceClock();
    expect(seen.map((e) => e.type)).toEqual(['customer.subscription.updated', 'customer.subscription.updated', 'customer.subscription.updated']);
    api.clock.advance(32 * DAY);
    onTestFinished(() => api.clock.set(new Date()));
    await sandbox.advanceClock();
    expect(seen.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', object: { id: subscriptionId, status: 'canceled', ended_at: periodEnd(seen.at(-1)!.object) } });
    await sandbox.advanceClock();
    expect(seen.filter((e) => e.type === 'customer.subscription.deleted')).toHaveLength(1);
  });

  it('cancels now when asked: customer.subscription.deleted at once', async () => {
    const seen = watchMembershipEvents();
    const { portalId, subscriptionId } = await aMember();
    const view = await (await api.post(`/PaymentSandbox/portal-sessions/${portalId}/subscriptions/${subscriptionId}/cancel`, { atPeriodEnd: false })).json();
    expect(view.subscriptions).toEqual([]);
    expect(seen.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', object: { status: 'canceled' } });
    expect(await domainError(await api.post(`/PaymentSandbox/portal-sessions/${portalId}/subscriptions/${subscriptionId}/cancel`, {}), 409)).toBe('This subscription has already ended.');
  });

  it('renews on the clock: invoice.paid for the next period, and the subscription moves on', async () => {
    const seen = watchMembershipEvents();
    const { subscriptionId } = await aMember();
    const firstEnd = periodEnd(seen.find((e) => e.type === 'customer.subscription.created')!.object);
    api.clock.advance(31 * DAY);
    onTestFinished(() => api.clock.set(new Date()));
    await sandbox.advanceClock();
    const renewed = seen.filter((e) => e.object.id === subscriptionId || (e.object as { parent?: { subscription_details?: { subscription?: string } } }).parent?.subscription_details?.subscription === subscriptionId);
    expect(renewed.slice(-2).map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(renewed.at(-2)!.object).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 2900, period_start: firstEnd });
    expect(periodEnd(renewed.at(-1)!.object)).toBeGreaterThan(firstEnd);
    expect(renewed.at(-1)!.object).toMatchObject({ status: 'active' });
  });

  it('a renewal the card on file cannot pay leaves the plan past due until a new card pays it', async () => {
    const seen = watchMembershipEvents();
    const { portalId, subscriptionId, customerId } = await aMember();
    const updated = await (await api.post(`/PaymentSandbox/portal-sessions/${portalId}/payment-method`, { card: card(CARDS.chargesFailLater) })).json();
    expect(updated.card).toEqual({ brand: 'visa', last4: '0341' });
    api.clock.advance(31 * DAY);
    onTestFinished(() => api.clock.set(new Date()));
    await sandbox.advanceClock();
    expect(seen.slice(-2).map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(seen.at(-1)).toMatchObject({ object: { id: subscriptionId, status: 'past_due' }, previous: { status: 'active' } });
    // A portal link lasts an hour: the member comes back through a new one.
    const later = await api.payments.createPortalSession({ customerId, returnUrl: 'http://localhost:3000/account' });
    const paid = await api.post(`/PaymentSandbox/portal-sessions/${later.url.split('/').at(-1)}/payment-method`, { card: card(CARDS.visa) });
    expect((await paid.json()).subscriptions[0]).toMatchObject({ status: 'active' });
    expect(seen.slice(-2).map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(seen.at(-1)).toMatchObject({ object: { status: 'active' }, previous: { status: 'past_due' } });
  });

  it('refuses a card the bank declines outright', async () => {
    const { portalId } = await aMember();
    expect(await domainError(await api.post(`/PaymentSandbox/portal-sessions/${portalId}/payment-method`, { card: card(CARDS.insufficientFunds) }), 402)).toBe('Your card has insufficient funds.');
  });

  it('switches from monthly to yearly: a new period starts now and the yearly price is paid', async () => {
    const seen = watchMembershipEvents();
    const { portalId, subscriptionId } = await aMember();
    const view = await (await api.get(`/PaymentSandbox/portal-sessions/${portalId}`)).json();
    const yearly = view.prices.find((p: { interval: string }) => p.interval === 'year');
    const after = await (await api.post(`/PaymentSandbox/portal-sessions/${portalId}/subscriptions/${subscriptionId}/change-price`, { priceId: yearly.id })).json();
    expect(after.subscriptions[0].price).toMatchObject({ interval: 'year', amountCents: 29_900 });
    expect(seen.slice(-2).map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(seen.at(-2)!.object).toMatchObject({ billing_reason: 'subscription_update', amount_paid: 29_900 });
    expect(await domainError(await api.post(`/PaymentSandbox/portal-sessions/${portalId}/subscriptions/${subscriptionId}/change-price`, { priceId: 'price_elsewhere' }), 404)).toBe(
      'This plan is not offered here.',
    );
  });

  it('lets a portal manage its own customer’s plans only, and only for an hour', async () => {
    const mine = await aMember();
    const theirs = await aMember();
    const res = await api.post(`/PaymentSandbox/portal-sessions/${mine.portalId}/subscriptions/${theirs.subscriptionId}/cancel`, {});
    expect(await domainError(res, 404)).toBe('This subscription was not found.');
    api.clock.advance(61 * 60_000);
    onTestFinished(() => api.clock.set(new Date()));
    // As an expired checkout is: a 409, which the contract lists for every portal call.
    const expired = 'This customer portal link has expired. Go back and open it again.';
    expect(await domainError(await api.get(`/PaymentSandbox/portal-sessions/${mine.portalId}`), 409)).toBe(expired);
    expect(await domainError(await api.post(`/PaymentSandbox/portal-sessions/${mine.portalId}/subscriptions/${mine.subscriptionId}/cancel`, {}), 409)).toBe(expired);
  });
});

describe('a customer the sandbox deletes', () => {
  it('leaves nothing of the request that made it: no object says the name, e-mail or phone, and the key that made it, with its hash of them, is forgotten', async () => {
    const suffix = crypto.randomUUID();
    const input = { name: 'Morgan Quill', email: `morgan-${suffix}@example.com`, phone: '+15085550142', metadata: { userId: suffix }, idempotencyKey: `customer-${suffix}` };
    const { id } = await sandbox.createCustomer(input);
    // What the sandbox keeps of an idempotent request to tell a retry from a reuse of its key.
    const requestHash = hashOf(stableJson(input));
    const keptOf = async () =>
      (await api.db.select().from(sandboxObjects))
        .filter((row) => [input.email, input.phone, input.name, requestHash, input.idempotencyKey].some((said) => JSON.stringify(row.data).includes(said)))
        .map((row) => row.type);
    expect((await keptOf()).sort()).toEqual(['customer', 'event', 'idempotency_key']);

    await sandbox.deleteCustomer(id);

    expect(await keptOf()).toEqual([]);
    expect(await api.db.select().from(sandboxObjects).where(sql`${sandboxObjects.data} ->> 'result' = ${id}`)).toEqual([]);
    // The key, asked again, makes a customer of its own.
    const again = await sandbox.createCustomer(input);
    expect(again.id).not.toBe(id);
    expect(await api.payments.createPaymentIntent({ amountCents: 5000, currency: 'usd', customerId: again.id, description: 'Deposit', metadata: {}, idempotencyKey: `deposit-${suffix}` })).toMatchObject({
      status: 'requires_payment_method',
    });
  });
});

describe('the sandbox calls next to Stripe', () => {
  it('do not exist', async () => {
    const stripe = await startFakeStripe();
    const withStripe = await createTestApi({ payments: () => new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 }) });
    onTestFinished(async () => {
      await withStripe.close();
      await stripe.close();
    });
    const res = await withStripe.get('/PaymentSandbox/checkout-sessions/cs_test_0123456789');
    expect(await domainError(res, 404)).toBe('No API route matches GET /api/v1/PaymentSandbox/checkout-sessions/cs_test_0123456789.');
  });
});
