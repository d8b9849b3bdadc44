import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { MembershipStatus } from '../../contract/memberships';
import type { Database } from '../db/client';
import { userMemberships } from '../db/schema';
import { ApiError } from '../lib/http';
import type { Logger } from '../lib/logger';
import { PaymentGatewayError, type PaymentGatewayKind } from '../payments/gateway';
import type { PaymentServices } from '../payments/payments';
import { endSandboxMembership } from '../payments/sandbox-gateway';

/**
 * Plans whose subscription can still take money: a current one renews or retries its unpaid invoice,
 * and an incomplete one is paid the moment its card check is finished.
 */
const CHARGEABLE: MembershipStatus[] = ['Incomplete', 'Active', 'PastDue'];

/** A membership that could still take money, with the provider that took it, which alone knows its ids. */
export interface ChargeableMembership {
  id: string;
  provider: PaymentGatewayKind;
  subscriptionId: string | null;
  checkoutSessionId: string | null;
}

const chargeable = {
  id: userMemberships.id,
  provider: userMemberships.provider,
  subscriptionId: userMemberships.stripeSubscriptionId,
  checkoutSessionId: userMemberships.stripeCheckoutSessionId,
};

const chargeableOf = (userId: string) =>
  and(
    eq(userMemberships.userId, userId),
    inArray(userMemberships.status, CHARGEABLE),
    or(isNotNull(userMemberships.stripeSubscriptionId), isNotNull(userMemberships.stripeCheckoutSessionId)),
  );

/**
 * What of `userId`'s memberships at `provider` could still take money, as the last events left them: a
 * subscription (`subscriptionId`), or a checkout not completed yet (`checkoutSessionId`), which stays
 * payable for a day and would start one.
 */
export async function chargeableSubscriptionsOf(db: Database, userId: string, provider: PaymentGatewayKind): Promise<ChargeableMembership[]> {
  return db
    .select(chargeable)
    .from(userMemberships)
    .where(and(chargeableOf(userId), eq(userMemberships.provider, provider)));
}

/** Why a membership ended with its account, as the provider's cancelation comment says it. */
const DELETED = 'The customer deleted their account.';

/** The providers as a membership's cancel reason names them. */
const PROVIDER_NAMES: Record<PaymentGatewayKind, string> = { stripe: 'Stripe', sandbox: 'the payment sandbox' };

/**
 * Ends at the running payment provider, now, every subscription of an account being deleted taken
 * there (`chargeableSubscriptionsOf` it) that could still charge the card (docs/decisions/085-what-an-account-deletion-waits-for.md): a plan canceled at
 * period end would still retry an unpaid renewal, and an account being deleted has nobody left to use
 * the rest of the period. A checkout still open is closed first, and the subscription of one
 * completed meanwhile ended too. The rows become Canceled or Expired from the provider's events, as
 * any cancelation does (decision 022). The provider not answering is a 503 that says to try again:
 * the caller deletes nothing then.
 *
 * A subscription or checkout the provider answers it has not got (`resource_missing`) cannot charge
 * a card through it, and no retry would find it: that membership is taken as ended (`endUnknownMembership`)
 * and the deletion goes on. Any other refusal is the 503.
 */
export async function cancelSubscriptionsForDeletion(services: PaymentServices, userId: string, memberships: ChargeableMembership[], now: Date): Promise<void> {
  for (const membership of memberships) {
    const { id, subscriptionId, checkoutSessionId } = membership;
    try {
      const started = subscriptionId ?? (checkoutSessionId ? (await services.payments.expireSubscriptionCheckout(checkoutSessionId)).subscriptionId : null);
      if (started) await services.payments.cancelSubscriptionNow(started, `account-deletion-${id}`);
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      if (err.code === 'resource_missing') {
        await endUnknownMembership(services, userId, membership, err, now);
        continue;
      }
      if (!err.transient) services.log?.error({ err, code: err.code, userMembershipId: id }, 'the payment provider refused to end a membership of an account being deleted');
      throw new ApiError(
        503,
        'Your account was not deleted: we could not reach the card payment service to cancel your membership, and we will not leave it charging your card. Please try again in a few minutes.',
      );
    }
  }
}

