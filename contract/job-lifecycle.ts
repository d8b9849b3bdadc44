/**
 * The names of a job's states, written once: the lifecycle machines (machines/job-lifecycle.machine.ts)
 * have exactly these states, the database stores them (server/db/schema/jobs.ts) and the API answers
 * them (the picklists in job-requests.ts and assigned-appointments.ts).
 */

/** A job request, as the customer follows it. */
export const JOB_REQUEST_STATUSES = [
  'Submitted',
  'Dispatched',
  'Proposed',
  'Accepted',
  'Scheduled',
  'InProgress',
  'Completed',
  'CancelationRequested',
  'Canceled',
] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];

/** One job request offered to one contractor: the contractor's side of the job (the mobile app's inbox). */
export const ASSIGNMENT_STATES = ['Offered', 'Accepted', 'Declined', 'Estimated', 'Booked', 'Completed', 'Canceled', 'Closed'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** Who takes a step of the lifecycle: the customer, the contractor, or the product itself (dispatch, payments). */
export const JOB_ROLES = ['consumer', 'contractor', 'system'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

/**
 * How an estimate no longer waiting for the customer's answer was decided: `Accepted` (its contractor
 * is booked), `Declined` by the customer, `NotChosen` (declined when another estimate of the job was
 * accepted), `Withdrawn` (the job request was canceled).
 */
export const ESTIMATE_DECISIONS = ['Accepted', 'Declined', 'NotChosen', 'Withdrawn'] as const;
export type EstimateDecision = (typeof ESTIMATE_DECISIONS)[number];

/**
 * Where a job's first visit stands: `none` before anybody is booked; `choose` when the customer picks
 * it from the contractor's free times; `offered` when the contractor offered times to pick from;
 * `noFreeTime` when the contractor has no free time and the office follows up; `booked` once a visit
 * holds a time.
 */
export const VISIT_BOOKING_STATES = ['none', 'choose', 'offered', 'noFreeTime', 'booked'] as const;
export type VisitBookingState = (typeof VISIT_BOOKING_STATES)[number];
