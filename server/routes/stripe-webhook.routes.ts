import { StripeEvent, StripeWebhookHeaders, WebhookReceived } from '../../contract/payments';
import { json, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';

const doc = laterFeatureDocs('Payments', { signedIn: false });

/** Events from the payment provider (payments and memberships), verified by their signature. */
export const stripeWebhookRoutes = router().post(
  '/StripeWebHook',
  doc('stripeWebhook', 'Receive a signed payment provider event', { 200: json(WebhookReceived, 'Event received') }),
  validate('header', StripeWebhookHeaders),
  validate('json', StripeEvent),
  () => notAvailableYet('Handling payment provider events'),
);
