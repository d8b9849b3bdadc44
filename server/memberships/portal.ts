import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { memberships, paymentCustomers, userMemberships } from '../db/schema';
import { ApiError } from '../lib/http';
import { PaymentGatewayError } from '../payments/gateway';
import type { PaymentServices } from '../payments/payments';
import { CURRENT_STATUSES } from './current';
import { switchablePrices } from './plans';

const ELSEWHERE =
  'Your membership was paid through another card payment service than the one this site uses now, so it cannot be managed or canceled here. To change or cancel it, call us or write to us on the Contact Us page.';

/**
 * The customer portal for the signed-in user's own payment customer, where they see their plan and
 * its next renewal, switch monthly/yearly or plan, replace the card and cancel. With `cancel`, it
 * opens on canceling their current plan. Only ever the caller's customer: it is looked up by the
 * caller's id, never taken from the request.
 */
export async function openCustomerPortal(services: PaymentServices, input: { userId: string; returnUrl: string; cancel: boolean }): Promise<{ url: string }> {
  const { db, payments: gateway } = services;
  // A plan taken at the provider not running (a database that ran with both) is unknown to this one's portal.
  const held = await db
    .selectDistinct({ provider: userMemberships.provider })
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, input.userId), inArray(userMemberships.status, [...CURRENT_STATUSES])));
  if (held.length > 0 && !held.some((plan) => plan.provider === gateway.kind)) throw new ApiError(409, ELSEWHERE);
  const [customer] = await db
    .select({ id: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, input.userId), eq(paymentCustomers.provider, gateway.kind)));
  if (!customer) throw new ApiError(404, 'You have no membership to manage yet. Choose a plan first.');

  let cancelSubscriptionId: string | undefined;
  if (input.cancel) {
    const [current] = await db
      .select({ subscriptionId: userMemberships.stripeSubscriptionId })
      .from(userMemberships)
      .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
      .where(
        and(
          eq(userMemberships.userId, input.userId),
          eq(userMemberships.provider, gateway.kind),
          inArray(userMemberships.status, [...CURRENT_STATUSES]),
          eq(userMemberships.cancelAtPeriodEnd, false),
          isNotNull(userMemberships.stripeSubscriptionId),
        ),
      )
      .orderBy(desc(memberships.priority))
      .limit(1);
    if (!current?.subscriptionId) throw new ApiError(409, 'You have no membership that renews, so there is nothing to cancel.');
    cancelSubscriptionId = current.subscriptionId;
  }

  try {
    return await gateway.createPortalSession({
      customerId: customer.id,
      returnUrl: input.returnUrl,
      switchablePrices: await switchablePrices(db),
      ...(cancelSubscriptionId ? { cancelSubscriptionId } : {}),
    });
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    if (!err.transient) services.log?.error({ err, code: err.code }, 'the payment provider refused a customer portal session');
    throw new ApiError(502, 'The card payment service could not be reached. Please try again in a moment.');
  }
}
