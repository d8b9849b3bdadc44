import { assign, fromPromise, setup } from 'xstate';
import type { JobPaymentKind, PaymentInfo, PaymentInfoStatus, PaymentStatus } from '../contract/proposals';
import { type ApiFailure, toApiFailure } from './api-failure';

/**
 * One card payment of a proposal: the deposit, the final payment or a payment for extra work (spec
 * sections 1, 3 and 7; docs/decisions/014-card-payments.md and 018). The server creates the payment
 * for the amount it holds; the card is collected by the provider (Stripe's Payment Element on the
 * page, or the sandbox's card page the browser goes to and comes back from); only the provider's
 * signed event marks it paid, so after the card step the machine asks the server until the payment
 * reads Paid or Failed, for a limited time, then says it is still being confirmed. A payment whose
 * card the customer's bank asks them to confirm (3-D Secure) waits for them, not for the provider:
 * the machine says so and goes on to the bank's confirmation when they ask.
 *
 * A page starts its own actor from what survives a reload: the payment's status on the proposal and
 * what the return address says (`returned`, and which payment the card step was for). The check
 * judges that payment (the one this actor started, or the one the return address names) by itself:
 * the proposal's status is of what its kind owes now, Due again when extra work was billed while the
 * card was being paid.
 *
 * Provide in `src/`: actors `createPayment` (POST …/deposit-info | final-payment-info |
 * subsequent-payment-info; throws an `ApiFailure`), `confirmCard` (Stripe.js `confirmPayment`, which
 * opens 3-D Secure itself), `continueCard` (Stripe.js `handleNextAction`: the bank's confirmation of a
 * card given before) and `checkProgress` (reads where the payment stands: the one named by its
 * provider's id when known, by its receipt once it went through); action `openCardPage` (the
 * browser leaves for the sandbox's card page, which shows the bank's step while it waits).
 */

/** What the return address says: the provider sent the customer back after an attempt, or they came back without paying. */
export type PaymentReturn = 'attempted' | 'left';

export interface PaymentInput {
  kind: JobPaymentKind;
  /** The amount the proposal says is owed, stated before the card is asked for. */
  amountCents: number;
  /** The payment's status on the proposal when the page starts. */
  status: PaymentStatus;
  returned?: PaymentReturn | null;
  /** The provider's payment the return address names (`payment_intent`): the one the card step was taken for. */
  paymentIntentId?: string | null;
  /** Go straight to the card (the customer has just accepted the proposal with "Accept & pay deposit"). */
  autoStart?: boolean;
}

/** A payment that went through, as its receipt shows it. */
export interface PaymentReceipt {
  paymentId: string;
  amountCents: number;
  card: { brand: string; last4: string } | null;
  paidAt: string;
}

/** What the check judges: the kind of payment, and which payment of it was made, when known. */
export interface ProgressInput {
  kind: JobPaymentKind;
  paymentIntentId: string | null;
}

/** Where the payment stands at the server. */
export interface PaymentProgress {
  status: PaymentInfoStatus;
  /** Why the latest card was refused, in the provider's words. */
  failureMessage: string | null;
  receipt: PaymentReceipt | null;
  /** The payment as the server answered it, when it was asked: how to go on with it, when it waits for the customer. */
  info?: PaymentInfo;
}

/** What confirming the card on the page came to: handed to the provider, or refused at once with its reason. */
export type CardOutcome = { outcome: 'submitted' } | { outcome: 'declined'; message: string };

export interface PaymentContext {
  kind: JobPaymentKind;
  amountCents: number;
  status: PaymentInfoStatus;
  returned: PaymentReturn | null;
  /** The payment the card step came back from, before this actor started one of its own (`info`). */
  paymentIntentId: string | null;
  autoStart: boolean;
  info: PaymentInfo | null;
  failureMessage: string | null;
  error: ApiFailure | null;
  receipt: PaymentReceipt | null;
}

export type PaymentEvent =
  | { type: 'payment.start' }
  /** The card typed in the provider's fields: Pay. */
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  | { type: 'payment.resume' }
  | { type: 'payment.checkAgain' }
  /** On to the bank's confirmation of the card given. */
  | { type: 'payment.continue' };

