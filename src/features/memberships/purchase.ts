import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import type { Membership } from '../../../contract/memberships';
import { selectIdentity, selectIsAuthenticated, selectIsSettled } from '../../../machines/auth.machine';
import { isSignedUp } from '../../../machines/identity';
import {
  type MembershipPurchaseInput,
  type MembershipPurchaseMachine,
  membershipPurchaseMachine,
  type PurchaseCheck,
  type PurchaseChoice,
  type PurchaseRefund,
  type PurchaseReturn,
  type PurchaseSession,
} from '../../../machines/membership-purchase.machine';
import { type ApiClient, api as appApi } from '../../api/client';
import { answerOf } from '../../api/answer-of';
import type { AuthRuntime } from '../../auth/runtime';
import { inspect } from '../../lib/inspector';
import { clearPendingPurchase, peekPendingPurchase, storePendingPurchase } from '../../lib/pending-purchase-store';
import { CHECKOUT_PATH } from './checkout-path';

/**
 * The membership purchase machine (machines/membership-purchase.machine.ts) with the browser's parts:
 * the API, the session of the auth runtime, local storage and the page's address. Loaded only when a
 * plan is chosen or a chosen one is waiting, never with the landing page (docs/performance.md, "JavaScript before the first paint").
 */

export type PurchaseActor = Actor<MembershipPurchaseMachine>;

/** The page the payment page sends the browser back to. */
export const RETURN_PATH = '/memberships/return';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PurchaseDeps {
  runtime: AuthRuntime;
  /** Client-side navigation (sign-in). */
  navigate: (options: { to: string; search?: Record<string, string> }) => unknown;
  api?: ApiClient;
  storage?: Storage;
  /** Where the browser is, and how it leaves for the payment page. */
  location?: Pick<Location, 'origin' | 'assign'>;
}

type AuthSnapshot = ReturnType<AuthRuntime['actor']['getSnapshot']>;

/** The session as the purchase sees it. An identity still loading is not signed up yet: the machine waits. */
export function sessionOf(snapshot: AuthSnapshot): PurchaseSession {
  const identity = selectIdentity(snapshot);
  if (!selectIsAuthenticated(snapshot)) return { status: 'signedOut', activeMemberships: [] };
  return { status: identity && isSignedUp(identity) ? 'signedUp' : 'signedIn', activeMemberships: identity?.applicationUser.activeMemberships ?? [] };
}

/** The return page's address for a choice: the payment page adds `session_id` or `canceled=true`. */
export function returnAddress(origin: string, choice: PurchaseChoice): string {
  const url = new URL(RETURN_PATH, origin);
  url.searchParams.set('membershipId', choice.membershipId);
  url.searchParams.set('priceId', choice.priceId);
  return url.toString();
}

/** The machine given the browser's actors and actions. */
export function purchaseLogic({ runtime, navigate, api = appApi, storage, location = window.location }: PurchaseDeps) {
  return membershipPurchaseMachine.provide({
    actors: {
      buy: fromPromise<{ url: string }, PurchaseChoice>(({ input }) =>
        answerOf(api.POST('/Memberships/buy', { params: { query: { MembershipId: input.membershipId, PriceId: input.priceId, RedirectUrl: returnAddress(location.origin, input) } } })),
      ),
      // The identity reloaded through the session, so the header's tier changes with it; and the checkout read back,
      // which says when it was refunded as a second plan (paid in another tab while another plan was current).
      checkMembership: fromPromise<PurchaseCheck, { sessionId: string | null }>(async ({ input, signal }) => {
        const auth = runtime.actor;
        if (auth.getSnapshot().matches({ session: 'signedIn' })) auth.send({ type: 'auth.reload' });
        else if (auth.getSnapshot().matches({ session: 'identityFailed' })) auth.send({ type: 'auth.retry' });
        const settled = await waitFor(auth, (s) => !s.matches({ session: 'loadingIdentity' }) && selectIsSettled(s), { timeout: 15_000, signal });
        if (settled.matches({ session: 'identityFailed' })) throw settled.context.error;
        return { session: sessionOf(settled), refunded: input.sessionId ? await refundOf(api, input.sessionId) : null };
      }),
    },
    actions: {
      holdPurchase: (_, pending) => storePendingPurchase(pending, storage),
      removePending: () => clearPendingPurchase(storage),
      goToSignIn: () => navigate({ to: '/login', search: { redirect: CHECKOUT_PATH } }),
      openPaymentPage: (_, { url }) => location.assign(url),
    },
  });
}

