import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { ASSIGNMENT_STATES } from '../../contract/job-lifecycle';
import { formatUsPhoneNumber } from '../../contract/phone';
import { isContractorBooked, jobAllows, momentIn, nextAssignmentState, nextJobStatus, owesForWork } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { assignedJobAppointments, contractors, jobProposals, jobRequests, payments } from '../db/schema';
import { ApiError } from '../lib/http';
import { type FormSender, jobRequestsSentBy } from '../lib/personal-data';
import { PaymentGatewayError } from '../payments/gateway';
import { OPEN_PAYMENT_STATUSES } from '../payments/payment-status';
import type { PaymentServices } from '../payments/payments';
import { contractorOfUser, decide } from './assignments';
import { cancelForAccountDeletion } from './cancel';
import { type LockedJob, lockJob } from './lifecycle';
import { dollars } from './timeline';

/**
 * What a customer's or a contractor's jobs ask of an account deletion
 * (docs/decisions/085-what-an-account-deletion-waits-for.md): a job with a contractor booked and not
 * finished, or with money owed or being paid, keeps the account; a job nobody is booked on is
 * canceled with it, as the customer's own cancelation would. The lifecycle machine says which is
 * which; this reads the rows and says it in the customer's words.
 */

/** The refusal of a deletion: the sentence that says why, and one line per thing that stands, each saying what to do. */
export interface DeletionRefusal {
  message: string;
  errors: string[];
}

/** The contractor's steps still to come on an assignment: the work is not finished while the machine lets them complete it. */
const UNFINISHED_ASSIGNMENT_STATES = ASSIGNMENT_STATES.filter((state) => nextAssignmentState(state, { type: 'job.complete', by: 'contractor' }) !== undefined);
/** Offers the contractor may still pass on: their deletion passes on them, and each job goes to the next nearest. */
const PASSABLE_ASSIGNMENT_STATES = ASSIGNMENT_STATES.filter((state) => nextAssignmentState(state, { type: 'offer.decline', by: 'contractor' }) !== undefined);
/**
 * Estimates the contractor can no longer take back, waiting for the customer: only the customer's
 * answer (or booking another contractor) closes them, and one could book a contractor who is gone.
 */
const ESTIMATE_WAITING_STATES = ASSIGNMENT_STATES.filter(
  (state) => !PASSABLE_ASSIGNMENT_STATES.includes(state) && !UNFINISHED_ASSIGNMENT_STATES.includes(state) && nextAssignmentState(state, { type: 'offer.close', by: 'system' }) !== undefined,
);

/**
 * Locks the jobs the deletion reaches that have not ended (the rows it would anonymize, ordered by id so
 * two deletions never wait on each other) and sorts them: those that keep the account, in the
 * customer's words, and those to cancel. Those words name times in `timeZone`, the customer's (X-Timezone),
 * as their job pages do; in the provider's when it is missing or unknown.
 */
export async function customerJobsAtDeletion(tx: Database, sender: FormSender, now: Date, timeZone?: string): Promise<{ holds: string[]; toCancel: LockedJob[] }> {
  const open = await tx
    .select({ id: jobRequests.id })
    .from(jobRequests)
    .where(and(jobRequestsSentBy(sender), ne(jobRequests.status, 'Canceled')))
    .orderBy(asc(jobRequests.id));
  if (open.length === 0) return { holds: [], toCancel: [] };
  const ids = open.map((row) => row.id);
  const processing = new Set(
    (
      await tx
        .selectDistinct({ jobRequestId: jobProposals.jobRequestId })
        .from(payments)
        .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
        .where(and(inArray(jobProposals.jobRequestId, ids), eq(payments.status, 'Processing')))
    ).map((row) => row.jobRequestId),
  );
  const at = now.toISOString();
  const holds: string[] = [];
  const toCancel: LockedJob[] = [];
  for (const id of ids) {
    const job = await lockJob(tx, id, now);
    if (!job) continue;
    const hold = holdOf(job, processing.has(id), at, timeZone);
    if (hold) holds.push(hold);
    else if (nextJobStatus(job.row.status, job.facts, { type: 'job.cancel', by: 'consumer', at }) === 'Canceled') toCancel.push(job);
  }
  return { holds, toCancel };
}

