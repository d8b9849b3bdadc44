import type { SnapshotFrom } from 'xstate';
import type { PaymentInfo } from '../../contract/proposals';
import { type PaymentInput, type PaymentMachine, paymentMachine, type PaymentProgress } from '../../machines/payment.machine';
import { networkDown } from './fixtures';
import { type ModelEvent, pathsFor } from './model';

/** The paths through the payment machine: the model test (payment.model.test.ts) and the UI path test walk these. */

export type Snapshot = SnapshotFrom<PaymentMachine>;

export const PROPOSAL_ID = '5a0c8c3e-1d2b-4c6e-9f10-2b3c4d5e6f70';
export const DEPOSIT_CENTS = 9000;
export const DECLINED = 'Your card has insufficient funds.';
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const CARD_PAGE_URL = `http://localhost:3000/payment-sandbox/payment/pi_3Sx1a2b3c4d5e6f7?clientSecret=pi_3Sx1a2b3c4d5e6f7_secret_abc&redirectUrl=x`;

const info = (cardPageUrl: string | null, status: PaymentInfo['status'] = 'Due', failureMessage: string | null = null, card: PaymentInfo['card'] = null): PaymentInfo => ({
  kind: 'Deposit',
  jobProposalId: PROPOSAL_ID,
  paymentId: '7b1d9d4f-2e3c-4d7f-8a21-3c4d5e6f7a81',
  amountCents: DEPOSIT_CENTS,
  description: 'Deposit for Sticking back door (Kowalski Carpentry)',
  status,
  provider: cardPageUrl ? 'sandbox' : 'stripe',
  paymentIntentId: 'pi_3Sx1a2b3c4d5e6f7',
  clientSecret: 'pi_3Sx1a2b3c4d5e6f7_secret_abc',
  failureMessage,
  card,
  redirectUrl: `http://localhost:3000/job-requests/x/proposals/${PROPOSAL_ID}?payment=Deposit`,
  cardPageUrl,
});

/** The card given, whose bank asks the customer to confirm the payment. */
export const CONFIRMING_CARD = { brand: 'visa', last4: '3184' };

export const INFO = {
  sandbox: info(CARD_PAGE_URL),
  stripe: info(null),
  processing: info(null, 'Processing'),
  awaitingBankOnCardPage: info(CARD_PAGE_URL, 'RequiresAction', null, CONFIRMING_CARD),
  awaitingBankWithStripe: info(null, 'RequiresAction', null, CONFIRMING_CARD),
};

export const RECEIPT = { paymentId: INFO.stripe.paymentId, amountCents: DEPOSIT_CENTS, card: { brand: 'visa', last4: '4242' }, paidAt: '2026-11-25T11:00:00.000Z' };

export const PROGRESS = {
  paid: { status: 'Paid', failureMessage: null, receipt: RECEIPT },
  failed: { status: 'Failed', failureMessage: DECLINED, receipt: null },
  processing: { status: 'Processing', failureMessage: null, receipt: null },
  awaitingBank: { status: 'RequiresAction', failureMessage: null, receipt: null, info: INFO.awaitingBankOnCardPage },
} satisfies Record<string, PaymentProgress>;

export const REFUSED = { kind: 'unknown', status: 409, message: 'No deposit is due on this estimate.' };

const base = { kind: 'Deposit', amountCents: DEPOSIT_CENTS } as const;

export const inputs: Record<string, PaymentInput> = {
  'a deposit due': { ...base, status: 'Due' },
  'a deposit just accepted': { ...base, status: 'Due', autoStart: true },
  'back from the card page': { ...base, status: 'Due', returned: 'attempted' },
  'back without paying': { ...base, status: 'Due', returned: 'left' },
  'a card being confirmed': { ...base, status: 'Processing' },
  'a card declined before': { ...base, status: 'Failed' },
  'paid already': { ...base, status: 'Paid' },
};

export const events: ModelEvent<PaymentMachine>[] = [
  { type: 'payment.start' },
  { type: 'payment.submit' },
  { type: 'payment.retry' },
  { type: 'payment.resume' },
  { type: 'payment.checkAgain' },
  { type: 'payment.continue' },
  { type: 'xstate.done.actor.createPayment', output: INFO.sandbox },
  { type: 'xstate.done.actor.createPayment', output: INFO.stripe },
  { type: 'xstate.done.actor.createPayment', output: INFO.processing },
  { type: 'xstate.done.actor.createPayment', output: INFO.awaitingBankOnCardPage },
  { type: 'xstate.done.actor.createPayment', output: INFO.awaitingBankWithStripe },
  { type: 'xstate.error.actor.createPayment', error: networkDown() },
  { type: 'xstate.error.actor.createPayment', error: REFUSED },
  { type: 'xstate.done.actor.confirmCard', output: { outcome: 'submitted' } },
  { type: 'xstate.done.actor.confirmCard', output: { outcome: 'declined', message: DECLINED } },
  { type: 'xstate.error.actor.confirmCard', error: networkDown() },
  { type: 'xstate.done.actor.continueCard', output: { outcome: 'submitted' } },
  { type: 'xstate.done.actor.continueCard', output: { outcome: 'declined', message: AUTHENTICATION_FAILED } },
  { type: 'xstate.error.actor.continueCard', error: networkDown() },
  { type: 'xstate.done.actor.checkProgress', output: PROGRESS.paid },
  { type: 'xstate.done.actor.checkProgress', output: PROGRESS.failed },
  { type: 'xstate.done.actor.checkProgress', output: PROGRESS.processing },
  { type: 'xstate.done.actor.checkProgress', output: PROGRESS.awaitingBank },
  { type: 'xstate.error.actor.checkProgress', error: networkDown() },
  { type: 'xstate.after.paymentPoll.payment.waiting.pausing' },
  { type: 'xstate.after.paymentConfirmLimit.payment.waiting' },
];

/** What the guards read: whether a card can be taken again on the page. */
export const serializeState = (s: Snapshot) =>
  JSON.stringify({ value: s.value, status: s.status, provider: s.context.info?.provider ?? null, error: s.context.error !== null });

export const paths = pathsFor(paymentMachine, { events, serializeState, inputs });
