import { describeRoute } from 'hono-openapi';
import { JobAppointment, RescheduleAvailability, RescheduleAvailabilityQuery, RescheduleRequest, SlotTaken } from '../../contract/appointments';
import { DomainError, IdParams } from '../../contract/common';
import { JobReview, SubmitJobReview } from '../../contract/reviews';
import { CHANGE_CUTOFF_HOURS, REVIEW_WINDOW_DAYS } from '../../machines/job-lifecycle.machine';
import { authResponses, customersOnly, securityFor, requireSignedUp } from '../auth/middleware';
import { errorResponses, json, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { RESCHEDULES_PER_HOUR } from '../visits/reschedule';
import { BOOKING_HORIZON_DAYS, SLOT_MINUTES } from '../visits/slots';
import { getRescheduleAvailability, rescheduleJobAppointment, submitJobReview } from './appointments.handlers';
import { router } from '../app-bindings';

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

const forbidden = { 403: json(DomainError, 'The profile is not completed, or the account is not a customer’s') };

const doc = (tag: string) => (operationId: string, summary: string, description: string, responses: Responses) =>
  describeRoute({ operationId, tags: [tag], summary, description, security: securityFor('Consumer'), responses: { ...responses, ...errorResponses, ...authResponses, ...forbidden } });
const appointmentDoc = doc('Job appointments');
const reviewDoc = doc('Job reviews');

/**
 * Visits are moved and reviewed by the customer who booked them. A contractor is told so with 403
 * rather than 404, whereas whose appointment an id is stays a secret (another customer's answers 404,
 * as an unknown id does).
 */
const requireCustomer = [
  requireSignedUp,
  customersOnly('Only the customer who booked a visit can reschedule or review it. Contractors find their jobs in the mobile app.'),
] as const;

const slots = `Slots are ${SLOT_MINUTES / 60}-hour arrival windows within the contractor's working hours, laid out in the provider's zone (America/New_York) and answered as UTC instants, from tomorrow up to ${BOOKING_HORIZON_DAYS / 7} weeks ahead, less the contractor's other visits.`;

export const appointmentsRoutes = router()
  .get(
    '/JobAppointments/:id/reschedule-availability',
    appointmentDoc(
      'getRescheduleAvailability',
      'Times the appointment could move to',
      `${slots} Date.From and Date.To are days in the caller's X-Timezone; either may be left open. Only the customer who booked the visit may ask (another customer's appointment answers 404); 409 when it can no longer be moved online.`,
      {
        200: json(RescheduleAvailability, 'Free time slots'),
        409: json(DomainError, `The visit cannot be moved now: less than ${CHANGE_CUTOFF_HOURS} hours away (the message says whom to call), or no longer scheduled`),
      },
    ),
    ...requireCustomer,
    validate('param', IdParams),
    validate('query', RescheduleAvailabilityQuery),
    getRescheduleAvailability,
  )
  .post(
    '/JobAppointments/:id/reschedule',
    appointmentDoc(
      'rescheduleJobAppointment',
      'Move the appointment to another time',
      `Up to ${CHANGE_CUTOFF_HOURS} hours before the visit, to one of the free slots (GET reschedule-availability). The move is kept in the visit's history with the reason, and the contractor is texted. A slot taken meanwhile, or the time the visit already has (the same move confirmed again), answers 409 with the free slots of that day (in X-Timezone) and changes nothing. At most ${RESCHEDULES_PER_HOUR} moves an hour per account, over all its visits.`,
      {
        200: json(JobAppointment, 'The appointment at its new time'),
        409: json(SlotTaken, `The slot is not free or is already the visit's (slots holds the day's free ones, Message says why), or the visit cannot be moved now (past the ${CHANGE_CUTOFF_HOURS}-hour cutoff: the message says whom to call)`),
        429: json(DomainError, 'Too many moves from this account; Retry-After says when to try again'),
      },
    ),
    ...requireCustomer,
    validate('param', IdParams),
    validate('json', RescheduleRequest),
    ...idempotent,
    rescheduleJobAppointment,
  )
  .post(
    '/JobReviews/:id/submit',
    reviewDoc(
      'submitJobReview',
      'Rate the contractor after a completed job',
      `Once per completed job, by the customer who booked it, within ${REVIEW_WINDOW_DAYS} days of completion. The review is published on the contractor's profile with the customer's first name and last initial and the job's trade, and the contractor's rating counts it at once.`,
      {
        200: json(JobReview, 'The submitted review'),
        409: json(DomainError, `Already reviewed, the job is not completed, or more than ${REVIEW_WINDOW_DAYS} days have passed since it was`),
      },
    ),
    ...requireCustomer,
    validate('param', IdParams),
    validate('json', SubmitJobReview),
    ...idempotent,
    submitJobReview,
  );
