import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CancelationResult } from '../../contract/job-requests';
import { formatUsPhoneNumber } from '../../contract/phone';
import { CHANGE_CUTOFF_HOURS, LATE_CANCELATION_REFUND_PERCENT } from '../../machines/job-lifecycle.machine';
import { isVisitMissed } from '../../machines/visit-calendar';
import type { Database } from '../db/client';
import { assignedJobAppointments, contractors, jobAppointments, jobProposals, jobRequests, users } from '../db/schema';
import { notFound } from '../lib/http';
import { enforce } from '../lib/rate-limit';
import { enqueueNotification } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import { type LockedJob, lockJob, moveAssignmentsWhereAllowed, moveJob, recordJobEvent } from './lifecycle';
import { type CancelationRefund, cancelationRefundOf, refundDepositOnCancel } from './money';
import { dollars, sentence, visitTime } from './timeline';

/**
 * How many times one customer may ask to cancel after the cutoff. An ask is possible only in the day
 * before a visit: a customer asks once, or again after keeping the visit, and a household seldom has
 * more than two visits in one day. Each ask, and each "keep the visit" that takes it back, texts the
 * contractor and lengthens the job's timeline; beyond these a script is flipping the job. Keeping the
 * visit is not counted: it needs an ask before it, so the asks hold it too, and refusing it would leave
 * the job to be canceled at the visit's time (decision 084) against the customer's word.
 */
export const LATE_CANCELATIONS_PER_HOUR = 5;
export const LATE_CANCELATIONS_PER_DAY = 10;
const HOUR_MS = 60 * 60_000;

/**
 * Counts an ask to cancel after the cutoff in the transaction that records it, so that one refused
 * (by the limit or by the job's state) never counts. Canceling outright is not counted: it ends the job
 * for good, so the limit on new requests already holds it.
 */
async function countLateCancelation(tx: Database, userId: string, now: Date, providerPhone: string | undefined) {
  const key = `late-cancelation:user:${userId}`;
  const call = providerPhone ? `call us at ${formatUsPhoneNumber(providerPhone)}` : 'call us';
  await enforce(
    tx,
    [
      { key, limit: LATE_CANCELATIONS_PER_HOUR, windowMs: HOUR_MS },
      { key, limit: LATE_CANCELATIONS_PER_DAY, windowMs: 24 * HOUR_MS },
    ],
    now,
    // The app leaves out a sentence about waiting (Retry-After says when): the way to cancel sooner stands alone.
    `You have asked to cancel many times in a short time. To cancel sooner, ${call}.`,
  );
}

/**
 * The customer's request to cancel a job (POST /JobRequests/{id}/request-cancelation), decided by the
 * lifecycle machine with the job locked: it ends at once while nobody is booked or before the change
 * cutoff, and otherwise waits for the booked contractor (CancelationRequested). Ending it cancels each
 * live offer, the visit and the estimates still waiting, and tells the contractors concerned. The
 * refund is decided here (`cancelationRefundOf`) and owed with the cancelation (`refundDepositOnCancel`);
 * the caller issues it through the payment port once this has committed (`settleCanceledJob`). An ask
 * after the cutoff is held to a few an hour and a day per account (`providerPhone`: whom one refused
 * is told to call).
 */
export async function requestCancelation(
  db: Database,
  { userId, jobRequestId, reason, now, providerPhone }: { userId: string; jobRequestId: string; reason: string; now: Date; providerPhone?: string },
): Promise<CancelationResult> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobRequestId, now);
    if (!job || job.row.userId !== userId) throw notFound('The job request');
    const at = now.toISOString();
    const visitStartsAt = job.facts.visitStartsAt;
    const refund = await cancelationRefundOf(tx, job, now);
    const booked = await bookedContractorOf(tx, jobRequestId);
    // Asked of a visit whose window ended with no step of the contractor's: they missed it (decision 099).
    const missed = job.row.status === 'Scheduled' && isVisitMissed(job.facts, at);

    const status = await moveJob(tx, job, { type: 'job.cancel', by: 'consumer', at }, now);
    await tx.update(jobRequests).set({ cancelationReason: reason, updatedAt: now }).where(eq(jobRequests.id, jobRequestId));

    if (status === 'CancelationRequested') {
      await countLateCancelation(tx, userId, now, providerPhone);
      await recordJobEvent(tx, { jobRequestId, type: 'CancelationRequested', by: 'consumer', note: reason, data: { depositPaidCents: refund.depositPaidCents }, at: now });
      if (booked?.phoneNumber) {
        await enqueueNotification(tx, {
          userId: booked.userId,
          channel: 'sms',
          to: booked.phoneNumber,
          kind: 'CancelationRequested',
          body: `The customer asks to cancel "${quotable(job.row.name)}"${visitStartsAt ? `, booked for ${visitTime(visitStartsAt)}` : ''}. Reason: ${sentence(quotable(reason))} Open the Southborough Home Services app to approve it.`,
          data: { jobRequestId },
        });
      }
      return { id: jobRequestId, status, refundCents: 0, Message: cancelationRequestedMessage(booked?.businessName ?? null, refund) };
    }

    const why = missed ? 'The visit time passed without you reporting being on the way or starting.' : undefined;
    await endCanceledByCustomer(tx, job, { reason, refund, visitStartsAt, now, why });
    return { id: jobRequestId, status, refundCents: refund.refundCents, Message: canceledMessage(refund.depositPaidCents, refund.refundCents, missed) };
  });
}

