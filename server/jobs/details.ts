import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { JobOffer, JobPayment, JobPhoto, JobProposalSummary, JobRequest, JobRequestDetails, JobReviewSummary, JobTimelineEntry, JobVisit } from '../../contract/job-requests';
import { jobDues } from '../../machines/job-dues';
import { changeCutoffOf, type JobFacts, reviewDueBy } from '../../machines/job-lifecycle.machine';
import { type Database, madeOnFirstUse, oncePerDatabase } from '../db/client';
import {
  assignedJobAppointments,
  contractors,
  files,
  jobAppointments,
  jobProposals,
  jobRequestEvents,
  jobRequestPhotos,
  jobRequests,
  jobReviews,
  trades,
  users,
} from '../db/schema';
import { waitsForContractor } from './dispatch';
import { contractorRefColumns, toContractorRef } from './contractor-refs';
import { factsColumns, jobFactsOf } from './facts';
import type { JobRow } from './lifecycle';
import { proposalStatusAt } from './proposal-status';
import { paidPaymentsOfRows, paidPaymentsSelect, toJobPayment } from './receipts';
import { timelineSummary } from './timeline';

/**
 * What the customer sees of their job requests: the list's items (`JobRequest`) and the details page
 * (`JobRequestDetails`), read from the job's own tables. Callers scope by owner; nothing here does.
 */

/** The columns of a job request with its trade, the shape `toJobRequest` takes. */
const jobWithTradeColumns = {
  ...getTableColumns(jobRequests),
  tradeName: trades.name,
  tradeSlug: trades.slug,
};
export type JobWithTrade = JobRow & { tradeName: string; tradeSlug: string };


const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What a list item shows beside the job's own columns, as subqueries of the job's row: its cover photo
 * and its live visit. A page of the list is then one query, however long the customer's history; what
 * is due comes from the job's facts, read for the whole page at once (`jobFactsOfJobs`).
 */
const j = jobRequests;
export const jobRequestItemColumns = {
  ...jobWithTradeColumns,
  coverPhotoId: sql<string | null>`(select ${jobRequestPhotos.fileId} from ${jobRequestPhotos} where ${jobRequestPhotos.jobRequestId} = ${j.id} order by ${jobRequestPhotos.sortOrder}, ${jobRequestPhotos.fileId} limit 1)`,
  visitStartsAt: sql<Date | null>`(select ${jobAppointments.scheduledStart} from ${jobAppointments} where ${jobAppointments.jobRequestId} = ${j.id} and ${jobAppointments.status} <> 'Canceled' limit 1)`.mapWith(
    jobAppointments.scheduledStart,
  ),
};

/** A select of list items (`jobRequestItemColumns`), joined with their trade; add `.where(...)`. */
const selectJobRequestItems = (db: Database) => db.select(jobRequestItemColumns).from(jobRequests).innerJoin(trades, eq(trades.id, jobRequests.tradeId));
type JobRequestItemRow = Awaited<ReturnType<typeof selectJobRequestItems>>[number];

/**
 * A list item from its row (`jobRequestItemColumns`) and its facts (`jobFactsOf`): what is due is what
 * the lifecycle machine lets the customer pay and review at `now` (`jobDues`), as on the job's page.
 */
export function toJobRequest(row: JobRequestItemRow, facts: JobFacts, now: Date): JobRequest {
  const dues = jobDues(row.status, facts, now.toISOString());
  return {
    ...jobRequestFields(row),
    coverPhotoId: row.coverPhotoId,
    // Subqueries that find nothing answer null, which drizzle passes by its decoders.
    visitStartsAt: iso(row.visitStartsAt as Date | null),
    paymentDue: dues.owedCents > 0,
    reviewDue: dues.reviewDueBy !== null,
    facts,
  };
}

function jobRequestFields(row: JobWithTrade) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trade: { id: row.tradeId, name: row.tradeName, slug: row.tradeSlug },
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    preferredDates: row.preferredDates,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    status: row.status,
    cancelationReason: row.cancelationReason,
    canceledAt: iso(row.canceledAt),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whose request to look for: another user's id reads as none at all. */
interface Scope {
  ownerUserId?: string;
}

/** One job request as the list shows it. */
export async function jobRequestItem(db: Database, id: string, now: Date, scope: Scope = {}): Promise<(JobRequest) | undefined> {
  const { ownerUserId } = scope;
  const [row] = await (ownerUserId ? itemStatements(db)(true).execute({ id, ownerUserId }) : itemStatements(db)(false).execute({ id }));
  return row ? toJobRequest(row, await jobFactsOf(db, id, now, { factsRows: [row] }), now) : undefined;
}

