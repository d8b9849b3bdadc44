import type * as v from 'valibot';
import type { ContactUsRequest, publicJobRequest } from '../../contract/public';
import type { OptionalAuthBindings } from '../app-bindings';
import { checkCaptcha, pruneUsedCaptchaTokens } from '../captcha/guard';
import { contactMessages } from '../db/schema';
import { checkJobRequest, claimPublicRequests, publicRequestOwner, submitJobRequest } from '../jobs/requests';
import type { RouteHandler } from '../lib/handler';
import { tellTheOfficeOfContactMessage } from '../notifications/office';
import { checkedOrRefused } from './job-requests.handlers';

type ContactBody = v.InferOutput<typeof ContactUsRequest>;
type PublicJobBody = v.InferOutput<ReturnType<typeof publicJobRequest>>;

const TITLE_LENGTH = 80;

/** A public booking has no title field: the first line of the description names the job in lists. */
export function jobTitleFrom(description: string): string {
  const firstLine = description.split(/\r?\n/, 1)[0]!.trim();
  return firstLine.length <= TITLE_LENGTH ? firstLine : `${firstLine.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

export const contactUs: RouteHandler<OptionalAuthBindings, { json: ContactBody }> = async (c) => {
  const form = c.req.valid('json');
  const captcha = await checkCaptcha(c);
  const id = await c.var.db.transaction(async (tx) => {
    await captcha.claim(tx);
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId: c.var.user?.id ?? null,
        name: form.name,
        email: form.email,
        phone: form.phone ?? null,
        message: form.message,
        ipAddress: c.var.clientIp,
      })
      .returning({ id: contactMessages.id });
    await tellTheOfficeOfContactMessage(tx, c.var.env, { ...form, id: row!.id, account: c.var.user });
    return row!.id;
  });
  await pruneUsedCaptchaTokens(c.var.db, c.var.now(), c.var.log);
  return c.json({ id, Message: 'We answer within one business day, by e-mail, or by phone if you gave us a number.' }, 201);
};

/**
 * Book A Job: a job request like a signed-in one, with the contact details typed in. It belongs to the
 * account of a signed-up customer who sends their bearer token; otherwise to the customer account of
 * its phone number, at once, or to nobody until someone signs in with that number (decision 077). The
 * answer is the same whether the number has an account or not: that is its owner's to learn.
 */
export const createPublicJobRequest: RouteHandler<OptionalAuthBindings, { json: PublicJobBody }> = async (c) => {
  const form = c.req.valid('json');
  const user = c.var.user;
  const owner = user?.initialized && user.userType === 'Consumer' ? user : undefined;
  const checked = await checkedOrRefused(c, () => checkJobRequest(c.var.db, form));
  if (checked instanceof Response) return checked;
  const captcha = await checkCaptcha(c);
  const now = c.var.now();
  const { id, userId } = await c.var.db.transaction(async (tx) => {
    await captcha.claim(tx);
    const userId = owner?.id ?? (await publicRequestOwner(tx, form.contactPhone));
    const id = await submitJobRequest(
      tx,
      {
        userId,
        source: 'PublicForm',
        tradeId: form.tradeId,
        name: jobTitleFrom(form.description),
        description: form.description,
        address: form.address,
        city: form.city,
        zipCode: form.zipCode,
        preferredDates: form.preferredDate ? [form.preferredDate] : [],
        contactName: form.contactName,
        contactPhone: form.contactPhone,
        contactEmail: form.contactEmail,
        contractorId: form.contractorId ?? null,
      },
      checked,
      now,
    );
    return { id, userId };
  });
  // An account that signed in with the number after the lookup above claimed before this request was
  // committed, and did not see it: claiming after the commit sees that account.
  if (!userId) await claimPublicRequests(c.var.db, form.contactPhone);
  await pruneUsedCaptchaTokens(c.var.db, c.var.now(), c.var.log);
  const trade = checked.trade.name;
  const Message = owner
    ? `We have your request for ${trade}; follow it under My Job Requests.`
    : `We have your request for ${trade} and will call or e-mail you to arrange it.`;
  return c.json({ id, Message }, 201);
};
