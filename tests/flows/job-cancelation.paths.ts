import type { SnapshotFrom } from 'xstate';
import type { CancelationResult } from '../../contract/job-requests';
import { type ApiFailure, classifyHttpFailure, FAILURE_MESSAGES } from '../../machines/api-failure';
import { type JobCancelationMachine, jobCancelationMachine } from '../../machines/job-cancelation.machine';
import { NO_FACTS, refusalMessage } from '../../machines/job-lifecycle.machine';
import { JOB_ID } from '../../src/test/job-fixtures';
import { type ModelEvent, pathsFor } from './model';

/**
 * The paths through the cancelation machine: the machine-level model test
 * (job-cancelation.model.test.ts) and the UI path test (job-cancelation.ui.test.tsx) both walk these.
 */

export type Snapshot = SnapshotFrom<JobCancelationMachine>;

export const REASON = 'We found someone who can come sooner.';
/** Only spaces: not a reason. */
export const BLANK_REASON = '   ';

export const canceled: CancelationResult = {
  id: JOB_ID,
  status: 'Canceled',
  refundCents: 15000,
  Message: 'Your job request is canceled. Your $150.00 deposit will be refunded to your card within 5 to 10 business days.',
};

/** The job moved on meanwhile (another tab canceled it): the server's 409 says what it allows. */
export const refused: ApiFailure = { kind: 'unknown', status: 409, message: refusalMessage('Canceled', NO_FACTS, 'consumer', '2026-11-25T12:00:00.000Z') };
export const offline: ApiFailure = { kind: 'network', message: FAILURE_MESSAGES.network };
/** What the contract's check on the server finds in a reason the dialog let through. */
export const REASON_REFUSED = 'A reason must not contain control characters.';
export const reasonRefused: ApiFailure = classifyHttpFailure({
  status: 400,
  body: { type: 'https://datatracker.ietf.org/doc/html/rfc9457#section-3', title: 'Validation Error', status: 400, detail: 'One or more fields are not valid.', errors: { reason: [REASON_REFUSED] } },
});

/** When the customer opens the dialog: the job page's moment in the UI path test. */
export const OPENED_AT = '2026-11-25T12:00:00.000Z';

export const events: ModelEvent<JobCancelationMachine>[] = [
  { type: 'cancelation.start', at: OPENED_AT },
  { type: 'cancelation.continue' },
  { type: 'cancelation.back' },
  { type: 'cancelation.dismiss' },
  { type: 'cancelation.reasonChanged', value: BLANK_REASON },
  { type: 'cancelation.reasonChanged', value: REASON },
  { type: 'cancelation.confirm' },
  { type: 'cancelation.retry' },
  { type: 'xstate.done.actor.requestCancelation', output: canceled },
  { type: 'xstate.error.actor.requestCancelation', error: refused },
  { type: 'xstate.error.actor.requestCancelation', error: offline },
  { type: 'xstate.error.actor.requestCancelation', error: reasonRefused },
];

/** What the guard reads: whether a reason is typed. */
export const serializeState = (s: Snapshot) => JSON.stringify({ value: s.value, hasReason: s.context.reason.trim() !== '' });

export const inputs = { 'a job': { jobId: JOB_ID } };

export const paths = pathsFor(jobCancelationMachine, { events, serializeState, inputs });
