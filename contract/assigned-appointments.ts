import * as v from 'valibot';
import { Cents, DateTime, fields, IsoDate, listQuery, paged, Uuid } from './common';
import { AppointmentStatus, TimeSlot } from './appointments';
import { TradeRef } from './catalogue';
import { ContractorReview } from './contractors';
import { ASSIGNMENT_STATES, JOB_REQUEST_STATUSES } from './job-lifecycle';
import { LineItemKind, PaymentStatus, ProposalLineItem, proposalTotals, ProposalStatus } from './proposals';

/** The states of the assignment machine in machines/job-lifecycle.machine.ts (contract/job-lifecycle.ts names them). */
export const AssignedAppointmentState = v.picklist(ASSIGNMENT_STATES);
export type AssignedAppointmentState = v.InferOutput<typeof AssignedAppointmentState>;

/**
 * What the contractor can do to an assigned job now, as the lifecycle machines decide it (the mobile
 * app's buttons): each names the call that does it, `Accept`/`Decline` (decisions), `SubmitEstimate`,
 * `OnMyWay`/`StartJob`/`CompleteJob`/`AddExtraWork` (contractor-action) and `ApproveCancelation`
 * (acknowledge-canceled on a job whose customer asked to cancel).
 */
export const ASSIGNED_JOB_ACTIONS = ['Accept', 'Decline', 'SubmitEstimate', 'OfferTimes', 'OnMyWay', 'StartJob', 'CompleteJob', 'AddExtraWork', 'ApproveCancelation'] as const;
export const AssignedJobAction = v.picklist(ASSIGNED_JOB_ACTIONS);
export type AssignedJobAction = v.InferOutput<typeof AssignedJobAction>;

/** The contractor's own estimate, as the customer received it (a job proposal). */
export const AssignedJobProposal = v.object({
  id: Uuid,
  status: ProposalStatus,
  lineItems: v.array(ProposalLineItem),
  subtotalCents: Cents,
  /** Taken off by the customer's membership; `discountDescription` says what it is. */
  discountCents: Cents,
  discountDescription: v.string(),
  taxCents: Cents,
  totalCents: Cents,
  /** What the contractor asked as a deposit. One over its limit is refused, never lowered, so `depositCents` is the same (less only on estimates stored when a discount lowered the deposit). */
  requestedDepositCents: Cents,
  depositCents: Cents,
  depositStatus: PaymentStatus,
  finalPaymentCents: Cents,
  finalPaymentStatus: PaymentStatus,
  /** Extra work agreed on site (contractor-action AddExtraWork). */
  subsequentPaymentCents: Cents,
  subsequentPaymentStatus: PaymentStatus,
  subsequentPaymentDescription: v.string(),
  notes: v.string(),
  validUntil: v.nullable(DateTime),
  createdAt: DateTime,
});
export type AssignedJobProposal = v.InferOutput<typeof AssignedJobProposal>;

/** The booked visit, with the progress the contractor reported. */
export const AssignedJobVisit = v.object({
  id: Uuid,
  scheduledStart: DateTime,
  scheduledEnd: DateTime,
  status: AppointmentStatus,
  onMyWayAt: v.nullable(DateTime),
  startedAt: v.nullable(DateTime),
  completedAt: v.nullable(DateTime),
});
export type AssignedJobVisit = v.InferOutput<typeof AssignedJobVisit>;

/**
 * The customer's review of the contractor's work on the job, in the words and stars their public
 * profile shows (GET /Contractors/{id}/reviews): a rating of 1 to 5 and the text, which may be empty.
 */
