import { IdParams } from '../../contract/common';
import { createJobRequest, JobRequest, JobRequestDetails, JobRequestsPage, JobRequestsQuery, RequestCancelation } from '../../contract/job-requests';
import { requireUser } from '../auth/middleware';
import { errorResponses, json, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';
import { validateWithVisitorDates } from '../lib/visitor-dates';

const doc = laterFeatureDocs('Job requests', { signedIn: true });

export const jobRequestsRoutes = router()
  .get(
    '/JobRequests',
    doc('listJobRequests', "The signed-in customer's job requests", { 200: json(JobRequestsPage, 'A page of job requests') }),
    requireUser,
    validate('query', JobRequestsQuery),
    () => notAvailableYet('Listing job requests'),
  )
  .post(
    '/JobRequests',
    doc('createJobRequest', 'Ask for a job to be done', { 201: json(JobRequest, 'The new job request') }),
    requireUser,
    validateWithVisitorDates(createJobRequest),
    () => notAvailableYet('Creating a job request'),
  )
  .get(
    '/JobRequests/:id',
    doc('getJobRequest', 'One job request with its progress', { 200: json(JobRequestDetails, 'The job request'), ...errorResponses }),
    requireUser,
    validate('param', IdParams),
    () => notAvailableYet('Viewing a job request'),
  )
  .post(
    '/JobRequests/:id/request-cancelation',
    doc('requestJobRequestCancelation', 'Cancel a job request, or ask to once a contractor is booked', {
      200: json(JobRequest, 'The job request after the request'),
      ...errorResponses,
    }),
    requireUser,
    validate('param', IdParams),
    validate('json', RequestCancelation),
    () => notAvailableYet('Canceling a job request'),
  );

