import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobPaymentKind } from '../../contract/proposals';
import type { Database } from '../db/client';
import { jobProposals, payments } from '../db/schema';
import type { PaymentEffectContext, PaymentEffects, PaymentRow } from '../payments/effects';
import { lockPaymentJob, paymentRefunded } from './deposit';
import { recordJobEvent } from './lifecycle';
import type { ProposalRow } from './proposals';
import { sendReceipt } from './receipts';

/**
 * The payments after the deposit: the final payment (the rest of the total, asked once the contractor
 * reports the job complete) and the subsequent payment (extra work agreed on site). What is owed of
 * each, and what the provider's word about one does (`paymentEffects.FinalPayment`,
 * `paymentEffects.SubsequentPayment`).
 */

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

function balanceEffects(kind: 'FinalPayment' | 'SubsequentPayment'): PaymentEffects {
  const column = STATUS_COLUMN[kind];
  return {
    async succeeded(tx, payment, { now }) {
      const locked = await lockPaymentJob(tx, payment, now);
      if (!locked) return;
      const { job, proposal } = locked;
      await sendReceipt(tx, payment, now);
      if ((await owedCentsOf(tx, proposal, kind)) === 0) await tx.update(jobProposals).set({ [column]: 'Paid', updatedAt: now }).where(eq(jobProposals.id, proposal.id));
      await recordJobEvent(tx, {
        jobRequestId: job.row.id,
        type: 'PaymentReceived',
        by: 'system',
        contractorId: proposal.contractorId,
        data: { amountCents: payment.amountCents, paymentId: payment.id, kind },
        at: now,
      });
    },
    async failed(tx: Database, payment: PaymentRow, { now }: PaymentEffectContext) {
      if (!payment.jobProposalId) return;
      await tx
        .update(jobProposals)
        .set({ [column]: 'Failed', updatedAt: now })
        .where(and(eq(jobProposals.id, payment.jobProposalId), inArray(jobProposals[column], ['Due', 'Processing'])));
    },
    refunded: (tx, payment, context) => paymentRefunded(tx, payment, context, column),
  };
}

export const finalPaymentEffects = balanceEffects('FinalPayment');
export const subsequentPaymentEffects = balanceEffects('SubsequentPayment');
