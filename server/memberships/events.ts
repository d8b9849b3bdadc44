import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { UUID_V1_TO_V5 } from '../../contract/common';
import type { Database } from '../db/client';
import { memberships, userMemberships, users } from '../db/schema';
import type { MembershipEventContext, MembershipEventHandlers } from '../payments/effects';
import type { BillingIntervalCode } from '../payments/gateway';
import { CURRENT_STATUSES, type UserMembershipRow } from './current';
import { paymentFailedNotice, notifyMember } from './notices';
import { priceOfProvider } from './plans';
import { currentPlanBesides, endAsSecondPlan } from './second-plan';

/**
 * The provider's subscription events, applied to the member's row (`user_memberships`) inside the
 * webhook's transaction, which applies each event once. They arrive in any order, so:
 *
 * - the ids an event carries (subscription, customer) are filled in whenever they are missing;
 * - the state an event carries (status, period, cancelation, plan) is applied only when the event is
 *   no older than the latest one applied (`lastEventAt`; events of the same second apply in the
 *   order they come);
 * - an ended subscription (Canceled) never comes back: only its own deletion changes it again;
 * - the checkout's completion or its first paid invoice activates a row still waiting for them,
 *   whichever comes first, and a `created` event that was overtaken changes nothing;
 * - a plan whose payment is confirmed while another plan is current becomes no second current plan:
 *   it is canceled at once and refunded (server/memberships/second-plan.ts).
 *
 * A row is found by its subscription id, else by the `userMembershipId` the checkout put in the
 * metadata of the session and of the subscription (and so of its invoices). Events about anything
 * else change nothing.
 */

const Ref = v.union([v.string(), v.looseObject({ id: v.string() })]);
type Ref = v.InferOutput<typeof Ref>;
const idOf = (ref: Ref | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);
const Metadata = v.optional(v.nullable(v.record(v.string(), v.string())), {});
const Interval = v.picklist(['day', 'week', 'month', 'year']);

const SubscriptionObject = v.looseObject({
  id: v.string(),
  object: v.literal('subscription'),
  customer: Ref,
  status: v.string(),
  cancel_at_period_end: v.boolean(),
  canceled_at: v.optional(v.nullable(v.number())),
  ended_at: v.optional(v.nullable(v.number())),
  cancellation_details: v.optional(v.nullable(v.looseObject({ comment: v.optional(v.nullable(v.string())), feedback: v.optional(v.nullable(v.string())) }))),
  metadata: Metadata,
  /** Where API versions before 2025 kept the period. */
  current_period_end: v.optional(v.nullable(v.number())),
  items: v.looseObject({
    data: v.array(
      v.looseObject({
        current_period_end: v.optional(v.nullable(v.number())),
        price: v.looseObject({ id: v.string(), unit_amount: v.nullable(v.number()), currency: v.string(), recurring: v.nullable(v.looseObject({ interval: Interval })) }),
      }),
    ),
  }),
});
type SubscriptionObject = v.InferOutput<typeof SubscriptionObject>;

const CheckoutObject = v.looseObject({
  id: v.string(),
  object: v.literal('checkout.session'),
  mode: v.optional(v.nullable(v.string())),
  customer: v.optional(v.nullable(Ref)),
  subscription: v.optional(v.nullable(Ref)),
  payment_status: v.string(),
  metadata: Metadata,
});

const InvoiceObject = v.looseObject({
  id: v.string(),
  object: v.literal('invoice'),
  customer: v.optional(v.nullable(Ref)),
  billing_reason: v.optional(v.nullable(v.string())),
  parent: v.optional(v.nullable(v.looseObject({ subscription_details: v.optional(v.nullable(v.looseObject({ subscription: v.optional(v.nullable(Ref)), metadata: Metadata }))) }))),
  /** Where API versions before 2025 named the subscription. */
  subscription: v.optional(v.nullable(Ref)),
  subscription_details: v.optional(v.nullable(v.looseObject({ metadata: Metadata }))),
  lines: v.optional(v.looseObject({ data: v.array(v.looseObject({ period: v.optional(v.nullable(v.looseObject({ end: v.number() }))) })) })),
});

/** Stripe's subscription statuses as the member's; only Active gives the benefits (server/memberships/current.ts). */
const STATUS_OF: Record<string, UserMembershipRow['status']> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'PastDue',
  // The provider stopped retrying but keeps the subscription: still owed, still no benefits.
  unpaid: 'PastDue',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Expired',
  canceled: 'Canceled',
};

const FEEDBACK: Record<string, string> = {
  customer_service: 'Customer service was less than expected',
  low_quality: 'Quality was less than expected',
  missing_features: 'Some features are missing',
  other: 'Other reason',
  switched_service: 'Switched to another service',
  too_complex: 'Too complicated',
  too_expensive: 'Too expensive',
  unused: 'Not used enough',
};

