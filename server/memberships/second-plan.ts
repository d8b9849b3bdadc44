import { and, desc, eq, inArray, isNull, like, ne } from 'drizzle-orm';
import { type Database, letRequestsIn } from '../db/client';
import { membershipPrices, memberships, paymentRefunds, payments, userMemberships, users } from '../db/schema';
import { issuePendingRefunds } from '../jobs/money';
import type { MembershipEventContext } from '../payments/effects';
import { PaymentGatewayError } from '../payments/gateway';
import type { PaymentServices } from '../payments/payments';
import { CURRENT_STATUSES, lockMembershipsOf, type UserMembershipRow } from './current';
import { notifyMember, secondPlanNotice } from './notices';

/**
 * A second plan paid while another was current (docs/decisions/101-one-open-checkout-and-one-current-plan.md).
 * A user has one open checkout, but two can still both be paid: one paid just as the other was
 * closed, or the provider's events arriving late and in any order. The plan whose payment is
 * confirmed second is the second plan: in the webhook's transaction it becomes Canceled instead of
 * current, its payment is recorded as a membership payment owed back, and the member is told; once
 * that has committed, its subscription is ended at the provider and the payment refunded in full
 * (`settleSecondPlans`), which the refund sweep tries again until it is done.
 */

/** Why, as the row keeps it and the provider's cancelation comment (and so its events) says it. */
export const SECOND_PLAN_REASON = 'A second membership, paid while another was current: canceled at once and refunded.';

/** The refund's own words, kept with it here; the provider is told it is a duplicate. */
const REFUND_REASON = 'A second membership, paid while another was current: refunded in full.';

/** The key of the payment a second plan owes back: one per membership, so an event applied twice records it once. */
const paymentKeyOf = (userMembershipId: string) => `second-membership:${userMembershipId}`;
const SECOND_PLAN_PAYMENTS = 'second-membership:%';

/**
 * The plan other than `row` that `userId` holds now (Active or PastDue), highest tier first: the one a
 * plan becoming current would be second to. Asked under the user's memberships lock, so of two plans
 * confirmed at once the second sees the first.
 */
export async function currentPlanBesides(tx: Database, row: UserMembershipRow): Promise<{ name: string } | undefined> {
  await lockMembershipsOf(tx, row.userId);
  const [other] = await tx
    .select({ name: memberships.name })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(and(eq(userMemberships.userId, row.userId), ne(userMemberships.id, row.id), inArray(userMemberships.status, [...CURRENT_STATUSES])))
    .orderBy(desc(memberships.priority))
    .limit(1);
  return other;
}

/**
 * Takes `row`, paid while `kept` was current, as a second plan, in the webhook's transaction: its
 * payment recorded as owed back in full, the member told why, and its settling queued for after the
 * commit. Answers the state the row takes instead of a current one.
 */
export async function endAsSecondPlan(
  tx: Database,
  row: UserMembershipRow,
  kept: { name: string },
  context: MembershipEventContext,
): Promise<Pick<UserMembershipRow, 'status' | 'canceledAt' | 'cancelReason'>> {
  const [facts] = await tx
    .select({ plan: memberships, price: membershipPrices, member: users })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .innerJoin(membershipPrices, eq(membershipPrices.id, userMemberships.priceId))
    .innerJoin(users, eq(users.id, userMemberships.userId))
    .where(eq(userMemberships.id, row.id));
  const { plan, price, member } = facts!;
  // What the price says it took; the provider's own figure replaces it when the refund is made.
  await tx
    .insert(payments)
    .values({
      userId: row.userId,
      kind: 'Membership',
      userMembershipId: row.id,
      amountCents: price.amountCents,
      currency: price.currency,
      status: 'Succeeded',
      provider: row.provider,
      idempotencyKey: paymentKeyOf(row.id),
      paidAt: context.now,
    })
    .onConflictDoNothing();
  if (!member.deletedAt) await notifyMember(tx, member, secondPlanNotice({ membership: row, plan, kept, amountCents: price.amountCents, member }));
  context.afterCommit((services) => settleSecondPlans(services, { userMembershipId: row.id }).then(() => undefined));
  return { status: 'Canceled', canceledAt: context.now, cancelReason: SECOND_PLAN_REASON };
}

