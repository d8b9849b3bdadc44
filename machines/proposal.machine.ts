import { and, assign, fromPromise, setup } from 'xstate';
import type { JobRequestStatus } from '../contract/job-lifecycle';
import type { JobProposal } from '../contract/proposals';
import { type ApiFailure, toApiFailure } from './api-failure';
import { type KeyedRequest, keyFor } from './idempotency-key';
import { isUndecidedEstimate, type JobEvent, type JobFacts, jobAllows, jobRefusal, nextJobStatus } from './job-lifecycle.machine';

/**
 * A customer reading a contractor's estimate (spec sections 3 and 7; docs/decisions/018): accept it
 * (which starts the deposit payment when one is asked) or decline it with an optional reason. What the
 * customer may do is the job lifecycle machine's answer for the estimate's job (`proposalChoices`),
 * never a rule of this machine's own: an estimate that ran out, or one waiting while another's deposit
 * is owed, offers no Accept, and says the lifecycle's reason. The proposal and its job always come
 * from the server: one decided elsewhere (another tab, another estimate of the job accepted, the
 * server's 409) is read again with its job and shown as it is, never with a stale button. A decision
 * sent again unchanged after a failure carries the same idempotency key (machines/idempotency-key.ts):
 * had the first reached the server, the retry gets its answer, not a 409 for an estimate already decided.
 *
 * Provide in `src/`: actors `decide` (POST …/decisions with the `Idempotency-Key`; throws an
 * `ApiFailure`) and `load` (GET the proposal and its job); action `startDepositPayment` (the page's
 * payment actor starts at once).
 */

/** The estimate's job as its details carry it: what the lifecycle machine decides from. */
export interface ProposalJob {
  status: JobRequestStatus;
  facts: JobFacts;
}

/** The proposal and its job, as the server answers them now. */
export interface ProposalRead {
  proposal: JobProposal;
  job: ProposalJob;
}

export interface ProposalInput extends ProposalRead {
  /** When the page started (ms since the epoch): the moment the lifecycle machine is asked about. */
  now: number;
}

export type ProposalDecisionChoice = { decision: 'Accept' } | { decision: 'Decline'; reason?: string };

/** The decision as sent, with its `Idempotency-Key`: the same on a retry of the same decision. */
export type DecideInput = ProposalDecisionChoice & { idempotencyKey: string };

export interface ProposalContext extends ProposalRead {
  now: number;
  decision: ProposalDecisionChoice | null;
  /** The customer has just accepted here: the deposit payment starts at once. */
  justAccepted: boolean;
  error: ApiFailure | null;
  /** Why the proposal was read again (the server's 409), shown above its real state. */
  notice: string | null;
  /** The view the decline dialog was opened over, drawn behind it so that setting it aside hands the focus back. */
  declineFrom: DeclineFrom | null;
  /** The last decision's key and what it was, until the server takes it or refuses it (409). */
  sent: KeyedRequest | null;
}

/** The views an estimate can be declined from. */
export type DeclineFrom = 'viewing' | 'depositDue' | 'heldBack';

export type ProposalEvent =
  | { type: 'proposal.accept' }
  | { type: 'proposal.startDecline' }
  | { type: 'proposal.cancelDecline' }
  | { type: 'proposal.decline'; reason?: string }
  | { type: 'proposal.retry' }
  | { type: 'proposal.dismiss' }
  | { type: 'proposal.reload' }
  /** The proposal and its job as the server answers them now (the page read them again, or the deposit was confirmed). */
  | ({ type: 'proposal.changed'; now: number } & ProposalRead);

/** The longest a browser timer waits (2^31 - 1 ms, about 24.8 days); a longer wait is counted down in stretches. */
export const MAX_TIMER_MS = 2_147_483_647;

/** One answer to the estimate: allowed now, or not, with the lifecycle machine's reason (null when the estimate is past asking it). */
export interface ProposalChoice {
  allowed: boolean;
  reason: string | null;
}

export interface ProposalChoices {
  accept: ProposalChoice;
  decline: ProposalChoice;
  payDeposit: ProposalChoice;
  /** Whether the customer may choose or move the job's visit now (on the job's page). */
  visit: boolean;
}

/** An estimate as `proposalChoices` reads it: the estimate page's proposal, or the job page's summary of it. */
type ProposalOfJob = Pick<JobProposal, 'id' | 'depositCents'>;

/**
 * Whether the job's facts wait for this estimate's deposit: the facts the lifecycle machine books the
 * contractor by, which the job page has for every estimate although its summaries carry no `acceptedAt`.
 */
const isAwaitedDeposit = (p: ProposalOfJob, facts: JobFacts) => facts.awaitedDeposit?.proposalId === p.id;

const NOT_ASKED: ProposalChoice = { allowed: false, reason: null };
const ALLOWED: ProposalChoice = { allowed: true, reason: null };

