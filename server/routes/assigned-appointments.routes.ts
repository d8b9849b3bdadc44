import {
  AssignedAppointmentDecision,
  AssignedJobAppointment,
  AssignedJobAppointmentsPage,
  AssignedJobAppointmentsQuery,
  ContractorAction,
  SubmitEstimate,
} from '../../contract/assigned-appointments';
import { IdParams } from '../../contract/common';
import { requireUser } from '../auth/middleware';
import { errorResponses, json, router, validate } from '../lib/http';
import { notAvailableYet } from '../lib/not-available';
import { laterFeatureDocs } from '../lib/route-docs';

const doc = laterFeatureDocs('Assigned job appointments', { signedIn: true });
const what = 'The contractor job inbox';

const view = (path: string, operationId: string, summary: string) =>
  [
    `/AssignedJobAppointments${path}`,
    doc(operationId, summary, { 200: json(AssignedJobAppointmentsPage, 'A page of assigned jobs') }),
    requireUser,
    validate('query', AssignedJobAppointmentsQuery),
    () => notAvailableYet(what),
  ] as const;

const action = (path: string, operationId: string, summary: string) =>
  [
    `/AssignedJobAppointments/:id/${path}`,
    doc(operationId, summary, { 200: json(AssignedJobAppointment, 'The assigned job after the action'), ...errorResponses }),
    requireUser,
    validate('param', IdParams),
    () => notAvailableYet(what),
  ] as const;

const actionWithBody = <T extends Parameters<typeof validate>[1]>(path: string, operationId: string, summary: string, body: T) =>
  [
    `/AssignedJobAppointments/:id/${path}`,
    doc(operationId, summary, { 200: json(AssignedJobAppointment, 'The assigned job after the action'), ...errorResponses }),
    requireUser,
    validate('param', IdParams),
    validate('json', body),
    () => notAvailableYet(what),
  ] as const;

/** The contractors' mobile app API: jobs offered to the signed-in contractor. */
export const assignedAppointmentsRoutes = router()
  .get(...view('', 'listAssignedJobAppointments', 'Every job offered to the signed-in contractor'))
  // The named views are registered before `/:id` so their names are not read as ids.
  .get(...view('/newly-booked', 'listNewlyBookedAssignedJobAppointments', 'Jobs customers booked that the contractor has not seen yet'))
  .get(...view('/canceled', 'listCanceledAssignedJobAppointments', 'Jobs customers canceled'))
  .get(...view('/provide-response', 'listAssignedJobAppointmentsAwaitingResponse', 'Jobs waiting for the contractor to accept, decline or estimate'))
  .get(...view('/completed', 'listCompletedAssignedJobAppointments', 'Finished jobs'))
  .get(
    '/AssignedJobAppointments/:id',
    doc('getAssignedJobAppointment', 'One assigned job', { 200: json(AssignedJobAppointment, 'The assigned job'), ...errorResponses }),
    requireUser,
    validate('param', IdParams),
    () => notAvailableYet(what),
  )
  .post(...action('mark-as-read', 'markAssignedJobAppointmentAsRead', 'Mark an offered job as seen'))
  .post(...action('mark-booking-as-read', 'markAssignedJobAppointmentBookingAsRead', 'Mark a new booking as seen'))
  .post(...action('acknowledge-canceled', 'acknowledgeCanceledAssignedJobAppointment', 'Acknowledge that the customer canceled'))
  .post(...actionWithBody('decisions', 'decideAssignedJobAppointment', 'Take the job on or pass', AssignedAppointmentDecision))
  .post(...actionWithBody('contractor-action', 'reportContractorAction', 'Report progress from the job site', ContractorAction))
  .post(...actionWithBody('submit-estimate', 'submitAssignedJobEstimate', 'Send the customer a priced estimate', SubmitEstimate));
