import type { SnapshotFrom } from 'xstate';
import type { TimeSlot } from '../../contract/appointments';
import type { RescheduleInput, RescheduleMachine, SentMove } from '../../machines/reschedule.machine';
import { rescheduleMachine } from '../../machines/reschedule.machine';
import type { SlotFailure } from '../../machines/visit-slots';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor, pathThrough } from './model';

/**
 * The paths through the reschedule machine: the machine-level model test (reschedule.model.test.ts)
 * and the UI path test (reschedule.ui.test.tsx) both walk these. The customer is in New York.
 */

export type Snapshot = SnapshotFrom<RescheduleMachine>;

export const TIME_ZONE = 'America/New_York';
export const APPOINTMENT_ID = '3c6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10';

/** `YYYY-MM-DD` of an instant in the customer's zone. */
export const dayIn = (timeZone: string) => (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

const slot = (start: string): TimeSlot => ({ start, end: new Date(Date.parse(start) + 2 * 60 * 60 * 1000).toISOString() });

/** Booked now: Tuesday, December 1, 2026, 10 AM to noon in New York. */
export const CURRENT = slot('2026-12-01T15:00:00.000Z');
/** Wednesday the 2nd at 8 AM and 2 PM; Thursday the 3rd at 10 AM. */
export const WED_8 = slot('2026-12-02T13:00:00.000Z');
export const WED_2 = slot('2026-12-02T19:00:00.000Z');
export const THU_10 = slot('2026-12-03T15:00:00.000Z');
export const SLOTS = [WED_8, WED_2, THU_10];
export const WEDNESDAY = '2026-12-02';
export const THURSDAY = '2026-12-03';
export const REASON = 'I work from home on Wednesdays.';

export const input: RescheduleInput = { appointmentId: APPOINTMENT_ID, current: CURRENT, from: '2026-11-26', to: '2026-12-23', dayOf: dayIn(TIME_ZONE) };

export const PAST_CUTOFF = 'A visit can be moved online until 24 hours before it starts. To change this one, call us at (508) 555-0100.';
export const TAKEN = 'That time was just taken. Choose another time.';

/** The visit as the server answers a reschedule. */
export const moved = { id: APPOINTMENT_ID, scheduledStart: WED_2.start, scheduledEnd: WED_2.end };

/** How the actors fail, as `src/features/visits/reschedule.ts` throws them. */
export const failures = {
  networkDown: networkDown(),
  // Wednesday at 2 PM went to someone else; 8 AM is still free.
  slotTaken: { kind: 'unknown', status: 409, message: TAKEN, slots: [WED_8] },
  pastCutoff: { kind: 'unknown', status: 409, message: PAST_CUTOFF },
} satisfies Record<string, SlotFailure | Error>;

export const events: ModelEvent<RescheduleMachine>[] = [
  { type: 'xstate.done.actor.loadAvailability', output: SLOTS },
  { type: 'xstate.error.actor.loadAvailability', error: failures.networkDown },
  { type: 'xstate.error.actor.loadAvailability', error: failures.pastCutoff },
  { type: 'reschedule.retry' },
  { type: 'reschedule.chooseDay', day: WEDNESDAY },
  { type: 'reschedule.chooseDay', day: THURSDAY },
  { type: 'reschedule.chooseTime', slot: WED_2 },
  { type: 'reschedule.chooseTime', slot: WED_8 },
  { type: 'reschedule.changeReason', reason: REASON },
  { type: 'reschedule.back' },
  { type: 'reschedule.confirm' },
  { type: 'xstate.done.actor.reschedule', output: moved },
  { type: 'xstate.error.actor.reschedule', error: failures.slotTaken },
  { type: 'xstate.error.actor.reschedule', error: failures.pastCutoff },
  { type: 'xstate.error.actor.reschedule', error: failures.networkDown },
];

/** What the guards read: the day, the times on offer, the chosen time; and whether a reason was given. */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    status: s.status,
    day: s.context.day,
    slots: s.context.slots.map((x) => x.start),
    chosen: s.context.chosen?.start ?? null,
    reason: Boolean(s.context.reason),
  });

/**
 * Wednesday at 2 PM with a reason, confirmed when the dialog was last open, the answer lost on the way
 * back: the move the dialog handed back as it closed. The server did move it, so that time is no
 * longer listed free.
 */
export const unanswered: SentMove = {
  key: '9b1d3f5a-2c4e-4a6b-8d0f-1e3a5c7b9d2f',
  request: JSON.stringify({ appointmentId: APPOINTMENT_ID, slot: WED_2, reason: REASON }),
  slot: WED_2,
  reason: REASON,
};
const reopened: RescheduleInput = { ...input, sent: unanswered };
const SLOTS_LEFT = [WED_8, THU_10];

/** The dialog opened again after a move whose answer was lost: the same move confirmed again, or another. */
const journeys = [
  pathThrough(rescheduleMachine, {
    name: 'opened again after a move whose answer was lost, the same move confirmed again',
    input: reopened,
    events: [{ type: 'xstate.done.actor.loadAvailability', output: SLOTS_LEFT }, { type: 'reschedule.confirm' }, { type: 'xstate.done.actor.reschedule', output: moved }],
    serializeState,
  }),
  pathThrough(rescheduleMachine, {
    name: 'opened again after a move whose answer was lost, another time confirmed',
    input: reopened,
    events: [
      { type: 'xstate.done.actor.loadAvailability', output: SLOTS_LEFT },
      { type: 'reschedule.back' },
      { type: 'reschedule.chooseTime', slot: WED_8 },
      { type: 'reschedule.confirm' },
    ],
    serializeState,
  }),
];

export const paths = [...pathsFor(rescheduleMachine, { events, serializeState, inputs: { 'a visit on Tuesday': input } }), ...journeys];
