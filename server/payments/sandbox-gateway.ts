import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SandboxCard } from '../../contract/payment-sandbox';
import type { Database } from '../db/client';
import { sandboxObjects } from '../db/schema';
import { ApiError, notFound } from '../lib/http';
import type { Logger } from '../lib/logger';
import {
  ACCOUNT_DELETED_COMMENT,
  type CreateCustomerInput,
  type CreatePaymentIntentInput,
  type GatewayPaymentIntent,
  type GatewayRefund,
  idempotencyMismatchMessage,
  type PaymentGateway,
  PaymentGatewayError,
  type PortalSessionInput,
  type RefundInput,
  type SubscriptionCheckoutInput,
  type SubscriptionPrice,
} from './gateway';
import {
  addInterval,
  hashOf,
  LIVEMODE,
  list,
  listBy,
  load,
  newId,
  type Published,
  published,
  type SandboxObject,
  save,
  type SbCharge,
  type SbCheckoutSession,
  type SbCustomer,
  type SbDeletedCustomer,
  type SbEvent,
  type SbIdempotencyKey,
  type SbInvoice,
  type SbLastPaymentError,
  type SbPaymentIntent,
  type SbPaymentMethod,
  type SbPortalSession,
  type SbPrice,
  type SbProduct,
  type SbRefund,
  type SbSubscription,
  stableJson,
} from './sandbox-objects';
import { STRIPE_API_VERSION } from './stripe-api-version';
import { stripeSdk } from './stripe-sdk';
import { behaviourOf, brandOf, type CardBehaviour, type Decline, DECLINES } from './test-cards';

/** Stripe's Checkout Sessions stay open for a day. */
const CHECKOUT_LIFETIME_SECONDS = 24 * 60 * 60;
/** How long a customer-portal link works (Stripe's are short-lived too). */
const PORTAL_LIFETIME_SECONDS = 60 * 60;
/** Stripe's smallest charge in US dollars. */
const MINIMUM_AMOUNT_CENTS = 50;
/** How many customers one key may have made and seen deleted before `createCustomer` gives up on it. */
const MAX_CUSTOMERS_PER_KEY = 10;

export interface SandboxOptions {
  db: Database;
  now: () => Date;
  log: Logger;
  /** Signs every event, as Stripe signs with the endpoint's secret. */
  webhookSecret: string;
  /** Where the sandbox's checkout and portal pages are (`/payment-sandbox/...` on the SPA). */
  publicUrl: string;
}

/**
 * A card or 3-D Secure answer the intent no longer takes (paid or canceled meanwhile, or waiting for
 * its 3-D Secure step): 409 with Stripe's code, and the intent as it now stands, as Stripe's error
 * carries it, so the card page can show where the payment stands rather than the words.
 */
export class IntentUnexpectedState extends ApiError {
  readonly code = 'payment_intent_unexpected_state';
  constructor(
    message: string,
    readonly intent: SbPaymentIntent,
  ) {
    super(409, message);
    this.name = 'IntentUnexpectedState';
  }
}

/**
 * A card or 3-D Secure answer a checkout no longer takes (paid or closed meanwhile, or waiting for its
 * 3-D Secure step): 409, with the checkout as it now stands, so its page shows where it stands.
 */
export class CheckoutUnexpectedState extends ApiError {
  readonly code = 'checkout_session_unexpected_state';
  constructor(
    message: string,
    readonly checkout: { session: SbCheckoutSession; price: SbPrice },
  ) {
    super(409, message);
    this.name = 'CheckoutUnexpectedState';
  }
}

/** Answers a request as the app would: `app.fetch`. */
type Deliver = (request: Request) => Response | Promise<Response>;

type Tx = Database;

interface Change {
  type: string;
  object: SandboxObject;
  previous?: Record<string, unknown>;
}

