import { assign, emit, fromPromise, setup } from 'xstate';
import type { CancelationResult } from '../contract/job-requests';
import { type ApiFailure, toApiFailure } from './api-failure';
import { type KeyedRequest, keyFor } from './idempotency-key';

/**
 * A customer canceling a job request (Job Request Details, spec section 7 `request-cancelation`).
 * The dialog first says what happens to the money (the refund rule of the lifecycle module,
 * `cancelationRefundCents`) as of the moment it is opened, or later as the page's clock moves, never
 * as of when the page was loaded; then asks why, then sends the request; the server's answer says where the
 * job stands now (canceled at once, or asked of the contractor after the cutoff) and what is refunded.
 * No answer, or a failure on the server's side (5xx), keeps the reason typed and offers to send it
 * again, with the same idempotency key while the reason is the same (machines/idempotency-key.ts): had
 * the first reached the server, the retry gets its answer instead of a refusal of a job already
 * canceled. A refusal (any other 4xx: the job moved on meanwhile, or too many asks for now) would be
 * answered alike however often it is sent: its words are said with nothing to send again, and the page
 * reads the job again. The server's check finding fault with the reason itself is said at the field.
 *
 * Provide in `src/`: actor `requestCancelation` (POST /JobRequests/{id}/request-cancelation with the
 * `Idempotency-Key`; throws an `ApiFailure`), action `jobChanged` (re-read the job: the page's loader
 * runs again). Emits `focusField` for the dialog: the field to focus once its message shows.
 */

/** The longest reason the contract takes (`RequestCancelation`). */
export const MAX_REASON_LENGTH = 1000;

export interface JobCancelationContext {
  jobId: string;
  reason: string;
  /** Why the reason cannot be sent as typed, shown at the field. */
  reasonError: string | null;
  result: CancelationResult | null;
  error: ApiFailure | null;
  /** The last sending's key and what it went with, until the cancelation is done. */
  sent: KeyedRequest | null;
  /** When the customer opened the dialog (ISO 8601): what canceling does is said as of then, or of a later moment. */
  openedAt: string | null;
}

export interface RequestCancelationInput {
  jobId: string;
  reason: string;
  /** Sent as `Idempotency-Key`: the same on a retry of the same reason. */
  idempotencyKey: string;
}

/** What the dialog acts on besides the state: the reason field to focus once its message is shown. */
export type JobCancelationEmitted = { type: 'focusField'; field: 'reason' };

export type JobCancelationEvent =
  /** `at`: the moment the customer opens the dialog, read from the clock then. */
  | { type: 'cancelation.start'; at: string }
  | { type: 'cancelation.continue' }
  | { type: 'cancelation.back' }
  | { type: 'cancelation.reasonChanged'; value: string }
  | { type: 'cancelation.confirm' }
  | { type: 'cancelation.retry' }
  | { type: 'cancelation.dismiss' };

const reasonProblem = (reason: string): string | null => {
  const text = reason.trim();
  if (!text) return 'Tell us why you are canceling.';
  if (text.length > MAX_REASON_LENGTH) return `Keep the reason to ${MAX_REASON_LENGTH} characters or fewer.`;
  return null;
};

const requestOf = (context: JobCancelationContext) => ({ jobId: context.jobId, reason: context.reason.trim() });

