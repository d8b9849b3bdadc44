import type { SnapshotFrom } from 'xstate';
import type { TimeSlot } from '../../contract/appointments';
import { type FirstVisitInput, type FirstVisitMachine, firstVisitMachine, type SentBooking } from '../../machines/first-visit.machine';
import type { SlotFailure } from '../../machines/visit-slots';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor, pathThrough } from './model';
import { dayIn } from './reschedule.paths';

/**
 * The paths through the first-visit machine: the machine-level model test (first-visit.model.test.ts)
 * and the UI path test (first-visit.ui.test.tsx) both walk these. The customer is in New York; the
 * deposit was paid on Thursday, November 26, 2026, so the first times offered are two days on.
 */

export type Snapshot = SnapshotFrom<FirstVisitMachine>;

export const TIME_ZONE = 'America/New_York';
export const JOB_ID = '3d6f1f7e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';

const slot = (start: string): TimeSlot => ({ start, end: new Date(Date.parse(start) + 2 * 60 * 60 * 1000).toISOString() });

/** Monday, November 30 at 8 AM and 2 PM; Tuesday, December 1 at 10 AM. */
export const MON_8 = slot('2026-11-30T13:00:00.000Z');
export const MON_2 = slot('2026-11-30T19:00:00.000Z');
export const TUE_10 = slot('2026-12-01T15:00:00.000Z');
export const SLOTS = [MON_8, MON_2, TUE_10];
export const MONDAY = '2026-11-30';
export const TUESDAY = '2026-12-01';

export const input: FirstVisitInput = { jobRequestId: JOB_ID, from: '2026-11-27', to: '2026-12-24', dayOf: dayIn(TIME_ZONE) };

export const TAKEN = 'That time was just taken. Choose another time.';
export const NOT_NOW = 'This job request is scheduled. You can now reschedule the visit or cancel it.';
/** The lifecycle's words for a time that came inside its change cutoff while the dialog was open. */
export const TOO_SOON = 'A visit must start at least 24 hours from now, so it can still be changed; choose a later time.';

/** The visit as the server answers a booking. */
export const booked = { id: '3c6a0f7e-5c1d-4e0b-9a43-2f8f3c1d9b10', scheduledStart: MON_2.start, scheduledEnd: MON_2.end };

/** How the actors fail, as `src/features/visits/first-visit.ts` throws them. */
export const failures = {
  networkDown: networkDown(),
  // Monday at 2 PM went to someone else; 8 AM is still free.
  slotTaken: { kind: 'unknown', status: 409, message: TAKEN, slots: [MON_8] },
  notNow: { kind: 'unknown', status: 409, message: NOT_NOW },
  // Monday at 2 PM is less than 24 hours away now: refused, and no longer among the times the server lists.
  tooSoon: { kind: 'unknown', status: 409, message: TOO_SOON },
} satisfies Record<string, SlotFailure | Error>;

export const events: ModelEvent<FirstVisitMachine>[] = [
  { type: 'xstate.done.actor.loadSlots', output: SLOTS },
  { type: 'xstate.done.actor.loadSlots', output: [] },
  { type: 'xstate.done.actor.loadSlots', output: [MON_8, TUE_10] },
  { type: 'xstate.error.actor.loadSlots', error: failures.networkDown },
  { type: 'xstate.error.actor.loadSlots', error: failures.notNow },
  { type: 'firstVisit.retry' },
  { type: 'firstVisit.chooseDay', day: MONDAY },
  { type: 'firstVisit.chooseDay', day: TUESDAY },
  { type: 'firstVisit.chooseTime', slot: MON_2 },
  { type: 'firstVisit.chooseTime', slot: MON_8 },
  { type: 'firstVisit.back' },
  { type: 'firstVisit.confirm' },
  { type: 'xstate.done.actor.bookVisit', output: booked },
  { type: 'xstate.error.actor.bookVisit', error: failures.slotTaken },
  { type: 'xstate.error.actor.bookVisit', error: failures.notNow },
  { type: 'xstate.error.actor.bookVisit', error: failures.tooSoon },
  { type: 'xstate.error.actor.bookVisit', error: failures.networkDown },
];

/** What the guards read: the day, the times on offer, the time chosen. */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, status: s.status, day: s.context.day, slots: s.context.slots.map((x) => x.start), chosen: s.context.chosen?.start ?? null });

/**
 * Monday at 2 PM, booked when the dialog was last open, the answer lost on the way back: the booking
 * the dialog handed back as it closed. The server did book it, so that time is no longer listed free.
 */
export const unanswered: SentBooking = { key: '5f0c8e2a-7b3d-4c1e-9a6f-2d4b8c0e1f3a', request: JSON.stringify({ jobRequestId: JOB_ID, slot: MON_2 }), slot: MON_2 };
const reopened: FirstVisitInput = { ...input, sent: unanswered };
const SLOTS_LEFT = [MON_8, TUE_10];

/** The dialog opened again after a booking whose answer was lost: the same time booked again, or another. */
const journeys = [
  pathThrough(firstVisitMachine, {
    name: 'opened again after a booking whose answer was lost, the same time booked again',
    input: reopened,
    events: [{ type: 'xstate.done.actor.loadSlots', output: SLOTS_LEFT }, { type: 'firstVisit.confirm' }, { type: 'xstate.done.actor.bookVisit', output: booked }],
    serializeState,
  }),
  pathThrough(firstVisitMachine, {
    name: 'opened again after a booking whose answer was lost, another time booked',
    input: reopened,
    events: [
      { type: 'xstate.done.actor.loadSlots', output: SLOTS_LEFT },
      { type: 'firstVisit.back' },
      { type: 'firstVisit.chooseTime', slot: MON_8 },
      { type: 'firstVisit.confirm' },
    ],
    serializeState,
  }),
  pathThrough(firstVisitMachine, {
    name: 'a time offered gone inside its cutoff while chosen, refused, another of the times left chosen',
    input,
    events: [
      { type: 'xstate.done.actor.loadSlots', output: SLOTS },
      { type: 'firstVisit.chooseDay', day: MONDAY },
      { type: 'firstVisit.chooseTime', slot: MON_2 },
      { type: 'firstVisit.confirm' },
      { type: 'xstate.error.actor.bookVisit', error: failures.tooSoon },
      { type: 'xstate.done.actor.loadSlots', output: SLOTS_LEFT },
      { type: 'firstVisit.chooseTime', slot: MON_8 },
    ],
    serializeState,
  }),
];

export const paths = [...pathsFor(firstVisitMachine, { events, serializeState, inputs: { 'a job booked on Thursday': input } }), ...journeys];
