import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { ContractorRef } from '../../contract/contractors';
import type { JobOffer, JobPayment, JobPhoto, JobProposalSummary, JobRequest, JobRequestDetails, JobReviewSummary, JobTimelineEntry, JobVisit } from '../../contract/job-requests';
import { changeCutoffOf, reviewDueBy } from '../../machines/job-lifecycle.machine';
import type { Database } from '../db/client';
import type { PaymentStatus } from '../db/schema';
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
import { isWaitingForContractor } from './dispatch';
import { jobFactsOf } from './facts';
import type { JobRow } from './lifecycle';
import { depositPaidCentsOf } from './owed';
import { proposalStatusAt } from './proposal-status';
import { paidPaymentsOf, toJobPayment } from './receipts';
import { timelineSummary } from './timeline';

/**
 * What the customer sees of their job requests: the list's items (`JobRequest`) and the details page
 * (`JobRequestDetails`), read from the job's own tables. Callers scope by owner; nothing here does.
 */

/** The columns of a job request with its trade, the shape `toJobRequests` takes. */
export const jobWithTradeColumns = {
  ...getTableColumns(jobRequests),
  tradeName: trades.name,
  tradeSlug: trades.slug,
};
export type JobWithTrade = JobRow & { tradeName: string; tradeSlug: string };

/** A select of job requests joined with their trade; add `.where(...)`. */
export const selectJobsWithTrade = (db: Database) => db.select(jobWithTradeColumns).from(jobRequests).innerJoin(trades, eq(trades.id, jobRequests.tradeId));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A payment still owed: asked for, or tried with a card that was declined. */
const OWED: PaymentStatus[] = ['Due', 'Failed'];

/** The list's items for rows of one page, with what each needs from other tables in four queries for the page. */
export async function toJobRequests(db: Database, rows: JobWithTrade[], now: Date): Promise<JobRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [covers, visits, dues, reviews] = await Promise.all([
    db
      .selectDistinctOn([jobRequestPhotos.jobRequestId], { jobRequestId: jobRequestPhotos.jobRequestId, fileId: jobRequestPhotos.fileId })
      .from(jobRequestPhotos)
      .where(inArray(jobRequestPhotos.jobRequestId, ids))
      .orderBy(jobRequestPhotos.jobRequestId, asc(jobRequestPhotos.sortOrder), asc(jobRequestPhotos.fileId)),
    db
      .select({ jobRequestId: jobAppointments.jobRequestId, start: jobAppointments.scheduledStart })
      .from(jobAppointments)
      .where(and(inArray(jobAppointments.jobRequestId, ids), ne(jobAppointments.status, 'Canceled'))),
    db
      .selectDistinct({ jobRequestId: jobProposals.jobRequestId })
      .from(jobProposals)
      .where(
        and(
          inArray(jobProposals.jobRequestId, ids),
          or(inArray(jobProposals.depositStatus, OWED), inArray(jobProposals.finalPaymentStatus, OWED), inArray(jobProposals.subsequentPaymentStatus, OWED)),
        ),
      ),
    db
      .select({ jobRequestId: jobReviews.jobRequestId, createdAt: jobReviews.createdAt })
      .from(jobReviews)
      .where(and(inArray(jobReviews.jobRequestId, ids), eq(jobReviews.status, 'Requested'))),
  ]);
  const coverOf = new Map(covers.map((c) => [c.jobRequestId, c.fileId]));
  const visitOf = new Map(visits.map((v) => [v.jobRequestId, v.start]));
  const paymentDue = new Set(dues.map((d) => d.jobRequestId));
  const reviewRequested = new Map(reviews.map((r) => [r.jobRequestId, r.createdAt]));
  return rows.map((row) => {
    const requestedAt = reviewRequested.get(row.id);
    return {
      ...jobRequestFields(row),
      coverPhotoId: coverOf.get(row.id) ?? null,
      visitStartsAt: iso(visitOf.get(row.id) ?? null),
      paymentDue: paymentDue.has(row.id),
      reviewDue: requestedAt !== undefined && now <= reviewDueBy(row.completedAt ?? requestedAt),
    };
  });
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
export async function jobRequestItem(db: Database, id: string, now: Date, scope: Scope = {}): Promise<JobRequest | undefined> {
  const [row] = await selectJobsWithTrade(db).where(and(eq(jobRequests.id, id), scope.ownerUserId ? eq(jobRequests.userId, scope.ownerUserId) : undefined));
  return row ? (await toJobRequests(db, [row], now))[0] : undefined;
}

