import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, id, paymentProviders, updatedAt } from './columns';
import { users } from './identity';

/** Business, Residential Plus and Residential (spec section 1). */
export const memberships = pgTable('memberships', {
  id: id(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
  benefits: jsonb().$type<string[]>().notNull().default([]),
  /** Higher wins when a user holds several (spec section 4: Business, then Residential Plus, then Residential). */
  priority: integer().notNull().default(0),
  /** What the plan takes off the labor lines of a proposal, in percent. */
  laborDiscountPercent: integer().notNull().default(0),
  /** Whether a proposal's trip charge is waived: never, on the member's first job each year, or always. */
  tripChargeWaiver: text({ enum: ['None', 'FirstJobEachYear', 'Always'] }).notNull().default('None'),
  /** What the plan takes off storage unit rent, in percent. */
  storageDiscountPercent: integer().notNull().default(0),
  /** Members' job requests are offered to contractors before others'. */
  priorityScheduling: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const billingIntervals = ['Monthly', 'Yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export const membershipPrices = pgTable(
  'membership_prices',
  {
    id: id(),
    membershipId: uuid()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    interval: text({ enum: billingIntervals }).notNull(),
    amountCents: cents().notNull(),
    currency: text().notNull().default('usd'),
    /** The Stripe Price this maps to; null until the plan is set up in Stripe (the sandbox gateway needs none). */
    stripePriceId: text().unique(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.membershipId, t.interval), check('membership_prices_amount_positive', sql`${t.amountCents} > 0`)],
);

/** Mirrors Stripe's subscription statuses, which the webhook copies here. */
export const userMembershipStatuses = ['Incomplete', 'Active', 'PastDue', 'Canceled', 'Expired'] as const;

export const userMemberships = pgTable(
  'user_memberships',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: uuid()
      .notNull()
      .references(() => memberships.id),
    priceId: uuid()
      .notNull()
      .references(() => membershipPrices.id),
    status: text({ enum: userMembershipStatuses }).notNull().default('Incomplete'),
    currentPeriodEnd: at(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /**
     * Which adapter of the payment port took it, and so knows its ids: a database that ran with both
     * holds memberships at the one not running, which the running one must never be asked about.
     */
    provider: text({ enum: paymentProviders }).notNull().default('stripe'),
    stripeCustomerId: text(),
    stripeSubscriptionId: text().unique(),
    /** The checkout that started it: one open checkout per user and plan, and the return page finds the row by it. */
    stripeCheckoutSessionId: text().unique(),
    /** The checkout's page, so a second buy while it is open answers the same one. */
    checkoutUrl: text(),
    canceledAt: at(),
    cancelReason: text(),
    /** The renewal date the last renewal notice was sent for (940 CMR 38 renewal notices). */
    renewalNoticeFor: at(),
    /** The `created` time of the latest provider event applied, so an older event never undoes a newer one. */
    lastEventAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.status), index().on(t.stripeCustomerId)],
);
