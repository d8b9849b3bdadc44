import type {
  SandboxCard,
  SandboxCheckoutSession,
  SandboxCheckoutUnexpectedState,
  SandboxIntentUnexpectedState,
  SandboxPaymentIntent,
  SandboxPortalSession,
} from '../../contract/payment-sandbox';
import { EXPIRY_PAST } from '../../contract/payment-sandbox';
import type { PaymentGateway } from '../payments/gateway';
import { CheckoutUnexpectedState, IntentUnexpectedState, periodOf, SandboxGateway } from '../payments/sandbox-gateway';
import type { SbCheckoutSession, SbPaymentIntent, SbPrice, SbSubscription } from '../payments/sandbox-objects';

/** The sandbox, when it is the gateway running; these calls do not exist next to Stripe. */
export function sandboxOf(gateway: PaymentGateway): SandboxGateway | undefined {
  return gateway instanceof SandboxGateway ? gateway : undefined;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Whether the card's last valid month is already over at `now` (the field check the server makes). */
export function isExpired(card: SandboxCard, now: Date): boolean {
  const afterLastValidMonth = Date.UTC(card.expiry.year, card.expiry.month, 1);
  return now.getTime() >= afterLastValidMonth;
}

/** The field error for an expired card, or undefined. */
export const expiryProblem = (card: SandboxCard, now: Date) => (isExpired(card, now) ? { field: 'card.expiry', message: EXPIRY_PAST } : undefined);

/** The intent as the card page shows it, with the card of its latest attempt (a declined one, one waiting for 3-D Secure, or the one that paid). */
export async function intentView(sandbox: SandboxGateway, intent: SbPaymentIntent): Promise<SandboxPaymentIntent> {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    description: intent.description,
    card: await sandbox.cardOfAttempt(intent),
    lastPaymentError: error ? { code: error.code, declineCode: error.decline_code ?? null, message: error.message } : null,
    nextAction: intent.status === 'requires_action' ? 'authenticate' : null,
  };
}

/** The 409 of a payment whose state refused a card or a 3-D Secure answer, with the payment as it now stands; any other error goes on. */
export async function intentRefusal(sandbox: SandboxGateway, err: unknown): Promise<SandboxIntentUnexpectedState> {
  if (!(err instanceof IntentUnexpectedState)) throw err;
  return { Message: err.message, code: err.code, paymentIntent: await intentView(sandbox, err.intent) };
}

/** The 409 of a checkout whose state refused a card or a 3-D Secure answer, with the checkout as it stands; any other error goes on. */
export function checkoutRefusal(err: unknown): SandboxCheckoutUnexpectedState {
  if (!(err instanceof CheckoutUnexpectedState)) throw err;
  return { Message: err.message, code: err.code, checkoutSession: checkoutView(err.checkout) };
}

const priceView = (price: SbPrice) => ({
  id: price.id,
  productName: price._sandbox.productName,
  amountCents: price.unit_amount,
  currency: price.currency,
  interval: price.recurring.interval,
});

export function checkoutView({ session, price }: { session: SbCheckoutSession; price: SbPrice }): SandboxCheckoutSession {
  const error = session._sandbox.lastError;
  return {
    id: session.id,
    status: session.status,
    productName: price._sandbox.productName,
    amountCents: price.unit_amount,
    currency: price.currency,
    interval: price.recurring.interval,
    expiresAt: iso(session.expires_at),
    // Stripe fills the session's id into the success address when it sends the customer back.
    successUrl: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
    cancelUrl: session.cancel_url,
    lastPaymentError: error ? { code: error.code, declineCode: error.declineCode, message: error.message } : null,
    nextAction: session._sandbox.awaitingAuthentication ? 'authenticate' : null,
  };
}

const subscriptionView = (subscription: SbSubscription) => {
  const item = periodOf(subscription);
  return {
    id: subscription.id,
    status: subscription.status,
    price: { id: item.price.id, productName: subscription._sandbox.productName, amountCents: item.price.unit_amount, currency: item.price.currency, interval: item.price.recurring.interval },
    currentPeriodEnd: iso(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? iso(subscription.canceled_at) : null,
  };
};

export async function portalView(sandbox: SandboxGateway, id: string): Promise<SandboxPortalSession> {
  const { session, subscriptions, prices, card } = await sandbox.portalForPage(id);
  return {
    id: session.id,
    returnUrl: session.return_url,
    card,
    subscriptions: subscriptions.filter((s) => s.status !== 'canceled').map(subscriptionView),
    prices: prices.map(priceView),
    cancelSubscriptionId: session.flow?.subscription_cancel.subscription ?? null,
  };
}
