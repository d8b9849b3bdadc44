import { assign, fromPromise, setup } from 'xstate';
import type { Membership, MembershipPrice } from '../contract/memberships';
import { type ApiFailure, toApiFailure } from './api-failure';
import { coveringMembership } from './identity';
import { createPendingPurchase, isPendingPurchaseExpired, PENDING_PURCHASE_TTL_MS, type PendingPurchase } from './pending-purchase';

/**
 * Buying a membership (spec sections 3, 4, 7 and 9; ARCHITECTURE.md "Memberships"): a plan and its
 * monthly or yearly price are chosen; signed out, the choice is held as the pending purchase while
 * the visitor signs in (and completes a new account's profile), then resumed straight into the
 * checkout; `POST /Memberships/buy` answers the payment page the browser goes to; back from it, the
 * membership is confirmed when the identity lists it (the payment provider's events, not the return,
 * make it active), polled for a while, then a clear "still confirming".
 *
 * Every page that takes part starts its own actor from what survives a reload: the plans on sale,
 * the session, the pending purchase found in storage (`pending`, with `now`), and, on the return
 * page, what the return address says (`returned`). So a reload, or a page reached after signing in,
 * lands in the same state as the page before it.
 *
 * Provide in `src/`: actors `buy` (POST /Memberships/buy; throws an `ApiFailure`) and
 * `checkMembership` (reloads the identity and reads the checkout back, answers the session and whether
 * the checkout was refunded as a second plan); actions `holdPurchase` (store the
 * pending purchase), `removePending` (remove it), `goToSignIn` and `openPaymentPage` (the browser
 * leaves for the payment page).
 */

/** The session as the purchase needs it: whether the account may buy, and what it holds already. */
export interface PurchaseSession {
  /** `signedIn`: a session whose new account has not completed its profile yet (not signed up). */
  status: 'signedOut' | 'signedIn' | 'signedUp';
  /** The identity's `activeMemberships`. */
  activeMemberships: string[];
}

export interface PurchaseChoice {
  membershipId: string;
  priceId: string;
}

/**
 * A checkout paid while another plan was current (paid in another tab): the server canceled it at once
 * and refunds it in full (docs/decisions/101); `keptMembership` is the plan that stays.
 */
export interface PurchaseRefund {
  amountCents: number;
  keptMembership: string | null;
}

/** What the return page learns each time it asks: the session, and whether its checkout was refunded as a second plan. */
export interface PurchaseCheck {
  session: PurchaseSession;
  refunded: PurchaseRefund | null;
}

/** What the return address of the payment page says: paid (with the checkout's id) or left without paying. */
export type PurchaseReturn = { outcome: 'paid'; sessionId: string; choice: PurchaseChoice | null } | { outcome: 'canceled'; choice: PurchaseChoice };

export interface MembershipPurchaseInput {
  plans: Membership[];
  session: PurchaseSession;
  /** What storage held when the page started, as stored: the machine judges its age. */
  pending?: PendingPurchase | null;
  /** When the page started (ms since the epoch), for the age of `pending`. */
  now: number;
  returned?: PurchaseReturn | null;
}

export interface MembershipPurchaseContext {
  plans: Membership[];
  session: PurchaseSession;
  choice: PurchaseChoice | null;
  /** The choice as held in storage while the visitor signs in. */
  pending: PendingPurchase | null;
  /** How long the held choice has left when the waiting for sign-in starts. */
  pendingExpiresInMs: number;
  startedAt: number;
  returned: PurchaseReturn | null;
  /** The plan held already that covers the chosen one (the same or a higher tier). */
  coveredBy: string | null;
  /** The checkout paid here was refunded as a second plan. */
  refunded: PurchaseRefund | null;
  error: ApiFailure | null;
}

export type MembershipPurchaseEvent =
  /** Choose plan, with the time it was chosen (the pending purchase's `dateAdded`). */
  | ({ type: 'purchase.choose'; at: number } & PurchaseChoice)
  /** The session changed: signed in (maybe in another tab), profile completed, logged out, identity reloaded. */
  | { type: 'purchase.session'; session: PurchaseSession }
  | { type: 'purchase.retry' }
  | { type: 'purchase.discard' }
  | { type: 'purchase.checkAgain' };

/** How often the return page asks whether the membership is active, and for how long before it says "still confirming". */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_LIMIT_MS = 30_000;