const contractorRefColumns = {
  id: contractors.id,
  businessName: contractors.businessName,
  firstName: users.firstName,
  lastName: users.lastName,
  ratingAverage: contractors.ratingAverage,
  reviewCount: contractors.reviewCount,
};

/** Each contractor as the job page names them, in one query. */
export async function contractorRefs(db: Database, ids: (string | null)[]): Promise<Map<string, ContractorRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(contractorRefColumns).from(contractors).innerJoin(users, eq(users.id, contractors.userId)).where(inArray(contractors.id, wanted));
  return new Map(
    rows.map(({ lastName, ...r }) => [r.id, { ...r, lastInitial: lastName ? `${lastName[0]!.toUpperCase()}.` : '' }] as const),
  );
}

/** A Submitted request nobody could take says why it is not moving. */
export function dispatchNoteFor(zipCode: string): string {
  return `No contractor who serves zip code ${zipCode} can take this job yet. We keep looking and will offer it to the next one who can.`;
}

/** The details page of one job request, or undefined when there is none with this id (in the scope). */
export async function jobRequestDetails(db: Database, id: string, now: Date, scope: Scope = {}): Promise<JobRequestDetails | undefined> {
  const item = await jobRequestItem(db, id, now, scope);
  if (!item) return undefined;
  const [facts, events, offers, proposals, photos, visits, reviews, depositPaidCents, waiting, paid] = await Promise.all([
    jobFactsOf(db, id, now),
    db.select().from(jobRequestEvents).where(eq(jobRequestEvents.jobRequestId, id)).orderBy(asc(jobRequestEvents.at), asc(jobRequestEvents.id)),
    db.select().from(assignedJobAppointments).where(eq(assignedJobAppointments.jobRequestId, id)).orderBy(asc(assignedJobAppointments.createdAt), asc(assignedJobAppointments.id)),
    db.select().from(jobProposals).where(eq(jobProposals.jobRequestId, id)).orderBy(asc(jobProposals.createdAt), asc(jobProposals.id)),
    db
      .select({ id: files.id, fileName: files.fileName, contentType: files.contentType, width: files.width, height: files.height })
      .from(jobRequestPhotos)
      .innerJoin(files, eq(files.id, jobRequestPhotos.fileId))
      .where(eq(jobRequestPhotos.jobRequestId, id))
      .orderBy(asc(jobRequestPhotos.sortOrder), asc(files.id)),
    // The live visit, or the latest canceled one so a canceled job still shows what was booked.
    db
      .select()
      .from(jobAppointments)
      .where(eq(jobAppointments.jobRequestId, id))
      .orderBy(sql`${jobAppointments.status} = 'Canceled'`, desc(jobAppointments.createdAt))
      .limit(1),
    db.select().from(jobReviews).where(eq(jobReviews.jobRequestId, id)).orderBy(desc(jobReviews.createdAt)).limit(1),
    depositPaidCentsOf(db, id),
    isWaitingForContractor(db, id),
    paidPaymentsOf(db, id),
  ]);
  const [visit] = visits;
  const [review] = reviews;
  const refs = await contractorRefs(db, [
    ...events.map((e) => e.contractorId),
    ...offers.map((o) => o.contractorId),
    ...proposals.map((p) => p.contractorId),
    ...paid.map((p) => p.contractorId),
    visit?.contractorId ?? null,
  ]);
  const ref = (contractorId: string | null) => (contractorId ? (refs.get(contractorId) ?? null) : null);

  const timeline: JobTimelineEntry[] = events.map((e) => {
    const contractor = ref(e.contractorId);
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
    const contractor = ref(o.contractorId);
    if (!contractor) return [];
    return [{ contractor, distanceMiles: o.distanceMiles, state: o.state, offeredAt: o.createdAt.toISOString(), respondedAt: iso(o.respondedAt) }];
  });
  /** What went through of one kind on a proposal, refunds aside (as `owedCentsOf` counts it). */
  const paidOf = (proposalId: string, kind: JobPayment['kind']) =>
    paid.filter((p) => p.payment.jobProposalId === proposalId && p.payment.kind === kind).reduce((sum, p) => sum + p.payment.amountCents, 0);
  const proposalList: JobProposalSummary[] = proposals.flatMap((p) => {
    const contractor = ref(p.contractorId);
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
  const visitContractor = visit ? ref(visit.contractorId) : null;
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
    payments: paid.map((p) => toJobPayment(p.payment, ref(p.contractorId))),
    appointmentId: visit && visit.status !== 'Canceled' ? visit.id : null,
    appointment,
    review: reviewSummary,
    reviewId: item.reviewDue && review?.status === 'Requested' ? review.id : null,
  };
}