/** How often the page asks whether the provider confirmed the payment, and for how long before it says "still confirming". */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_CONFIRM_LIMIT_MS = 30_000;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    createPayment: fromPromise<PaymentInfo, { kind: JobPaymentKind }>(() => Promise.reject(new Error('createPayment is not provided'))),
    confirmCard: fromPromise<CardOutcome, { info: PaymentInfo }>(() => Promise.reject(new Error('confirmCard is not provided'))),
    continueCard: fromPromise<CardOutcome, { info: PaymentInfo }>(() => Promise.reject(new Error('continueCard is not provided'))),
    checkProgress: fromPromise<PaymentProgress, ProgressInput>(() => Promise.reject(new Error('checkProgress is not provided'))),
  },
  actions: {
    /** The browser leaves for the sandbox's card page, which sends it back to the return address. */
    openCardPage: (_, _params: { url: string }) => {},
    assignInfo: assign((_, params: { info: PaymentInfo }) => ({
      info: params.info,
      amountCents: params.info.amountCents,
      status: params.info.status,
      failureMessage: params.info.failureMessage,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error), failureMessage: null })),
    assignDeclined: assign((_, { outcome }: { outcome: CardOutcome }) => ({
      failureMessage: outcome.outcome === 'declined' ? outcome.message : null,
      status: 'Failed' as const,
      error: null,
    })),
    assignProgress: assign(({ context }, params: { progress: PaymentProgress }) => ({
      // The receipt's amount is what was paid: more billed since is another payment's.
      amountCents: params.progress.receipt?.amountCents ?? context.amountCents,
      status: params.progress.status,
      failureMessage: params.progress.failureMessage,
      receipt: params.progress.receipt,
      info: params.progress.info ?? context.info,
    })),
    clearProblem: assign({ error: null, failureMessage: null }),
  },
  guards: {
    isPaid: ({ context }) => context.status === 'Paid',
    isReturnAttempted: ({ context }) => context.returned === 'attempted',
    isUnsettled: ({ context }) => context.status === 'Processing' || context.status === 'Failed',
    isReturnLeft: ({ context }) => context.returned === 'left',
    isAutoStart: ({ context }) => context.autoStart,
    hasCardPage: (_, params: { info: PaymentInfo }) => params.info.cardPageUrl !== null,
    isProcessing: (_, params: { info: PaymentInfo }) => params.info.status === 'Processing',
    isAwaitingBank: (_, params: { info: PaymentInfo }) => params.info.status === 'RequiresAction',
    isProgressAwaitingBank: (_, params: { progress: PaymentProgress }) => params.progress.info?.status === 'RequiresAction',
    /** The sandbox shows the bank's step on its card page; with Stripe, Stripe.js shows it over this one. */
    isConfirmedOnCardPage: ({ context }) => context.info?.cardPageUrl != null,
    isDeclined: (_, params: { outcome: CardOutcome }) => params.outcome.outcome === 'declined',
    isProgressPaid: (_, params: { progress: PaymentProgress }) => params.progress.status === 'Paid' || params.progress.status === 'Refunded',
    isProgressFailed: (_, params: { progress: PaymentProgress }) => params.progress.status === 'Failed',
    /** Stripe's intent takes another card on the page; the sandbox's card page is opened again. */
    canTakeAnotherCard: ({ context }) => context.error === null && context.info !== null && context.info.cardPageUrl === null,
  },
  delays: {
    paymentPoll: PAYMENT_POLL_MS,
    paymentConfirmLimit: PAYMENT_CONFIRM_LIMIT_MS,
  },
}).createMachine({
  id: 'payment',
  description:
    'A deposit, final or extra-work payment by card: the amount first, the server’s payment, the card (and 3-D Secure), then the provider’s confirmation, read from the server (spec sections 1 and 7; docs/decisions/014 and 018).',
  context: ({ input }) => ({
    kind: input.kind,
    amountCents: input.amountCents,
    status: input.status,
    returned: input.returned ?? null,
    paymentIntentId: input.paymentIntentId ?? null,
    autoStart: input.autoStart ?? false,
    info: null,
    failureMessage: null,
    error: null,
    receipt: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Where the page takes the payment up: paid already, back from the card step, a card being confirmed or declined, or nothing tried yet.',
      always: [
        { guard: 'isPaid', target: 'paid' },
        {
          description: 'The return page never marks anything paid: it waits for the webhook’s result (docs/decisions/014).',
          guard: 'isReturnAttempted',
          target: 'waiting',
        },
        { guard: 'isUnsettled', target: 'waiting' },
        { guard: 'isReturnLeft', target: 'abandoned' },
        { guard: 'isAutoStart', target: 'creating' },
        { target: 'ready' },
      ],
    },
    ready: {
      description: 'The amount is shown before the card is asked for; Pay starts the payment.',
      on: { 'payment.start': 'creating' },
    },
    creating: {
      description: 'The server creates the payment for the amount it holds, or answers the one already open (a double click or a retry lands on one charge).',
      tags: ['busy'],
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            description: 'A card was given and its bank asks the customer to confirm the payment: said before anything else is asked.',
            guard: { type: 'isAwaitingBank', params: ({ event }) => ({ info: event.output }) },
            target: 'awaitingConfirmation',
            actions: { type: 'assignInfo', params: ({ event }) => ({ info: event.output }) },
          },
          {
            description: 'The sandbox takes the card on its own page, which sends the customer back here.',
            guard: { type: 'hasCardPage', params: ({ event }) => ({ info: event.output }) },
            target: 'redirecting',
            actions: [
              { type: 'assignInfo', params: ({ event }) => ({ info: event.output }) },
              { type: 'openCardPage', params: ({ event }) => ({ url: event.output.cardPageUrl! }) },
            ],
          },
          {
            description: 'A card was handed over already and the provider is still confirming it.',
            guard: { type: 'isProcessing', params: ({ event }) => ({ info: event.output }) },
            target: 'waiting',
            actions: { type: 'assignInfo', params: ({ event }) => ({ info: event.output }) },
          },
          { target: 'collecting', actions: { type: 'assignInfo', params: ({ event }) => ({ info: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    redirecting: {
      description: 'The browser is on its way to the card page.',
      tags: ['busy'],
    },
    collecting: {
      description: 'The provider’s card fields on the page, beside the amount; a card declined before stays declined until another one is tried.',
      on: { 'payment.submit': { target: 'confirming', actions: 'clearProblem' } },
    },
    confirming: {
      description: 'The provider confirms the card, asking for 3-D Secure over the page when the bank wants it.',
      tags: ['busy'],
      invoke: {
        id: 'confirmCard',
        src: 'confirmCard',
        input: ({ context }) => ({ info: context.info! }),
        onDone: [
          {
            description: 'Declined (or 3-D Secure failed): the provider’s reason, and the customer stays on the step.',
            guard: { type: 'isDeclined', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'assignDeclined', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'waiting' },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    waiting: {
      description:
        'Only the provider’s signed event marks a payment paid: the server is asked until it reads Paid or Failed, for a limited time. It is asked of the payment made, not of what the proposal owes since (more extra work billed meanwhile is a payment of its own).',
      tags: ['busy'],
      initial: 'checking',
      after: { paymentConfirmLimit: 'stillConfirming' },
      states: {
        checking: {
          invoke: {
            id: 'checkProgress',
            src: 'checkProgress',
            input: ({ context }) => ({ kind: context.kind, paymentIntentId: context.info?.paymentIntentId ?? context.paymentIntentId }),
            onDone: [
              {
                guard: { type: 'isProgressPaid', params: ({ event }) => ({ progress: event.output }) },
                target: '#payment.paid',
                actions: { type: 'assignProgress', params: ({ event }) => ({ progress: event.output }) },
              },
              {
                guard: { type: 'isProgressFailed', params: ({ event }) => ({ progress: event.output }) },
                target: '#payment.failed',
                actions: { type: 'assignProgress', params: ({ event }) => ({ progress: event.output }) },
              },
              {
                description: 'The bank asks the customer to confirm the card: no waiting for the provider makes it go through.',
                guard: { type: 'isProgressAwaitingBank', params: ({ event }) => ({ progress: event.output }) },
                target: '#payment.awaitingConfirmation',
                actions: { type: 'assignProgress', params: ({ event }) => ({ progress: event.output }) },
              },
              { target: 'pausing', actions: { type: 'assignProgress', params: ({ event }) => ({ progress: event.output }) } },
            ],
            onError: 'pausing',
          },
        },
        pausing: {
          after: { paymentPoll: 'checking' },
        },
      },
    },
    awaitingConfirmation: {
      description:
        'The card was given and the customer’s bank asks them to confirm the payment (3-D Secure): nothing is charged and nothing moves until they answer, so the step says so and offers to go on; the page keeps its other ways out (declining the estimate).',
      on: {
        'payment.continue': [
          {
            guard: 'isConfirmedOnCardPage',
            target: 'redirecting',
            actions: { type: 'openCardPage', params: ({ context }) => ({ url: context.info!.cardPageUrl! }) },
          },
          { target: 'authenticating' },
        ],
      },
    },
    authenticating: {
      description: 'Stripe.js asks the bank’s confirmation over the page; then the provider’s word is awaited, as after a card.',
      tags: ['busy'],
      invoke: {
        id: 'continueCard',
        src: 'continueCard',
        input: ({ context }) => ({ info: context.info! }),
        onDone: [
          {
            description: 'Not confirmed: the bank’s reason, and the customer stays on the step to try a card again.',
            guard: { type: 'isDeclined', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: { type: 'assignDeclined', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'waiting' },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    stillConfirming: {
      description: 'Not confirmed within the time limit: the provider may still be processing it; nothing is charged twice, and the customer can check again or come back later.',
      tags: ['error'],
      on: { 'payment.checkAgain': 'waiting' },
    },
    failed: {
      description: 'The card was declined (with the provider’s reason) or the payment could not be started; the customer stays on the step and tries again.',
      tags: ['error'],
      on: {
        'payment.retry': [
          { guard: 'canTakeAnotherCard', target: 'collecting', actions: 'clearProblem' },
          { target: 'creating', actions: 'clearProblem' },
        ],
      },
    },
    abandoned: {
      description: 'Back from the card step without paying: nothing was charged, and the same payment can be taken up again.',
      on: { 'payment.resume': 'creating' },
    },
    paid: {
      description: 'The provider confirmed the payment: the receipt.',
      type: 'final',
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
