import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { GatewayPaymentIntent, PaymentGateway } from '../../server/payments/gateway';
import { PaymentGatewayError } from '../../server/payments/gateway';
import { STRIPE_API_VERSION } from '../../server/payments/stripe-api-version';
import { StripeGateway } from '../../server/payments/stripe-gateway';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { createTestApi, type TestApi } from './harness';

type TestCard = 'pays' | 'insufficient funds' | 'asks for 3-D Secure';

interface Adapter {
  gateway: PaymentGateway;
  /** Pays an intent as the customer's browser would: Stripe.js against Stripe, the card page against the sandbox. */
  pay(intent: GatewayPaymentIntent, card: TestCard): Promise<void>;
  close(): Promise<void>;
}

const sandboxCards: Record<TestCard, string> = { pays: '4242 4242 4242 4242', 'insufficient funds': '4000 0000 0000 9995', 'asks for 3-D Secure': '4000 0027 6000 3184' };
const stripeCards: Record<TestCard, string> = {
  pays: 'pm_card_visa',
  'insufficient funds': 'pm_card_chargeDeclinedInsufficientFunds',
  'asks for 3-D Secure': 'pm_card_authenticationRequired',
};

async function sandboxAdapter(): Promise<Adapter> {
  const api: TestApi = await createTestApi();
  return {
    gateway: api.payments,
    pay: async (intent, card) => {
      const res = await api.post(`/PaymentSandbox/payment-intents/${intent.id}/confirm`, {
        clientSecret: intent.clientSecret,
        card: { number: sandboxCards[card], expiry: '12 / 34', cvc: '123', zip: '01772' },
      });
      expect(res.status).toBe(200);
    },
    close: () => api.close(),
  };
}

let fake: FakeStripe | undefined;
async function stripeAdapter(): Promise<Adapter> {
  fake = await startFakeStripe();
  const gateway = new StripeGateway({ secretKey: fake.secretKey, apiUrl: fake.url, maxNetworkRetries: 0 });
  const { hostname, port } = new URL(fake.url);
  const browser = new Stripe(fake.secretKey, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
  return {
    gateway,
    pay: async (intent, card) => {
      // A declined card answers 402, as Stripe does; the intent keeps the reason.
      await browser.paymentIntents.confirm(intent.id, { payment_method: stripeCards[card] }).catch((err: unknown) => {
        if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
      });
    },
    close: async () => fake!.close(),
  };
}

const gatewayError = async (call: Promise<unknown>) => {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentGatewayError);
  return err as PaymentGatewayError;
};

const key = () => `test-${crypto.randomUUID()}`;

