import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TimeSlot } from '../contract/appointments';
import { type KeyedRequest, keyFor } from './idempotency-key';
import { dayChosen, isOffered, noChoice, type SlotChoice, slotFailureOf, withFreshDay } from './visit-slots';

/**
 * Moving a booked visit (spec sections 3, 4 and 7; issue 11; docs/decisions/019): the contractor's
 * free slots are loaded, the customer picks a day and then a time, sees the old and the new time side
 * by side with an optional reason, and confirms. A time taken meanwhile answers 409 with that day's
 * free slots as they are now: the chosen day stays, with its fresh times, and the customer is told.
 * Past the change cutoff the server refuses (409 without slots) and the screen says to call. The same
 * move confirmed again after a failure carries the same idempotency key (machines/idempotency-key.ts):
 * had the first reached the server, the retry gets its answer, not a 409 for a visit already moved.
 * The key outlives the dialog: a move still unanswered when it closes is handed back (`sent` in the
 * context) and given again as input when it opens on the same page, which opens on that move, to
 * confirm again under its key.
 *
 * Provide in `src/`: actors `loadAvailability` (GET /JobAppointments/{id}/reschedule-availability)
 * and `reschedule` (POST /JobAppointments/{id}/reschedule with the `Idempotency-Key`), both throwing
 * a `SlotFailure`.
 * The input's `dayOf` names the day of an instant in the customer's zone, so days are the ones the
 * customer sees.
 */

/** The visit's time as booked or as chosen. */
export interface VisitTime {
  start: string;
  end: string;
}

export interface RescheduleInput {
  appointmentId: string;
  /** The visit as booked now. */
  current: VisitTime;
  /** The days to offer, as `YYYY-MM-DD` in the customer's zone (from tomorrow, a few weeks ahead). */
  from: string;
  to: string;
  /** `YYYY-MM-DD` of an instant in the customer's zone. */
  dayOf: (instant: string) => string;
  /**
   * The move sent when the dialog was last open on this page, still unanswered as it closed (the
   * context's `sent` then): the server may have made it, and its time is then no longer listed free.
   */
  sent?: SentMove | null;
}

/** A move sent with its idempotency key: the key, what it was sent with, and the time and reason as typed. */
export interface SentMove extends KeyedRequest {
  slot: TimeSlot;
  reason: string;
}

export interface RescheduleContext extends RescheduleInput, SlotChoice {
  reason: string;
  /** The visit as moved. */
  result: unknown;
  /** The last move sent, with its key, until the server answers it. */
  sent: SentMove | null;
}

export type RescheduleEvent =
  | { type: 'reschedule.chooseDay'; day: string }
  | { type: 'reschedule.chooseTime'; slot: TimeSlot }
  | { type: 'reschedule.changeReason'; reason: string }
  | { type: 'reschedule.back' }
  | { type: 'reschedule.confirm' }
  | { type: 'reschedule.retry' };

export interface LoadAvailabilityInput {
  appointmentId: string;
  from: string;
  to: string;
}

export interface RescheduleRequestInput {
  appointmentId: string;
  slot: TimeSlot;
  reason: string;
  /** Sent as `Idempotency-Key`: the same on a retry of the same time and reason. */
  idempotencyKey: string;
}

const moveOf = (context: RescheduleContext) => ({ appointmentId: context.appointmentId, slot: context.chosen!, reason: context.reason.trim() });

