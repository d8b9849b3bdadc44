/**
 * The payment port. Job payments are PaymentIntents whose card is collected on our own page (Stripe's
 * Payment Element, or the sandbox's card fields); memberships are Checkout Sessions in subscription
 * mode and are managed in the provider's customer portal (docs/decisions/014-card-payments.md).
 *
 * Two adapters speak Stripe's protocol behind it: `StripeGateway` (the `stripe` package) and
 * `SandboxGateway` (the embedded default). Both report what happened afterwards only through signed
 * events to POST /StripeWebHook; nothing here marks a payment paid.
 */

export type PaymentGatewayKind = 'stripe' | 'sandbox';

/** Stripe's PaymentIntent statuses, which both adapters report as they are. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface CardSummary {
  /** Stripe's brand names: `visa`, `mastercard`, `amex`, `discover`, `diners`, `jcb`, `unionpay`, `unknown`. */
  brand: string;
  last4: string;
}

export interface GatewayPaymentIntent {
  id: string;
  /** What the browser confirms the card with; it lets the holder pay this intent and nothing else. */
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  /** The card of the latest attempt, when one was made. */
  card: CardSummary | null;
  /** The provider's message for the latest failed attempt, as the customer should read it. */
  failureMessage: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  /** Stripe's refund statuses: `pending`, `requires_action`, `succeeded`, `failed`, `canceled`. */
  status: string;
}

/** Stripe's own refund reasons: all the provider is told of why; the metadata carries our ids, never words a person typed. */
export type RefundReason = 'requested_by_customer' | 'duplicate' | 'fraudulent';

export type BillingIntervalCode = 'month' | 'year';

/** A recurring price: one set up at the provider, or described here and created with the checkout. */
export type SubscriptionPrice =
  | { providerPriceId: string }
  | { amountCents: number; currency: string; interval: BillingIntervalCode; productName: string };

export interface CreateCustomerInput {
  name?: string;
  email?: string | null;
  phone?: string | null;
  metadata?: Record<string, string>;
  idempotencyKey: string;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: string;
  customerId: string;
  /** What the provider shows the payment as (its Dashboard, the sandbox's card page): fixed words, nothing a person typed. */
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface RefundInput {
  paymentIntentId: string;
  /** Omitted: whatever is left to refund. */
  amountCents?: number;
  reason: RefundReason;
  metadata?: Record<string, string>;
  idempotencyKey: string;
}

export interface SubscriptionCheckoutInput {
  customerId: string;
  price: SubscriptionPrice;
  /** Stripe replaces `{CHECKOUT_SESSION_ID}` in it with the session's id; the sandbox does too. */
  successUrl: string;
  cancelUrl: string;
  /** Put on the checkout session and on the subscription it starts, so every later event carries it. */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface PortalSessionInput {
  customerId: string;
  returnUrl: string;
  /**
   * The prices a member may switch to. The sandbox's portal offers these; Stripe's portal offers what
   * its configuration in the Dashboard lists (Settings → Billing → Customer portal).
   */
  switchablePrices?: SubscriptionPrice[];
  /** Opens the portal on canceling this subscription (Stripe's `subscription_cancel` flow): cancel in one click from the account page. */
  cancelSubscriptionId?: string;
}

export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** Said at start-up, so nobody wonders where card payments go. */
  readonly description: string;
  /**
   * Makes a customer, once per idempotency key. The customer answered exists: a key whose customer has
   * been deleted since (`deleteCustomer`) makes a new one, one for two calls at once (Stripe, which
   * answers a key with its first result for a day, under a key derived from the deleted one's id; the
   * sandbox forgets the key with the customer).
   */
  createCustomer(input: CreateCustomerInput): Promise<{ id: string }>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<GatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent>;
  /** Closes an intent nobody will pay (the amount changed, the job was canceled). */
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<GatewayPaymentIntent>;
  refund(input: RefundInput): Promise<GatewayRefund>;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ id: string; url: string }>;
  createPortalSession(input: PortalSessionInput): Promise<{ url: string }>;
  /**
   * Ends a subscription now (Stripe's DELETE /v1/subscriptions/{id}), not at the end of its period: no
   * renewal follows, and Stripe stops collecting the customer's open invoices automatically, so a plan
   * past due is not charged again either. The rest of the period is not refunded. One that has ended already answers
   * as it is. `comment` is the cancelation comment the provider keeps, and its events carry (an account
   * deletion's unless given).
   */
  cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string, comment?: string): Promise<void>;
  /**
   * What paid a subscription's latest invoice (its first, for one just started): the PaymentIntent, to
   * refund it through `refund`, and how much it took. Null when nothing paid it.
   */
  subscriptionPayment(subscriptionId: string): Promise<{ paymentIntentId: string; amountCents: number } | null>;
  /**
   * Closes a subscription checkout that is still open (Stripe's POST /v1/checkout/sessions/{id}/expire),
   * so that it can no longer be paid. Answers the subscription a checkout completed meanwhile started,
   * for the caller to end; null when none did (closed now, or expired already).
   */
  expireSubscriptionCheckout(sessionId: string): Promise<{ subscriptionId: string | null }>;
  /**
   * Deletes a customer (Stripe's DELETE /v1/customers/{id}): its name, e-mail, phone and saved cards go,
   * its subscriptions end at once, and the provider refuses it in any later call (`resource_missing`).
   * The payments and refunds it made stay with the provider, as its record of money that moved. One
   * deleted already answers as it is; one the provider never had is `resource_missing`.
   */
  deleteCustomer(customerId: string): Promise<void>;
}

/**
 * The provider refused a call or could not be reached. `code` is Stripe's error code where it gave
 * one (`resource_missing`, `idempotency_error`, `charge_already_refunded`, `amount_too_large`...).
 */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    /** The provider could not be reached or failed on its side: trying again later may work. */
    readonly transient = false,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

/** Why a subscription ended, as the provider is told when an account is deleted. */
export const ACCOUNT_DELETED_COMMENT = 'The customer deleted their account.';

/** Stripe's message when an idempotency key comes back with other parameters; both adapters use it. */
export const idempotencyMismatchMessage = (key: string) =>
  `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
