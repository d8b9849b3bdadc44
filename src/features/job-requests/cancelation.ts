import { fromPromise } from 'xstate';
import { jobCancelationMachine } from '../../../machines/job-cancelation.machine';
import { keepVisitMachine } from '../../../machines/keep-visit.machine';
import { requestCancelation, withdrawCancelation } from './job-requests.api';

/** The cancelation machine with the API call, and `jobChanged` reading the job again (`router.invalidate()`). */
export function cancelationLogic(jobChanged: () => void) {
  return jobCancelationMachine.provide({
    actors: {
      requestCancelation: fromPromise(({ input }) => requestCancelation(input)),
    },
    actions: { jobChanged },
  });
}

/** The keep-the-visit machine with the API call, and `jobChanged` reading the job again. */
export function keepVisitLogic(jobChanged: () => void) {
  return keepVisitMachine.provide({
    actors: {
      withdrawCancelation: fromPromise(({ input }) => withdrawCancelation(input)),
    },
    actions: { jobChanged },
  });
}
