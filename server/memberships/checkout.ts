import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { MembershipCheckout } from '../../contract/memberships';
import { formatUsPhoneNumber } from '../../contract/phone';
import type { Database } from '../db/client';
import { memberships, userMemberships } from '../db/schema';
import { ApiError, notFound } from '../lib/http';
import { PaymentGatewayError } from '../payments/gateway';
import { ensureCustomer, type PaymentServices } from '../payments/payments';
import { CURRENT_STATUSES, currentMembershipsOf, lockMembershipsOf } from './current';
import { planAndPrice, providerPriceOf } from './plans';
import { secondPlanPaymentOf } from './second-plan';

/**
 * How long a checkout we started is taken to be open: Stripe's Checkout Sessions (and the sandbox's)
 * expire after 24 hours; an hour less, so nobody is sent to a page about to close.
 */
export const CHECKOUT_OPEN_MS = 23 * 60 * 60 * 1000;

/** How long the provider keeps a checkout payable: a checkout of ours younger than this may still be paid. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** When to ask again while another call makes the same checkout: the provider answers in a second or two. */
const CHECKOUT_PREPARING_RETRY_SECONDS = 2;

export interface MembershipCheckoutInput {
  userId: string;
  membershipId: string;
  priceId: string;
  /** A page of this site (the caller checked it with `isSafeRedirect`). */
  redirectUrl: string;
  now: Date;
  /** The provider's phone number (VITE_PROVIDER_PHONE), which the refusal of a plan held at the provider not running gives. */
  providerPhone?: string | undefined;
}

/**
 * The return addresses of a checkout: the page the browser asked for, with `session_id` once paid
 * (Stripe fills in `{CHECKOUT_SESSION_ID}`) or `canceled=true` when the customer leaves without paying.
 */
export function returnUrlsOf(redirectUrl: string): { successUrl: string; cancelUrl: string } {
  const url = new URL(redirectUrl);
  url.hash = '';
  url.searchParams.delete('session_id');
  url.searchParams.delete('canceled');
  const base = url.toString();
  const separator = url.search ? '&' : '?';
  // Not through URLSearchParams: the braces of the placeholder must reach the provider as they are.
  return { successUrl: `${base}${separator}session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${base}${separator}canceled=true` };
}

/**
 * Starts paying for a plan: a Checkout Session in subscription mode for the user's payment customer
 * (made once, reused), and answers its page. One open checkout per user: a second call for the same
 * price while it is open answers the same page; another price, or another plan, starts a new one and
 * closes the others at the provider (`closeOtherCheckouts`), so a page left open in another tab can no
 * longer be paid (docs/decisions/101-one-open-checkout-and-one-current-plan.md).
 * A user with a current membership (Active or PastDue) is refused with 409 and told why: the same
 * plan or a higher tier covers it already, a lower one is switched in the customer portal, so
 * nobody pays for two plans; one held at the provider not running (a database that ran with both),
 * which that portal cannot show (`openCustomerPortal`), is changed by the office.
 */
