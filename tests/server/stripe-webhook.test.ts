import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { EXPIRY_PAST } from '../../contract/payment-sandbox';
import { paymentCustomers, payments, processedWebhookEvents } from '../../server/db/schema';
import { type PaymentEffects, paymentEffects, type PaymentRow } from '../../server/payments/effects';
import { isSafeRedirect, refundPayment, startPayment } from '../../server/payments/payments';
import { useTestApi } from './harness';
import { aCustomer, aProposal, CARDS, deliver, paymentRow, payOnCardPage, sandboxIn, signedEvent } from './payment-fixtures';
import { domainError, validationErrors } from './problems';

const api = await useTestApi();
const sandbox = sandboxIn(api);
const UNVERIFIED = 'The signature of this event could not be verified.';

/** A customer with a proposal whose $100.00 deposit they are about to pay. */
async function aDeposit(options: { amountCents?: number; key?: string } = {}) {
  const user = await aCustomer(api.db);
  const proposal = await aProposal(api.db, user.id);
  const start = (overrides: { amountCents?: number; idempotencyKey?: string } = {}) =>
    startPayment(api, {
      userId: user.id,
      kind: 'Deposit',
      jobProposalId: proposal.id,
      amountCents: overrides.amountCents ?? options.amountCents ?? 10_000,
      idempotencyKey: overrides.idempotencyKey ?? options.key ?? `deposit-${proposal.id}`,
    });
  return { user, proposal, payment: await start(), start };
}

/** Records what the deposit's effects were called with, for this test only. */
function watchDepositEffects() {
  const calls: { effect: keyof PaymentEffects; status: string; event: string; refundedCents?: number }[] = [];
  const before = paymentEffects.Deposit;
  const record = (effect: keyof PaymentEffects) => async (_tx: unknown, payment: PaymentRow, context: { event: { type: string }; refundedCents?: number }) => {
    calls.push({ effect, status: payment.status, event: context.event.type, ...(context.refundedCents ? { refundedCents: context.refundedCents } : {}) });
  };
  paymentEffects.Deposit = { succeeded: record('succeeded'), failed: record('failed'), refunded: record('refunded'), canceled: record('canceled') };
  onTestFinished(() => {
    paymentEffects.Deposit = before;
  });
  return calls;
}

/** The payment intent as Stripe would put it in an event about `payment`. */
const intentObject = (payment: PaymentRow, extra: Record<string, unknown> = {}) => ({
  id: payment.stripePaymentIntentId,
  object: 'payment_intent',
  amount: payment.amountCents,
  currency: 'usd',
  metadata: { paymentId: payment.id, kind: payment.kind, jobProposalId: payment.jobProposalId },
  latest_charge: null,
  last_payment_error: null,
  ...extra,
});

