import { assign, fromPromise, setup } from 'xstate';

/**
 * What happens to API requests answered 401 (spec section 8): they wait in a queue while the tokens
 * are refreshed once for all of them, then are replayed with the new token.
 *
 * Order, as the spec lists it: queue, refresh once, wait up to about 5 seconds (100 checks of 50 ms)
 * for the requests still in flight to settle, replay. Waiting after the refresh lets requests that
 * left with the old token come back 401 and join this replay instead of starting a second refresh.
 * The machine hears every request start and settle, so it replays as soon as nothing is in flight,
 * and at the latest when the 100 checks are used up.
 *
 * Pure: requests are ids. The openapi-fetch middleware in `src/api/refresh-middleware.ts` keeps the
 * requests, provides the actions (`replayRequests`, `rejectRequests`, `failRequest`, `logout`) and
 * the `refresh` actor, and reports `request.started` / `request.settled` / `request.unauthorized`.
 */

/** At most 2 retries per request (spec sections 8 and 9): a third 401 is the answer. */
export const MAX_RETRIES = 2;
export const SETTLE_CHECKS = 100;
export const SETTLE_CHECK_INTERVAL_MS = 50;

export interface QueuedRequest {
  id: string;
  /** How many times this request was already replayed. */
  retries: number;
}

export interface RefreshQueueContext {
  queue: QueuedRequest[];
  /** Requests sent and not yet answered (ids). */
  inFlight: string[];
}

export type RefreshQueueEvent =
  | { type: 'request.started'; id: string }
  | { type: 'request.settled'; id: string }
  /** The request was answered 401 (so it is settled too); `retries` counts the replays it already had. */
  | { type: 'request.unauthorized'; id: string; retries: number };

const retriesOf = ({ event }: { event: { retries: number } }) => ({ retries: event.retries });
const idOf = ({ event }: { event: { id: string } }) => ({ id: event.id });
const requestOf = ({ event }: { event: QueuedRequest }) => ({ id: event.id, retries: event.retries });

/** A 401 for a request already replayed twice: it fails with the 401. */
const failOutOfRetries = {
  guard: { type: 'isOutOfRetries', params: retriesOf },
  actions: [
    { type: 'trackSettled', params: idOf },
    { type: 'failRequest', params: idOf },
  ],
} as const;

/** Any other 401: the request waits in the queue for the refresh. */
const queueRequest = [
  { type: 'trackSettled', params: idOf },
  { type: 'enqueue', params: requestOf },
] as const;

export const refreshQueueMachine = setup({
  types: {
    context: {} as RefreshQueueContext,
    events: {} as RefreshQueueEvent,
  },
  actors: {
    /** Exchanges the refresh token for new tokens and hands them to the auth actor. */
    refresh: fromPromise<void>(() => Promise.reject(new Error('refresh is not provided'))),
  },
  actions: {
    /** Send these requests again with the new token. */
    replayRequests: (_, _params: { requests: QueuedRequest[] }) => {},
    /** The refresh failed: these requests fail with its error (rethrown to their callers). */
    rejectRequests: (_, _params: { requests: QueuedRequest[]; error: unknown }) => {},
    /** Out of retries: the caller gets the 401 answer. */
    failRequest: (_, _params: { id: string }) => {},
    logout: (_, _params: { error: unknown }) => {},
    enqueue: assign(({ context }, request: QueuedRequest) => ({ queue: [...context.queue.filter((r) => r.id !== request.id), request] })),
    clearQueue: assign({ queue: [] }),
    trackStarted: assign(({ context }, params: { id: string }) => ({
      inFlight: context.inFlight.includes(params.id) ? context.inFlight : [...context.inFlight, params.id],
    })),
    trackSettled: assign(({ context }, params: { id: string }) => {
      return { inFlight: context.inFlight.filter((id) => id !== params.id) };
    }),
  },
  guards: {
    isOutOfRetries: (_, params: { retries: number }) => params.retries >= MAX_RETRIES,
    isNothingInFlight: ({ context }) => context.inFlight.length === 0,
  },
  delays: {
    settleWait: SETTLE_CHECKS * SETTLE_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'refreshQueue',
  meta: { screens: 'No screen of its own: every API call of every page; a failed refresh signs the user out' },
  description:
    'Requests answered 401 are queued, the tokens refreshed once for all of them, and the queue replayed after in-flight requests settle; a failed refresh drops the queue and logs out (spec section 8).',
  context: { queue: [], inFlight: [] },
  initial: 'idle',
  on: {
    'request.started': { actions: { type: 'trackStarted', params: idOf } },
    'request.settled': { actions: { type: 'trackSettled', params: idOf } },
  },
  states: {
    idle: {
      on: {
        'request.unauthorized': [
          { description: 'A third 401 for the same request (2 retries used): it fails with the 401.', ...failOutOfRetries },
          { description: 'The first 401 starts the one refresh.', target: 'refreshing', actions: queueRequest },
        ],
      },
    },
    refreshing: {
      description: 'One refresh shared by every request answered 401 meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'refresh',
        src: 'refresh',
        onDone: 'settling',
        onError: {
          description: 'The refresh failed: drop the queue (its requests fail with the error), log the user out, rethrow.',
          target: 'idle',
          actions: [
            { type: 'rejectRequests', params: ({ context, event }) => ({ requests: context.queue, error: event.error }) },
            'clearQueue',
            { type: 'logout', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        'request.unauthorized': [failOutOfRetries, { actions: queueRequest }],
      },
    },
    settling: {
      description:
        'Wait up to 100 checks of 50 ms for requests still in flight to settle; those answered 401 join the queue. Then replay the queue with the new token.',
      tags: ['busy'],
      always: {
        guard: 'isNothingInFlight',
        target: 'idle',
        actions: [{ type: 'replayRequests', params: ({ context }) => ({ requests: context.queue }) }, 'clearQueue'],
      },
      after: {
        settleWait: {
          description: 'Still in flight after about 5 seconds: replay anyway.',
          target: 'idle',
          actions: [{ type: 'replayRequests', params: ({ context }) => ({ requests: context.queue }) }, 'clearQueue'],
        },
      },
      on: {
        'request.unauthorized': [failOutOfRetries, { actions: queueRequest }],
      },
    },
  },
});

export type RefreshQueueMachine = typeof refreshQueueMachine;
