import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ASSIGNMENT_STATES, JOB_REQUEST_STATUSES, JOB_ROLES } from '../../../contract/job-lifecycle';
import { PAYMENT_STATUSES, PROPOSAL_STATUSES, type LineItemKind } from '../../../contract/proposals';
import { APPOINTMENT_STATUSES } from '../../../contract/appointments';
import { JOB_REVIEW_STATUSES } from '../../../contract/reviews';
import { trades } from './catalogue';
import { at, cents, createdAt, id, updatedAt } from './columns';
import { contractorReviews, contractors } from './contractors';
import { files } from './files';
import { users } from './identity';

export type { JobRequestStatus } from '../../../contract/job-lifecycle';

export const jobRequestSources = ['Account', 'PublicForm'] as const;

export const jobRequests = pgTable(
  'job_requests',
  {
    id: id(),
    /** Null for requests sent from the public Book A Job form by someone without an account. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    tradeId: uuid()
      .notNull()
      .references(() => trades.id),
    /** A short title the customer recognizes, e.g. "Leaking kitchen faucet". */
    name: text().notNull(),
    description: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull().default('MA'),
    zipCode: text().notNull(),
    /** ISO dates (YYYY-MM-DD) the customer would like the work done, best first. */
    preferredDates: jsonb().$type<string[]>().notNull().default([]),
    contactName: text(),
    contactPhone: text(),
    contactEmail: text(),
    source: text({ enum: jobRequestSources }).notNull().default('Account'),
    /** The statuses of machines/job-lifecycle.machine.ts; only that machine decides a change. */
    status: text({ enum: JOB_REQUEST_STATUSES }).notNull().default('Submitted'),
    /** The contractor the customer asked for (a contractor card's "Book a job"): offered the job first. */
    requestedContractorId: uuid().references(() => contractors.id, { onDelete: 'set null' }),
    cancelationReason: text(),
    cancelationRequestedAt: at(),
    canceledAt: at(),
    completedAt: at(),
    /** When the contact details and street address were removed (account deletion); the job history stays. */
    anonymizedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.status),
    index().on(t.tradeId),
    // A public request is linked to the account its (verified) phone number later signs up with.
    index('job_requests_unclaimed_phone_idx')
      .on(t.contactPhone)
      .where(sql`${t.userId} is null`),
  ],
);

/** What has happened to a job request, for its timeline: one row per step, never changed. */
export const jobRequestEvents = pgTable(
  'job_request_events',
  {
    id: id(),
    jobRequestId: uuid()
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    /** What happened, e.g. `Submitted`, `Offered`, `OfferDeclined`, `EstimateReceived`, `DepositPaid`, `Rescheduled`. */
    type: text().notNull(),
    /** Who did it. */
    by: text({ enum: JOB_ROLES }).notNull(),
    /** The contractor it concerns, if any. */
    contractorId: uuid().references(() => contractors.id, { onDelete: 'set null' }),
    /** A reason or note given with the step, in the words of whoever gave it. */
    note: text(),
    /** Facts of the step the timeline shows (amounts, times). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.jobRequestId, t.at)],
);

/** The photos of a job request, in the order the customer added them. */
export const jobRequestPhotos = pgTable(
  'job_request_photos',
  {
    jobRequestId: uuid()
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobRequestId, t.fileId] })],
);

/**
 * One job request offered to one contractor (the mobile app's inbox). The contractor answers
 * (accept/decline) and may submit an estimate, which becomes a job proposal.
 */
export const contractorResponses = ['Accepted', 'Declined'] as const;

