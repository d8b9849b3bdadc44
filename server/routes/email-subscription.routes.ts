import { describeRoute } from 'hono-openapi';
import { EmailSubscription, EmailSubscriptionRequest } from '../../contract/public';
import { emailSubscriptions } from '../db/schema';
import { json, router, validate } from '../lib/http';

export const emailSubscriptionRoutes = router().post(
  '/EmailSubscription',
  describeRoute({
    operationId: 'subscribeEmail',
    tags: ['Public'],
    summary: 'Subscribe an e-mail address to the newsletter',
    responses: { 201: json(EmailSubscription, 'Subscribed'), 200: json(EmailSubscription, 'Already subscribed') },
  }),
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
