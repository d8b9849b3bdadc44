import * as v from 'valibot';
import { DateTime, fields, Uuid } from './common';
import { ContractorRef } from './contractors';

/** Requested when a job is completed; Submitted by the customer; Published on the contractor's profile. */
export const JOB_REVIEW_STATUSES = ['Requested', 'Submitted', 'Published', 'Hidden'] as const;
export const JobReviewStatus = v.picklist(JOB_REVIEW_STATUSES);
export type JobReviewStatus = v.InferOutput<typeof JobReviewStatus>;

export const JobReview = v.object({
  id: Uuid,
  jobAppointmentId: Uuid,
  jobRequestId: Uuid,
  contractor: ContractorRef,
  rating: v.nullable(v.number()),
  text: v.string(),
  status: JobReviewStatus,
  submittedAt: v.nullable(DateTime),
  createdAt: DateTime,
});
export type JobReview = v.InferOutput<typeof JobReview>;

export const SubmitJobReview = fields({
  rating: v.pipe(
    v.number('Choose a rating from 1 to 5 stars.'),
    v.integer('Choose a rating from 1 to 5 stars.'),
    v.minValue(1, 'Choose a rating from 1 to 5 stars.'),
    v.maxValue(5, 'Choose a rating from 1 to 5 stars.'),
  ),
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'The review must be 2000 characters or fewer.')), ''),
});
export type SubmitJobReview = v.InferInput<typeof SubmitJobReview>;