export const assignedJobAppointments = pgTable(
  'assigned_job_appointments',
  {
    id: id(),
    jobRequestId: uuid()
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    contractorId: uuid()
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    /** The states of the assignment machine in machines/job-lifecycle.machine.ts. */
    state: text({ enum: ASSIGNMENT_STATES }).notNull().default('Offered'),
    /** When the assignment came to its state: the customer's job page dates each contractor's answer by it. */
    stateChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Distance from the contractor's base to the job when it was dispatched. */
    distanceMiles: numeric({ precision: 6, scale: 2, mode: 'number' }),
    /** Set when the customer books this contractor; cleared by mark-booking-as-read. */
    isNewlyBooked: boolean().notNull().default(false),
    readAt: at(),
    bookingReadAt: at(),
    canceledAt: at(),
    canceledAcknowledgedAt: at(),
    contractorResponse: text({ enum: contractorResponses }),
    respondedAt: at(),
    responseNote: text(),
    estimateCents: cents(),
    estimateNote: text(),
    estimateSubmittedAt: at(),
    completedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The inbox's pages, newest first, in every view and in none (docs/performance.md, "Signed-in reads").
  // The canceled view's filter needs the job (a booked assignment whose customer asks to cancel), so
  // it has an index of the assignments it can show, its contractor's open work: walked along all of
  // them, a contractor's five years of assignments were read with a job each to find none.
  (t) => [
    unique().on(t.jobRequestId, t.contractorId),
    index().on(t.contractorId, t.state, t.createdAt),
    index().on(t.contractorId, t.createdAt),
    index('assigned_job_appointments_canceled_view_index')
      .on(t.contractorId, t.createdAt)
      .where(sql`(${t.state} = 'Canceled' and ${t.canceledAcknowledgedAt} is null) or ${t.state} = 'Booked'`),
  ],
);

export interface ProposalLineItem {
  productsAndServicesItemId: string | null;
  /** Labor is what a labor discount applies to; a trip charge is what a membership may waive. */
  kind: LineItemKind;
  title: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  taxRate: number;
  /** quantity × unitPriceCents, rounded to the cent, before tax. */
  amountCents: number;
  /** What the customer's membership took off this line (`priceProposal`); absent on lines priced without one. */
  discountCents?: number;
}

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A contractor's priced offer for a job request; the customer accepts it by paying the deposit. */
export const jobProposals = pgTable(
  'job_proposals',
  {
    id: id(),
    jobRequestId: uuid()
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    contractorId: uuid()
      .notNull()
      .references(() => contractors.id),
    assignedJobAppointmentId: uuid().references(() => assignedJobAppointments.id, { onDelete: 'set null' }),
    lineItems: jsonb().$type<ProposalLineItem[]>().notNull().default([]),
    subtotalCents: cents().notNull(),
    /** Taken off the subtotal by the customer's membership (labor discount, waived trip charge). */
    discountCents: cents().notNull().default(0),
    /** What the discount is, in words: "Residential Plus: 10% off labor, no trip charge". */
    discountDescription: text().notNull().default(''),
    taxCents: cents().notNull().default(0),
    totalCents: cents().notNull(),
    /** The deposit the contractor asked for: `depositCents`, as one over the limit is refused; more only on rows stored when a discount lowered the deposit. */
    requestedDepositCents: cents().notNull().default(0),
    depositCents: cents().notNull().default(0),
    depositStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('NotDue'),
    finalPaymentCents: cents().notNull().default(0),
    finalPaymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('NotDue'),
    /** Extra work agreed after the job started, billed on top of the total. */
    subsequentPaymentCents: cents().notNull().default(0),
    subsequentPaymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('NotDue'),
    /** What the extra work is, as the contractor described it. */
    subsequentPaymentDescription: text().notNull().default(''),
    /** How many times extra work was added: the lifecycle machine bounds it (`JobFacts.extraWorkAdded`). */
    extraWorkAdditions: integer().notNull().default(0),
    notes: text().notNull().default(''),
    status: text({ enum: PROPOSAL_STATUSES }).notNull().default('Pending'),
    validUntil: at(),
    /** When the customer accepted; the contractor is booked once the deposit is paid. */
    acceptedAt: at(),
    decidedAt: at(),
    declineReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.jobRequestId),
    check(
      'job_proposals_amounts',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents} and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents}`,
    ),
    // Massachusetts (M.G.L. c. 142A) caps a home-improvement deposit at one third of the contract price.
    check('job_proposals_deposit_at_most_one_third', sql`${t.depositCents} >= 0 and ${t.depositCents} * 3 <= ${t.totalCents}`),
    check('job_proposals_deposit_plus_final_is_total', sql`${t.depositCents} + ${t.finalPaymentCents} = ${t.totalCents}`),
    check('job_proposals_subsequent_not_negative', sql`${t.subsequentPaymentCents} >= 0`),
    check('job_proposals_extra_work_additions_not_negative', sql`${t.extraWorkAdditions} >= 0`),
  ],
);

export interface RescheduleEntry {
  fromStart: string;
  fromEnd: string;
  toStart: string;
  toEnd: string;
  requestedBy: 'Consumer' | 'Contractor' | 'SystemManager';
  reason: string;
  at: string;
}

/** The booked visit for an accepted proposal. */
export const jobAppointments = pgTable(
  'job_appointments',
  {
    id: id(),
    jobRequestId: uuid()
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    jobProposalId: uuid()
      .notNull()
      .unique()
      .references(() => jobProposals.id),
    contractorId: uuid()
      .notNull()
      .references(() => contractors.id),
    scheduledStart: at().notNull(),
    scheduledEnd: at().notNull(),
    status: text({ enum: APPOINTMENT_STATUSES }).notNull().default('Scheduled'),
    rescheduleHistory: jsonb().$type<RescheduleEntry[]>().notNull().default([]),
    onMyWayAt: at(),
    startedAt: at(),
    completedAt: at(),
    canceledAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.jobRequestId),
    index().on(t.contractorId, t.scheduledStart),
    // Slots lie on one grid per contractor, so two live visits of one contractor never share a start.
    uniqueIndex('job_appointments_one_visit_per_slot')
      .on(t.contractorId, t.scheduledStart)
      .where(sql`${t.status} <> 'Canceled'`),
    check('job_appointments_end_after_start', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
    // A visit is a slot of a working day, so the calendar finds the visits overlapping some dates among
    // those starting a day before them, in the index's range (server/visits/slots.ts), and not among
    // every visit the contractor has had: change the two together.
    check('job_appointments_within_a_day', sql`${t.scheduledEnd} <= ${t.scheduledStart} + interval '1 day'`),
  ],
);

/** The review a customer is asked for when a job is completed. */
export const jobReviews = pgTable(
  'job_reviews',
  {
    id: id(),
    jobAppointmentId: uuid()
      .notNull()
      .unique()
      .references(() => jobAppointments.id, { onDelete: 'cascade' }),
    jobRequestId: uuid()
      .notNull()
      .references(() => jobRequests.id, { onDelete: 'cascade' }),
    contractorId: uuid()
      .notNull()
      .references(() => contractors.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    rating: smallint(),
    text: text().notNull().default(''),
    status: text({ enum: JOB_REVIEW_STATUSES }).notNull().default('Requested'),
    submittedAt: at(),
    /** The contractor's public review this one became when it was published. */
    contractorReviewId: uuid()
      .unique()
      .references(() => contractorReviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.jobRequestId), check('job_reviews_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`)],
);
