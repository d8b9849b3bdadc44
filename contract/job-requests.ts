import * as v from 'valibot';
import { Cents, DateTime, fields, listQuery, paged, queryText, Uuid } from './common';
import { DateFromToday, EachDateOnce } from './forms';
import { JobFields, requiredText } from './job-fields';
import { TradeRef } from './catalogue';
import { ContractorRef } from './contractors';
import { AssignedAppointmentState } from './assigned-appointments';
import { ESTIMATE_DECISIONS, JOB_REQUEST_STATUSES, JOB_ROLES, VISIT_BOOKING_STATES } from './job-lifecycle';
import { CardSummary } from './payment-sandbox';
import { JobPaymentKind, PaymentLine, PaymentStatus, ProposalStatus } from './proposals';
import { AppointmentStatus, RescheduleEntry } from './appointments';
import { JobReviewStatus } from './reviews';

/** The states of machines/job-lifecycle.machine.ts (contract/job-lifecycle.ts names them). */
export const JobRequestStatus = v.picklist(JOB_REQUEST_STATUSES, 'Choose a valid status.');
export type JobRequestStatus = v.InferOutput<typeof JobRequestStatus>;

/** What the lifecycle machine's guards read (machines/job-lifecycle.machine.ts, `JobFacts`): the SPA rebuilds the job's snapshot from it. */
export const JobLifecycleFacts = v.object({
  /** Estimates waiting for the customer's answer (one accepted and waiting for its deposit included). */
  pendingProposals: v.number(),
  /** Of those, the ones not accepted yet, each with the last moment it can be accepted (null: it does not expire). */
  openEstimates: v.array(v.object({ id: v.string(), validUntil: v.nullable(DateTime) })),
  /** Offers contractors hold without an estimate or a decline yet. */
  openOffers: v.number(),
  /** The booked visit's window; null until one is booked. */
  visitStartsAt: v.nullable(DateTime),
  visitEndsAt: v.nullable(DateTime),
  /** The last moment the customer may move the visit, or cancel it with a full refund. */
  changeCutoff: v.nullable(DateTime),
  /** When the contractor reported being on the way, and started, on the booked visit. */
  onMyWayAt: v.nullable(DateTime),
  startedAt: v.nullable(DateTime),
  /** When the contractor reported the job complete; null until it is Completed. */
  completedAt: v.nullable(DateTime),
  /** Where the first visit stands; when it cannot be booked online, what happens next and by when. */
  booking: v.object({
    state: v.picklist(VISIT_BOOKING_STATES),
    nextStep: v.nullable(v.string()),
    nextStepBy: v.nullable(DateTime),
    /** The times the contractor offered that can still be booked (state `offered`): the customer chooses one of them. */
    times: v.array(v.object({ start: DateTime, end: DateTime })),
  }),
  /** What is owed now, by payment, in cents (0: nothing). */
  owed: v.object({ depositCents: Cents, finalPaymentCents: Cents, extraWorkCents: Cents }),
  /** How many times extra work was added to the booked estimate; the contractor adds no more after the most a job takes. */
  extraWorkAdded: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The estimate accepted and waiting for its deposit, that deposit and the estimate's total; null when none waits. */
  awaitedDeposit: v.nullable(v.object({ proposalId: Uuid, depositCents: Cents, totalCents: Cents })),
  /**
   * The estimates no longer waiting for an answer, how each was decided and when: the one booked
   * (`Accepted`, which the final payment and extra work are paid on), and those declined, not chosen or withdrawn.
   */
  decidedEstimates: v.array(v.object({ id: Uuid, decision: v.picklist(ESTIMATE_DECISIONS), decidedAt: v.nullable(DateTime) })),
  /** The deposit paid and not refunded. */
  depositPaidCents: Cents,
  /** Until when the customer may review the contractor; null when no review is due. */
  reviewDueBy: v.nullable(DateTime),
  /** A cancelation asked after the cutoff: what the customer gets back, and by when it is decided. */
  lateCancelation: v.nullable(v.object({ refundCents: Cents, decidedBy: DateTime })),
});

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
  /** The first photo's id, for the list's thumbnail (GET /Files/{id}/public?Variant=thumbnail). */
  coverPhotoId: v.nullable(Uuid),
  /** The start of the booked visit, once one is scheduled. */
  visitStartsAt: v.nullable(DateTime),
  /** The customer can pay something now (the deposit of an accepted estimate, the final payment or extra work): My Job Requests says "Payment due". */
  paymentDue: v.boolean(),
  /** The customer can review the completed job now (within the review window, not reviewed yet). */
  reviewDue: v.boolean(),
  /**
   * The job's facts as the lifecycle machine reads them, the same the job's details carry: what is owed,
   * until when a review is due, where the first visit stands. My Job Requests says what is due from them.
   */
  facts: JobLifecycleFacts,
});
export type JobRequest = v.InferOutput<typeof JobRequest>;

