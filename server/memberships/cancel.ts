import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
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

/**
 * What of `userId`'s memberships could still take money, as the last events left them: a subscription
 * (`subscriptionId`), or a checkout not completed yet (`checkoutSessionId`), which stays payable for a
 * day and would start one.
 */
export async function chargeableSubscriptionsOf(db: Database, userId: string): Promise<{ id: string; subscriptionId: string | null; checkoutSessionId: string | null }[]> {
  return db
    .select({ id: userMemberships.id, subscriptionId: userMemberships.stripeSubscriptionId, checkoutSessionId: userMemberships.stripeCheckoutSessionId })
    .from(userMemberships)
    .where(
      and(
        eq(userMemberships.userId, userId),
        inArray(userMemberships.status, CHARGEABLE),
        or(isNotNull(userMemberships.stripeSubscriptionId), isNotNull(userMemberships.stripeCheckoutSessionId)),
      ),
    );
}

/**
 * Ends at the payment provider, now, every subscription of `userId` that could still charge the card
 * (docs/decisions/085-what-an-account-deletion-waits-for.md): a plan canceled at period end would
 * still retry an unpaid renewal, and an account being deleted has nobody left to use the rest of the
 * period. A checkout still open is closed first, and the subscription of one completed meanwhile
 * ended too. The rows become Canceled or Expired from the provider's events, as any cancelation does
 * (decision 022). The provider not answering is a 503 that says to try again: the caller deletes
 * nothing then.
 */
export async function cancelSubscriptionsForDeletion(services: PaymentServices, memberships: { id: string; subscriptionId: string | null; checkoutSessionId: string | null }[]): Promise<void> {
  for (const { id, subscriptionId, checkoutSessionId } of memberships) {
    try {
      const started = subscriptionId ?? (checkoutSessionId ? (await services.payments.expireSubscriptionCheckout(checkoutSessionId)).subscriptionId : null);
      if (started) await services.payments.cancelSubscriptionNow(started, `account-deletion-${id}`);
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
