import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import type Stripe from 'stripe';
import { StripeEvent, StripeWebhookHeaders, WebhookReceived } from '../../contract/payments';
import { type AppBindings, router } from '../app-bindings';
import { ApiError, badRequest, json, limitJsonBody, validate } from '../lib/http';
import { stripeSdk } from '../payments/stripe-sdk';
import { receiveStripeEvent } from './stripe-webhook.handlers';

/**
 * Stripe's own default: a delivery signed longer ago than this is refused as a replay. A signature
 * dated further ahead of our clock is refused too: the `stripe` package checks age only, and a
 * timestamp from the future would keep a captured delivery replayable until that time.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The `t=` of a Stripe-Signature header, read as the `stripe` package reads it (the last one counts). */
function signedAtSeconds(header: string): number {
  let at = Number.NaN;
  for (const item of header.split(',')) {
    const [name, value] = item.split('=');
    if (name === 't') at = Number.parseInt(value ?? '', 10);
  }
  return at;
}

type VerifiedBindings = { Variables: AppBindings['Variables'] & { stripeEvent: Stripe.Event } };

/**
 * Nothing in an event is used until the `stripe` package's own check of its signature over the raw
 * body, with the webhook secret and within the tolerance of our clock, has passed.
 */
const requireStripeSignature = createMiddleware<VerifiedBindings>(async (c, next) => {
  const { env, log, now } = c.var;
  const payload = await c.req.text();
  const { webhooks } = await stripeSdk();
  let event: Stripe.Event;
  try {
    if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is empty');
    const header = c.req.header('stripe-signature') ?? '';
    const receivedAt = now().getTime();
    event = webhooks.constructEvent(payload, header, env.STRIPE_WEBHOOK_SECRET, SIGNATURE_TOLERANCE_SECONDS, undefined, receivedAt);
    const ahead = signedAtSeconds(header) - Math.floor(receivedAt / 1000);
    if (!(ahead <= SIGNATURE_TOLERANCE_SECONDS)) throw new Error('Timestamp ahead of the tolerance zone');
  } catch (err) {
    log.warn({ reason: (err as Error).message.split('\n')[0] }, 'a payment provider event was refused');
    // One answer for every failure, so a caller learns nothing about the secret or the clock.
    throw new ApiError(400, 'The signature of this event could not be verified.');
  }
  c.set('stripeEvent', event);
  await next();
});

/** Events from the payment provider (payments and memberships), verified by their signature. */
export const stripeWebhookRoutes = router().post(
  '/StripeWebHook',
  describeRoute({
    operationId: 'stripeWebhook',
    tags: ['Payments'],
    summary: 'Receive a signed payment provider event',
    description:
      'Stripe (or the built-in sandbox, which signs the same way) posts every payment and subscription event here. Each event is applied once; a redelivered one is answered with `duplicate: true`; types nobody handles are acknowledged and ignored.',
    responses: {
      200: json(WebhookReceived, 'Event received'),
      400: badRequest('The signature is missing, wrong or too old ({ Message }); or, for a signed event, a Validation Error'),
    },
  }),
  limitJsonBody,
  validate('header', StripeWebhookHeaders),
  requireStripeSignature,
  validate('json', StripeEvent),
  async (c) => c.json(await receiveStripeEvent(c.var, c.var.stripeEvent), 200),
);
