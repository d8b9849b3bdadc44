import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, id, paymentProviders, updatedAt } from './columns';
import { users } from './identity';
import { jobProposals } from './jobs';
import { userMemberships } from './memberships';

export const paymentKinds = ['Deposit', 'FinalPayment', 'SubsequentPayment', 'Membership'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
/**
 * Pending: created, no card yet. Processing: the card was given, the provider has not confirmed.
 * RequiresAction: the card was given and the customer's bank asks them to confirm it (3-D Secure);
 * nothing moves until they do. Succeeded and Refunded come only from the provider's signed events; an
 * event never moves a payment back.
 */
export const paymentRecordStatuses = ['Pending', 'Processing', 'RequiresAction', 'Succeeded', 'Failed', 'Refunded', 'Canceled'] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

/** One card payment through the payment provider (a PaymentIntent, or a Checkout Session for a membership). */
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
    /** Which adapter of the payment port made it; both speak Stripe's protocol. */
    provider: text({ enum: paymentProviders }).notNull().default('stripe'),
    /** One payment per key: a double click or a retry finds the payment already made. */
    idempotencyKey: text().unique(),
    stripeCheckoutSessionId: text().unique(),
    stripePaymentIntentId: text().unique(),
    /** What the browser needs to collect the card (a PaymentIntent's client secret); not a secret of ours. */
    clientSecret: text(),
    cardBrand: text(),
    cardLast4: text(),
    paidAt: at(),
    failureMessage: text(),
    refundedCents: cents().notNull().default(0),
    refundedAt: at(),
    /** When the receipt went to the outbox. */
    receiptSentAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.jobProposalId),
    index().on(t.userId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_refund_within_amount', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
    check(
      'payments_has_subject',
      sql`(${t.kind} = 'Membership' and ${t.userMembershipId} is not null) or (${t.kind} <> 'Membership' and ${t.jobProposalId} is not null)`,
    ),
  ],
);

/**
 * What one job payment pays, line by line: the final payment and the extra work still owed may be
 * paid in one card step, and each line counts as paid of its own kind when that payment goes
 * through. A job payment without lines (one made before lines were kept) is one line of its own kind
 * for its whole amount.
 */
export const paymentLines = pgTable(
  'payment_lines',
  {
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text({ enum: paymentKinds }).notNull(),
    amountCents: cents().notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.kind] }), check('payment_lines_amount_positive', sql`${t.amountCents} > 0`), check('payment_lines_job_kind', sql`${t.kind} <> 'Membership'`)],
);

export const refundStatuses = ['Pending', 'Issued', 'Failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Money we owe back on a payment, decided inside the step that owes it (a cancelation, a deposit paid
 * for a job that was canceled meanwhile) and issued through the payment provider once that step has
 * committed; a refund the provider could not take stays Pending and is tried again. The payment row
 * itself changes only when the provider's `charge.refunded` event arrives.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    amountCents: cents().notNull(),
    /** Why, in our words (a cancelation's quotes the customer's): kept here, never sent to the provider, which gets Stripe's `reason` and our ids. */
    reason: text().notNull(),
    /** One refund per cause (`cancelation:<job>:<payment>`), and the provider call's idempotency key. */
    idempotencyKey: text().notNull().unique(),
    status: text({ enum: refundStatuses }).notNull().default('Pending'),
    providerRefundId: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    issuedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.paymentId),
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Webhook deliveries already handled, so a redelivered event is acknowledged without being applied
 * twice. The id is all that takes, and nothing reads an event again, so the event itself is not
 * kept: it can carry the person's name, e-mail, phone and address (a customer, a checkout's
 * `customer_details`, a charge's billing details), which would outlive their account's deletion here
 * (decision 085). The provider has it by its id (Stripe for 30 days; the sandbox in `sandbox_objects`).
 */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    id: id(),
    provider: text().notNull().default('stripe'),
    providerEventId: text().notNull(),
    type: text().notNull(),
    /** Why the event was refused (its ids disagree: our payment, the provider's intent, the charge); null when applied or none of ours. */
    refusal: text(),
    processedAt: at().notNull().defaultNow(),
  },
  (t) => [unique().on(t.providerEventId)],
);

/** The payment provider's customer of each user, created once and reused (cards, subscriptions, the portal). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: paymentProviders }).notNull(),
    customerId: text().notNull().unique(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * The embedded payment sandbox's own records (payment intents, checkout sessions, customers,
 * subscriptions, refunds), in Stripe's shapes: what Stripe would hold on its side.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    /** Stripe-style id with its prefix: `pi_…`, `cs_…`, `cus_…`, `sub_…`, `re_…`. */
    id: text().primaryKey(),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.type, t.createdAt)],
);