export async function startMembershipCheckout(services: PaymentServices, input: MembershipCheckoutInput): Promise<{ url: string }> {
  const { db, payments: gateway } = services;
  const { plan, price } = await planAndPrice(db, input.membershipId, input.priceId);
  const refuseAMember = async (tx: Database) => {
    const [current] = await tx
      .select({ name: memberships.name, priority: memberships.priority, status: userMemberships.status, provider: userMemberships.provider })
      .from(userMemberships)
      .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
      .where(and(eq(userMemberships.userId, input.userId), inArray(userMemberships.status, [...CURRENT_STATUSES])))
      .orderBy(desc(memberships.priority))
      .limit(1);
    if (current) throw new ApiError(409, alreadyMemberMessage({ ...current, elsewhere: current.provider !== gateway.kind }, plan, input.providerPhone));
  };
  // Before the provider is asked for a customer: a member refused makes none there.
  await refuseAMember(db);
  const customerId = await ensureCustomer(services, input.userId);

  const started = await db.transaction(async (tx): Promise<{ url: string } | { rowId: string; createdAt: Date; reused: boolean }> => {
    // One user's buys are taken one at a time, so a double click makes one checkout; asked again under the lock.
    await lockMembershipsOf(tx, input.userId);
    await refuseAMember(tx);

    const [open] = await tx
      .select()
      .from(userMemberships)
      .where(
        and(
          eq(userMemberships.userId, input.userId),
          eq(userMemberships.membershipId, plan.id),
          // Another provider's checkout is neither a page to send the customer to nor one to ask this provider about.
          eq(userMemberships.provider, gateway.kind),
          eq(userMemberships.status, 'Incomplete'),
          isNull(userMemberships.stripeSubscriptionId),
          gt(userMemberships.createdAt, new Date(input.now.getTime() - CHECKOUT_OPEN_MS)),
        ),
      )
      .orderBy(desc(userMemberships.createdAt))
      .limit(1);
    if (open?.priceId === price.id) {
      if (open.checkoutUrl) return { url: open.checkoutUrl };
      // Another call is making its checkout right now: ask the provider with the same key, which answers the same session.
      return { rowId: open.id, createdAt: open.createdAt, reused: true };
    }
    const [row] = await tx
      .insert(userMemberships)
      .values({ userId: input.userId, membershipId: plan.id, priceId: price.id, status: 'Incomplete', provider: gateway.kind, stripeCustomerId: customerId })
      .returning({ id: userMemberships.id, createdAt: userMemberships.createdAt });
    return { rowId: row!.id, createdAt: row!.createdAt, reused: false };
  });
  if ('url' in started) return { url: started.url };

  const { successUrl, cancelUrl } = returnUrlsOf(input.redirectUrl);
  try {
    const session = await gateway.createSubscriptionCheckout({
      customerId,
      price: providerPriceOf(plan, price),
      successUrl,
      cancelUrl,
      metadata: { userMembershipId: started.rowId, userId: input.userId, membershipId: plan.id, priceId: price.id },
      // Keyed by the row: a retry after a lost answer finds the same session.
      idempotencyKey: `membership-checkout-${started.rowId}`,
    });
    await db
      .update(userMemberships)
      .set({ stripeCheckoutSessionId: session.id, checkoutUrl: session.url })
      .where(eq(userMemberships.id, started.rowId));
    await closeOtherCheckouts(services, input, plan, { id: started.rowId, createdAt: started.createdAt, sessionId: session.id });
    return { url: session.url };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (started.reused) {
      // The other call asked with other return addresses; its answer is the checkout once it is saved.
      const [row] = await db.select({ url: userMemberships.checkoutUrl }).from(userMemberships).where(eq(userMemberships.id, started.rowId));
      if (row?.url) return { url: row.url };
      // Retry-After tells this passing answer apart from the refusal of a second plan, which is final.
      throw new ApiError(409, 'Your checkout for this plan is being prepared. Try again in a moment.', undefined, { 'Retry-After': String(CHECKOUT_PREPARING_RETRY_SECONDS) });
    }
    await db.update(userMemberships).set({ status: 'Expired' }).where(and(eq(userMemberships.id, started.rowId), eq(userMemberships.status, 'Incomplete')));
    if (!(err instanceof PaymentGatewayError)) throw err;
    if (!err.transient) services.log?.error({ err, code: err.code }, 'the payment provider refused a membership checkout');
    throw new ApiError(502, 'The card payment service could not be reached. Please try again in a moment.');
  }
}

/**
 * Closes, at the provider, every other checkout of the user that may still be paid, once `mine` has
 * its page: the user has one open checkout, the newest, so a page left open in another tab for
 * another plan (or price) can no longer take a card; its page says so. A closed checkout is marked
 * Expired here at once, rather than when the provider's event comes.
 *
 * Refused with 409, `mine` closed too and its page never given out, when:
 * - another was paid before it could be closed: the user has that plan now, said as a second plan's
 *   refusal says it;
 * - a newer one was opened meanwhile (two tabs at the same moment): that one stays, and this one may
 *   be asked for again (Retry-After), which then closes the other.
 * The provider not answering is a 502, `mine` closed here: no page is given out while another may be paid.
 */