/** Why a job keeps its customer's account, and what to do about it; null when it does not. */
function holdOf({ row, facts }: LockedJob, paymentProcessing: boolean, at: string, timeZone: string | undefined): string | null {
  const name = `“${row.name}”`;
  if (isContractorBooked(row.status)) {
    const visit = facts.visitStartsAt ? ` for ${momentIn(facts.visitStartsAt, timeZone)}` : '';
    if (row.status === 'CancelationRequested') {
      const by = facts.lateCancelation ? ` by ${momentIn(facts.lateCancelation.decidedBy, timeZone)}` : '';
      return `${name}: your cancelation of the visit${visit} waits for the contractor or our office to decide${by}; you can delete your account once it is canceled.`;
    }
    // Its visit has begun: "booked for" a past time would read as a booking still ahead.
    if (row.status === 'InProgress') return `${name}: your contractor is at work on it. You can delete your account once the work is done and paid for.`;
    const wayOut = jobAllows(row.status, facts, 'consumer', at)('job.cancel') ? 'Cancel it from the job request, or delete your account once the work is done and paid for.' : 'You can delete your account once the work is done and paid for.';
    return `${name}: a contractor is booked${visit}. ${wayOut}`;
  }
  if (paymentProcessing) return paymentBeingMade(row.name);
  if (owesForWork(facts)) return `${name}: ${dollars(facts.owed.finalPaymentCents + facts.owed.extraWorkCents)} is owed for the work. Pay it from the job request first.`;
  return null;
}

const paymentBeingMade = (job: string) => `“${job}”: a payment is being processed. Try again once it has gone through.`;

/**
 * Closes at the payment provider the card payments started and not finished on the jobs the deletion
 * reaches, before anything else is done there (docs/decisions/085-what-an-account-deletion-waits-for.md):
 * a closed intent can no longer be paid, so no deposit can book a contractor on one of these jobs
 * between the deletion's first check and its transaction, after the membership was ended. Answers
 * the refusal's line of each job whose payment the provider says went through or is being confirmed
 * meanwhile: that job keeps the account, and nothing more is done at the provider. The jobs are
 * canceled with the account, so closing their payments is what their cancelation does anyway
 * (`settleCanceledJob`, with the same keys); should the deletion stop short, the customer starts the
 * payment again. The provider not answering is a 503, and nothing is deleted.
 */
export async function closePaymentsAtDeletion(services: PaymentServices, sender: FormSender): Promise<string[]> {
  const { db, payments: gateway } = services;
  const open = await db
    .select({ id: payments.id, intent: payments.stripePaymentIntentId, jobId: jobRequests.id, job: jobRequests.name })
    .from(payments)
    .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .innerJoin(jobRequests, eq(jobRequests.id, jobProposals.jobRequestId))
    .where(
      and(
        jobRequestsSentBy(sender),
        ne(jobRequests.status, 'Canceled'),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(payments.provider, gateway.kind),
        isNotNull(payments.stripePaymentIntentId),
      ),
    )
    .orderBy(asc(jobRequests.createdAt), asc(payments.createdAt));
  const held = new Map<string, string>();
  for (const payment of open) {
    try {
      await gateway.cancelPaymentIntent(payment.intent!, `cancel-${payment.id}`);
    } catch (err) {
      // Refused for its state: closed already, or paid or being paid meanwhile. The provider says which.
      if (!(err instanceof PaymentGatewayError) || err.code !== 'payment_intent_unexpected_state') unreachable(services, payment.id, err);
      const intent = await gateway.retrievePaymentIntent(payment.intent!).catch((again: unknown) => unreachable(services, payment.id, again));
      if (intent.status !== 'canceled') held.set(payment.jobId, payment.job);
    }
  }
  return [...held.values()].map(paymentBeingMade);
}

function unreachable(services: PaymentServices, paymentId: string, err: unknown): never {
  if (!(err instanceof PaymentGatewayError)) throw err;
  if (!err.transient) services.log?.error({ err, code: err.code, paymentId }, 'the payment provider refused to close a payment of an account being deleted');
  throw new ApiError(503, 'Your account was not deleted: we could not reach the card payment service to close a payment you had started. Please try again in a few minutes.');
}

