import { describeRoute, resolver } from 'hono-openapi';
import { DomainError, IdParams, ValidationProblem } from '../../contract/common';
import { PROVIDER_TIME_ZONE } from '../../contract/forms';
import { RescheduleAvailability, SlotTaken } from '../../contract/appointments';
import { CancelationResult, createJobRequest, JobRequest, JobRequestDetails, JobRequestsPage, JobRequestsQuery, RequestCancelation, ScheduleVisit } from '../../contract/job-requests';
import { authResponses, customersOnly, securityFor, requireSignedUp } from '../auth/middleware';
import { errorResponses, json, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { validateWithVisitorDates } from '../lib/visitor-dates';
import {
  createJobRequestHandler,
  getJobRequest,
  getJobRequestVisitTimes,
  JOB_REQUESTS_PER_DAY,
  JOB_REQUESTS_PER_HOUR,
  keepJobRequestVisit,
  LATE_CANCELATIONS_PER_DAY,
  LATE_CANCELATIONS_PER_HOUR,
  listJobRequests,
  requestJobRequestCancelation,
  scheduleJobRequestVisit,
} from './job-requests.handlers';
import { router } from '../app-bindings';

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;

const forbidden = { 403: json(DomainError, 'The profile is not completed, or the account is not a customer’s') };

const doc = (operationId: string, summary: string, description: string, responses: Responses) =>
  describeRoute({ operationId, tags: ['Job requests'], summary, description, security: securityFor('Consumer'), responses: { ...responses, ...authResponses, ...forbidden } });

/** What a contractor is told on a job request and on its estimates: their jobs are the mobile app's assigned appointments. */
export const JOB_REQUESTS_ARE_FOR_CUSTOMERS = 'Job requests are for customer accounts. Contractors find their jobs in the mobile app.';

/** A signed-up customer (spec section 6). */
const requireCustomer = [requireSignedUp, customersOnly(JOB_REQUESTS_ARE_FOR_CUSTOMERS)] as const;

const claims =
  'Requests sent from the public Book A Job form with the account’s phone number (verified at sign-in) and no account are this account’s: those sent before are claimed at sign-in, later ones when they are sent.';

/** The job's page is read in the customer's browser, beside its visit shown in the browser's zone. */
const timelineTimes = `The timeline’s summaries give visit times in the caller’s X-Timezone, naming the zone; in the provider’s (${PROVIDER_TIME_ZONE}) when X-Timezone is missing or not a time zone.`;

export const jobRequestsRoutes = router()
  .get(
    '/JobRequests',
    doc('listJobRequests', "The signed-in customer's job requests", `Newest first unless OrderBy says otherwise; Name matches part of the title. ${claims}`, {
      200: json(JobRequestsPage, 'A page of job requests'),
    }),
    ...requireCustomer,
    validate('query', JobRequestsQuery),
    listJobRequests,
  )
  .post(
    '/JobRequests',
    doc(
      'createJobRequest',
      'Ask for a job to be done',
      `Contact details come from the account. The zip code must be one the provider serves; the photos must be the caller’s own uploads not yet on a request. The request is offered at once to the nearest contractors of its trade (the one named in contractorId first, when they do that trade). At most ${JOB_REQUESTS_PER_HOUR} requests an hour and ${JOB_REQUESTS_PER_DAY} a day per account.`,
      {
        201: json(JobRequest, 'The new job request'),
        400: {
          description: 'A Validation Error keyed by field, also for a zip code not served (zipCode) and for photos that are not the caller’s unattached uploads (photoIds)',
          content: { 'application/problem+json': { schema: resolver(ValidationProblem) } },
        },
        404: json(DomainError, 'The service or the contractor was not found'),
        429: json(DomainError, 'Too many requests from this account; Retry-After says when to try again'),
      },
    ),
    ...requireCustomer,
    validateWithVisitorDates(createJobRequest),
    ...idempotent,
    createJobRequestHandler,
  )
  .get(
    '/JobRequests/:id',
    doc('getJobRequest', 'One job request with its progress', `Another customer’s request answers 404, as an unknown one does. ${claims} ${timelineTimes}`, {
      200: json(JobRequestDetails, 'The job request'),
      ...errorResponses,
    }),
    ...requireCustomer,
    validate('param', IdParams),
    getJobRequest,
  )
  .post(
    '/JobRequests/:id/request-cancelation',
    doc(
      'requestJobRequestCancelation',
      'Cancel a job request, or ask to once a contractor is booked',
      `Ends it at once while no visit is booked or before the change cutoff; after the cutoff it becomes CancelationRequested and the contractor decides. The answer says what happens to a paid deposit. 409 when the job’s state allows no cancelation, with what it allows. At most ${LATE_CANCELATIONS_PER_HOUR} asks after the cutoff an hour and ${LATE_CANCELATIONS_PER_DAY} a day per account; canceling outright and keeping the visit are not counted.`,
      {
        200: json(CancelationResult, 'Where the job stands and what is refunded'),
        ...errorResponses,
        409: json(DomainError, 'The job cannot be canceled in its state'),
        429: json(DomainError, 'Too many asks to cancel after the cutoff from this account; Retry-After says when to try again'),
      },
    ),
    ...requireCustomer,
    validate('param', IdParams),
    validate('json', RequestCancelation),
    ...idempotent,
    requestJobRequestCancelation,
  )
  .post(
    '/JobRequests/:id/keep-visit',
    doc(
      'keepJobRequestVisit',
      'Keep the visit: withdraw a cancelation asked after the cutoff',
      'While the contractor has not decided and the visit has not started (CancelationRequested), the request is withdrawn and the visit stands; the contractor is told. 409 otherwise, with what the job allows.',
      { 200: json(JobRequestDetails, 'The job request, its visit kept'), ...errorResponses, 409: json(DomainError, 'There is no cancelation to withdraw now') },
    ),
    ...requireCustomer,
    validate('param', IdParams),
    ...idempotent,
    keepJobRequestVisit,
  )
  .get(
    '/JobRequests/:id/visit-times',
    doc(
      'getJobRequestVisitTimes',
      'The times the first visit can be booked at',
      'The times the contractor offered, else the booked contractor’s free slots from 24 hours ahead (a visit is never booked inside its own change cutoff) up to four weeks. Empty when none: the job’s facts then say what happens next.',
      { 200: json(RescheduleAvailability, 'Times in time order'), ...errorResponses },
    ),
    ...requireCustomer,
    validate('param', IdParams),
    getJobRequestVisitTimes,
  )
  .post(
    '/JobRequests/:id/schedule-visit',
    doc(
      'scheduleJobRequestVisit',
      'Book the first visit at a time the customer chose',
      'Once the contractor is booked (the deposit paid, or none asked) and no visit holds a time. 409 with the lifecycle’s words when the job takes no booking now or the time is less than 24 hours away; 409 with the free times left on the chosen day (in X-Timezone) when the time is not free.',
      {
        200: json(JobRequestDetails, 'The job request with its visit'),
        ...errorResponses,
        409: { description: 'The time is not free (slots holds the chosen day’s free ones, Message says why), or the job takes no booking now or the time is too soon (the lifecycle’s words)', content: { 'application/json': { schema: resolver(SlotTaken) } } },
      },
    ),
    ...requireCustomer,
    validate('param', IdParams),
    validate('json', ScheduleVisit),
    ...idempotent,
    scheduleJobRequestVisit,
  );
