import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type BillingInterval, type Membership, type MembershipTerms, planBenefits } from '../../contract/memberships';
import type { Database } from '../db/client';
import { nameOrder } from '../db/name-order';
import { membershipPrices, memberships } from '../db/schema';
import { notFound } from '../lib/http';
import type { BillingIntervalCode, SubscriptionPrice } from '../payments/gateway';

export type PlanRow = typeof memberships.$inferSelect;
export type PriceRow = typeof membershipPrices.$inferSelect;

const intervalOrder = { Monthly: 0, Yearly: 1 } as const;
export const intervalCode: Record<BillingInterval, BillingIntervalCode> = { Monthly: 'month', Yearly: 'year' };
export const intervalOfCode: Record<BillingIntervalCode, BillingInterval> = { month: 'Monthly', year: 'Yearly' };

export const termsOf = (plan: PlanRow): MembershipTerms => ({
  laborDiscountPercent: plan.laborDiscountPercent,
  tripChargeWaiver: plan.tripChargeWaiver,
  storageDiscountPercent: plan.storageDiscountPercent,
  priorityScheduling: plan.priorityScheduling,
});

/** What a plan includes, as its card and its member's account show it (the numbers first). */
export const benefitsOf = (plan: PlanRow) => planBenefits({ benefits: plan.benefits, terms: termsOf(plan) });

/** The plans on sale, highest priority first, each with its prices on sale (monthly, then yearly); plans without one are left out. */
export async function plansOnSale(db: Database): Promise<Membership[]> {
  const plans = await db.select().from(memberships).where(eq(memberships.isActive, true)).orderBy(desc(memberships.priority), asc(nameOrder(memberships.name)));
  const prices = plans.length
    ? await db
        .select()
        .from(membershipPrices)
        .where(and(eq(membershipPrices.isActive, true), inArray(membershipPrices.membershipId, plans.map((p) => p.id))))
    : [];
  return plans
    .map((plan) => ({
      id: plan.id,
      name: plan.name,
      slug: plan.slug,
      description: plan.description,
      benefits: benefitsOf(plan),
      priority: plan.priority,
      terms: termsOf(plan),
      prices: prices
        .filter((p) => p.membershipId === plan.id)
        .sort((a, b) => intervalOrder[a.interval] - intervalOrder[b.interval])
        .map((p) => ({ id: p.id, interval: p.interval, amountCents: p.amountCents, currency: p.currency })),
    }))
    .filter((plan) => plan.prices.length > 0);
}

/** A plan on sale and one of its prices on sale; 404 otherwise (a withdrawn plan cannot be bought). */
export async function planAndPrice(db: Database, membershipId: string, priceId: string): Promise<{ plan: PlanRow; price: PriceRow }> {
  const [row] = await db
    .select({ plan: memberships, price: membershipPrices })
    .from(membershipPrices)
    .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
    .where(and(eq(membershipPrices.id, priceId), eq(membershipPrices.membershipId, membershipId), eq(membershipPrices.isActive, true), eq(memberships.isActive, true)));
  if (!row) throw notFound('This membership plan or price');
  return row;
}

/**
 * The provider's price for one of ours: the Price set up at the provider (`stripePriceId`), or one
 * described here, named after the plan, which the provider makes for the checkout.
 */
export const providerPriceOf = (plan: PlanRow, price: PriceRow): SubscriptionPrice =>
  price.stripePriceId
    ? { providerPriceId: price.stripePriceId }
    : { amountCents: price.amountCents, currency: price.currency, interval: intervalCode[price.interval], productName: plan.name };

/** Every price on sale, as the customer portal offers them to switch to (monthly or yearly, or another plan). */
export async function switchablePrices(db: Database): Promise<SubscriptionPrice[]> {
  const rows = await db
    .select({ plan: memberships, price: membershipPrices })
    .from(membershipPrices)
    .innerJoin(memberships, eq(memberships.id, membershipPrices.membershipId))
    .where(and(eq(membershipPrices.isActive, true), eq(memberships.isActive, true)))
    .orderBy(desc(memberships.priority), asc(membershipPrices.interval));
  return rows.map(({ plan, price }) => providerPriceOf(plan, price));
}

export interface ProviderPrice {
  id: string;
  unitAmount: number;
  currency: string;
  interval: BillingIntervalCode;
}

/**
 * Which of our prices a provider price is: the one set up with its id, or else the one of the same
 * amount, currency and interval (prices described at checkout get a new id at the provider), the
 * plan of `preferMembershipId` first when two plans cost the same.
 */
export async function priceOfProvider(db: Database, provider: ProviderPrice, preferMembershipId?: string): Promise<PriceRow | undefined> {
  const [byId] = await db.select().from(membershipPrices).where(eq(membershipPrices.stripePriceId, provider.id));
  if (byId) return byId;
  const same = await db
    .select()
    .from(membershipPrices)
    .where(
      and(
        eq(membershipPrices.amountCents, provider.unitAmount),
        eq(membershipPrices.currency, provider.currency.toLowerCase()),
        eq(membershipPrices.interval, intervalOfCode[provider.interval]),
      ),
    );
  if (same.length <= 1) return same[0];
  return same.find((p) => p.membershipId === preferMembershipId);
}
