import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { type MemberBenefits, NO_BENEFITS } from '../../contract/proposals';
import { dateIn } from '../../contract/forms';
import type { Database } from '../db/client';
import { nameOrder } from '../db/name-order';
import { jobProposals, jobRequests, memberships, userMemberships } from '../db/schema';

/**
 * What a customer's membership gives on a proposal (`priceProposal` in contract/proposals.ts applies
 * it). The membership is the customer's active one; of several, the highest priority (spec section 4:
 * Business, then Residential Plus, then Residential).
 */
export async function memberBenefitsOf(db: Database, userId: string | null, options: { jobRequestId: string; now: Date }): Promise<MemberBenefits> {
  if (!userId) return NO_BENEFITS;
  const [plan] = await db
    .select({
      name: memberships.name,
      laborDiscountPercent: memberships.laborDiscountPercent,
      tripChargeWaiver: memberships.tripChargeWaiver,
    })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(and(eq(userMemberships.userId, userId), eq(userMemberships.status, 'Active')))
    .orderBy(desc(memberships.priority), nameOrder(memberships.name))
    .limit(1);
  if (!plan) return NO_BENEFITS;
  return {
    membershipName: plan.name,
    laborDiscountPercent: plan.laborDiscountPercent,
    tripChargeWaiver: plan.tripChargeWaiver,
    tripChargeWaivedThisYear: plan.tripChargeWaiver === 'FirstJobEachYear' && (await tripChargeWaivedThisYear(db, userId, options)),
  };
}

/**
 * Whether another of the customer's jobs had its trip charge waived this calendar year (the provider's):
 * an accepted proposal of this year with a TripCharge line the membership took off. Estimates of the
 * same job all waive it alike, and one the customer never took uses up nothing.
 */
async function tripChargeWaivedThisYear(db: Database, userId: string, { jobRequestId, now }: { jobRequestId: string; now: Date }): Promise<boolean> {
  const year = Number(dateIn(undefined, now).slice(0, 4));
  // New Year's Day is always on Eastern Standard Time, five hours behind UTC.
  const yearStart = new Date(`${year}-01-01T05:00:00Z`);
  const nextYearStart = new Date(`${year + 1}-01-01T05:00:00Z`);
  const waivedTripCharge = sql`exists (select 1 from jsonb_array_elements(${jobProposals.lineItems}) as line where line->>'kind' = 'TripCharge' and coalesce((line->>'discountCents')::int, 0) > 0)`;
  const [row] = await db
    .select({ id: jobProposals.id })
    .from(jobProposals)
    .innerJoin(jobRequests, eq(jobRequests.id, jobProposals.jobRequestId))
    .where(
      and(
        eq(jobRequests.userId, userId),
        ne(jobRequests.id, jobRequestId),
        eq(jobProposals.status, 'Accepted'),
        gte(jobProposals.createdAt, yearStart),
        lt(jobProposals.createdAt, nextYearStart),
        waivedTripCharge,
      ),
    )
    .limit(1);
  return row !== undefined;
}
