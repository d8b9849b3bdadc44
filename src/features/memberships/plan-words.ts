import type { BillingInterval, MembershipPrice } from '../../../contract/memberships';
import { formatUsdPreciseFromCents } from '../../lib/format';

/**
 * How a plan's price is said, the same on the cards, the checkout and the account: the whole price
 * (940 CMR 38's all-in price: no fees, no sales tax added), how often it is charged, and that it
 * renews until canceled online.
 */

export const PER: Record<BillingInterval, string> = { Monthly: 'per month', Yearly: 'per year' };
const EVERY: Record<BillingInterval, string> = { Monthly: 'every month', Yearly: 'every year' };

/** `$390.00 per year`. */
export const exactPrice = (price: Pick<MembershipPrice, 'amountCents' | 'interval'>) => `${formatUsdPreciseFromCents(price.amountCents)} ${PER[price.interval]}`;

/** The line under every price. */
export const ALL_IN = 'All-in price: no fees and no sales tax are added.';

/** What the member agrees to, said before they pay (940 CMR 38's disclosure of a recurring charge). */
export const renewalTerms = (price: Pick<MembershipPrice, 'amountCents' | 'interval'>) =>
  `${formatUsdPreciseFromCents(price.amountCents)} is charged today and then ${EVERY[price.interval]}, until you cancel. Cancel online at any time in My Account; your benefits last until the end of the period you paid for.`;

/** `Residential Plus, billed yearly`. */
export const planAndPeriod = (planName: string, interval: BillingInterval) => `${planName}, billed ${interval.toLowerCase()}`;

/** A member's button on the other plans: the plan held is switched, never a second one bought. */
export const SWITCH_PLAN = 'Switch plan';

/** Under the plans, to a member: where their plan or its billing changes. */
export const memberNote = (planName: string | undefined) =>
  `You are ${planName ? `a ${planName}` : 'a'} member. ${SWITCH_PLAN} opens Manage membership, our payment provider’s page, where you change your plan or how you are billed, so you never pay for two plans.`;

/** Before the reason, when the customer portal (Manage membership) did not open. */
export const PORTAL_NOT_OPENED = 'Manage membership could not be opened.';
