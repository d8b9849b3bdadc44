import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobProposals } from '../db/schema';
import type { PaymentEffectContext, PaymentEffects, PaymentRow } from '../payments/effects';
import { linesOf } from '../payments/payments';
import { lockPaymentJob, paymentRefunded } from './deposit';
import { recordJobEvent } from './lifecycle';
import { issuePendingRefunds, refundOverpaid } from './money';
import { owedAndOverpaidOf, STATUS_COLUMN } from './owed';
import { sendReceipt } from './receipts';

/**
 * The payments after the deposit: the final payment (the rest of the total, asked once the contractor
 * reports the job complete) and the subsequent payment (extra work agreed on site), paid alone or
 * together in one card step. What the provider's word about such a payment does
 * (`paymentEffects.FinalPayment`, `paymentEffects.SubsequentPayment`), to each line it pays: all of
 * them paid when it goes through, none when the card is declined.
 */

async function balanceSucceeded(tx: Database, payment: PaymentRow, context: PaymentEffectContext): Promise<void> {
  const { now } = context;
  const locked = await lockPaymentJob(tx, payment, now);
  if (!locked) return;
  const { job, proposal } = locked;
  await sendReceipt(tx, payment, now, context.publicUrl);
  const { owed, overpaid } = await owedAndOverpaidOf(tx, proposal);
  const lines = (await linesOf(tx, [payment])).get(payment.id)!;
  // What this payment paid of a line that another had paid already goes back to its card.
  const back = lines.reduce((sum, line) => sum + Math.min(line.amountCents, overpaid[line.kind]), 0);
  if (back > 0) {
    await refundOverpaid(tx, payment, back);
    context.afterCommit((services) => issuePendingRefunds(services, { paymentId: payment.id }).then(() => undefined));
  }
  for (const line of lines) {
    const column = STATUS_COLUMN[line.kind];
    if (owed[line.kind] === 0) await tx.update(jobProposals).set({ [column]: 'Paid', updatedAt: now }).where(eq(jobProposals.id, proposal.id));
    await recordJobEvent(tx, {
      jobRequestId: job.row.id,
      type: 'PaymentReceived',
      by: 'system',
      contractorId: proposal.contractorId,
      data: { amountCents: line.amountCents, paymentId: payment.id, kind: line.kind },
      at: now,
    });
  }
}

async function balanceFailed(tx: Database, payment: PaymentRow, { now }: PaymentEffectContext): Promise<void> {
  if (!payment.jobProposalId) return;
  for (const line of (await linesOf(tx, [payment])).get(payment.id)!) {
    const column = STATUS_COLUMN[line.kind];
    await tx
      .update(jobProposals)
      .set({ [column]: 'Failed', updatedAt: now })
      .where(and(eq(jobProposals.id, payment.jobProposalId), inArray(jobProposals[column], ['Due', 'Processing'])));
  }
}

const balanceEffects: PaymentEffects = { succeeded: balanceSucceeded, failed: balanceFailed, refunded: paymentRefunded };

export const finalPaymentEffects = balanceEffects;
export const subsequentPaymentEffects = balanceEffects;
