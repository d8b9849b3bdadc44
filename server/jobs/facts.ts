import { and, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { PROVIDER_TIME_ZONE } from '../../contract/forms';
import type { AssignmentState, JobRequestStatus } from '../../contract/job-lifecycle';
import { cancelationRefundCents, changeCutoffOf, type JobFacts, reviewDueBy } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { assignedJobAppointments, contractors, jobAppointments, jobProposals, jobRequestEvents, jobRequests, jobReviews, type PaymentStatus } from '../db/schema';
import { BOOKING_HORIZON_DAYS, bookableSlotsOf, type Slot } from '../visits/slots';
import { depositPaidCentsOf, owedCentsOf, type ProposalRow, STATUS_COLUMN } from './owed';
import { isAwaitingDeposit } from './proposal-status';

/**
 * A job's facts as the lifecycle machine's guards read them, from the database: only reads, below the
 * modules that act on a job (lifecycle, payments, proposals, visits), which all decide with them.
 */

const OPEN_OFFER_STATES: AssignmentState[] = ['Offered', 'Accepted'];

/** A payment still owed: asked for, being confirmed (paying again answers the same payment), or declined and waiting for another card. */
const OWED: PaymentStatus[] = ['Due', 'Processing', 'Failed'];

/** How long the office takes to call a customer whose contractor has no free time. */
const CALL_BACK_DAYS = 2;

const weekdayIn = (at: Date) => new Intl.DateTimeFormat('en-US', { timeZone: PROVIDER_TIME_ZONE, weekday: 'long', month: 'short', day: 'numeric' }).format(at);

/**
 * The facts the job machine's guards read (`JobFacts`), from the job's proposals, offers, visit,
 * payments, review and the booked contractor's calendar at `now`: what the server decides with and
 * what the job's details hand the page, so both ask the machine the same question.
 */
export async function jobFactsOf(db: Database, jobRequestId: string, now: Date): Promise<JobFacts> {
  const [[job], proposals, [offers], [visit], [review], depositPaidCents] = await Promise.all([
    db
      .select({ status: jobRequests.status, completedAt: jobRequests.completedAt, cancelationRequestedAt: jobRequests.cancelationRequestedAt })
      .from(jobRequests)
      .where(eq(jobRequests.id, jobRequestId)),
    db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, jobRequestId)),
    db
      .select({ n: count() })
      .from(assignedJobAppointments)
      .where(and(eq(assignedJobAppointments.jobRequestId, jobRequestId), inArray(assignedJobAppointments.state, OPEN_OFFER_STATES))),
    db
      .select()
      .from(jobAppointments)
      .where(and(eq(jobAppointments.jobRequestId, jobRequestId), ne(jobAppointments.status, 'Canceled'))),
    db
      .select({ createdAt: jobReviews.createdAt })
      .from(jobReviews)
      .where(and(eq(jobReviews.jobRequestId, jobRequestId), eq(jobReviews.status, 'Requested'))),
    depositPaidCentsOf(db, jobRequestId),
  ]);
  const awaiting = proposals.find((p) => isAwaitingDeposit(p));
  const booked = proposals.find((p) => p.status === 'Accepted');
  const owedOf = async (proposal: ProposalRow | undefined, kind: 'Deposit' | 'FinalPayment' | 'SubsequentPayment') =>
    proposal && OWED.includes(proposal[STATUS_COLUMN[kind]]) ? owedCentsOf(db, proposal, kind) : 0;
  const [depositCents, finalPaymentCents, extraWorkCents] = await Promise.all([
    owedOf(awaiting, 'Deposit'),
    owedOf(booked, 'FinalPayment'),
    owedOf(booked, 'SubsequentPayment'),
  ]);
  const visitStartsAt = visit?.scheduledStart.toISOString() ?? null;
  const status = job?.status;
  return {
    pendingProposals: proposals.filter((p) => p.status === 'Pending').length,
    openOffers: offers?.n ?? 0,
    visitStartsAt,
    visitEndsAt: visit?.scheduledEnd.toISOString() ?? null,
    changeCutoff: visitStartsAt ? changeCutoffOf(visitStartsAt).toISOString() : null,
    onMyWayAt: visit?.onMyWayAt?.toISOString() ?? null,
    startedAt: visit?.startedAt?.toISOString() ?? null,
    booking: visit ? { state: 'booked', nextStep: null, nextStepBy: null } : await bookingOf(db, jobRequestId, status, booked ?? awaiting, now),
    owed: { depositCents, finalPaymentCents, extraWorkCents },
    depositPaidCents,
    reviewDueBy: review && status === 'Completed' ? reviewDueBy(job?.completedAt ?? review.createdAt).toISOString() : null,
    lateCancelation:
      status === 'CancelationRequested' && visitStartsAt
        ? {
            refundCents: cancelationRefundCents(depositPaidCents, visitStartsAt, (job?.cancelationRequestedAt ?? now).toISOString()),
            decidedBy: visitStartsAt,
          }
        : null,
  };
}

