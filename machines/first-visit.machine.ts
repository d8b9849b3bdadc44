import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TimeSlot } from '../contract/appointments';
import { type KeyedRequest, keyFor } from './idempotency-key';
import { dayChosen, isOffered, noChoice, type SlotChoice, slotFailureOf, withFreshDay } from './visit-slots';

/**
 * The customer choosing the first visit of a booked job from the contractor's free times, as online
 * booking at a home-services company works: the deposit is paid (or none was due), the contractor's
 * free arrival windows are loaded (from after the change cutoff on, so a visit is never born inside
 * it), the customer picks a day and then a time, sees it with the contractor's name, and books it.
 * A time taken meanwhile answers 409 with that day's free times as they are now: the day stays
 * chosen, with its fresh times. No free time at all is said as such, with what happens next (the
 * job's facts carry the provider's next step). A booking refused without times (409) has the times
 * read again: when the time chosen is no longer among them (an offered time come inside its change
 * cutoff while the dialog was open), the server's words are said over the times left, to choose
 * another; when it still is, the refusal was the job's, not the time's (it takes no visit now), and
 * the flow ends with the server's words. The same time booked again after a failure carries
 * the same idempotency key (machines/idempotency-key.ts): had the first reached the server, the retry
 * gets its answer, not a 409 for a job whose visit is already booked. The key outlives the dialog: a
 * booking still unanswered when it closes is handed back (`sent` in the context) and given again as
 * input when it opens on the same page, which opens on that time, to book again under its key.
 *
 * Provide in `src/`: actors `loadSlots` (the contractor's free times for the job) and `bookVisit`
 * (book the chosen time, with the `Idempotency-Key`), both throwing an `ApiFailure`, with `slots` on
 * a 409 whose time was taken.
 * The input's `dayOf` names the day of an instant in the customer's zone.
 */

export interface FirstVisitInput {
  jobRequestId: string;
  /** The days to offer, as `YYYY-MM-DD` in the customer's zone. */
  from: string;
  to: string;
  /** `YYYY-MM-DD` of an instant in the customer's zone. */
  dayOf: (instant: string) => string;
  /**
   * The booking sent when the dialog was last open on this page, still unanswered as it closed (the
   * context's `sent` then): the server may have booked it, and that time is then no longer listed free.
   */
  sent?: SentBooking | null;
}

/** A booking sent with its idempotency key: the key, what it was sent with, and the time it booked. */
export interface SentBooking extends KeyedRequest {
  slot: TimeSlot;
}

export interface FirstVisitContext extends FirstVisitInput, SlotChoice {
  /** The visit as booked. */
  result: unknown;
  /** The last booking sent, with its key, until the server answers it. */
  sent: SentBooking | null;
}

export type FirstVisitEvent =
  | { type: 'firstVisit.chooseDay'; day: string }
  | { type: 'firstVisit.chooseTime'; slot: TimeSlot }
  | { type: 'firstVisit.back' }
  | { type: 'firstVisit.confirm' }
  | { type: 'firstVisit.retry' };

export interface LoadSlotsInput {
  jobRequestId: string;
  from: string;
  to: string;
}

export interface BookVisitInput {
  jobRequestId: string;
  slot: TimeSlot;
  /** Sent as `Idempotency-Key`: the same on a retry of the same time. */
  idempotencyKey: string;
}

const bookingOf = (context: FirstVisitContext) => ({ jobRequestId: context.jobRequestId, slot: context.chosen! });

