import { describeRoute } from 'hono-openapi';
import {
  AssignedAppointmentDecision,
  AssignedJobAppointment,
  AssignedJobAppointmentsPage,
  AssignedJobAppointmentsQuery,
  ContractorAction,
  MAX_ESTIMATE_CENTS,
  OfferVisitTimes,
  SubmitEstimate,
} from '../../contract/assigned-appointments';
import { DomainError, IdParams } from '../../contract/common';
import { authResponses, requireUserType } from '../auth/middleware';
import { badRequest, errorResponses, json, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { router } from '../app-bindings';
import { ESTIMATE_VALID_DAYS, MAX_ESTIMATE_VALID_DAYS } from '../jobs/assignments';
import { BOOKING_HORIZON_DAYS, SLOT_MINUTES } from '../visits/slots';
import { CARD_MAXIMUM_CENTS, CARD_MINIMUM_CENTS, EXTRA_WORK_WINDOW_DAYS, MAX_EXTRA_WORK_ADDITIONS } from '../../machines/job-lifecycle.machine';
import {
  acknowledgeCanceledHandler,
  decideHandler,
  getAssignment,
  listView,
  markBookingReadHandler,
  markReadHandler,
  offerTimesHandler,
  reportContractorActionHandler,
  submitEstimateHandler,
} from './assigned-appointments.handlers';

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

/** The scope names the role that may call: contractors only. */
const contractorSecurity = [{ bearer: ['Contractor'] }];
const forbidden = { 403: json(DomainError, 'The account is not a contractor’s') };
const refused = { 409: json(DomainError, 'The job’s state does not allow this step; the Message says what it allows') };

const doc = (operationId: string, summary: string, description: string, responses: Responses) =>
  describeRoute({
    operationId,
    tags: ['Assigned job appointments'],
    summary,
    description,
    security: contractorSecurity,
    responses: { ...responses, ...authResponses, ...forbidden },
  });

const contractorsOnly = requireUserType('Contractor');
/** An amount as the documentation writes it, e.g. "$999,999.99". */
const cardDollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const hidden = 'The street address, contact name and phone of the customer are null until the job is booked; the e-mail is never shared.';
const reviewed =
  'The review is null until the customer submits their review of the contractor’s work on the job (its rating, text and submittedAt, as their public profile shows them), and always null to a contractor off the job (Declined, Closed) or whose job was canceled.';

const view = (path: string, name: Parameters<typeof listView>[0], operationId: string, summary: string, description: string) =>
  [
    `/AssignedJobAppointments${path}`,
    doc(operationId, summary, `${description} Newest first unless OrderBy says otherwise. ${hidden} ${reviewed}`, { 200: json(AssignedJobAppointmentsPage, 'A page of assigned jobs') }),
    contractorsOnly,
    validate('query', AssignedJobAppointmentsQuery),
    listView(name),
  ] as const;

const answer = { 200: json(AssignedJobAppointment, 'The assigned job after the step'), ...errorResponses };

/** The contractors' mobile app API: jobs offered to the signed-in contractor, and what they do with them. */
export const assignedAppointmentsRoutes = router()
  .get(...view('', 'all', 'listAssignedJobAppointments', 'Every job offered to the signed-in contractor', 'Offers, estimates, bookings and past jobs alike.'))
  // The named views are registered before `/:id` so their names are not read as ids.
  .get(
    ...view(
      '/newly-booked',
      'newly-booked',
      'listNewlyBookedAssignedJobAppointments',
      'Jobs customers booked that the contractor has not marked as read',
      'Booked jobs until mark-booking-as-read; a rescheduled visit brings its job back.',
    ),
  )
  .get(
    ...view(
      '/canceled',
      'canceled',
      'listCanceledAssignedJobAppointments',
      'Cancelations to acknowledge',
      'Jobs the customer canceled that the contractor has not acknowledged, and booked jobs whose customer asks to cancel after the change cutoff (CancelationRequested): acknowledge-canceled approves those.',
    ),
  )
  .get(
    ...view(
      '/provide-response',
      'provide-response',
      'listAssignedJobAppointmentsAwaitingResponse',
      'Jobs waiting for the contractor to decline or estimate',
      'Offers not answered yet, and offers taken on whose estimate is not sent.',
    ),
  )
  .get(...view('/completed', 'completed', 'listCompletedAssignedJobAppointments', 'Finished jobs', 'Jobs the contractor completed.'))
  .get(
    '/AssignedJobAppointments/:id',
    doc('getAssignedJobAppointment', 'One assigned job', `Another contractor’s assignment answers 404, as an unknown one does. ${hidden} ${reviewed}`, {
      200: json(AssignedJobAppointment, 'The assigned job'),
      ...errorResponses,
    }),
    contractorsOnly,
    validate('param', IdParams),
    getAssignment,
  )
  .post(
    '/AssignedJobAppointments/:id/mark-as-read',
    doc('markAssignedJobAppointmentAsRead', 'Mark an offered job as seen', 'Answers the job as it is; marking twice changes nothing.', answer),
    contractorsOnly,
    validate('param', IdParams),
    markReadHandler,
  )
  .post(
    '/AssignedJobAppointments/:id/mark-booking-as-read',
    doc('markAssignedJobAppointmentBookingAsRead', 'Mark a new booking as seen', 'Takes the job off the newly-booked view until its visit is moved. 409 for a job that is not booked.', {
      ...answer,
      ...refused,
    }),
    contractorsOnly,
    validate('param', IdParams),
    markBookingReadHandler,
  )
  .post(
    '/AssignedJobAppointments/:id/acknowledge-canceled',
    doc(
      'acknowledgeCanceledAssignedJobAppointment',
      'Acknowledge a cancelation, or approve one the customer asked for',
      'On a canceled job it records that the contractor saw it. On a booked job whose customer asked to cancel after the change cutoff (job status CancelationRequested) it approves the cancelation: the job and the visit are canceled, the late-cancelation share of a paid deposit is due back to the customer (said in the job’s timeline) and the customer is texted. 409 otherwise, with what the job allows.',
      { ...answer, ...refused },
    ),
    contractorsOnly,
    validate('param', IdParams),
    ...idempotent,
    acknowledgeCanceledHandler,
  )
  .post(
    '/AssignedJobAppointments/:id/decisions',
    doc(
      'decideAssignedJobAppointment',
      'Take the job on or pass',
      'Accept takes the offer on, to estimate it; Decline passes it, with an optional note for the record, and the job is offered to the next nearest contractor. 409 once the offer is no longer open.',
      { ...answer, ...refused },
    ),
    contractorsOnly,
    validate('param', IdParams),
    validate('json', AssignedAppointmentDecision),
    ...idempotent,
    decideHandler,
  )
  .post(
    '/AssignedJobAppointments/:id/contractor-action',
    doc(
      'reportContractorAction',
      'Report progress from the job site, or add extra work',
      `OnMyWay (the customer gets a text), StartJob and CompleteJob, in that order, on a booked job with a scheduled visit; CompleteJob makes the final payment due and asks the customer for a review. AddExtraWork, once the work has started, bills \`amountCents\` (at least $${(CARD_MINIMUM_CENTS / 100).toFixed(2)}, the smallest amount a card can be charged) for \`description\` to the customer as a subsequent payment, at most ${MAX_EXTRA_WORK_ADDITIONS} times a job and until ${EXTRA_WORK_WINDOW_DAYS} days after it is completed; the extra work not yet paid is one payment, so it adds up to at most ${cardDollars(CARD_MAXIMUM_CENTS)}, the most a card can be charged (else a Validation Error at amountCents). 409 for a step out of order, with what the job allows.`,
      { ...answer, ...refused },
    ),
    contractorsOnly,
    validate('param', IdParams),
    validate('json', ContractorAction),
    ...idempotent,
    reportContractorActionHandler,
  )
  .post(
    '/AssignedJobAppointments/:id/submit-estimate',
    doc(
      'submitAssignedJobEstimate',
      'Send the customer a priced estimate',
      `Lines from the products-and-services catalogue (by id: the catalogue’s title, price, tax rate and kind, the contractor’s quantity) or free lines; the catalogue’s lines that go on every proposal of the trade (a trip charge) are added when missing. A customer’s membership takes its discount (labor percent, trip charge waived). The deposit may be at most one third of the total after the discount, what the customer pays (Massachusetts law, M.G.L. c. 142A): a deposit over it is refused at depositCents with that limit in dollars, never lowered to it, and one within it is kept as asked. The estimate totals at most ${cardDollars(MAX_ESTIMATE_CENTS)}, the most a card can be charged in one payment (else a Validation Error at lineItems). It becomes a job proposal valid for ${ESTIMATE_VALID_DAYS} days unless validUntil says otherwise (up to ${MAX_ESTIMATE_VALID_DAYS} days ahead), and the customer is texted, and e-mailed the written proposal (lines, total, deposit, validity) at the job’s contact e-mail, else the account’s. 409 when the offer is no longer open.`,
      {
        ...answer,
        400: badRequest('A Validation Error keyed by field: a line, the deposit, or validUntil'),
        ...refused,
      },
    ),
    contractorsOnly,
    validate('param', IdParams),
    validate('json', SubmitEstimate),
    ...idempotent,
    submitEstimateHandler,
  )
  .post(
    '/AssignedJobAppointments/:id/offer-times',
    doc(
      'offerAssignedJobVisitTimes',
      'Offer the customer times for the first visit',
      `On a booked job whose first visit is not booked yet (OfferTimes in availableActions), for instance when the calendar shows no free time: each time a ${SLOT_MINUTES / 60}-hour arrival window (its end ${SLOT_MINUTES / 60} hours after its start, as every visit is), at least 24 hours ahead and on a day at most ${BOOKING_HORIZON_DAYS} days ahead (as far as the customer’s calendar books), from 7:00 AM to 9:00 PM Eastern time on a day the provider is open, clear of the contractor’s other visits, and each start offered once (else a Validation Error at that time’s field, such as times.0.start or times.0.end). The times are kept in time order; the customer is texted them, with the zone named, and chooses one. 409 when the job takes no times, with what the job allows.`,
      { ...answer, ...refused },
    ),
    contractorsOnly,
    validate('param', IdParams),
    validate('json', OfferVisitTimes),
    ...idempotent,
    offerTimesHandler,
  );
