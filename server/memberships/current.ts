import { and, type Column, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { CurrentMembership } from '../../contract/memberships';
import type { Database } from '../db/client';
import { nameOrder } from '../db/name-order';
import { membershipPrices, memberships, userMemberships } from '../db/schema';
import { benefitsOf, type PlanRow } from './plans';

/**
 * What a membership's status means. Only Active gives the benefits and counts in the identity's
 * `activeMemberships` (so the tier, the pricing of proposals and dispatch agree). PastDue (a renewal
 * the card did not pay, while the provider tries again) is still the member's plan: it is shown, it
 * blocks a second subscription, and the benefits return when the card pays.
 */
export const ACTIVE_STATUSES = ['Active'] as const;
export const CURRENT_STATUSES = ['Active', 'PastDue'] as const;

/**
 * The names of the memberships `userId` holds now, highest priority first, each once (spec section 4):
 * a statement of its own for `loadIdentity` (server/auth/identity.ts), and a subquery of the token's
 * check for `requireIdentity` (server/auth/middleware.ts).
 */
export const activeMembershipNames = (db: Database, userId: SQLWrapper | Column) =>
  db
    .select({ name: memberships.name })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(and(eq(userMemberships.userId, userId), inArray(userMemberships.status, [...ACTIVE_STATUSES])))
    .groupBy(memberships.name)
    .orderBy(sql`max(${memberships.priority}) desc`, nameOrder(memberships.name));

export type UserMembershipRow = typeof userMemberships.$inferSelect;

/**
 * Takes `userId`'s memberships one at a time until the transaction ends: a checkout being opened and a
 * plan becoming current (a provider event) queue on it, so each sees what the other made of them.
 */
export async function lockMembershipsOf(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`membership-checkout:${userId}`}, 0))`);
}

/** The user's current plans (Active or PastDue), highest priority first: the first is their tier. */
export async function currentMembershipsOf(db: Database, userId: string): Promise<CurrentMembership[]> {
  const rows = await db
    .select({ membership: userMemberships, plan: memberships, price: membershipPrices })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .innerJoin(membershipPrices, eq(membershipPrices.id, userMemberships.priceId))
    .where(and(eq(userMemberships.userId, userId), inArray(userMemberships.status, [...CURRENT_STATUSES])))
    .orderBy(desc(memberships.priority), memberships.name, desc(userMemberships.createdAt));
  return rows.map(({ membership, plan, price }) => ({
    id: membership.id,
    membershipId: plan.id,
    name: plan.name,
    priority: plan.priority,
    status: membership.status,
    interval: price.interval,
    amountCents: price.amountCents,
    currency: price.currency,
    currentPeriodEnd: membership.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
    benefits: benefitsOf(plan),
  }));
}

/** The plan whose benefits the user has now: the Active one of highest priority (spec section 4). */
export async function activePlanOf(db: Database, userId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select({ plan: memberships })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(and(eq(userMemberships.userId, userId), inArray(userMemberships.status, [...ACTIVE_STATUSES])))
    .orderBy(desc(memberships.priority), nameOrder(memberships.name))
    .limit(1);
  return row?.plan;
}

/** The storage rent discount the user's membership gives now, in percent, with the plan's name. */
export async function storageDiscountOf(db: Database, userId: string | undefined): Promise<{ percent: number; membershipName: string } | undefined> {
  if (!userId) return undefined;
  const plan = await activePlanOf(db, userId);
  return plan && plan.storageDiscountPercent > 0 ? { percent: plan.storageDiscountPercent, membershipName: plan.name } : undefined;
}