/**
 * Where the first visit of a job without one stands: the customer chooses from the booked (or
 * about-to-be-booked) contractor's bookable slots, or from times the contractor offered; with neither,
 * the contractor has no free time and the office calls within two days of the booking.
 */
async function bookingOf(db: Database, jobRequestId: string, status: JobRequestStatus | undefined, proposal: ProposalRow | undefined, now: Date): Promise<JobFacts['booking']> {
  if (!proposal || (status !== 'Accepted' && status !== 'Proposed')) return { state: 'none', nextStep: null, nextStepBy: null };
  if ((await offeredTimesOf(db, jobRequestId, now)).length > 0) return { state: 'offered', nextStep: null, nextStepBy: null };
  // Once the booking found the calendar full, the office follows up (or the contractor offers times): the job keeps saying so.
  const [since] = await db
    .select({ at: jobRequestEvents.at })
    .from(jobRequestEvents)
    .where(and(eq(jobRequestEvents.jobRequestId, jobRequestId), eq(jobRequestEvents.type, 'NoFreeSlot')))
    .orderBy(desc(jobRequestEvents.at))
    .limit(1);
  if (!since && (await bookableSlotsOf(db, proposal.contractorId, now)).length > 0) return { state: 'choose', nextStep: null, nextStepBy: null };
  const callBy = new Date((since?.at ?? now).getTime() + CALL_BACK_DAYS * 24 * 60 * 60 * 1000);
  const [contractor] = await db.select({ name: contractors.businessName }).from(contractors).where(eq(contractors.id, proposal.contractorId));
  return {
    state: 'noFreeTime',
    nextStep: `${contractor?.name ?? 'Your contractor'} has no free time in the next ${BOOKING_HORIZON_DAYS / 7} weeks; we will call you by ${weekdayIn(callBy)} to set a time, or the contractor will offer times here.`,
    nextStepBy: callBy.toISOString(),
  };
}

/** The times the contractor offered for the first visit that can still be booked (outside their own cutoff, not taken since). */
export async function offeredTimesOf(db: Database, jobRequestId: string, now: Date): Promise<Slot[]> {
  const [offer] = await db
    .select({ data: jobRequestEvents.data, contractorId: jobRequestEvents.contractorId })
    .from(jobRequestEvents)
    .where(and(eq(jobRequestEvents.jobRequestId, jobRequestId), eq(jobRequestEvents.type, 'TimesOffered')))
    .orderBy(desc(jobRequestEvents.at))
    .limit(1);
  const times = ((offer?.data as { times?: Slot[] } | undefined)?.times ?? []).filter((t) => changeCutoffOf(t.start) >= now);
  if (times.length === 0 || !offer?.contractorId) return [];
  const busy = await db
    .select({ start: jobAppointments.scheduledStart, end: jobAppointments.scheduledEnd })
    .from(jobAppointments)
    .where(and(eq(jobAppointments.contractorId, offer.contractorId), ne(jobAppointments.status, 'Canceled'), gt(jobAppointments.scheduledEnd, now)));
  return times.filter((t) => !busy.some((b) => b.start < new Date(t.end) && new Date(t.start) < b.end));
}
