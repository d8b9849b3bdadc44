import { JobAppointment, RescheduleAvailability, RescheduleAvailabilityQuery, RescheduleRequest } from '../../contract/appointments';
import { IdParams } from '../../contract/common';
import { JobReview, SubmitJobReview } from '../../contract/reviews';
import { requireUser } from '../auth/middleware';
import { errorResponses, json, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';

const appointmentDoc = laterFeatureDocs('Job appointments', { signedIn: true });
const reviewDoc = laterFeatureDocs('Job reviews', { signedIn: true });

export const appointmentsRoutes = router()
  .get(
    '/JobAppointments/:id/reschedule-availability',
    appointmentDoc('getRescheduleAvailability', 'Times the appointment could move to', {
      200: json(RescheduleAvailability, 'Free time slots'),
      ...errorResponses,
    }),
    requireUser,
    validate('param', IdParams),
    validate('query', RescheduleAvailabilityQuery),
    () => notAvailableYet('Rescheduling'),
  )
  .post(
    '/JobAppointments/:id/reschedule',
    appointmentDoc('rescheduleJobAppointment', 'Move the appointment to another time', {
      200: json(JobAppointment, 'The appointment at its new time'),
      ...errorResponses,
    }),
    requireUser,
    validate('param', IdParams),
    validate('json', RescheduleRequest),
    () => notAvailableYet('Rescheduling'),
  )
  .post(
    '/JobReviews/:id/submit',
    reviewDoc('submitJobReview', 'Rate the contractor after a completed job', { 200: json(JobReview, 'The submitted review'), ...errorResponses }),
    requireUser,
    validate('param', IdParams),
    validate('json', SubmitJobReview),
    () => notAvailableYet('Reviewing a job'),
  );
