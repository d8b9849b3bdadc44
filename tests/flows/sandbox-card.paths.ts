import type { SnapshotFrom } from 'xstate';
import type { SandboxPaymentIntent } from '../../contract/payment-sandbox';
import { intentStanding, type SandboxCardMachine, type SandboxStanding, sandboxCardMachine } from '../../machines/sandbox-card.machine';
import { type ModelEvent, pathsFor } from './model';

/**
 * The paths through the sandbox's card page machine, walked by sandbox-card.model.test.ts, for a
 * job's payment as the sandbox answers it: opened at each standing, then every answer a card or the
 * 3-D Secure choice can bring.
 */

export type Snapshot = SnapshotFrom<SandboxCardMachine>;

export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export const intent = (changes: Partial<SandboxPaymentIntent> = {}): SandboxPaymentIntent => ({
  id: 'pi_3QsandboxCard0001',
  status: 'requires_payment_method',
  amountCents: 45_000,
  currency: 'usd',
  description: 'Final payment for Leaking faucet',
  card: null,
  lastPaymentError: null,
  nextAction: null,
  ...changes,
});

/** The payment at each point of its life on the card page, as the sandbox answers it. */
export const intents = {
  needsCard: intent(),
  waitingForAuthentication: intent({ status: 'requires_action', nextAction: 'authenticate' }),
  declined: intent({
    card: { brand: 'visa', last4: '9995' },
    lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds', message: INSUFFICIENT_FUNDS },
  }),
  authenticationFailed: intent({
    card: { brand: 'visa', last4: '3184' },
    lastPaymentError: { code: 'payment_intent_authentication_failure', declineCode: null, message: AUTHENTICATION_FAILED },
  }),
  succeeded: intent({ status: 'succeeded' }),
  canceled: intent({ status: 'canceled' }),
};

export const standingOf = (payment: unknown): SandboxStanding => intentStanding(payment as SandboxPaymentIntent);

const answered = (payment: SandboxPaymentIntent) => ({ type: 'sandbox.answered' as const, payment });
/** The sandbox refused the page's card or 3-D Secure answer: the payment had moved on without it (another tab, or its job canceled). */
const refused = (payment: SandboxPaymentIntent) => ({ type: 'sandbox.refused' as const, payment });

export const events: ModelEvent<SandboxCardMachine>[] = [
  answered(intents.declined),
  answered(intents.waitingForAuthentication),
  answered(intents.authenticationFailed),
  answered(intents.succeeded),
  answered(intents.canceled),
  refused(intents.succeeded),
  refused(intents.canceled),
  refused(intents.waitingForAuthentication),
  refused(intents.authenticationFailed),
];

export const paths = pathsFor(sandboxCardMachine, {
  events,
  inputs: {
    'a payment that needs a card': { payment: intents.needsCard, standingOf },
    'a payment waiting for its 3-D Secure step': { payment: intents.waitingForAuthentication, standingOf },
    'a paid payment': { payment: intents.succeeded, standingOf },
    'a canceled payment': { payment: intents.canceled, standingOf },
  },
  // A card answers a decline, 3-D Secure, paid or canceled; the 3-D Secure choice never asks for it again.
  // The sandbox refuses a card only once the payment is paid, canceled or waiting for its step, and the
  // step only once it is not waiting for it.
  when: (snapshot, event) => {
    if (!('payment' in event)) return true;
    const standing = intentStanding(event.payment as SandboxPaymentIntent);
    if (snapshot.matches('authenticating')) return standing !== 'needsAuthentication';
    return !(event.type === 'sandbox.refused' && standing === 'needsCard');
  },
});
