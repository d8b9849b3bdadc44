import { describeRoute } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import { EmailSubscription, EmailSubscriptionRequest } from '../../contract/public';
import { emailSubscriptions } from '../db/schema';
import { json, router, validate } from '../lib/http';
import { limitPerIp } from '../lib/ip-limit';

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
    summary: 'Subscribe an e-mail address to the newsletter',
    responses: {
      201: json(EmailSubscription, 'Subscribed'),
      200: json(EmailSubscription, 'Already subscribed'),
      429: json(DomainError, 'Too many attempts from this address; see Retry-After'),
    },
  }),
  limitPerIp('email-subscription', subscribeLimits, 'Too many sign-ups from your network. Please try again later.'),
  validate('json', EmailSubscriptionRequest),
  async (c) => {
    const { email } = c.req.valid('json');
    const db = c.var.db;
    const [inserted] = await db.insert(emailSubscriptions).values({ email }).onConflictDoNothing().returning();
    const row = inserted ?? (await db.query.emailSubscriptions.findFirst({ where: (s, { eq }) => eq(s.email, email) }));
    if (!row) throw new Error('subscription vanished between insert and read');
    const body = { email: row.email, subscribedAt: row.createdAt.toISOString(), created: Boolean(inserted) };
    return inserted ? c.json(body, 201) : c.json(body, 200);
  },
);
