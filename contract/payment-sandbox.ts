import * as v from 'valibot';
import { DateTime, fields } from './common';

/**
 * The embedded payment sandbox's calls (/PaymentSandbox/...), which exist only while the server runs
 * without a Stripe key: what its card page, checkout page and customer portal page need. They answer
 * with Stripe's test-mode behavior for Stripe's published test cards
 * (https://docs.stripe.com/testing), and the messages are the ones Stripe's card fields show.
 */

/** Luhn's checksum, which every card number passes and most typing slips fail. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** American Express numbers start with 34 or 37 and have a four-digit security code. */
export const isAmex = (digits: string) => /^3[47]/.test(digits);

const NUMBER_INCOMPLETE = 'Your card number is incomplete.';
const NUMBER_INVALID = 'Your card number is invalid.';
const EXPIRY_INCOMPLETE = "Your card's expiration date is incomplete.";
const EXPIRY_INVALID = "Your card's expiration date is invalid.";
const CVC_INCOMPLETE = "Your card's security code is incomplete.";
const ZIP_INCOMPLETE = 'Your ZIP is incomplete.';
/** Said by the server, which knows today's date, for an expiration date already gone. */
export const EXPIRY_PAST = "Your card's expiration date is in the past.";

/** One message per field: the first rule a value breaks. */
const firstIssueOnly = <T extends v.GenericSchema>(schema: T) => v.config(schema, { abortPipeEarly: true });

const CardNumber = firstIssueOnly(v.pipe(
  v.string(NUMBER_INCOMPLETE),
  v.regex(/^[\d\s-]*$/, NUMBER_INVALID),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.minLength(14, NUMBER_INCOMPLETE),
  v.maxLength(19, NUMBER_INVALID),
  v.check(passesLuhn, NUMBER_INVALID),
));

/** "MM / YY", as the field shows it; "MM/YY" and "MMYY" are read too. */
const Expiry = firstIssueOnly(v.pipe(
  v.string(EXPIRY_INCOMPLETE),
  v.trim(),
  v.regex(/^\d{2}\s*\/?\s*\d{2}$/, EXPIRY_INCOMPLETE),
  v.transform((s) => {
    const digits = s.replace(/\D/g, '');
    return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
  }),
  v.check(({ month }) => month >= 1 && month <= 12, EXPIRY_INVALID),
));

/** The card fields of the sandbox's pages: Card number, Expiration (MM / YY), CVC, ZIP. */
export const SandboxCard = v.pipe(
  fields({
    number: CardNumber,
    expiry: Expiry,
    cvc: firstIssueOnly(v.pipe(v.string(CVC_INCOMPLETE), v.trim(), v.regex(/^\d{3,4}$/, CVC_INCOMPLETE))),
    zip: firstIssueOnly(v.pipe(v.string(ZIP_INCOMPLETE), v.trim(), v.regex(/^\d{5}$/, ZIP_INCOMPLETE))),
  }),
  v.forward(
    v.partialCheck(
      [['number'], ['cvc']],
      // Only once the code has the form of one, so a malformed code gets one message.
      ({ number, cvc }) => !/^\d{3,4}$/.test(cvc) || cvc.length === (isAmex(number) ? 4 : 3),
      CVC_INCOMPLETE,
    ),
    ['cvc'],
  ),
);
export type SandboxCard = v.InferOutput<typeof SandboxCard>;
/** @public A card as typed on the sandbox's checkout page. */
export type SandboxCardInput = v.InferInput<typeof SandboxCard>;

export const CardSummary = v.object({ brand: v.string(), last4: v.string() });

/** Why the latest attempt failed, in Stripe's terms; `message` is for the customer. */
export const SandboxPaymentError = v.object({
  code: v.string(),
  declineCode: v.nullable(v.string()),
  message: v.string(),
});

export const INTENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded'] as const;