/**
 * Cancels at once, as the customer's `job.cancel`, a job that nobody is booked on, when the customer
 * deletes the account (docs/decisions/085-what-an-account-deletion-waits-for.md): the offers close and
 * their contractors are told, as when the customer cancels it. Inside the deletion's transaction, with
 * the job locked; the caller settles it once that commits (`settleCanceledJob`).
 */
export async function cancelForAccountDeletion(tx: Database, job: LockedJob, now: Date): Promise<void> {
  const reason = 'The customer deleted their account.';
  const visitStartsAt = job.facts.visitStartsAt;
  const refund = await cancelationRefundOf(tx, job, now);
  const status = await moveJob(tx, job, { type: 'job.cancel', by: 'consumer', at: now.toISOString() }, now);
  if (status !== 'Canceled') throw new Error(`job ${job.row.id} did not end at once (${status}); a deletion cancels only jobs nobody is booked on`);
  await tx.update(jobRequests).set({ cancelationReason: reason, updatedAt: now }).where(eq(jobRequests.id, job.row.id));
  await endCanceledByCustomer(tx, job, { reason, refund, visitStartsAt, now, why: 'They deleted their account.' });
}

/** What a cancelation that ended the job at once leaves behind: offers, visit and estimates ended, the refund owed, the timeline, the contractors told. */
async function endCanceledByCustomer(
  tx: Database,
  job: LockedJob,
  { reason, refund, visitStartsAt, now, why }: { reason: string; refund: CancelationRefund; visitStartsAt: string | null; now: Date; why?: string },
) {
  const jobRequestId = job.row.id;
  const told = await endCanceledJob(tx, job, now);
  await refundDepositOnCancel(tx, job, refund.refundCents, `The customer canceled the job request: ${reason}`);
  await recordJobEvent(tx, {
    jobRequestId,
    type: 'Canceled',
    by: 'consumer',
    note: reason,
    data: { depositPaidCents: refund.depositPaidCents, refundCents: refund.refundCents },
    at: now,
  });
  await tellContractorsOfCancelation(
    tx,
    told.map((a) => a.contractorId),
    { jobRequestId, name: job.row.name, city: job.row.city, visitStartsAt },
    why,
  );
}

/**
 * What ending a canceled job means for everything hanging from it, whoever ended it (the customer
 * before the cutoff, or the approval of a late cancelation): each live offer is canceled (the
 * machine says which), the visit is off, estimates still waiting are withdrawn, and nothing asked for
 * and not paid is due any more. Answers the assignments it canceled, whose contractors are to be told.
 */
export async function endCanceledJob(tx: Database, job: LockedJob, now: Date, options: { except?: string } = {}) {
  const jobRequestId = job.row.id;
  const told = await moveAssignmentsWhereAllowed(tx, jobRequestId, { type: 'job.canceled', by: 'system' }, now, options);
  await tx
    .update(jobAppointments)
    .set({ status: 'Canceled', canceledAt: now, updatedAt: now })
    .where(and(eq(jobAppointments.jobRequestId, jobRequestId), ne(jobAppointments.status, 'Canceled')));
  await tx
    .update(jobProposals)
    .set({ status: 'Withdrawn', updatedAt: now })
    .where(and(eq(jobProposals.jobRequestId, jobRequestId), eq(jobProposals.status, 'Pending')));
  for (const column of ['depositStatus', 'finalPaymentStatus', 'subsequentPaymentStatus'] as const) {
    await tx
      .update(jobProposals)
      .set({ [column]: 'NotDue', updatedAt: now })
      .where(and(eq(jobProposals.jobRequestId, jobRequestId), inArray(jobProposals[column], ['Due', 'Failed', 'Processing'])));
  }
  return told;
}

