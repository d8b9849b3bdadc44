import { assign, fromPromise, setup } from 'xstate';
import type { JobProposal } from '../contract/proposals';
import { type ApiFailure, toApiFailure } from './api-failure';

/**
 * A customer reading a contractor's estimate (spec sections 3 and 7; docs/decisions/018): accept it
 * (which starts the deposit payment when one is asked) or decline it with an optional reason. An open
 * estimate expires when its `validUntil` passes while the page is open. The state always comes from
 * the proposal the server answers: one decided elsewhere (another tab, another estimate of the job
 * accepted, the server's 409) is read again and shown as it is, never with a stale button.
 *
 * Provide in `src/`: actors `decide` (POST …/decisions; throws an `ApiFailure`) and `load` (GET the
 * proposal); action `startDepositPayment` (the page's payment actor starts at once).
 */

export interface ProposalInput {
  proposal: JobProposal;
  /** When the page started (ms since the epoch), for the time `validUntil` leaves. */
  now: number;
}

export type ProposalDecisionChoice = { decision: 'Accept' } | { decision: 'Decline'; reason?: string };

export interface ProposalContext {
  proposal: JobProposal;
  now: number;
  /** What is left of the estimate's validity; Infinity without a `validUntil`. */
  msLeft: number;
  decision: ProposalDecisionChoice | null;
  /** The customer has just accepted here: the deposit payment starts at once. */
  justAccepted: boolean;
  error: ApiFailure | null;
  /** Why the proposal was read again (the server's 409), shown above its real state. */
  notice: string | null;
}

export type ProposalEvent =
  | { type: 'proposal.accept' }
  | { type: 'proposal.startDecline' }
  | { type: 'proposal.cancelDecline' }
  | { type: 'proposal.decline'; reason?: string }
  | { type: 'proposal.retry' }
  | { type: 'proposal.dismiss' }
  | { type: 'proposal.reload' }
  /** The proposal as the server answers it now (the page reloaded it, or the deposit was confirmed). */
  | { type: 'proposal.changed'; proposal: JobProposal; now: number };

/** The longest a browser timer waits (2^31 - 1 ms, about 24.8 days); a longer validity is counted down in stretches. */
export const MAX_TIMER_MS = 2_147_483_647;

const msLeftOf = (proposal: JobProposal, now: number) => (proposal.validUntil ? Date.parse(proposal.validUntil) - now : Number.POSITIVE_INFINITY);

export const proposalMachine = setup({
  types: {
    context: {} as ProposalContext,
    events: {} as ProposalEvent,
    input: {} as ProposalInput,
  },
  actors: {
    decide: fromPromise<JobProposal, ProposalDecisionChoice>(() => Promise.reject(new Error('decide is not provided'))),
    load: fromPromise<JobProposal>(() => Promise.reject(new Error('load is not provided'))),
  },
  actions: {
    startDepositPayment: () => {},
    assignProposal: assign((_, params: { proposal: JobProposal }) => ({ proposal: params.proposal })),
    assignChanged: assign((_, params: { proposal: JobProposal; now: number }) => ({
      proposal: params.proposal,
      now: params.now,
      msLeft: msLeftOf(params.proposal, params.now),
      justAccepted: false,
    })),
    assignDecision: assign((_, params: ProposalDecisionChoice) => ({ decision: params, error: null, notice: null })),
    assignAccepted: assign(({ context }) => ({ justAccepted: context.decision?.decision === 'Accept' })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    assignNotice: assign((_, params: { error: unknown }) => ({ notice: toApiFailure(params.error).message, error: null })),
    clearError: assign({ error: null }),
    countDown: assign(({ context }) => ({ msLeft: context.msLeft - MAX_TIMER_MS, now: context.now + MAX_TIMER_MS })),
  },
  guards: {
    isBooked: ({ context }) => context.proposal.status === 'Accepted',
    isClosed: ({ context }) => context.proposal.status === 'Declined' || context.proposal.status === 'Withdrawn',
    isAwaitingDeposit: ({ context }) => context.proposal.status === 'Pending' && context.proposal.acceptedAt !== null,
    isExpired: ({ context }) => context.proposal.status === 'Expired' || context.msLeft <= 0,
    isJustAccepted: ({ context }) => context.justAccepted,
    isLastStretch: ({ context }) => context.msLeft <= MAX_TIMER_MS,
    isRefused: (_, params: { error: unknown }) => toApiFailure(params.error).status === 409,
  },
  delays: {
    expiry: ({ context }) => Math.max(0, Math.min(context.msLeft, MAX_TIMER_MS)),
  },
}).createMachine({
  id: 'proposal',
  description:
    'Read an estimate, then accept it (paying its deposit when one is asked) or decline it with a reason; expired when its validUntil passes; always shown as the server has it (spec sections 3 and 7; docs/decisions/018).',
  context: ({ input }) => ({
    proposal: input.proposal,
    now: input.now,
    msLeft: msLeftOf(input.proposal, input.now),
    decision: null,
    justAccepted: false,
    error: null,
    notice: null,
  }),
  initial: 'settling',
  states: {
    settling: {
      description: 'Where the proposal stands as the server answered it.',
      always: [
        { guard: 'isBooked', target: 'accepted.booked' },
        { guard: 'isClosed', target: 'declined' },
        {
          description: 'Accepted and waiting for its deposit: the proposal stays Pending until the provider confirms the payment (docs/decisions/018).',
          guard: 'isAwaitingDeposit',
          target: 'accepted.depositDue',
        },
        { guard: 'isExpired', target: 'expired' },
        { target: 'viewing' },
      ],
    },
    viewing: {
      description: 'The estimate with its amounts, deposit and what stays for later; Accept & pay deposit, or Decline.',
      after: {
        expiry: [
          { description: 'An open estimate past its validUntil can no longer be accepted (docs/decisions/018).', guard: 'isLastStretch', target: 'expired' },
          { target: 'viewing', reenter: true, actions: 'countDown' },
        ],
      },
      on: {
        'proposal.accept': { target: 'deciding', actions: { type: 'assignDecision', params: { decision: 'Accept' } } },
        'proposal.startDecline': 'confirmingDecline',
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
      description: 'POST …/decisions with Accept, or Decline and the reason.',
      tags: ['busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => context.decision!,
        onDone: { target: 'settling', actions: [{ type: 'assignProposal', params: ({ event }) => ({ proposal: event.output }) }, 'assignAccepted'] },
        onError: [
          {
            description: 'Decided elsewhere, expired, or another estimate accepted (409): the server’s reason, and the proposal as it is now.',
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'reloading',
            actions: { type: 'assignNotice', params: ({ event }) => ({ error: event.error }) },
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
      description: 'The proposal is read again, so no button acts on a stale state.',
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'settling', actions: { type: 'assignProposal', params: ({ event }) => ({ proposal: event.output }) } },
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
          description: 'Accepted; the deposit is owed and the payment step is shown. Declining it frees the customer to accept another estimate.',
          always: { guard: 'isJustAccepted', actions: ['startDepositPayment', assign({ justAccepted: false })] },
          on: {
            'proposal.startDecline': '#proposal.confirmingDecline',
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
    expired: {
      description: 'Past its validUntil: it can no longer be accepted; it can still be declined.',
      on: {
        'proposal.startDecline': 'confirmingDecline',
        'proposal.changed': { target: 'settling', actions: { type: 'assignChanged', params: ({ event }) => event } },
      },
    },
  },
});

export type ProposalMachine = typeof proposalMachine;