/**
 * The embedded payment provider: Stripe's objects and test-mode rules, kept in `sandbox_objects`, and
 * Stripe's events, signed with the webhook secret exactly as Stripe signs them and posted to the same
 * webhook handler Stripe posts to, through the app's own request handling. The handler cannot tell
 * them from Stripe's; nothing else in the product knows which provider runs.
 *
 * Besides the port it offers what the sandbox's own pages do (confirm a card, 3-D Secure, checkout,
 * the customer portal) and `advanceClock`, which renews or ends subscriptions whose period is over.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly description = "the built-in SANDBOX: Stripe's test cards on this site's own card page, no money moves (set STRIPE_SECRET_KEY to take payments with Stripe)";
  private deliver: Deliver | undefined;
  private lastEventMs = 0;

  constructor(private readonly options: SandboxOptions) {}

  /** Where events go: the app that serves POST /api/v1/StripeWebHook. */
  deliverTo(deliver: Deliver) {
    this.deliver = deliver;
  }

  // ---- The port ----

  async createCustomer(input: CreateCustomerInput) {
    let idempotencyKey = input.idempotencyKey;
    for (let made = 0; made < MAX_CUSTOMERS_PER_KEY; made++) {
      const customer = await this.createCustomerOnce({ ...input, idempotencyKey });
      // A deletion forgets the keys that made its customer (`forgetCustomer`); one kept from before that would answer it for good.
      if (!customer.deleted) return { id: customer.id };
      idempotencyKey = `${input.idempotencyKey}-after-${customer.id}`;
    }
    throw new PaymentGatewayError(`Every customer made with the key '${input.idempotencyKey}' has been deleted.`, 'idempotency_error');
  }

  private async createCustomerOnce(input: CreateCustomerInput): Promise<{ id: string; deleted: boolean }> {
    const { events, result } = await this.change((tx, at) =>
      this.idempotent<SbCustomer | SbDeletedCustomer>(tx, 'POST /v1/customers', input.idempotencyKey, input, async (changes) => {
        const customer: SbCustomer = {
          id: newId('cus', 14),
          object: 'customer',
          created: at,
          name: input.name ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          description: null,
          balance: 0,
          currency: null,
          delinquent: false,
          invoice_settings: { default_payment_method: null },
          livemode: LIVEMODE,
          metadata: input.metadata ?? {},
        };
        changes.push({ type: 'customer.created', object: customer });
        return customer;
      }),
    );
    await this.send(events);
    return { id: result.id, deleted: 'deleted' in result };
  }

  async createPaymentIntent(input: CreatePaymentIntentInput) {
    const { events, result } = await this.change((tx, at) =>
      this.idempotent(tx, 'POST /v1/payment_intents', input.idempotencyKey, input, async (changes) => {
        if (!Number.isInteger(input.amountCents) || input.amountCents < MINIMUM_AMOUNT_CENTS)
          throw new PaymentGatewayError('Amount must be at least $0.50 usd', 'amount_too_small');
        await this.customer(tx, input.customerId);
        const id = newId('pi');
        const intent: SbPaymentIntent = {
          id,
          object: 'payment_intent',
          allowed_payment_method_types: ['card'],
          amount: input.amountCents,
          amount_capturable: 0,
          amount_received: 0,
          canceled_at: null,
          cancellation_reason: null,
          capture_method: 'automatic',
          client_secret: `${id}_secret_${newId('x', 25).slice(2)}`,
          confirmation_method: 'automatic',
          created: at,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          description: input.description,
          last_payment_error: null,
          latest_charge: null,
          livemode: LIVEMODE,
          metadata: input.metadata,
          next_action: null,
          payment_method: null,
          payment_method_types: ['card'],
          receipt_email: null,
          status: 'requires_payment_method',
          _sandbox: { afterAuthentication: null },
        };
        changes.push({ type: 'payment_intent.created', object: intent });
        return intent;
      }),
    );
    await this.send(events);
    return this.retrievePaymentIntent(result.id);
  }

  async retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent> {
    const intent = await this.intent(this.options.db, id);
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      status: intent.status,
      amountCents: intent.amount,
      currency: intent.currency,
      description: intent.description,
      metadata: intent.metadata,
      card: await this.cardOfAttempt(intent),
      failureMessage: intent.last_payment_error?.message ?? null,
    };
  }

  /**
   * The card of the intent's latest attempt, as the Stripe adapter names it too (decision 095): its
   * payment method, then the declined one's, then the latest charge's, which may be an earlier
   * attempt's, as no charge is made before 3-D Secure is answered.
   */
  async cardOfAttempt(intent: SbPaymentIntent): Promise<{ brand: string; last4: string } | null> {
    const db = this.options.db;
    const method = intent.payment_method ? await load<SbPaymentMethod>(db, intent.payment_method, 'payment_method') : undefined;
    const charge = !method && intent.latest_charge ? await load<SbCharge>(db, intent.latest_charge, 'charge') : undefined;
    const card = method?.card ?? intent.last_payment_error?.payment_method.card ?? charge?.payment_method_details.card;
    return card ? { brand: card.brand, last4: card.last4 } : null;
  }

  async cancelPaymentIntent(id: string, idempotencyKey: string) {
    const { events } = await this.change((tx, at) =>
      this.idempotent(tx, `POST /v1/payment_intents/${id}/cancel`, idempotencyKey, { id }, async (changes) => {
        const intent = await this.intent(tx, id, true);
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          throw new PaymentGatewayError(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            'payment_intent_unexpected_state',
          );
        const previous = { status: intent.status, canceled_at: null, cancellation_reason: null };
        Object.assign(intent, { status: 'canceled', canceled_at: at, cancellation_reason: 'abandoned', next_action: null });
        changes.push({ type: 'payment_intent.canceled', object: intent, previous });
        return intent;
      }),
    );
    await this.send(events);
    return this.retrievePaymentIntent(id);
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    const { events, result } = await this.change((tx, at) =>
      this.idempotent(tx, 'POST /v1/refunds', input.idempotencyKey, input, async (changes) => {
        const intent = await this.intent(tx, input.paymentIntentId, true);
        const charge = intent.latest_charge ? await load<SbCharge>(tx, intent.latest_charge, 'charge', { lock: true }) : undefined;
        if (intent.status !== 'succeeded' || !charge || charge.status !== 'succeeded')
          throw new PaymentGatewayError(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'charge_not_refundable');
        const left = charge.amount - charge.amount_refunded;
        if (left === 0) throw new PaymentGatewayError(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
        const amount = input.amountCents ?? left;
        if (!Number.isInteger(amount) || amount <= 0) throw new PaymentGatewayError('Invalid positive integer', 'parameter_invalid_integer');
        if (amount > left)
          throw new PaymentGatewayError(`Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`, 'amount_too_large');
        const refund: SbRefund = {
          id: newId('re'),
          object: 'refund',
          amount,
          charge: charge.id,
          created: at,
          currency: charge.currency,
          metadata: input.metadata ?? {},
          payment_intent: intent.id,
          reason: input.reason,
          status: 'succeeded',
        };
        const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded, refunds: { ...charge.refunds } };
        charge.amount_refunded += amount;
        charge.refunded = charge.amount_refunded === charge.amount;
        charge.refunds = list([refund, ...charge.refunds.data], `/v1/charges/${charge.id}/refunds`);
        changes.push({ type: 'refund.created', object: refund }, { type: 'charge.refunded', object: charge, previous });
        return refund;
      }),
    );
    await this.send(events);
    return { id: result.id, paymentIntentId: result.payment_intent, amountCents: result.amount, status: result.status };
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput) {
    const { events, result } = await this.change((tx, at) =>
      this.idempotent(tx, 'POST /v1/checkout/sessions', input.idempotencyKey, input, async () => {
        await this.customer(tx, input.customerId);
        const price = await this.priceFor(tx, input.price, at);
        const id = newId('cs_test', 58);
        const session: SbCheckoutSession = {
          id,
          object: 'checkout.session',
          amount_subtotal: price.unit_amount,
          amount_total: price.unit_amount,
          cancel_url: input.cancelUrl,
          client_reference_id: null,
          created: at,
          currency: price.currency,
          customer: input.customerId,
          expires_at: at + CHECKOUT_LIFETIME_SECONDS,
          invoice: null,
          livemode: LIVEMODE,
          metadata: input.metadata,
          mode: 'subscription',
          payment_intent: null,
          payment_method_types: ['card'],
          payment_status: 'unpaid',
          status: 'open',
          subscription: null,
          success_url: input.successUrl,
          ui_mode: 'hosted',
          url: this.pageUrl(`checkout/${id}`),
          _sandbox: { price: price.id, subscriptionMetadata: input.metadata, lastError: null, awaitingAuthentication: null },
        };
        return session;
      }),
    );
    await this.send(events);
    return { id: result.id, url: result.url ?? this.pageUrl(`checkout/${result.id}`) };
  }

  async createPortalSession(input: PortalSessionInput) {
    const { events, result } = await this.change(async (tx, at) => {
      await this.customer(tx, input.customerId);
      if (input.cancelSubscriptionId) {
        const subscription = await load<SbSubscription>(tx, input.cancelSubscriptionId, 'subscription');
        if (!subscription || subscription.customer !== input.customerId)
          throw new PaymentGatewayError(`No such subscription: '${input.cancelSubscriptionId}'`, 'resource_missing');
      }
      const prices = [];
      for (const price of input.switchablePrices ?? []) prices.push((await this.priceFor(tx, price, at)).id);
      const id = newId('bps');
      const session: SbPortalSession = {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_sandbox',
        created: at,
        customer: input.customerId,
        flow: input.cancelSubscriptionId ? { type: 'subscription_cancel', subscription_cancel: { subscription: input.cancelSubscriptionId } } : null,
        livemode: LIVEMODE,
        locale: null,
        on_behalf_of: null,
        return_url: input.returnUrl,
        url: this.pageUrl(`portal/${id}`),
        _sandbox: { expiresAt: at + PORTAL_LIFETIME_SECONDS, prices },
      };
      await save(tx, session, this.options.now());
      return { changes: [], result: session };
    });
    await this.send(events);
    return { url: result.url };
  }

  // ---- The card page ----

  /** The intent its client secret opens; any other secret finds nothing, as with Stripe.js. */
  async intentForPage(id: string, clientSecret: string): Promise<SbPaymentIntent> {
    const intent = await load<SbPaymentIntent>(this.options.db, id, 'payment_intent');
    if (!intent || !sameSecret(intent.client_secret, clientSecret)) throw notFound('This payment');
    return intent;
  }

  /** Pays an intent with a card, as Stripe.js's `confirmPayment` does; the outcome is the test card's. */
  async confirmIntent(id: string, clientSecret: string, card: SandboxCard): Promise<SbPaymentIntent> {
    const { events, result } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const intent = await this.intent(tx, id, true);
      if (!sameSecret(intent.client_secret, clientSecret)) throw notFound('This payment');
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        throw new IntentUnexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, intent);
      if (intent.status === 'requires_action') throw new IntentUnexpectedState('Complete the 3-D Secure step of this payment first.', intent);
      const method = this.paymentMethod(card, intent.customer, at);
      await save(tx, method, this.options.now());
      const previous = { status: intent.status, payment_method: intent.payment_method, last_payment_error: intent.last_payment_error };
      intent.payment_method = method.id;
      intent.last_payment_error = null;
      this.attempt(intent, method, method._sandbox.behaviour, at, changes, previous);
      return { changes, result: intent };
    });
    await this.send(events);
    return result;
  }

  /** The 3-D Secure challenge's answer: completed (the card's own outcome follows) or failed. */
  async authenticateIntent(id: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<SbPaymentIntent> {
    const { events, result } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const intent = await this.intent(tx, id, true);
      if (!sameSecret(intent.client_secret, clientSecret)) throw notFound('This payment');
      if (intent.status !== 'requires_action' || !intent.payment_method) throw new IntentUnexpectedState('This payment is not waiting for 3-D Secure.', intent);
      const method = await load<SbPaymentMethod>(tx, intent.payment_method, 'payment_method');
      const then = intent._sandbox.afterAuthentication;
      const previous = { status: intent.status, next_action: intent.next_action };
      intent.next_action = null;
      intent._sandbox.afterAuthentication = null;
      if (outcome === 'complete' && method && then) this.attempt(intent, method, then, at, changes, previous);
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = method ? this.lastPaymentError(DECLINES.authenticationFailed, method) : null;
        await save(tx, intent, this.options.now());
        changes.push({ type: 'payment_intent.payment_failed', object: intent, previous });
      }
      return { changes, result: intent };
    });
    await this.send(events);
    return result;
  }

  // ---- The checkout page ----

  async checkoutForPage(id: string): Promise<{ session: SbCheckoutSession; price: SbPrice }> {
    const { events, result } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const session = await this.openCheckout(tx, id, at, changes, { lock: false });
      return { changes, result: { session, price: await this.price(tx, session._sandbox.price) } };
    });
    await this.send(events);
    return result;
  }

  async confirmCheckout(id: string, card: SandboxCard) {
    const refusal = (session: SbCheckoutSession) =>
      notOpen(session) ?? (session._sandbox.awaitingAuthentication ? 'Complete the 3-D Secure step of this checkout first.' : undefined);
    return this.advanceCheckout(id, refusal, async (tx, session, at, changes) => {
      const method = this.paymentMethod(card, session.customer, at);
      await save(tx, method, this.options.now());
      session._sandbox.lastError = null;
      await this.settleCheckout(tx, session, method, method._sandbox.behaviour, at, changes);
    });
  }

  async authenticateCheckout(id: string, outcome: 'complete' | 'fail') {
    const refusal = (session: SbCheckoutSession) => notOpen(session) ?? (session._sandbox.awaitingAuthentication ? undefined : 'This checkout is not waiting for 3-D Secure.');
    return this.advanceCheckout(id, refusal, async (tx, session, at, changes) => {
      const waiting = session._sandbox.awaitingAuthentication!;
      session._sandbox.awaitingAuthentication = null;
      const method = await load<SbPaymentMethod>(tx, waiting.paymentMethod, 'payment_method');
      if (outcome === 'complete' && method) await this.settleCheckout(tx, session, method, waiting.then, at, changes);
      else {
        session._sandbox.lastError = DECLINES.authenticationFailed;
        await save(tx, session, this.options.now());
      }
    });
  }

  // Ending one twice changes nothing, so the key is not needed to make a retry safe.
  async cancelSubscriptionNow(subscriptionId: string, _idempotencyKey: string, comment = ACCOUNT_DELETED_COMMENT) {
    const { events } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const subscription = await load<SbSubscription>(tx, subscriptionId, 'subscription', { lock: true });
      if (!subscription) throw new PaymentGatewayError(`No such subscription: '${subscriptionId}'`, 'resource_missing');
      const ended = endNow(subscription, at, comment);
      if (ended) changes.push(ended);
      return { changes, result: undefined };
    });
    await this.send(events);
  }

  async subscriptionPayment(subscriptionId: string) {
    const db = this.options.db;
    const subscription = await load<SbSubscription>(db, subscriptionId, 'subscription');
    if (!subscription) throw new PaymentGatewayError(`No such subscription: '${subscriptionId}'`, 'resource_missing');
    const invoice = subscription.latest_invoice ? await load<SbInvoice>(db, subscription.latest_invoice, 'invoice') : undefined;
    const intent = invoice?._sandbox?.paymentIntent ? await load<SbPaymentIntent>(db, invoice._sandbox.paymentIntent, 'payment_intent') : undefined;
    return intent?.status === 'succeeded' ? { paymentIntentId: intent.id, amountCents: intent.amount_received } : null;
  }

  async expireSubscriptionCheckout(sessionId: string) {
    const { events, result } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const session = await load<SbCheckoutSession>(tx, sessionId, 'checkout.session', { lock: true });
      if (!session) throw new PaymentGatewayError(`No such checkout.session: '${sessionId}'`, 'resource_missing');
      const expired = expireNow(session, at);
      if (expired) {
        await save(tx, session, this.options.now());
        changes.push(expired);
      }
      return { changes, result: { subscriptionId: session.subscription } };
    });
    await this.send(events);
    return result;
  }

  /**
   * Stripe's customer deletion on the sandbox's own objects (`forgetCustomer`), with its events sent:
   * `customer.subscription.deleted` for each subscription it ends, and `customer.deleted`.
   */
  async deleteCustomer(customerId: string) {
    const { events } = await this.change(async (tx, at) => {
      const changes = await forgetCustomer(tx, customerId, at, this.options.now());
      if (!changes) throw new PaymentGatewayError(`No such customer: '${customerId}'`, 'resource_missing');
      return { changes, result: undefined };
    });
    await this.send(events);
  }

  // ---- The customer portal ----

  async portalForPage(id: string) {
    const db = this.options.db;
    const session = await this.portal(db, id);
    const customer = await this.customer(db, session.customer);
    const subscriptions = await listBy<SbSubscription>(db, 'subscription', 'customer', customer.id);
    const prices = await Promise.all(session._sandbox.prices.map((p) => this.price(db, p)));
    const method = customer.invoice_settings.default_payment_method
      ? await load<SbPaymentMethod>(db, customer.invoice_settings.default_payment_method, 'payment_method')
      : undefined;
    return { session, subscriptions, prices, card: method ? { brand: method.card.brand, last4: method.card.last4 } : null };
  }

  /** Cancels at the end of the paid period (`customer.subscription.updated`) or now (`customer.subscription.deleted`). */
  async cancelSubscription(portalId: string, subscriptionId: string, how: { atPeriodEnd: boolean; feedback?: string; comment?: string }) {
    return this.changeSubscription(portalId, subscriptionId, async (_tx, subscription, at, changes) => {
      if (subscription.status === 'canceled') throw new ApiError(409, 'This subscription has already ended.');
      const previous = pick(subscription, ['cancel_at', 'cancel_at_period_end', 'canceled_at', 'cancellation_details', 'status', 'ended_at']);
      subscription.cancellation_details = { comment: how.comment || null, feedback: how.feedback ?? null, reason: 'cancellation_requested' };
      subscription.canceled_at = at;
      if (how.atPeriodEnd) {
        if (subscription.cancel_at_period_end) throw new ApiError(409, 'This subscription already ends at the end of its period.');
        subscription.cancel_at_period_end = true;
        subscription.cancel_at = periodOf(subscription).current_period_end;
        changes.push({ type: 'customer.subscription.updated', object: subscription, previous });
      } else {
        subscription.status = 'canceled';
        subscription.ended_at = at;
        changes.push({ type: 'customer.subscription.deleted', object: subscription, previous });
      }
    });
  }

  /** Takes back a cancelation at period end. */
  async resumeSubscription(portalId: string, subscriptionId: string) {
    return this.changeSubscription(portalId, subscriptionId, async (_tx, subscription, _at, changes) => {
      if (subscription.status === 'canceled' || !subscription.cancel_at_period_end) throw new ApiError(409, 'This subscription is not set to end.');
      const previous = pick(subscription, ['cancel_at', 'cancel_at_period_end', 'canceled_at', 'cancellation_details']);
      Object.assign(subscription, { cancel_at: null, cancel_at_period_end: false, canceled_at: null, cancellation_details: { comment: null, feedback: null, reason: null } });
      changes.push({ type: 'customer.subscription.updated', object: subscription, previous });
    });
  }

  /**
   * Moves a subscription to another of the portal's prices. Another price of the same interval takes
   * over at once within the paid period; a change of interval starts a new period now and charges
   * the new price for it (Stripe's billing-cycle rule, without its prorations).
   */
  async changeSubscriptionPrice(portalId: string, subscriptionId: string, priceId: string) {
    return this.changeSubscription(portalId, subscriptionId, async (tx, subscription, at, changes, portal) => {
      if (subscription.status === 'canceled') throw new ApiError(409, 'This subscription has already ended.');
      if (!portal._sandbox.prices.includes(priceId)) throw new ApiError(404, 'This plan is not offered here.');
      const item = periodOf(subscription);
      if (item.price.id === priceId) throw new ApiError(409, 'This subscription is already on that plan.');
      const price = await this.price(tx, priceId);
      const previous = { items: structuredClone(subscription.items) };
      item.price = published(price);
      subscription._sandbox.productName = price._sandbox.productName;
      if (price.recurring.interval !== previous.items.data[0]!.price.recurring.interval) {
        item.current_period_start = at;
        item.current_period_end = addInterval(at, price.recurring.interval);
        subscription.billing_cycle_anchor = at;
        const paid = await this.invoice(tx, subscription, 'subscription_update', at, changes);
        if (!paid) throw new ApiError(402, 'The card on file was declined. Update the card, then change the plan.');
      }
      changes.push({ type: 'customer.subscription.updated', object: subscription, previous });
    });
  }

  /** A new card for the customer's plans; an unpaid renewal is tried again with it at once. */
  async updateCard(portalId: string, card: SandboxCard) {
    const { events } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const portal = await this.portal(tx, portalId);
      const customer = await this.customer(tx, portal.customer, true);
      const method = this.paymentMethod(card, customer.id, at);
      const behaviour = method._sandbox.behaviour;
      // Saving a card runs no charge: only cards the issuer refuses outright are turned away here.
      if (behaviour.outcome === 'declined') throw new ApiError(402, behaviour.decline.message);
      await save(tx, method, this.options.now());
      changes.push({ type: 'payment_method.attached', object: method });
      const previous = { invoice_settings: { ...customer.invoice_settings } };
      customer.invoice_settings.default_payment_method = method.id;
      await save(tx, customer, this.options.now());
      changes.push({ type: 'customer.updated', object: customer, previous });
      for (const subscription of await listBy<SbSubscription>(tx, 'subscription', 'customer', customer.id)) {
        if (subscription.status === 'canceled') continue;
        const before = pick(subscription, ['default_payment_method', 'status']);
        subscription.default_payment_method = method.id;
        if (subscription.status === 'past_due' && subscription.latest_invoice) await this.retryInvoice(tx, subscription, at, changes);
        await save(tx, subscription, this.options.now());
        changes.push({ type: 'customer.subscription.updated', object: subscription, previous: before });
      }
      return { changes, result: undefined };
    });
    await this.send(events);
  }

  // ---- Time ----

  /**
   * Does what Stripe's clock does to subscriptions whose period has ended by `now`: ends those set to
   * cancel at period end (`customer.subscription.deleted`), and renews the others, charging the card
   * on file (`invoice.paid`, or `invoice.payment_failed` and past due) and moving them to the next
   * period (`customer.subscription.updated`). Call it on a timer, or in tests after moving the clock.
   */
  async advanceClock(): Promise<void> {
    const at = seconds(this.options.now());
    const due = await this.options.db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.type, 'subscription'),
          inArray(sql`${sandboxObjects.data} ->> 'status'`, ['active', 'past_due']),
          sql`(${sandboxObjects.data} -> 'items' -> 'data' -> 0 ->> 'current_period_end')::bigint <= ${at}`,
        ),
      )
      .orderBy(asc(sandboxObjects.createdAt));
    for (const { id } of due) {
      const { events } = await this.change(async (tx) => {
        const changes: Change[] = [];
        const subscription = await load<SbSubscription>(tx, id, 'subscription', { lock: true });
        if (!subscription) return { changes, result: undefined };
        // A server that was off for a while catches up one period at a time, as Stripe's clock would.
        for (let periods = 0; periods < 36 && subscription.status !== 'canceled' && periodOf(subscription).current_period_end <= at; periods++) {
          const item = periodOf(subscription);
          const previous = pick(subscription, ['status', 'ended_at', 'latest_invoice']) as Record<string, unknown>;
          if (subscription.cancel_at_period_end) {
            subscription.status = 'canceled';
            subscription.ended_at = item.current_period_end;
            changes.push({ type: 'customer.subscription.deleted', object: structuredClone(subscription), previous });
            break;
          }
          previous.items = structuredClone(subscription.items);
          item.current_period_start = item.current_period_end;
          item.current_period_end = addInterval(item.current_period_start, item.price.recurring.interval);
          await this.invoice(tx, subscription, 'subscription_cycle', item.current_period_start, changes);
          changes.push({ type: 'customer.subscription.updated', object: structuredClone(subscription), previous });
        }
        await save(tx, subscription, this.options.now());
        return { changes, result: undefined };
      });
      await this.send(events);
    }
  }

  // ---- Events ----

  /** The events the sandbox has sent, oldest first, optionally of one type or about one object. */
  async events(filter: { type?: string; objectId?: string } = {}): Promise<SbEvent[]> {
    const rows = await this.options.db
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.type, 'event'),
          filter.type ? sql`${sandboxObjects.data} ->> 'type' = ${filter.type}` : undefined,
          filter.objectId ? sql`${sandboxObjects.data} -> 'data' -> 'object' ->> 'id' = ${filter.objectId}` : undefined,
        ),
      )
      .orderBy(asc(sandboxObjects.createdAt), asc(sandboxObjects.id));
    return rows.map((r) => r.data as unknown as SbEvent);
  }

  /** Sends an event again, freshly signed, as the Dashboard's "Resend" does; answers the handler's response. */
  async redeliver(eventId: string): Promise<Response> {
    const event = await load<SbEvent>(this.options.db, eventId, 'event');
    if (!event) throw new PaymentGatewayError(`No such event: '${eventId}'`, 'resource_missing');
    return this.post(event);
  }

  // ---- Inside ----

  /**
   * Runs `work` in one transaction and records the events of what it changed, then answers them for
   * sending once the transaction has committed (the webhook handler opens its own).
   */
  private async change<T>(work: (tx: Tx, at: number) => Promise<{ changes: Change[]; result: T }>): Promise<{ events: SbEvent[]; result: T }> {
    const now = this.options.now();
    return this.options.db.transaction(async (tx) => {
      const { changes, result } = await work(tx, seconds(now));
      const events: SbEvent[] = [];
      for (const change of changes) {
        await save(tx, change.object, now);
        events.push(await this.record(tx, change, now));
      }
      return { events, result };
    });
  }

  /**
   * Stripe's idempotent requests: the first call with a key does the work, a later one with the same
   * key and parameters gets the same object, and one with other parameters is refused. The key's row
   * is claimed first, so two calls at once queue on it and make one object.
   */
  private async idempotent<T extends SandboxObject>(
    tx: Tx,
    endpoint: string,
    key: string,
    params: unknown,
    create: (changes: Change[]) => Promise<T>,
  ): Promise<{ changes: Change[]; result: Published<T> }> {
    const id = `idem_${hashOf(`${endpoint}\n${key}`).slice(0, 40)}`;
    const request = hashOf(stableJson(params));
    const record: SbIdempotencyKey = { id, object: 'idempotency_key', key, request, result: null };
    const at = this.options.now();
    const [claimed] = await tx
      .insert(sandboxObjects)
      .values({ id, type: 'idempotency_key', data: record as unknown as Record<string, unknown>, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: sandboxObjects.id });
    if (!claimed) {
      const earlier = await load<SbIdempotencyKey>(tx, id, 'idempotency_key');
      if (!earlier || earlier.request !== request || !earlier.result)
        throw new PaymentGatewayError(idempotencyMismatchMessage(key), 'idempotency_error');
      const [row] = await tx.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.id, earlier.result));
      return { changes: [], result: published(row!.data as unknown as T) };
    }
    const changes: Change[] = [];
    const object = await create(changes);
    await save(tx, object, at);
    await save(tx, { ...record, result: object.id }, at);
    return { changes, result: published(object) };
  }

  private async record(tx: Tx, change: Change, now: Date): Promise<SbEvent> {
    // Strictly increasing, so the events of one moment are listed in the order they happened.
    this.lastEventMs = Math.max(this.lastEventMs + 1, now.getTime());
    const event: SbEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: seconds(now),
      data: { object: deepPublished(change.object) as unknown as Record<string, unknown>, ...(change.previous ? { previous_attributes: deepPublished(change.previous) } : {}) },
      livemode: LIVEMODE,
      pending_webhooks: 1,
      request: { id: newId('req', 14), idempotency_key: null },
      type: change.type,
    };
    const at = new Date(this.lastEventMs);
    await tx.insert(sandboxObjects).values({ id: event.id, type: 'event', data: event as unknown as Record<string, unknown>, createdAt: at, updatedAt: at });
    return event;
  }

  private async send(events: SbEvent[]) {
    for (const event of events) {
      const res = await this.post(event);
      if (!res.ok) this.options.log.warn({ eventId: event.id, type: event.type, status: res.status }, 'the webhook did not take a sandbox payment event');
    }
  }

  private async post(event: SbEvent): Promise<Response> {
    if (!this.deliver) throw new Error('The payment sandbox is not connected to the app (deliverTo was not called).');
    // Stripe sends its events pretty-printed and signs exactly the bytes it sends.
    const payload = JSON.stringify(event, null, 2);
    const { webhooks } = await stripeSdk();
    const signature = webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret, timestamp: seconds(this.options.now()) });
    const request = new Request(new URL('/api/v1/StripeWebHook', this.options.publicUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      body: payload,
    });
    return this.deliver(request);
  }

  private pageUrl(path: string) {
    return new URL(`/payment-sandbox/${path}`, this.options.publicUrl).toString();
  }

  /** A customer to act for; a deleted one is refused as Stripe refuses it, as one it does not have. */
  private async customer(tx: Tx, id: string, lock = false): Promise<SbCustomer> {
    const customer = await load<SbCustomer | SbDeletedCustomer>(tx, id, 'customer', { lock });
    if (!customer || 'deleted' in customer) throw new PaymentGatewayError(`No such customer: '${id}'`, 'resource_missing');
    return customer;
  }

  private async intent(tx: Tx, id: string, lock = false) {
    const intent = await load<SbPaymentIntent>(tx, id, 'payment_intent', { lock });
    if (!intent) throw new PaymentGatewayError(`No such payment_intent: '${id}'`, 'resource_missing');
    return intent;
  }

  private async price(tx: Tx, id: string) {
    const price = await load<SbPrice>(tx, id, 'price');
    if (!price) throw new PaymentGatewayError(`No such price: '${id}'`, 'resource_missing');
    return price;
  }

  private async portal(tx: Tx, id: string) {
    const session = await load<SbPortalSession>(tx, id, 'billing_portal.session');
    if (!session) throw notFound('This customer portal session');
    // A 409, as an expired checkout answers: the link is past its hour, which asking again does not change.
    if (session._sandbox.expiresAt < seconds(this.options.now())) throw new ApiError(409, 'This customer portal link has expired. Go back and open it again.');
    // A link opened before its customer was deleted leads nowhere since.
    const customer = await load<SbCustomer | SbDeletedCustomer>(tx, session.customer, 'customer');
    if (!customer || 'deleted' in customer) throw notFound('This customer portal session');
    return session;
  }

  /**
   * The price a checkout or portal names: one the sandbox already has, or one described inline, which
   * is kept under an id derived from its description so the same plan is one price every time.
   */
  private async priceFor(tx: Tx, price: SubscriptionPrice, at: number): Promise<SbPrice> {
    if ('providerPriceId' in price) return this.price(tx, price.providerPriceId);
    const productId = `prod_${hashOf(`product\n${price.productName}`).slice(0, 14)}`;
    const priceId = `price_${hashOf(stableJson({ ...price, currency: price.currency.toLowerCase() })).slice(0, 24)}`;
    const existing = await load<SbPrice>(tx, priceId, 'price');
    if (existing) return existing;
    const now = this.options.now();
    const product: SbProduct = { id: productId, object: 'product', active: true, created: at, livemode: LIVEMODE, metadata: {}, name: price.productName };
    await tx.insert(sandboxObjects).values({ id: product.id, type: 'product', data: product as unknown as Record<string, unknown>, createdAt: now, updatedAt: now }).onConflictDoNothing();
    const created: SbPrice = {
      id: priceId,
      object: 'price',
      active: true,
      created: at,
      currency: price.currency.toLowerCase(),
      livemode: LIVEMODE,
      lookup_key: null,
      metadata: {},
      product: productId,
      recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      unit_amount: price.amountCents,
      _sandbox: { productName: price.productName },
    };
    await tx.insert(sandboxObjects).values({ id: created.id, type: 'price', data: created as unknown as Record<string, unknown>, createdAt: now, updatedAt: now }).onConflictDoNothing();
    return created;
  }

  private paymentMethod(card: SandboxCard, customer: string | null, at: number): SbPaymentMethod {
    return {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: at,
      customer,
      billing_details: { address: { city: null, country: 'US', line1: null, line2: null, postal_code: card.zip, state: null }, email: null, name: null, phone: null },
      card: {
        brand: brandOf(card.number),
        last4: card.number.slice(-4),
        exp_month: card.expiry.month,
        exp_year: card.expiry.year,
        funding: 'credit',
        country: 'US',
        checks: { address_line1_check: null, address_postal_code_check: 'pass', cvc_check: 'pass' },
      },
      livemode: LIVEMODE,
      metadata: {},
      _sandbox: { behaviour: behaviourOf(card.number) },
    };
  }

  private lastPaymentError(decline: Decline, method: SbPaymentMethod, charge?: string): SbLastPaymentError {
    return {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      message: decline.message,
      doc_url: `https://docs.stripe.com/error-codes/${decline.code.replaceAll('_', '-')}`,
      ...(charge ? { charge } : {}),
      payment_method: published(method),
    };
  }

  /** One payment attempt on an intent with a card whose behaviour is known. */
  private attempt(
    intent: SbPaymentIntent,
    method: SbPaymentMethod,
    behaviour: CardBehaviour,
    at: number,
    changes: Change[],
    previous: Record<string, unknown>,
  ) {
    if (behaviour.outcome === 'authenticate') {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      intent._sandbox.afterAuthentication = behaviour.then;
      changes.push({ type: 'payment_intent.requires_action', object: intent, previous });
      return;
    }
    const decline = behaviour.outcome === 'succeeds' ? null : behaviour.decline;
    const charge = newCharge(intent, method, decline, at);
    intent.latest_charge = charge.id;
    if (decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = this.lastPaymentError(decline, method, charge.id);
      changes.push({ type: 'charge.failed', object: charge }, { type: 'payment_intent.payment_failed', object: intent, previous });
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      changes.push({ type: 'charge.succeeded', object: charge }, { type: 'payment_intent.succeeded', object: intent, previous });
    }
  }

  /** Reads a checkout for its page, expiring it (`checkout.session.expired`) once its day is over. */
  private async openCheckout(tx: Tx, id: string, at: number, changes: Change[], options: { lock: boolean }) {
    const session = await load<SbCheckoutSession>(tx, id, 'checkout.session', options);
    if (!session) throw notFound('This checkout');
    if (session.status === 'open' && session.expires_at <= at) {
      const previous = { status: session.status, url: session.url };
      session.status = 'expired';
      session.url = null;
      changes.push({ type: 'checkout.session.expired', object: session, previous });
    }
    return session;
  }

  /**
   * Takes a card or a 3-D Secure answer on a checkout, unless `refusal` finds it does not take one now:
   * then nothing changes but an expiry its day brought, which is recorded and sent before the refusal
   * (`CheckoutUnexpectedState`, with the checkout as it stands).
   */
  private async advanceCheckout(
    id: string,
    refusal: (session: SbCheckoutSession) => string | undefined,
    step: (tx: Tx, session: SbCheckoutSession, at: number, changes: Change[]) => Promise<void>,
  ): Promise<{ session: SbCheckoutSession; price: SbPrice }> {
    const { events, result } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const session = await this.openCheckout(tx, id, at, changes, { lock: true });
      const refused = refusal(session);
      if (!refused) {
        await step(tx, session, at, changes);
        await save(tx, session, this.options.now());
      }
      return { changes, result: { session, price: await this.price(tx, session._sandbox.price), refused } };
    });
    await this.send(events);
    const { refused, ...checkout } = result;
    if (refused) throw new CheckoutUnexpectedState(refused, checkout);
    return checkout;
  }

  /** The card's outcome at checkout: the subscription starts, the first payment fails, or 3-D Secure is asked. */
  private async settleCheckout(tx: Tx, session: SbCheckoutSession, method: SbPaymentMethod, behaviour: CardBehaviour, at: number, changes: Change[]) {
    if (behaviour.outcome === 'authenticate') {
      session._sandbox.awaitingAuthentication = { paymentMethod: method.id, then: behaviour.then };
      return;
    }
    if (behaviour.outcome !== 'succeeds') {
      session._sandbox.lastError = behaviour.decline;
      return;
    }
    const customer = await this.customer(tx, session.customer, true);
    const customerBefore = { invoice_settings: { ...customer.invoice_settings } };
    customer.invoice_settings.default_payment_method = method.id;
    changes.push({ type: 'customer.updated', object: customer, previous: customerBefore });
    const price = await this.price(tx, session._sandbox.price);
    const id = newId('sub');
    const subscription: SbSubscription = {
      id,
      object: 'subscription',
      billing_cycle_anchor: at,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: at,
      currency: price.currency,
      customer: customer.id,
      default_payment_method: method.id,
      ended_at: null,
      items: list(
        [{ id: newId('si', 14), object: 'subscription_item', created: at, current_period_start: at, current_period_end: addInterval(at, price.recurring.interval), metadata: {}, price: published(price), quantity: 1, subscription: id }],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null,
      livemode: LIVEMODE,
      metadata: session._sandbox.subscriptionMetadata,
      start_date: at,
      status: 'active',
      _sandbox: { productName: price._sandbox.productName },
    };
    const created = changes.length;
    await this.invoice(tx, subscription, 'subscription_create', at, changes);
    // Stripe announces the subscription before its first invoice.
    changes.splice(created, 0, { type: 'customer.subscription.created', object: subscription });
    const previous = pick(session, ['status', 'payment_status', 'subscription', 'invoice', 'url']);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id, invoice: subscription.latest_invoice, url: null });
    changes.push({ type: 'checkout.session.completed', object: session, previous });
  }

  /**
   * Bills a subscription's current period to its card: `invoice.paid`, or `invoice.payment_failed` with
   * the subscription past due. Answers whether it was paid.
   */
  private async invoice(tx: Tx, subscription: SbSubscription, reason: SbInvoice['billing_reason'], at: number, changes: Change[]): Promise<boolean> {
    const item = periodOf(subscription);
    const id = newId('in');
    const invoice: SbInvoice = {
      id,
      object: 'invoice',
      amount_due: item.price.unit_amount,
      amount_paid: 0,
      amount_remaining: item.price.unit_amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: at,
      currency: subscription.currency,
      customer: subscription.customer,
      hosted_invoice_url: null,
      lines: list(
        [
          {
            id: newId('il', 14),
            object: 'line_item',
            amount: item.price.unit_amount,
            currency: subscription.currency,
            description: `1 × ${subscription._sandbox.productName} (at ${dollars(item.price.unit_amount)} / ${item.price.recurring.interval})`,
            period: { start: item.current_period_start, end: item.current_period_end },
            quantity: 1,
          },
        ],
        `/v1/invoices/${id}/lines`,
      ),
      livemode: LIVEMODE,
      metadata: {},
      number: `SANDBOX-${id.slice(-8).toUpperCase()}`,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } },
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      status: 'open',
      status_transitions: { finalized_at: at, paid_at: null },
      subtotal: item.price.unit_amount,
      total: item.price.unit_amount,
    };
    subscription.latest_invoice = id;
    return this.collect(tx, subscription, invoice, at, changes);
  }

  private async retryInvoice(tx: Tx, subscription: SbSubscription, at: number, changes: Change[]) {
    const invoice = await load<SbInvoice>(tx, subscription.latest_invoice!, 'invoice', { lock: true });
    if (invoice && invoice.status === 'open') await this.collect(tx, subscription, invoice, at, changes);
  }

  private async collect(tx: Tx, subscription: SbSubscription, invoice: SbInvoice, at: number, changes: Change[]): Promise<boolean> {
    const method = subscription.default_payment_method ? await load<SbPaymentMethod>(tx, subscription.default_payment_method, 'payment_method') : undefined;
    const behaviour = method?._sandbox.behaviour;
    // Renewals run with nobody at the keyboard: a card that asks for 3-D Secure cannot be charged.
    const paid = behaviour?.outcome === 'succeeds' || (invoice.billing_reason === 'subscription_create' && behaviour?.outcome === 'authenticate');
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (paid) {
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
      invoice.status_transitions.paid_at = at;
      invoice._sandbox = { paymentIntent: await this.payInvoice(tx, invoice, method!, at) };
      if (subscription.status === 'past_due') subscription.status = 'active';
      changes.push({ type: 'invoice.paid', object: invoice });
    } else {
      subscription.status = 'past_due';
      changes.push({ type: 'invoice.payment_failed', object: invoice });
    }
    return paid;
  }

  /**
   * The intent and charge that pay an invoice, as Stripe makes them, so the payment can be refunded
   * (`refund`). Stripe sends their events too; nothing of ours follows an invoice's intent, so the
   * sandbox keeps them to itself.
   */
  private async payInvoice(tx: Tx, invoice: SbInvoice, method: SbPaymentMethod, at: number): Promise<string> {
    const id = newId('pi');
    const intent: SbPaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: ['card'],
      amount: invoice.amount_due,
      amount_capturable: 0,
      amount_received: invoice.amount_due,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${newId('x', 25).slice(2)}`,
      confirmation_method: 'automatic',
      created: at,
      currency: invoice.currency,
      customer: invoice.customer,
      description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      last_payment_error: null,
      latest_charge: null,
      livemode: LIVEMODE,
      metadata: {},
      next_action: null,
      payment_method: method.id,
      payment_method_types: ['card'],
      receipt_email: null,
      status: 'succeeded',
      _sandbox: { afterAuthentication: null },
    };
    const charge = newCharge(intent, method, null, at);
    intent.latest_charge = charge.id;
    await save(tx, intent, this.options.now());
    await save(tx, charge, this.options.now());
    return id;
  }

  private async changeSubscription(
    portalId: string,
    subscriptionId: string,
    step: (tx: Tx, subscription: SbSubscription, at: number, changes: Change[], portal: SbPortalSession) => Promise<void>,
  ): Promise<SbSubscription> {
    const { events, result } = await this.change(async (tx, at) => {
      const changes: Change[] = [];
      const portal = await this.portal(tx, portalId);
      const subscription = await load<SbSubscription>(tx, subscriptionId, 'subscription', { lock: true });
      if (!subscription || subscription.customer !== portal.customer) throw notFound('This subscription');
      await step(tx, subscription, at, changes, portal);
      await save(tx, subscription, this.options.now());
      return { changes, result: subscription };
    });
    await this.send(events);
    return result;
  }
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * Stripe's customer deletion on the sandbox's own objects, in `tx`: the customer becomes the deleted
 * stub Stripe answers for it, its subscriptions end now, and its cards are detached. Stripe drops its
 * events after 30 days and its idempotency keys after a day; the sandbox keeps both in this database
 * for good, so what they held of the customer goes too: the events that told of it (`customer.created`,
 * `customer.updated`) say only that it was deleted, and the keys that made it are forgotten, since each
 * kept a hash of the request, name, e-mail and phone, which a guess at them could be checked against
 * (a key used again makes a new customer). Charges, intents and refunds stay, as Stripe keeps them.
 * Answers what changed, for the caller to save and send; undefined when the sandbox never had it.
 */
async function forgetCustomer(tx: Tx, customerId: string, at: number, now: Date): Promise<Change[] | undefined> {
  const customer = await load<SbCustomer | SbDeletedCustomer>(tx, customerId, 'customer', { lock: true });
  if (!customer) return undefined;
  const changes: Change[] = [];
  if (!('deleted' in customer)) {
    for (const subscription of await listBy<SbSubscription>(tx, 'subscription', 'customer', customerId)) {
      if (subscription.status === 'canceled') continue;
      const previous = pick(subscription, ['canceled_at', 'cancellation_details', 'status', 'ended_at']);
      subscription.cancellation_details = { comment: null, feedback: null, reason: 'cancellation_requested' };
      Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
      changes.push({ type: 'customer.subscription.deleted', object: subscription, previous });
    }
    for (const method of await listBy<SbPaymentMethod>(tx, 'payment_method', 'customer', customerId)) await save(tx, { ...method, customer: null }, now);
    const gone: SbDeletedCustomer = { id: customerId, object: 'customer', deleted: true };
    for (const told of await tx
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.type, 'event'), sql`${sandboxObjects.data} -> 'data' -> 'object' ->> 'id' = ${customerId}`))) {
      const event = told.data as unknown as SbEvent;
      await save(tx, { ...event, data: { object: { ...gone } } }, now);
    }
    changes.push({ type: 'customer.deleted', object: gone });
  }
  // Also for one deleted before the keys were forgotten with it.
  await tx.delete(sandboxObjects).where(and(eq(sandboxObjects.type, 'idempotency_key'), sql`${sandboxObjects.data} ->> 'result' = ${customerId}`));
  return changes;
}

/**
 * Deletes the sandbox's customer while Stripe runs, in the account deletion's transaction: the sandbox's
 * objects are rows of this database, whichever provider runs. Nothing is sent: no webhook listens to the
 * sandbox then, and the account its events would be about is being deleted. Nothing to do for a customer
 * the sandbox never had.
 */
export async function forgetSandboxCustomer(tx: Database, customerId: string, now: Date): Promise<void> {
  const changes = (await forgetCustomer(tx, customerId, seconds(now), now)) ?? [];
  for (const change of changes) await save(tx, change.object, now);
}

/**
 * Ends a membership of the sandbox's while Stripe runs, in the account deletion's transaction, as
 * `expireSubscriptionCheckout` and then `cancelSubscriptionNow` would: its checkout closed if still
 * open, and the subscription it started (or was given) ended now, so that neither is paid or renewed
 * should the sandbox run again. Nothing is sent, as with `forgetSandboxCustomer`. Answers the
 * subscription, when the sandbox has one.
 */
export async function endSandboxMembership(
  tx: Database,
  ids: { subscriptionId: string | null; checkoutSessionId: string | null },
  now: Date,
): Promise<{ subscriptionId: string | null }> {
  const at = seconds(now);
  let subscriptionId = ids.subscriptionId;
  if (ids.checkoutSessionId) {
    const session = await load<SbCheckoutSession>(tx, ids.checkoutSessionId, 'checkout.session', { lock: true });
    if (session && expireNow(session, at)) await save(tx, session, now);
    subscriptionId ??= session?.subscription ?? null;
  }
  const subscription = subscriptionId ? await load<SbSubscription>(tx, subscriptionId, 'subscription', { lock: true }) : undefined;
  if (!subscription) return { subscriptionId: null };
  if (endNow(subscription, at, ACCOUNT_DELETED_COMMENT)) await save(tx, subscription, now);
  return { subscriptionId: subscription.id };
}

/** Stripe's DELETE /v1/subscriptions/{id}, its cancelation `comment` kept; nothing for one ended already. */
function endNow(subscription: SbSubscription, at: number, comment: string): Change | undefined {
  if (subscription.status === 'canceled') return undefined;
  const previous = pick(subscription, ['cancel_at', 'cancel_at_period_end', 'canceled_at', 'cancellation_details', 'status', 'ended_at']);
  subscription.cancellation_details = { comment, feedback: null, reason: 'cancellation_requested' };
  Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at });
  return { type: 'customer.subscription.deleted', object: subscription, previous };
}

/** Stripe's POST /v1/checkout/sessions/{id}/expire on a session still open; nothing for one closed already. */
function expireNow(session: SbCheckoutSession, at: number): Change | undefined {
  if (session.status !== 'open') return undefined;
  const previous = { status: session.status, url: session.url };
  Object.assign(session, { status: 'expired', url: null, expires_at: Math.min(session.expires_at, at) });
  return { type: 'checkout.session.expired', object: session, previous };
}

/** Why a checkout takes no card or 3-D Secure answer: it is paid, or closed (its day over, or closed by the site). */
function notOpen(session: SbCheckoutSession): string | undefined {
  if (session.status === 'complete') return 'This checkout is already paid.';
  if (session.status === 'expired') return 'This checkout is no longer open.';
  return undefined;
}

/** The charge of a card attempt on an intent: paid, or declined with `decline`'s reason. */
function newCharge(intent: SbPaymentIntent, method: SbPaymentMethod, decline: Decline | null, at: number): SbCharge {
  const id = newId('ch');
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: decline ? 0 : intent.amount,
    amount_refunded: 0,
    billing_details: method.billing_details,
    captured: !decline,
    created: at,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: LIVEMODE,
    metadata: intent.metadata,
    outcome: decline
      ? { network_status: 'declined_by_network', reason: decline.declineCode ?? decline.code, seller_message: 'The bank did not return any further details with this decline.', type: 'issuer_declined' }
      : { network_status: 'approved_by_network', reason: null, seller_message: 'Payment complete.', type: 'authorized' },
    paid: !decline,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: method.card },
    receipt_url: null,
    refunded: false,
    refunds: list([], `/v1/charges/${id}/refunds`),
    status: decline ? 'failed' : 'succeeded',
  };
}

/** Compares a client secret without telling, by its timing, how much of a guess was right. */
function sameSecret(kept: string, given: string): boolean {
  const a = Buffer.from(kept);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The subscription's only item, which holds its price and its current period (Stripe's shape since 2025). */
export const periodOf = (subscription: { items: { data: SbSubscription['items']['data'] } }) => subscription.items.data[0]!;

function pick<T extends object, K extends keyof T>(object: T, keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = structuredClone(object[key]);
  return out;
}

/** A copy without the sandbox's bookkeeping, at any depth (a payment method inside an error, a price inside an item). */
function deepPublished<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepPublished) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (key !== '_sandbox') out[key] = deepPublished(inner);
    return out as T;
  }
  return value;
}

