import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MembershipStatus } from '../../contract/memberships';
import type { Database } from '../db/client';
import { userMemberships } from '../db/schema';
import { ApiError } from '../lib/http';
import { PaymentGatewayError } from '../payments/gateway';
import type { PaymentServices } from '../payments/payments';

/**
 * Plans whose subscription can still take money: a current one renews or retries its unpaid invoice,
 * and an incomplete one is paid the moment its card check is finished.
 */
const CHARGEABLE: MembershipStatus[] = ['Incomplete', 'Active', 'PastDue'];

/** The subscriptions of `userId` that could still charge the card, as the last events left them. */
export async function chargeableSubscriptionsOf(db: Database, userId: string): Promise<{ id: string; subscriptionId: string }[]> {
  const rows = await db
    .select({ id: userMemberships.id, subscriptionId: userMemberships.stripeSubscriptionId })
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, userId), inArray(userMemberships.status, CHARGEABLE), isNotNull(userMemberships.stripeSubscriptionId)));
  return rows.map((row) => ({ id: row.id, subscriptionId: row.subscriptionId! }));
}

/**
 * Ends at the payment provider, now, every subscription of `userId` that could still charge the card
 * (docs/decisions/085-what-an-account-deletion-waits-for.md): a plan canceled at period end would
 * still retry an unpaid renewal, and an account being deleted has nobody left to use the rest of the
 * period. The rows become Canceled from the provider's events, as any cancelation does (decision 022).
 * The provider not answering is a 503 that says to try again: the caller deletes nothing then.
 */
export async function cancelSubscriptionsForDeletion(services: PaymentServices, subscriptions: { id: string; subscriptionId: string }[]): Promise<void> {
  for (const { id, subscriptionId } of subscriptions) {
    try {
      await services.payments.cancelSubscriptionNow(subscriptionId, `account-deletion-${id}`);
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      if (!err.transient) services.log?.error({ err, code: err.code, userMembershipId: id }, 'the payment provider refused to end a membership of an account being deleted');
      throw new ApiError(
        503,
        'Your account was not deleted: we could not reach the card payment service to cancel your membership, and we will not leave it charging your card. Please try again in a few minutes.',
      );
    }
  }
}