describe('POST /StripeWebHook: the signature', () => {
  const event = () => signedEvent(api, 'customer.created', { id: 'cus_123', object: 'customer' });

  it('needs the Stripe-Signature header', async () => {
    expect(await validationErrors(await deliver(api, { body: event().body }))).toEqual({ 'stripe-signature': ['The Stripe-Signature header is missing.'] });
  });

  it('refuses, with one answer, a signature that is forged, by another secret, of another body, too old or dated more than 5 minutes ahead, or of a body that is not JSON', async () => {
    const good = event();
    const sixMinutesAgo = new Date(api.clock.now().getTime() - 6 * 60_000);
    const sixMinutesAhead = new Date(api.clock.now().getTime() + 6 * 60_000);
    const aYearAhead = new Date(api.clock.now().getTime() + 365 * 24 * 60 * 60_000);
    const notJson = '{"id": "evt_1", "type": ';
    const cases = [
      { body: good.body, signature: 't=1,v1=abc' },
      { body: good.body, signature: 'v1=nothing-else' },
      { body: good.body, signature: signedEvent(api, 'customer.created', {}, { secret: 'whsec_someone-else' }).signature },
      { body: good.body, signature: event().signature.replace(/v1=./, 'v1=0') },
      { body: good.body.replace('cus_123', 'cus_999'), signature: good.signature },
      { ...signedEvent(api, 'customer.created', { id: 'cus_1' }, { at: sixMinutesAgo }) },
      { ...signedEvent(api, 'customer.created', { id: 'cus_2' }, { at: sixMinutesAhead }) },
      { ...signedEvent(api, 'customer.created', { id: 'cus_3' }, { at: aYearAhead }) },
      { body: notJson, signature: signedEvent(api, 'x', {}).signature },
    ];
    for (const delivery of cases) expect(await domainError(await deliver(api, delivery), 400)).toBe(UNVERIFIED);
    const [recorded] = await api.db.select({ n: count() }).from(processedWebhookEvents);
    expect(recorded!.n).toBe(0);
  });

  it('takes an event signed four minutes ago, within Stripe’s five-minute tolerance', async () => {
    const fourMinutesAgo = new Date(api.clock.now().getTime() - 4 * 60_000);
    const res = await deliver(api, signedEvent(api, 'customer.created', { id: 'cus_1' }, { at: fourMinutesAgo }));
    expect(res.status).toBe(200);
  });

  it('takes an event signed four minutes ahead of our clock, as a clock that runs slow would see it', async () => {
    const fourMinutesAhead = new Date(api.clock.now().getTime() + 4 * 60_000);
    const res = await deliver(api, signedEvent(api, 'customer.created', { id: 'cus_1' }, { at: fourMinutesAhead }));
    expect(res.status).toBe(200);
  });

  it('checks a signed event against the contract', async () => {
    const { signature, body } = signedEvent(api, 'customer.created', {}, { id: 'nope' });
    expect(await validationErrors(await deliver(api, { body, signature }))).toEqual({ id: ['A Stripe event id starts with evt_.'] });
  });

  it('acknowledges a type nobody handles, once, and changes nothing', async () => {
    const delivery = signedEvent(api, 'payout.paid', { id: 'po_1', object: 'payout' });
    const first = await deliver(api, delivery);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await (await deliver(api, delivery)).json()).toEqual({ received: true, duplicate: true });
  });
});