/** The plan and price a choice names among the plans on sale. */
export function chosenOf(plans: readonly Membership[], choice: PurchaseChoice | null | undefined): { plan: Membership; price: MembershipPrice } | undefined {
  const plan = choice ? plans.find((p) => p.id === choice.membershipId) : undefined;
  const price = plan?.prices.find((p) => p.id === choice?.priceId);
  return plan && price ? { plan, price } : undefined;
}

const planNameOf = (context: Pick<MembershipPurchaseContext, 'plans' | 'choice'>) => chosenOf(context.plans, context.choice)?.plan.name;

const isMember = (session: PurchaseSession, planName: string | undefined) =>
  planName ? session.activeMemberships.some((name) => name.trim().toLowerCase() === planName.trim().toLowerCase()) : session.activeMemberships.length > 0;

const choiceOf = (pending: PendingPurchase): PurchaseChoice => ({ membershipId: pending.membershipId, priceId: pending.priceId });

/** The plan chosen, and when (the pending purchase is held an hour from then). */
type Chosen = PurchaseChoice & { at: number };
const choiceInEvent = ({ event }: { event: Chosen }): Chosen => ({ membershipId: event.membershipId, priceId: event.priceId, at: event.at });

/** Choose plan, wherever the plans are shown: held for sign-in, or straight to the checkout when signed up. */
const choose = [
  {
    guard: 'isSignedUp',
    target: '#membershipPurchase.deciding',
    reenter: true,
    actions: [{ type: 'assignChoice', params: choiceInEvent }, { type: 'holdPurchase', params: ({ context }: { context: MembershipPurchaseContext }) => context.pending! }],
  },
  {
    description: 'Signed out (or the profile not completed): the choice is held as the pending purchase and the user signs in (spec section 3).',
    target: '#membershipPurchase.holdingForSignIn',
    // Another plan chosen while one waits: its own hour starts.
    reenter: true,
    actions: [{ type: 'assignChoice', params: choiceInEvent }, { type: 'holdPurchase', params: ({ context }: { context: MembershipPurchaseContext }) => context.pending! }, 'goToSignIn'],
  },
] as const;

