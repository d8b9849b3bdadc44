import { and, eq, sql } from 'drizzle-orm';
import { priceProposal } from '../../contract/proposals';
import type { Database } from '../db/client';
import { assignedJobAppointments, jobProposals, jobRequestEvents } from '../db/schema';
import { type MemberPlan, tripChargeWaiverOf } from '../memberships/benefits';
import { type LockedJob, recordJobEvent } from './lifecycle';
import type { ProposalRow } from './owed';
import { dollars } from './timeline';

/**
 * An estimate is accepted only at the price the customer read, and a plan's first-job trip charge
 * waiver goes to one job a year (docs/decisions/098). When the waiver changed hands since the estimate
 * was priced (another job's estimate accepted with it, or given back by that estimate declined before
 * its deposit), the estimate is priced again with the membership as it is now and kept so, the job's
 * timeline says why, and the answer is the refusal that tells the customer the new price. Undefined when
 * its price stands. The caller holds the customer's lock, with their plan (`lockCustomerPlan`), and
 * the job's, and has asked the machine first.
 */
export async function repriceForTripChargeWaiver(tx: Database, job: LockedJob, proposal: ProposalRow, plan: MemberPlan | undefined, now: Date): Promise<string | undefined> {
  const trips = proposal.lineItems.filter((line) => line.kind === 'TripCharge');
  if (plan?.tripChargeWaiver !== 'FirstJobEachYear' || trips.length === 0 || !job.row.userId) return undefined;
  const { benefits, holder } = await tripChargeWaiverOf(tx, plan, job.row.userId, { jobRequestId: job.row.id, now });
  const waived = trips.some((line) => (line.discountCents ?? 0) > 0);
  if (waived === (holder === undefined)) return undefined;
  // Only a trip charge put back by this rule comes off again: one priced without the waiver stays as priced.
  if (!waived && !(await tripChargeWasAdded(tx, proposal))) return undefined;

  const price = priceProposal(proposal.lineItems, benefits, proposal.depositCents);
  // Adding the trip charge only raises the limit; a labor discount changed since could lower it below the deposit asked.
  const depositCents = Math.min(proposal.depositCents, price.maxDepositCents);
  await tx
    .update(jobProposals)
    .set({
      lineItems: price.lines,
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      discountDescription: price.discountDescription,
      taxCents: price.taxCents,
      totalCents: price.totalCents,
      depositCents,
      finalPaymentCents: price.totalCents - depositCents,
      updatedAt: now,
    })
    .where(eq(jobProposals.id, proposal.id));
  if (proposal.assignedJobAppointmentId) {
    await tx.update(assignedJobAppointments).set({ estimateCents: price.totalCents, updatedAt: now }).where(eq(assignedJobAppointments.id, proposal.assignedJobAppointmentId));
  }

  const tripCents = trips.reduce((sum, line) => sum + line.amountCents, 0);
  const why = holder
    ? `Your ${plan.name} membership waives the trip charge on the first job you accept each year, and this year that was "${holder.jobName}".`
    : `No other job holds your ${plan.name} membership’s trip charge waiver this year.`;
  await recordJobEvent(tx, {
    jobRequestId: job.row.id,
    type: holder ? 'TripChargeAdded' : 'TripChargeWaived',
    by: 'system',
    contractorId: proposal.contractorId,
    note: why,
    data: { proposalId: proposal.id, tripChargeCents: tripCents, totalCents: price.totalCents, depositCents, waiverHeldBy: holder?.jobRequestId ?? null },
    at: now,
  });

  const deposit = depositCents > 0 ? `, with a ${dollars(depositCents)} deposit` : '';
  const changed = holder
    ? `This estimate now includes the ${dollars(tripCents)} trip charge. Your ${plan.name} membership waives it on the first job you accept each year, and this year that was "${holder.jobName}".`
    : `The trip charge is off this estimate again: no other job holds your ${plan.name} membership’s waiver this year.`;
  return `${changed} The estimate now comes to ${dollars(price.totalCents)}${deposit}. Review it, and accept it again if it suits you.`;
}

/** Whether this rule once put the estimate's trip charge back (its job's timeline says so). */
async function tripChargeWasAdded(tx: Database, proposal: ProposalRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: jobRequestEvents.id })
    .from(jobRequestEvents)
    .where(
      and(eq(jobRequestEvents.jobRequestId, proposal.jobRequestId), eq(jobRequestEvents.type, 'TripChargeAdded'), sql`${jobRequestEvents.data}->>'proposalId' = ${proposal.id}`),
    )
    .limit(1);
  return row !== undefined;
}