async function bookedContractorOf(tx: Database, jobRequestId: string) {
  const [row] = await tx
    .select({ userId: contractors.userId, businessName: contractors.businessName, phoneNumber: users.phoneNumber })
    .from(assignedJobAppointments)
    .innerJoin(contractors, eq(contractors.id, assignedJobAppointments.contractorId))
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(and(eq(assignedJobAppointments.jobRequestId, jobRequestId), eq(assignedJobAppointments.state, 'Booked')));
  return row;
}

/** Texts the contractors whose assignments a cancelation ended; `why`, when the customer's asking is not the whole story. */
export async function tellContractorsOfCancelation(
  tx: Database,
  contractorIds: string[],
  job: { jobRequestId: string; name: string; city: string; visitStartsAt: string | null },
  why?: string,
) {
  if (contractorIds.length === 0) return;
  const rows = await tx
    .select({ userId: contractors.userId, phoneNumber: users.phoneNumber })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(inArray(contractors.id, contractorIds));
  const visit = job.visitStartsAt ? `; the visit on ${visitTime(job.visitStartsAt)} is off` : '';
  for (const row of rows) {
    if (!row.phoneNumber) continue;
    await enqueueNotification(tx, {
      userId: row.userId,
      channel: 'sms',
      to: row.phoneNumber,
      kind: 'JobCanceled',
      body: `The customer canceled "${quotable(job.name)}" in ${quotable(job.city)}${visit}.${why ? ` ${why}` : ''} Nothing more is needed from you.`,
      data: { jobRequestId: job.jobRequestId },
    });
  }
}

/** What a cancelation that took effect means for the customer's money, in words; `missed`: the contractor did not come to the visit. */
export function canceledMessage(depositPaidCents: number, refundCents: number, missed = false): string {
  const done = missed ? 'Your job request is canceled: your contractor did not come at the visit time.' : 'Your job request is canceled.';
  if (depositPaidCents === 0) return `${done} Nothing was paid, so nothing is charged.`;
  if (refundCents >= depositPaidCents) return `${done} Your deposit of ${dollars(depositPaidCents)} will be refunded in full to the card you paid with.`;
  return `${done} As it was canceled less than ${CHANGE_CUTOFF_HOURS} hours before the visit, ${dollars(refundCents)} of your ${dollars(depositPaidCents)} deposit (${LATE_CANCELATION_REFUND_PERCENT}%) will be refunded to the card you paid with.`;
}

/**
 * What a cancelation asked for after the cutoff means, in words: the contractor decides, or it is
 * canceled at the time of the visit when nobody has (decision 084), and the late rule applies.
 */
export function cancelationRequestedMessage(contractor: string | null, { depositPaidCents, refundCents }: CancelationRefund): string {
  const asked = `The visit is less than ${CHANGE_CUTOFF_HOURS} hours away, so we have asked ${contractor ?? 'your contractor'} to confirm the cancelation; if nobody has by the time of the visit, it is canceled then.`;
  if (depositPaidCents === 0) return `${asked} Nothing was paid, so nothing is charged.`;
  return `${asked} Once it is canceled, ${dollars(refundCents)} of your ${dollars(depositPaidCents)} deposit will be refunded (${LATE_CANCELATION_REFUND_PERCENT}%, the rule for late cancelations).`;
}

/**
 * "Keep the visit": the customer withdraws a cancelation asked after the cutoff (`cancelation.withdraw`),
 * as the machine allows it until the visit starts; the visit stands, the contractor is told. 409 with
 * the machine's words otherwise.
 */
export async function withdrawCancelation(db: Database, { userId, jobRequestId, now }: { userId: string; jobRequestId: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobRequestId, now);
    if (!job || job.row.userId !== userId) throw notFound('The job request');
    await moveJob(tx, job, { type: 'cancelation.withdraw', by: 'consumer', at: now.toISOString() }, now);
    await tx.update(jobRequests).set({ cancelationReason: null, cancelationRequestedAt: null, updatedAt: now }).where(eq(jobRequests.id, jobRequestId));
    await recordJobEvent(tx, { jobRequestId, type: 'CancelationWithdrawn', by: 'consumer', at: now });
    const booked = await bookedContractorOf(tx, jobRequestId);
    if (booked?.phoneNumber) {
      const when = job.facts.visitStartsAt ? ` on ${visitTime(job.facts.visitStartsAt)}` : '';
      await enqueueNotification(tx, {
        userId: booked.userId,
        channel: 'sms',
        to: booked.phoneNumber,
        kind: 'CancelationWithdrawn',
        body: `The customer keeps the visit for "${quotable(job.row.name)}"${when}: they no longer ask to cancel. Nothing to approve.`,
        data: { jobRequestId },
      });
    }
  });
}
