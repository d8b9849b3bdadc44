import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { PROVIDER_TIME_ZONE } from '../../contract/forms';
import type { AssignmentState, JobRequestStatus, JobRole } from '../../contract/job-lifecycle';
import {
  type AssignmentEvent,
  assignmentRefusalMessage,
  cancelationRefundCents,
  changeCutoffOf,
  type JobEvent,
  type JobFacts,
  jobRefusal,
  nextAssignmentState,
  nextJobStatus,
  reviewDueBy,
} from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import { assignedJobAppointments, contractors, jobAppointments, jobProposals, jobRequestEvents, jobRequests, jobReviews, payments, type PaymentStatus } from '../db/schema';
import { ApiError } from '../lib/http';
import { BOOKING_HORIZON_DAYS, bookableSlotsOf, type Slot } from '../visits/slots';
import { isAwaitingDeposit } from './proposal-status';

type ProposalRow = typeof jobProposals.$inferSelect;
type OwedKind = 'Deposit' | 'FinalPayment' | 'SubsequentPayment';
const STATUS_OF_KIND = { Deposit: 'depositStatus', FinalPayment: 'finalPaymentStatus', SubsequentPayment: 'subsequentPaymentStatus' } as const;
const HELD_OF_KIND = { Deposit: 'depositCents', FinalPayment: 'finalPaymentCents', SubsequentPayment: 'subsequentPaymentCents' } as const;

/**
 * What went through of each kind on a job's proposals, refunds aside (as balance.ts `owedCentsOf`
 * counts it), and the deposits paid less what was refunded of them (as money.ts `depositPaidCentsOf`).
 * Read here, in one query, so the facts need nothing from the modules that act on payments.
 */
async function paidOf(db: Database, jobRequestId: string) {
  const rows = await db
    .select({ proposalId: payments.jobProposalId, kind: payments.kind, amountCents: payments.amountCents, refundedCents: payments.refundedCents })
    .from(payments)
    .innerJoin(jobProposals, eq(jobProposals.id, payments.jobProposalId))
    .where(and(eq(jobProposals.jobRequestId, jobRequestId), inArray(payments.status, ['Succeeded', 'Refunded'])));
  return {
    of: (proposalId: string, kind: OwedKind) => rows.filter((r) => r.proposalId === proposalId && r.kind === kind).reduce((sum, r) => sum + r.amountCents, 0),
    depositKept: rows.filter((r) => r.kind === 'Deposit').reduce((sum, r) => sum + r.amountCents - r.refundedCents, 0),
  };
}

/**
 * The server's side of machines/job-lifecycle.machine.ts: every change of a job's status or of a
 * contractor's assignment goes through here, inside the caller's transaction, with the job's row
 * locked first, so two actions on one job (two contractors' estimates, a cancel racing an estimate)
 * are decided one after the other, each on what the other left.
 *
 *     await db.transaction(async (tx) => {
 *       const job = await lockJob(tx, id);                      // undefined: 404
 *       await moveJob(tx, job, { type: 'job.cancel', by: 'consumer', at }, now);   // 409 when refused
 *       await recordJobEvent(tx, { jobRequestId: id, type: 'Canceled', by: 'consumer', note: reason, at: now });
 *     });
 */

export type JobRow = typeof jobRequests.$inferSelect;
export type AssignmentRow = typeof assignedJobAppointments.$inferSelect;

export interface LockedJob {
  row: JobRow;
  /** What the machine's guards read, as the database holds it now. */
  facts: JobFacts;
  /** The moment the facts were read at (the bookable slots depend on it). */
  now: Date;
}

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
  const [[job], proposals, [offers], [visit], [review], paid] = await Promise.all([
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
    paidOf(db, jobRequestId),
  ]);
  const depositPaidCents = paid.depositKept;
  const awaiting = proposals.find((p) => isAwaitingDeposit(p));
  const booked = proposals.find((p) => p.status === 'Accepted');
  const owedOf = (proposal: ProposalRow | undefined, kind: OwedKind) =>
    proposal && OWED.includes(proposal[STATUS_OF_KIND[kind]]) ? Math.max(0, proposal[HELD_OF_KIND[kind]] - paid.of(proposal.id, kind)) : 0;
  const [depositCents, finalPaymentCents, extraWorkCents] = [owedOf(awaiting, 'Deposit'), owedOf(booked, 'FinalPayment'), owedOf(booked, 'SubsequentPayment')];
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
  const [noFreeSlot] = await db
    .select({ at: jobRequestEvents.at })
    .from(jobRequestEvents)
    .where(and(eq(jobRequestEvents.jobRequestId, jobRequestId), eq(jobRequestEvents.type, 'NoFreeSlot')))
    .orderBy(desc(jobRequestEvents.at))
    .limit(1);
  if (!noFreeSlot && (await bookableSlotsOf(db, proposal.contractorId, now)).length > 0) return { state: 'choose', nextStep: null, nextStepBy: null };
  const since = noFreeSlot;
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

