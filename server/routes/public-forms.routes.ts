import { and, eq } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { ContactUsHeaders, ContactUsRequest, PublicJobRequestHeaders, publicJobRequest, Received } from '../../contract/public';
import { authResponses, optionalUser } from '../auth/middleware';
import { checkCaptcha, pruneUsedCaptchaTokens } from '../captcha/guard';
import { contactMessages, jobRequests, trades } from '../db/schema';
import { errorResponses, json, notFound, router, validate } from '../lib/http';
import { limitPublicForm, publicFormResponses } from '../lib/public-form';
import { validateWithVisitorDates } from '../lib/visitor-dates';

const TITLE_LENGTH = 80;

/** A public booking has no title field: the first line of the description names the job in lists. */
export function jobTitleFrom(description: string): string {
  const firstLine = description.split(/\r?\n/, 1)[0]!.trim();
  return firstLine.length <= TITLE_LENGTH ? firstLine : `${firstLine.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

/** Forms anyone can send, each with a captcha answer in X-Recaptcha-Token (order of checks: `limitPublicForm`). */
export const publicFormsRoutes = router()
  .post(
    '/ContactUs',
    describeRoute({
      operationId: 'contactUs',
      tags: ['Public'],
      summary: 'Send the provider a message',
      description: 'Linked to the account when a bearer token is sent (the help dialog of a signed-in user); an invalid token is refused with 401.',
      responses: { 201: json(Received, 'Message received'), ...publicFormResponses, ...authResponses },
    }),
    limitPublicForm('contact-us'),
    validate('json', ContactUsRequest),
    validate('header', ContactUsHeaders),
    optionalUser,
    async (c) => {
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
        return row!.id;
      });
      await pruneUsedCaptchaTokens(c.var.db, c.var.now(), c.var.log);
      return c.json({ id, Message: 'Thank you for your message. We will get back to you soon.' }, 201);
    },
  )
  .post(
    '/PublicJobRequest',
    describeRoute({
      operationId: 'createPublicJobRequest',
      tags: ['Public'],
      summary: 'Book a job without an account',
      description: 'Recorded as a Submitted job request with no account and the contact details given; 404 when the service (trade) is not offered.',
      responses: { 201: json(Received, 'Job request received'), ...publicFormResponses, ...errorResponses },
    }),
    limitPublicForm('public-job-request'),
    validateWithVisitorDates(publicJobRequest),
    validate('header', PublicJobRequestHeaders),
    async (c) => {
      const form = c.req.valid('json');
      const [trade] = await c.var.db
        .select({ id: trades.id, name: trades.name })
        .from(trades)
        .where(and(eq(trades.id, form.tradeId), eq(trades.isActive, true)));
      if (!trade) throw notFound('The service');
      const captcha = await checkCaptcha(c);
      const id = await c.var.db.transaction(async (tx) => {
        await captcha.claim(tx);
        const [row] = await tx
          .insert(jobRequests)
          .values({
            userId: null,
            tradeId: trade.id,
            name: jobTitleFrom(form.description),
            description: form.description,
            address: form.address,
            city: form.city,
            zipCode: form.zipCode,
            preferredDates: form.preferredDate ? [form.preferredDate] : [],
            contactName: form.contactName,
            contactPhone: form.contactPhone,
            contactEmail: form.contactEmail,
            source: 'PublicForm',
            // The first state of the job lifecycle; dispatching to contractors happens from here.
            status: 'Submitted',
          })
          .returning({ id: jobRequests.id });
        return row!.id;
      });
      await pruneUsedCaptchaTokens(c.var.db, c.var.now(), c.var.log);
      return c.json({ id, Message: `Thank you. We have your request for ${trade.name} and will call or e-mail you to arrange it.` }, 201);
    },
  );
