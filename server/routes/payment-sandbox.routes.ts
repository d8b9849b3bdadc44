import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import { DomainError } from '../../contract/common';
import {
  SandboxAuthenticateCheckout,
  SandboxAuthenticateIntent,
  SandboxCancelSubscription,
  SandboxChangePrice,
  SandboxCheckoutParams,
  SandboxCheckoutSession,
  SandboxCheckoutUnexpectedState,
  SandboxConfirmCheckout,
  SandboxConfirmIntent,
  SandboxIntentParams,
  SandboxIntentQuery,
  SandboxIntentUnexpectedState,
  SandboxPaymentIntent,
  SandboxPortalParams,
  SandboxPortalSession,
  SandboxPortalSubscriptionParams,
  SandboxUpdateCard,
} from '../../contract/payment-sandbox';
import { type AppBindings, router } from '../app-bindings';
import { errorResponses, invalidField, json, validate } from '../lib/http';
import type { PaymentGateway } from '../payments/gateway';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { checkoutRefusal, checkoutView, expiryProblem, intentRefusal, intentView, portalView, sandboxOf } from './payment-sandbox.handlers';

/** These calls exist only while the sandbox takes the payments; next to Stripe they are unknown paths. */
const sandboxOnly = createMiddleware<AppBindings>(async (c, next) => {
  if (!sandboxOf(c.var.payments)) return c.json({ Message: `No API route matches ${c.req.method} ${c.req.path}.` }, 404);
  await next();
});

/** The sandbox behind `sandboxOnly`. */
function runningSandbox(gateway: PaymentGateway): SandboxGateway {
  const sandbox = sandboxOf(gateway);
  if (!sandbox) throw new Error('The payment sandbox is not running.');
  return sandbox;
}

const doc = (operationId: string, summary: string, responses: Record<number, ReturnType<typeof json>>) =>
  describeRoute({
    operationId,
    tags: ['Payment sandbox'],
    summary,
    description:
      "Only while the server runs without STRIPE_SECRET_KEY (the built-in sandbox); otherwise 404. Stripe's test cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.",
    responses: { ...errorResponses, 409: json(DomainError, 'Not possible in the current state'), ...responses },
  });

/** Stripe's refusal of a payment in a state that does not take the call, with the payment as it stands. */
const unexpectedState = (why: string) => json(SandboxIntentUnexpectedState, `${why}: code payment_intent_unexpected_state, with paymentIntent as it now stands`);

/** Stripe's refusal of a checkout in a state that does not take the call, with the checkout as it stands. */
const checkoutUnexpectedState = (why: string) => json(SandboxCheckoutUnexpectedState, `${why}: code checkout_session_unexpected_state, with checkoutSession as it now stands`);

/** A portal link works for an hour; after that every call on it answers 409, as an expired checkout's do. */
const portalExpired = json(DomainError, 'The portal link has expired (it works for an hour)');
const portalConflict = json(DomainError, 'Not possible in the current state, or the portal link has expired (it works for an hour)');

const intent = '/PaymentSandbox/payment-intents/:id';
const checkout = '/PaymentSandbox/checkout-sessions/:id';
const portal = '/PaymentSandbox/portal-sessions/:id';