/**
 * A membership the running provider does not know, ended here as one at the provider not running is
 * (`endMembershipsElsewhereAtDeletion`): no event will ever come for it, so the row is marked Canceled
 * with the reason, now, as an ended subscription's event would have marked it before the deletion's
 * transaction. Its ids are logged (a warning): should other keys of the provider (another account, or
 * live mode rather than test mode) have taken it, whoever holds them cancels it there.
 */
async function endUnknownMembership(services: PaymentServices, userId: string, membership: ChargeableMembership, err: PaymentGatewayError, now: Date): Promise<void> {
  const { id, provider, subscriptionId, checkoutSessionId } = membership;
  await services.db
    .update(userMemberships)
    .set({ status: 'Canceled', canceledAt: now, cancelReason: `${DELETED} Not canceled at ${PROVIDER_NAMES[provider]}, which does not know it.` })
    .where(and(eq(userMemberships.id, id), inArray(userMemberships.status, CHARGEABLE)));
  services.log?.warn(
    { err, userId, provider, userMembershipId: id, subscriptionId, checkoutSessionId },
    'the payment provider does not know a membership of an account being deleted: marked canceled here; should other keys of the provider hold it, cancel it there by hand',
  );
}

/**
 * Ends, in the account deletion's transaction, the memberships of `userId` taken at the provider that
 * is not running (a database that ran with both): the running one does not know them, and asking it
 * would refuse the deletion for good. The rows are locked and changed here, as no provider event will
 * ever come for them while the other provider runs.
 *
 * - At the sandbox, while Stripe runs: its objects are rows of this database, so the checkout is closed
 *   and the subscription ended there (`endSandboxMembership`), and the row changes as the sandbox's
 *   events would have changed it (Expired for a checkout closed unpaid, Canceled for a subscription).
 * - At Stripe, while the sandbox runs: nothing can reach it, so the row is marked Canceled with the
 *   reason, and answered for `reportMembershipsLeft` to log once the deletion has committed, for
 *   whoever holds Stripe's keys to cancel it in Stripe's Dashboard. Stripe's own events, should its
 *   keys come back, never bring a Canceled plan back (server/memberships/events.ts).
 */
export async function endMembershipsElsewhereAtDeletion(tx: Database, userId: string, running: PaymentGatewayKind, now: Date): Promise<ChargeableMembership[]> {
  const elsewhere = await tx
    .select(chargeable)
    .from(userMemberships)
    .where(and(chargeableOf(userId), ne(userMemberships.provider, running)))
    .for('update');
  const left: ChargeableMembership[] = [];
  for (const membership of elsewhere) {
    if (membership.provider === 'sandbox') {
      const { subscriptionId } = await endSandboxMembership(tx, membership, now);
      await tx
        .update(userMemberships)
        .set(subscriptionId ? { status: 'Canceled', stripeSubscriptionId: subscriptionId, canceledAt: now, currentPeriodEnd: now, cancelReason: DELETED } : { status: 'Expired' })
        .where(eq(userMemberships.id, membership.id));
    } else {
      await tx
        .update(userMemberships)
        .set({ status: 'Canceled', canceledAt: now, cancelReason: `${DELETED} Not canceled at Stripe, which was not running.` })
        .where(eq(userMemberships.id, membership.id));
      left.push(membership);
    }
  }
  return left;
}

/** Logs each membership `endMembershipsElsewhereAtDeletion` could not end at its provider, with its ids, once the account is gone. */
export function reportMembershipsLeft(log: Logger | undefined, userId: string, left: ChargeableMembership[]): void {
  for (const { id, provider, subscriptionId, checkoutSessionId } of left)
    log?.warn(
      { userId, provider, userMembershipId: id, subscriptionId, checkoutSessionId },
      'a membership of a deleted account is at a payment provider not running: cancel it there by hand',
    );
}
