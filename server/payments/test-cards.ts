/**
 * What Stripe's test mode does with each of its published test cards (https://docs.stripe.com/testing),
 * as the sandbox gateway reproduces it. Any other number that passes the checksum is refused the way
 * Stripe's test mode refuses a real card.
 */

export interface Decline {
  /** Stripe's error code (`card_declined`, `expired_card`, ...). */
  code: string;
  /** The issuer's reason, for `card_declined`. */
  declineCode: string | null;
  /** Stripe's message, which its card fields show the customer. */
  message: string;
}

export type CardBehaviour =
  | { outcome: 'succeeds' }
  | { outcome: 'declined'; decline: Decline }
  /** The bank asks for 3-D Secure; once the customer completes it, `then` happens. */
  | { outcome: 'authenticate'; then: CardBehaviour }
  /** Saving the card works; every charge to it is declined (renewals of a plan that card pays for). */
  | { outcome: 'attaches-then-declines'; decline: Decline };

const declined = (code: string, declineCode: string | null, message: string): CardBehaviour => ({
  outcome: 'declined',
  decline: { code, declineCode, message },
});

const CARD_DECLINED = 'Your card was declined.';

export const DECLINES = {
  generic: { code: 'card_declined', declineCode: 'generic_decline', message: CARD_DECLINED },
  insufficientFunds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  liveCardInTestMode: {
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    declineCode: null,
    message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} satisfies Record<string, Decline>;

const succeeds: CardBehaviour = { outcome: 'succeeds' };

const TEST_CARDS: Record<string, CardBehaviour> = {
  // Successful payments, by brand.
  '4242424242424242': succeeds,
  '4000056655665556': succeeds,
  '5555555555554444': succeeds,
  '2223003122003222': succeeds,
  '5200828282828210': succeeds,
  '5105105105105100': succeeds,
  '378282246310005': succeeds,
  '371449635398431': succeeds,
  '6011111111111117': succeeds,
  '6011000990139424': succeeds,
  '6011981111111113': succeeds,
  '3056930009020004': succeeds,
  '36227206271667': succeeds,
  '3566002020360505': succeeds,
  '6200000000000005': succeeds,
  // Declines.
  '4000000000000002': declined('card_declined', 'generic_decline', CARD_DECLINED),
  '4000000000009995': { outcome: 'declined', decline: DECLINES.insufficientFunds },
  '4000000000009987': declined('card_declined', 'lost_card', CARD_DECLINED),
  '4000000000009979': declined('card_declined', 'stolen_card', CARD_DECLINED),
  '4000000000000069': declined('expired_card', null, 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', null, "Your card's security code is incorrect."),
  '4000000000000119': declined('processing_error', null, 'An error occurred while processing your card. Try again in a little bit.'),
  '4000000000000341': { outcome: 'attaches-then-declines', decline: DECLINES.generic },
  // 3-D Secure.
  '4000002760003184': { outcome: 'authenticate', then: succeeds },
  '4000002500003155': { outcome: 'authenticate', then: succeeds },
  '4000000000003220': { outcome: 'authenticate', then: succeeds },
  '4000008400001629': { outcome: 'authenticate', then: declined('card_declined', 'generic_decline', CARD_DECLINED) },
};

/** What happens when a payment is made with `digits` (a number that passed the checksum). */
export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? { outcome: 'declined', decline: DECLINES.liveCardInTestMode };
}

/** Stripe's brand name for a card number, from its leading digits. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}