export const AssignedJobReview = v.object({
  rating: ContractorReview.entries.rating,
  text: ContractorReview.entries.text,
  /** When the customer submitted it. */
  submittedAt: DateTime,
});
export type AssignedJobReview = v.InferOutput<typeof AssignedJobReview>;

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
    /**
     * The job as the customer follows it; CancelationRequested means the customer asks to cancel and the contractor decides.
     * To a contractor off the job (Declined, Closed) it shows nothing of what the customer and the booked contractor do:
     * the job's status while contractors are still asked to estimate it, then Accepted once any contractor is booked,
     * whatever follows (the visit, the work, a cancelation).
     */
    status: v.picklist(JOB_REQUEST_STATUSES),
    /** The customer's reason, once they canceled or asked to; null to a contractor off the job (Declined, Closed), whose business it no longer is. */
    cancelationReason: v.nullable(v.string()),
    /** The customer's photos, in their order: GET /Files/{id}/public. None once the contractor declined the job, whose photos are then no longer theirs to see. */
    photoIds: v.array(Uuid),
    /** The street address and the customer's contact details are shared once the job is booked; never the e-mail. */
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
  /** The estimate's total after any membership discount. */
  estimateCents: v.nullable(Cents),
  estimateSubmittedAt: v.nullable(DateTime),
  /** The live visit's window (what `OrderBy=scheduledStart` orders by); null when there is none, a canceled visit's included. */
  scheduledStart: v.nullable(DateTime),
  scheduledEnd: v.nullable(DateTime),
  proposal: v.nullable(AssignedJobProposal),
  visit: v.nullable(AssignedJobVisit),
  availableActions: v.array(AssignedJobAction),
  completedAt: v.nullable(DateTime),
  /**
   * The customer's review of this contractor's work on the job: null until the customer submits it
   * (a review asked for on completion and not given yet is none), and always null to a contractor off
   * the job (Declined, Closed) or whose job was canceled (Canceled).
   */
  review: v.nullable(AssignedJobReview),
  createdAt: DateTime,
});
export type AssignedJobAppointment = v.InferOutput<typeof AssignedJobAppointment>;

/** Newest first unless OrderBy says otherwise; `scheduledStart` orders by the visit's time, jobs without one last. */
export const AssignedJobAppointmentsQuery = fields({ ...listQuery(['createdAt', 'state', 'scheduledStart']) });
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

export const CONTRACTOR_ACTIONS = ['OnMyWay', 'StartJob', 'CompleteJob', 'AddExtraWork'] as const;

/** Progress reported from the job site, or extra work agreed there (billed to the customer as a subsequent payment). */
export const ContractorAction = v.pipe(
  fields({
    action: v.picklist(CONTRACTOR_ACTIONS, 'Choose OnMyWay, StartJob, CompleteJob or AddExtraWork.'),
    note,
    /** AddExtraWork only: what the extra work costs, tax included. */
    amountCents: v.optional(
      v.pipe(
        v.number('Enter an amount.'),
        v.integer('Amounts are whole cents.'),
        v.minValue(1, 'The amount must be more than $0.'),
        v.maxValue(10_000_000, 'Extra work can be at most $100,000.'),
      ),
    ),
    /** AddExtraWork only: what the extra work is, as the customer will read it. */
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'The description must be 1000 characters or fewer.'))),
  }),
  v.forward(
    v.partialCheck([['action'], ['amountCents']], (x) => x.action !== 'AddExtraWork' || x.amountCents !== undefined, 'Enter the amount of the extra work.'),
    ['amountCents'],
  ),
  v.forward(
    v.partialCheck([['action'], ['description']], (x) => x.action !== 'AddExtraWork' || !!x.description, 'Describe the extra work.'),
    ['description'],
  ),
);
export type ContractorAction = v.InferInput<typeof ContractorAction>;

/**
 * POST /AssignedJobAppointments/{id}/offer-times: times the customer can choose the first visit from,
 * when the calendar shows none free. Each is a visit's 2-hour arrival window (end = start + 2 hours)
 * from 7:00 AM to 9:00 PM Eastern time; the server keeps them in time order.
 */
export const OfferVisitTimes = fields({
  times: v.pipe(v.array(TimeSlot), v.minLength(1, 'Offer at least one time.'), v.maxLength(10, 'Offer at most 10 times.')),
});
export type OfferVisitTimes = v.InferInput<typeof OfferVisitTimes>;

/** The most of one line's unit an estimate takes: far above any home job's hours, feet or pieces. */
export const MAX_QUANTITY = 10_000;

/** Whether `q` is a whole number of hundredths: what a line's amount is priced from, to the cent. */
const isHundredths = (q: number) => Math.round(q * 100) / 100 === q;

/**
 * One line of an estimate: an item of the products-and-services catalogue (`productsAndServicesItemId`,
 * whose title, price, tax rate and kind the server takes from the catalogue; the contractor sets the
 * quantity) or a free line with its own title and price.
 */
