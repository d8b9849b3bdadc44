import { and, asc, desc, eq, gte, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { type MemberBenefits, NO_BENEFITS, type TripChargeWaiver } from '../../contract/proposals';
import { dateIn } from '../../contract/forms';
import type { Database } from '../db/client';
import { nameOrder } from '../db/name-order';
import { jobProposals, jobRequests, memberships, userMemberships, users } from '../db/schema';

/** The plan whose benefits a customer has now, with the numbers proposals are priced with. */
export interface MemberPlan {
  name: string;
  laborDiscountPercent: number;
  tripChargeWaiver: TripChargeWaiver;
}

/** The job whose accepted estimate holds the year's first-job trip charge waiver. */
export interface WaiverHolder {
  jobRequestId: string;
  jobName: string;
}

const planColumns = { name: memberships.name, laborDiscountPercent: memberships.laborDiscountPercent, tripChargeWaiver: memberships.tripChargeWaiver };

/**
 * What a customer's membership gives on a proposal (`priceProposal` in contract/proposals.ts applies
 * it). The membership is the customer's active one; of several, the highest priority (spec section 4:
 * Business, then Residential Plus, then Residential).
 */
export async function memberBenefitsOf(db: Database, userId: string | null, options: { jobRequestId: string; now: Date }): Promise<MemberBenefits> {
  if (!userId) return NO_BENEFITS;
  const [plan] = await db
    .select(planColumns)
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(and(eq(userMemberships.userId, userId), eq(userMemberships.status, 'Active')))
    .orderBy(desc(memberships.priority), nameOrder(memberships.name))
    .limit(1);
  return plan ? (await tripChargeWaiverOf(db, plan, userId, options)).benefits : NO_BENEFITS;
}

/**
 * Locks the customer's account row until the transaction ends and answers their plan, as
 * `memberBenefitsOf` chooses it, in the same statement: their acceptances are decided one after the
 * other, and the second reads the waiver the first took (docs/decisions/098). Taken before the job's
 * lock, as an account deletion takes it; `no key update` leaves rows that refer to the account free to
 * be written meanwhile.
 */
export async function lockCustomerPlan(tx: Database, userId: string): Promise<MemberPlan | undefined> {
  const [row] = await tx
    .select(planColumns)
    .from(users)
    .leftJoin(userMemberships, and(eq(userMemberships.userId, users.id), eq(userMemberships.status, 'Active')))
    .leftJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(eq(users.id, userId))
    .orderBy(desc(memberships.priority), nameOrder(memberships.name))
    .limit(1)
    .for('no key update', { of: users });
  return row?.name != null && row.laborDiscountPercent != null && row.tripChargeWaiver != null
    ? { name: row.name, laborDiscountPercent: row.laborDiscountPercent, tripChargeWaiver: row.tripChargeWaiver }
    : undefined;
}

/**
 * A plan's benefits on a proposal of `jobRequestId`, and, for a plan that waives the trip charge on
 * the first job of each year, the other job that holds this year's waiver, if one does.
 */
export async function tripChargeWaiverOf(
  db: Database,
  plan: MemberPlan,
  userId: string,
  options: { jobRequestId: string; now: Date },
): Promise<{ benefits: MemberBenefits; holder: WaiverHolder | undefined }> {
  const holder = plan.tripChargeWaiver === 'FirstJobEachYear' ? await waiverHolder(db, userId, options) : undefined;
  return {
    benefits: {
      membershipName: plan.name,
      laborDiscountPercent: plan.laborDiscountPercent,
      tripChargeWaiver: plan.tripChargeWaiver,
      tripChargeWaivedThisYear: holder !== undefined,
    },
    holder,
  };
}

/**
 * Which other job of the customer's holds this calendar year's (the provider's) first-job waiver: the
 * first whose estimate they accepted this year with the trip charge taken off, while it stays accepted
 * (its deposit waiting, or booked). An estimate declined before its deposit gives the waiver back;
 * estimates of one job all waive it alike, and one the customer never took uses up nothing.
 */
async function waiverHolder(db: Database, userId: string, { jobRequestId, now }: { jobRequestId: string; now: Date }): Promise<WaiverHolder | undefined> {
  const year = Number(dateIn(undefined, now).slice(0, 4));
  // New Year's Day is always on Eastern Standard Time, five hours behind UTC.
  const yearStart = new Date(`${year}-01-01T05:00:00Z`);
  const nextYearStart = new Date(`${year + 1}-01-01T05:00:00Z`);
  const waivedTripCharge = sql`exists (select 1 from jsonb_array_elements(${jobProposals.lineItems}) as line where line->>'kind' = 'TripCharge' and coalesce((line->>'discountCents')::int, 0) > 0)`;
  // Rows accepted before acceptances were dated count by when they were made.
  const acceptedAt = sql`coalesce(${jobProposals.acceptedAt}, ${jobProposals.createdAt})`;
  const [row] = await db
    .select({ jobRequestId: jobRequests.id, jobName: jobRequests.name })
    .from(jobProposals)
    .innerJoin(jobRequests, eq(jobRequests.id, jobProposals.jobRequestId))
    .where(
      and(
        eq(jobRequests.userId, userId),
        ne(jobRequests.id, jobRequestId),
        or(eq(jobProposals.status, 'Accepted'), and(eq(jobProposals.status, 'Pending'), isNotNull(jobProposals.acceptedAt))),
        gte(acceptedAt, yearStart),
        lt(acceptedAt, nextYearStart),
        waivedTripCharge,
      ),
    )
    .orderBy(asc(acceptedAt))
    .limit(1);
  return row;
}
