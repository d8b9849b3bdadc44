import { fromPromise } from 'xstate';
import { jobCancelationMachine } from '../../../machines/job-cancelation.machine';
import { requestCancelation } from './job-requests.api';

/** The cancelation machine with the API call, and `jobChanged` reading the job again (`router.invalidate()`). */
export function cancelationLogic(jobChanged: () => void) {
  return jobCancelationMachine.provide({
    actors: {
      requestCancelation: fromPromise(({ input }) => requestCancelation(input.jobId, input.reason)),
    },
    actions: { jobChanged },
  });
}
