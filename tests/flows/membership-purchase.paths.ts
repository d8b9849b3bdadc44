import type { SnapshotFrom } from 'xstate';
import type { Membership } from '../../contract/memberships';
import {
  type MembershipPurchaseInput,
  type MembershipPurchaseMachine,
  membershipPurchaseMachine,
  type PurchaseSession,
} from '../../machines/membership-purchase.machine';
import { createPendingPurchase, PENDING_PURCHASE_TTL_MS } from '../../machines/pending-purchase';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/**
 * The paths through the membership purchase machine: the machine-level model test
 * (membership-purchase.model.test.ts) and the UI path test (membership-purchase.ui.test.tsx) walk these.
 */

export type Snapshot = SnapshotFrom<MembershipPurchaseMachine>;

const plan = (n: number, name: string, monthlyCents: number, benefits: string[]): Membership => ({
  id: `0b6a0f7e-5c1d-4e0b-9a43-00000000000${n}`,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  description: `${name} plan`,
  benefits,
  priority: n,
  terms: { laborDiscountPercent: 10, tripChargeWaiver: 'Always', storageDiscountPercent: 15, priorityScheduling: true },
  prices: [
    { id: `1c6a0f7e-5c1d-4e0b-9a43-00000000000${n}`, interval: 'Monthly', amountCents: monthlyCents, currency: 'usd' },
    { id: `2d6a0f7e-5c1d-4e0b-9a43-00000000000${n}`, interval: 'Yearly', amountCents: monthlyCents * 10, currency: 'usd' },
  ],
});

export const RESIDENTIAL = plan(1, 'Residential', 1500, ['5% off labor on every job', 'An annual home check-up']);
export const RESIDENTIAL_PLUS = plan(2, 'Residential Plus', 3900, ['10% off labor on every job', 'No trip charges', 'Spring and fall home check-ups']);
export const BUSINESS = plan(3, 'Business', 12900, ['10% off labor on every job', 'A quarterly walk-through of your premises']);
export const PLANS = [RESIDENTIAL, RESIDENTIAL_PLUS, BUSINESS];

/** The choice of the paths: Residential Plus, billed yearly. */
export const CHOICE = { membershipId: RESIDENTIAL_PLUS.id, priceId: RESIDENTIAL_PLUS.prices[1]!.id };
/** When the pages of the paths start; the choice is made then, a held one a quarter of an hour before. */
export const NOW = Date.parse('2026-11-22T15:00:00Z');

export const SESSIONS = {
  signedOut: { status: 'signedOut', activeMemberships: [] },
  profileIncomplete: { status: 'signedIn', activeMemberships: [] },
  signedUp: { status: 'signedUp', activeMemberships: [] },
  business: { status: 'signedUp', activeMemberships: ['Business'] },
  member: { status: 'signedUp', activeMemberships: ['Residential Plus'] },
  residential: { status: 'signedUp', activeMemberships: ['Residential'] },
} satisfies Record<string, PurchaseSession>;

/** A plan taken off sale since it was chosen. */
export const WITHDRAWN = { membershipId: '0b6a0f7e-5c1d-4e0b-9a43-000000000009', priceId: '1c6a0f7e-5c1d-4e0b-9a43-000000000009' };

export const CHECKOUT_URL = 'http://localhost:3000/payment-sandbox/checkout/cs_test_a1b2c3d4e5f6';
/** The checkout paid in another tab while Residential was current: canceled at once and refunded. */
export const REFUND = { amountCents: 39_000, keptMembership: 'Residential' };
export const REFUSED = { kind: 'unknown', status: 409, message: 'You are a Residential member. Switch to Residential Plus under Manage membership in My Account, so you do not pay for two plans.' };

const held = (ageMs: number, choice = CHOICE) => createPendingPurchase(choice.membershipId, choice.priceId, NOW - ageMs);

export const inputs: Record<string, MembershipPurchaseInput> = {
  'a visitor on the plans': { plans: PLANS, session: SESSIONS.signedOut, now: NOW },
  'a Business member on the plans': { plans: PLANS, session: SESSIONS.business, now: NOW },
  'a choice held a quarter of an hour, signed out': { plans: PLANS, session: SESSIONS.signedOut, pending: held(15 * 60_000), now: NOW },
  'a choice held, signed in without a profile': { plans: PLANS, session: SESSIONS.profileIncomplete, pending: held(15 * 60_000), now: NOW },
  'a choice held, signed up': { plans: PLANS, session: SESSIONS.signedUp, pending: held(15 * 60_000), now: NOW },
  'a choice held more than an hour': { plans: PLANS, session: SESSIONS.signedUp, pending: held(PENDING_PURCHASE_TTL_MS + 1000), now: NOW },
  'a choice of a plan no longer on sale': { plans: PLANS, session: SESSIONS.signedUp, pending: held(60_000, WITHDRAWN), now: NOW },
  'back from the payment page, paid': { plans: PLANS, session: SESSIONS.signedUp, now: NOW, returned: { outcome: 'paid', sessionId: 'cs_test_a1b2c3d4e5f6', choice: CHOICE } },
  'back from the payment page without paying': { plans: PLANS, session: SESSIONS.signedUp, now: NOW, returned: { outcome: 'canceled', choice: CHOICE } },
};

export const events: ModelEvent<MembershipPurchaseMachine>[] = [
  { type: 'purchase.choose', ...CHOICE, at: NOW },
  { type: 'purchase.session', session: SESSIONS.signedUp },
  { type: 'purchase.session', session: SESSIONS.profileIncomplete },
  { type: 'purchase.session', session: SESSIONS.member },
  { type: 'purchase.retry' },
  { type: 'purchase.discard' },
  { type: 'purchase.checkAgain' },
  { type: 'xstate.done.actor.buy', output: { url: CHECKOUT_URL } },
  { type: 'xstate.error.actor.buy', error: networkDown() },
  { type: 'xstate.error.actor.buy', error: REFUSED },
  { type: 'xstate.done.actor.checkMembership', output: { session: SESSIONS.member, refunded: null } },
  { type: 'xstate.done.actor.checkMembership', output: { session: SESSIONS.signedUp, refunded: null } },
  { type: 'xstate.done.actor.checkMembership', output: { session: SESSIONS.residential, refunded: REFUND } },
  { type: 'xstate.error.actor.checkMembership', error: networkDown() },
  { type: 'xstate.after.pendingExpiry.membershipPurchase.holdingForSignIn' },
  { type: 'xstate.after.confirmPoll.membershipPurchase.confirming.waiting' },
  { type: 'xstate.after.confirmLimit.membershipPurchase.confirming' },
];

/** What the guards read: the session, what it holds, whether something is chosen or held. */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    status: s.status,
    session: s.context.session.status,
    held: s.context.session.activeMemberships,
    chosen: s.context.choice !== null,
    pending: s.context.pending !== null,
  });

export const paths = pathsFor(membershipPurchaseMachine, { events, serializeState, inputs });