/**
 * What the customer may do with this estimate at `now`, as the job lifecycle machine answers for its
 * job, each step on this estimate: accept it (`proposal.accept`, which carries its own expiry and
 * whether another estimate's deposit is owed), decline it (`proposal.decline`), pay its deposit
 * (`deposit.pay`). Only what the job's facts say the estimate still takes is asked: an answer while it
 * waits for one, its deposit while the job waits for that. A step the machine refuses carries its
 * refusal (`jobRefusal`), the words the server's 409 uses. The estimate's page and the job's page
 * both ask this, so the two offer the same.
 */
export function proposalChoices({ proposal, job, now }: { proposal: ProposalOfJob; job: ProposalJob; now: number }): ProposalChoices {
  const at = new Date(now).toISOString();
  const allows = jobAllows(job.status, job.facts, 'consumer', at);
  const choice = (asked: boolean, event: JobEvent): ProposalChoice => {
    if (!asked) return NOT_ASKED;
    return nextJobStatus(job.status, job.facts, event) !== undefined ? ALLOWED : { allowed: false, reason: jobRefusal(job.status, job.facts, event, at) };
  };
  const proposalId = proposal.id;
  const undecided = isUndecidedEstimate(job.facts, proposalId);
  const awaited = isAwaitedDeposit(proposal, job.facts);
  return {
    accept: choice(undecided && !awaited, { type: 'proposal.accept', proposalId, depositCents: proposal.depositCents, by: 'consumer', at }),
    decline: choice(undecided, { type: 'proposal.decline', proposalId, by: 'consumer' }),
    payDeposit: choice(awaited, { type: 'deposit.pay', proposalId, by: 'consumer' }),
    visit: allows('visit.schedule') || allows('visit.reschedule'),
  };
}

/**
 * How long until the clock alone may change the lifecycle machine's answer: the first moment after
 * the estimate's validUntil, as its job's facts carry it, at most a browser timer's longest wait.
 */
function wakeIn({ proposal, job, now }: Pick<ProposalContext, 'proposal' | 'job' | 'now'>): number {
  const validUntil = job.facts.openEstimates.find((e) => e.id === proposal.id)?.validUntil;
  const wakeAt = validUntil ? Date.parse(validUntil) + 1 : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(wakeAt - now, MAX_TIMER_MS));
}

