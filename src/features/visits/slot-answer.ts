import type { TimeSlot } from '../../../contract/appointments';
import { type ApiFailure, classifyHttpFailure, isApiFailure, toApiFailure } from '../../../machines/api-failure';

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * An API answer for the machines that choose a visit's time (first visit, reschedule): the data, or a
 * classified failure that keeps the day's fresh free times a 409 carries when the time was taken.
 */
export async function slotAnswer<T>(call: Promise<Answer<T>>): Promise<T> {
  let result: Answer<T>;
  try {
    result = await call;
  } catch (error) {
    throw isApiFailure(error) ? error : toApiFailure(error);
  }
  if (result.response.ok) return result.data as T;
  const failure: ApiFailure & { slots?: TimeSlot[] } = classifyHttpFailure({ status: result.response.status, body: result.error, retryAfter: result.response.headers.get('Retry-After') });
  const slots = (result.error as { slots?: unknown } | undefined)?.slots;
  throw Array.isArray(slots) ? { ...failure, slots: slots as TimeSlot[] } : failure;
}
