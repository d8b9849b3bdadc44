import * as v from 'valibot';
import { DateTime, fields, listQuery, paged, queryText, Uuid, UUID_V1_TO_V5, ZipCode } from './common';
import { DateFromToday } from './forms';
import { TradeRef } from './catalogue';
import { JOB_REQUEST_STATUSES } from './job-lifecycle';

/** The states of machines/job-lifecycle.machine.ts (contract/job-lifecycle.ts names them). */
export const JobRequestStatus = v.picklist(JOB_REQUEST_STATUSES, 'Choose a valid status.');
export type JobRequestStatus = v.InferOutput<typeof JobRequestStatus>;

export const JobRequest = v.object({
  id: Uuid,
  name: v.string(),
  description: v.string(),
  trade: TradeRef,
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
  /** `YYYY-MM-DD`, best first. */
  preferredDates: v.array(v.string()),
  contactName: v.nullable(v.string()),
  contactPhone: v.nullable(v.string()),
  contactEmail: v.nullable(v.string()),
  status: JobRequestStatus,
  cancelationReason: v.nullable(v.string()),
  canceledAt: v.nullable(DateTime),
  completedAt: v.nullable(DateTime),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type JobRequest = v.InferOutput<typeof JobRequest>;

/** The details page: the request with what has happened to it since. */
export const JobRequestDetails = v.object({
  ...JobRequest.entries,
  proposalCount: v.number(),
  /** The booked visit, once a proposal is accepted and scheduled. */
  appointmentId: v.nullable(Uuid),
});
export type JobRequestDetails = v.InferOutput<typeof JobRequestDetails>;

export const JobRequestsQuery = v.object({
  Status: v.optional(JobRequestStatus),
  Name: v.optional(queryText()),
  ...listQuery(['createdAt', 'name', 'status']),
});
export type JobRequestsQuery = v.InferInput<typeof JobRequestsQuery>;
export const JobRequestsPage = paged(JobRequest);
export type JobRequestsPage = v.InferOutput<typeof JobRequestsPage>;

const text = (label: string, max: number) =>
  v.pipe(v.string(`${label} is required.`), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(max, `${label} must be ${max} characters or fewer.`));

/** The job itself, shared by the signed-in form and the public Book A Job form. */
export const JobFields = {
  tradeId: v.pipe(v.string('Choose a service.'), v.regex(UUID_V1_TO_V5, 'Choose a service.')),
  description: text('A description of the job', 4000),
  address: text('Street address', 200),
  city: text('City', 100),
  zipCode: ZipCode,
};

/**
 * POST /JobRequests: a signed-in customer's request; contact details come from their account. Its
 * preferred dates are today or later for the customer, as on the public form (`publicJobRequest`).
 */
export const createJobRequest = (firstDay: () => string) =>
  fields({
    ...JobFields,
    name: text('A short title', 120),
    preferredDates: v.optional(v.pipe(v.array(DateFromToday(firstDay)), v.maxLength(3, 'Choose at most 3 preferred dates.')), []),
  });
export type CreateJobRequest = v.InferInput<ReturnType<typeof createJobRequest>>;

export const RequestCancelation = fields({
  reason: text('A reason', 1000),
});
export type RequestCancelation = v.InferInput<typeof RequestCancelation>;