export const proposalMachine = setup({
  types: {
    context: {} as ProposalContext,
    events: {} as ProposalEvent,
    input: {} as ProposalInput,
  },
  actors: {
    decide: fromPromise<JobProposal, DecideInput>(() => Promise.reject(new Error('decide is not provided'))),
    load: fromPromise<ProposalRead>(() => Promise.reject(new Error('load is not provided'))),
  },
  actions: {
    startDepositPayment: () => {},
    assignProposal: assign((_, params: { proposal: JobProposal }) => ({ proposal: params.proposal })),
    assignRead: assign((_, params: ProposalRead) => ({ proposal: params.proposal, job: params.job })),
    assignChanged: assign((_, params: ProposalRead & { now: number }) => ({ proposal: params.proposal, job: params.job, now: params.now, justAccepted: false })),
    assignDecision: assign((_, params: ProposalDecisionChoice) => ({ decision: params, error: null, notice: null })),
    assignAccepted: assign(({ context }) => ({ justAccepted: context.decision?.decision === 'Accept' })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    assignNotice: assign((_, params: { error: unknown }) => ({ notice: toApiFailure(params.error).message, error: null })),
    clearError: assign({ error: null }),
    assignDeclineFrom: assign((_, params: { from: DeclineFrom }) => ({ declineFrom: params.from })),
    passTime: assign(({ context }) => ({ now: context.now + wakeIn(context) })),
    assignSendingKey: assign(({ context }) => ({ sent: keyFor(context.sent, context.decision) })),
    /** Answered: another decision later is another request, with a key of its own. */
    forgetKey: assign({ sent: null }),
  },
  guards: {
    isBooked: ({ context }) => context.proposal.status === 'Accepted',
    isClosed: ({ context }) => context.proposal.status === 'Declined' || context.proposal.status === 'Withdrawn',
    isAwaitingDeposit: ({ context }) => isAwaitedDeposit(context.proposal, context.job.facts),
    canAccept: ({ context }) => proposalChoices(context).accept.allowed,
    canDecline: ({ context }) => proposalChoices(context).decline.allowed,
    canPayDeposit: ({ context }) => proposalChoices(context).payDeposit.allowed,
    isJustAccepted: ({ context }) => context.justAccepted,
    isRefused: (_, params: { error: unknown }) => toApiFailure(params.error).status === 409,
  },
  delays: {
    wake: ({ context }) => wakeIn(context),
  },
}).createMachine({
  id: 'proposal',
  meta: { screens: 'The estimate page (`/job-requests/$id/proposals/$proposalId`), reached from Job Request Details' },
  description:
    "Read an estimate, then accept it (paying its deposit when one is asked) or decline it with a reason, as far as the job lifecycle machine allows for the estimate's job; always shown as the server has it (spec sections 3 and 7; docs/decisions/018).",
  context: ({ input }) => ({
    proposal: input.proposal,
    job: input.job,
    now: input.now,
    decision: null,
    justAccepted: false,
    error: null,
    notice: null,
    declineFrom: null,
    sent: null,
  }),
  initial: 'settling',
  states: {
    settling: {
      description: 'Where the proposal stands as the server answered it, and what the lifecycle machine allows of it.',
      always: [
        { guard: 'isBooked', target: 'accepted.booked' },
        { guard: 'isClosed', target: 'declined' },
        {
          description: 'Accepted and waiting for its deposit: the proposal stays Pending until the provider confirms the payment (docs/decisions/018).',
          guard: 'isAwaitingDeposit',
          target: 'accepted.depositDue',
        },
        { guard: 'canAccept', target: 'viewing' },
        { target: 'heldBack' },
      ],
    },
    viewing: {
      description: 'The estimate with its amounts, deposit and what stays for later; Accept & pay deposit, or Decline.',
      after: {
        wake: {
          description: 'Its validUntil passed (or a long validity is counted down in stretches): the lifecycle machine is asked again.',
          target: 'settling',
          actions: 'passTime',
        },
      },
      on: {
        'proposal.accept': { guard: 'canAccept', target: 'deciding', actions: { type: 'assignDecision', params: { decision: 'Accept' } } },
        'proposal.startDecline': { guard: 'canDecline', target: 'confirmingDecline', actions: { type: 'assignDeclineFrom', params: { from: 'viewing' } } },
        'proposal.changed': { target: 'settling', actions: { type: 'assignChanged', params: ({ event }) => event } },
      },
    },
    confirmingDecline: {
      description: 'The decline dialog: an optional reason for the contractor.',
      on: {
        'proposal.decline': {
          target: 'deciding',
          actions: { type: 'assignDecision', params: ({ event }) => ({ decision: 'Decline' as const, ...(event.reason ? { reason: event.reason } : {}) }) },
        },
        'proposal.cancelDecline': 'settling',
      },
    },
    deciding: {
      description:
        'POST …/decisions with Accept, or Decline and the reason. The same decision sent again after a failure (retried, or set aside and chosen again) carries the same idempotency key until the server answers, so it is taken once and the retry answered alike; another decision, a new key.',
      tags: ['busy'],
      entry: 'assignSendingKey',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ ...context.decision!, idempotencyKey: context.sent!.key }),
        onDone: {
          description: "Decided: the job's facts changed with it (a deposit now owed, an estimate closed), so the job is read again.",
          target: 'reloading',
          actions: [{ type: 'assignProposal', params: ({ event }) => ({ proposal: event.output }) }, 'assignAccepted', 'forgetKey'],
        },
        onError: [
          {
            description: 'Decided elsewhere, expired, or another estimate accepted (409): the server’s reason, and the proposal as it is now.',
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'reloading',
            actions: [{ type: 'assignNotice', params: ({ event }) => ({ error: event.error }) }, 'forgetKey'],
          },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      description: 'The decision did not reach the server; nothing changed, and the customer can send it again.',
      tags: ['error'],
      on: {
        'proposal.retry': { target: 'deciding', actions: 'clearError' },
        'proposal.dismiss': { target: 'settling', actions: 'clearError' },
      },
    },
    reloading: {
      description: 'The proposal and its job are read again, so no button acts on a stale state.',
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'settling', actions: { type: 'assignRead', params: ({ event }) => event.output } },
        onError: { target: 'outOfDate', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    outOfDate: {
      description: 'The proposal changed and could not be read again: no decision is offered until it is.',
      tags: ['error'],
      on: { 'proposal.reload': { target: 'reloading', actions: 'clearError' } },
    },
    accepted: {
      initial: 'depositDue',
      states: {
        depositDue: {
          description:
            'Accepted; the payment step is shown while the lifecycle machine takes the deposit. Declining it, where the job allows, frees the customer to accept another estimate.',
          always: { guard: and(['isJustAccepted', 'canPayDeposit']), actions: ['startDepositPayment', assign({ justAccepted: false })] },
          on: {
            'proposal.startDecline': { guard: 'canDecline', target: '#proposal.confirmingDecline', actions: { type: 'assignDeclineFrom', params: { from: 'depositDue' } } },
            'proposal.changed': { target: '#proposal.settling', actions: { type: 'assignChanged', params: ({ event }) => event } },
          },
        },
        booked: {
          description: 'The deposit is paid (or none was asked): the contractor is booked.',
          type: 'final',
        },
      },
    },
    declined: {
      description: 'Declined by the customer, or closed because another estimate of the job was accepted.',
      type: 'final',
    },
    heldBack: {
      description:
        "Undecided, but the lifecycle machine takes no acceptance of it now (it ran out, or another estimate's deposit is owed): its reason is shown; declined where the job allows.",
      on: {
        'proposal.startDecline': { guard: 'canDecline', target: 'confirmingDecline', actions: { type: 'assignDeclineFrom', params: { from: 'heldBack' } } },
        'proposal.changed': { target: 'settling', actions: { type: 'assignChanged', params: ({ event }) => event } },
      },
    },
  },
});

export type ProposalMachine = typeof proposalMachine;
