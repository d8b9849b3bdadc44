import { fromPromise } from 'xstate';
import type { TimeSlot } from '../../../contract/appointments';
import { type LoadAvailabilityInput, type RescheduleRequestInput, rescheduleMachine } from '../../../machines/reschedule.machine';
import { type ApiClient, api as appApi } from '../../api/client';
import { slotAnswer } from './slot-answer';

/**
 * The reschedule machine (machines/reschedule.machine.ts) with the API's calls. A 409 SlotTaken
 * carries the day's free slots, which the machine keeps; every other failure is classified as usual.
 */

export function rescheduleLogic(api: ApiClient = appApi) {
  return rescheduleMachine.provide({
    actors: {
      loadAvailability: fromPromise<TimeSlot[], LoadAvailabilityInput>(async ({ input }) => {
        const found = await slotAnswer(
          api.GET('/JobAppointments/{id}/reschedule-availability', { params: { path: { id: input.appointmentId }, query: { 'Date.From': input.from, 'Date.To': input.to } } }),
        );
        return found.slots;
      }),
      reschedule: fromPromise<unknown, RescheduleRequestInput>(({ input }) =>
        slotAnswer(
          api.POST('/JobAppointments/{id}/reschedule', {
            params: { path: { id: input.appointmentId }, header: { 'idempotency-key': input.idempotencyKey } },
            body: { start: input.slot.start, end: input.slot.end, reason: input.reason },
          }),
        ),
      ),
    },
  });
}
