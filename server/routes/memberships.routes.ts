import { describeRoute } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import { AvailableMemberships, BuyMembershipQuery, CurrentMemberships, CustomerPortalQuery, MembershipCheckout, MembershipCheckoutQuery, RedirectTo } from '../../contract/memberships';
import { authResponses, customersOnly, requireSignedUp, securityFor } from '../auth/middleware';
import { badRequest, json, validate } from '../lib/http';
import { cachedCatalogue } from '../lib/response-cache';
import { buy, getAvailable, getCheckout, getCurrent, getCustomerPortal } from './memberships.handlers';
import { router } from '../app-bindings';

/** A signed-up customer's bearer token (spec section 6). */
const consumerSecurity = securityFor('Consumer');
/**
 * Memberships are for customers; contractors and system managers have none. Before the query is read:
 * a contractor hears 403 whatever they sent.
 */
const requireCustomer = [requireSignedUp, customersOnly('Memberships are for customer accounts.')] as const;
const customerResponses = {
  ...authResponses,
  403: json(DomainError, 'The profile is not completed, or the account is not a customer’s'),
};

export const membershipsRoutes = router()
  .get(
    '/Memberships/get-available',
    describeRoute({
      operationId: 'getAvailableMemberships',
      tags: ['Memberships'],
      summary: 'Membership plans on sale, Business first, each with its monthly and yearly price',
      description:
        'Each price is all the member pays: no fees and no sales tax are added (940 CMR 38). `benefits` starts with the lines made from `terms`, the numbers that proposals, dispatch and storage enquiries apply.',
      responses: { 200: json(AvailableMemberships, 'The plans') },
    }),
    cachedCatalogue,
    getAvailable,
  )
  .post(
    '/Memberships/buy',
    describeRoute({
      operationId: 'buyMembership',
      tags: ['Memberships'],
      summary: 'Start paying for a plan: answers the card payment page to send the browser to',
      description:
        'A Checkout Session in subscription mode for the caller’s payment customer. Once paid, the page sends the browser to RedirectUrl with `session_id`; left without paying, with `canceled=true`. The membership becomes active from the payment provider’s signed events, not from the return. A second call for the same plan and price while its checkout is open answers the same page; a call for another plan or price closes the caller’s other checkouts, so only the newest can be paid.',
      security: consumerSecurity,
      responses: {
        200: json(RedirectTo, 'The payment page'),
        400: badRequest('A Validation Error, also when RedirectUrl is not a page of this site (an open redirect)'),
        ...customerResponses,
        404: json(DomainError, 'The plan or the price is not on sale'),
        409: json(DomainError, 'The caller already has a plan: this one, a higher tier, a lower tier to switch from in the customer portal, or one with a payment due (also one whose other checkout was paid as this one opened); or a plan paid through a payment provider the server is not running now, which the office changes. Also, with Retry-After (seconds), while another call for the same plan and price is still preparing its checkout: asked again then, it answers that checkout; or when a checkout for another plan was opened at the same moment: asked again, this one opens and closes that one'),
        502: json(DomainError, 'The card payment service could not be reached'),
      },
    }),
    ...requireCustomer,
    validate('query', BuyMembershipQuery),
    buy,
  )
  .get(
    '/Memberships/get-customer-portal',
    describeRoute({
      operationId: 'getMembershipCustomerPortal',
      tags: ['Memberships'],
      summary: 'The payment provider’s customer portal, to manage or cancel a membership',
      description:
        'For the caller’s own payment customer only: the plan and its next renewal, switching monthly/yearly or plan, the card on file, and canceling at the end of the paid period with an optional reason. `Flow=cancel` opens it on canceling the current plan.',
      security: consumerSecurity,
      responses: {
        200: json(RedirectTo, 'The customer portal'),
        400: badRequest('A Validation Error, also when ReturnUrl is not a page of this site'),
        ...customerResponses,
        404: json(DomainError, 'The caller has never started a membership, so has no payment customer'),
        409: json(DomainError, 'Flow=cancel, and no plan renews; or the caller’s plans were paid through a payment provider the server is not running now'),
        502: json(DomainError, 'The card payment service could not be reached'),
      },
    }),
    ...requireCustomer,
    validate('query', CustomerPortalQuery),
    getCustomerPortal,
  )
  .get(
    '/Memberships/get-checkout',
    describeRoute({
      operationId: 'getMembershipCheckout',
      tags: ['Memberships'],
      summary: 'One of the caller’s checkouts, as the return page waits for its plan: its status, and whether it was refunded as a second plan',
      description:
        'A plan paid while another was current (a checkout paid in another tab) is canceled at once and refunded in full: `refunded` says how much, and which plan stays.',
      security: consumerSecurity,
      responses: {
        200: json(MembershipCheckout, 'The checkout'),
        400: badRequest('A Validation Error: SessionId is not a checkout id'),
        ...customerResponses,
        404: json(DomainError, 'No checkout of the caller’s has this id'),
      },
    }),
    ...requireCustomer,
    validate('query', MembershipCheckoutQuery),
    getCheckout,
  )
  .get(
    '/Memberships/get-current',
    describeRoute({
      operationId: 'getCurrentMemberships',
      tags: ['Memberships'],
      summary: 'The caller’s current plans with their renewal, price and status, highest tier first',
      security: consumerSecurity,
      responses: { 200: json(CurrentMemberships, 'The current plans; empty without one'), ...customerResponses },
    }),
    ...requireCustomer,
    getCurrent,
  );