async function closeOtherCheckouts(
  services: PaymentServices,
  input: MembershipCheckoutInput,
  plan: { name: string; priority: number },
  mine: { id: string; createdAt: Date; sessionId: string },
): Promise<void> {
  const { db, payments: gateway } = services;
  const others = await db
    .select({ id: userMemberships.id, createdAt: userMemberships.createdAt, sessionId: userMemberships.stripeCheckoutSessionId, name: memberships.name, priority: memberships.priority })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(
      and(
        eq(userMemberships.userId, input.userId),
        ne(userMemberships.id, mine.id),
        eq(userMemberships.provider, gateway.kind),
        eq(userMemberships.status, 'Incomplete'),
        isNull(userMemberships.stripeSubscriptionId),
        gt(userMemberships.createdAt, new Date(input.now.getTime() - CHECKOUT_LIFETIME_MS)),
      ),
    );
  const markClosed = (id: string) =>
    db
      .update(userMemberships)
      .set({ status: 'Expired', checkoutUrl: null })
      .where(and(eq(userMemberships.id, id), inArray(userMemberships.status, ['Incomplete', 'Expired']), isNull(userMemberships.stripeSubscriptionId)));
  const refuse = async (error: ApiError): Promise<never> => {
    await gateway.expireSubscriptionCheckout(mine.sessionId).catch((err: unknown) => {
      services.log?.warn({ err, userMembershipId: mine.id }, 'could not close a membership checkout whose page was not given out');
    });
    await markClosed(mine.id);
    throw error;
  };

  const isNewer = (other: { id: string; createdAt: Date }) =>
    other.createdAt > mine.createdAt || (other.createdAt.getTime() === mine.createdAt.getTime() && other.id > mine.id);
  if (others.some(isNewer))
    await refuse(new ApiError(409, SAME_MOMENT, undefined, { 'Retry-After': String(CHECKOUT_PREPARING_RETRY_SECONDS) }));

  for (const other of others) {
    // One still being made closes itself once it has its page: this one is newer.
    if (!other.sessionId) continue;
    let paidMeanwhile: string | null;
    try {
      paidMeanwhile = (await gateway.expireSubscriptionCheckout(other.sessionId)).subscriptionId;
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      // A checkout the provider does not know (other keys, or test mode) cannot be paid through it.
      if (err.code !== 'resource_missing') {
        if (!err.transient) services.log?.error({ err, code: err.code }, 'the payment provider refused to close a membership checkout');
        await refuse(new ApiError(502, 'The card payment service could not be reached. Please try again in a moment.'));
      }
      paidMeanwhile = null;
    }
    if (paidMeanwhile) await refuse(new ApiError(409, alreadyMemberMessage({ ...other, status: 'Active' }, plan, input.providerPhone)));
    await markClosed(other.id);
  }
}

const SAME_MOMENT = 'A checkout for another plan was opened at the same moment, in another tab or window. Try again to pay for this plan here.';

/**
 * Why a second subscription is refused, in the member's terms. A plan `elsewhere` (held at the provider
 * not running) cannot be switched or have its card updated under Manage membership, which refuses it:
 * the member is sent to the office instead.
 */
export function alreadyMemberMessage(
  current: { name: string; priority: number; status: string; elsewhere?: boolean },
  wanted: { name: string; priority: number },
  providerPhone?: string,
): string {
  const elsewhere = 'paid through another card payment service than the one this site uses now';
  const contact = `${providerPhone ? `call us at ${formatUsPhoneNumber(providerPhone)}` : 'call us'} or write to us on the Contact Us page`;
  if (current.status === 'PastDue')
    return current.elsewhere
      ? `Your ${current.name} membership has a payment due, and it was ${elsewhere}, so its card cannot be updated here. To settle it before choosing a plan, ${contact}.`
      : `Your ${current.name} membership has a payment due. Update your card under Manage membership in My Account before choosing a plan.`;
  if (current.name === wanted.name) return `You are already a ${wanted.name} member.`;
  if (current.priority > wanted.priority) return `Your ${current.name} membership already includes everything ${wanted.name} offers.`;
  return current.elsewhere
    ? `Your ${current.name} membership was ${elsewhere}, so it cannot be switched to ${wanted.name} here. To change your plan, ${contact}.`
    : `You are a ${current.name} member. Switch to ${wanted.name} under Manage membership in My Account, so you do not pay for two plans.`;
}

/**
 * One of the user's checkouts as its return page reads it: the plan's status, and whether it was
 * taken as a second plan, refunded, with the plan that stays. Another user's, or none, is a 404.
 */
export async function membershipCheckoutOf(db: Database, userId: string, sessionId: string): Promise<MembershipCheckout> {
  const [row] = await db
    .select({ id: userMemberships.id, membershipId: userMemberships.membershipId, status: userMemberships.status })
    .from(userMemberships)
    .where(and(eq(userMemberships.stripeCheckoutSessionId, sessionId), eq(userMemberships.userId, userId)));
  if (!row) throw notFound('This checkout');
  const refund = await secondPlanPaymentOf(db, row.id);
  const kept = refund ? (await currentMembershipsOf(db, userId))[0] : undefined;
  return { membershipId: row.membershipId, status: row.status, refunded: refund ? { amountCents: refund.amountCents, keptMembership: kept?.name ?? null } : null };
}
