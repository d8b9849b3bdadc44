import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  type AssignedJobAction,
  type AssignedJobAppointment,
  type AssignedJobProposal,
  type AssignedJobReview,
  type AssignedJobVisit,
  MAX_ESTIMATE_CENTS,
  MAX_ESTIMATE_MESSAGE,
} from '../../contract/assigned-appointments';
import type { Paged } from '../../contract/common';
import { addDays, dateIn, PAST_DATE, PROVIDER_TIME_ZONE } from '../../contract/forms';
import { ASSIGNMENT_STATES, type AssignmentState, type JobRequestStatus } from '../../contract/job-lifecycle';
import { type LineItemKind, priceProposal } from '../../contract/proposals';
import {
  type AssignmentEventType,
  assignmentActionsFor,
  assignmentSharesContact,
  extraWorkAmountProblem,
  type JobEvent,
  type JobEventType,
  type JobFacts,
  jobAllows,
  jobRefusal,
  nextJobStatus,
} from '../../machines/job-lifecycle.machine';
import { type Database, madeOnFirstUse, oncePerDatabase } from '../db/client';
import { jsonRows, type RowOfJson, rowsOfJson } from '../db/json-rows';
import { nameOrder } from '../db/name-order';
import {
  assignedJobAppointments,
  contractors,
  jobAppointments,
  jobProposals,
  jobRequestEvents,
  jobRequestPhotos,
  jobRequests,
  jobReviews,
  productsAndServicesItems,
  type ProposalLineItem,
  trades,
} from '../db/schema';
import { ApiError, notFound } from '../lib/http';
import { type PageQuery, totalOfPage } from '../lib/paging';
import { memberBenefitsOf } from '../memberships/benefits';
import { enqueueNotifications } from '../notifications/outbox';
import { quotable } from '../notifications/quoted-words';
import { canceledMessage, endCanceledJob, tellContractorsOfCancelation } from './cancel';
import { jobTexts, proposalEmails, textCustomer } from './customer-messages';
import { dispatchJob } from './dispatch';
import { offerVisitTimes } from './first-visit';
import { factsColumns, jobFactsOfJobs } from './facts';
import { allowAssignment, type AssignmentChanges, type AssignmentRow, type LockedJob, lockJob, moveAssignment, moveJob, recordJobEvent, refreshFacts } from './lifecycle';
import { cancelationRefundOf, refundDepositOnCancel } from './money';
import { FieldRefusal } from '../lib/field-refusal';
import { PHOTOS_CLOSED_IN } from '../files/store';
import { calendarDay, dollars } from './timeline';
import { instantAt } from '../visits/slots';

/**
 * The contractor's side of a job (the mobile app's API, spec section 7 "Assigned job appointments"):
 * what a contractor's inbox holds, and each step a contractor takes on an assignment. Every step runs
 * in one transaction with the job locked first (`lockJob`), and every change of state is the lifecycle
 * machines' to decide (`moveJob`, `moveAssignment`): a step that concerns the job as well (an estimate,
 * progress on site, approving a late cancelation) must be accepted by both machines.
 */

const a = assignedJobAppointments;

/** The contractor whose account is signed in. */
export interface ActingContractor {
  id: string;
  businessName: string;
}

/** The contractor profile of a user; undefined for an account without one. */
export async function contractorOfUser(db: Database, userId: string): Promise<ActingContractor | undefined> {
  const [row] = await db.select({ id: contractors.id, businessName: contractors.businessName }).from(contractors).where(eq(contractors.userId, userId));
  return row;
}

// ---------------------------------------------------------------------------------------------------
// What the contractor can do: the machines' answer, in the API's words.

const STEPS: { action: AssignedJobAction; event: AssignmentEventType; movesJob: boolean }[] = [
  { action: 'Accept', event: 'offer.accept', movesJob: false },
  { action: 'Decline', event: 'offer.decline', movesJob: false },
  { action: 'SubmitEstimate', event: 'estimate.submit', movesJob: true },
  { action: 'OfferTimes', event: 'visit.offer', movesJob: true },
  { action: 'OnMyWay', event: 'contractor.onMyWay', movesJob: true },
  { action: 'StartJob', event: 'job.start', movesJob: true },
  { action: 'CompleteJob', event: 'job.complete', movesJob: true },
  { action: 'AddExtraWork', event: 'extraWork.add', movesJob: true },
  { action: 'ApproveCancelation', event: 'cancelation.approve', movesJob: true },
];

/** What a contractor's step carries that the job machine's guards read: an estimate's amounts, extra work's. */
type StepData = { totalCents: number; depositCents: number } | { amountCents: number } | Record<string, never>;

/** A contractor's step as the job machine takes it. */
const jobEventOf = (type: AssignmentEventType, now: Date, data: StepData = {}) => ({ type, by: 'contractor', at: now.toISOString(), ...data }) as JobEvent;

/** The steps both machines allow the contractor now. */
export function availableActionsFor(state: AssignmentState, jobStatus: JobRequestStatus, facts: JobFacts, now: Date): AssignedJobAction[] {
  // The job machine is asked only of the steps the assignment allows, and not at all when none moves the job.
  const jobAllowsStep = jobAllows(jobStatus, facts, 'contractor', now.toISOString());
  const assignmentAllows = CONTRACTOR_EVENTS_IN.get(state)!;
  return STEPS.filter(({ event, movesJob }) => assignmentAllows.has(event) && (!movesJob || jobAllowsStep(event as JobEventType))).map((s) => s.action);
}

/**
 * What the assignment machine lets the contractor do in each state, asked once: its snapshot has no
 * context and a step's event carries only its type and who takes it, so the answer is the state's.
 */
const CONTRACTOR_EVENTS_IN = new Map(ASSIGNMENT_STATES.map((state) => [state, new Set<AssignmentEventType>(assignmentActionsFor(state, 'contractor'))]));

/** Whether the contractor sees the customer's address and phone in each state, asked once: a tag of the state. */
const SHARES_CONTACT_IN = new Map(ASSIGNMENT_STATES.map((state) => [state, assignmentSharesContact(state)]));

