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
  rescheduleHistory: v.array(RescheduleEntry),
});
export type JobAppointment = v.InferOutput<typeof JobAppointment>;

/** Which days to offer; interpreted in the X-Timezone of the request. */
export const RescheduleAvailabilityQuery = v.pipe(v.object({ ...rangeQuery('Date', IsoDate) }), rangesInOrder('Date'));
export type RescheduleAvailabilityQuery = v.InferInput<typeof RescheduleAvailabilityQuery>;

export const TimeSlot = v.object({ start: DateTime, end: DateTime });
export const RescheduleAvailability = v.object({
  /** The IANA zone the slots were laid out in. */
  timezone: v.string(),
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
    v.partialCheck([['start'], ['end']], (x) => Date.parse(x.end) > Date.parse(x.start), 'The end must be after the start.'),
    ['end'],
  ),
);
export type RescheduleRequest = v.InferInput<typeof RescheduleRequest>;
