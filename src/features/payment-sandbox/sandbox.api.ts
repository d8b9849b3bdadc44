import * as v from 'valibot';
import {
  type SandboxCheckoutSession,
  SandboxCheckoutUnexpectedState,
  SandboxIntentUnexpectedState,
  type SandboxPaymentIntent,
  type SandboxPortalSession,
} from '../../../contract/payment-sandbox';
import { api } from '../../api/client';
import { type Loaded, settle } from '../../api/loaded';

export const loadSandboxCheckout = (id: string): Promise<Loaded<SandboxCheckoutSession>> =>
  settle(api.GET('/PaymentSandbox/checkout-sessions/{id}', { params: { path: { id } } }));

/** The portal as its page reads it, or word that its link is past its hour (a 409), which reading it again does not change. */
export type SandboxPortalLoaded = Loaded<SandboxPortalSession> | { expired: true };

export async function loadSandboxPortal(id: string): Promise<SandboxPortalLoaded> {
  const call = api.GET('/PaymentSandbox/portal-sessions/{id}', { params: { path: { id } } });
  const expired = await call.then((answer) => answer.response.status === 409, () => false);
  return expired ? { expired: true } : settle(call);
}

/** A card the sandbox declined, as a refusal the card form shows above its button, keeping what was typed. */
export const declined = (message: string) => ({ error: { Message: message }, response: new Response(null, { status: 402 }) });

/**
 * The payment as it now stands, when the sandbox refused a card or a 3-D Secure answer because the
 * payment had moved on without the page (Stripe's `payment_intent_unexpected_state`): the page shows
 * where it stands, not Stripe's developer wording.
 */
export const movedOnPayment = (error: unknown): SandboxPaymentIntent | undefined =>
  v.is(SandboxIntentUnexpectedState, error) ? error.paymentIntent : undefined;

/**
 * The checkout as it now stands, when the sandbox refused a card or a 3-D Secure answer because the
 * checkout had moved on without the page: paid in another tab, or closed (its day over, or a checkout
 * for another plan opened since).
 */
export const movedOnCheckout = (error: unknown): SandboxCheckoutSession | undefined =>
  v.is(SandboxCheckoutUnexpectedState, error) ? error.checkoutSession : undefined;

/** Like Stripe.js, the card page reads the intent with its client secret. */
export const loadSandboxPayment = (id: string, clientSecret: string): Promise<Loaded<SandboxPaymentIntent>> =>
  settle(api.GET('/PaymentSandbox/payment-intents/{id}', { params: { path: { id }, query: { clientSecret } } }));

export type SandboxPage =
  | { page: 'checkout'; loaded: Loaded<SandboxCheckoutSession> }
  | { page: 'portal'; loaded: SandboxPortalLoaded }
  | { page: 'payment'; loaded: Loaded<SandboxPaymentIntent> };

/** What a sandbox page shows, read by its kind. */
export const loadSandboxPage = async (page: SandboxPage['page'], id: string, clientSecret = ''): Promise<SandboxPage> => {
  if (page === 'checkout') return { page, loaded: await loadSandboxCheckout(id) };
  if (page === 'payment') return { page, loaded: await loadSandboxPayment(id, clientSecret) };
  return { page, loaded: await loadSandboxPortal(id) };
};
