import * as v from 'valibot';
import { Cents, fields, Uuid } from './common';

export const BillingInterval = v.picklist(['Monthly', 'Yearly']);
export type BillingInterval = v.InferOutput<typeof BillingInterval>;

/** One way to pay for a plan; its `id` is the `PriceId` of POST /Memberships/buy. */
export const MembershipPrice = v.object({
  id: Uuid,
  interval: BillingInterval,
  amountCents: Cents,
  currency: v.string(),
});
export type MembershipPrice = v.InferOutput<typeof MembershipPrice>;

/** A membership plan: Business, Residential Plus or Residential (spec section 1). */
export const Membership = v.object({
  id: Uuid,
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  benefits: v.array(v.string()),
  /** Higher wins when a user holds several plans (spec section 4). */
  priority: v.number(),
  /** Monthly first, then yearly. */
  prices: v.array(MembershipPrice),
});
export type Membership = v.InferOutput<typeof Membership>;

export const AvailableMemberships = v.array(Membership);
export type AvailableMemberships = v.InferOutput<typeof AvailableMemberships>;

/** Query of POST /Memberships/buy (spec section 3, "Membership purchase"). */
export const BuyMembershipQuery = fields({
  MembershipId: Uuid,
  PriceId: Uuid,
  /** Where the payment page sends the user back to; must be on this site. */
  RedirectUrl: v.pipe(v.string('Enter the return address.'), v.trim(), v.url('Enter a valid URL.'), v.maxLength(2000)),
});
export type BuyMembershipQuery = v.InferInput<typeof BuyMembershipQuery>;

/** Where to send the browser next: the card payment page or the customer portal. */
export const RedirectTo = v.object({ url: v.string() });
export type RedirectTo = v.InferOutput<typeof RedirectTo>;
