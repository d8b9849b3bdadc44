import * as v from 'valibot';

/** Stripe signs each delivery; the handler verifies it against the raw body. */
export const StripeWebhookHeaders = v.object(
  { 'stripe-signature': v.pipe(v.string('The Stripe-Signature header is missing.'), v.nonEmpty('The Stripe-Signature header is missing.')) },
  'The Stripe-Signature header is missing.',
);

/** The envelope of a Stripe event; `data.object` depends on `type`. */
export const StripeEvent = v.looseObject({
  id: v.pipe(v.string(), v.startsWith('evt_', 'A Stripe event id starts with evt_.')),
  type: v.pipe(v.string(), v.nonEmpty()),
  /** When the provider made it, in Unix seconds: the time a payment is recorded as paid or refunded. */
  created: v.number('An event has its created time.'),
  data: v.looseObject({ object: v.looseObject({}) }),
});
export type StripeEvent = v.InferOutput<typeof StripeEvent>;

export const WebhookReceived = v.object({
  received: v.boolean(),
  /** True when this event id was handled before and nothing was applied again. */
  duplicate: v.boolean(),
});
export type WebhookReceived = v.InferOutput<typeof WebhookReceived>;