describe('the sandbox card page, through signed events to the webhook', () => {
  it('4242 4242 4242 4242 pays: the payment is Succeeded with the card', async () => {
    const effects = watchDepositEffects();
    const { payment } = await aDeposit();
    expect(payment).toMatchObject({ status: 'Pending', provider: 'sandbox', amountCents: 10_000 });
    const page = await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    expect(page).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'succeeded', amountCents: 10_000, lastPaymentError: null, nextAction: null }),
    });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Succeeded', cardBrand: 'visa', cardLast4: '4242', failureMessage: null, paidAt: expect.any(Date) });
    expect(effects).toEqual([{ effect: 'succeeded', status: 'Succeeded', event: 'payment_intent.succeeded' }]);
    const sent = await sandbox.events({ objectId: payment.stripePaymentIntentId! });
    expect(sent.map((e) => e.type)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
    expect(sent[1]).toMatchObject({ object: 'event', livemode: false, api_version: '2026-10-28.endive', data: { object: { id: payment.stripePaymentIntentId, status: 'succeeded', metadata: { paymentId: payment.id } } } });
    expect(sent[1]!.id).toMatch(/^evt_/);
  });

  it('4000 0000 0000 9995 is declined for insufficient funds, with Stripe’s message; another card then pays', async () => {
    const effects = watchDepositEffects();
    const { payment } = await aDeposit();
    const intent = { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret };
    const declined = await payOnCardPage(api, intent, CARDS.insufficientFunds);
    expect(declined.body).toMatchObject({
      status: 'requires_payment_method',
      card: { brand: 'visa', last4: '9995' },
      lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Failed', failureMessage: 'Your card has insufficient funds.', cardLast4: '9995', paidAt: null });
    await payOnCardPage(api, intent, CARDS.visa);
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Succeeded', failureMessage: null, cardLast4: '4242' });
    expect(effects.map((e) => e.effect)).toEqual(['failed', 'succeeded']);
  });

  it('4000 0027 6000 3184 asks for 3-D Secure: the payment waits for the customer, with that card; completing it pays', async () => {
    const { payment } = await aDeposit();
    const intent = { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret };
    expect((await payOnCardPage(api, intent, CARDS.threeDSecure)).body).toMatchObject({ status: 'requires_action', nextAction: 'authenticate' });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'RequiresAction', cardBrand: 'visa', cardLast4: '3184', paidAt: null });
    const res = await api.post(`/PaymentSandbox/payment-intents/${intent.id}/authenticate`, { clientSecret: intent.clientSecret, outcome: 'complete' });
    expect(await res.json()).toMatchObject({ status: 'succeeded', nextAction: null });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Succeeded', cardLast4: '3184' });
  });

  it('4000 0027 6000 3184 with the challenge failed is refused as an authentication failure', async () => {
    const { payment } = await aDeposit();
    const intent = { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret };
    await payOnCardPage(api, intent, CARDS.threeDSecure);
    const res = await api.post(`/PaymentSandbox/payment-intents/${intent.id}/authenticate`, { clientSecret: intent.clientSecret, outcome: 'fail' });
    const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    expect(await res.json()).toMatchObject({ status: 'requires_payment_method', lastPaymentError: { code: 'payment_intent_authentication_failure', message } });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Failed', failureMessage: message, paidAt: null });
  });

  it.each([
    [CARDS.expired, 'expired_card', 'Your card has expired.'],
    [CARDS.incorrectCvc, 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      CARDS.notATestCard,
      'card_declined',
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    ],
  ])('%s is declined (%s) as in Stripe’s test mode', async (number, code, message) => {
    const { payment } = await aDeposit();
    const page = await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, number);
    expect(page.body).toMatchObject({ status: 'requires_payment_method', lastPaymentError: { code, message } });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Failed', failureMessage: message });
  });

  it('refuses card fields that are wrong at the field, before any attempt', async () => {
    const { payment } = await aDeposit();
    const confirm = (card: Record<string, string>) =>
      api.post(`/PaymentSandbox/payment-intents/${payment.stripePaymentIntentId}/confirm`, { clientSecret: payment.clientSecret, card });
    expect(await validationErrors(await confirm({ number: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '12', zip: '1772' }))).toEqual({
      'card.number': ['Your card number is invalid.'],
      'card.expiry': ["Your card's expiration date is invalid."],
      'card.cvc': ["Your card's security code is incomplete."],
      'card.zip': ['Your ZIP is incomplete.'],
    });
    expect(await validationErrors(await confirm({ number: '3782 822463 10005', expiry: '12/34', cvc: '123', zip: '01772' }))).toEqual({
      'card.cvc': ["Your card's security code is incomplete."],
    });
    api.clock.set('2026-03-15T12:00:00Z');
    onTestFinished(() => api.clock.set(new Date()));
    expect(await validationErrors(await confirm({ number: CARDS.visa, expiry: '02 / 26', cvc: '123', zip: '01772' }))).toEqual({ 'card.expiry': [EXPIRY_PAST] });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Pending' });
  });

  it('shows and takes a payment only with its client secret, and not twice', async () => {
    const { payment } = await aDeposit();
    const id = payment.stripePaymentIntentId!;
    expect(await domainError(await api.get(`/PaymentSandbox/payment-intents/${id}?clientSecret=${id}_secret_guess`), 404)).toBe('This payment was not found.');
    const shown = await api.get(`/PaymentSandbox/payment-intents/${id}?clientSecret=${payment.clientSecret}`);
    expect(await shown.json()).toEqual({
      id,
      status: 'requires_payment_method',
      amountCents: 10_000,
      currency: 'usd',
      description: 'Deposit',
      card: null,
      lastPaymentError: null,
      nextAction: null,
    });
    expect((await payOnCardPage(api, { id, clientSecret: `${id}_secret_guess` }, CARDS.visa)).status).toBe(404);
    await payOnCardPage(api, { id, clientSecret: payment.clientSecret }, CARDS.visa);
    const again = await payOnCardPage(api, { id, clientSecret: payment.clientSecret }, CARDS.visa);
    expect(again).toMatchObject({
      status: 409,
      body: { Message: 'You cannot confirm this PaymentIntent because it has a status of succeeded.', code: 'payment_intent_unexpected_state', paymentIntent: { id, status: 'succeeded' } },
    });
  });
});

