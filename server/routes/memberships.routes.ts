import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { describeRoute } from 'hono-openapi';
import { AvailableMemberships, BuyMembershipQuery, type Membership, RedirectTo } from '../../contract/memberships';
import { authResponses, bearerSecurity, requireUser } from '../auth/middleware';
import { membershipPrices, memberships } from '../db/schema';
import { json, router, validate } from '../lib/http';
import { notAvailableResponse, notAvailableYet } from '../lib/not-available';

const intervalOrder = { Monthly: 0, Yearly: 1 } as const;

export const membershipsRoutes = router()
  .get(
    '/Memberships/get-available',
    describeRoute({
      operationId: 'getAvailableMemberships',
      tags: ['Memberships'],
      summary: 'Membership plans on sale, Business first, each with its monthly and yearly price',
      responses: { 200: json(AvailableMemberships, 'The plans') },
    }),
    async (c) => {
      const db = c.var.db;
      const plans = await db
        .select()
        .from(memberships)
        .where(eq(memberships.isActive, true))
        .orderBy(desc(memberships.priority), asc(memberships.name));
      const prices = plans.length
        ? await db
            .select()
            .from(membershipPrices)
            .where(and(eq(membershipPrices.isActive, true), inArray(membershipPrices.membershipId, plans.map((p) => p.id))))
        : [];
      const body: Membership[] = plans
        .map((plan) => ({
          id: plan.id,
          name: plan.name,
          slug: plan.slug,
          description: plan.description,
          benefits: plan.benefits,
          priority: plan.priority,
          prices: prices
            .filter((p) => p.membershipId === plan.id)
            .sort((a, b) => intervalOrder[a.interval] - intervalOrder[b.interval])
            .map((p) => ({ id: p.id, interval: p.interval, amountCents: p.amountCents, currency: p.currency })),
        }))
        .filter((plan) => plan.prices.length > 0);
      return c.json(body, 200);
    },
  )
  .post(
    '/Memberships/buy',
    describeRoute({
      operationId: 'buyMembership',
      tags: ['Memberships'],
      summary: 'Start paying for a plan: answers the card payment page to send the browser to',
      security: bearerSecurity,
      responses: { 200: json(RedirectTo, 'The payment page'), ...authResponses, ...notAvailableResponse },
    }),
    requireUser,
    validate('query', BuyMembershipQuery),
    () => notAvailableYet('Buying a membership'),
  )
  .get(
    '/Memberships/get-customer-portal',
    describeRoute({
      operationId: 'getMembershipCustomerPortal',
      tags: ['Memberships'],
      summary: 'The payment provider’s customer dashboard, to manage or cancel a membership',
      security: bearerSecurity,
      responses: { 200: json(RedirectTo, 'The customer portal'), ...authResponses, ...notAvailableResponse },
    }),
    requireUser,
    () => notAvailableYet('The membership customer portal'),
  );
