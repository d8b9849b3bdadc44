import * as v from 'valibot';
import { DateTime, fields, IsoDate, rangeQuery, rangesInOrder, Uuid } from './common';
import { ContractorRef } from './contractors';

export const APPOINTMENT_STATUSES = ['Scheduled', 'InProgress', 'Completed', 'Canceled'] as const;
export const AppointmentStatus = v.picklist(APPOINTMENT_STATUSES);
export type AppointmentStatus = v.InferOutput<typeof AppointmentStatus>;

export const RescheduleEntry = v.object({
  fromStart: DateTime,
  fromEnd: DateTime,
  toStart: DateTime,
  toEnd: DateTime,
  requestedBy: v.picklist(['Consumer', 'Contractor', 'SystemManager']),
  reason: v.string(),
  at: DateTime,
});

/** The booked visit for an accepted proposal. */
export const JobAppointment = v.object({
  id: Uuid,
  jobRequestId: Uuid,
  jobProposalId: Uuid,
  contractor: ContractorRef,
  scheduledStart: DateTime,
  scheduledEnd: DateTime,
  status: AppointmentStatus,
  /** The last moment the customer may move the visit online (24 hours before it), or cancel it with a full refund. */
  changeCutoff: DateTime,
  rescheduleHistory: v.array(RescheduleEntry),
});
export type JobAppointment = v.InferOutput<typeof JobAppointment>;

/**
 * Which days to offer, as dates in the X-Timezone of the request (the provider's zone without one);
 * either end may be left open. Slots are offered from tomorrow, up to four weeks ahead.
 */
export const RescheduleAvailabilityQuery = v.pipe(fields({ ...rangeQuery('Date', IsoDate) }), rangesInOrder('Date'));
export type RescheduleAvailabilityQuery = v.InferInput<typeof RescheduleAvailabilityQuery>;

/** An arrival window the contractor can come in, as UTC instants. */
export const TimeSlot = v.object({ start: DateTime, end: DateTime });
export type TimeSlot = v.InferOutput<typeof TimeSlot>;
export const RescheduleAvailability = v.object({
  /** The IANA zone the slots were laid out in: the provider's (America/New_York), where the contractors work. */
  timezone: v.string(),
  /** Free slots in time order. */
  slots: v.array(TimeSlot),
});
export type RescheduleAvailability = v.InferOutput<typeof RescheduleAvailability>;

export const RescheduleRequest = v.pipe(
  fields({
    start: v.pipe(v.string('Choose a start time.'), v.isoTimestamp('Choose a valid start time.')),
    end: v.pipe(v.string('Choose an end time.'), v.isoTimestamp('Choose a valid end time.')),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'The reason must be 1000 characters or fewer.')), ''),
  }),
  v.forward(
    // Only two valid times are compared: a start that is not one has its own message.
    v.partialCheck([['start'], ['end']], (x) => !(Date.parse(x.end) <= Date.parse(x.start)), 'The end must be after the start.'),
    ['end'],
  ),
);
export type RescheduleRequest = v.InferInput<typeof RescheduleRequest>;

/**
 * The 409 of a booking whose time is not free (taken meanwhile), or of a move to the time the visit
 * already has: what to say, and the free slots of that day as they are now, to choose another.
 */
export const SlotTaken = v.object({
  Message: v.string(),
  Errors: v.optional(v.array(v.string())),
  slots: v.array(TimeSlot),
});
export type SlotTaken = v.InferOutput<typeof SlotTaken>;
