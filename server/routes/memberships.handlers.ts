import type * as v from 'valibot';
import type { BuyMembershipQuery, CustomerPortalQuery, MembershipCheckoutQuery } from '../../contract/memberships';
import { type AppBindings, type AuthBindings } from '../app-bindings';
import { membershipCheckoutOf, startMembershipCheckout } from '../memberships/checkout';
import { currentMembershipsOf } from '../memberships/current';
import { plansOnSale } from '../memberships/plans';
import { openCustomerPortal } from '../memberships/portal';
import type { RouteHandler } from '../lib/handler';
import { invalidField } from '../lib/http';
import { isSafeRedirect } from '../payments/payments';

type BuyQuery = v.InferOutput<typeof BuyMembershipQuery>;
type PortalQuery = v.InferOutput<typeof CustomerPortalQuery>;
type CheckoutQuery = v.InferOutput<typeof MembershipCheckoutQuery>;

const OFF_SITE = 'The return address must be a page of this site.';

export const getAvailable: RouteHandler<AppBindings> = async (c) => c.json(await plansOnSale(c.var.db), 200);

export const buy: RouteHandler<AuthBindings, { query: BuyQuery }> = async (c) => {
  const { user, env } = c.var;
  const q = c.req.valid('query');
  // Anything but a page of this site would make the payment page an open redirect.
  if (!isSafeRedirect(q.RedirectUrl, env.PUBLIC_URL)) return invalidField(c, 'RedirectUrl', OFF_SITE);
  const { url } = await startMembershipCheckout(c.var, {
    userId: user.id,
    membershipId: q.MembershipId,
    priceId: q.PriceId,
    redirectUrl: new URL(q.RedirectUrl, env.PUBLIC_URL).toString(),
    now: c.var.now(),
    providerPhone: env.VITE_PROVIDER_PHONE,
  });
  return c.json({ url }, 200);
};

export const getCustomerPortal: RouteHandler<AuthBindings, { query: PortalQuery }> = async (c) => {
  const { user, env } = c.var;
  const q = c.req.valid('query');
  if (q.ReturnUrl !== undefined && !isSafeRedirect(q.ReturnUrl, env.PUBLIC_URL)) return invalidField(c, 'ReturnUrl', OFF_SITE);
  const returnUrl = new URL(q.ReturnUrl ?? '/my-account', env.PUBLIC_URL).toString();
  return c.json(await openCustomerPortal(c.var, { userId: user.id, returnUrl, cancel: q.Flow === 'cancel' }), 200);
};

export const getCurrent: RouteHandler<AuthBindings> = async (c) => c.json(await currentMembershipsOf(c.var.db, c.var.user.id), 200);

export const getCheckout: RouteHandler<AuthBindings, { query: CheckoutQuery }> = async (c) =>
  c.json(await membershipCheckoutOf(c.var.db, c.var.user.id, c.req.valid('query').SessionId), 200);