/** One step of a job's life, for its timeline. */
export const JobTimelineEntry = v.object({
  /** What happened: Submitted, Offered, OfferAccepted, OfferDeclined, NoContractorAvailable, EstimateReceived, ProposalAccepted, ProposalDeclined, DepositPaid, Scheduled, Rescheduled, OnMyWay, Started, Completed, CancelationRequested, Canceled, Refunded, PaymentReceived, Reviewed… */
  type: v.string(),
  /** The step in a sentence for the customer, e.g. "Offered to Dave's Plumbing"; visit times in the caller's X-Timezone, zone named. */
  summary: v.string(),
  by: v.picklist(JOB_ROLES),
  contractor: v.nullable(ContractorRef),
  note: v.nullable(v.string()),
  at: DateTime,
});
export type JobTimelineEntry = v.InferOutput<typeof JobTimelineEntry>;

/** A contractor the job was offered to, and their answer so far. */
export const JobOffer = v.object({
  contractor: ContractorRef,
  distanceMiles: v.nullable(v.number()),
  state: AssignedAppointmentState,
  offeredAt: DateTime,
  respondedAt: v.nullable(DateTime),
  /** When the offer came to its state (offered, answered, estimated, booked, not chosen, done or canceled). */
  stateChangedAt: DateTime,
});
export type JobOffer = v.InferOutput<typeof JobOffer>;

/** A proposal as the job page lists it; the proposal view has the rest. */
export const JobProposalSummary = v.object({
  id: Uuid,
  contractor: ContractorRef,
  totalCents: Cents,
  depositCents: Cents,
  status: ProposalStatus,
  depositStatus: PaymentStatus,
  finalPaymentStatus: PaymentStatus,
  subsequentPaymentStatus: PaymentStatus,
  /** Extra work agreed on site and not paid yet: what the customer is asked before the card is. */
  subsequentPaymentCents: Cents,
  /** What the extra work not paid yet is, in the contractor's words, piece by piece (empty when none is owed). */
  subsequentPaymentDescription: v.string(),
  validUntil: v.nullable(DateTime),
  /** Why it was declined: the customer's words, or that another estimate was accepted (ANOTHER_ESTIMATE_ACCEPTED); null otherwise. */
  declineReason: v.nullable(v.string()),
  createdAt: DateTime,
});
export type JobProposalSummary = v.InferOutput<typeof JobProposalSummary>;

/** A payment the customer made on the job: its receipt. */
export const JobPayment = v.object({
  id: Uuid,
  /**
   * The provider's payment (its PaymentIntent), as the card step's return address names it
   * (`payment_intent`): the page coming back from a card step finds the payment it made by it.
   */
  paymentIntentId: v.optional(v.nullable(v.string())),
  kind: JobPaymentKind,
  jobProposalId: Uuid,
  /** Who it paid. */
  contractor: v.nullable(ContractorRef),
  amountCents: Cents,
  /** Paid, or Refunded once all of it went back (refundedCents says how much did). */
  status: PaymentStatus,
  /** The card that paid, once the provider said which. */
  card: v.nullable(CardSummary),
  paidAt: DateTime,
  refundedCents: Cents,
  refundedAt: v.nullable(DateTime),
  /** What it paid, line by line (a final payment and extra work paid in one card step), adding up to amountCents. */
  lines: v.optional(v.array(PaymentLine)),
});
export type JobPayment = v.InferOutput<typeof JobPayment>;