/**
 * Locks a job request's row until the transaction ends and reads its facts at `now`; undefined when
 * there is no such request. Call it first in every transaction that changes a job or its assignments.
 */
export async function lockJob(tx: Database, jobRequestId: string, now: Date): Promise<LockedJob | undefined> {
  const [row] = await tx.select().from(jobRequests).where(eq(jobRequests.id, jobRequestId)).for('update');
  if (!row) return undefined;
  return { row, facts: await jobFactsOf(tx, jobRequestId, now), now };
}

/**
 * Moves a locked job as the lifecycle machine decides for `event`, and writes the new status (with
 * `canceledAt`/`completedAt` when it ends). Refused: 409 with what the job's state allows the role.
 * The facts are read again afterwards, so a second move in the same transaction sees the first.
 */
export async function moveJob(tx: Database, job: LockedJob, event: JobEvent, now: Date): Promise<JobRequestStatus> {
  const from = job.row.status;
  const next = nextJobStatus(from, job.facts, event);
  if (!next) throw new ApiError(409, jobRefusal(from, job.facts, event, now.toISOString()));
  if (next !== from) {
    const [row] = await tx
      .update(jobRequests)
      .set({
        status: next,
        updatedAt: now,
        ...(next === 'Canceled' ? { canceledAt: now } : {}),
        ...(next === 'Completed' ? { completedAt: now } : {}),
        ...(next === 'CancelationRequested' ? { cancelationRequestedAt: now } : {}),
      })
      .where(eq(jobRequests.id, job.row.id))
      .returning();
    job.row = row!;
  }
  return next;
}

/** Re-reads the facts of a locked job after its proposals, offers or visit changed in this transaction. */
export async function refreshFacts(tx: Database, job: LockedJob): Promise<LockedJob> {
  job.facts = await jobFactsOf(tx, job.row.id, job.now);
  return job;
}

/**
 * Moves one contractor's assignment as the lifecycle machine decides for `event`; refused: 409 with
 * what the assignment allows. The caller holds the job's lock.
 */
export async function moveAssignment(tx: Database, assignment: AssignmentRow, event: AssignmentEvent, now: Date): Promise<AssignmentState> {
  const next = nextAssignmentState(assignment.state, event);
  if (!next) throw new ApiError(409, assignmentRefusalMessage(assignment.state, event.by));
  if (next !== assignment.state) {
    await tx
      .update(assignedJobAppointments)
      .set({ state: next, updatedAt: now, ...(next === 'Canceled' ? { canceledAt: now } : {}), ...(next === 'Completed' ? { completedAt: now } : {}) })
      .where(eq(assignedJobAppointments.id, assignment.id));
    assignment.state = next;
  }
  return next;
}

/**
 * Sends a system event to each of a job's assignments that the machine lets it change (the others are
 * left as they are): the customer canceled, or booked one contractor and so closed the others' offers.
 */
export async function moveAssignmentsWhereAllowed(
  tx: Database,
  jobRequestId: string,
  event: AssignmentEvent,
  now: Date,
  options: { except?: string } = {},
): Promise<AssignmentRow[]> {
  const rows = await tx.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, jobRequestId));
  const moved: AssignmentRow[] = [];
  for (const row of rows) {
    if (row.id === options.except || !nextAssignmentState(row.state, event)) continue;
    await moveAssignment(tx, row, event, now);
    moved.push(row);
  }
  return moved;
}

/** One line of the job's timeline (JobTimelineEntry in contract/job-requests.ts). */
export interface JobEventRecord {
  jobRequestId: string;
  /** What happened, e.g. `Submitted`, `Offered`, `EstimateReceived`, `Canceled`. */
  type: string;
  by: JobRole;
  contractorId?: string | null;
  note?: string | null;
  data?: Record<string, unknown>;
  at: Date;
}

/**
 * Adds a step to the job's timeline. Steps of one request often share a moment (a job submitted and
 * offered to three contractors), so a step is put a millisecond after the job's latest one when it
 * would not come later: the timeline, ordered by `at`, keeps the order the steps were taken in (the
 * caller holds the job's lock, so no other step slips in between).
 */
export async function recordJobEvent(tx: Database, record: JobEventRecord): Promise<void> {
  const e = jobRequestEvents;
  const latest = tx
    .select({ next: sql`max(${e.at}) + interval '1 millisecond'` })
    .from(e)
    .where(eq(e.jobRequestId, record.jobRequestId));
  await tx.insert(e).values({
    jobRequestId: record.jobRequestId,
    type: record.type,
    by: record.by,
    contractorId: record.contractorId ?? null,
    note: record.note ?? null,
    data: record.data ?? {},
    at: sql`greatest(${record.at.toISOString()}::timestamptz, (${latest}))`,
  });
}
