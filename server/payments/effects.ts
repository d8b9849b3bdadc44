import type Stripe from 'stripe';
import type { Database } from '../db/client';
import type { PaymentKind } from '../db/schema';
import type { PaymentRow, PaymentServices } from './payments';

/**
 * The port through which payments reach what a payment means elsewhere, owned here so that payments
 * know nothing of jobs or memberships: what else happens when a payment's provider event is applied,
 * by payment kind (the deposit, final, subsequent and membership payments), and what each subscription
 * event does. Each runs inside the webhook's transaction, after the payment row was updated and before
 * the event is committed as processed, so it happens exactly once with it or not at all (a thrown error
 * rolls both back and the provider delivers the event again). The app fills both where it is put
 * together (`registerPaymentEffects`, called from server/payment-effects.ts); until then an event
 * changes the payment alone.
 */

export type { PaymentRow };

export interface PaymentEffectContext {
  now: Date;
  /** The provider event being applied. */
  event: { id: string; type: string; created: number };
  /** The web app's address, for links in what an effect sends (a receipt's text links the job's page). */
  publicUrl: string;
  /**
   * Runs `work` once the event's transaction has committed, with the payment services: for calls to
   * the provider (a refund) that must not run inside the transaction, nor at all if it rolls back.
   * A failure there is logged; what it was to do must be safe to try again (e.g. a queued refund).
   */
  afterCommit(work: (services: PaymentServices) => Promise<void>): void;
}

export interface PaymentEffects {
  /** The payment went through: called once, when it first reaches Succeeded. */
  succeeded?(tx: Database, payment: PaymentRow, context: PaymentEffectContext): Promise<void>;
  /** An attempt failed (`payment.failureMessage` says why); the customer may try again on the same payment. */
  failed?(tx: Database, payment: PaymentRow, context: PaymentEffectContext): Promise<void>;
  /** Money went back: `refundedCents` is this event's part, `payment.refundedCents` the total so far. */
  refunded?(tx: Database, payment: PaymentRow, context: PaymentEffectContext & { refundedCents: number }): Promise<void>;
  /** The payment was called off before it went through. */
  canceled?(tx: Database, payment: PaymentRow, context: PaymentEffectContext): Promise<void>;
}

export const paymentEffects: Record<PaymentKind, PaymentEffects> = {
  Deposit: {},
  FinalPayment: {},
  SubsequentPayment: {},
  Membership: {},
};

/** The subscription events a membership follows; each handler gets the event's object in Stripe's shape. */
export const MEMBERSHIP_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type MembershipEventType = (typeof MEMBERSHIP_EVENT_TYPES)[number];

export type MembershipEventObject<T extends MembershipEventType> = Extract<Stripe.Event, { type: T }>['data']['object'];

export interface MembershipEventContext extends PaymentEffectContext {
  /** The fields the change replaced, as Stripe sends them with `*.updated` events. */
  previousAttributes: Record<string, unknown> | undefined;
}

/**
 * The memberships' extension point: a handler per subscription event, run in the webhook's
 * transaction exactly once per event. Order-insensitive handling (an `updated` before its `created`)
 * is the handler's to do: `event.created` and `userMemberships.lastEventAt` are there for it.
 */
export type MembershipEventHandlers = {
  [T in MembershipEventType]?: (tx: Database, object: MembershipEventObject<T>, context: MembershipEventContext) => Promise<void>;
};

/** The handler of each subscription event: the memberships' (server/memberships/events.ts), once registered. */
export const membershipEvents: MembershipEventHandlers = {};

/** Fills the port: what each kind of payment's events do, and what each subscription event does. */
export function registerPaymentEffects(byKind: Partial<Record<PaymentKind, PaymentEffects>>, subscriptionEvents: MembershipEventHandlers): void {
  Object.assign(paymentEffects, byKind);
  Object.assign(membershipEvents, subscriptionEvents);
}