/** A photo of the job; its bytes come from GET /Files/{id}/public with the bearer token. */
export const JobPhoto = v.object({
  id: Uuid,
  fileName: v.string(),
  contentType: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
export type JobPhoto = v.InferOutput<typeof JobPhoto>;

/** The booked visit as the job page shows it. */
export const JobVisit = v.object({
  id: Uuid,
  contractor: ContractorRef,
  scheduledStart: DateTime,
  scheduledEnd: DateTime,
  status: AppointmentStatus,
  /** The last moment the customer may reschedule, or cancel with a full refund. */
  changeCutoff: DateTime,
  onMyWayAt: v.nullable(DateTime),
  startedAt: v.nullable(DateTime),
  completedAt: v.nullable(DateTime),
  rescheduleHistory: v.array(RescheduleEntry),
});
export type JobVisit = v.InferOutput<typeof JobVisit>;

/** The review of a completed job, requested or given. */
export const JobReviewSummary = v.object({
  id: Uuid,
  status: JobReviewStatus,
  rating: v.nullable(v.number()),
  text: v.string(),
  /** The last day it can be given (30 days after completion). */
  dueBy: DateTime,
  submittedAt: v.nullable(DateTime),
});
export type JobReviewSummary = v.InferOutput<typeof JobReviewSummary>;

/** The details page: the request with what has happened to it since. */
export const JobRequestDetails = v.object({
  ...JobRequest.entries,
  /** Why a Submitted request is not moving, e.g. "No contractor near 01772 is free for this yet; we keep looking." */
  dispatchNote: v.nullable(v.string()),
  photos: v.array(JobPhoto),
  timeline: v.array(JobTimelineEntry),
  offers: v.array(JobOffer),
  proposalCount: v.number(),
  proposals: v.array(JobProposalSummary),
  /** What the customer paid as a deposit and has not had back: what a cancelation would refund from. */
  depositPaidCents: Cents,
  /** Every payment made on the job, oldest first, as receipts. */
  payments: v.array(JobPayment),
  /** The booked visit, once scheduled. */
  appointmentId: v.nullable(Uuid),
  appointment: v.nullable(JobVisit),
  review: v.nullable(JobReviewSummary),
  /** The requested review's id while it is not written (POST /JobReviews/{id}/submit); whether it can be written now is `facts.reviewDueBy`'s, as the lifecycle machine reads it. */
  reviewId: v.nullable(Uuid),
});
export type JobRequestDetails = v.InferOutput<typeof JobRequestDetails>;

/** The answer to request-cancelation: where the job stands and what happens to the money, in words. */
export const CancelationResult = v.object({
  id: Uuid,
  status: JobRequestStatus,
  /** What is refunded now, in cents (0 when nothing was paid, or the contractor decides first). */
  refundCents: Cents,
  Message: v.string(),
});
export type CancelationResult = v.InferOutput<typeof CancelationResult>;

export const JobRequestsQuery = fields({
  Status: v.optional(JobRequestStatus),
  Name: v.optional(queryText()),
  ...listQuery(['createdAt', 'name', 'status']),
});
export type JobRequestsQuery = v.InferInput<typeof JobRequestsQuery>;
export const JobRequestsPage = paged(JobRequest);
export type JobRequestsPage = v.InferOutput<typeof JobRequestsPage>;

/** Photos a job request can carry. */
export const MAX_PHOTOS_PER_REQUEST = 10;

/**
 * POST /JobRequests: a signed-in customer's request; contact details come from their account. Its
 * preferred dates are today or later for the customer, and at most a year ahead, as on the public
 * form (`publicJobRequest`), and each is a different day.
 */
export const createJobRequest = (firstDay: () => string, lastDay?: () => string) =>
  fields({
    ...JobFields,
    name: requiredText('A short title', 120),
    preferredDates: v.optional(v.pipe(v.array(DateFromToday(firstDay, lastDay)), v.maxLength(3, 'Choose at most 3 preferred dates.'), EachDateOnce), []),
    /** Photos uploaded with POST /Files by the same user and not yet attached to a request. */
    photoIds: v.optional(v.pipe(v.array(Uuid), v.maxLength(MAX_PHOTOS_PER_REQUEST, `Add at most ${MAX_PHOTOS_PER_REQUEST} photos.`)), []),
    /** The contractor asked for (a contractor card's "Book a job"): offered the job first. */
    contractorId: v.optional(v.nullable(Uuid)),
  });
/** @public The body of `POST /JobRequests`, for clients of the API. */
export type CreateJobRequest = v.InferInput<ReturnType<typeof createJobRequest>>;

/** POST /JobRequests/{id}/schedule-visit: the first visit's start, one of the times GET …/visit-times answers. */
export const ScheduleVisit = fields({
  start: v.pipe(v.string('Choose a time.'), v.isoTimestamp('Choose a valid time.')),
});
export type ScheduleVisit = v.InferInput<typeof ScheduleVisit>;

export const RequestCancelation = fields({
  reason: requiredText('A reason', 1000, true),
});
export type RequestCancelation = v.InferInput<typeof RequestCancelation>;
