import { fromPromise } from 'xstate';
import type { TimeSlot } from '../../../contract/appointments';
import { classifyHttpFailure, isApiFailure, toApiFailure } from '../../../machines/api-failure';
import { type BookVisitInput, type FirstVisitFailure, firstVisitMachine, type LoadSlotsInput } from '../../../machines/first-visit.machine';
import { type ApiClient, api as appApi } from '../../api/client';

/**
 * The first-visit machine (machines/first-visit.machine.ts) with the API's calls: the booked
 * contractor's free times for the job, and the booking of one. A 409 whose time was taken carries
 * that day's free times, which the machine keeps; every other failure is classified as usual.
 */

type Answer<T> = { data?: T; error?: unknown; response: Response };

async function answer<T>(call: Promise<Answer<T>>): Promise<T> {
  let result: Answer<T>;
  try {
    result = await call;
  } catch (error) {
    throw isApiFailure(error) ? error : toApiFailure(error);
  }
  if (result.response.ok) return result.data as T;
  const failure: FirstVisitFailure = classifyHttpFailure({ status: result.response.status, body: result.error, retryAfter: result.response.headers.get('Retry-After') });
  const slots = (result.error as { slots?: unknown } | undefined)?.slots;
  throw Array.isArray(slots) ? { ...failure, slots: slots as TimeSlot[] } : failure;
}

export function firstVisitLogic(api: ApiClient = appApi) {
  return firstVisitMachine.provide({
    actors: {
      loadSlots: fromPromise<TimeSlot[], LoadSlotsInput>(async ({ input }) => {
        // The server answers the times it can book: from after the change cutoff, up to four weeks ahead.
        const found = await answer(api.GET('/JobRequests/{id}/visit-times', { params: { path: { id: input.jobRequestId } } }));
        return found.slots;
      }),
      bookVisit: fromPromise<unknown, BookVisitInput>(({ input }) =>
        answer(api.POST('/JobRequests/{id}/schedule-visit', { params: { path: { id: input.jobRequestId } }, body: { start: input.slot.start } })),
      ),
    },
  });
}