/** `jobRequestItem`'s statement, scoped to an owner or not, prepared once per database. */
const itemStatements = oncePerDatabase((db) =>
  madeOnFirstUse((scoped: boolean) =>
    db
      .select({ ...jobRequestItemColumns, ...factsColumns(db) })
      .from(jobRequests)
      .innerJoin(trades, eq(trades.id, jobRequests.tradeId))
      .where(and(eq(jobRequests.id, sql.placeholder('id')), scoped ? eq(jobRequests.userId, sql.placeholder('ownerUserId')) : undefined))
      .prepare(`job_request_item${scoped ? '_scoped' : ''}`),
  ),
);

/** A Submitted request nobody could take says why it is not moving. */
export function dispatchNoteFor(zipCode: string): string {
  return `No contractor who serves zip code ${zipCode} can take this job yet. We keep looking and will offer it to the next one who can.`;
}

/**
 * The job's id as the reads of its page look for it: in a scope, a subquery that finds it only when the
 * job is the owner's, so that they go out beside the job's own row and read nothing of another's job.
 */
function jobIdIn(scoped: boolean): SQL {
  const id = sql.placeholder('id');
  if (!scoped) return sql`${id}`;
  return sql`(select ${jobRequests.id} from ${jobRequests} where ${jobRequests.id} = ${id} and ${jobRequests.userId} = ${sql.placeholder('ownerUserId')})`;
}

/**
 * The reads of a job's page, each table once: the facts are computed from the rows the page shows
 * (`KnownJobRows`), and each row that names a contractor brings the contractor along
 * (`contractorRefColumns`). Prepared once per database, scoped and not: drizzle builds their SQL once,
 * and PostgreSQL plans them once per connection.
 */
function preparePage(db: Database, scoped: boolean) {
  const scopedId = jobIdIn(scoped);
  const name = (read: string) => `job_page_${read}${scoped ? '_scoped' : ''}`;
  return {
    row: selectJobRequestItems(db)
      .where(and(eq(jobRequests.id, sql.placeholder('id')), scoped ? eq(jobRequests.userId, sql.placeholder('ownerUserId')) : undefined))
      .prepare(name('row')),
    events: db
      .select({ ...getTableColumns(jobRequestEvents), contractor: contractorRefColumns })
      .from(jobRequestEvents)
      .leftJoin(contractors, eq(contractors.id, jobRequestEvents.contractorId))
      .leftJoin(users, eq(users.id, contractors.userId))
      .where(eq(jobRequestEvents.jobRequestId, scopedId))
      .orderBy(asc(jobRequestEvents.at), asc(jobRequestEvents.id))
      .prepare(name('events')),
    offers: db
      .select({ ...getTableColumns(assignedJobAppointments), contractor: contractorRefColumns })
      .from(assignedJobAppointments)
      .leftJoin(contractors, eq(contractors.id, assignedJobAppointments.contractorId))
      .leftJoin(users, eq(users.id, contractors.userId))
      .where(eq(assignedJobAppointments.jobRequestId, scopedId))
      .orderBy(asc(assignedJobAppointments.createdAt), asc(assignedJobAppointments.id))
      .prepare(name('offers')),
    proposals: db
      .select({ ...getTableColumns(jobProposals), contractor: contractorRefColumns })
      .from(jobProposals)
      .leftJoin(contractors, eq(contractors.id, jobProposals.contractorId))
      .leftJoin(users, eq(users.id, contractors.userId))
      .where(eq(jobProposals.jobRequestId, scopedId))
      .orderBy(asc(jobProposals.createdAt), asc(jobProposals.id))
      .prepare(name('proposals')),
    photos: db
      .select({ id: files.id, fileName: files.fileName, contentType: files.contentType, width: files.width, height: files.height })
      .from(jobRequestPhotos)
      .innerJoin(files, eq(files.id, jobRequestPhotos.fileId))
      .where(eq(jobRequestPhotos.jobRequestId, scopedId))
      .orderBy(asc(jobRequestPhotos.sortOrder), asc(files.id))
      .prepare(name('photos')),
    // The live visit first, then the latest canceled one, so a canceled job still shows what was booked.
    // A review is asked for by completing a visit (one each), so the job's reviews come with its visits.
    visits: db
      .select({ ...getTableColumns(jobAppointments), contractor: contractorRefColumns, review: jobReviews })
      .from(jobAppointments)
      .leftJoin(contractors, eq(contractors.id, jobAppointments.contractorId))
      .leftJoin(users, eq(users.id, contractors.userId))
      .leftJoin(jobReviews, eq(jobReviews.jobAppointmentId, jobAppointments.id))
      .where(eq(jobAppointments.jobRequestId, scopedId))
      .orderBy(sql`${jobAppointments.status} = 'Canceled'`, desc(jobAppointments.createdAt))
      .prepare(name('visits')),
    paid: paidPaymentsSelect(db, scopedId).prepare(name('paid')),
  };
}

const pageStatements = oncePerDatabase((db) => madeOnFirstUse((scoped: boolean) => preparePage(db, scoped)));

