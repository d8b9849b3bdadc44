import type * as v from 'valibot';
import type { EmailSubscriptionRequest } from '../../contract/public';
import type { AppBindings } from '../app-bindings';
import { checkCaptcha, pruneUsedCaptchaTokens } from '../captcha/guard';
import { emailSubscriptions } from '../db/schema';
import type { RouteHandler } from '../lib/handler';

type SubscribeBody = v.InferOutput<typeof EmailSubscriptionRequest>;

export const subscribeEmail: RouteHandler<AppBindings, { json: SubscribeBody }> = async (c) => {
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
};
