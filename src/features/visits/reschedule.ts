import { fromPromise } from 'xstate';
import type { TimeSlot } from '../../../contract/appointments';
import { classifyHttpFailure, isApiFailure, toApiFailure } from '../../../machines/api-failure';
import { type LoadAvailabilityInput, type RescheduleFailure, type RescheduleRequestInput, rescheduleMachine } from '../../../machines/reschedule.machine';
import { type ApiClient, api as appApi } from '../../api/client';

/**
 * The reschedule machine (machines/reschedule.machine.ts) with the API's calls. A 409 SlotTaken
 * carries the day's free slots, which the machine keeps; every other failure is classified as usual.
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
  const failure: RescheduleFailure = classifyHttpFailure({ status: result.response.status, body: result.error, retryAfter: result.response.headers.get('Retry-After') });
  const slots = (result.error as { slots?: unknown } | undefined)?.slots;
  throw Array.isArray(slots) ? { ...failure, slots: slots as TimeSlot[] } : failure;
}

export function rescheduleLogic(api: ApiClient = appApi) {
  return rescheduleMachine.provide({
    actors: {
      loadAvailability: fromPromise<TimeSlot[], LoadAvailabilityInput>(async ({ input }) => {
        const found = await answer(
          api.GET('/JobAppointments/{id}/reschedule-availability', { params: { path: { id: input.appointmentId }, query: { 'Date.From': input.from, 'Date.To': input.to } } }),
        );
        return found.slots;
      }),
      reschedule: fromPromise<unknown, RescheduleRequestInput>(({ input }) =>
        answer(api.POST('/JobAppointments/{id}/reschedule', { params: { path: { id: input.appointmentId } }, body: { start: input.slot.start, end: input.slot.end, reason: input.reason } })),
      ),
    },
  });
}
