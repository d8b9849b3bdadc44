import { describeRoute } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import { EmailSubscription, EmailSubscriptionHeaders, EmailSubscriptionRequest } from '../../contract/public';
import { json, validate } from '../lib/http';
import { publicFormResponses } from '../lib/public-form';
import { limitPerIp } from '../lib/ip-limit';
import { subscribeEmail } from './email-subscription.handlers';
import { router } from '../app-bindings';

/** A person signs up once; a burst from one address is a script filling the list. */
export const subscribeLimits: [number, number][] = [
  [5, 60_000],
  [20, 60 * 60_000],
];

export const emailSubscriptionRoutes = router().post(
  '/EmailSubscription',
  describeRoute({
    operationId: 'subscribeEmail',
    tags: ['Public'],
    summary: 'Subscribe an e-mail address to the newsletter (public form with captcha)',
    responses: {
      201: json(EmailSubscription, 'Subscribed'),
      200: json(EmailSubscription, 'Already subscribed'),
      ...publicFormResponses,
      429: json(DomainError, 'Too many attempts from this address; see Retry-After'),
    },
  }),
  limitPerIp('email-subscription', subscribeLimits, 'Too many sign-ups from your network. Please try again later.'),
  validate('json', EmailSubscriptionRequest),
  validate('header', EmailSubscriptionHeaders),
  subscribeEmail,
);
