import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { users } from './identity';

export const notificationChannels = ['sms', 'email'] as const;
export const notificationStatuses = ['Pending', 'Sent', 'Failed', 'Skipped'] as const;

/**
 * Texts and e-mails to customers and contractors (an estimate arrived, a job was offered, a receipt).
 * Written in the transaction of the step that causes them and sent afterwards by the outbox worker,
 * so a slow or failing provider never holds up, or undoes, that step.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    channel: text({ enum: notificationChannels }).notNull(),
    /** E.164 number or e-mail address. */
    to: text().notNull(),
    /** What it is about, e.g. `EstimateReceived`, `JobOffered`, `Receipt`, `RenewalNotice`. */
    kind: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** What it refers to (a job request, a payment), for links and for not sending twice. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: notificationStatuses }).notNull().default('Pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** How many of the contractor's devices took it by push instead of a text; null when it went as a text or an e-mail. */
    pushedDevices: integer(),
    createdAt: createdAt(),
    /**
     * The order of queueing: `createdAt` is the transaction's time, which PGlite keeps to the
     * millisecond, so two messages of one step (or of two quick ones) can share it.
     */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    sentAt: at(),
    /**
     * Set while a worker is sending it, outside any transaction: no other worker takes it before then.
     * A worker that stopped part-way leaves it set, and the message is tried again once it has passed.
     */
    claimedUntil: at(),
  },
  (t) => [
    index('notifications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
    // What went to a recipient in the last hour (the worker's hourly limit): the range of its latest
    // sends alone, however many it was sent over the years.
    index('notifications_sent_to_recipient_index')
      .on(t.to, t.channel, t.sentAt)
      .where(sql`${t.status} = 'Sent'`),
  ],
);

/**
 * Addresses whose owners asked for no more e-mails but receipts (the unsubscribe link, or their mail
 * program's one-click unsubscribe, RFC 8058). Stored lower-cased; kept after an account is deleted, so
 * a later account with the address is not written to against that wish.
 */
export const emailOptOuts = pgTable('email_opt_outs', {
  email: text().primaryKey(),
  createdAt: createdAt(),
});