const seconds = (at: number | null | undefined) => (typeof at === 'number' ? new Date(at * 1000) : null);

interface Keys {
  subscriptionId?: string | undefined;
  userMembershipId?: string | undefined;
  checkoutSessionId?: string | undefined;
}

/** The member's row an event is about, locked until the webhook's transaction ends. */
async function lockRow(tx: Database, keys: Keys): Promise<UserMembershipRow | undefined> {
  const lookups = [
    keys.subscriptionId ? eq(userMemberships.stripeSubscriptionId, keys.subscriptionId) : undefined,
    keys.userMembershipId && UUID_V1_TO_V5.test(keys.userMembershipId) ? eq(userMemberships.id, keys.userMembershipId) : undefined,
    keys.checkoutSessionId ? eq(userMemberships.stripeCheckoutSessionId, keys.checkoutSessionId) : undefined,
  ];
  for (const where of lookups) {
    if (!where) continue;
    const [row] = await tx.select().from(userMemberships).where(where).for('update');
    // A row already tied to another subscription is not this event's.
    if (row && (!keys.subscriptionId || !row.stripeSubscriptionId || row.stripeSubscriptionId === keys.subscriptionId)) return row;
  }
  return undefined;
}

type Patch = Partial<typeof userMemberships.$inferInsert>;

/** Whether an event may set the row's state: it is no older than the latest one applied. */
const isCurrent = (row: UserMembershipRow, context: MembershipEventContext) => !row.lastEventAt || context.event.created * 1000 >= row.lastEventAt.getTime();

const isCurrentStatus = (status: UserMembershipRow['status'] | undefined) => (CURRENT_STATUSES as readonly string[]).includes(status ?? '');

async function save(tx: Database, row: UserMembershipRow, ids: { subscriptionId?: string | undefined; customerId?: string | undefined }, state: Patch | null, context: MembershipEventContext) {
  const patch: Patch = {};
  if (ids.subscriptionId && !row.stripeSubscriptionId) patch.stripeSubscriptionId = ids.subscriptionId;
  if (ids.customerId && !row.stripeCustomerId) patch.stripeCustomerId = ids.customerId;
  if (state) {
    Object.assign(patch, state);
    const at = new Date(context.event.created * 1000);
    if (!row.lastEventAt || at > row.lastEventAt) patch.lastEventAt = at;
  }
  // Whichever event makes a plan current first: a plan paid while another is current is a second plan, never a second current one.
  if (isCurrentStatus(patch.status) && !isCurrentStatus(row.status)) {
    const kept = await currentPlanBesides(tx, row);
    if (kept) Object.assign(patch, await endAsSecondPlan(tx, row, kept, context));
  }
  if (Object.keys(patch).length === 0) return row;
  const [updated] = await tx.update(userMemberships).set(patch).where(eq(userMemberships.id, row.id)).returning();
  return updated!;
}

/** An event about something else (another integration's subscription, a shape of another API version): acknowledged, nothing changes. */
function skip(_context: MembershipEventContext, _why: string) {}

/** What a subscription object says about the member's plan. */
async function stateOf(tx: Database, row: UserMembershipRow, subscription: SubscriptionObject): Promise<Patch> {
  const item = subscription.items.data[0];
  const periodEnd = seconds(item?.current_period_end ?? subscription.current_period_end);
  const details = subscription.cancellation_details;
  const reason = [details?.feedback ? (FEEDBACK[details.feedback] ?? details.feedback) : null, details?.comment?.trim() || null].filter(Boolean).join(': ');
  const state: Patch = {
    status: STATUS_OF[subscription.status] ?? row.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: seconds(subscription.canceled_at),
    cancelReason: reason || null,
    ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
  };
  const price = item?.price;
  if (price?.unit_amount != null && price.recurring && (price.recurring.interval === 'month' || price.recurring.interval === 'year')) {
    // A plan or billing period switched in the customer portal.
    const ours = await priceOfProvider(tx, { id: price.id, unitAmount: price.unit_amount, currency: price.currency, interval: price.recurring.interval as BillingIntervalCode }, row.membershipId);
    if (ours && ours.id !== row.priceId) Object.assign(state, { priceId: ours.id, membershipId: ours.membershipId });
  }
  return state;
}

