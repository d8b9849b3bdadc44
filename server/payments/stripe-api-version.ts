import type Stripe from 'stripe';

/**
 * The Stripe API version both adapters speak: the one stripe 23.1 is written for. The Stripe adapter
 * pins it on every request and the sandbox stamps it on its events; a webhook endpoint in the
 * Dashboard should be set to it too, so events arrive in the shapes the handler reads.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;