/**
 * Ends at the provider each second plan of the running provider not settled yet (all, or one), and
 * refunds what it took: the subscription canceled now (so it never renews), the payment of its invoice
 * found and recorded, and its refund owed and issued (`issuePendingRefunds`, keyed so the provider
 * refunds once). Each step is safe to repeat: what fails is logged and tried again by the next sweep
 * (a refund left Pending by the refund sweep itself). Answers how many were settled.
 */
export async function settleSecondPlans(services: PaymentServices, filter: { userMembershipId?: string } = {}): Promise<number> {
  const { db, payments: gateway, log } = services;
  const due = await db
    .select({ paymentId: payments.id, userMembershipId: userMemberships.id, subscriptionId: userMemberships.stripeSubscriptionId })
    .from(payments)
    .innerJoin(userMemberships, eq(userMemberships.id, payments.userMembershipId))
    .where(
      and(
        eq(payments.kind, 'Membership'),
        like(payments.idempotencyKey, SECOND_PLAN_PAYMENTS),
        eq(payments.status, 'Succeeded'),
        isNull(payments.stripePaymentIntentId),
        eq(payments.provider, gateway.kind),
        filter.userMembershipId ? eq(userMemberships.id, filter.userMembershipId) : undefined,
      ),
    );
  let settled = 0;
  for (const { paymentId, userMembershipId, subscriptionId } of due) {
    // Its subscription's id comes with the provider's next event about it; settled by a later sweep.
    if (!subscriptionId) continue;
    await letRequestsIn();
    try {
      await gateway.cancelSubscriptionNow(subscriptionId, `second-membership-${userMembershipId}`, SECOND_PLAN_REASON);
      const paid = await gateway.subscriptionPayment(subscriptionId);
      if (!paid || paid.amountCents <= 0) {
        await db.update(payments).set({ status: 'Canceled' }).where(and(eq(payments.id, paymentId), isNull(payments.stripePaymentIntentId)));
        log?.warn({ userMembershipId, subscriptionId }, 'a second membership was ended, and nothing had paid it: nothing to refund');
        continue;
      }
      await db.transaction(async (tx) => {
        const [found] = await tx
          .update(payments)
          .set({ stripePaymentIntentId: paid.paymentIntentId, amountCents: paid.amountCents })
          .where(and(eq(payments.id, paymentId), isNull(payments.stripePaymentIntentId)))
          .returning({ id: payments.id });
        // Keyed as `refundOverpaid` keys its refunds, so the provider is told it is a duplicate.
        if (found) await tx.insert(paymentRefunds).values({ paymentId, amountCents: paid.amountCents, reason: REFUND_REASON, idempotencyKey: `overpaid:${paymentId}` }).onConflictDoNothing();
      });
      await issuePendingRefunds(services, { paymentId });
      settled += 1;
    } catch (err) {
      const facts = { err, userMembershipId, subscriptionId, paymentId };
      if (err instanceof PaymentGatewayError && !err.transient) log?.error(facts, 'a second membership could not be ended and refunded at the payment provider; it is tried again');
      else log?.warn(facts, 'a second membership could not be ended and refunded yet; it is tried again');
    }
  }
  return settled;
}

/** The refund owed for a second plan, if `userMembershipId` was taken as one. */
export async function secondPlanPaymentOf(db: Database, userMembershipId: string): Promise<{ amountCents: number } | undefined> {
  const [payment] = await db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.userMembershipId, userMembershipId), eq(payments.idempotencyKey, paymentKeyOf(userMembershipId)), inArray(payments.status, ['Succeeded', 'Refunded'])));
  return payment;
}