describe.each([
  ['the sandbox', sandboxAdapter],
  ['Stripe (the stripe package against a local fake of its API)', stripeAdapter],
])('the payment port: %s', (_name, start) => {
  let adapter: Adapter;
  let customerId: string;
  beforeAll(async () => {
    adapter = await start();
    customerId = (await adapter.gateway.createCustomer({ name: 'Pat Neighbor', email: 'pat@example.com', phone: '+15085550123', metadata: { userId: 'u1' }, idempotencyKey: key() })).id;
  });
  afterAll(() => adapter.close());

  const newIntent = (amountCents = 7500, idempotencyKey = key()) =>
    adapter.gateway.createPaymentIntent({
      amountCents,
      currency: 'usd',
      customerId,
      description: 'Deposit for a leaking faucet',
      metadata: { paymentId: 'p-1', kind: 'Deposit' },
      idempotencyKey,
    });

  it('makes a customer once per idempotency key', async () => {
    const idempotencyKey = key();
    const first = await adapter.gateway.createCustomer({ name: 'Sam', idempotencyKey });
    expect(first.id).toMatch(/^cus_/);
    expect(await adapter.gateway.createCustomer({ name: 'Sam', idempotencyKey })).toEqual(first);
    expect((await adapter.gateway.createCustomer({ name: 'Sam', idempotencyKey: key() })).id).not.toBe(first.id);
  });

  it('makes a payment intent for exactly the amount asked, with its metadata and a client secret of its own', async () => {
    const intent = await newIntent(12_345);
    expect(intent).toMatchObject({ status: 'requires_payment_method', amountCents: 12_345, currency: 'usd', description: 'Deposit for a leaking faucet', card: null, failureMessage: null });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.metadata).toEqual({ paymentId: 'p-1', kind: 'Deposit' });
    expect(await adapter.gateway.retrievePaymentIntent(intent.id)).toEqual(intent);
  });

  it('answers the same intent for the same key, and refuses the key with other parameters', async () => {
    const idempotencyKey = key();
    const intent = await newIntent(5000, idempotencyKey);
    expect((await newIntent(5000, idempotencyKey)).id).toBe(intent.id);
    const err = await gatewayError(newIntent(5001, idempotencyKey));
    expect(err.code).toBe('idempotency_error');
    expect(err.message).toContain('Keys for idempotent requests can only be used with the same parameters');
  });

  it('refuses less than Stripe’s smallest charge', async () => {
    expect((await gatewayError(newIntent(49))).code).toBe('amount_too_small');
  });

  it('reads back a paid intent as succeeded, with the card that paid', async () => {
    const intent = await newIntent();
    await adapter.pay(intent, 'pays');
    expect(await adapter.gateway.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' }, failureMessage: null });
  });

  it('keeps a declined intent open for another card, with Stripe’s reason, and takes the next card', async () => {
    const intent = await newIntent();
    await adapter.pay(intent, 'insufficient funds');
    expect(await adapter.gateway.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      failureMessage: 'Your card has insufficient funds.',
      card: { brand: 'visa', last4: '9995' },
    });
    await adapter.pay(intent, 'pays');
    expect(await adapter.gateway.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
  });

  it('reads back an intent waiting for 3-D Secure with the card of that attempt, not the one declined before it', async () => {
    const intent = await newIntent();
    await adapter.pay(intent, 'insufficient funds');
    await adapter.pay(intent, 'asks for 3-D Secure');
    expect(await adapter.gateway.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'requires_action', card: { brand: 'visa', last4: '3184' } });
  });

  it('refunds part and then the rest, once per key, and never more than was paid', async () => {
    const intent = await newIntent(9000);
    await adapter.pay(intent, 'pays');
    const refund = (amountCents: number | undefined, idempotencyKey: string) =>
      adapter.gateway.refund({ paymentIntentId: intent.id, amountCents, reason: 'requested_by_customer', metadata: { paymentId: 'p-1' }, idempotencyKey });
    const partKey = key();
    const part = await refund(3000, partKey);
    expect(part).toMatchObject({ paymentIntentId: intent.id, amountCents: 3000, status: 'succeeded' });
    expect(part.id).toMatch(/^re_/);
    expect(await refund(3000, partKey)).toEqual(part);
    expect((await gatewayError(refund(6001, key()))).code).toBe('amount_too_large');
    expect(await refund(undefined, key())).toMatchObject({ amountCents: 6000 });
    expect((await gatewayError(refund(100, key()))).code).toBe('charge_already_refunded');
  });

  it('refuses to refund an intent nobody paid', async () => {
    const intent = await newIntent();
    expect((await gatewayError(adapter.gateway.refund({ paymentIntentId: intent.id, reason: 'requested_by_customer', idempotencyKey: key() }))).code).toBe('charge_not_refundable');
  });

  it('cancels an unpaid intent, but not a paid one', async () => {
    const open = await newIntent();
    expect(await adapter.gateway.cancelPaymentIntent(open.id, key())).toMatchObject({ id: open.id, status: 'canceled' });
    const paid = await newIntent();
    await adapter.pay(paid, 'pays');
    expect((await gatewayError(adapter.gateway.cancelPaymentIntent(paid.id, key()))).code).toBe('payment_intent_unexpected_state');
  });

  it('does not know an intent it never made', async () => {
    const err = await gatewayError(adapter.gateway.retrievePaymentIntent('pi_0000000000000000000000xx'));
    expect(err.code).toBe('resource_missing');
    expect(err.message).toBe("No such payment_intent: 'pi_0000000000000000000000xx'");
  });

  it('opens a subscription checkout page for a plan, once per key', async () => {
    const input = {
      customerId,
      price: { amountCents: 2900, currency: 'usd', interval: 'month' as const, productName: 'Residential Plus' },
      successUrl: 'http://localhost:3000/memberships/welcome?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/#memberships',
      metadata: { userMembershipId: 'm-1' },
      idempotencyKey: key(),
    };
    const checkout = await adapter.gateway.createSubscriptionCheckout(input);
    expect(checkout.id).toMatch(/^cs_/);
    expect(checkout.url).toMatch(/^https?:\/\/.+/);
    expect(await adapter.gateway.createSubscriptionCheckout(input)).toEqual(checkout);
  });

  it('refuses a checkout for a price the provider does not have, or for a customer it does not know', async () => {
    const base = { successUrl: 'http://localhost:3000/ok', cancelUrl: 'http://localhost:3000/no', metadata: {} };
    const unknownPrice = adapter.gateway.createSubscriptionCheckout({ ...base, customerId, price: { providerPriceId: 'price_nothere' }, idempotencyKey: key() });
    expect((await gatewayError(unknownPrice)).code).toBe('resource_missing');
    const unknownCustomer = adapter.gateway.createSubscriptionCheckout({
      ...base,
      customerId: 'cus_nobody',
      price: { amountCents: 100, currency: 'usd', interval: 'year', productName: 'Plan' },
      idempotencyKey: key(),
    });
    expect((await gatewayError(unknownCustomer)).code).toBe('resource_missing');
  });

  it('deletes a customer: the provider refuses it from then on, and asked again finds it deleted', async () => {
    const { id } = await adapter.gateway.createCustomer({ name: 'Sam Leaving', email: 'sam@example.com', phone: '+15085550199', idempotencyKey: key() });
    await adapter.gateway.deleteCustomer(id);
    const pay = adapter.gateway.createPaymentIntent({ amountCents: 7500, currency: 'usd', customerId: id, description: 'Deposit', metadata: {}, idempotencyKey: key() });
    expect((await gatewayError(pay)).code).toBe('resource_missing');
    const checkout = adapter.gateway.createSubscriptionCheckout({
      customerId: id,
      price: { amountCents: 2900, currency: 'usd', interval: 'month', productName: 'Residential Plus' },
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/no',
      metadata: {},
      idempotencyKey: key(),
    });
    expect((await gatewayError(checkout)).code).toBe('resource_missing');
    expect((await gatewayError(adapter.gateway.createPortalSession({ customerId: id, returnUrl: 'http://localhost:3000/account' }))).code).toBe('resource_missing');
    await adapter.gateway.deleteCustomer(id);
    expect((await gatewayError(adapter.gateway.deleteCustomer('cus_nobody'))).code).toBe('resource_missing');
  });

  it('makes a new customer for a key whose customer was deleted since, one for two calls at once', async () => {
    const input = { name: 'Sam Staying', idempotencyKey: key() };
    const first = await adapter.gateway.createCustomer(input);
    await adapter.gateway.deleteCustomer(first.id);
    const [again, atOnce] = await Promise.all([adapter.gateway.createCustomer(input), adapter.gateway.createCustomer(input)]);
    expect(again.id).toMatch(/^cus_/);
    expect(again.id).not.toBe(first.id);
    expect(atOnce).toEqual(again);
    const intent = await adapter.gateway.createPaymentIntent({ amountCents: 7500, currency: 'usd', customerId: again.id, description: 'Deposit', metadata: {}, idempotencyKey: key() });
    expect(intent.status).toBe('requires_payment_method');
  });

  it('opens the customer portal for a customer', async () => {
    const portal = await adapter.gateway.createPortalSession({ customerId, returnUrl: 'http://localhost:3000/account' });
    expect(portal.url).toMatch(/^https?:\/\/.+/);
    expect((await gatewayError(adapter.gateway.createPortalSession({ customerId: 'cus_nobody', returnUrl: 'http://localhost:3000/account' }))).code).toBe('resource_missing');
  });
});