/** Whether the checkout was refunded as a second plan; not known (null) while it cannot be read, and asked again at the next check. */
async function refundOf(api: ApiClient, sessionId: string): Promise<PurchaseRefund | null> {
  const answer = await api.GET('/Memberships/get-checkout', { params: { query: { SessionId: sessionId } } }).catch(() => undefined);
  return answer?.data?.refunded ?? null;
}

export interface PageStart {
  plans: Membership[];
  returned?: PurchaseReturn | null;
}

/** What a page starts the machine with: the plans, the session, the choice waiting in storage, the return address. */
export function purchaseInput(runtime: AuthRuntime, page: PageStart, storage?: Storage): MembershipPurchaseInput {
  return {
    plans: page.plans,
    session: sessionOf(runtime.actor.getSnapshot()),
    pending: peekPendingPurchase(storage) ?? null,
    now: Date.now(),
    returned: page.returned ?? null,
  };
}

/** A running purchase; `stop()` ends it and stops following the session. */
export interface RunningPurchase {
  actor: PurchaseActor;
  /**
   * Choose plan, now. Settles once the purchase has its answer (held for sign-in, refused, failed), so
   * the button pressed shows it busy until then; the payment page opening keeps it busy until the browser leaves.
   */
  choose(choice: PurchaseChoice): Promise<void>;
  stop(): void;
}

/**
 * Starts the purchase for a page once the session is known, and keeps telling it of session
 * changes (signing in here or in another tab, the profile completed).
 */
export async function startPurchase(deps: PurchaseDeps, page: PageStart): Promise<RunningPurchase> {
  await waitFor(deps.runtime.actor, selectIsSettled, { timeout: Infinity });
  const actor = createActor(purchaseLogic(deps), { input: purchaseInput(deps.runtime, page, deps.storage), ...(inspect ? { inspect } : {}) });
  actor.start();
  const unfollow = followSession(deps.runtime, actor);
  return {
    actor,
    choose(choice) {
      actor.send({ type: 'purchase.choose', ...choice, at: Date.now() });
      return whenNotBusy(actor);
    },
    stop() {
      unfollow();
      actor.stop();
    },
  };
}

/** Resolves once the purchase is no longer busy, or has stopped (the page left). */
function whenNotBusy(actor: PurchaseActor): Promise<void> {
  const settled = (s: ReturnType<PurchaseActor['getSnapshot']>) => s.status !== 'active' || !s.hasTag('busy');
  if (settled(actor.getSnapshot())) return Promise.resolve();
  return new Promise((resolve) => {
    const subscription = actor.subscribe({
      next: (s) => {
        if (!settled(s)) return;
        subscription.unsubscribe();
        resolve();
      },
      error: () => resolve(),
      complete: () => resolve(),
    });
  });
}

/** Sends the purchase every change of the session; answers how to stop. */
export function followSession(runtime: AuthRuntime, actor: Pick<PurchaseActor, 'send' | 'getSnapshot'>): () => void {
  let last = JSON.stringify(sessionOf(runtime.actor.getSnapshot()));
  const subscription = runtime.actor.subscribe((snapshot) => {
    const session = sessionOf(snapshot);
    const now = JSON.stringify(session);
    if (now === last) return;
    last = now;
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'purchase.session', session });
  });
  return () => subscription.unsubscribe();
}
