import { describeRoute } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import {
  EmailResubscribed,
  EmailSubscription,
  EmailSubscriptionHeaders,
  EmailSubscriptionRequest,
  EmailUnsubscribed,
  EmailUnsubscribeQuery,
} from '../../contract/public';
import { errorResponses, json, validate } from '../lib/http';
import { publicFormResponses } from '../lib/public-form';
import { limitPerIp } from '../lib/ip-limit';
import { openUnsubscribePage, resubscribeEmail, subscribeEmail, unsubscribeEmail } from './email-subscription.handlers';
import { router } from '../app-bindings';

/** A person unsubscribes once or twice; a mail provider's one-click posts come from its own addresses. */
const unsubscribeLimits: [number, number][] = [[60, 60 * 60_000]];

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
    description:
      'An address that unsubscribed stays unsubscribed: only its own unsubscribe link takes that back (`POST /EmailSubscription/resubscribe`). The answer is the same whether or not it had.',
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
)
  .post(
    '/EmailSubscription/unsubscribe',
    describeRoute({
      operationId: 'unsubscribeEmail',
      tags: ['Public'],
      summary: 'Stop e-mails other than receipts to the address an unsubscribe link was made for',
      description:
        'The one-click target of every e-mail\'s List-Unsubscribe header (RFC 8058: a mail program posts `List-Unsubscribe=One-Click`; any body is accepted and ignored) and what the unsubscribe page posts. The token names the address; it also ends its newsletter subscription. Doing it twice answers the same.',
      responses: { 200: json(EmailUnsubscribed, 'Unsubscribed'), ...errorResponses, 429: json(DomainError, 'Too many attempts from this address; see Retry-After') },
    }),
    limitPerIp('email-unsubscribe', unsubscribeLimits, 'Too many attempts from your network. Please try again later.'),
    validate('query', EmailUnsubscribeQuery),
    unsubscribeEmail,
  )
  .post(
    '/EmailSubscription/resubscribe',
    describeRoute({
      operationId: 'resubscribeEmail',
      tags: ['Public'],
      summary: 'Take back the unsubscribe of the address an unsubscribe link was made for, and subscribe it again',
      description:
        'What the unsubscribe page posts for "Subscribe again", with the token of the same link: holding it shows that the address is the caller\'s, which the sign-up form cannot. Doing it twice answers the same.',
      responses: { 200: json(EmailResubscribed, 'Subscribed again'), ...errorResponses, 429: json(DomainError, 'Too many attempts from this address; see Retry-After') },
    }),
    limitPerIp('email-resubscribe', unsubscribeLimits, 'Too many attempts from your network. Please try again later.'),
    validate('query', EmailUnsubscribeQuery),
    resubscribeEmail,
  )
  .get(
    '/EmailSubscription/unsubscribe',
    describeRoute({
      operationId: 'openUnsubscribePage',
      tags: ['Public'],
      summary: 'A mail program without one-click unsubscribe opens the link: the unsubscribe page, which asks before it acts',
      responses: { 302: { description: 'To the unsubscribe page' } },
    }),
    validate('query', EmailUnsubscribeQuery),
    openUnsubscribePage,
  );
