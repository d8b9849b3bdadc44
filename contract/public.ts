import * as v from 'valibot';
import { DateTime, Email, fields, Uuid } from './common';
import { CaptchaHeaders, DateFromToday, Message, PersonName, Phone } from './forms';
import { JobFields } from './job-fields';

export const EmailSubscriptionRequest = fields({ email: Email });
export type EmailSubscriptionRequest = v.InferInput<typeof EmailSubscriptionRequest>;
/** The newsletter is a public form like the others: a script must not fill the list. */
export const EmailSubscriptionHeaders = CaptchaHeaders;
export const EmailSubscription = v.object({
  email: v.string(),
  subscribedAt: DateTime,
  /** False when the address was already subscribed: subscribing again is not an error. */
  created: v.boolean(),
});
export type EmailSubscription = v.InferOutput<typeof EmailSubscription>;

/** The link of an e-mail's unsubscribe (its List-Unsubscribe header, or the page its text links to). */
export const EmailUnsubscribeQuery = fields({
  token: v.pipe(v.string(), v.minLength(1, 'This field is required.'), v.maxLength(1000, 'This unsubscribe link is not one of ours.')),
});
export const EmailUnsubscribed = v.object({
  email: v.string(),
  Message: v.string(),
});
export type EmailUnsubscribed = v.InferOutput<typeof EmailUnsubscribed>;
/** The answer when the holder of an unsubscribe link takes the unsubscribe back: the only way one is undone. */
export const EmailResubscribed = v.object({
  email: v.string(),
  Message: v.string(),
});
export type EmailResubscribed = v.InferOutput<typeof EmailResubscribed>;

export const Health = v.object({
  status: v.picklist(['ok', 'unavailable']),
  database: v.picklist(['up', 'down']),
  time: DateTime,
});

/** The Contact Us form and the help dialog. */
export const ContactUsRequest = fields({
  name: PersonName('Name'),
  email: Email,
  phone: v.optional(v.union([v.pipe(v.literal(''), v.transform(() => undefined)), Phone], 'Enter a valid US phone number, e.g. (508) 555-0100.')),
  message: Message('Message', 4000),
});
export type ContactUsRequest = v.InferInput<typeof ContactUsRequest>;
export const ContactUsHeaders = CaptchaHeaders;

/**
 * The Book A Job form for visitors without an account. `firstDay` says which date is today for the
 * visitor: the form asks its browser, the server reads X-Timezone (`firstDayAccepted`). `lastDay`, a
 * year after it unless given, is the server's `lastDayAccepted`.
 */
export const publicJobRequest = (firstDay: () => string, lastDay?: () => string) =>
  fields({
    ...JobFields,
    preferredDate: v.optional(v.nullable(DateFromToday(firstDay, lastDay))),
    contactName: PersonName('Your name'),
    contactPhone: Phone,
    contactEmail: Email,
    /** The contractor asked for (a contractor card's "Book a job"): offered the job first. */
    contractorId: v.optional(v.nullable(Uuid)),
  });
export type PublicJobRequest = v.InferInput<ReturnType<typeof publicJobRequest>>;
export const PublicJobRequestHeaders = CaptchaHeaders;

/** Answer to a public form: the id of what was recorded and a sentence to show. */
export const Received = v.object({ id: Uuid, Message: v.string() });
export type Received = v.InferOutput<typeof Received>;