describe('each event is applied exactly once', () => {
  it('a redelivered event is answered as a duplicate and applied once', async () => {
    const effects = watchDepositEffects();
    const { payment } = await aDeposit();
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    const [succeeded] = await sandbox.events({ type: 'payment_intent.succeeded', objectId: payment.stripePaymentIntentId! });
    const res = await sandbox.redeliver(succeeded!.id);
    expect(await res.json()).toEqual({ received: true, duplicate: true });
    expect(effects).toHaveLength(1);
    const [recorded] = await api.db.select({ n: count() }).from(processedWebhookEvents).where(eq(processedWebhookEvents.providerEventId, succeeded!.id));
    expect(recorded!.n).toBe(1);
  });

  it('keeps of a handled event its id, not the person it names, and still answers a redelivery as a duplicate', async () => {
    const person = { name: `Casey Whitcomb-${crypto.randomUUID().slice(0, 8)}`, email: `casey-${crypto.randomUUID().slice(0, 8)}@example.com`, phone: '+15085550172' };
    const address = { line1: '9 Main Street', city: 'Southborough', state: 'MA', postal_code: '01772', country: 'US' };
    // What Stripe puts in events about a customer, a checkout and a charge.
    const events = [
      signedEvent(api, 'customer.created', { id: 'cus_person', object: 'customer', ...person, address }),
      signedEvent(api, 'checkout.session.completed', {
        id: 'cs_person',
        object: 'checkout.session',
        mode: 'subscription',
        customer: 'cus_person',
        customer_details: { ...person, address },
        metadata: {},
      }),
      signedEvent(api, 'charge.succeeded', {
        id: 'ch_person',
        object: 'charge',
        payment_intent: 'pi_person',
        metadata: {},
        receipt_email: person.email,
        billing_details: { ...person, address },
      }),
    ];
    for (const event of events) expect(await (await deliver(api, event)).json()).toEqual({ received: true, duplicate: false });

    const ids = events.map((event) => (JSON.parse(event.body) as { id: string }).id);
    const kept = await api.db.select().from(processedWebhookEvents).where(inArray(processedWebhookEvents.providerEventId, ids));
    expect(kept).toHaveLength(3);
    for (const said of [person.name, person.email, person.phone, address.line1]) expect(JSON.stringify(kept)).not.toContain(said);
    for (const event of events) expect(await (await deliver(api, event)).json()).toEqual({ received: true, duplicate: true });
  });

  it('two deliveries of one event at the same moment apply it once', async () => {
    const effects = watchDepositEffects();
    const { payment } = await aDeposit();
    const event = signedEvent(api, 'payment_intent.succeeded', intentObject(payment, { status: 'succeeded' }));
    const answers = await Promise.all([deliver(api, event), deliver(api, event)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(bodies.map((b) => b.duplicate).sort()).toEqual([false, true]);
    expect(effects).toEqual([{ effect: 'succeeded', status: 'Succeeded', event: 'payment_intent.succeeded' }]);
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Succeeded' });
  });
});

describe('events out of order never move a payment back', () => {
  it('a failure or a processing event after the success leaves it paid, card and all', async () => {
    const effects = watchDepositEffects();
    const { payment } = await aDeposit();
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    const lateFailure = intentObject(payment, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.', payment_method: { card: { brand: 'mastercard', last4: '0000' } } },
    });
    for (const [type, object] of [
      ['payment_intent.payment_failed', lateFailure],
      ['payment_intent.processing', intentObject(payment, { status: 'processing' })],
      ['payment_intent.requires_action', intentObject(payment, { status: 'requires_action' })],
      ['payment_intent.canceled', intentObject(payment, { status: 'canceled' })],
    ] as const) {
      const res = await deliver(api, signedEvent(api, type, object));
      expect(await res.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Succeeded', failureMessage: null, cardBrand: 'visa', cardLast4: '4242' });
    expect(effects.map((e) => e.effect)).toEqual(['succeeded']);
  });

  it('a success after the full refund leaves it refunded', async () => {
    const { payment } = await aDeposit();
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    await refundPayment(api, { paymentId: payment.id });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
    await deliver(api, signedEvent(api, 'payment_intent.succeeded', intentObject(payment, { status: 'succeeded' })));
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
  });

  it('a refund that overtakes the success counts the payment as paid once; the late success changes nothing', async () => {
    const effects = watchDepositEffects();
    const { payment } = await aDeposit();
    const charge = {
      id: 'ch_overtaking',
      object: 'charge',
      amount: 10_000,
      amount_refunded: 10_000,
      refunded: true,
      payment_intent: payment.stripePaymentIntentId,
      metadata: { paymentId: payment.id },
      payment_method_details: { type: 'card', card: { brand: 'amex', last4: '0005' } },
    };
    await deliver(api, signedEvent(api, 'charge.refunded', charge));
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Refunded', refundedCents: 10_000, paidAt: expect.any(Date), cardLast4: '0005' });
    await deliver(api, signedEvent(api, 'payment_intent.succeeded', intentObject(payment, { status: 'succeeded' })));
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Refunded' });
    expect(effects.map((e) => e.effect)).toEqual(['succeeded', 'refunded']);
  });

  it('an event whose ids disagree is recorded with the reason and changes nothing, whatever its type', async () => {
    const effects = watchDepositEffects();
    const mine = await aDeposit();
    const theirs = await aDeposit();
    await payOnCardPage(api, { id: theirs.payment.stripePaymentIntentId!, clientSecret: theirs.payment.clientSecret }, CARDS.visa);
    const before = { mine: await paymentRow(api.db, mine.payment.id), theirs: await paymentRow(api.db, theirs.payment.id) };
    effects.length = 0;
    // Our payment id names one customer's payment, the provider's intent another's: for every event type.
    const charge = (type: string) => ({
      id: `ch_${type}`,
      object: 'charge',
      amount: 10_000,
      amount_refunded: type === 'charge.refunded' ? 10_000 : 0,
      payment_intent: theirs.payment.stripePaymentIntentId,
      metadata: { paymentId: mine.payment.id },
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    const types = ['charge.refunded', 'charge.succeeded', 'payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.processing', 'payment_intent.canceled'];
    for (const type of types) {
      const object = type.startsWith('charge.') ? charge(type) : intentObject(theirs.payment, { metadata: { paymentId: mine.payment.id } });
      const id = `evt_disagreeing_${type.replace('.', '_')}`;
      const res = await deliver(api, signedEvent(api, type, object, { id }));
      expect(res.status).toBe(200);
      const [recorded] = await api.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.providerEventId, id));
      expect(String(recorded?.refusal), type).toMatch(/names payment .* but the intent .* is payment .*'s/);
    }
    // The charge of an intent that belongs to another intent is refused too.
    const crossed = intentObject(mine.payment, { status: 'succeeded', latest_charge: { ...charge('x'), metadata: { paymentId: mine.payment.id } } });
    await deliver(api, signedEvent(api, 'payment_intent.succeeded', crossed));
    expect(await paymentRow(api.db, mine.payment.id)).toEqual(before.mine);
    expect(await paymentRow(api.db, theirs.payment.id)).toEqual(before.theirs);
    expect(effects).toEqual([]);
  });

  it('an event for no payment of ours is acknowledged and changes nothing', async () => {
    const res = await deliver(api, signedEvent(api, 'payment_intent.succeeded', { id: 'pi_someone_elses', object: 'payment_intent', metadata: {}, status: 'succeeded' }));
    expect(await res.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('refunds', () => {
  it('a partial refund, then the rest: the payment counts what came back, and is Refunded at the end', async () => {
    const effects = watchDepositEffects();
    const { payment } = await aDeposit();
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    const part = await refundPayment(api, { paymentId: payment.id, amountCents: 2500 });
    expect(part).toMatchObject({ amountCents: 2500, status: 'succeeded' });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Succeeded', refundedCents: 2500, refundedAt: expect.any(Date) });
    await refundPayment(api, { paymentId: payment.id, amountCents: 7500 });
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Refunded', refundedCents: 10_000 });
    expect(effects.filter((e) => e.effect === 'refunded')).toEqual([
      { effect: 'refunded', status: 'Succeeded', event: 'charge.refunded', refundedCents: 2500 },
      { effect: 'refunded', status: 'Refunded', event: 'charge.refunded', refundedCents: 7500 },
    ]);
    const refundEvents = await sandbox.events({ type: 'charge.refunded' });
    expect(refundEvents.filter((e) => (e.data.object as { payment_intent?: string }).payment_intent === payment.stripePaymentIntentId)).toHaveLength(2);
  });

  it('asking twice for the same refund refunds once', async () => {
    const { payment } = await aDeposit();
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    const [first, second] = [
      await refundPayment(api, { paymentId: payment.id, amountCents: 4000 }),
      await refundPayment(api, { paymentId: payment.id, amountCents: 4000 }),
    ];
    expect(second.id).toBe(first.id);
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Succeeded', refundedCents: 4000 });
  });

  it('refuses to refund a payment that did not go through, or more than it took', async () => {
    const { payment } = await aDeposit();
    await expect(refundPayment(api, { paymentId: payment.id })).rejects.toMatchObject({ status: 409, message: 'Only a payment that went through can be refunded.' });
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    await expect(refundPayment(api, { paymentId: payment.id, amountCents: 10_001 })).rejects.toMatchObject({ status: 409 });
    await refundPayment(api, { paymentId: payment.id });
    await expect(refundPayment(api, { paymentId: payment.id, amountCents: 100 })).rejects.toMatchObject({ status: 409 });
  });
});

describe('startPayment', () => {
  it('makes the intent for exactly the amount the server gives, tied to the payment, proposal and kind', async () => {
    const { payment, proposal } = await aDeposit({ amountCents: 9_999 });
    const intent = await api.payments.retrievePaymentIntent(payment.stripePaymentIntentId!);
    expect(intent).toMatchObject({ amountCents: 9_999, currency: 'usd', clientSecret: payment.clientSecret, metadata: { paymentId: payment.id, kind: 'Deposit', jobProposalId: proposal.id } });
  });

  it('a double call, even at the same moment, makes one payment and one intent', async () => {
    const user = await aCustomer(api.db);
    const proposal = await aProposal(api.db, user.id);
    const input = { userId: user.id, kind: 'Deposit' as const, jobProposalId: proposal.id, amountCents: 10_000, idempotencyKey: `k-${proposal.id}` };
    const [a, b] = await Promise.all([startPayment(api, input), startPayment(api, input)]);
    expect(b.id).toBe(a.id);
    expect(b.stripePaymentIntentId).toBe(a.stripePaymentIntentId);
    const third = await startPayment(api, { ...input, idempotencyKey: 'another-click' });
    expect(third.id).toBe(a.id);
    const [rows] = await api.db.select({ n: count() }).from(payments).where(eq(payments.jobProposalId, proposal.id));
    expect(rows!.n).toBe(1);
    const created = (await sandbox.events({ type: 'payment_intent.created' })).filter((e) => (e.data.object as { metadata: Record<string, string> }).metadata.paymentId === a.id);
    expect(created).toHaveLength(1);
  });

  it('makes the customer once per user and reuses it', async () => {
    const user = await aCustomer(api.db);
    const first = await aProposal(api.db, user.id);
    const second = await aProposal(api.db, user.id);
    const start = (jobProposalId: string) =>
      startPayment(api, { userId: user.id, kind: 'Deposit', jobProposalId, amountCents: 10_000, idempotencyKey: `d-${jobProposalId}` });
    await Promise.all([start(first.id), start(second.id)]);
    const customers = await api.db.select().from(paymentCustomers).where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, 'sandbox')));
    expect(customers).toHaveLength(1);
    expect(customers[0]!.customerId).toMatch(/^cus_/);
  });

  it('offers a declined payment again for another card, on the same intent', async () => {
    const { payment, start } = await aDeposit();
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.insufficientFunds);
    const retry = await start({ idempotencyKey: 'retry-after-decline' });
    expect(retry).toMatchObject({ id: payment.id, status: 'Failed', clientSecret: payment.clientSecret });
  });

  it('replaces an open payment whose amount changed, canceling its intent', async () => {
    const { payment, start } = await aDeposit();
    const replacement = await start({ amountCents: 9_000, idempotencyKey: 'after-the-discount' });
    expect(replacement.id).not.toBe(payment.id);
    expect(replacement.amountCents).toBe(9_000);
    expect(await paymentRow(api.db, payment.id)).toMatchObject({ status: 'Canceled' });
    expect((await api.payments.retrievePaymentIntent(payment.stripePaymentIntentId!)).status).toBe('canceled');
  });

  it('refuses a key used for other details', async () => {
    const { start } = await aDeposit({ key: 'one-key' });
    await expect(start({ amountCents: 5000 })).rejects.toMatchObject({ status: 409 });
  });

  it('answers a paid payment as it is rather than charging again', async () => {
    const { payment, start } = await aDeposit();
    await payOnCardPage(api, { id: payment.stripePaymentIntentId!, clientSecret: payment.clientSecret }, CARDS.visa);
    expect(await start()).toMatchObject({ id: payment.id, status: 'Succeeded' });
  });
});

describe('isSafeRedirect', () => {
  const site = 'https://homes.example.com';
  it.each([
    ['https://homes.example.com/job-requests/1/proposals/2?paid=1', true],
    ['https://homes.example.com', true],
    ['/job-requests/1', true],
    ['https://evil.com/', false],
    ['https://homes.example.com.evil.com/', false],
    ['http://homes.example.com/', false],
    ['https://homes.example.com:8443/', false],
    ['//evil.com/path', false],
    ['/\\evil.com', false],
    ['javascript:alert(document.cookie)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['https://homes.example.com@evil.com/', false],
    ['https://user:pass@homes.example.com/', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeRedirect(url, site)).toBe(safe);
  });

  // A site served on this machine is opened as localhost or 127.0.0.1 alike; its port and scheme still count.
  it.each([
    ['http://127.0.0.1:4150/job-requests/1', true],
    ['http://localhost:4150/my-account', true],
    ['http://[::1]:4150/my-account', true],
    ['http://127.0.0.1:4151/my-account', false],
    ['https://127.0.0.1:4150/my-account', false],
    ['http://localhost.evil.com:4150/', false],
    ['http://10.0.0.1:4150/', false],
  ])('on http://localhost:4150: %s → %s', (url, safe) => {
    expect(isSafeRedirect(url, 'http://localhost:4150')).toBe(safe);
  });
});