async function onSubscription(tx: Database, object: unknown, context: MembershipEventContext, deleted: boolean) {
  const parsed = v.safeParse(SubscriptionObject, object);
  if (!parsed.success) return skip(context, 'its subscription has an unexpected shape');
  const subscription = parsed.output;
  const row = await lockRow(tx, { subscriptionId: subscription.id, userMembershipId: subscription.metadata?.userMembershipId });
  if (!row) return skip(context, 'no membership of ours has this subscription');
  const ids = { subscriptionId: subscription.id, customerId: idOf(subscription.customer) };
  if (deleted) {
    const state = await stateOf(tx, row, subscription);
    const endedAt = seconds(subscription.ended_at);
    await save(tx, row, ids, { ...state, status: 'Canceled', canceledAt: state.canceledAt ?? endedAt, ...(endedAt ? { currentPeriodEnd: endedAt } : {}) }, context);
    return;
  }
  const applies = row.status !== 'Canceled' && isCurrent(row, context);
  await save(tx, row, ids, applies ? await stateOf(tx, row, subscription) : null, context);
}

export const membershipEventHandlers: MembershipEventHandlers = {
  'checkout.session.completed': async (tx, object, context) => {
    const parsed = v.safeParse(CheckoutObject, object);
    if (!parsed.success) return skip(context, 'its checkout session has an unexpected shape');
    const session = parsed.output;
    if (session.mode && session.mode !== 'subscription') return skip(context, 'it is not a subscription checkout');
    const subscriptionId = idOf(session.subscription);
    const row = await lockRow(tx, { subscriptionId, userMembershipId: session.metadata?.userMembershipId, checkoutSessionId: session.id });
    if (!row) return skip(context, 'no membership of ours has this checkout');
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    // Still waiting for the subscription's own events (or left to expire): the payment went through.
    const activates = paid && (row.status === 'Incomplete' || row.status === 'Expired');
    await save(tx, row, { subscriptionId, customerId: idOf(session.customer) }, activates ? { status: 'Active' } : null, context);
  },

  'checkout.session.expired': async (tx, object, context) => {
    const parsed = v.safeParse(CheckoutObject, object);
    if (!parsed.success) return skip(context, 'its checkout session has an unexpected shape');
    const session = parsed.output;
    const row = await lockRow(tx, { userMembershipId: session.metadata?.userMembershipId, checkoutSessionId: session.id });
    if (!row) return skip(context, 'no membership of ours has this checkout');
    if (row.status !== 'Incomplete' || row.stripeSubscriptionId) return skip(context, 'the membership has moved on');
    await save(tx, row, {}, { status: 'Expired', checkoutUrl: null }, context);
  },

  'customer.subscription.created': (tx, object, context) => onSubscription(tx, object, context, false),
  'customer.subscription.updated': (tx, object, context) => onSubscription(tx, object, context, false),
  'customer.subscription.deleted': (tx, object, context) => onSubscription(tx, object, context, true),

  'invoice.paid': async (tx, object, context) => {
    const found = await invoiceRow(tx, object, context);
    if (!found) return;
    const { row, ids, periodEnd } = found;
    const applies = row.status !== 'Canceled' && isCurrent(row, context);
    const state: Patch = {
      // Paid: the first invoice activates, and a renewal paid after a failure ends the payment due.
      ...(row.status === 'Incomplete' || row.status === 'Expired' || row.status === 'PastDue' ? { status: 'Active' as const } : {}),
      ...(periodEnd && (!row.currentPeriodEnd || periodEnd > row.currentPeriodEnd) ? { currentPeriodEnd: periodEnd } : {}),
    };
    await save(tx, row, ids, applies ? state : null, context);
  },

  'invoice.payment_failed': async (tx, object, context) => {
    const found = await invoiceRow(tx, object, context);
    if (!found) return;
    const { row, ids, billingReason } = found;
    const applies = row.status !== 'Canceled' && isCurrent(row, context) && billingReason !== 'subscription_create';
    const saved = await save(tx, row, ids, applies ? { status: 'PastDue' } : null, context);
    if (!applies) return;
    const [who] = await tx
      .select({ member: users, plan: memberships })
      .from(users)
      .innerJoin(memberships, eq(memberships.id, saved.membershipId))
      .where(eq(users.id, saved.userId));
    if (who && !who.member.deletedAt) await notifyMember(tx, who.member, paymentFailedNotice({ membership: saved, plan: who.plan }));
  },
};

async function invoiceRow(tx: Database, object: unknown, context: MembershipEventContext) {
  const parsed = v.safeParse(InvoiceObject, object);
  if (!parsed.success) {
    skip(context, 'its invoice has an unexpected shape');
    return undefined;
  }
  const invoice = parsed.output;
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription ?? invoice.subscription);
  const metadata = details?.metadata ?? invoice.subscription_details?.metadata;
  const row = await lockRow(tx, { subscriptionId, userMembershipId: metadata?.userMembershipId });
  if (!row) {
    skip(context, 'no membership of ours has this invoice');
    return undefined;
  }
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === 'number');
  return {
    row,
    ids: { subscriptionId, customerId: idOf(invoice.customer) },
    periodEnd: ends.length ? new Date(Math.max(...ends) * 1000) : null,
    billingReason: invoice.billing_reason ?? null,
  };
}
