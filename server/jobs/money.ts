import { and, asc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { cancelationRefundCents } from '../../machines/job-lifecycle.machine';
import { type Database, letRequestsIn } from '../db/client';
import { jobProposals, paymentRefunds, payments } from '../db/schema';
import { ApiError } from '../lib/http';
import type { RefundReason } from '../payments/gateway';
import { OPEN_PAYMENT_STATUSES } from '../payments/payment-status';
import { type PaymentServices, refundPayment } from '../payments/payments';
import type { LockedJob } from './lifecycle';
import { depositPaidCentsOf } from './owed';

export interface CancelationRefund {
  depositPaidCents: number;
  /** What the customer gets back of it, by the lifecycle's cutoff rule (`cancelationRefundCents`). */
  refundCents: number;
}

/**
 * The refund a cancelation of a locked job comes to. A late cancelation waiting for its contractor
 * (CancelationRequested) refunds what its facts told the customer (`lateCancelation`, judged when they
 * asked), so the refund made is the amount the job page named; any other is judged at `askedAt` by the
 * lifecycle's cutoff rule. Read it before the visit is canceled (the facts still hold its start). The one
 * place the amount is decided; issuing the refund is the payment port's.
 */
export async function cancelationRefundOf(db: Database, job: LockedJob, askedAt: Date): Promise<CancelationRefund> {
  const told = job.facts.lateCancelation;
  if (told) return { depositPaidCents: job.facts.depositPaidCents, refundCents: told.refundCents };
  const depositPaidCents = await depositPaidCentsOf(db, job.row.id);
  return { depositPaidCents, refundCents: cancelationRefundCents(depositPaidCents, job.facts, askedAt.toISOString()) };
}

/** Refunds a provider refused for a reason other than its own trouble are left to the provider's staff after this many tries. */
const MAX_REFUND_ATTEMPTS = 10;

/**
 * Owes the customer `amountCents` of the job's paid deposits because it was canceled: queued inside
 * the cancel's transaction (the job locked), so it is owed only if the cancelation commits, and
 * issued through the payment port afterwards (`issuePendingRefunds`, `settleCanceledJob`). One
 * refund per cancelation: asking again for the same job changes nothing. Spread over the job's
 * deposit payments oldest first (there is normally one). Answers the refunds this cancelation owes.
 *
 * Called by the customer's cancel (cancel.ts) and by the approval of a late cancelation (assignments.ts).
 */
export async function refundDepositOnCancel(tx: Database, job: LockedJob, amountCents: number, reason: string) {
  if (amountCents <= 0) return [];
  const paid = await tx
    .select({ id: payments.id, left: sql<number>`${payments.amountCents} - ${payments.refundedCents}`.mapWith(Number) })
    .from(payments)
    .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .where(and(eq(jobProposals.jobRequestId, job.row.id), eq(payments.kind, 'Deposit'), eq(payments.status, 'Succeeded')))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  let owed = amountCents;
  for (const payment of paid) {
    if (owed <= 0) break;
    const part = Math.min(owed, payment.left);
    if (part <= 0) continue;
    owed -= part;
    await tx
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, amountCents: part, reason, idempotencyKey: `cancelation:${job.row.id}:${payment.id}` })
      .onConflictDoNothing();
  }
  return tx.select().from(paymentRefunds).where(like(paymentRefunds.idempotencyKey, `cancelation:${job.row.id}:%`));
}

/** Owes back the whole of a payment that should not have been taken (a deposit paid after its job was canceled). */
export async function refundInFull(tx: Database, payment: { id: string; amountCents: number }, reason: string) {
  await tx
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, amountCents: payment.amountCents, reason, idempotencyKey: `in-full:${payment.id}` })
    .onConflictDoNothing();
}

/** The start of the key of a refund `refundOverpaid` owes, which the provider is told is a duplicate. */
const OVERPAID = 'overpaid:';

/**
 * Owes back the part of a payment that paid lines another payment had paid already: two card steps
 * for one line (a payment replaced, then confirmed at the provider before the replacement called it
 * off) both went through.
 */
export async function refundOverpaid(tx: Database, payment: { id: string }, amountCents: number) {
  await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      amountCents,
      reason: 'Another payment had already paid for this, so it is refunded.',
      idempotencyKey: `${OVERPAID}${payment.id}`,
    })
    .onConflictDoNothing();
}

