import { createMiddleware } from 'hono/factory';
import { StripeEvent, StripeWebhookHeaders, WebhookReceived } from '../../contract/payments';
import type { AppBindings } from '../app-bindings';
import { ApiError, badRequest, json, limitJsonBody, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';
import { isSignedByStripe } from '../payments/stripe-signature';

const doc = laterFeatureDocs('Payments', { signedIn: false });

/** Nothing in an event is read, not even as JSON, until its signature over the raw body checks out. */
const requireStripeSignature = createMiddleware<AppBindings>(async (c, next) => {
  const { env, log, now } = c.var;
  const signed = isSignedByStripe(c.req.header('stripe-signature') ?? '', await c.req.text(), env.STRIPE_WEBHOOK_SECRET, now());
  if (!signed) {
    if (!env.STRIPE_WEBHOOK_SECRET) log.warn({}, 'a payment provider event was refused: STRIPE_WEBHOOK_SECRET is empty');
    // One answer for every failure, so a caller learns nothing about the secret or the clock.
    throw new ApiError(400, 'The signature of this event could not be verified.');
  }
  await next();
});

/** Events from the payment provider (payments and memberships), verified by their signature. */
export const stripeWebhookRoutes = router().post(
  '/StripeWebHook',
  doc('stripeWebhook', 'Receive a signed payment provider event', {
    200: json(WebhookReceived, 'Event received'),
    400: badRequest('The signature is missing, wrong or too old ({ Message }); or, for a signed event, a Validation Error'),
  }),
  limitJsonBody,
  validate('header', StripeWebhookHeaders),
  requireStripeSignature,
  validate('json', StripeEvent),
  () => notAvailableYet('Handling payment provider events'),
);
