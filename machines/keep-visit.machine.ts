import { assign, fromPromise, setup } from 'xstate';
import { type ApiFailure, toApiFailure } from './api-failure';
import { type KeyedRequest, keyFor } from './idempotency-key';

/**
 * A customer who asked to cancel after the change cutoff changes their mind ("Keep the visit"): the
 * dialog says the visit stands and nothing is refunded or charged, the customer confirms, and the
 * request is withdrawn; the job is Scheduled again. Refused (409: the contractor or the office decided
 * meanwhile, or the visit has begun) the server's words say why. A failure to reach the server offers
 * to send again, with the same idempotency key until the visit is kept or the keeping refused
 * (machines/idempotency-key.ts): had the first reached the server, the retry gets its answer instead
 * of a refusal of a visit already kept.
 *
 * Provide in `src/`: actor `withdrawCancelation` (POST /JobRequests/{id}/keep-visit with the
 * `Idempotency-Key`; throws an `ApiFailure`), action `jobChanged` (read the job again).
 */

export interface KeepVisitContext {
  jobId: string;
  error: ApiFailure | null;
  /** The last sending's key, until the visit is kept or the keeping refused. */
  sent: KeyedRequest | null;
}

export interface WithdrawCancelationInput {
  jobId: string;
  /** Sent as `Idempotency-Key`: the same on a retry. */
  idempotencyKey: string;
}

export type KeepVisitEvent = { type: 'keepVisit.start' } | { type: 'keepVisit.confirm' } | { type: 'keepVisit.dismiss' };

export const keepVisitMachine = setup({
  types: {
    context: {} as KeepVisitContext,
    input: {} as { jobId: string },
    events: {} as KeepVisitEvent,
  },
  actors: {
    withdrawCancelation: fromPromise<unknown, WithdrawCancelationInput>(() => Promise.reject(new Error('withdrawCancelation is not provided'))),
  },
  actions: {
    /** The job changed on the server: read it again. */
    jobChanged: () => {},
    clearError: assign({ error: null }),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    assignSendingKey: assign(({ context }) => ({ sent: keyFor(context.sent, { jobId: context.jobId }) })),
    /** Answered: the next time the visit is kept is another request, with a key of its own. */
    forgetKey: assign({ sent: null }),
  },
  guards: {
    isRefused: (_, params: { error: unknown }) => {
      const status = toApiFailure(params.error).status;
      return status === 409 || status === 403;
    },
  },
}).createMachine({
  id: 'keepVisit',
  description: 'Withdraw a late cancelation request: say the visit stands, confirm, send; the answer says whether it was kept.',
  context: ({ input }) => ({ jobId: input.jobId, error: null, sent: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The job page offers "Keep the visit" when the lifecycle machine gives the customer `cancelation.withdraw`.',
      entry: 'clearError',
      on: { 'keepVisit.start': 'confirming' },
    },
    confirming: {
      description: 'The visit stands as booked, and the deposit stays paid: nothing is refunded or charged.',
      on: { 'keepVisit.confirm': 'sending', 'keepVisit.dismiss': 'closed' },
    },
    sending: {
      description: 'Sent again after a failure, set aside or not, it carries the same idempotency key until the visit is kept or the keeping refused, so it is done once and the retry answered alike.',
      tags: ['busy'],
      entry: 'assignSendingKey',
      invoke: {
        id: 'withdrawCancelation',
        src: 'withdrawCancelation',
        input: ({ context }) => ({ jobId: context.jobId, idempotencyKey: context.sent!.key }),
        onDone: { target: 'kept', actions: ['forgetKey', 'jobChanged'] },
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            description: 'Decided meanwhile, or the visit has begun: the server says which; the page shows the job as it is now.',
            target: 'refused',
            actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'forgetKey', 'jobChanged'],
          },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      description: 'Not sent, or not answered: say so and offer to send again.',
      tags: ['error'],
      on: { 'keepVisit.confirm': 'sending', 'keepVisit.dismiss': 'closed' },
    },
    refused: {
      tags: ['error'],
      on: { 'keepVisit.dismiss': 'closed' },
    },
    kept: {
      description: 'The visit stands; the page shows the job Scheduled again.',
      on: { 'keepVisit.dismiss': 'closed' },
    },
  },
});

export type KeepVisitMachine = typeof keepVisitMachine;