/**
 * Why a refund is made, in Stripe's terms, from its cause (the start of its key): a second payment of
 * lines already paid is a duplicate; a cancelation, and a deposit its canceled or no longer bookable job
 * did not need, go back at the customer's request. Only this goes to the provider: the refund's own
 * `reason` keeps our words, which quote the customer's (a cancelation's reason), here.
 */
const providerReasonOf = (idempotencyKey: string): RefundReason => (idempotencyKey.startsWith(OVERPAID) ? 'duplicate' : 'requested_by_customer');

/**
 * Issues the refunds still owed (all, or those of one job or payment) through the payment port, after
 * the step that owed them has committed. The provider call is keyed by the refund, so issuing one
 * twice (two servers, a retry after a lost answer) refunds once. A refund the provider cannot take now
 * stays Pending for the next sweep; one it refuses for good is marked Failed and logged for staff.
 */
export async function issuePendingRefunds(services: PaymentServices, filter: { jobRequestId?: string; paymentId?: string } = {}): Promise<number> {
  const { db, log } = services;
  const owed = await db
    .select({ refund: paymentRefunds })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .leftJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .where(
      and(
        eq(paymentRefunds.status, 'Pending'),
        filter.jobRequestId ? eq(jobProposals.jobRequestId, filter.jobRequestId) : undefined,
        filter.paymentId ? eq(paymentRefunds.paymentId, filter.paymentId) : undefined,
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt));
  let issued = 0;
  for (const { refund } of owed) {
    await letRequestsIn();
    const attempts = refund.attempts + 1;
    try {
      const done = await refundPayment(services, {
        paymentId: refund.paymentId,
        amountCents: refund.amountCents,
        reason: providerReasonOf(refund.idempotencyKey),
        idempotencyKey: refund.idempotencyKey,
      });
      await db
        .update(paymentRefunds)
        .set({ status: 'Issued', providerRefundId: done.id, attempts, lastError: null, issuedAt: new Date() })
        .where(eq(paymentRefunds.id, refund.id));
      issued += 1;
    } catch (err) {
      const refused = err instanceof ApiError && err.status === 409;
      const status = refused || attempts >= MAX_REFUND_ATTEMPTS ? 'Failed' : 'Pending';
      await db
        .update(paymentRefunds)
        .set({ status, attempts, lastError: (err as Error).message })
        .where(eq(paymentRefunds.id, refund.id));
      const facts = { err, refundId: refund.id, paymentId: refund.paymentId, amountCents: refund.amountCents };
      if (status === 'Failed') log?.error(facts, 'a refund owed to a customer could not be issued: refund it by hand');
      else log?.warn(facts, 'a refund could not be issued yet; it is tried again');
    }
  }
  return issued;
}

/**
 * Closes the payments nobody should make any more (a canceled job, a declined proposal): their
 * intents are canceled at the provider, so the card page no longer takes them. Best effort: one
 * paid meanwhile is refunded by its own success event (`deposit.paid` refused).
 */
export async function cancelOpenPayments(services: PaymentServices, of: { jobRequestId: string } | { jobProposalId: string }): Promise<void> {
  const { db, payments: gateway, log } = services;
  const open = await db
    .select({ id: payments.id, intent: payments.stripePaymentIntentId })
    .from(payments)
    .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .where(
      and(
        'jobRequestId' in of ? eq(jobProposals.jobRequestId, of.jobRequestId) : eq(payments.jobProposalId, of.jobProposalId),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(payments.provider, gateway.kind),
        isNotNull(payments.stripePaymentIntentId),
      ),
    );
  for (const payment of open) {
    await gateway.cancelPaymentIntent(payment.intent!, `cancel-${payment.id}`).catch((err: unknown) => {
      log?.warn({ err, paymentId: payment.id }, 'could not cancel the payment intent of a payment no longer wanted');
    });
  }
}

/** What follows a cancelation once it has committed: its refunds issued, its open payments closed. Never throws: the cancelation stands. */
export async function settleCanceledJob(services: PaymentServices, jobRequestId: string): Promise<void> {
  try {
    await cancelOpenPayments(services, { jobRequestId });
    await issuePendingRefunds(services, { jobRequestId });
  } catch (err) {
    services.log?.error({ err, jobRequestId }, 'settling a canceled job failed; its refunds are tried again by the sweep');
  }
}

/** How often refunds the provider could not take are tried again. */
export const REFUND_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
