import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { JobPaymentKind } from '../../contract/proposals';
import type { Database } from '../db/client';
import { jobProposals, paymentLines, type PaymentRecordStatus, payments } from '../db/schema';

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

/** The proposal's column of the amount each job payment asks. */
const HELD_COLUMN = { Deposit: 'depositCents', FinalPayment: 'finalPaymentCents', SubsequentPayment: 'subsequentPaymentCents' } as const satisfies Record<JobPaymentKind, keyof ProposalRow>;
const KINDS = Object.keys(HELD_COLUMN) as JobPaymentKind[];

/** Payments whose money went through (a refund later gives some back, but it was paid). */
const WENT_THROUGH: PaymentRecordStatus[] = ['Succeeded', 'Refunded'];

/**
 * A payment's lines as rows: each line it records, or the payment itself as one line of its kind
 * (`linesOf`). What went through is counted by line, so one card step that paid the final payment and
 * the extra work counts as paid of each.
 */
const lineKind = sql<JobPaymentKind>`coalesce(${paymentLines.kind}, ${payments.kind})`;
const lineCents = sql`coalesce(${paymentLines.amountCents}, ${payments.amountCents})`;

/** What the customer paid of each kind on a proposal, refunds aside: money that went through. */
export async function paidCentsByKindOf(db: Database, jobProposalId: string): Promise<Record<JobPaymentKind, number>> {
  const rows = await db
    .select({ kind: lineKind, cents: sql<number>`coalesce(sum(${lineCents}), 0)`.mapWith(Number) })
    .from(payments)
    .leftJoin(paymentLines, eq(paymentLines.paymentId, payments.id))
    .where(and(eq(payments.jobProposalId, jobProposalId), inArray(payments.status, WENT_THROUGH)))
    .groupBy(lineKind);
  const paid: Record<JobPaymentKind, number> = { Deposit: 0, FinalPayment: 0, SubsequentPayment: 0 };
  for (const row of rows) paid[row.kind] = row.cents;
  return paid;
}

/** What is still owed of one kind on a proposal that `paidCents` was paid of (`owedAndOverpaidOf`). */
export function owedCents(proposal: ProposalRow, kind: JobPaymentKind, paidCents: number): number {
  return Math.max(0, proposal[HELD_COLUMN[kind]] - paidCents);
}

/**
 * What is still owed of each kind, in one read of the proposal's payments: the amount the proposal
 * holds (the deposit; the rest of the total; all the extra work agreed) less what was paid of it. Extra
 * work added after a paid subsequent payment raises `subsequentPaymentCents`, so only the new part is asked.
 * `overpaid`: what was paid beyond it, two payments that each went through for one line.
 */
export async function owedAndOverpaidOf(db: Database, proposal: ProposalRow): Promise<Record<'owed' | 'overpaid', Record<JobPaymentKind, number>>> {
  const paid = await paidCentsByKindOf(db, proposal.id);
  const each = (amount: (kind: JobPaymentKind) => number) => Object.fromEntries(KINDS.map((kind) => [kind, amount(kind)])) as Record<JobPaymentKind, number>;
  return {
    owed: each((kind) => owedCents(proposal, kind, paid[kind])),
    overpaid: each((kind) => Math.max(0, paid[kind] - proposal[HELD_COLUMN[kind]])),
  };
}

/**
 * What the customer paid as deposits on a job and has not had back: the sum of the job's deposit
 * payments the provider confirmed, less what was refunded of them.
 */
export async function depositPaidCentsOf(db: Database, jobRequestId: string): Promise<number> {
  return (await paidCentsOfJobs(db, [jobRequestId])).depositPaidOf(jobRequestId);
}

/** What went through of one kind on one proposal of a job (`paidCentsOfJobs`), or on one line of a payment (`paidCentsOfPayments`). */
export interface PaidRow {
  jobRequestId: string;
  jobProposalId: string;
  kind: JobPaymentKind;
  paid: number;
  /** Less its refunds: read for deposits only, which are paid alone (a payment's refunds are not split between its lines). */
  kept: number;
}

/**
 * The grouped read of what went through on the proposals of the jobs `where` picks (a condition on
 * `job_proposals`): the facts embed it in their own statement, `paidCentsOfJobs` sends it alone. Its
 * columns are named as `PaidRow` names them, so the facts can read it as JSON.
 */
export function paidRowsOf(db: Database, where: SQL) {
  return db
    .select({
      jobRequestId: sql<string>`${jobProposals.jobRequestId}`.as('jobRequestId'),
      jobProposalId: sql<string>`${jobProposals.id}`.as('jobProposalId'),
      kind: sql<JobPaymentKind>`${lineKind}`.as('kind'),
      paid: sql<number>`coalesce(sum(${lineCents}), 0)`.mapWith(Number).as('paid'),
      kept: sql<number>`coalesce(sum(${lineCents} - ${payments.refundedCents}), 0)`.mapWith(Number).as('kept'),
    })
    .from(payments)
    .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .leftJoin(paymentLines, eq(paymentLines.paymentId, payments.id))
    .where(and(where, inArray(payments.status, WENT_THROUGH)))
    .groupBy(jobProposals.jobRequestId, jobProposals.id, lineKind);
}

/** Paid of each kind on a proposal (`paidCentsOf`), and each job's deposits less their refunds (`depositPaidCentsOf`), from `PaidRow`s. */
export function paidOfRows(rows: PaidRow[]): { paidOf: (jobProposalId: string, kind: JobPaymentKind) => number; depositPaidOf: (jobRequestId: string) => number } {
  return {
    paidOf: (jobProposalId, kind) => rows.filter((r) => r.jobProposalId === jobProposalId && r.kind === kind).reduce((sum, r) => sum + r.paid, 0),
    depositPaidOf: (jobRequestId) => rows.filter((r) => r.jobRequestId === jobRequestId && r.kind === 'Deposit').reduce((sum, r) => sum + r.kept, 0),
  };
}

/** What went through on the proposals of several jobs, in one query (`paidOfRows`). */
export async function paidCentsOfJobs(db: Database, jobRequestIds: string[]): Promise<ReturnType<typeof paidOfRows>> {
  return paidOfRows(jobRequestIds.length === 0 ? [] : await paidRowsOf(db, inArray(jobProposals.jobRequestId, jobRequestIds)));
}

/** A job payment that went through (Succeeded or Refunded), with its lines (`linesOf`): a receipt of the job's page. */
export interface PaidPayment {
  jobRequestId: string;
  payment: { jobProposalId: string | null; refundedCents: number };
  lines: { kind: JobPaymentKind; amountCents: number }[];
}

/** What `paidCentsOfJobs` answers, from every payment of the jobs that went through, read already: one `PaidRow` per line. */
export function paidCentsOfPayments(paid: PaidPayment[]): ReturnType<typeof paidOfRows> {
  return paidOfRows(
    paid.flatMap(({ jobRequestId, payment, lines }) =>
      lines.map((line) => ({ jobRequestId, jobProposalId: payment.jobProposalId!, kind: line.kind, paid: line.amountCents, kept: line.amountCents - payment.refundedCents })),
    ),
  );
}
