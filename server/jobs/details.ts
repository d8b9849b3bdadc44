import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { JobOffer, JobPayment, JobPhoto, JobProposalSummary, JobRequest, JobRequestDetails, JobReviewSummary, JobTimelineEntry, JobVisit } from '../../contract/job-requests';
import { jobDues } from '../../machines/job-dues';
import { changeCutoffOf, type JobFacts, reviewDueBy } from '../../machines/job-lifecycle.machine';
import { type Database, madeOnFirstUse, oncePerDatabase } from '../db/client';
import { jsonArrayOf, jsonColumnOf, jsonObjectOf, jsonOf, parsedJson, rowsOfJson } from '../db/json-rows';
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
import { contractorRefJson, type ContractorRefRow, toContractorRef } from './contractor-refs';
import { extraWorkEventsOf, extraWorkWordsOf, owedExtraWorkWords } from './extra-work';
import { factsColumns, jobFactsOf } from './facts';
import type { JobRow } from './lifecycle';
import { proposalStatusAt } from './proposal-status';
import { paidPaymentsJson, paidPaymentsOfJson, toJobPayment } from './receipts';
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

/** A list item's row: what `jobRequestItemColumns` read. */
type JobRequestItemRow = JobWithTrade & { coverPhotoId: string | null; visitStartsAt: Date | null };

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

/** The job's rows of `table`, each with the contractor it names, in `order`, as one JSON array. */
function withContractors(db: Database, table: typeof jobRequestEvents | typeof assignedJobAppointments | typeof jobProposals, order: SQL) {
  return jsonColumnOf(
    db
      .select({ rows: jsonArrayOf(jsonObjectOf({ ...getTableColumns(table), contractor: contractorRefJson }), order) })
      .from(table)
      .leftJoin(contractors, eq(contractors.id, table.contractorId))
      .leftJoin(users, eq(users.id, contractors.userId))
      .where(eq(table.jobRequestId, j.id)),
  );
}

/**
 * A job's page in one statement: the job's row with the rows of its other tables as JSON columns, each
 * table once, each row that names a contractor with the contractor. On PostgreSQL a statement is a
 * round trip, parsed, bound and sent on its own, which cost more than building the JSON did when each
 * table was a statement. The facts are computed from these rows (`KnownJobRows`). Prepared once per
 * database, scoped and not: drizzle builds its SQL once, and PostgreSQL plans it once per connection.
 */
function preparePage(db: Database, scoped: boolean) {
  const photo = jsonObjectOf({ id: files.id, fileName: files.fileName, contentType: files.contentType, width: files.width, height: files.height });
  const photos = db
    .select({ rows: jsonArrayOf(photo, sql`${jobRequestPhotos.sortOrder}, ${files.id}`) })
    .from(jobRequestPhotos)
    .innerJoin(files, eq(files.id, jobRequestPhotos.fileId))
    .where(eq(jobRequestPhotos.jobRequestId, j.id));
  // A review is asked for by completing a visit (one each), so the job's reviews come with its visits.
  const review = sql`case when ${jobReviews.id} is null then null else ${jsonOf(jobReviews)} end`;
  const visit = jsonObjectOf({ ...getTableColumns(jobAppointments), contractor: contractorRefJson, review });
  const visits = db
    // The live visit first, then the latest canceled one, so a canceled job still shows what was booked.
    .select({ rows: jsonArrayOf(visit, sql`${jobAppointments.status} = 'Canceled', ${jobAppointments.createdAt} desc`) })
    .from(jobAppointments)
    .leftJoin(contractors, eq(contractors.id, jobAppointments.contractorId))
    .leftJoin(users, eq(users.id, contractors.userId))
    .leftJoin(jobReviews, eq(jobReviews.jobAppointmentId, jobAppointments.id))
    .where(eq(jobAppointments.jobRequestId, j.id));
  return db
    .select({
      ...jobRequestItemColumns,
      events: withContractors(db, jobRequestEvents, sql`${jobRequestEvents.at}, ${jobRequestEvents.id}`),
      offers: withContractors(db, assignedJobAppointments, sql`${assignedJobAppointments.createdAt}, ${assignedJobAppointments.id}`),
      proposals: withContractors(db, jobProposals, sql`${jobProposals.createdAt}, ${jobProposals.id}`),
      photos: jsonColumnOf(photos),
      visits: jsonColumnOf(visits),
      paid: paidPaymentsJson(db, j.id),
    })
    .from(j)
    .innerJoin(trades, eq(trades.id, j.tradeId))
    .where(and(eq(j.id, sql.placeholder('id')), scoped ? eq(j.userId, sql.placeholder('ownerUserId')) : undefined))
    .prepare(`job_page${scoped ? '_scoped' : ''}`);
}

