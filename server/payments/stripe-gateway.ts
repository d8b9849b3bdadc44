import type Stripe from 'stripe';
import {
  ACCOUNT_DELETED_COMMENT,
  type CreateCustomerInput,
  type CreatePaymentIntentInput,
  type GatewayPaymentIntent,
  type GatewayRefund,
  type IntentStatus,
  type PaymentGateway,
  PaymentGatewayError,
  type PortalSessionInput,
  type RefundInput,
  type SubscriptionCheckoutInput,
} from './gateway';
import { STRIPE_API_VERSION } from './stripe-api-version';
import { stripeSdk } from './stripe-sdk';

export interface StripeGatewayOptions {
  secretKey: string;
  /**
   * Another address for Stripe's API than https://api.stripe.com: a local fake in tests, or a proxy.
   * Its protocol, host and port go to the `stripe` package's options of those names.
   */
  apiUrl?: string;
  /** Passed on for tests; the package's own defaults otherwise. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** How many customers one key may have made and seen deleted before `createCustomer` gives up on it. */
const MAX_CUSTOMERS_PER_KEY = 10;

/** Card payments through Stripe with the `stripe` package, at the pinned API version. */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly description: string;
  /** The client, made with the first call: the SDK is loaded then (stripe-sdk.ts). */
  private readonly client: () => Promise<Stripe>;

  constructor(options: StripeGatewayOptions) {
    const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
    const config: Stripe.StripeConfig = {
      apiVersion: STRIPE_API_VERSION,
      // Retries reuse the request's idempotency key, so a retried creation makes one object.
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 30_000,
      telemetry: false,
      appInfo: { name: 'southborough-home-services' },
      ...(api
        ? {
            protocol: api.protocol === 'http:' ? 'http' : 'https',
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
          }
        : {}),
    };
    let client: Promise<Stripe> | undefined;
    this.client = () => (client ??= stripeSdk().then((Sdk) => new Sdk(options.secretKey, config)));
    const mode = /^(sk|rk)_live_/.test(options.secretKey) ? 'LIVE mode: real cards are charged' : 'test mode';
    this.description = `taken by Stripe in ${mode} (API version ${STRIPE_API_VERSION}${api ? `, at ${api.origin}` : ''})`;
  }

  async createCustomer(input: CreateCustomerInput) {
    let idempotencyKey = input.idempotencyKey;
    for (let made = 0; made < MAX_CUSTOMERS_PER_KEY; made++) {
      const customer = await this.call((stripe) =>
        stripe.customers.create({ name: input.name, email: input.email ?? undefined, phone: input.phone ?? undefined, metadata: input.metadata }, { idempotencyKey }),
      );
      // Stripe answers a key again for a day with the customer it first made, even one deleted since.
      if (customer.lastResponse.headers['idempotent-replayed'] !== 'true') return { id: customer.id };
      if (!(await this.call((stripe) => stripe.customers.retrieve(customer.id))).deleted) return { id: customer.id };
      idempotencyKey = `${input.idempotencyKey}-after-${customer.id}`;
    }
    throw new PaymentGatewayError(`Every customer made with the key '${input.idempotencyKey}' has been deleted.`, 'idempotency_error');
  }

