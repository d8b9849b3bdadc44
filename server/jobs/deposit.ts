import { and, eq, inArray } from 'drizzle-orm';
import { nextJobStatus } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { jobProposals, payments } from '../db/schema';
import type { PaymentEffectContext, PaymentEffects, PaymentRow } from '../payments/effects';
import { linesOf } from '../payments/payments';
import { lockJob, moveJob, recordJobEvent } from './lifecycle';
import { issuePendingRefunds, refundInFull } from './money';
import { STATUS_COLUMN } from './owed';
import { bookContractor } from './proposals';
import { sendReceipt, tellOfRefund } from './receipts';
import { dollars } from './timeline';

/**
 * What the payment provider's word about a deposit does to the job (`paymentEffects.Deposit`), inside
 * the webhook's transaction, once per event. A deposit that went through books the contractor through
 * the lifecycle machine (`deposit.paid`, by the system); one that arrives when the machine will not
 * take it (the job was canceled, the estimate declined, or another deposit already booked it) is given
 * back in full at once.
 */

/** The proposal a job payment is for, and its job locked: every change of the job starts here. */
export async function lockPaymentJob(tx: Database, payment: PaymentRow, now: Date) {
  if (!payment.jobProposalId) return undefined;
  const [owner] = await tx.select({ jobRequestId: jobProposals.jobRequestId }).from(jobProposals).where(eq(jobProposals.id, payment.jobProposalId));
  if (!owner) return undefined;
  const job = await lockJob(tx, owner.jobRequestId, now);
  const [proposal] = await tx.select().from(jobProposals).where(eq(jobProposals.id, payment.jobProposalId));
  return job && proposal ? { job, proposal } : undefined;
}

/** The reason a deposit that could not book anything is refunded, in the customer's words. */
const UNBOOKED_DEPOSIT = {
  Canceled: 'The job request was canceled while the deposit was being paid, so it is refunded in full.',
  other: 'The estimate could no longer be booked when the deposit was paid, so it is refunded in full.',
};

async function depositSucceeded(tx: Database, payment: PaymentRow, context: PaymentEffectContext): Promise<void> {
  const { now } = context;
  const locked = await lockPaymentJob(tx, payment, now);
  if (!locked) return;
  const { job, proposal } = locked;
  await sendReceipt(tx, payment, now, context.publicUrl);

  // The machine books only the whole deposit of the estimate the job waits for; anything else is given back.
  const paid = { type: 'deposit.paid', by: 'system', proposalId: proposal.id, amountCents: payment.amountCents } as const;
  if (!nextJobStatus(job.row.status, job.facts, paid)) {
    const why = job.row.status === 'Canceled' ? UNBOOKED_DEPOSIT.Canceled : UNBOOKED_DEPOSIT.other;
    await refundInFull(tx, payment, why);
    await recordJobEvent(tx, {
      jobRequestId: job.row.id,
      type: 'DepositPaid',
      by: 'system',
      contractorId: proposal.contractorId,
      note: why,
      data: { amountCents: payment.amountCents, paymentId: payment.id },
      at: now,
    });
    context.afterCommit((services) => issuePendingRefunds(services, { paymentId: payment.id }).then(() => undefined));
    return;
  }

  await moveJob(tx, job, paid, now);
  const [accepted] = await tx
    .update(jobProposals)
    .set({ status: 'Accepted', depositStatus: 'Paid', decidedAt: now, updatedAt: now })
    .where(eq(jobProposals.id, proposal.id))
    .returning();
  await recordJobEvent(tx, {
    jobRequestId: job.row.id,
    type: 'DepositPaid',
    by: 'system',
    contractorId: proposal.contractorId,
    data: { amountCents: payment.amountCents, paymentId: payment.id },
    at: now,
  });
  await bookContractor(tx, job, accepted!, now);
}

/** A card was declined: the deposit stays owed, on the same payment, which takes another card. */
async function depositFailed(tx: Database, payment: PaymentRow, { now }: PaymentEffectContext): Promise<void> {
  if (!payment.jobProposalId) return;
  await tx
    .update(jobProposals)
    .set({ depositStatus: 'Failed', updatedAt: now })
    .where(and(eq(jobProposals.id, payment.jobProposalId), inArray(jobProposals.depositStatus, ['Due', 'Processing'])));
}

/**
 * Money came back on a job payment: the timeline says how much, the customer is told, and each of the
 * proposal's payments the refunded one paid a line of reads Refunded once no payment that paid a line
 * of it keeps any money (a payment keeps some until it is refunded in full).
 */
export async function paymentRefunded(tx: Database, payment: PaymentRow, { now, refundedCents, publicUrl }: PaymentEffectContext & { refundedCents: number }): Promise<void> {
  const locked = await lockPaymentJob(tx, payment, now);
  if (!locked) return;
  const { job, proposal } = locked;
  const kept = await tx.select().from(payments).where(and(eq(payments.jobProposalId, proposal.id), eq(payments.status, 'Succeeded')));
  const keptLines = [...(await linesOf(tx, kept)).values()].flat();
  for (const line of (await linesOf(tx, [payment])).get(payment.id)!) {
    if (keptLines.some((l) => l.kind === line.kind)) continue;
    await tx.update(jobProposals).set({ [STATUS_COLUMN[line.kind]]: 'Refunded', updatedAt: now }).where(eq(jobProposals.id, proposal.id));
  }
  await recordJobEvent(tx, {
    jobRequestId: job.row.id,
    type: 'Refunded',
    by: 'system',
    contractorId: proposal.contractorId,
    note: `${dollars(refundedCents)} went back to the card that paid.`,
    data: { amountCents: refundedCents, paymentId: payment.id, kind: payment.kind },
    at: now,
  });
  await tellOfRefund(tx, payment, refundedCents, publicUrl);
}

export const depositEffects: PaymentEffects = {
  succeeded: depositSucceeded,
  failed: depositFailed,
  refunded: paymentRefunded,
};