const SandboxId = (prefix: string) => v.pipe(v.string(), v.regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{8,80}$`), 'Must be a valid id.'));

export const SandboxIntentParams = v.object({ id: SandboxId('pi') });
export const SandboxCheckoutParams = v.object({ id: SandboxId('cs') });
export const SandboxPortalParams = v.object({ id: SandboxId('bps') });
export const SandboxPortalSubscriptionParams = v.object({ id: SandboxId('bps'), subscriptionId: SandboxId('sub') });

const ClientSecret = v.pipe(v.string('This field is required.'), v.nonEmpty('This field is required.'), v.maxLength(200, 'Must be 200 characters or fewer.'));

/** Like Stripe.js, anyone holding the intent's client secret may read and pay it, and nobody else. */
export const SandboxIntentQuery = fields({ clientSecret: ClientSecret });

/** A payment intent as the card page shows it. */
export const SandboxPaymentIntent = v.object({
  id: v.string(),
  status: v.picklist(INTENT_STATUSES),
  amountCents: v.number(),
  currency: v.string(),
  description: v.nullable(v.string()),
  card: v.nullable(CardSummary),
  lastPaymentError: v.nullable(SandboxPaymentError),
  /** `authenticate`: the bank asks for 3-D Secure before it pays (the sandbox's challenge step). */
  nextAction: v.nullable(v.picklist(['authenticate'])),
});
export type SandboxPaymentIntent = v.InferOutput<typeof SandboxPaymentIntent>;

/**
 * The 409 of a card or 3-D Secure answer the payment no longer takes: paid or canceled meanwhile (in
 * another tab, or with its job), or waiting for its 3-D Secure step. Stripe's code, with the payment
 * as it now stands, as Stripe's error carries it; `Message` is Stripe's developer wording, for the
 * page to translate, not to show.
 */
export const SandboxIntentUnexpectedState = v.object({
  Message: v.string(),
  Errors: v.optional(v.array(v.string())),
  code: v.literal('payment_intent_unexpected_state'),
  paymentIntent: SandboxPaymentIntent,
});
export type SandboxIntentUnexpectedState = v.InferOutput<typeof SandboxIntentUnexpectedState>;

export const SandboxConfirmIntent = fields({ clientSecret: ClientSecret, card: SandboxCard });
export type SandboxConfirmIntent = v.InferInput<typeof SandboxConfirmIntent>;

/** The 3-D Secure challenge's two buttons: Complete and Fail authentication. */
export const AuthenticationOutcome = v.picklist(['complete', 'fail'], 'Choose complete or fail.');
export const SandboxAuthenticateIntent = fields({ clientSecret: ClientSecret, outcome: AuthenticationOutcome });
export type SandboxAuthenticateIntent = v.InferInput<typeof SandboxAuthenticateIntent>;

export const Interval = v.picklist(['month', 'year']);

/** A checkout session (subscription mode) as the sandbox's checkout page shows it. */
export const SandboxCheckoutSession = v.object({
  id: v.string(),
  status: v.picklist(['open', 'complete', 'expired']),
  productName: v.string(),
  amountCents: v.number(),
  currency: v.string(),
  interval: Interval,
  expiresAt: DateTime,
  /** Where to go when paid: the success address with `{CHECKOUT_SESSION_ID}` filled in. */
  successUrl: v.string(),
  cancelUrl: v.string(),
  lastPaymentError: v.nullable(SandboxPaymentError),
  nextAction: v.nullable(v.picklist(['authenticate'])),
});
export type SandboxCheckoutSession = v.InferOutput<typeof SandboxCheckoutSession>;

/**
 * The 409 of a card or 3-D Secure answer the checkout no longer takes: paid (in another tab), closed
 * (its day over, or a checkout for another plan opened since), or waiting for its 3-D Secure step.
 * Stripe's code, with the checkout as it now stands, for the page to show where it stands.
 */
export const SandboxCheckoutUnexpectedState = v.object({
  Message: v.string(),
  Errors: v.optional(v.array(v.string())),
  code: v.literal('checkout_session_unexpected_state'),
  checkoutSession: SandboxCheckoutSession,
});
export type SandboxCheckoutUnexpectedState = v.InferOutput<typeof SandboxCheckoutUnexpectedState>;

export const SandboxConfirmCheckout = fields({ card: SandboxCard });
export const SandboxAuthenticateCheckout = fields({ outcome: AuthenticationOutcome });

export const SandboxPrice = v.object({
  id: v.string(),
  productName: v.string(),
  amountCents: v.number(),
  currency: v.string(),
  interval: Interval,
});

export const SandboxSubscription = v.object({
  id: v.string(),
  /** Stripe's subscription statuses: `active`, `past_due`, `canceled`, ... */
  status: v.string(),
  price: SandboxPrice,
  currentPeriodEnd: DateTime,
  cancelAtPeriodEnd: v.boolean(),
  canceledAt: v.nullable(DateTime),
});

/** The sandbox's customer portal: the customer's plans, the card on file, and the prices they may switch to. */
export const SandboxPortalSession = v.object({
  id: v.string(),
  returnUrl: v.string(),
  card: v.nullable(CardSummary),
  subscriptions: v.array(SandboxSubscription),
  prices: v.array(SandboxPrice),
  /** The portal was opened to cancel this subscription (Stripe's `subscription_cancel` flow): it shows that step first. */
  cancelSubscriptionId: v.nullable(v.string()),
});
export type SandboxPortalSession = v.InferOutput<typeof SandboxPortalSession>;

/** Stripe's cancelation feedback choices. */
export const CANCELATION_FEEDBACK = ['customer_service', 'low_quality', 'missing_features', 'other', 'switched_service', 'too_complex', 'too_expensive', 'unused'] as const;

export const SandboxCancelSubscription = fields({
  /** At the end of the paid period (the default), or now. */
  atPeriodEnd: v.optional(v.boolean(), true),
  feedback: v.optional(v.picklist(CANCELATION_FEEDBACK, 'Choose one of the listed reasons.')),
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'The comment must be 500 characters or fewer.'))),
});
export type SandboxCancelSubscription = v.InferInput<typeof SandboxCancelSubscription>;

export const SandboxChangePrice = fields({ priceId: v.pipe(v.string('Choose a plan.'), v.nonEmpty('Choose a plan.')) });
export const SandboxUpdateCard = fields({ card: SandboxCard });
