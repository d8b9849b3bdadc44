import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobProposals } from '../db/schema';
import type { PaymentEffectContext, PaymentEffects, PaymentRow } from '../payments/effects';
import { lockPaymentJob, paymentRefunded } from './deposit';
import { recordJobEvent } from './lifecycle';
import { owedCentsOf, STATUS_COLUMN } from './owed';
import { sendReceipt } from './receipts';

/**
 * The payments after the deposit: the final payment (the rest of the total, asked once the contractor
 * reports the job complete) and the subsequent payment (extra work agreed on site). What is owed of
 * each, and what the provider's word about one does (`paymentEffects.FinalPayment`,
 * `paymentEffects.SubsequentPayment`).
 */

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
