import { and, count, eq, inArray } from 'drizzle-orm';
import { type JobEvent, nextJobStatus } from '../../machines/job-lifecycle.machine';
import { type JobPaymentKind, type PaymentInfo, type PaymentInfoStatus, type PaymentStatus } from '../../contract/proposals';
import { type PaymentRecordStatus, payments } from '../db/schema';
import { ApiError } from '../lib/http';
import { type PaymentLine, type PaymentServices, startPayment } from '../payments/payments';
import { jobFactsOf } from './facts';
import { extraWorkWordsOfProposal, owedExtraWorkWords } from './extra-work';
import { allowJob } from './lifecycle';
import { owedCentsOf, type ProposalRow, STATUS_COLUMN } from './owed';
import { alreadyDecided, contractorContact, ownedJob, ownedProposal, type ProposalScope } from './proposals';
import { describeLines, paymentDescription } from './receipts';

/**
 * deposit-info, final-payment-info and subsequent-payment-info: the payment of one kind the
 * customer owes on a proposal, started at the provider for exactly the amount the server holds. The
 * lifecycle machine says whether the job takes that payment now; the proposal says whether one is owed.
 * The final payment takes the extra work still owed along, in one card step with a line for each,
 * unless the customer asks to pay it alone.
 */

/** The customer's step each payment is, as the lifecycle machine names it. */
const PAY_EVENT = { Deposit: 'deposit.pay', FinalPayment: 'finalPayment.pay', SubsequentPayment: 'extraWork.pay' } as const satisfies Record<JobPaymentKind, JobEvent['type']>;

const WHAT = { Deposit: 'deposit', FinalPayment: 'final payment', SubsequentPayment: 'payment for extra work' } as const satisfies Record<JobPaymentKind, string>;

/** A proposal's payment that may be paid: asked for, being confirmed, or declined and waiting for another card. */
const PAYABLE: PaymentStatus[] = ['Due', 'Processing', 'Failed'];

/** A payment row's status as the customer reads the payment they are paying. */
const STATUS_OF: Record<PaymentRecordStatus, PaymentInfoStatus> = {
  Pending: 'Due',
  Processing: 'Processing',
  RequiresAction: 'RequiresAction',
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
  /** For the final payment: pay the extra work still owed in the same card step (the default). */
  withExtraWork?: boolean;
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
  // What the job allows first, in the machine's words (a deposit over the one-third cap is its to refuse); then this estimate's own payment, which the job's facts do not single out.
  const facts = await jobFactsOf(db, job.id, now);
  const withExtraWork = kind === 'FinalPayment' && request.withExtraWork !== false;
  allowJob(job.status, facts, payEvent(kind, withExtraWork), now);
  const status = proposal[STATUS_COLUMN[kind]];
  if (status === 'Paid') throw new ApiError(409, `The ${WHAT[kind]} of this estimate is paid.`);
  if (status === 'Refunded') throw new ApiError(409, `The ${WHAT[kind]} of this estimate was refunded.`);
  refuseUnlessOwed(proposal, kind, status);

  // Every kind in one read: the final payment takes the extra work along.
  const owed = await owedCentsOf(db, proposal);
  if (owed[kind] <= 0) throw new ApiError(409, `Nothing is owed for the ${WHAT[kind]} of this estimate.`);
  const lines: PaymentLine[] = [{ kind, amountCents: owed[kind] }];
  if (withExtraWork) {
    const extraWork: JobEvent = { type: PAY_EVENT.SubsequentPayment, by: 'consumer' };
    const extraCents = PAYABLE.includes(proposal.subsequentPaymentStatus) && nextJobStatus(job.status, facts, extraWork) ? owed.SubsequentPayment : 0;
    // The machine has said a card takes the two together (`finalPayment.pay` with the extra work).
    if (extraCents > 0) lines.push({ kind: 'SubsequentPayment', amountCents: extraCents });
  }
  // The card's minimum is the whole step's: a small final payment is taken along with the extra work.
  const amountCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const contractor = await contractorContact(db, proposal.contractorId);
  const description = paymentDescription(lines.length > 1 ? 'Balance' : kind, job.name, contractor?.businessName ?? null);
  const [closed] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.jobProposalId, proposal.id), eq(payments.kind, kind), inArray(payments.status, ['Succeeded', 'Refunded', 'Canceled'])));
  const payment = await startPayment(services, {
    userId: request.userId,
    kind,
    jobProposalId: proposal.id,
    amountCents,
    lines,
    idempotencyKey: `${lines.map((l) => l.kind).join('+')}:${proposal.id}:${closed?.n ?? 0}:${lines.map((l) => l.amountCents).join('+')}`,
  });

  // The extra work owed is named by the pieces it pays, not all that was ever billed.
  const extraWork = lines.some((l) => l.kind === 'SubsequentPayment')
    ? owedExtraWorkWords(await extraWorkWordsOfProposal(db, proposal), proposal.subsequentPaymentCents, owed.SubsequentPayment)
    : '';
  const cardPage = new URL(`/payment-sandbox/payment/${payment.stripePaymentIntentId}`, request.publicUrl);
  cardPage.search = new URLSearchParams({ clientSecret: payment.clientSecret, redirectUrl: request.redirectUrl }).toString();
  return {
    kind,
    jobProposalId: proposal.id,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    description,
    status: STATUS_OF[payment.status],
    provider: payment.provider,
    paymentIntentId: payment.stripePaymentIntentId!,
    clientSecret: payment.clientSecret,
    failureMessage: payment.status === 'Failed' ? payment.failureMessage : null,
    card: payment.cardLast4 ? { brand: payment.cardBrand ?? 'unknown', last4: payment.cardLast4 } : null,
    redirectUrl: request.redirectUrl,
    cardPageUrl: payment.provider === 'sandbox' ? cardPage.toString() : null,
    lines: describeLines(lines, extraWork),
  };
}

/** The machine's step of paying `kind`; the final payment says whether the extra work owed goes along in the same card payment. */
function payEvent(kind: JobPaymentKind, withExtraWork: boolean): JobEvent {
  if (kind === 'FinalPayment') return { type: 'finalPayment.pay', by: 'consumer', withExtraWork };
  return { type: PAY_EVENT[kind], by: 'consumer' };
}

/** 409 unless the proposal asks this payment now (the machine has said the job takes it). */
function refuseUnlessOwed(proposal: ProposalRow, kind: JobPaymentKind, status: PaymentStatus): void {
  if (kind === 'Deposit') {
    if (proposal.status !== 'Pending') throw alreadyDecided(proposal);
    if (!proposal.acceptedAt) throw new ApiError(409, 'Accept this estimate first: its deposit is paid once you have accepted it.');
    if (proposal.depositCents === 0) throw new ApiError(409, 'This estimate asks no deposit.');
  } else if (proposal.status !== 'Accepted') {
    throw new ApiError(409, 'This estimate was not booked, so nothing more is paid on it.');
  }
  if (PAYABLE.includes(status)) return;
  if (kind === 'FinalPayment') throw new ApiError(409, 'The final payment is asked for once your contractor reports the job complete.');
  if (kind === 'SubsequentPayment') throw new ApiError(409, 'No extra work is waiting to be paid on this estimate.');
  throw new ApiError(409, 'No deposit is due on this estimate.');
}
