import * as v from 'valibot';
import { Cents, DateTime, fields, IsoDate, listQuery, paged, Uuid } from './common';
import { TradeRef } from './catalogue';
import { ASSIGNMENT_STATES } from './job-lifecycle';
import { maxDepositCents, proposalTotals } from './proposals';

/** The states of the assignment machine in machines/job-lifecycle.machine.ts (contract/job-lifecycle.ts names them). */
export const AssignedAppointmentState = v.picklist(ASSIGNMENT_STATES);
export type AssignedAppointmentState = v.InferOutput<typeof AssignedAppointmentState>;

export const AssignedJobAppointment = v.object({
  id: Uuid,
  state: AssignedAppointmentState,
  jobRequest: v.object({
    id: Uuid,
    name: v.string(),
    description: v.string(),
    trade: TradeRef,
    city: v.string(),
    zipCode: v.string(),
    preferredDates: v.array(v.string()),
    /** The street address and the customer's contact details are shared once the job is booked. */
    address: v.nullable(v.string()),
    contactName: v.nullable(v.string()),
    contactPhone: v.nullable(v.string()),
  }),
  distanceMiles: v.nullable(v.number()),
  isRead: v.boolean(),
  isNewlyBooked: v.boolean(),
  isBookingRead: v.boolean(),
  canceledAt: v.nullable(DateTime),
  isCanceledAcknowledged: v.boolean(),
  contractorResponse: v.nullable(v.picklist(['Accepted', 'Declined'])),
  responseNote: v.nullable(v.string()),
  estimateCents: v.nullable(Cents),
  estimateSubmittedAt: v.nullable(DateTime),
  scheduledStart: v.nullable(DateTime),
  scheduledEnd: v.nullable(DateTime),
  createdAt: DateTime,
});
export type AssignedJobAppointment = v.InferOutput<typeof AssignedJobAppointment>;

export const AssignedJobAppointmentsQuery = v.object({ ...listQuery(['createdAt', 'state']) });
export type AssignedJobAppointmentsQuery = v.InferInput<typeof AssignedJobAppointmentsQuery>;
export const AssignedJobAppointmentsPage = paged(AssignedJobAppointment);
export type AssignedJobAppointmentsPage = v.InferOutput<typeof AssignedJobAppointmentsPage>;

const note = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'The note must be 1000 characters or fewer.')));

/** The contractor takes the job on or passes. */
export const AssignedAppointmentDecision = fields({
  decision: v.picklist(['Accept', 'Decline'], 'Choose Accept or Decline.'),
  note,
});
export type AssignedAppointmentDecision = v.InferInput<typeof AssignedAppointmentDecision>;

/** Progress reported from the job site. */
export const ContractorAction = fields({
  action: v.picklist(['OnMyWay', 'StartJob', 'CompleteJob'], 'Choose OnMyWay, StartJob or CompleteJob.'),
  note,
});
export type ContractorAction = v.InferInput<typeof ContractorAction>;

export const EstimateLine = fields({
  productsAndServicesItemId: v.optional(v.nullable(Uuid)),
  title: v.pipe(v.string('Each line needs a title.'), v.trim(), v.nonEmpty('Each line needs a title.'), v.maxLength(200)),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  quantity: v.pipe(v.number('Enter a quantity.'), v.gtValue(0, 'The quantity must be more than 0.'), v.maxValue(100_000)),
  unitPriceCents: v.pipe(v.number('Enter a price.'), v.integer('Prices are whole cents.'), v.minValue(0, 'Prices cannot be negative.')),
  taxRate: v.optional(v.pipe(v.number(), v.minValue(0, 'Tax rates start at 0.'), v.maxValue(0.25, 'A tax rate is a fraction up to 0.25.')), 0),
});

/** The contractor's priced offer; it becomes a job proposal for the customer. */
export const SubmitEstimate = v.pipe(
  fields({
    lineItems: v.pipe(v.array(EstimateLine), v.minLength(1, 'Add at least 1 line.'), v.maxLength(50, 'Add at most 50 lines.')),
    depositCents: v.pipe(v.number('Enter a deposit.'), v.integer('Amounts are whole cents.'), v.minValue(0, 'The deposit cannot be negative.')),
    notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000)), ''),
    validUntil: v.optional(IsoDate),
  }),
  v.forward(
    v.partialCheck(
      [['lineItems'], ['depositCents']],
      (x) => x.depositCents <= maxDepositCents(proposalTotals(x.lineItems).totalCents),
      'The deposit can be at most one third of the total (Massachusetts law).',
    ),
    ['depositCents'],
  ),
);
export type SubmitEstimate = v.InferInput<typeof SubmitEstimate>;