/** The states in which an offer waits for the contractor's answer: those where the machine lets them estimate. */
const AWAITING_RESPONSE: AssignmentState[] = ASSIGNMENT_STATES.filter((state) => CONTRACTOR_EVENTS_IN.get(state)!.has('estimate.submit'));

/**
 * Moves the job and the contractor's assignment with one contractor step, each as its machine decides.
 * The assignment is asked first, so a contractor hears what their side allows ("This job is offered on
 * your side…") before what the customer's job allows.
 */
async function stepBoth(
  tx: Database,
  job: LockedJob,
  assignment: AssignmentRow,
  type: AssignmentEventType,
  now: Date,
  data: StepData = {},
  changes?: AssignmentChanges,
): Promise<void> {
  const event = { type, by: 'contractor' } as const;
  allowAssignment(assignment.state, event);
  await moveJob(tx, job, jobEventOf(type, now, data), now);
  await moveAssignment(tx, assignment, event, now, changes);
}

// ---------------------------------------------------------------------------------------------------
// The inbox.

/** The lists of the mobile app: every job offered to the contractor, or one of the four views. */
export type AssignedView = 'all' | 'newly-booked' | 'canceled' | 'provide-response' | 'completed';

/** A booking is new until the contractor marks it read; a reschedule makes it new again (`isNewlyBooked`). */
const isNewlyBookedSql = and(eq(a.state, 'Booked'), or(eq(a.isNewlyBooked, true), isNull(a.bookingReadAt)));

const viewFilters: Record<AssignedView, SQL | undefined> = {
  all: undefined,
  'newly-booked': isNewlyBookedSql,
  // Canceled and not acknowledged yet, and booked jobs whose customer asks to cancel after the cutoff (the contractor decides).
  // What it can show has an index of its own (assigned_job_appointments_canceled_view_index): change them together.
  // The jobs asking to cancel are a set read once (a hashed subplan, by the status's index): joined,
  // every booked assignment of the contractor read its job to find the few.
  canceled: or(
    and(eq(a.state, 'Canceled'), isNull(a.canceledAcknowledgedAt)),
    and(eq(a.state, 'Booked'), sql`${a.jobRequestId} in (select ${jobRequests.id} from ${jobRequests} where ${jobRequests.status} = 'CancelationRequested')`),
  ),
  'provide-response': inArray(a.state, AWAITING_RESPONSE),
  completed: eq(a.state, 'Completed'),
};

type ListQuery = PageQuery & { OrderBy?: 'createdAt' | 'state' | 'scheduledStart' | undefined };

/** Lifecycle order, so "state" sorts a list the way an assignment moves. */
const stateRank = sql`array_position(array[${sql.join(
  ASSIGNMENT_STATES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${a.state})`;
/** The start of the live visit the answer shows (`scheduledStart`): the latest made that is not canceled. */
const visitStart = sql`(select ${jobAppointments.scheduledStart} from ${jobAppointments} where ${jobAppointments.jobRequestId} = ${a.jobRequestId} and ${jobAppointments.contractorId} = ${a.contractorId} and ${jobAppointments.status} <> 'Canceled' order by ${jobAppointments.createdAt} desc limit 1)`;

const newestFirst = desc(a.createdAt);

/** Every order a list can be asked in, each a statement of its own; the id breaks the last ties. */
const ORDERINGS = {
  newest: [newestFirst],
  oldest: [asc(a.createdAt)],
  stateAsc: [sql`${stateRank} asc`, newestFirst],
  stateDesc: [sql`${stateRank} desc`, newestFirst],
  scheduledStartAsc: [sql`${visitStart} asc nulls last`, newestFirst],
  scheduledStartDesc: [sql`${visitStart} desc nulls last`, newestFirst],
} satisfies Record<string, SQL[]>;
type Ordering = keyof typeof ORDERINGS;

function orderingOf(q: ListQuery): Ordering {
  const descending = q.OrderByDirection === 'desc';
  switch (q.OrderBy) {
    case undefined:
      return 'newest';
    case 'createdAt':
      return descending ? 'newest' : 'oldest';
    case 'state':
      return descending ? 'stateDesc' : 'stateAsc';
    case 'scheduledStart':
      return descending ? 'scheduledStartDesc' : 'scheduledStartAsc';
  }
}

/**
 * The contractor of the signed-in user, found inside the read's own statement rather than in one
 * before it. An account without a contractor profile finds none, and so has an empty inbox.
 */
const signedInContractor = (db: Database) => db.select({ id: contractors.id }).from(contractors).where(eq(contractors.userId, sql.placeholder('userId')));

/** The contractor's assignments in `view`. */
function inView<Q extends PgSelect>(db: Database, view: AssignedView, select: Q) {
  return select.where(and(eq(a.contractorId, signedInContractor(db)), viewFilters[view]));
}

/** What an answer reads of its job's reviews: what the job's facts take of them (`KnownJobRows.reviews`), and what `submittedReviewOf` shows. */
const REVIEW_FIELDS = {
  jobRequestId: jobReviews.jobRequestId,
  contractorId: jobReviews.contractorId,
  status: jobReviews.status,
  rating: jobReviews.rating,
  text: jobReviews.text,
  submittedAt: jobReviews.submittedAt,
  createdAt: jobReviews.createdAt,
};
type ReviewRead = RowOfJson<typeof REVIEW_FIELDS>;

/** The facts' tables an inbox row does not show, and so reads in the facts' columns (`answerColumns`). */
const FACTS_READ_HERE = { proposals: false, offers: true, visits: false, reviews: false, payments: true };

