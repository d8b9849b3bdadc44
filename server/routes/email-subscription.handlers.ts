import type * as v from 'valibot';
import type { EmailSubscriptionRequest, EmailUnsubscribeQuery } from '../../contract/public';
import type { AppBindings } from '../app-bindings';
import { checkCaptcha, pruneUsedCaptchaTokens } from '../captcha/guard';
import { emailSubscriptions } from '../db/schema';
import { invalidField } from '../lib/http';
import { emailOfUnsubscribeToken, optBackIn, optOut } from '../notifications/unsubscribe';
import type { RouteHandler } from '../lib/handler';

type SubscribeBody = v.InferOutput<typeof EmailSubscriptionRequest>;

export const subscribeEmail: RouteHandler<AppBindings, { json: SubscribeBody }> = async (c) => {
  const { email } = c.req.valid('json');
  // Checked last, as on the other public forms (docs/decisions/004), so a mistyped address does not spend the answer.
  const captcha = await checkCaptcha(c);
  const { row, inserted } = await c.var.db.transaction(async (tx) => {
    await captcha.claim(tx);
    // An earlier unsubscribe stays: anyone can type an address, so only the address's own link takes it
    // back (resubscribeEmail). The row and the answer are as for any address, so neither tells it apart.
    const [inserted] = await tx.insert(emailSubscriptions).values({ email }).onConflictDoNothing().returning();
    const row = inserted ?? (await tx.query.emailSubscriptions.findFirst({ where: (s, { eq }) => eq(s.email, email) }));
    return { row, inserted };
  });
  if (!row) throw new Error('subscription vanished between insert and read');
  await pruneUsedCaptchaTokens(c.var.db, c.var.now(), c.var.log);
  const body = { email: row.email, subscribedAt: row.createdAt.toISOString(), created: Boolean(inserted) };
  return inserted ? c.json(body, 201) : c.json(body, 200);
};

type UnsubscribeQuery = v.InferOutput<typeof EmailUnsubscribeQuery>;
const NOT_OURS = 'This unsubscribe link is not valid: open the whole link from the e-mail, or write to us and we will take the address off.';

export const unsubscribeEmail: RouteHandler<AppBindings, { query: UnsubscribeQuery }> = async (c) => {
  const email = emailOfUnsubscribeToken(c.var.env.JWT_SECRET, c.req.valid('query').token);
  if (!email) return invalidField(c, 'token', NOT_OURS);
  await optOut(c.var.db, email);
  c.var.log.info({ unsubscribed: true }, 'an address unsubscribed from e-mails');
  return c.json({ email, Message: `We will send no more e-mails to ${email}, except receipts of your payments and estimates for your jobs.` }, 200);
};

const NOT_OURS_AGAIN = 'This link is not valid: open the whole link from one of our e-mails, or write to us and we will add the address again.';

export const resubscribeEmail: RouteHandler<AppBindings, { query: UnsubscribeQuery }> = async (c) => {
  const email = emailOfUnsubscribeToken(c.var.env.JWT_SECRET, c.req.valid('query').token);
  if (!email) return invalidField(c, 'token', NOT_OURS_AGAIN);
  await optBackIn(c.var.db, email);
  c.var.log.info({ resubscribed: true }, 'an address took back its unsubscribe');
  return c.json({ email, Message: `We will send membership notices and our news to ${email} again.` }, 200);
};

export const openUnsubscribePage: RouteHandler<AppBindings, { query: UnsubscribeQuery }> = async (c) =>
  c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token)}`, 302);