const pageStatements = oncePerDatabase((db) => madeOnFirstUse((scoped: boolean) => preparePage(db, scoped)));

type WithContractor = { contractor: ContractorRefRow };

/** Who reads a job's page, and where: the zone its timeline writes times in (X-Timezone; the provider's when missing or unknown). */
interface Reader extends Scope {
  timeZone?: string;
}

/** The details page of one job request, or undefined when there is none with this id (in the scope). */
export async function jobRequestDetails(db: Database, id: string, now: Date, reader: Reader = {}): Promise<JobRequestDetails | undefined> {
  const [row] = await pageStatements(db)(reader.ownerUserId !== undefined).execute({ id, ownerUserId: reader.ownerUserId });
  if (!row) return undefined;
  const events = rowsOfJson<typeof jobRequestEvents, WithContractor>(jobRequestEvents, row.events);
  const offers = rowsOfJson<typeof assignedJobAppointments, WithContractor>(assignedJobAppointments, row.offers);
  const proposals = rowsOfJson<typeof jobProposals, WithContractor>(jobProposals, row.proposals);
  const photos = parsedJson<JobPhoto>(row.photos);
  const visits = rowsOfJson<typeof jobAppointments, WithContractor & { review: unknown }>(jobAppointments, row.visits).map((v) => ({
    ...v,
    review: v.review === null ? null : rowsOfJson(jobReviews, [v.review])[0]!,
  }));
  const paid = paidPaymentsOfJson(row.paid);
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
      summary: timelineSummary({ type: e.type, by: e.by, contractor: contractor?.businessName ?? null, data: e.data }, reader.timeZone),
      by: e.by,
      contractor,
      note: e.note,
      at: e.at.toISOString(),
    };
  });
  const offerList: JobOffer[] = offers.flatMap((o) => {
    const contractor = toContractorRef(o.contractor);
    if (!contractor) return [];
    return [{ contractor, distanceMiles: o.distanceMiles, state: o.state, offeredAt: o.createdAt.toISOString(), respondedAt: iso(o.respondedAt), stateChangedAt: o.stateChangedAt.toISOString() }];
  });
  /** What went through of one kind on a proposal, refunds aside (as `owedAndOverpaidOf` counts it). */
  const paidOf = (proposalId: string, kind: JobPayment['kind']) =>
    paid
      .filter((p) => p.payment.jobProposalId === proposalId)
      .flatMap((p) => p.lines)
      .filter((l) => l.kind === kind)
      .reduce((sum, l) => sum + l.amountCents, 0);
  const proposalList: JobProposalSummary[] = proposals.flatMap((p) => {
    const contractor = toContractorRef(p.contractor);
    if (!contractor) return [];
    // Only the part not paid yet: extra work added after a paid one raises the proposal's total of it.
    const extraWorkOwedCents = Math.max(0, p.subsequentPaymentCents - paidOf(p.id, 'SubsequentPayment'));
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
        subsequentPaymentCents: extraWorkOwedCents,
        // Named by the pieces that part pays for, not all the extra work ever billed.
        subsequentPaymentDescription: owedExtraWorkWords(extraWorkWordsOf(p, extraWorkEventsOf(events, p)), p.subsequentPaymentCents, extraWorkOwedCents),
        validUntil: iso(p.validUntil),
        declineReason: p.declineReason,
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
    // Whatever the clock says: a page that decided before the window closed still opens its form, and
    // the lifecycle machine refuses the review past the window (`review.submit`) in the words of its rule.
    reviewId: review?.status === 'Requested' ? review.id : null,
  };
}
