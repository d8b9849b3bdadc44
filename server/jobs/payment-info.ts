import { and, count, eq, inArray } from 'drizzle-orm';
import { type JobEvent, type JobFacts, nextJobStatus } from '../../machines/job-lifecycle.machine';
import { type JobPaymentKind, type PaymentInfo, type PaymentInfoStatus } from '../../contract/proposals';
import { type PaymentRecordStatus, payments } from '../db/schema';
import { type PaymentLine, type PaymentServices, startPayment } from '../payments/payments';
import { jobFactsOf } from './facts';
import { extraWorkWordsOfProposal, owedExtraWorkWords } from './extra-work';
import { allowJob } from './lifecycle';
import { contractorContact, ownedJob, ownedProposal, type ProposalScope } from './proposals';
import { describeLines, paymentDescription } from './receipts';

/**
 * deposit-info, final-payment-info and subsequent-payment-info: the payment of one kind the
 * customer owes on a proposal, started at the provider for exactly the amount the server holds. The
 * lifecycle machine says whether the job takes that payment now, on this proposal (the one whose
 * deposit is awaited, or the one booked), and the job's facts it says so by hold what is owed.
 * The final payment takes the extra work still owed along, in one card step with a line for each,
 * unless the customer asks to pay it alone.
 */

/** What the job's facts count as owed of each payment. */
const OWED_OF = { Deposit: 'depositCents', FinalPayment: 'finalPaymentCents', SubsequentPayment: 'extraWorkCents' } as const satisfies Record<JobPaymentKind, keyof JobFacts['owed']>;

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
  // The machine decides, in its words: what the job takes now (a deposit over the one-third cap is its to refuse), and on which estimate.
  const facts = await jobFactsOf(db, job.id, now);
  const withExtraWork = kind === 'FinalPayment' && request.withExtraWork !== false;
  allowJob(job.status, facts, payEvent(kind, proposal.id, withExtraWork), now);

  // Allowed, the payment is owed on this estimate: the facts hold how much.
  const lines: PaymentLine[] = [{ kind, amountCents: facts.owed[OWED_OF[kind]] }];
  const extraWorkToo: JobEvent = { type: 'extraWork.pay', proposalId: proposal.id, by: 'consumer' };
  // The machine has said a card takes the two together (`finalPayment.pay` with the extra work).
  if (withExtraWork && nextJobStatus(job.status, facts, extraWorkToo)) lines.push({ kind: 'SubsequentPayment', amountCents: facts.owed.extraWorkCents });
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
    ? owedExtraWorkWords(await extraWorkWordsOfProposal(db, proposal), proposal.subsequentPaymentCents, facts.owed.extraWorkCents)
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

/** The machine's step of paying `kind` on the estimate `proposalId`; the final payment says whether the extra work owed goes along in the same card payment. */
function payEvent(kind: JobPaymentKind, proposalId: string, withExtraWork: boolean): JobEvent {
  switch (kind) {
    case 'Deposit':
      return { type: 'deposit.pay', proposalId, by: 'consumer' };
    case 'FinalPayment':
      return { type: 'finalPayment.pay', proposalId, by: 'consumer', withExtraWork };
    case 'SubsequentPayment':
      return { type: 'extraWork.pay', proposalId, by: 'consumer' };
  }
}