/** The details page of one job request, or undefined when there is none with this id (in the scope). */
export async function jobRequestDetails(db: Database, id: string, now: Date, scope: Scope = {}): Promise<JobRequestDetails | undefined> {
  const read = pageStatements(db)(scope.ownerUserId !== undefined);
  const values = { id, ownerUserId: scope.ownerUserId };
  const [[row], events, offers, proposals, photos, visits, paidRows] = await Promise.all([
    read.row.execute(values),
    read.events.execute(values),
    read.offers.execute(values),
    read.proposals.execute(values),
    read.photos.execute(values),
    read.visits.execute(values),
    read.paid.execute(values),
  ]);
  const paid = paidPaymentsOfRows(paidRows);
  if (!row) return undefined;
  const [visit] = visits;
  const reviews = visits.flatMap((v) => (v.review ? [v.review] : [])).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const [review] = reviews;
  const contractorNames = proposals.flatMap(({ contractor: c }) => (c.id !== null && c.businessName !== null ? [{ id: c.id, name: c.businessName }] : []));
  const facts = await jobFactsOf(db, id, now, { jobs: [row], proposals, offers, visits, reviews, payments: paid, events, contractorNames });
  const item = toJobRequest(row, facts, now);
  const { depositPaidCents } = facts;
  const waiting = waitsForContractor(events);

  const timeline: JobTimelineEntry[] = events.map((e) => {
    const contractor = toContractorRef(e.contractor);
    return {
      type: e.type,
      summary: timelineSummary({ type: e.type, by: e.by, contractor: contractor?.businessName ?? null, data: e.data }),
      by: e.by,
      contractor,
      note: e.note,
      at: e.at.toISOString(),
    };
  });
  const offerList: JobOffer[] = offers.flatMap((o) => {
    const contractor = toContractorRef(o.contractor);
    if (!contractor) return [];
    return [{ contractor, distanceMiles: o.distanceMiles, state: o.state, offeredAt: o.createdAt.toISOString(), respondedAt: iso(o.respondedAt) }];
  });
  /** What went through of one kind on a proposal, refunds aside (as `owedCentsOf` counts it). */
  const paidOf = (proposalId: string, kind: JobPayment['kind']) =>
    paid
      .filter((p) => p.payment.jobProposalId === proposalId)
      .flatMap((p) => p.lines)
      .filter((l) => l.kind === kind)
      .reduce((sum, l) => sum + l.amountCents, 0);
  const proposalList: JobProposalSummary[] = proposals.flatMap((p) => {
    const contractor = toContractorRef(p.contractor);
    if (!contractor) return [];
    return [
      {
        id: p.id,
        contractor,
        totalCents: p.totalCents,
        depositCents: p.depositCents,
        status: proposalStatusAt(p, now),
        depositStatus: p.depositStatus,
        finalPaymentStatus: p.finalPaymentStatus,
        subsequentPaymentStatus: p.subsequentPaymentStatus,
        // Only the part not paid yet: extra work added after a paid one raises the proposal's total of it.
        subsequentPaymentCents: Math.max(0, p.subsequentPaymentCents - paidOf(p.id, 'SubsequentPayment')),
        subsequentPaymentDescription: p.subsequentPaymentDescription,
        validUntil: iso(p.validUntil),
        createdAt: p.createdAt.toISOString(),
      },
    ];
  });
  const visitContractor = visit ? toContractorRef(visit.contractor) : null;
  const appointment: JobVisit | null =
    visit && visitContractor
      ? {
          id: visit.id,
          contractor: visitContractor,
          scheduledStart: visit.scheduledStart.toISOString(),
          scheduledEnd: visit.scheduledEnd.toISOString(),
          status: visit.status,
          changeCutoff: changeCutoffOf(visit.scheduledStart.toISOString()).toISOString(),
          onMyWayAt: iso(visit.onMyWayAt),
          startedAt: iso(visit.startedAt),
          completedAt: iso(visit.completedAt),
          rescheduleHistory: visit.rescheduleHistory,
        }
      : null;
  const completedAt = item.completedAt ? new Date(item.completedAt) : (visit?.completedAt ?? review?.createdAt ?? null);
  const reviewSummary: JobReviewSummary | null =
    review && completedAt
      ? {
          id: review.id,
          status: review.status,
          rating: review.rating,
          text: review.text,
          dueBy: reviewDueBy(completedAt).toISOString(),
          submittedAt: iso(review.submittedAt),
        }
      : null;
  const photoList: JobPhoto[] = photos;

  return {
    ...item,
    facts,
    dispatchNote: item.status === 'Submitted' && facts.openOffers === 0 && waiting ? dispatchNoteFor(item.zipCode) : null,
    photos: photoList,
    timeline,
    offers: offerList,
    proposalCount: proposalList.length,
    proposals: proposalList,
    depositPaidCents,
    payments: paid.map((p) => toJobPayment(p.payment, p.contractor, p.lines)),
    appointmentId: visit && visit.status !== 'Canceled' ? visit.id : null,
    appointment,
    review: reviewSummary,
    reviewId: item.reviewDue && review?.status === 'Requested' ? review.id : null,
  };
}
