import type * as v from 'valibot';
import type { EmailSubscriptionRequest, EmailUnsubscribeQuery } from '../../contract/public';
import type { AppBindings } from '../app-bindings';
import { checkCaptcha, pruneUsedCaptchaTokens } from '../captcha/guard';
import { emailOptOuts, emailSubscriptions } from '../db/schema';
import { invalidField } from '../lib/http';
import { emailOfUnsubscribeToken, optOut } from '../notifications/unsubscribe';
import type { RouteHandler } from '../lib/handler';
import { eq } from 'drizzle-orm';

type SubscribeBody = v.InferOutput<typeof EmailSubscriptionRequest>;

export const subscribeEmail: RouteHandler<AppBindings, { json: SubscribeBody }> = async (c) => {
  const { email } = c.req.valid('json');
  // Checked last, as on the other public forms (docs/decisions/004), so a mistyped address does not spend the answer.
  const captcha = await checkCaptcha(c);
  const { row, inserted } = await c.var.db.transaction(async (tx) => {
    await captcha.claim(tx);
    const [inserted] = await tx.insert(emailSubscriptions).values({ email }).onConflictDoNothing().returning();
    // Asking for e-mails again takes back an earlier unsubscribe.
    await tx.delete(emailOptOuts).where(eq(emailOptOuts.email, email));
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
  return c.json({ email, Message: `We will send no more e-mails to ${email}, except receipts of your payments.` }, 200);
};

export const openUnsubscribePage: RouteHandler<AppBindings, { query: UnsubscribeQuery }> = async (c) =>
  c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token)}`, 302);
