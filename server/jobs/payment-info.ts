import { and, count, eq, inArray } from 'drizzle-orm';
import { type JobEvent, jobRefusal, nextJobStatus } from '../../machines/job-lifecycle.machine';
import { type JobPaymentKind, maxDepositCents, type PaymentInfo, type PaymentStatus } from '../../contract/proposals';
import { type PaymentRecordStatus, payments } from '../db/schema';
import { ApiError } from '../lib/http';
import { type PaymentServices, startPayment } from '../payments/payments';
import { jobFactsOf } from './facts';
import { owedCentsOf, type ProposalRow, STATUS_COLUMN } from './owed';
import { alreadyDecided, contractorContact, ownedJob, ownedProposal, type ProposalScope } from './proposals';
import { paymentDescription } from './receipts';
import { dollars } from './timeline';

/**
 * deposit-info, final-payment-info and subsequent-payment-info: the payment of one kind the
 * customer owes on a proposal, started at the provider for exactly the amount the server holds. The
 * lifecycle machine says whether the job takes that payment now; the proposal says whether one is owed.
 */

/** The customer's step each payment is, as the lifecycle machine names it. */
const PAY_EVENT = { Deposit: 'deposit.pay', FinalPayment: 'finalPayment.pay', SubsequentPayment: 'extraWork.pay' } as const satisfies Record<JobPaymentKind, JobEvent['type']>;

const WHAT = { Deposit: 'deposit', FinalPayment: 'final payment', SubsequentPayment: 'payment for extra work' } as const satisfies Record<JobPaymentKind, string>;

/** A proposal's payment that may be paid: asked for, being confirmed, or declined and waiting for another card. */
const PAYABLE: PaymentStatus[] = ['Due', 'Processing', 'Failed'];

/** A payment row's status as the customer reads a proposal's payment. */
const STATUS_OF: Record<PaymentRecordStatus, PaymentStatus> = {
  Pending: 'Due',
  Processing: 'Processing',
  Failed: 'Failed',
  Succeeded: 'Paid',
  Refunded: 'Refunded',
  Canceled: 'NotDue',
};

export interface PaymentRequest extends ProposalScope {
  id: string;
  kind: JobPaymentKind;
  /** Already checked to be a page of this site (`isSafeRedirect`). */
  redirectUrl: string;
  publicUrl: string;
}

/**
 * Starts (or finds again) the payment of `kind` on the customer's proposal: 404 for another customer's
 * job or another job's proposal, 409 with the reason when nothing of that kind can be paid now. The
 * idempotency key names the proposal, the kind, the payments of that kind already closed and the
 * amount, so a double click or a retry answers the same payment and one charge, a declined card is
 * retried on it, and a new amount (extra work added) starts a new one.
 */
export async function startJobPayment(services: PaymentServices, request: PaymentRequest, now: Date): Promise<PaymentInfo> {
  const { db } = services;
  const { kind } = request;
  const job = await ownedJob(db, request);
  const proposal = await ownedProposal(db, request);
  // What the job allows first, in the machine's words; then this estimate's own payment, which the job's facts do not single out.
  const facts = await jobFactsOf(db, job.id, now);
  const event: JobEvent = { type: PAY_EVENT[kind], by: 'consumer' };
  if (!nextJobStatus(job.status, facts, event)) throw new ApiError(409, jobRefusal(job.status, facts, event, now.toISOString()));
  const status = proposal[STATUS_COLUMN[kind]];
  if (status === 'Paid') throw new ApiError(409, `The ${WHAT[kind]} of this estimate is paid.`);
  if (status === 'Refunded') throw new ApiError(409, `The ${WHAT[kind]} of this estimate was refunded.`);
  refuseUnlessOwed(proposal, kind, status);

  const amountCents = await owedCentsOf(db, proposal, kind);
  if (amountCents <= 0) throw new ApiError(409, `Nothing is owed for the ${WHAT[kind]} of this estimate.`);
  const contractor = await contractorContact(db, proposal.contractorId);
  const [closed] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.jobProposalId, proposal.id), eq(payments.kind, kind), inArray(payments.status, ['Succeeded', 'Refunded', 'Canceled'])));
  const payment = await startPayment(services, {
    userId: request.userId,
    kind,
    jobProposalId: proposal.id,
    amountCents,
    description: paymentDescription(kind, job.name, contractor?.businessName ?? null),
    idempotencyKey: `${kind}:${proposal.id}:${closed?.n ?? 0}:${amountCents}`,
  });

  const cardPage = new URL(`/payment-sandbox/payment/${payment.stripePaymentIntentId}`, request.publicUrl);
  cardPage.search = new URLSearchParams({ clientSecret: payment.clientSecret, redirectUrl: request.redirectUrl }).toString();
  return {
    kind,
    jobProposalId: proposal.id,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    description: paymentDescription(kind, job.name, contractor?.businessName ?? null),
    status: STATUS_OF[payment.status],
    provider: payment.provider,
    paymentIntentId: payment.stripePaymentIntentId!,
    clientSecret: payment.clientSecret,
    failureMessage: payment.status === 'Failed' ? payment.failureMessage : null,
    card: payment.cardLast4 ? { brand: payment.cardBrand ?? 'unknown', last4: payment.cardLast4 } : null,
    redirectUrl: request.redirectUrl,
    cardPageUrl: payment.provider === 'sandbox' ? cardPage.toString() : null,
  };
}

/** 409 unless the proposal asks this payment now (the machine has said the job takes it). */
function refuseUnlessOwed(proposal: ProposalRow, kind: JobPaymentKind, status: PaymentStatus): void {
  if (kind === 'Deposit') {
    if (proposal.status !== 'Pending') throw alreadyDecided(proposal);
    if (!proposal.acceptedAt) throw new ApiError(409, 'Accept this estimate first: its deposit is paid once you have accepted it.');
    if (proposal.depositCents === 0) throw new ApiError(409, 'This estimate asks no deposit.');
    // Massachusetts (M.G.L. c. 142A): never more than a third up front, whatever the row says.
    if (proposal.depositCents > maxDepositCents(proposal.totalCents))
      throw new ApiError(409, `The deposit asked, ${dollars(proposal.depositCents)}, is more than one third of the total, which Massachusetts law does not allow. Ask the contractor for a new estimate.`);
  } else if (proposal.status !== 'Accepted') {
    throw new ApiError(409, 'This estimate was not booked, so nothing more is paid on it.');
  }
  if (PAYABLE.includes(status)) return;
  if (kind === 'FinalPayment') throw new ApiError(409, 'The final payment is asked for once your contractor reports the job complete.');
  if (kind === 'SubsequentPayment') throw new ApiError(409, 'No extra work is waiting to be paid on this estimate.');
  throw new ApiError(409, 'No deposit is due on this estimate.');
}
