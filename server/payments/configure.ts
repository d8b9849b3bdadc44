import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import type { ServerEnv } from '../env';
import { keptSecret } from '../lib/kept-secret';
import type { Logger } from '../lib/logger';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

/**
 * The secret that signs payment events: STRIPE_WEBHOOK_SECRET when set (Stripe's, for the endpoint);
 * with the sandbox and none set, one generated once and kept in DATA_DIR, as the JWT secret is.
 * Called before the database opens, it first stops a start whose payment keys do not go together.
 */
export function resolveWebhookSecret(env: ServerEnv, log: Logger): string {
  checkPaymentKeys(env);
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  return keptSecret({
    dataDir: env.DATA_DIR,
    fileName: 'stripe-webhook-secret',
    generate: () => `whsec_${randomBytes(32).toString('base64url')}`,
    isValid: (secret) => secret.startsWith('whsec_') && secret.length >= 32,
    log,
    what: 'payment sandbox webhook secret',
  });
}

const modeOf = (key: string) => (/^[a-z]+_live_/.test(key) ? 'live' : 'test');

/**
 * Stripe's keys go together or the start stops: Stripe without a webhook secret would take payments
 * it never hears about; the SPA is built with the publishable key of the same account and mode, or
 * with none for the sandbox, since a mismatch would show one provider's card fields for the other's
 * payments.
 */
export function checkPaymentKeys(env: ServerEnv) {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.VITE_STRIPE_PUBLISHABLE_KEY;
  if (secretKey && !env.STRIPE_WEBHOOK_SECRET)
    throw new Error(
      "Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is (the signing secret, whsec_..., of the webhook endpoint in Stripe's Dashboard or of `stripe listen`)",
    );
  if (secretKey && !publishableKey)
    throw new Error('Invalid configuration: VITE_STRIPE_PUBLISHABLE_KEY must be set when STRIPE_SECRET_KEY is (the SPA collects cards with Stripe)');
  if (!secretKey && publishableKey)
    throw new Error('Invalid configuration: VITE_STRIPE_PUBLISHABLE_KEY must be empty while STRIPE_SECRET_KEY is (the built-in sandbox takes the payments)');
  if (secretKey && modeOf(secretKey) !== modeOf(publishableKey))
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY and VITE_STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys');
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the embedded sandbox. */
export function createPaymentGateway(env: ServerEnv, deps: { db: Database; now: () => Date; log: Logger }): PaymentGateway {
  checkPaymentKeys(env);
  const secretKey = env.STRIPE_SECRET_KEY;
  if (secretKey) return new StripeGateway({ secretKey, apiUrl: env.STRIPE_API_URL || undefined });
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('The payment sandbox needs the webhook secret: resolve it first (resolveWebhookSecret).');
  return new SandboxGateway({ ...deps, webhookSecret: env.STRIPE_WEBHOOK_SECRET, publicUrl: env.PUBLIC_URL });
}

/** The sandbox sends its events through the app's own request handling; Stripe needs no such link. */
export function connectPaymentGateway(gateway: PaymentGateway, fetch: (request: Request) => Response | Promise<Response>) {
  if (gateway instanceof SandboxGateway) gateway.deliverTo(fetch);
}

/** The sandbox's subscriptions renew and end on the clock, as Stripe's do; answers how to stop it. */
export function runPaymentClock(gateway: PaymentGateway, log: Logger, everyMs = 60 * 60_000): () => void {
  if (!(gateway instanceof SandboxGateway)) return () => {};
  const tick = () => void gateway.advanceClock().catch((err: unknown) => log.warn({ err }, 'the payment sandbox could not renew subscriptions'));
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
