import * as v from 'valibot';
import { Cents, DateTime, fields, Uuid } from './common';

export const BillingInterval = v.picklist(['Monthly', 'Yearly']);
export type BillingInterval = v.InferOutput<typeof BillingInterval>;

/** Whether a plan waives a proposal's trip charge: never, on the member's first job each year, or always. */
export const TripChargeWaiver = v.picklist(['None', 'FirstJobEachYear', 'Always']);
export type TripChargeWaiver = v.InferOutput<typeof TripChargeWaiver>;

/** One way to pay for a plan; its `id` is the `PriceId` of POST /Memberships/buy. */
export const MembershipPrice = v.object({
  id: Uuid,
  interval: BillingInterval,
  /** The whole price: no fees and no sales tax are added to it (940 CMR 38, the all-in price). */
  amountCents: Cents,
  currency: v.string(),
});
export type MembershipPrice = v.InferOutput<typeof MembershipPrice>;

/** What the plan's numbers give, as the pricing of proposals, dispatch and storage enquiries apply them. */
export const MembershipTerms = v.object({
  laborDiscountPercent: v.number(),
  tripChargeWaiver: TripChargeWaiver,
  storageDiscountPercent: v.number(),
  /** Members' job requests waiting for a contractor are offered again before non-members' (server/jobs/dispatch.ts). */
  priorityScheduling: v.boolean(),
});
export type MembershipTerms = v.InferOutput<typeof MembershipTerms>;

/** A membership plan: Business, Residential Plus or Residential (spec section 1). */
export const Membership = v.object({
  id: Uuid,
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  /** What the plan includes: first the lines its numbers make (`termLines`), then the plan's other promises. */
  benefits: v.array(v.string()),
  /** Higher wins when a user holds several plans (spec section 4). */
  priority: v.number(),
  terms: MembershipTerms,
  /** Monthly first, then yearly. */
  prices: v.array(MembershipPrice),
});
export type Membership = v.InferOutput<typeof Membership>;

export const AvailableMemberships = v.array(Membership);
export type AvailableMemberships = v.InferOutput<typeof AvailableMemberships>;

/**
 * The lines a plan card shows for what the plan's numbers give. The same numbers are what proposals,
 * dispatch and storage enquiries apply, so the card can promise nothing the rules do not give.
 */
export function termLines(terms: MembershipTerms): string[] {
  const lines: string[] = [];
  if (terms.priorityScheduling) lines.push('Priority scheduling ahead of non-members');
  if (terms.laborDiscountPercent > 0) lines.push(`${terms.laborDiscountPercent}% off labor on every job`);
  if (terms.tripChargeWaiver === 'Always') lines.push('No trip charges');
  if (terms.tripChargeWaiver === 'FirstJobEachYear') lines.push('No trip charge on your first job each year');
  if (terms.storageDiscountPercent > 0) lines.push(`${terms.storageDiscountPercent}% off storage unit rent`);
  return lines;
}

/** A plan's own words about one of the numbered benefits, which its numbers say instead. */
const NUMBERED_TOPICS = [/priority scheduling/i, /\blabou?r\b/i, /trip charge/i, /storage/i];

/**
 * Everything a plan includes: the lines its numbers make, then its other promises. A line of the
 * plan's own words about a numbered benefit (labor, trip charges, storage, priority scheduling) is
 * left out: the number is what is applied, so the number speaks.
 */
export function planBenefits(plan: { benefits: readonly string[]; terms: MembershipTerms }): string[] {
  const others = plan.benefits.filter((line) => !NUMBERED_TOPICS.some((topic) => topic.test(line)));
  return [...termLines(plan.terms), ...others];
}

/** Query of POST /Memberships/buy (spec section 3, "Membership purchase"). */
export const BuyMembershipQuery = fields({
  MembershipId: Uuid,
  PriceId: Uuid,
  /**
   * A page of this site the payment page sends the browser back to: with `session_id` (the checkout's
   * id) once paid, with `canceled=true` when the customer leaves without paying.
   */
  RedirectUrl: v.pipe(v.string('Enter the return address.'), v.trim(), v.url('Enter a valid URL.'), v.maxLength(2000, 'Must be 2000 characters or fewer.')),
});
export type BuyMembershipQuery = v.InferInput<typeof BuyMembershipQuery>;

/** Where to send the browser next: the card payment page or the customer portal. */
export const RedirectTo = v.object({ url: v.string() });
export type RedirectTo = v.InferOutput<typeof RedirectTo>;

/** Query of GET /Memberships/get-customer-portal. */
export const CustomerPortalQuery = fields({
  /** A page of this site the portal links back to; My Account when not given. */
  ReturnUrl: v.optional(v.pipe(v.string(), v.trim(), v.url('Enter a valid URL.'), v.maxLength(2000, 'Must be 2000 characters or fewer.'))),
  /** `cancel`: open the portal on the cancelation of the current plan, one click from My Account. */
  Flow: v.optional(v.picklist(['cancel'], 'Flow must be cancel.')),
});
export type CustomerPortalQuery = v.InferInput<typeof CustomerPortalQuery>;

/** The states of a member's subscription, as the payment provider's events leave them. */
export const MembershipStatus = v.picklist(['Incomplete', 'Active', 'PastDue', 'Canceled', 'Expired']);
export type MembershipStatus = v.InferOutput<typeof MembershipStatus>;

/** One of the signed-in member's current plans (Active, or PastDue while a renewal payment is owed). */
export const CurrentMembership = v.object({
  id: Uuid,
  membershipId: Uuid,
  name: v.string(),
  priority: v.number(),
  /**
   * Active: the benefits apply. PastDue: a renewal payment failed; the benefits pause until the card
   * on file pays it (update it in the customer portal).
   */
  status: MembershipStatus,
  interval: BillingInterval,
  amountCents: Cents,
  currency: v.string(),
  /** When the paid period ends: the next renewal, or the last day with `cancelAtPeriodEnd`. */
  currentPeriodEnd: v.nullable(DateTime),
  /** Canceled by the member: it stays active until `currentPeriodEnd` and does not renew. */
  cancelAtPeriodEnd: v.boolean(),
  benefits: v.array(v.string()),
});
export type CurrentMembership = v.InferOutput<typeof CurrentMembership>;

/** The signed-in member's current plans, highest priority first: the first is their tier (spec section 4). */
export const CurrentMemberships = v.array(CurrentMembership);
export type CurrentMemberships = v.InferOutput<typeof CurrentMemberships>;

/** Query of GET /Memberships/get-checkout. */
export const MembershipCheckoutQuery = fields({
  /** The checkout's id, as the payment page's return address gives it (`session_id`). */
  SessionId: v.pipe(v.string('This field is required.'), v.regex(/^cs_[A-Za-z0-9_]{8,200}$/, 'Must be a checkout id.')),
});
export type MembershipCheckoutQuery = v.InferInput<typeof MembershipCheckoutQuery>;

/** One of the caller's checkouts, as the return page reads it while it waits for the plan to be confirmed. */
export const MembershipCheckout = v.object({
  membershipId: Uuid,
  /** The plan's status as the payment provider's events left it: Incomplete until its payment is confirmed. */
  status: MembershipStatus,
  /**
   * Paid while another plan was current (two tabs): canceled at once and refunded in full, and the plan
   * that stays (`keptMembership`, null once none is current).
   */
  refunded: v.nullable(v.object({ amountCents: Cents, keptMembership: v.nullable(v.string()) })),
});
export type MembershipCheckout = v.InferOutput<typeof MembershipCheckout>;
