import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, numeric, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { trades } from './catalogue';
import { at, cents, createdAt, id, updatedAt } from './columns';
import { contractors } from './contractors';
import { users } from './identity';

/**
 * A job request moves Submitted → Dispatched (sent to contractors) → Proposed (an estimate is in) →
 * Accepted (deposit paid) → Scheduled → Completed; it can be Canceled, or wait in CancelationRequested
 * while a contractor is already booked.
 */
export const jobRequestStatuses = [
  'Submitted',
  'Dispatched',
  'Proposed',
  'Accepted',
  'Scheduled',
  'Completed',
  'CancelationRequested',
  'Canceled',
] as const;
export type JobRequestStatus = (typeof jobRequestStatuses)[number];

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
    /** A short title the customer recognises, e.g. "Leaking kitchen faucet". */
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
    status: text({ enum: jobRequestStatuses }).notNull().default('Submitted'),
    cancelationReason: text(),
    cancelationRequestedAt: at(),
    canceledAt: at(),
    completedAt: at(),
    /** When the contact details and street address were removed (account deletion); the job history stays. */
    anonymizedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.status), index().on(t.tradeId)],
);

/**
 * One job request offered to one contractor (the mobile app's inbox). The contractor answers
 * (accept/decline) and may submit an estimate, which becomes a job proposal.
 */
export const assignedAppointmentStates = ['Offered', 'Accepted', 'Declined', 'Estimated', 'Booked', 'Completed', 'Canceled'] as const;
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
    state: text({ enum: assignedAppointmentStates }).notNull().default('Offered'),
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
  (t) => [unique().on(t.jobRequestId, t.contractorId), index().on(t.contractorId, t.state)],
);

export interface ProposalLineItem {
  productsAndServicesItemId: string | null;
  title: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  taxRate: number;
  /** quantity × unitPriceCents, rounded to the cent, before tax. */
  amountCents: number;
}

export const proposalStatuses = ['Pending', 'Accepted', 'Declined', 'Withdrawn', 'Expired'] as const;
export const paymentStatuses = ['NotDue', 'Due', 'Processing', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

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
    taxCents: cents().notNull().default(0),
    totalCents: cents().notNull(),
    depositCents: cents().notNull().default(0),
    depositStatus: text({ enum: paymentStatuses }).notNull().default('NotDue'),
    finalPaymentCents: cents().notNull().default(0),
    finalPaymentStatus: text({ enum: paymentStatuses }).notNull().default('NotDue'),
    /** Extra work agreed after the job started, billed on top of the total. */
    subsequentPaymentCents: cents().notNull().default(0),
    subsequentPaymentStatus: text({ enum: paymentStatuses }).notNull().default('NotDue'),
    notes: text().notNull().default(''),
    status: text({ enum: proposalStatuses }).notNull().default('Pending'),
    validUntil: at(),
    decidedAt: at(),
    declineReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.jobRequestId),
    check('job_proposals_amounts', sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
    // Massachusetts (M.G.L. c. 142A) caps a home-improvement deposit at one third of the contract price.
    check('job_proposals_deposit_at_most_one_third', sql`${t.depositCents} >= 0 and ${t.depositCents} * 3 <= ${t.totalCents}`),
    check('job_proposals_deposit_plus_final_is_total', sql`${t.depositCents} + ${t.finalPaymentCents} = ${t.totalCents}`),
    check('job_proposals_subsequent_not_negative', sql`${t.subsequentPaymentCents} >= 0`),
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

export const appointmentStatuses = ['Scheduled', 'InProgress', 'Completed', 'Canceled'] as const;

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
    status: text({ enum: appointmentStatuses }).notNull().default('Scheduled'),
    rescheduleHistory: jsonb().$type<RescheduleEntry[]>().notNull().default([]),
    completedAt: at(),
    canceledAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.contractorId, t.scheduledStart),
    check('job_appointments_end_after_start', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
  ],
);

export const jobReviewStatuses = ['Requested', 'Submitted', 'Published', 'Hidden'] as const;

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
    status: text({ enum: jobReviewStatuses }).notNull().default('Requested'),
    submittedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('job_reviews_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`)],
);