describe('the Stripe adapter', () => {
  it('sends every call with the secret key, the pinned API version and an idempotency key', async () => {
    const stripe = await startFakeStripe();
    try {
      const gateway = new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
      const { id } = await gateway.createCustomer({ name: 'Pat', idempotencyKey: 'customer-u1' });
      await gateway.createPaymentIntent({ amountCents: 7500, currency: 'usd', customerId: id, description: 'Deposit', metadata: { paymentId: 'p1' }, idempotencyKey: 'payment-p1' });
      const posted = stripe.requests.filter((r) => r.method === 'POST');
      expect(posted.map((r) => [r.path, r.headers['idempotency-key'], r.headers['stripe-version'], r.headers.authorization])).toEqual([
        ['/v1/customers', 'customer-u1', STRIPE_API_VERSION, `Bearer ${stripe.secretKey}`],
        ['/v1/payment_intents', 'payment-p1', STRIPE_API_VERSION, `Bearer ${stripe.secretKey}`],
      ]);
      expect(posted[1]!.params).toMatchObject({ amount: '7500', currency: 'usd', customer: id, metadata: { paymentId: 'p1' }, allowed_payment_method_types: ['card'] });
    } finally {
      await stripe.close();
    }
  });

  it('checks out a price set up in Stripe by its id', async () => {
    const stripe = await startFakeStripe();
    try {
      const gateway = new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
      const { id } = await gateway.createCustomer({ idempotencyKey: key() });
      const price = stripe.addPrice(29_900, 'year');
      await gateway.createSubscriptionCheckout({ customerId: id, price: { providerPriceId: price }, successUrl: 'http://x/ok', cancelUrl: 'http://x/no', metadata: { a: 'b' }, idempotencyKey: key() });
      expect(stripe.requests.at(-1)!.params).toMatchObject({ mode: 'subscription', line_items: [{ price, quantity: '1' }], subscription_data: { metadata: { a: 'b' } } });
    } finally {
      await stripe.close();
    }
  });

  it('ends a subscription at once, once: asked again it finds it ended and sends nothing', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const gateway = new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
    const { id: customer } = await gateway.createCustomer({ name: 'Pat Neighbor', idempotencyKey: key() });
    const subscription = stripe.addSubscription(customer);
    await gateway.cancelSubscriptionNow(subscription, key());
    expect(stripe.subscription(subscription)).toMatchObject({ status: 'canceled', cancellation_details: { comment: 'The customer deleted their account.' } });
    const deletes = () => stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`);
    expect(deletes()).toHaveLength(1);
    await gateway.cancelSubscriptionNow(subscription, key());
    expect(deletes()).toHaveLength(1);
    expect((await gatewayError(gateway.cancelSubscriptionNow('sub_0000000000000000000000xx', key()))).code).toBe('resource_missing');
  });

  it('closes a subscription checkout still open, and answers the subscription of one completed meanwhile', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const gateway = new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
    const { id: customerId } = await gateway.createCustomer({ name: 'Pat Neighbor', idempotencyKey: key() });
    const checkout = (idempotencyKey: string) =>
      gateway.createSubscriptionCheckout({
        customerId,
        price: { amountCents: 2900, currency: 'usd', interval: 'month', productName: 'Residential Plus' },
        successUrl: 'http://localhost:3000/memberships/welcome',
        cancelUrl: 'http://localhost:3000/#memberships',
        metadata: {},
        idempotencyKey,
      });
    const open = await checkout(key());
    expect(await gateway.expireSubscriptionCheckout(open.id)).toEqual({ subscriptionId: null });
    expect(stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${open.id}/expire`)).toHaveLength(1);
    // Expired already: nothing more is asked of Stripe.
    expect(await gateway.expireSubscriptionCheckout(open.id)).toEqual({ subscriptionId: null });
    expect(stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${open.id}/expire`)).toHaveLength(1);

    const paid = await checkout(key());
    const subscription = stripe.completeCheckout(paid.id);
    expect(await gateway.expireSubscriptionCheckout(paid.id)).toEqual({ subscriptionId: subscription });
    expect((await gatewayError(gateway.expireSubscriptionCheckout('cs_test_nothere'))).code).toBe('resource_missing');
  });

  it('deletes a customer with DELETE /v1/customers/{id}, ending its subscriptions, once: asked again it finds it deleted and sends nothing', async () => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const gateway = new StripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
    const { id } = await gateway.createCustomer({ name: 'Pat Neighbor', email: 'pat@example.com', phone: '+15085550123', idempotencyKey: key() });
    const subscription = stripe.addSubscription(id);
    await gateway.deleteCustomer(id);
    expect(stripe.customer(id)).toEqual({ id, object: 'customer', deleted: true });
    expect(stripe.subscription(subscription)).toMatchObject({ status: 'canceled' });
    const deletes = () => stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${id}`);
    expect(deletes()).toHaveLength(1);
    await gateway.deleteCustomer(id);
    expect(deletes()).toHaveLength(1);
  });

  it('says when Stripe cannot be reached, as an error worth trying again', async () => {
    const gateway = new StripeGateway({ secretKey: 'sk_test_nobody', apiUrl: 'http://127.0.0.1:9', maxNetworkRetries: 0, timeoutMs: 2000 });
    const err = await gatewayError(gateway.createCustomer({ idempotencyKey: key() }));
    expect(err.transient).toBe(true);
  });
});