/** What an answer shows of its assignment, job and trade, and what the job's facts read of the job. */
function answerColumns(db: Database) {
  const j = jobRequests;
  const photos = jobRequestPhotos;
  return {
    assignment: a,
    job: {
      id: j.id,
      name: j.name,
      description: j.description,
      city: j.city,
      zipCode: j.zipCode,
      preferredDates: j.preferredDates,
      status: j.status,
      cancelationReason: j.cancelationReason,
      address: j.address,
      contactName: j.contactName,
      contactPhone: j.contactPhone,
      completedAt: j.completedAt,
      cancelationRequestedAt: j.cancelationRequestedAt,
    },
    trade: { id: trades.id, name: trades.name, slug: trades.slug },
    // Subqueries of the row, not reads of their own: each statement is a round trip on PostgreSQL.
    photoIds: sql<string[]>`array${db.select({ id: photos.fileId }).from(photos).where(eq(photos.jobRequestId, j.id)).orderBy(asc(photos.sortOrder), asc(photos.fileId))}`,
    // Every contractor's (the job's facts read them all), as JSON: the newest proposal first, and the
    // live visit first, else the latest canceled one.
    proposals: jsonRows(jobProposals, eq(jobProposals.jobRequestId, j.id), sql`${jobProposals.createdAt} desc, ${jobProposals.id} desc`),
    visits: jsonRows(jobAppointments, eq(jobAppointments.jobRequestId, j.id), sql`${jobAppointments.status} = 'Canceled', ${jobAppointments.createdAt} desc`),
    // The job's reviews, newest first, by the index of their job: the facts' one asked for, and the
    // contractor's own once submitted (`review`), read once for both.
    reviews: jsonRows(jobReviews, eq(jobReviews.jobRequestId, j.id), sql`${jobReviews.createdAt} desc, ${jobReviews.id} desc`, REVIEW_FIELDS),
    // What else the job's facts read: the proposals, visits and reviews above are handed to them as they are.
    facts: factsColumns(db, FACTS_READ_HERE),
  };
}

/**
 * The ids of a page of a view in one order, each carrying the view's total. They are chosen alone,
 * as the list's index gives them: PostgreSQL walks it and stops after the page, where, asked to sort
 * joined rows by the state or the visit, it joined every match first. The total is an uncorrelated
 * subquery, which PostgreSQL computes once (an InitPlan) and only for a page with rows; a window over
 * the rows (`count(*) over ()`) made the page read every match. The page's rows are a statement of
 * their own (`rows`): in one with these, PostgreSQL planned the whole again on every request, for its
 * `limit` and `offset` placeholders, which a plan for all values must guess (a tenth of the
 * contractor's rows each), and that planning cost more than the second round trip.
 */