export const rescheduleMachine = setup({
  types: {
    context: {} as RescheduleContext,
    events: {} as RescheduleEvent,
    input: {} as RescheduleInput,
  },
  actors: {
    loadAvailability: fromPromise<TimeSlot[], LoadAvailabilityInput>(() => Promise.reject(new Error('loadAvailability is not provided'))),
    reschedule: fromPromise<unknown, RescheduleRequestInput>(() => Promise.reject(new Error('reschedule is not provided'))),
  },
  actions: {
    assignSlots: assign((_, params: { slots: TimeSlot[] }) => ({ slots: params.slots, error: null })),
    assignDay: assign(({ event }) => {
      assertEvent(event, 'reschedule.chooseDay');
      return dayChosen(event.day);
    }),
    assignTime: assign(({ event }) => {
      assertEvent(event, 'reschedule.chooseTime');
      return { chosen: event.slot };
    }),
    assignReason: assign(({ event }) => {
      assertEvent(event, 'reschedule.changeReason');
      return { reason: event.reason };
    }),
    assignError: assign((_, params: { error: unknown }) => ({ error: slotFailureOf(params.error) })),
    clearError: assign({ error: null }),
    /** The chosen day's times as the server has them now; the other days stay as loaded. */
    assignFreshDay: assign(({ context }, params: { error: unknown }) => withFreshDay(context, params.error)),
    assignResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    assignSendingKey: assign(({ context }) => ({ sent: { ...keyFor(context.sent, moveOf(context)), slot: context.chosen!, reason: context.reason } })),
    /** Answered: a move asked later is another request, with a key of its own. */
    forgetKey: assign({ sent: null }),
    /** The move left unanswered, chosen again: its time on its day, and its reason. */
    assignUnanswered: assign(({ context }) => (context.sent ? { day: context.dayOf(context.sent.slot.start), chosen: context.sent.slot, reason: context.sent.reason } : {})),
  },
  guards: {
    hasUnanswered: ({ context }) => context.sent !== null,
    /** Only a free time of the chosen day can be chosen: a taken one is no longer offered. */
    isOffered: ({ context, event }) => {
      assertEvent(event, 'reschedule.chooseTime');
      return isOffered(context, event.slot);
    },
    isSlotTaken: (_, params: { error: unknown }) => {
      const failure = slotFailureOf(params.error);
      return failure.status === 409 && failure.slots !== undefined;
    },
    /** Past the change cutoff, or the visit can no longer be moved: the server's 409 without slots. */
    isRefused: (_, params: { error: unknown }) => {
      const failure = slotFailureOf(params.error);
      return (failure.status === 409 || failure.status === 403) && failure.slots === undefined;
    },
  },
}).createMachine({
  id: 'reschedule',
  description: 'Moving a booked visit to another free time of its contractor, up to the change cutoff (24 hours before it; spec sections 3 and 4, issue 11).',
  context: ({ input }) => ({ ...input, ...noChoice(), reason: '', sent: input.sent ?? null }),
  initial: 'loading',
  states: {
    loading: {
      description: "The contractor's free times, from tomorrow on, a few weeks ahead.",
      tags: ['busy'],
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        input: ({ context }) => ({ appointmentId: context.appointmentId, from: context.from, to: context.to }),
        onDone: [
          {
            guard: 'hasUnanswered',
            description:
              'A move sent when the dialog was last open got no answer: it is said again with its reason, even if its time is no longer listed free (that move may hold it), to confirm again under the same key.',
            target: 'confirming',
            actions: [{ type: 'assignSlots', params: ({ event }) => ({ slots: event.output }) }, 'assignUnanswered'],
          },
          { target: 'choosing', actions: { type: 'assignSlots', params: ({ event }) => ({ slots: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'loadFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'reschedule.retry': { target: 'loading', actions: 'clearError' } },
    },
    choosing: {
      description: 'By day, then time: only free times of the contractor are offered.',
      initial: 'day',
      on: {
        'reschedule.chooseDay': { target: '.time', actions: 'assignDay' },
      },
      states: {
        day: {},
        time: {
          on: { 'reschedule.chooseTime': { guard: 'isOffered', target: '#reschedule.confirming', actions: 'assignTime' } },
        },
      },
    },
    confirming: {
      description: 'The old and the new time side by side, with an optional reason the contractor sees.',
      initial: 'ready',
      on: {
        'reschedule.changeReason': { actions: 'assignReason' },
        'reschedule.back': { target: 'choosing.time', actions: 'clearError' },
      },
      states: {
        ready: {
          on: { 'reschedule.confirm': { target: '#reschedule.saving' } },
        },
        failed: {
          description: 'Not sent, or not answered: what was chosen and typed stays, to confirm again.',
          tags: ['error'],
          on: { 'reschedule.confirm': { target: '#reschedule.saving', actions: 'clearError' } },
        },
      },
    },
    saving: {
      description:
        'The same move confirmed again after a failure, in this opening of the dialog or the next, carries the same idempotency key, so the visit is moved once and the retry answered alike; another time or reason, a new key. Once answered, the key is dropped.',
      tags: ['busy'],
      entry: 'assignSendingKey',
      invoke: {
        id: 'reschedule',
        src: 'reschedule',
        input: ({ context }) => ({ ...moveOf(context), idempotencyKey: context.sent!.key }),
        onDone: { target: 'rescheduled', actions: [{ type: 'assignResult', params: ({ event }) => ({ result: event.output }) }, 'forgetKey'] },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            description: "Taken meanwhile (409 SlotTaken): the chosen day's times are reloaded from the answer and the day stays chosen.",
            target: 'conflict',
            actions: [{ type: 'assignFreshDay', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            description: 'Past the change cutoff: only the provider can move it now, by phone.',
            target: 'refused',
            actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
          },
          { target: 'confirming.failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    conflict: {
      description: 'The time was taken by someone else: the same day with its times as they are now, or another day.',
      tags: ['error'],
      on: {
        'reschedule.chooseTime': { guard: 'isOffered', target: 'confirming', actions: ['assignTime', 'clearError'] },
        'reschedule.chooseDay': { target: 'choosing.time', actions: 'assignDay' },
      },
    },
    refused: {
      description: "Past the change cutoff (24 hours before the visit): the server's message, and the provider's number to call.",
      tags: ['error'],
      type: 'final',
    },
    rescheduled: {
      description: 'Moved: the history keeps the old time and the reason, and the contractor is told.',
      type: 'final',
    },
  },
});

export type RescheduleMachine = typeof rescheduleMachine;
