import { and, eq, inArray, sql } from 'drizzle-orm';
import { cancelationRefundCents } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { jobProposals, payments } from '../db/schema';
import type { LockedJob } from './lifecycle';

/**
 * What the customer paid as deposits on a job and has not had back: the sum of the job's deposit
 * payments the provider confirmed, less what was refunded of them.
 */
export async function depositPaidCentsOf(db: Database, jobRequestId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)`.mapWith(Number) })
    .from(payments)
    .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .where(and(eq(jobProposals.jobRequestId, jobRequestId), eq(payments.kind, 'Deposit'), inArray(payments.status, ['Succeeded', 'Refunded'])));
  return row?.cents ?? 0;
}

export interface CancelationRefund {
  depositPaidCents: number;
  /** What the customer gets back of it, by the lifecycle's cutoff rule (`cancelationRefundCents`). */
  refundCents: number;
}

/**
 * The refund a cancelation of a locked job comes to, judged at the moment the customer asked: `askedAt`,
 * or, for a job in CancelationRequested (a contractor approving), when it entered that state. Read it before the visit is canceled (the facts still hold
 * its start). The one place the amount is decided; issuing the refund is the payment port's.
 */
export async function cancelationRefundOf(db: Database, job: LockedJob, askedAt: Date): Promise<CancelationRefund> {
  const depositPaidCents = await depositPaidCentsOf(db, job.row.id);
  const asked = job.row.status === 'CancelationRequested' && job.row.cancelationRequestedAt ? job.row.cancelationRequestedAt : askedAt;
  return { depositPaidCents, refundCents: cancelationRefundCents(depositPaidCents, job.facts.visitStartsAt, asked.toISOString()) };
}