function preparePage(db: Database, view: AssignedView, ordering: Ordering) {
  const total = inView(db, view, db.select({ n: count() }).from(a).$dynamic());
  return inView(db, view, db.select({ id: a.id, total: sql<number>`${total}`.mapWith(Number) }).from(a).$dynamic())
    .orderBy(...ORDERINGS[ordering], asc(a.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`inbox_page_${view}_${ordering}`);
}

/** The total of a view alone, for a page past its end: that page has no row to carry it. */
const prepareTotal = (db: Database, view: AssignedView) => inView(db, view, db.select({ n: count() }).from(a).$dynamic()).prepare(`inbox_total_${view}`);

/**
 * The inbox's statements, prepared once per database (drizzle builds their SQL once, PostgreSQL parses
 * them once per connection, and plans them once for all values after five requests); a page's ids, one
 * per view and order, when first asked.
 */
const inboxStatements = oncePerDatabase((db) => {
  const answerRows = (which: SQL) =>
    db
      .select(answerColumns(db))
      .from(a)
      .innerJoin(jobRequests, eq(jobRequests.id, a.jobRequestId))
      .innerJoin(trades, eq(trades.id, jobRequests.tradeId))
      .where(and(which, eq(a.contractorId, signedInContractor(db))));
  return {
    page: madeOnFirstUse((view: AssignedView) => madeOnFirstUse((ordering: Ordering) => preparePage(db, view, ordering))),
    total: madeOnFirstUse((view: AssignedView) => prepareTotal(db, view)),
    /** The contractor's assignments of `ids`, in no order, as an answer shows them. */
    rows: answerRows(sql`${a.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('inbox_rows'),
    /**
     * One of them. Not `rows` of one id: a plan for all values takes an array for ten elements, which
     * costs ten times one, so PostgreSQL planned that statement anew on every request for one.
     */
    one: answerRows(eq(a.id, sql.placeholder('id'))).prepare('inbox_one'),
  };
});
type AnswerRow = Awaited<ReturnType<ReturnType<typeof inboxStatements>['rows']['execute']>>[number];

/** One page of the contractor's assignments in a view; `userId` is the contractor's account. */
export async function listAssignments(db: Database, userId: string, view: AssignedView, q: ListQuery, now: Date): Promise<Paged<AssignedJobAppointment>> {
  const statements = inboxStatements(db);
  const page = await statements.page(view)(orderingOf(q)).execute({ userId, limit: q.PerPage, offset: (q.Page - 1) * q.PerPage });
  const totalItems = await totalOfPage(page, q.Page, async () => (await statements.total(view).execute({ userId }))[0]?.n ?? 0);
  const ids = page.map((p) => p.id);
  const rows = ids.length === 0 ? [] : await statements.rows.execute({ userId, ids });
  const at = new Map(ids.map((id, i) => [id, i]));
  rows.sort((x, y) => at.get(x.assignment.id)! - at.get(y.assignment.id)!);
  return { items: await answersOf(db, rows, now), page: q.Page, perPage: q.PerPage, totalItems, totalPages: Math.ceil(totalItems / q.PerPage) };
}

/** One of the contractor's assignments; another contractor's reads as none. `userId` is the contractor's account. */
export async function assignmentOf(db: Database, userId: string, id: string, now: Date): Promise<AssignedJobAppointment> {
  const rows = await inboxStatements(db).one.execute({ userId, id });
  if (rows.length === 0) throw notFound('The assigned job');
  return (await answersOf(db, rows, now))[0]!;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The states in which the job is no longer the contractor's: they passed on it (Declined), or the
 * customer declined their estimate or booked another contractor (Closed). What the customer does with
 * the job from then on is not theirs to follow. A job canceled while they held it (Canceled) is.
 */
const OFF_THE_JOB: AssignmentState[] = ['Declined', 'Closed'];

/** The statuses in which contractors are still asked to estimate the job, and nobody is booked. */
const ESTIMATING: JobRequestStatus[] = ['Submitted', 'Dispatched', 'Proposed'];

/**
 * A job's status as a contractor off it sees it: as it is while contractors are asked to estimate it,
 * and Accepted once a contractor is booked (an estimate accepted and its deposit paid, if any),
 * whatever follows: the visit, the work and a cancelation are between the customer and that contractor.
 */
function statusOffTheJob(status: JobRequestStatus, proposals: { status: string }[]): JobRequestStatus {
  if (ESTIMATING.includes(status)) return status;
  if (status === 'Canceled' && !proposals.some((p) => p.status === 'Accepted')) return status;
  return 'Accepted';
}

/** The answers for rows of assignments, in their order: what the rows hold, and the facts of their jobs. */
async function answersOf(db: Database, rows: AnswerRow[], now: Date): Promise<AssignedJobAppointment[]> {
  if (rows.length === 0) return [];
  const read = rows.map((r) => ({ proposals: rowsOfJson(jobProposals, r.proposals), visits: rowsOfJson(jobAppointments, r.visits), reviews: rowsOfJson(REVIEW_FIELDS, r.reviews) }));
  // The facts take the jobs, their proposals, visits and reviews from the rows (the proposals oldest
  // first, as the job's page hands them), and the rest from the rows' facts' columns.
  const factsOf = await jobFactsOfJobs(db, rows.map((r) => r.job.id), now, {
    proposals: read.flatMap((r) => [...r.proposals].reverse()),
    visits: read.flatMap((r) => r.visits),
    reviews: read.flatMap((r) => r.reviews),
    factsRows: rows.map((r) => ({ ...r.job, ...r.facts })),
  });
  return rows.map(({ assignment: row, job, trade, photoIds }, i): AssignedJobAppointment => {
    // Of the job's, the contractor's own: their latest proposal, their live visit or else their latest.
    const proposal = read[i]!.proposals.find((p) => p.contractorId === row.contractorId);
    const visit = read[i]!.visits.find((v) => v.contractorId === row.contractorId);
    const shares = SHARES_CONTACT_IN.get(row.state)!;
    const offTheJob = OFF_THE_JOB.includes(row.state);
    return {
      id: row.id,
      state: row.state,
      jobRequest: {
        id: job.id,
        name: job.name,
        description: job.description,
        trade,
        city: job.city,
        zipCode: job.zipCode,
        preferredDates: job.preferredDates,
        status: offTheJob ? statusOffTheJob(job.status, read[i]!.proposals) : job.status,
        cancelationReason: offTheJob ? null : job.cancelationReason,
        // Ids the contractor could not open are not shown: a declined job's photos are no longer theirs to see.
        photoIds: row.state === PHOTOS_CLOSED_IN ? [] : photoIds,
        address: shares ? job.address : null,
        contactName: shares ? job.contactName : null,
        contactPhone: shares ? job.contactPhone : null,
      },
      distanceMiles: row.distanceMiles,
      isRead: row.readAt !== null,
      isNewlyBooked: row.state === 'Booked' && (row.isNewlyBooked || row.bookingReadAt === null),
      isBookingRead: row.bookingReadAt !== null,
      canceledAt: iso(row.canceledAt),
      isCanceledAcknowledged: row.canceledAcknowledgedAt !== null,
      contractorResponse: row.contractorResponse,
      responseNote: row.responseNote,
      estimateCents: row.estimateCents,
      estimateSubmittedAt: iso(row.estimateSubmittedAt),
      // A canceled visit is no time to come: the list shows, and orders by, the live visit only.
      scheduledStart: visit && visit.status !== 'Canceled' ? visit.scheduledStart.toISOString() : null,
      scheduledEnd: visit && visit.status !== 'Canceled' ? visit.scheduledEnd.toISOString() : null,
      proposal: proposal ? toProposal(proposal) : null,
      visit: visit ? toVisit(visit) : null,
      availableActions: availableActionsFor(row.state, job.status, factsOf.get(job.id)!, now),
      completedAt: iso(row.completedAt),
      review: NO_REVIEW_IN.includes(row.state) ? null : submittedReviewOf(read[i]!.reviews, row.contractorId),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The states in which the contractor is shown no review: off the job, or their job canceled. */
const NO_REVIEW_IN: AssignmentState[] = [...OFF_THE_JOB, 'Canceled'];

/**
 * The contractor's latest review among a job's, once the customer submitted it; a review asked for and
 * not given is none. A review the office hid is as if never written: an earlier one of theirs, if
 * any, is shown in its place.
 */
function submittedReviewOf(reviews: ReviewRead[], contractorId: string): AssignedJobReview | null {
  for (const r of reviews) {
    if (r.contractorId === contractorId && r.status !== 'Hidden' && r.submittedAt && r.rating !== null) return { rating: r.rating, text: r.text, submittedAt: r.submittedAt.toISOString() };
  }
  return null;
}

function toProposal(p: typeof jobProposals.$inferSelect): AssignedJobProposal {
  return {
    id: p.id,
    status: p.status,
    lineItems: p.lineItems.map((line) => ({ ...line, discountCents: line.discountCents ?? 0 })),
    subtotalCents: p.subtotalCents,
    discountCents: p.discountCents,
    discountDescription: p.discountDescription,
    taxCents: p.taxCents,
    totalCents: p.totalCents,
    requestedDepositCents: p.requestedDepositCents,
    depositCents: p.depositCents,
    depositStatus: p.depositStatus,
    finalPaymentCents: p.finalPaymentCents,
    finalPaymentStatus: p.finalPaymentStatus,
    subsequentPaymentCents: p.subsequentPaymentCents,
    subsequentPaymentStatus: p.subsequentPaymentStatus,
    subsequentPaymentDescription: p.subsequentPaymentDescription,
    notes: p.notes,
    validUntil: iso(p.validUntil),
    createdAt: p.createdAt.toISOString(),
  };
}

function toVisit(v: typeof jobAppointments.$inferSelect): AssignedJobVisit {
  return {
    id: v.id,
    scheduledStart: v.scheduledStart.toISOString(),
    scheduledEnd: v.scheduledEnd.toISOString(),
    status: v.status,
    onMyWayAt: iso(v.onMyWayAt),
    startedAt: iso(v.startedAt),
    completedAt: iso(v.completedAt),
  };
}

// ---------------------------------------------------------------------------------------------------
// The steps.

export interface StepContext {
  contractor: ActingContractor;
  assignmentId: string;
  now: Date;
  /** The web app's address, for links in texts to the customer. */
  publicUrl: string;
}

interface InAssignment {
  job: LockedJob;
  assignment: AssignmentRow;
}

/**
 * Runs a step on one of the contractor's assignments in a transaction, with the job locked and the
 * assignment read under that lock (so it reflects any step that went before). Another contractor's
 * assignment, or none, answers 404.
 */
async function onAssignment<T>(db: Database, ctx: StepContext, step: (tx: Database, found: InAssignment) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The job of the contractor's own assignment, found in the statement that locks it.
    const owned = tx.select({ jobRequestId: a.jobRequestId }).from(a).where(and(eq(a.id, ctx.assignmentId), eq(a.contractorId, ctx.contractor.id)));
    const job = await lockJob(tx, sql`(${owned})`, ctx.now);
    if (!job) throw notFound('The assigned job');
    const [assignment] = await tx.select().from(a).where(eq(a.id, ctx.assignmentId));
    if (!assignment) throw notFound('The assigned job');
    return step(tx, { job, assignment });
  });
}

/** The contractor has seen the offer. */
export async function markRead(db: Database, ctx: StepContext): Promise<void> {
  await onAssignment(db, ctx, async (tx, { assignment }) => {
    if (assignment.readAt) return;
    await tx.update(a).set({ readAt: ctx.now, updatedAt: ctx.now }).where(eq(a.id, assignment.id));
  });
}

/** The contractor has seen the booking (or its new time, after a reschedule). */
export async function markBookingRead(db: Database, ctx: StepContext): Promise<void> {
  await onAssignment(db, ctx, async (tx, { assignment }) => {
    if (!assignmentSharesContact(assignment.state)) {
      throw new ApiError(409, `This job is ${assignment.state.toLowerCase()} on your side: there is no booking to mark as read.`);
    }
    await tx.update(a).set({ isNewlyBooked: false, bookingReadAt: ctx.now, updatedAt: ctx.now }).where(eq(a.id, assignment.id));
  });
}

/** The contractor takes the job on (to estimate it) or passes; a job passed on is offered to the next nearest contractor. */
export async function decide(db: Database, ctx: StepContext, { decision, note }: { decision: 'Accept' | 'Decline'; note?: string | undefined }): Promise<void> {
  await onAssignment(db, ctx, async (tx, { job, assignment }) => {
    const accept = decision === 'Accept';
    await moveAssignment(tx, assignment, { type: accept ? 'offer.accept' : 'offer.decline', by: 'contractor' }, ctx.now, {
      contractorResponse: accept ? 'Accepted' : 'Declined',
      respondedAt: ctx.now,
      responseNote: note || null,
      readAt: assignment.readAt ?? ctx.now,
    });
    await recordJobEvent(tx, {
      jobRequestId: job.row.id,
      type: accept ? 'OfferAccepted' : 'OfferDeclined',
      by: 'contractor',
      contractorId: ctx.contractor.id,
      note: note || null,
      at: ctx.now,
    });
    if (accept) return;
    // The declined offer is no longer open: dispatch counts what is open now.
    await dispatchJob(tx, await refreshFacts(tx, job), ctx.now);
  });
}

/**
 * Acknowledges a cancelation. On a job whose customer asked to cancel after the cutoff
 * (CancelationRequested) this is the contractor agreeing (`approveLateCancelation`). On an assignment
 * already canceled it records that the contractor saw it. Answers the id of the job it canceled, if it did.
 */
export async function acknowledgeCanceled(db: Database, ctx: StepContext): Promise<string | undefined> {
  return onAssignment(db, ctx, async (tx, { job, assignment }) => {
    const { now } = ctx;
    if (assignment.state === 'Canceled') {
      if (!assignment.canceledAcknowledgedAt) await tx.update(a).set({ canceledAcknowledgedAt: now, updatedAt: now }).where(eq(a.id, assignment.id));
      return undefined;
    }
    await approveLateCancelation(tx, job, { by: 'contractor', contractor: ctx.contractor, assignment }, now, ctx.publicUrl);
    return job.row.id;
  });
}

/**
 * Who approves a late cancelation: the booked contractor at any time, or the system once the visit's
 * start has passed with nobody deciding (docs/decisions/084-a-late-cancelation-nobody-decided-is-approved-at-the-visit.md).
 */
export type CancelationApprover = { by: 'contractor'; contractor: ActingContractor; assignment: AssignmentRow } | { by: 'system' };

/**
 * Approves the late cancelation of a locked job (`cancelation.approve`), as the machine allows
 * `approver`: the job and the booked assignment end, the visit is canceled, payments asked for and not
 * made are no longer due, the late-cancelation share of the deposit is owed back (`cancelationRefundOf`,
 * `refundDepositOnCancel`; the caller issues it once this commits, `settleCanceledJob`), the timeline
 * says who approved it and the customer is texted. The contractor who approved saw it; one who did not
 * is texted, and finds it in the canceled view until they acknowledge it. Refused: 409.
 */
export async function approveLateCancelation(tx: Database, job: LockedJob, approver: CancelationApprover, now: Date, publicUrl: string): Promise<void> {
  // Read before the visit is canceled: the refund is judged against its start.
  const refund = await cancelationRefundOf(tx, job, now);
  const visitStartsAt = job.facts.visitStartsAt;
  let booked: AssignmentRow | undefined;
  let unanswered: AssignmentRow[] = [];
  if (approver.by === 'contractor') {
    booked = approver.assignment;
    await stepBoth(tx, job, booked, 'cancelation.approve', now);
    await tx.update(a).set({ canceledAcknowledgedAt: now, updatedAt: now }).where(eq(a.id, booked.id));
    await endCanceledJob(tx, job, now, { except: booked.id });
  } else {
    [booked] = await tx.select().from(a).where(and(eq(a.jobRequestId, job.row.id), eq(a.state, 'Booked')));
    await moveJob(tx, job, { type: 'cancelation.approve', by: 'system', at: now.toISOString() }, now);
    unanswered = await endCanceledJob(tx, job, now);
  }
  const byContractor = approver.by === 'contractor';
  await refundDepositOnCancel(
    tx,
    job,
    refund.refundCents,
    byContractor ? 'The contractor approved the customer’s late cancelation.' : 'Nobody decided the customer’s late cancelation by the visit’s start; it was approved by the late rule.',
  );
  await recordJobEvent(tx, {
    jobRequestId: job.row.id,
    type: 'CancelationApproved',
    by: approver.by,
    contractorId: booked?.contractorId ?? null,
    data: { depositPaidCents: refund.depositPaidCents, refundCents: refund.refundCents },
    at: now,
  });
  const why = byContractor
    ? `${approver.contractor.businessName} confirmed the cancelation of "${quotable(job.row.name)}".`
    : `Your cancelation of "${quotable(job.row.name)}" was not answered by the time of the visit, so it was approved by the late rule.`;
  await textCustomer(tx, job, { publicUrl, assignmentId: booked?.id }, 'CancelationApproved', `${why} ${canceledMessage(refund.depositPaidCents, refund.refundCents)}`);
  await tellContractorsOfCancelation(
    tx,
    unanswered.map((row) => row.contractorId),
    { jobRequestId: job.row.id, name: job.row.name, city: job.row.city, visitStartsAt },
    LATE_CANCELATION_UNANSWERED,
  );
}

/** What a contractor who never answered a late cancelation is told once it is approved without them. */
const LATE_CANCELATION_UNANSWERED = 'They asked after the cutoff, and as nobody answered by the time of the visit it was approved by the late rule.';

/** The contractor's proposal for a job that the customer accepted. */
async function acceptedProposalOf(tx: Database, jobRequestId: string, contractorId: string) {
  const [row] = await tx
    .select()
    .from(jobProposals)
    .where(and(eq(jobProposals.jobRequestId, jobRequestId), eq(jobProposals.contractorId, contractorId), eq(jobProposals.status, 'Accepted')))
    .orderBy(desc(jobProposals.createdAt))
    .limit(1);
  return row;
}

async function liveVisitOf(tx: Database, jobRequestId: string, contractorId: string) {
  const [row] = await tx
    .select()
    .from(jobAppointments)
    .where(and(eq(jobAppointments.jobRequestId, jobRequestId), eq(jobAppointments.contractorId, contractorId), ne(jobAppointments.status, 'Canceled')))
    .orderBy(desc(jobAppointments.createdAt))
    .limit(1);
  return row;
}

/**
 * How long an "on my way" with the same words as the last one is that one again (a double tap, the
 * app's retry) rather than news: the customer is texted it once. Other words, or the same later, are
 * news (running late, on the way again after a stop).
 */
export const ON_MY_WAY_REPEAT_MS = 10 * 60 * 1000;

/** Whether an "on my way" with `note` repeats the job's last one: the same words, within `ON_MY_WAY_REPEAT_MS`. */
async function isOnMyWayRepeat(tx: Database, jobRequestId: string, note: string | null, now: Date): Promise<boolean> {
  const [last] = await tx
    .select({ note: jobRequestEvents.note, at: jobRequestEvents.at })
    .from(jobRequestEvents)
    .where(and(eq(jobRequestEvents.jobRequestId, jobRequestId), eq(jobRequestEvents.type, 'OnMyWay')))
    .orderBy(desc(jobRequestEvents.at))
    .limit(1);
  return last !== undefined && last.note === note && now.getTime() - last.at.getTime() < ON_MY_WAY_REPEAT_MS;
}

export type ContractorActionBody =
  | { action: 'OnMyWay' | 'StartJob' | 'CompleteJob'; note?: string | undefined }
  | { action: 'AddExtraWork'; note?: string | undefined; amountCents: number; description: string };

/**
 * Progress from the job site, through both machines: on the way (the customer is texted), started,
 * completed (the final payment becomes due, a review is asked for, the customer is told), or extra
 * work agreed on site (added to the accepted proposal as a subsequent payment the customer pays).
 */
export async function reportContractorAction(db: Database, ctx: StepContext, body: ContractorActionBody): Promise<void> {
  await onAssignment(db, ctx, async (tx, { job, assignment }) => {
    const { now, contractor } = ctx;
    const note = body.note || null;
    const noted = note && quotable(note);
    const event = { jobRequestId: job.row.id, by: 'contractor' as const, contractorId: contractor.id, note, at: now };
    switch (body.action) {
      case 'OnMyWay': {
        await stepBoth(tx, job, assignment, 'contractor.onMyWay', now);
        // A double tap or a retry tells the customer nothing new: taken, and said once.
        if (await isOnMyWayRepeat(tx, job.row.id, note, now)) return;
        const visit = await liveVisitOf(tx, job.row.id, contractor.id);
        if (visit) await tx.update(jobAppointments).set({ onMyWayAt: now, updatedAt: now }).where(eq(jobAppointments.id, visit.id));
        await recordJobEvent(tx, { ...event, type: 'OnMyWay' });
        await textCustomer(tx, job, ctx, 'OnMyWay', `${contractor.businessName} is on the way to you for "${quotable(job.row.name)}".${noted ? ` ${noted}` : ''}`);
        return;
      }
      case 'StartJob': {
        await stepBoth(tx, job, assignment, 'job.start', now);
        const visit = await liveVisitOf(tx, job.row.id, contractor.id);
        if (visit) await tx.update(jobAppointments).set({ status: 'InProgress', startedAt: now, updatedAt: now }).where(eq(jobAppointments.id, visit.id));
        await recordJobEvent(tx, { ...event, type: 'Started' });
        return;
      }
      case 'CompleteJob': {
        const visit = await liveVisitOf(tx, job.row.id, contractor.id);
        await stepBoth(tx, job, assignment, 'job.complete', now);
        const proposal = await acceptedProposalOf(tx, job.row.id, contractor.id);
        const finalPaymentCents = proposal?.finalPaymentCents ?? 0;
        if (proposal && finalPaymentCents > 0 && proposal.finalPaymentStatus === 'NotDue') {
          await tx.update(jobProposals).set({ finalPaymentStatus: 'Due', updatedAt: now }).where(eq(jobProposals.id, proposal.id));
        }
        if (visit) {
          await tx.update(jobAppointments).set({ status: 'Completed', completedAt: now, updatedAt: now }).where(eq(jobAppointments.id, visit.id));
          await tx
            .insert(jobReviews)
            .values({ jobAppointmentId: visit.id, jobRequestId: job.row.id, contractorId: contractor.id, userId: job.row.userId, status: 'Requested' })
            .onConflictDoNothing();
        }
        await recordJobEvent(tx, { ...event, type: 'Completed', data: { finalPaymentCents } });
        // All the job's page asks now: the rest of the price, and the extra work still owed beside it.
        const extraWorkCents = job.facts.owed.extraWorkCents;
        const due =
          finalPaymentCents > 0 && extraWorkCents > 0
            ? ` ${dollars(finalPaymentCents + extraWorkCents)} is now due: the rest of the price, ${dollars(finalPaymentCents)}, and the extra work, ${dollars(extraWorkCents)}.`
            : finalPaymentCents > 0
              ? ` The rest of the price, ${dollars(finalPaymentCents)}, is now due.`
              : extraWorkCents > 0
                ? ` The extra work, ${dollars(extraWorkCents)}, is still due.`
                : '';
        await textCustomer(tx, job, ctx, 'JobCompleted', `${contractor.businessName} has completed "${quotable(job.row.name)}".${due} Tell us how it went with a review:`);
        return;
      }
      case 'AddExtraWork': {
        allowAssignment(assignment.state, { type: 'extraWork.add', by: 'contractor' });
        // The machine refuses an amount a card cannot take, alone or with the extra work still owed; the same words, on the field they concern.
        const amountProblem = extraWorkAmountProblem(body.amountCents, job.facts.owed.extraWorkCents);
        if (amountProblem && jobAllows(job.row.status, job.facts, 'contractor', now.toISOString())('extraWork.add')) throw new FieldRefusal('amountCents', amountProblem);
        await stepBoth(tx, job, assignment, 'extraWork.add', now, { amountCents: body.amountCents });
        const proposal = await acceptedProposalOf(tx, job.row.id, contractor.id);
        if (!proposal) throw new ApiError(409, 'This job has no accepted estimate to add extra work to.');
        const subsequentPaymentCents = proposal.subsequentPaymentCents + body.amountCents;
        await tx
          .update(jobProposals)
          .set({
            subsequentPaymentCents,
            subsequentPaymentDescription: proposal.subsequentPaymentDescription ? `${proposal.subsequentPaymentDescription}; ${body.description}` : body.description,
            subsequentPaymentStatus: 'Due',
            // The machine counts them (`JobFacts.extraWorkAdded`) and takes no more past its bound.
            extraWorkAdditions: proposal.extraWorkAdditions + 1,
            updatedAt: now,
          })
          .where(eq(jobProposals.id, proposal.id));
        await recordJobEvent(tx, { ...event, type: 'ExtraWorkAdded', note: body.description, data: { amountCents: body.amountCents, subsequentPaymentCents } });
        await textCustomer(
          tx,
          job,
          ctx,
          'ExtraWorkAdded',
          `${contractor.businessName} added extra work to "${quotable(job.row.name)}": ${quotable(body.description)}, ${dollars(body.amountCents)}. You can pay for it on your job page:`,
        );
        return;
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// The estimate.

/** How long an estimate stays open for the customer when the contractor names no date. */
export const ESTIMATE_VALID_DAYS = 30;

/** The furthest a contractor may hold an estimate open: prices and the customer's plans do not keep longer. */
export const MAX_ESTIMATE_VALID_DAYS = 365;

/** The last instant of a calendar day in the provider's zone: a millisecond before the next day's midnight. */
const endOfDayInProviderZone = (date: string) => new Date(instantAt(date, 24 * 60).getTime() - 1);

export interface EstimateBody {
  lineItems: {
    productsAndServicesItemId?: string | null | undefined;
    kind?: LineItemKind | undefined;
    title?: string | undefined;
    description: string;
    quantity: number;
    unitPriceCents?: number | undefined;
    taxRate: number;
  }[];
  depositCents: number;
  notes: string;
  validUntil?: string | undefined;
}

type CatalogueItem = typeof productsAndServicesItems.$inferSelect;

/**
 * The lines of an estimate as priced: catalogue lines take the item's title, price, tax rate and kind
 * (the contractor's quantity), free lines keep theirs (kind Other unless given), and the catalogue's
 * lines that go on every proposal of the trade (a trip charge) are added when the estimate has none
 * like them. Items must be active and of the job's trade or of every trade.
 */
async function linesOf(tx: Database, tradeId: string, body: EstimateBody): Promise<Omit<ProposalLineItem, 'amountCents' | 'discountCents'>[]> {
  const p = productsAndServicesItems;
  const ids = body.lineItems.flatMap((l) => (l.productsAndServicesItemId ? [l.productsAndServicesItemId] : []));
  const items: CatalogueItem[] = await tx
    .select()
    .from(p)
    .where(
      and(
        eq(p.isActive, true),
        or(isNull(p.tradeId), eq(p.tradeId, tradeId)),
        ids.length ? or(inArray(p.id, ids), eq(p.automaticallyAddToProposals, true)) : eq(p.automaticallyAddToProposals, true),
      ),
    )
    .orderBy(sql`${p.tradeId} is null`, asc(nameOrder(p.title)));
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = body.lineItems.map((line, i) => {
    if (!line.productsAndServicesItemId) {
      return {
        productsAndServicesItemId: null,
        kind: line.kind ?? 'Other',
        title: line.title ?? '',
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents ?? 0,
        taxRate: line.taxRate,
      };
    }
    const item = byId.get(line.productsAndServicesItemId);
    if (!item) throw new FieldRefusal(`lineItems.${i}.productsAndServicesItemId`, 'This item is not in the catalogue of this job’s trade.');
    return fromCatalogue(item, line.quantity, line.description);
  });
  const has = (item: CatalogueItem) =>
    lines.some(
      (l) => l.productsAndServicesItemId === item.id || l.title.toLowerCase() === item.title.toLowerCase() || (item.kind === 'TripCharge' && l.kind === 'TripCharge'),
    );
  const automatic = items.filter((item) => item.automaticallyAddToProposals && !has(item));
  return [...lines, ...automatic.map((item) => fromCatalogue(item, 1, ''))];
}

const fromCatalogue = (item: CatalogueItem, quantity: number, description: string) => ({
  productsAndServicesItemId: item.id,
  kind: item.kind,
  title: item.title,
  description: description || item.description,
  quantity,
  unitPriceCents: item.priceCents,
  taxRate: item.taxRate,
});

/**
 * The contractor's estimate (`estimate.submit` on both machines): priced with the customer's
 * membership (`priceProposal`), its deposit at most one third of the discounted total, what the
 * customer pays (M.G.L. c. 142A; asking more is refused at `depositCents`, naming that limit, and never
 * lowered), stored as a pending job proposal of the assignment; the job's timeline says
 * EstimateReceived, the customer is texted and e-mailed the written proposal (`proposalEmails`).
 */
export async function submitEstimate(db: Database, ctx: StepContext, body: EstimateBody): Promise<void> {
  await onAssignment(db, ctx, async (tx, { job, assignment }) => {
    const { now, contractor } = ctx;
    // Refused by the machines first: an estimate on a canceled or closed job is a 409, whatever its lines.
    allowAssignment(assignment.state, { type: 'estimate.submit', by: 'contractor' });
    const today = dateIn(PROVIDER_TIME_ZONE, now);
    if (body.validUntil && body.validUntil < today) throw new FieldRefusal('validUntil', PAST_DATE);
    const lastValidDay = addDays(today, MAX_ESTIMATE_VALID_DAYS);
    if (body.validUntil && body.validUntil > lastValidDay) {
      throw new FieldRefusal('validUntil', `An estimate can stay open for a year at most: choose ${calendarDay(instantAt(lastValidDay, 12 * 60))} or an earlier date.`);
    }
    const lines = await linesOf(tx, job.row.tradeId, body);
    const benefits = await memberBenefitsOf(tx, job.row.userId, { jobRequestId: job.row.id, now });
    const price = priceProposal(lines, benefits, body.depositCents);
    // The contract bounds the free lines it can price; with the catalogue's, the amount columns would overflow past the same bound.
    if (price.listTotalCents > MAX_ESTIMATE_CENTS) throw new FieldRefusal('lineItems', MAX_ESTIMATE_MESSAGE);
    // The machine refuses amounts a card cannot take and a deposit over one third of the discounted total; the same words, on the field they concern.
    const amounts = { totalCents: price.totalCents, depositCents: price.depositCents };
    if (!nextJobStatus(job.row.status, job.facts, { type: 'estimate.submit', by: 'contractor', ...amounts }) && jobAllows(job.row.status, job.facts, 'contractor', now.toISOString())('estimate.submit')) {
      throw new FieldRefusal('depositCents', jobRefusal(job.row.status, job.facts, { type: 'estimate.submit', by: 'contractor', ...amounts }, now.toISOString()));
    }
    await stepBoth(tx, job, assignment, 'estimate.submit', now, amounts, {
      estimateCents: price.totalCents,
      estimateNote: body.notes || null,
      estimateSubmittedAt: now,
      // Estimating takes the job on.
      contractorResponse: assignment.contractorResponse ?? 'Accepted',
      respondedAt: assignment.respondedAt ?? now,
      readAt: assignment.readAt ?? now,
    });
    const validUntil = endOfDayInProviderZone(body.validUntil ?? addDays(today, ESTIMATE_VALID_DAYS));
    const [proposal] = await tx
      .insert(jobProposals)
      .values({
        jobRequestId: job.row.id,
        contractorId: contractor.id,
        assignedJobAppointmentId: assignment.id,
        lineItems: price.lines,
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
        discountDescription: price.discountDescription,
        taxCents: price.taxCents,
        totalCents: price.totalCents,
        requestedDepositCents: price.depositCents,
        depositCents: price.depositCents,
        finalPaymentCents: price.finalPaymentCents,
        notes: body.notes,
        status: 'Pending',
        validUntil,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobProposals.id });
    await recordJobEvent(tx, {
      jobRequestId: job.row.id,
      type: 'EstimateReceived',
      by: 'contractor',
      contractorId: contractor.id,
      data: { proposalId: proposal!.id, totalCents: price.totalCents, depositCents: price.depositCents, discountCents: price.discountCents },
      at: now,
    });
    const deposit = price.depositCents > 0 ? ` with a ${dollars(price.depositCents)} deposit` : '';
    const discount = price.discountCents > 0 ? ` Your membership saves you ${dollars(price.discountCents)}.` : '';
    const text = jobTexts(
      job,
      ctx,
      'EstimateReceived',
      `New estimate for "${quotable(job.row.name)}" from ${contractor.businessName}: ${dollars(price.totalCents)}${deposit}.${discount} Review it and accept or decline:`,
    );
    // The written proposal Book A Job promises, beside the text: queued with it in one statement.
    const email = await proposalEmails(tx, job, { ...price, id: proposal!.id, contractor: contractor.businessName, lineItems: price.lines, notes: body.notes, validUntil }, ctx.publicUrl);
    await enqueueNotifications(tx, [...text, ...email]);
  });
}

/**
 * The contractor offers times for the first visit (`visit.offer` on both machines), as the customer's
 * job says when the calendar shows no free time: the customer then chooses one (first-visit.ts). The
 * job's machine refuses a time that is not a visit's window in the hours visits are offered, within
 * the horizon, or that falls on a day the provider is closed (decisions 088 and 097), at its field
 * (`offerVisitTimes`).
 */
export async function offerTimes(db: Database, ctx: StepContext, times: { start: string; end: string }[]): Promise<void> {
  await onAssignment(db, ctx, async (tx, { job, assignment }) => {
    // The assignment stays where it is: the times are the job's (first-visit.ts moves it).
    allowAssignment(assignment.state, { type: 'visit.offer', by: 'contractor' });
    await offerVisitTimes(tx, job, ctx.contractor.id, times, ctx.now, ctx.publicUrl);
  });
}