/** The refusal for a customer whose jobs keep the account. */
export function customerRefusal(holds: string[]): DeletionRefusal {
  return {
    message: 'Your account cannot be deleted yet: a contractor is booked on a job of yours, or money is owed or being paid on one. Nothing was deleted, and you are still signed in.',
    errors: [...holds, 'Your job requests are under My Job Requests.'],
  };
}

/** Cancels the jobs nobody is booked on (`customerJobsAtDeletion`), in the deletion's transaction; answers their ids, to settle once it commits. */
export async function cancelJobsAtDeletion(tx: Database, jobs: LockedJob[], now: Date): Promise<string[]> {
  for (const job of jobs) await cancelForAccountDeletion(tx, job, now);
  return jobs.map((job) => job.row.id);
}

/**
 * Whether a contractor's account is kept by their work: jobs they are booked on and have not finished
 * (the customers' visits would be left with nobody), and estimates waiting for a customer's answer
 * (accepting one would book a contractor who is gone). Handing a job back or withdrawing an estimate
 * is the office's to arrange, so the refusal gives the provider's phone number.
 */
export async function contractorRefusalAtDeletion(tx: Database, userId: string, providerPhone: string | undefined): Promise<DeletionRefusal | null> {
  const held = await tx
    .select({ name: jobRequests.name, city: jobRequests.city, state: assignedJobAppointments.state })
    .from(assignedJobAppointments)
    .innerJoin(contractors, eq(contractors.id, assignedJobAppointments.contractorId))
    .innerJoin(jobRequests, eq(jobRequests.id, assignedJobAppointments.jobRequestId))
    .where(and(eq(contractors.userId, userId), inArray(assignedJobAppointments.state, [...UNFINISHED_ASSIGNMENT_STATES, ...ESTIMATE_WAITING_STATES])))
    .orderBy(asc(jobRequests.createdAt));
  if (held.length === 0) return null;
  const booked = held.filter((job) => UNFINISHED_ASSIGNMENT_STATES.includes(job.state));
  const waiting = held.filter((job) => ESTIMATE_WAITING_STATES.includes(job.state));
  const call = providerPhone ? `call us at ${formatUsPhoneNumber(providerPhone)}` : 'call us';
  const one = held.length === 1;
  const why = [
    booked.length ? `you are booked on ${booked.length === 1 ? 'a job' : `${booked.length} jobs`} not finished` : null,
    waiting.length ? `${waiting.length === 1 ? 'an estimate of yours waits' : `${waiting.length} estimates of yours wait`} for the customer’s answer` : null,
  ].filter((part): part is string => part !== null);
  const wayOut = !waiting.length
    ? `Complete ${one ? 'it' : 'them'} in the app, or ${call} to hand ${one ? 'it' : 'them'} back; then delete your account.`
    : !booked.length
      ? `Wait for the customer’s answer, or ${call} to withdraw ${one ? 'it' : 'them'}; then delete your account.`
      : `Complete the booked jobs in the app and wait for the answers to your estimates, or ${call} to hand them back; then delete your account.`;
  return {
    message: `Your account cannot be deleted yet: ${why.join(', and ')}. Nothing was deleted, and you are still signed in.`,
    errors: [...booked.map((job) => `“${job.name}” in ${job.city}.`), ...waiting.map((job) => `“${job.name}” in ${job.city}: your estimate waits for the customer.`), wayOut],
  };
}

/**
 * Passes on the offers a deleted contractor has not estimated, as their own decline does
 * (`decide`): each job goes to the next nearest contractor rather than waiting on one who is gone.
 */
export async function passOffersAtDeletion(tx: Database, userId: string, now: Date, publicUrl: string): Promise<void> {
  const contractor = await contractorOfUser(tx, userId);
  if (!contractor) return;
  const open = await tx
    .select({ id: assignedJobAppointments.id })
    .from(assignedJobAppointments)
    .where(and(eq(assignedJobAppointments.contractorId, contractor.id), inArray(assignedJobAppointments.state, PASSABLE_ASSIGNMENT_STATES)))
    .orderBy(asc(assignedJobAppointments.jobRequestId));
  for (const { id } of open) await decide(tx, { contractor, assignmentId: id, now, publicUrl }, { decision: 'Decline', note: 'They deleted their account.' });
}
