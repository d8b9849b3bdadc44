import type Stripe from 'stripe';
import type { AppServices } from '../app-bindings';
import { applyStripeEvent } from '../payments/stripe-events';

/** POST /StripeWebHook, once the signature has been checked. */
export const receiveStripeEvent = (services: AppServices, event: Stripe.Event) => applyStripeEvent({ ...services, publicUrl: services.env.PUBLIC_URL }, event);