export const firstVisitMachine = setup({
  types: {
    context: {} as FirstVisitContext,
    events: {} as FirstVisitEvent,
    input: {} as FirstVisitInput,
  },
  actors: {
    loadSlots: fromPromise<TimeSlot[], LoadSlotsInput>(() => Promise.reject(new Error('loadSlots is not provided'))),
    bookVisit: fromPromise<unknown, BookVisitInput>(() => Promise.reject(new Error('bookVisit is not provided'))),
  },
  actions: {
    assignSlots: assign((_, params: { slots: TimeSlot[] }) => ({ slots: params.slots, error: null })),
    assignDay: assign(({ event }) => {
      assertEvent(event, 'firstVisit.chooseDay');
      return dayChosen(event.day);
    }),
    assignTime: assign(({ event }) => {
      assertEvent(event, 'firstVisit.chooseTime');
      return { chosen: event.slot };
    }),
    assignError: assign((_, params: { error: unknown }) => ({ error: slotFailureOf(params.error) })),
    clearError: assign({ error: null }),
    /** The chosen day's times as the server has them now; the other days stay as loaded. */
    assignFreshDay: assign(({ context }, params: { error: unknown }) => withFreshDay(context, params.error)),
    /** Every time the server lists now, the refusal kept to be said over them; the day stays chosen. */
    assignTimesLeft: assign(({ context }, params: { slots: TimeSlot[] }) => ({
      slots: params.slots,
      day: context.day ?? (context.chosen ? context.dayOf(context.chosen.start) : null),
      chosen: null,
    })),
    assignResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    assignSendingKey: assign(({ context }) => ({ sent: { ...keyFor(context.sent, bookingOf(context)), slot: context.chosen! } })),
    /** Answered: a time booked later is another request, with a key of its own. */
    forgetKey: assign({ sent: null }),
    /** The time of the booking left unanswered, chosen again on its day. */
    assignUnanswered: assign(({ context }) => (context.sent ? { day: context.dayOf(context.sent.slot.start), chosen: context.sent.slot } : {})),
  },
  guards: {
    hasUnanswered: ({ context }) => context.sent !== null,
    hasNoSlots: (_, params: { slots: TimeSlot[] }) => params.slots.length === 0,
    /** The time refused is still listed, or nothing is: the refusal was not of the time. */
    isChosenStillListed: ({ context }, params: { slots: TimeSlot[] }) =>
      params.slots.length === 0 || params.slots.some((slot) => slot.start === context.chosen?.start && slot.end === context.chosen?.end),
    /** Only a free time of the chosen day can be chosen: a taken one is no longer offered. */
    isOffered: ({ context, event }) => {
      assertEvent(event, 'firstVisit.chooseTime');
      return isOffered(context, event.slot);
    },
    isSlotTaken: (_, params: { error: unknown }) => {
      const failure = slotFailureOf(params.error);
      return failure.status === 409 && failure.slots !== undefined && failure.slots.length > 0;
    },
    /** The job takes no visit now (already booked, canceled, not yet paid): the server's 409 without times. */
    isRefused: (_, params: { error: unknown }) => {
      const failure = slotFailureOf(params.error);
      return (failure.status === 409 || failure.status === 403) && !failure.slots?.length;
    },
  },
}).createMachine({
  id: 'firstVisit',
  description:
    "Choosing the first visit of a booked job from the contractor's free times, from after the change cutoff on; no free time is said with what happens next.",
  context: ({ input }) => ({ ...input, ...noChoice(), sent: input.sent ?? null }),
  initial: 'loading',
  states: {
    loading: {
      description: "The contractor's free times, from after the change cutoff, a few weeks ahead.",
      tags: ['busy'],
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        input: ({ context }) => ({ jobRequestId: context.jobRequestId, from: context.from, to: context.to }),
        onDone: [
          {
            guard: 'hasUnanswered',
            description:
              'A booking sent when the dialog was last open got no answer: its time is said again, even if no longer listed free (that booking may hold it), to book again under the same key.',
            target: 'confirming',
            actions: [{ type: 'assignSlots', params: ({ event }) => ({ slots: event.output }) }, 'assignUnanswered'],
          },
          {
            guard: { type: 'hasNoSlots', params: ({ event }) => ({ slots: event.output }) },
            description: 'The contractor has no free time in the weeks offered: the provider finds one (the job says how and by when).',
            target: 'noFreeTime',
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
      on: { 'firstVisit.retry': { target: 'loading', actions: 'clearError' } },
    },
    noFreeTime: {
      description: 'Nothing to choose from: the screen says what happens next instead of offering a dead button.',
      type: 'final',
    },
    choosing: {
      description: 'By day, then time: only free times of the contractor are offered.',
      initial: 'day',
      on: {
        'firstVisit.chooseDay': { target: '.time', actions: 'assignDay' },
      },
      states: {
        day: {},
        time: {
          on: { 'firstVisit.chooseTime': { guard: 'isOffered', target: '#firstVisit.confirming', actions: 'assignTime' } },
        },
      },
    },
    confirming: {
      description: 'The time chosen, in words, before it is booked.',
      initial: 'ready',
      on: {
        'firstVisit.back': { target: 'choosing.time', actions: 'clearError' },
      },
      states: {
        ready: {
          on: { 'firstVisit.confirm': { target: '#firstVisit.booking' } },
        },
        failed: {
          description: 'Not sent, or not answered: the time chosen stays, to book again.',
          tags: ['error'],
          on: { 'firstVisit.confirm': { target: '#firstVisit.booking', actions: 'clearError' } },
        },
      },
    },
    booking: {
      description:
        'The same time booked again after a failure, in this opening of the dialog or the next, carries the same idempotency key, so it is booked once and the retry answered alike; another time, a new key. Once answered, the key is dropped.',
      tags: ['busy'],
      entry: 'assignSendingKey',
      invoke: {
        id: 'bookVisit',
        src: 'bookVisit',
        input: ({ context }) => ({ ...bookingOf(context), idempotencyKey: context.sent!.key }),
        onDone: { target: 'booked', actions: [{ type: 'assignResult', params: ({ event }) => ({ result: event.output }) }, 'forgetKey'] },
        onError: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            description: "Taken meanwhile (409 with times): the chosen day's times are reloaded from the answer and the day stays chosen.",
            target: 'conflict',
            actions: [{ type: 'assignFreshDay', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            description: "Refused without times (409): the times are read again, to tell a time that can no longer be booked from a job that takes no visit now.",
            target: 'reloading',
            actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
          },
          { target: 'confirming.failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    reloading: {
      description: 'The times the server lists now, read after a refusal; the refusal is kept to be said with them.',
      tags: ['busy'],
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        input: ({ context }) => ({ jobRequestId: context.jobRequestId, from: context.from, to: context.to }),
        onDone: [
          {
            guard: { type: 'isChosenStillListed', params: ({ event }) => ({ slots: event.output }) },
            description: "The time is still listed, or nothing is: the job takes no visit now, in the server's words.",
            target: 'refused',
          },
          {
            description: 'The time is gone from the list (an offered time come inside its change cutoff): the refusal, over the times left.',
            target: 'timeRefused',
            actions: { type: 'assignTimesLeft', params: ({ event }) => ({ slots: event.output }) },
          },
        ],
        onError: { description: "Not read: the refusal's words end the flow.", target: 'refused' },
      },
    },
    timeRefused: {
      description: 'The time chosen can no longer be booked: why, and the times left to choose another from.',
      tags: ['error'],
      on: {
        'firstVisit.chooseTime': { guard: 'isOffered', target: 'confirming', actions: ['assignTime', 'clearError'] },
        'firstVisit.chooseDay': { target: 'choosing.time', actions: 'assignDay' },
      },
    },
    conflict: {
      description: 'The time was taken by someone else: the same day with its times as they are now, or another day.',
      tags: ['error'],
      on: {
        'firstVisit.chooseTime': { guard: 'isOffered', target: 'confirming', actions: ['assignTime', 'clearError'] },
        'firstVisit.chooseDay': { target: 'choosing.time', actions: 'assignDay' },
      },
    },
    refused: {
      description: "The job takes no visit now: the server's message says why.",
      tags: ['error'],
      type: 'final',
    },
    booked: {
      description: 'Booked: the contractor is told, and the visit can be moved until its change cutoff.',
      type: 'final',
    },
  },
});

export type FirstVisitMachine = typeof firstVisitMachine;
