import type Stripe from 'stripe';

let loading: Promise<typeof Stripe> | undefined;

/**
 * Stripe's SDK, loaded by the first payment, webhook or sandbox event that needs it rather than with
 * the server: it was the largest package a start loaded, and the health check, the catalogue and
 * sign-in never use it (docs/performance.md, "Start-up and memory").
 */
export function stripeSdk(): Promise<typeof Stripe> {
  return (loading ??= import('stripe').then((module) => module.default));
}
