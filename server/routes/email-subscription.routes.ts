import { describeRoute } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import { EmailSubscription, EmailSubscriptionHeaders, EmailSubscriptionRequest } from '../../contract/public';
import { checkCaptcha, pruneUsedCaptchaTokens } from '../captcha/guard';
import { emailSubscriptions } from '../db/schema';
import { json, router, validate } from '../lib/http';
import { publicFormResponses } from '../lib/public-form';
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
  async (c) => {
    const { email } = c.req.valid('json');
    // Checked last, as on the other public forms (docs/decisions/004), so a mistyped address does not spend the answer.
    const captcha = await checkCaptcha(c);
    const { row, inserted } = await c.var.db.transaction(async (tx) => {
      await captcha.claim(tx);
      const [inserted] = await tx.insert(emailSubscriptions).values({ email }).onConflictDoNothing().returning();
      const row = inserted ?? (await tx.query.emailSubscriptions.findFirst({ where: (s, { eq }) => eq(s.email, email) }));
      return { row, inserted };
    });
    if (!row) throw new Error('subscription vanished between insert and read');
    await pruneUsedCaptchaTokens(c.var.db, c.var.now(), c.var.log);
    const body = { email: row.email, subscribedAt: row.createdAt.toISOString(), created: Boolean(inserted) };
    return inserted ? c.json(body, 201) : c.json(body, 200);
  },
);
