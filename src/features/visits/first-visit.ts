import { fromPromise } from 'xstate';
import type { TimeSlot } from '../../../contract/appointments';
import { type BookVisitInput, firstVisitMachine, type LoadSlotsInput } from '../../../machines/first-visit.machine';
import { type ApiClient, api as appApi } from '../../api/client';
import { slotAnswer } from './slot-answer';

/**
 * The first-visit machine (machines/first-visit.machine.ts) with the API's calls: the booked
 * contractor's free times for the job, and the booking of one. A 409 whose time was taken carries
 * that day's free times, which the machine keeps; every other failure is classified as usual.
 */

export function firstVisitLogic(api: ApiClient = appApi) {
  return firstVisitMachine.provide({
    actors: {
      loadSlots: fromPromise<TimeSlot[], LoadSlotsInput>(async ({ input }) => {
        // The server answers the times it can book: from after the change cutoff, up to four weeks ahead.
        const found = await slotAnswer(api.GET('/JobRequests/{id}/visit-times', { params: { path: { id: input.jobRequestId } } }));
        return found.slots;
      }),
      bookVisit: fromPromise<unknown, BookVisitInput>(({ input }) =>
        slotAnswer(
          api.POST('/JobRequests/{id}/schedule-visit', {
            params: { path: { id: input.jobRequestId }, header: { 'idempotency-key': input.idempotencyKey } },
            body: { start: input.slot.start },
          }),
        ),
      ),
    },
  });
}