export const membershipPurchaseMachine = setup({
  types: {
    context: {} as MembershipPurchaseContext,
    events: {} as MembershipPurchaseEvent,
    input: {} as MembershipPurchaseInput,
  },
  actors: {
    buy: fromPromise<{ url: string }, PurchaseChoice>(() => Promise.reject(new Error('buy is not provided'))),
    checkMembership: fromPromise<PurchaseCheck, { sessionId: string | null }>(() => Promise.reject(new Error('checkMembership is not provided'))),
  },
  actions: {
    /** Keep the pending purchase in storage (spec section 3: membershipId, priceId, dateAdded). */
    holdPurchase: (_, _pending: PendingPurchase) => {},
    removePending: () => {},
    goToSignIn: () => {},
    /** The browser leaves for the payment page. */
    openPaymentPage: (_, _params: { url: string }) => {},
    assignChoice: assign((_, { membershipId, priceId, at }: Chosen) => {
      return {
        choice: { membershipId, priceId },
        pending: createPendingPurchase(membershipId, priceId, at),
        pendingExpiresInMs: PENDING_PURCHASE_TTL_MS,
        coveredBy: null,
        error: null,
      };
    }),
    assignPending: assign(({ context }) => {
      const pending = context.pending!;
      return { choice: choiceOf(pending), pendingExpiresInMs: Math.max(0, Date.parse(pending.dateAdded) + PENDING_PURCHASE_TTL_MS - context.startedAt) };
    }),
    assignPendingChoice: assign(({ context }) => ({ choice: context.pending ? choiceOf(context.pending) : null, pending: null })),
    forgetPending: assign({ pending: null }),
    clearChoice: assign({ choice: null, pending: null, error: null, coveredBy: null }),
    assignReturnedChoice: assign(({ context }) => ({ choice: context.returned?.choice ?? null })),
    assignSession: assign((_, params: { session: PurchaseSession }) => ({ session: params.session })),
    assignCoveredBy: assign(({ context }) => ({ coveredBy: coveringMembership(context.session.activeMemberships, planNameOf(context) ?? '') ?? null })),
    assignRefund: assign((_, params: { refunded: PurchaseRefund | null }) => ({ refunded: params.refunded })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    isReturnPaid: ({ context }) => context.returned?.outcome === 'paid',
    isReturnCanceled: ({ context }) => context.returned?.outcome === 'canceled',
    hasPending: ({ context }) => context.pending !== null,
    isPendingExpired: ({ context }) => context.pending !== null && isPendingPurchaseExpired(context.pending, context.startedAt),
    isPendingOffSale: ({ context }) => context.pending !== null && !chosenOf(context.plans, context.pending),
    isSignedUp: ({ context }) => context.session.status === 'signedUp',
    isNowSignedUp: (_, params: { session: PurchaseSession }) => params.session.status === 'signedUp',
    isCovered: ({ context }) => coveringMembership(context.session.activeMemberships, planNameOf(context) ?? '') !== undefined,
    /** A 409 with a time to try again is passing (another call is preparing the same checkout), not a refusal. */
    isRefused: (_, params: { error: unknown }) => {
      const failure = toApiFailure(params.error);
      return failure.status === 409 && failure.retryAfterSeconds === undefined;
    },
    isConfirmed: ({ context }, params: { session: PurchaseSession }) => isMember(params.session, planNameOf(context)),
    isRefunded: (_, params: { check: PurchaseCheck }) => params.check.refunded !== null,
  },
  delays: {
    /** The rest of the hour the held choice lives (spec sections 4 and 9). */
    pendingExpiry: ({ context }) => context.pendingExpiresInMs,
    confirmPoll: CONFIRM_POLL_MS,
    confirmLimit: CONFIRM_LIMIT_MS,
  },
}).createMachine({
  id: 'membershipPurchase',
  meta: { screens: "The landing page's plans, Membership (`/memberships/$step`), the pending plan notice" },
  description:
    'Choose a plan and a monthly or yearly price; signed out, the choice waits an hour while the user signs in, then goes straight to the checkout; the payment page; back, confirmed when the identity lists the plan (spec sections 3, 4 and 9).',
  context: ({ input }) => ({
    plans: input.plans,
    session: input.session,
    choice: null,
    pending: input.pending ?? null,
    pendingExpiresInMs: PENDING_PURCHASE_TTL_MS,
    startedAt: input.now,
    returned: input.returned ?? null,
    coveredBy: null,
    refunded: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'purchase.session': { actions: { type: 'assignSession', params: ({ event }) => ({ session: event.session }) } },
  },
  states: {
    starting: {
      description: 'Where the page takes up the purchase: the return address, else a pending purchase found in storage, else nothing chosen yet.',
      always: [
        { guard: 'isReturnPaid', target: 'confirming', actions: 'assignReturnedChoice' },
        { guard: 'isReturnCanceled', target: 'canceled', actions: 'assignReturnedChoice' },
        {
          description: 'The pending purchase expires 1 hour after dateAdded and is removed when found expired (spec sections 4 and 9).',
          guard: 'isPendingExpired',
          target: 'expired',
          actions: ['assignPendingChoice', 'removePending'],
        },
        { guard: 'isPendingOffSale', target: 'unavailable', actions: ['assignPendingChoice', 'removePending'] },
        { guard: 'hasPending', target: 'resuming', actions: 'assignPending' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      description: 'The plans are shown; nothing is chosen or waiting.',
      on: { 'purchase.choose': choose },
    },
    resuming: {
      description: 'A pending purchase was found: after sign-in and profile completion it goes straight to the checkout, without choosing again.',
      always: [{ guard: 'isSignedUp', target: 'deciding' }, { target: 'holdingForSignIn' }],
    },
    holdingForSignIn: {
      description: 'The choice waits in storage while the user signs in, at most an hour after it was made.',
      tags: ['waiting'],
      after: {
        pendingExpiry: { description: 'An hour after dateAdded the choice is removed, and the user is told (spec sections 4 and 9).', target: 'expired', actions: ['removePending', 'forgetPending'] },
      },
      on: {
        'purchase.session': [
          {
            description: 'Signed in and signed up, here or in another tab: on to the checkout.',
            guard: { type: 'isNowSignedUp', params: ({ event }) => ({ session: event.session }) },
            target: 'deciding',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.session }) },
          },
          { actions: { type: 'assignSession', params: ({ event }) => ({ session: event.session }) } },
        ],
        // Still signed out here: signed up goes on at once (above).
        'purchase.choose': choose[1],
        'purchase.discard': { target: 'choosing', actions: ['removePending', 'clearChoice'] },
      },
    },
    deciding: {
      always: [
        {
          description: 'Already a member of this plan or of a higher tier: say so instead of a second subscription.',
          guard: 'isCovered',
          target: 'alreadyMember',
          actions: ['assignCoveredBy', 'removePending', 'forgetPending'],
        },
        { target: 'checkingOut' },
      ],
    },
    checkingOut: {
      description: 'POST /Memberships/buy with MembershipId, PriceId and RedirectUrl (spec section 7).',
      tags: ['busy'],
      invoke: {
        id: 'buy',
        src: 'buy',
        input: ({ context }) => context.choice!,
        onDone: {
          target: 'redirecting',
          actions: ['removePending', 'forgetPending', { type: 'openPaymentPage', params: ({ event }) => ({ url: event.output.url }) }],
        },
        onError: [
          {
            description: 'The server refuses a second plan (409, with no time to try again) and says why.',
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'alreadyMember',
            actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'removePending', 'forgetPending'],
          },
          {
            description: 'Anything else, a 409 that says when to try again (the same checkout still being prepared) included: the choice is kept for another try.',
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    redirecting: {
      description: 'The browser is on its way to the payment page.',
      tags: ['busy'],
    },
    failed: {
      description: 'The checkout could not be started; the choice is kept, and the user can try again.',
      tags: ['error'],
      on: {
        'purchase.retry': { target: 'checkingOut', actions: 'clearError' },
        'purchase.discard': { target: 'choosing', actions: ['removePending', 'clearChoice'] },
        'purchase.choose': choose,
      },
    },
    alreadyMember: {
      description: 'No second subscription: the plan held already covers this one, or the server said why not.',
      on: { 'purchase.choose': choose },
    },
    unavailable: {
      description: 'The plan or price chosen is no longer on sale; the pending purchase was removed.',
      on: { 'purchase.choose': choose },
    },
    expired: {
      description: 'The held choice was more than an hour old and is gone; the user chooses again.',
      on: { 'purchase.choose': choose },
    },
    canceled: {
      description: 'Back from the payment page without paying: nothing was charged; the user can try again.',
      on: { 'purchase.retry': 'deciding' },
    },
    confirming: {
      description: 'Back from the payment page: the provider’s signed event makes the membership active; the identity is asked until it lists the plan.',
      tags: ['busy'],
      initial: 'checking',
      after: { confirmLimit: 'stillConfirming' },
      states: {
        checking: {
          invoke: {
            id: 'checkMembership',
            src: 'checkMembership',
            input: ({ context }) => ({ sessionId: context.returned?.outcome === 'paid' ? context.returned.sessionId : null }),
            onDone: [
              {
                description: 'Paid while another plan was current (in another tab): canceled at once and refunded, never a second plan (docs/decisions/101).',
                guard: { type: 'isRefunded', params: ({ event }) => ({ check: event.output }) },
                target: '#membershipPurchase.refunded',
                actions: [
                  { type: 'assignRefund', params: ({ event }) => ({ refunded: event.output.refunded }) },
                  { type: 'assignSession', params: ({ event }) => ({ session: event.output.session }) },
                ],
              },
              {
                guard: { type: 'isConfirmed', params: ({ event }) => ({ session: event.output.session }) },
                target: '#membershipPurchase.active',
                actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output.session }) },
              },
              { target: 'waiting', actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output.session }) } },
            ],
            onError: 'waiting',
          },
        },
        waiting: {
          after: { confirmPoll: 'checking' },
        },
      },
    },
    stillConfirming: {
      description: 'Not confirmed within the time limit: the payment may still be processing; the user can check again or come back later.',
      tags: ['error'],
      on: {
        'purchase.checkAgain': 'confirming',
        'purchase.session': [
          {
            guard: { type: 'isConfirmed', params: ({ event }) => ({ session: event.session }) },
            target: 'active',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.session }) },
          },
          { actions: { type: 'assignSession', params: ({ event }) => ({ session: event.session }) } },
        ],
      },
    },
    active: {
      description: 'The identity lists the plan: welcome.',
      type: 'final',
    },
    refunded: {
      description: 'The plan was paid while another was current: it was canceled at once and its payment is refunded in full; the plan that stays is named.',
      type: 'final',
    },
  },
});

export type MembershipPurchaseMachine = typeof membershipPurchaseMachine;