/** What the sandbox's card page, checkout page and customer portal page call. */
export const paymentSandboxRoutes = router()
  .use('/PaymentSandbox/*', sandboxOnly)
  .get(
    intent,
    doc('getSandboxPaymentIntent', 'A payment to show on the card page (with its client secret)', { 200: json(SandboxPaymentIntent, 'The payment') }),
    validate('param', SandboxIntentParams),
    validate('query', SandboxIntentQuery),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      return c.json(await intentView(sandbox, await sandbox.intentForPage(c.req.valid('param').id, c.req.valid('query').clientSecret)), 200);
    },
  )
  .post(
    `${intent}/confirm`,
    doc('confirmSandboxPaymentIntent', "Pay with a card (the Pay button); the answer says whether it went through, was declined, or needs 3-D Secure", {
      200: json(SandboxPaymentIntent, 'The payment after the attempt'),
      409: unexpectedState('The payment takes no card now: paid or canceled meanwhile, or waiting for its 3-D Secure step'),
    }),
    validate('param', SandboxIntentParams),
    validate('json', SandboxConfirmIntent),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      const { clientSecret, card } = c.req.valid('json');
      const expired = expiryProblem(card, c.var.now());
      if (expired) return invalidField(c, expired.field, expired.message);
      try {
        return c.json(await intentView(sandbox, await sandbox.confirmIntent(c.req.valid('param').id, clientSecret, card)), 200);
      } catch (err) {
        return c.json(await intentRefusal(sandbox, err), 409);
      }
    },
  )
  .post(
    `${intent}/authenticate`,
    doc('authenticateSandboxPaymentIntent', 'Answer the 3-D Secure challenge: complete or fail it', {
      200: json(SandboxPaymentIntent, 'The payment after the challenge'),
      409: unexpectedState('The payment is not waiting for 3-D Secure: paid or canceled meanwhile, or its step already answered'),
    }),
    validate('param', SandboxIntentParams),
    validate('json', SandboxAuthenticateIntent),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      const { clientSecret, outcome } = c.req.valid('json');
      try {
        return c.json(await intentView(sandbox, await sandbox.authenticateIntent(c.req.valid('param').id, clientSecret, outcome)), 200);
      } catch (err) {
        return c.json(await intentRefusal(sandbox, err), 409);
      }
    },
  )
  .get(
    checkout,
    doc('getSandboxCheckoutSession', 'A subscription checkout to show on the checkout page', { 200: json(SandboxCheckoutSession, 'The checkout') }),
    validate('param', SandboxCheckoutParams),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      return c.json(checkoutView(await sandbox.checkoutForPage(c.req.valid('param').id)), 200);
    },
  )
  .post(
    `${checkout}/confirm`,
    doc('confirmSandboxCheckoutSession', 'Subscribe with a card; once paid, the checkout is complete and the subscription starts', {
      200: json(SandboxCheckoutSession, 'The checkout after the attempt'),
      409: checkoutUnexpectedState('The checkout takes no card now: paid or closed meanwhile (its day over, or a checkout for another plan opened since), or waiting for its 3-D Secure step'),
    }),
    validate('param', SandboxCheckoutParams),
    validate('json', SandboxConfirmCheckout),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      const { card } = c.req.valid('json');
      const expired = expiryProblem(card, c.var.now());
      if (expired) return invalidField(c, expired.field, expired.message);
      try {
        return c.json(checkoutView(await sandbox.confirmCheckout(c.req.valid('param').id, card)), 200);
      } catch (err) {
        return c.json(checkoutRefusal(err), 409);
      }
    },
  )
  .post(
    `${checkout}/authenticate`,
    doc('authenticateSandboxCheckoutSession', 'Answer the 3-D Secure challenge of a checkout', {
      200: json(SandboxCheckoutSession, 'The checkout after the challenge'),
      409: checkoutUnexpectedState('The checkout is not waiting for 3-D Secure: paid or closed meanwhile, or its step already answered'),
    }),
    validate('param', SandboxCheckoutParams),
    validate('json', SandboxAuthenticateCheckout),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      try {
        return c.json(checkoutView(await sandbox.authenticateCheckout(c.req.valid('param').id, c.req.valid('json').outcome)), 200);
      } catch (err) {
        return c.json(checkoutRefusal(err), 409);
      }
    },
  )
  .get(
    portal,
    doc('getSandboxPortalSession', "The customer portal: the customer's plans, card on file and the plans they may switch to", {
      200: json(SandboxPortalSession, 'The portal'),
      409: portalExpired,
    }),
    validate('param', SandboxPortalParams),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      return c.json(await portalView(sandbox, c.req.valid('param').id), 200);
    },
  )
  .post(
    `${portal}/subscriptions/:subscriptionId/cancel`,
    doc('cancelSandboxSubscription', 'Cancel a plan at the end of its period (the default) or now', {
      200: json(SandboxPortalSession, 'The portal after the change'),
      409: portalConflict,
    }),
    validate('param', SandboxPortalSubscriptionParams),
    validate('json', SandboxCancelSubscription),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      const { id, subscriptionId } = c.req.valid('param');
      await sandbox.cancelSubscription(id, subscriptionId, c.req.valid('json'));
      return c.json(await portalView(sandbox, id), 200);
    },
  )
  .post(
    `${portal}/subscriptions/:subscriptionId/resume`,
    doc('resumeSandboxSubscription', 'Keep a plan that was set to end at the end of its period', {
      200: json(SandboxPortalSession, 'The portal after the change'),
      409: portalConflict,
    }),
    validate('param', SandboxPortalSubscriptionParams),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      const { id, subscriptionId } = c.req.valid('param');
      await sandbox.resumeSubscription(id, subscriptionId);
      return c.json(await portalView(sandbox, id), 200);
    },
  )
  .post(
    `${portal}/subscriptions/:subscriptionId/change-price`,
    doc('changeSandboxSubscriptionPrice', 'Switch a plan to another of the listed prices (monthly or yearly, or another plan)', {
      200: json(SandboxPortalSession, 'The portal after the change'),
      402: json(DomainError, 'The card on file was declined'),
      409: portalConflict,
    }),
    validate('param', SandboxPortalSubscriptionParams),
    validate('json', SandboxChangePrice),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      const { id, subscriptionId } = c.req.valid('param');
      await sandbox.changeSubscriptionPrice(id, subscriptionId, c.req.valid('json').priceId);
      return c.json(await portalView(sandbox, id), 200);
    },
  )
  .post(
    `${portal}/payment-method`,
    doc('updateSandboxPaymentMethod', 'Put another card on file for the plans (an unpaid renewal is tried again with it)', {
      200: json(SandboxPortalSession, 'The portal after the change'),
      402: json(DomainError, 'The card was declined'),
      409: portalExpired,
    }),
    validate('param', SandboxPortalParams),
    validate('json', SandboxUpdateCard),
    async (c) => {
      const sandbox = runningSandbox(c.var.payments);
      const { card } = c.req.valid('json');
      const expired = expiryProblem(card, c.var.now());
      if (expired) return invalidField(c, expired.field, expired.message);
      const { id } = c.req.valid('param');
      await sandbox.updateCard(id, card);
      return c.json(await portalView(sandbox, id), 200);
    },
  );
