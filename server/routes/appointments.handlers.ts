import type * as v from 'valibot';
import type { RescheduleAvailabilityQuery, RescheduleRequest } from '../../contract/appointments';
import type { IdParams } from '../../contract/common';
import { PROVIDER_TIME_ZONE } from '../../contract/forms';
import type { SubmitJobReview } from '../../contract/reviews';
import type { AuthBindings } from '../app-bindings';
import type { RouteHandler } from '../lib/handler';
import { rescheduleAvailability, rescheduleVisit } from '../visits/reschedule';
import { submitReview } from '../visits/reviews';
import { SlotTaken } from '../visits/schedule';
import { toSlot } from '../visits/slots';

type Id = v.InferOutput<typeof IdParams>;
type AvailabilityQuery = v.InferOutput<typeof RescheduleAvailabilityQuery>;
type RescheduleBody = v.InferOutput<typeof RescheduleRequest>;
type ReviewBody = v.InferOutput<typeof SubmitJobReview>;

export const getRescheduleAvailability: RouteHandler<AuthBindings, { param: Id; query: AvailabilityQuery }> = async (c) => {
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
  const slots = await rescheduleAvailability(c.var.db, {
    userId: c.var.user.id,
    appointmentId: id,
    range: { from: q['Date.From'], to: q['Date.To'], timeZone: c.req.header('X-Timezone') },
    now: c.var.now(),
    providerPhone: c.var.env.VITE_PROVIDER_PHONE,
  });
  return c.json({ timezone: PROVIDER_TIME_ZONE, slots: slots.map(toSlot) }, 200);
};

export const rescheduleJobAppointment: RouteHandler<AuthBindings, { param: Id; json: RescheduleBody }> = async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  try {
    const appointment = await rescheduleVisit(c.var.db, {
      userId: c.var.user.id,
      appointmentId: id,
      start: body.start,
      end: body.end,
      reason: body.reason,
      timeZone: c.req.header('X-Timezone'),
      now: c.var.now(),
      providerPhone: c.var.env.VITE_PROVIDER_PHONE,
    });
    return c.json(appointment, 200);
  } catch (err) {
    if (err instanceof SlotTaken) return c.json({ Message: err.message, slots: err.slots }, 409);
    throw err;
  }
};

export const submitJobReview: RouteHandler<AuthBindings, { param: Id; json: ReviewBody }> = async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  return c.json(await submitReview(c.var.db, { userId: c.var.user.id, reviewId: id, rating: body.rating, text: body.text, now: c.var.now() }), 200);
};