export const EstimateLine = v.pipe(
  fields({
    productsAndServicesItemId: v.optional(v.nullable(Uuid)),
    /** What a free line is for: a membership's labor discount applies to Labor lines and may waive a TripCharge. Other when not given. */
    kind: v.optional(LineItemKind),
    title: v.optional(v.pipe(v.string('Each line needs a title.'), v.trim(), v.maxLength(200, 'A title must be 200 characters or fewer.'))),
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'A description must be 1000 characters or fewer.')), ''),
    /** How many of the unit: more than 0, at most `MAX_QUANTITY`, in hundredths at most (1.5 hours, 0.25 of a load). */
    quantity: v.optional(
      v.pipe(
        v.number('Enter a quantity.'),
        v.gtValue(0, 'The quantity must be more than 0.'),
        v.maxValue(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY.toLocaleString('en-US')}.`),
        // One message for a quantity that is out of range already.
        v.check((q) => q <= 0 || q > MAX_QUANTITY || isHundredths(q), 'A quantity can have at most two decimals, such as 1.5 or 0.25.'),
      ),
      1,
    ),
    unitPriceCents: v.optional(
      v.pipe(
        v.number('Enter a price.'),
        v.integer('Prices are whole cents.'),
        v.minValue(0, 'Prices cannot be negative.'),
        v.maxValue(100_000_000, 'A price can be at most $1,000,000.'),
      ),
    ),
    taxRate: v.optional(v.pipe(v.number('Enter the tax rate as a number, such as 0.0625.'), v.minValue(0, 'Tax rates start at 0.'), v.maxValue(0.25, 'A tax rate is a fraction up to 0.25.')), 0),
  }),
  v.forward(
    v.partialCheck([['productsAndServicesItemId'], ['title']], (l) => !!l.productsAndServicesItemId || !!l.title, 'Each line needs a title.'),
    ['title'],
  ),
  v.forward(
    v.partialCheck([['productsAndServicesItemId'], ['unitPriceCents']], (l) => !!l.productsAndServicesItemId || l.unitPriceCents !== undefined, 'Enter a price.'),
    ['unitPriceCents'],
  ),
);
export type EstimateLine = v.InferInput<typeof EstimateLine>;

/**
 * The most an estimate may total: what one card payment can take (`CARD_MAXIMUM_CENTS` in
 * machines/job-lifecycle.machine.ts), so that its deposit and its final payment, each a part of it,
 * can be paid. Far above any home job.
 */
export const MAX_ESTIMATE_CENTS = 99_999_999;
export const MAX_ESTIMATE_MESSAGE = 'An estimate can total at most $999,999.99, the most a card can be charged in one payment.';

/**
 * The contractor's priced offer; it becomes a job proposal for the customer. The server adds the
 * catalogue's lines that go on every proposal of the trade (a trip charge) and the customer's
 * membership discount, and refuses a deposit over one third of the total the customer will pay, naming
 * that limit (`depositCapMessage`). Only the server knows that total, even of free lines (an added
 * trip charge raises it, a discount lowers it), so the deposit's limit is judged there, not here.
 */
export const SubmitEstimate = v.pipe(
  fields({
    lineItems: v.pipe(v.array(EstimateLine), v.minLength(1, 'Add at least 1 line.'), v.maxLength(50, 'Add at most 50 lines.')),
    depositCents: v.pipe(v.number('Enter a deposit.'), v.integer('Amounts are whole cents.'), v.minValue(0, 'The deposit cannot be negative.')),
    notes: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000, 'The notes must be 4000 characters or fewer.')), ''),
    /** The last day the customer may accept it (`YYYY-MM-DD`, the provider's calendar), today up to a year from today; 30 days from today when not given. */
    validUntil: v.optional(IsoDate),
  }),
  // A card must be able to take every payment of the total; the catalogue's lines are priced by the server, which checks the whole.
  v.forward(
    v.partialCheck(
      [['lineItems']],
      (x) => proposalTotals(x.lineItems.filter((l) => !l.productsAndServicesItemId).map((l) => ({ ...l, unitPriceCents: l.unitPriceCents ?? 0 }))).totalCents <= MAX_ESTIMATE_CENTS,
      MAX_ESTIMATE_MESSAGE,
    ),
    ['lineItems'],
  ),
);
export type SubmitEstimate = v.InferInput<typeof SubmitEstimate>;
