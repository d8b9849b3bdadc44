import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { contactMessages, jobRequests, storageUnitEnquiries } from '../db/schema';

/** Whose form submissions an account deletion reaches (docs/decisions/004-public-forms-captcha-and-account-deletion.md). */
export interface FormSender {
  userId: string;
  /** The account's phone number, proven by a texted code; null when the account has none any more. */
  phoneNumber: string | null;
}

/**
 * Rows sent from the account, and rows sent without an account from its verified phone number. A row
 * of another account is never reached, and an e-mail address alone (never verified) reaches nothing.
 */
const sentBy = (sender: FormSender, userId: PgColumn, phone: PgColumn, anonymizedAt: PgColumn): SQL | undefined =>
  and(
    isNull(anonymizedAt),
    sender.phoneNumber ? or(eq(userId, sender.userId), and(isNull(userId), eq(phone, sender.phoneNumber))) : eq(userId, sender.userId),
  );

/** The job requests an account deletion reaches: the account's own, and those sent without an account from its phone number. */
export const jobRequestsSentBy = (sender: FormSender) => sentBy(sender, jobRequests.userId, jobRequests.contactPhone, jobRequests.anonymizedAt);

/**
 * Removes the sender's personal data from contact messages, storage enquiries and job requests. The rows
 * stay, marked `anonymizedAt`, so counts and job histories (proposals, payments) stay whole.
 */
export async function anonymizeFormsOf(db: Database, sender: FormSender, now: Date) {
  const m = contactMessages;
  await db
    .update(m)
    .set({ name: '', email: '', phone: null, message: '', ipAddress: null, anonymizedAt: now })
    .where(sentBy(sender, m.userId, m.phone, m.anonymizedAt));
  const e = storageUnitEnquiries;
  await db
    .update(e)
    .set({ name: '', email: '', phone: '', message: '', anonymizedAt: now })
    .where(sentBy(sender, e.userId, e.phone, e.anonymizedAt));
  // The description stays: it is what contractors priced and what proposals and payments refer to.
  const j = jobRequests;
  await db
    .update(j)
    .set({ contactName: null, contactPhone: null, contactEmail: null, address: '', anonymizedAt: now })
    .where(jobRequestsSentBy(sender));
}
