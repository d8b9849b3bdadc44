import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobPaymentKind } from '../../contract/proposals';
import type { Database } from '../db/client';
import { jobProposals, payments } from '../db/schema';

/**
 * What a job's customer paid and still owes, read from the payments: the reads the job's facts, the
 * payment effects and the payment answers share, below every module that acts on a job.
 */

export type ProposalRow = typeof jobProposals.$inferSelect;

/** The proposal's column of each job payment's status. */
export const STATUS_COLUMN = {
  Deposit: 'depositStatus',
  FinalPayment: 'finalPaymentStatus',
  SubsequentPayment: 'subsequentPaymentStatus',
} as const satisfies Record<JobPaymentKind, keyof ProposalRow>;

/** What the customer paid of one kind on a proposal, refunds aside: money that went through. */
export async function paidCentsOf(db: Database, jobProposalId: string, kind: JobPaymentKind): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.jobProposalId, jobProposalId), eq(payments.kind, kind), inArray(payments.status, ['Succeeded', 'Refunded'])));
  return row?.cents ?? 0;
}

/**
 * What is still owed of one kind: the amount the proposal holds (the deposit; the rest of the total;
 * all the extra work agreed) less what was paid of it. Extra work added after a paid subsequent payment
 * raises `subsequentPaymentCents`, so only the new part is asked.
 */
export async function owedCentsOf(db: Database, proposal: ProposalRow, kind: JobPaymentKind): Promise<number> {
  const held = { Deposit: proposal.depositCents, FinalPayment: proposal.finalPaymentCents, SubsequentPayment: proposal.subsequentPaymentCents }[kind];
  return Math.max(0, held - (await paidCentsOf(db, proposal.id, kind)));
}

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
