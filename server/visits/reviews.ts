import { eq } from 'drizzle-orm';
import type { JobReview } from '../../contract/reviews';
import type { Database } from '../db/client';
import { contractorReviews, jobReviews, users } from '../db/schema';
import { contractorRefs } from '../jobs/contractor-refs';
import { lockJob, moveJob, recordJobEvent } from '../jobs/lifecycle';
import { ApiError, notFound } from '../lib/http';
import { recountRatings } from '../lib/ratings';
import { lockContractor } from './contractor';

type ReviewRow = typeof jobReviews.$inferSelect;

const reviewNotFound = () => notFound('The review');

/** How a reviewer is shown publicly: first name and last initial, "Karen M.". */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'A customer';
  return initial ? `${first} ${initial}.` : first;
}

/**
 * The customer's review of a completed job (POST /JobReviews/{id}/submit): once, by the customer who
 * booked it, within the review window after completion, through the lifecycle machine
 * (`review.submit`). In the same transaction it is published on the contractor's profile with the
 * customer's first name and last initial and the job's trade, and the contractor's rating and review
 * count are recounted with the contractor locked, so two reviews at once both count.
 */
export async function submitReview(
  db: Database,
  args: { userId: string; reviewId: string; rating: number; text: string; now: Date },
): Promise<JobReview> {
  const { userId, now } = args;
  const [found] = await db.select({ jobRequestId: jobReviews.jobRequestId }).from(jobReviews).where(eq(jobReviews.id, args.reviewId));
  if (!found) throw reviewNotFound();
  const published = await db.transaction(async (tx) => {
    const job = await lockJob(tx, found.jobRequestId, now);
    if (!job || job.row.userId !== userId) throw reviewNotFound();
    const [review] = await tx.select().from(jobReviews).where(eq(jobReviews.id, args.reviewId));
    if (!review) throw reviewNotFound();
    // The machine refuses a review written already or past its window (`reviewDueBy`), in words that name the day.
    await moveJob(tx, job, { type: 'review.submit', by: 'consumer', at: now.toISOString() }, now);
    if (review.status !== 'Requested') throw new ApiError(409, 'You have already reviewed this job.');

    await lockContractor(tx, review.contractorId);
    const [reviewer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    const [shown] = await tx
      .insert(contractorReviews)
      .values({
        contractorId: review.contractorId,
        reviewerUserId: userId,
        reviewerName: publicName(reviewer?.firstName ?? '', reviewer?.lastName ?? ''),
        rating: args.rating,
        text: args.text,
        tradeId: job.row.tradeId,
        createdAt: now,
      })
      .returning({ id: contractorReviews.id });
    const [row] = await tx
      .update(jobReviews)
      .set({ rating: args.rating, text: args.text, status: 'Published', submittedAt: now, userId, contractorReviewId: shown!.id, updatedAt: now })
      .where(eq(jobReviews.id, review.id))
      .returning();
    await recountRatings(tx, [review.contractorId]);
    await recordJobEvent(tx, { jobRequestId: job.row.id, type: 'Reviewed', by: 'consumer', contractorId: review.contractorId, data: { rating: args.rating }, at: now });
    return row!;
  });
  return toJobReview(db, published);
}

/** A job review as the API answers it (contract/reviews.ts JobReview), naming the contractor with their rating as it is now. */
export async function toJobReview(db: Database, row: ReviewRow): Promise<JobReview> {
  const contractor = (await contractorRefs(db, [row.contractorId])).get(row.contractorId);
  if (!contractor) throw reviewNotFound();
  return {
    id: row.id,
    jobAppointmentId: row.jobAppointmentId,
    jobRequestId: row.jobRequestId,
    contractor,
    rating: row.rating,
    text: row.text,
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
