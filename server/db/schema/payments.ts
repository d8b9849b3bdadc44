import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, id, updatedAt } from './columns';
import { users } from './identity';
import { jobProposals } from './jobs';
import { userMemberships } from './memberships';

export const paymentKinds = ['Deposit', 'FinalPayment', 'SubsequentPayment', 'Membership'] as const;
export const paymentRecordStatuses = ['Pending', 'Succeeded', 'Failed', 'Refunded', 'Canceled'] as const;

/** One card payment attempt through the payment provider (a Checkout Session). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: paymentKinds }).notNull(),
    jobProposalId: uuid().references(() => jobProposals.id),
    userMembershipId: uuid().references(() => userMemberships.id),
    amountCents: cents().notNull(),
    currency: text().notNull().default('usd'),
    status: text({ enum: paymentRecordStatuses }).notNull().default('Pending'),
    stripeCheckoutSessionId: text().unique(),
    stripePaymentIntentId: text().unique(),
    paidAt: at(),
    failureMessage: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.jobProposalId),
    index().on(t.userId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'payments_has_subject',
      sql`(${t.kind} = 'Membership' and ${t.userMembershipId} is not null) or (${t.kind} <> 'Membership' and ${t.jobProposalId} is not null)`,
    ),
  ],
);

/** Webhook deliveries already handled, so a redelivered event is acknowledged without being applied twice. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    id: id(),
    provider: text().notNull().default('stripe'),
    providerEventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>(),
    processedAt: at().notNull().defaultNow(),
  },
  (t) => [unique().on(t.providerEventId)],
);