export const jobCancelationMachine = setup({
  types: {
    context: {} as JobCancelationContext,
    input: {} as { jobId: string },
    events: {} as JobCancelationEvent,
    emitted: {} as JobCancelationEmitted,
  },
  actors: {
    requestCancelation: fromPromise<CancelationResult, RequestCancelationInput>(() => Promise.reject(new Error('requestCancelation is not provided'))),
  },
  actions: {
    /** The job changed on the server: read it again. */
    jobChanged: () => {},
    startOver: assign((_, params: { at: string }) => ({ reason: '', reasonError: null, result: null, error: null, openedAt: params.at })),
    assignReason: assign({ reason: (_, params: { value: string }) => params.value, reasonError: null }),
    assignReasonError: assign({ reasonError: ({ context }) => reasonProblem(context.reason) }),
    assignReasonRefusal: assign((_, params: { error: unknown }) => ({ reasonError: toApiFailure(params.error).fieldErrors?.reason ?? null })),
    /** Moves focus to the field once its message shows, rather than leaving it on the button that found the fault. */
    focusField: emit((_, params: { field: 'reason' }) => ({ type: 'focusField' as const, field: params.field })),
    assignResult: assign((_, params: { result: CancelationResult }) => ({ result: params.result, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    assignSendingKey: assign(({ context }) => ({ sent: keyFor(context.sent, requestOf(context)) })),
    /** Answered: a cancelation asked again later is another request, with a key of its own. */
    forgetKey: assign({ sent: null }),
  },
  guards: {
    hasReason: ({ context }) => reasonProblem(context.reason) === null,
    isReasonRefused: (_, params: { error: unknown }) => toApiFailure(params.error).fieldErrors?.reason !== undefined,
    /** An answer in the 4xx: sent again as it is, it would be refused again. A 5xx or no answer is worth another try. */
    isRefused: (_, params: { error: unknown }) => {
      const { status } = toApiFailure(params.error);
      return status !== undefined && status >= 400 && status < 500;
    },
  },
}).createMachine({
  id: 'jobCancelation',
  description:
    'Cancel a job request: first what happens to the money (a full refund of the deposit before the change cutoff, part of it after, nothing when nothing was paid), then a reason, then POST request-cancelation; the answer says what happened.',
  context: ({ input }) => ({ jobId: input.jobId, reason: '', reasonError: null, result: null, error: null, sent: null, openedAt: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The job page offers "Cancel it" when the lifecycle machine gives the customer `job.cancel`.',
      on: { 'cancelation.start': { target: 'reviewing', actions: { type: 'startOver', params: ({ event }) => ({ at: event.at }) } } },
    },
    reviewing: {
      description: 'The dialog says what happens to the money before anything else.',
      on: {
        'cancelation.continue': 'enteringReason',
        'cancelation.dismiss': 'closed',
      },
    },
    enteringReason: {
      description: 'The customer says why; the reason goes to the contractor and into the timeline.',
      initial: 'editing',
      states: {
        editing: {},
        invalid: { description: "Empty, longer than the contract takes, or refused by the server's check: said at the field, which takes the focus." },
      },
      on: {
        'cancelation.reasonChanged': { target: '.editing', actions: { type: 'assignReason', params: ({ event }) => ({ value: event.value }) } },
        'cancelation.confirm': [
          { guard: 'hasReason', target: 'submitting' },
          { target: '.invalid', actions: ['assignReasonError', { type: 'focusField', params: { field: 'reason' } }] },
        ],
        'cancelation.back': 'reviewing',
        'cancelation.dismiss': 'closed',
      },
    },
    submitting: {
      description:
        'POST /JobRequests/{id}/request-cancelation; the dialog cannot be closed while it is on its way. Sent again with the same reason after a failure, it carries the same idempotency key, so the server cancels once and answers the retry alike; a new reason, a new key.',
      tags: ['busy'],
      entry: 'assignSendingKey',
      invoke: {
        id: 'requestCancelation',
        src: 'requestCancelation',
        input: ({ context }) => ({ ...requestOf(context), idempotencyKey: context.sent!.key }),
        onDone: { target: 'done', actions: [{ type: 'assignResult', params: ({ event }) => ({ result: event.output }) }, 'forgetKey', 'jobChanged'] },
        onError: [
          {
            guard: { type: 'isReasonRefused', params: ({ event }) => ({ error: event.error }) },
            description: "The server's check finds fault with the reason as typed: its words at the field, to change the reason.",
            target: 'enteringReason.invalid',
            actions: [{ type: 'assignReasonRefusal', params: ({ event }) => ({ error: event.error }) }, 'forgetKey', { type: 'focusField', params: { field: 'reason' } }],
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            description: 'The job moved on meanwhile (409: canceled in another tab, or decided), or too many asks for now (429): the server says which; the page shows the job as it is now.',
            target: 'refused',
            actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'forgetKey', 'jobChanged'],
          },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      description: 'Not sent, not answered, or failed on the server (5xx): say so, keep the reason, offer to send again.',
      tags: ['error'],
      on: {
        'cancelation.retry': 'submitting',
        'cancelation.back': 'enteringReason',
        'cancelation.dismiss': 'closed',
      },
    },
    refused: {
      description: "Refused, as it would be however often it is sent: the server's words (what the job allows now, or when to ask again), and no retry.",
      tags: ['error'],
      on: { 'cancelation.dismiss': 'closed' },
    },
    done: {
      description: "The server's answer: canceled, or asked of the contractor, and what is refunded. The page shows the job as it is now.",
      on: { 'cancelation.dismiss': 'closed' },
    },
  },
});

export type JobCancelationMachine = typeof jobCancelationMachine;