  async createPaymentIntent(input: CreatePaymentIntentInput) {
    const intent = await this.call((stripe) =>
      stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          description: input.description,
          metadata: input.metadata,
          // Cards only, wallets included: what the Payment Element offers on our page.
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toGateway(intent);
  }

  async retrievePaymentIntent(id: string) {
    return toGateway(await this.call((stripe) => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge', 'payment_method'] })));
  }

  async cancelPaymentIntent(id: string, idempotencyKey: string) {
    return toGateway(await this.call((stripe) => stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey })));
  }

  async refund(input: RefundInput): Promise<GatewayRefund> {
    const refund = await this.call((stripe) =>
      stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents, reason: input.reason, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return {
      id: refund.id,
      paymentIntentId: typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? input.paymentIntentId),
      amountCents: refund.amount,
      status: refund.status ?? 'pending',
    };
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput) {
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem =
      'providerPriceId' in input.price
        ? { price: input.price.providerPriceId, quantity: 1 }
        : {
            price_data: {
              currency: input.price.currency,
              unit_amount: input.price.amountCents,
              recurring: { interval: input.price.interval },
              product_data: { name: input.price.productName },
            },
            quantity: 1,
          };
    const session = await this.call((stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          line_items: [lineItem],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          subscription_data: { metadata: input.metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentGatewayError('Stripe answered a checkout session without a page address.', undefined);
    return { id: session.id, url: session.url };
  }

  async createPortalSession(input: PortalSessionInput) {
    // Which plans a member may switch to is the portal configuration's business, set in the Dashboard.
    const session = await this.call((stripe) =>
      stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
        ...(input.cancelSubscriptionId
          ? {
              flow_data: {
                type: 'subscription_cancel' as const,
                subscription_cancel: { subscription: input.cancelSubscriptionId },
                after_completion: { type: 'redirect' as const, redirect: { return_url: input.returnUrl } },
              },
            }
          : {}),
      }),
    );
    return { url: session.url };
  }

  async cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string, comment = ACCOUNT_DELETED_COMMENT) {
    const subscription = await this.call((stripe) => stripe.subscriptions.retrieve(subscriptionId));
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
    await this.call((stripe) => stripe.subscriptions.cancel(subscriptionId, { cancellation_details: { comment } }, { idempotencyKey }));
  }

  async subscriptionPayment(subscriptionId: string) {
    const subscription = await this.call((stripe) => stripe.subscriptions.retrieve(subscriptionId));
    const invoice = idOf(subscription.latest_invoice);
    if (!invoice) return null;
    // Since 2025 an invoice names what paid it in its payments, no longer in a `payment_intent` of its own.
    const paid = await this.call((stripe) => stripe.invoicePayments.list({ invoice, status: 'paid' }));
    const payment = paid.data.find((p) => p.payment.type === 'payment_intent' && p.payment.payment_intent);
    const paymentIntentId = idOf(payment?.payment.payment_intent);
    return payment && paymentIntentId ? { paymentIntentId, amountCents: payment.amount_paid ?? payment.amount_requested } : null;
  }

  async expireSubscriptionCheckout(sessionId: string) {
    const session = await this.call((stripe) => stripe.checkout.sessions.retrieve(sessionId));
    if (session.status === 'open') {
      try {
        const expired = await this.call((stripe) => stripe.checkout.sessions.expire(sessionId));
        if (expired.status === 'expired') return { subscriptionId: null };
      } catch (err) {
        // Paid between the two calls, Stripe refuses to expire it: read again, it names the subscription it started.
        const now = await this.call((stripe) => stripe.checkout.sessions.retrieve(sessionId));
        if (now.status === 'open') throw err;
        return { subscriptionId: idOf(now.subscription) };
      }
    }
    return { subscriptionId: idOf(session.subscription) };
  }

  async deleteCustomer(customerId: string) {
    const customer = await this.call((stripe) => stripe.customers.retrieve(customerId));
    if (customer.deleted) return;
    await this.call((stripe) => stripe.customers.del(customerId));
  }

  /** Stripe's errors become the port's, keeping Stripe's code and message. */
  private async call<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = await this.client();
    try {
      return await request(stripe);
    } catch (err) {
      const { errors } = await stripeSdk();
      if (err instanceof errors.StripeError) {
        const transient = err.type === 'StripeConnectionError' || err.type === 'StripeAPIError' || err.type === 'StripeRateLimitError' || (err.statusCode ?? 0) >= 500;
        throw new PaymentGatewayError(err.message, err.code ?? (err.type === 'StripeIdempotencyError' ? 'idempotency_error' : undefined), transient);
      }
      throw err;
    }
  }
}

/** The id of an object Stripe names by id, or expanded. */
const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

function toGateway(intent: Stripe.PaymentIntent): GatewayPaymentIntent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  // The latest attempt's card: its payment method while it is on the intent, the declined one's after a failure (Stripe takes
  // the method off then); the latest charge may be an earlier attempt's, as no charge is made before 3-D Secure is answered.
  const card = method?.card ?? intent.last_payment_error?.payment_method?.card ?? charge?.payment_method_details?.card ?? null;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    description: intent.description,
    metadata: intent.metadata,
    card: card?.last4 ? { brand: card.brand ?? 'unknown', last4: card.last4 } : null,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}
