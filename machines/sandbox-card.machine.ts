import { assign, setup } from 'xstate';
import type { SandboxCheckoutSession, SandboxPaymentIntent } from '../contract/payment-sandbox';

/**
 * The payment sandbox's card page, for a job's payment (a PaymentIntent) or a membership's checkout
 * (docs/decisions/014-card-payments.md): it shows the payment as the sandbox holds it, read when the
 * page opens and from every answer since. A payment waiting for its 3-D Secure step shows that step
 * whenever the page is opened, as Stripe's hosted pages do: the sandbox refuses any other card until
 * the step is answered, so a page that forgot it (after a reload, or after going back and paying
 * again) could never be paid. A page left open while its payment moved on without it (paid in another
 * tab, canceled with its job, a checkout closed when one for another plan was opened) learns it from
 * the sandbox's refusal, and shows the payment as it stands.
 *
 * Generic over the object the page reads; the input's `standingOf` says where one stands. Provide in
 * `src/`: the actions `returnToSite` (the browser goes back to the site once the sandbox has taken
 * the card), `openChallenge` (a fresh 3-D Secure choice) and `offerCardAgain` (the card form again,
 * with what was typed).
 */

/** Where a payment stands for the card page. */
export type SandboxStanding = 'needsCard' | 'needsAuthentication' | 'paid' | 'closed';

/** A job's payment: taken once the sandbox has the card (`processing` waits for the bank, not the customer). */
export function intentStanding(intent: Pick<SandboxPaymentIntent, 'status' | 'nextAction'>): SandboxStanding {
  if (intent.status === 'succeeded' || intent.status === 'processing') return 'paid';
  if (intent.status === 'canceled') return 'closed';
  return intent.nextAction === 'authenticate' ? 'needsAuthentication' : 'needsCard';
}

/** A membership's checkout: paid when complete, closed once expired. */
export function checkoutStanding(checkout: Pick<SandboxCheckoutSession, 'status' | 'nextAction'>): SandboxStanding {
  if (checkout.status === 'complete') return 'paid';
  if (checkout.status === 'expired') return 'closed';
  return checkout.nextAction === 'authenticate' ? 'needsAuthentication' : 'needsCard';
}

export interface SandboxCardInput<P> {
  /** The payment as the page read it when it opened. */
  payment: P;
  standingOf: (payment: P) => SandboxStanding;
}

export type SandboxCardContext<P> = SandboxCardInput<P>;

/**
 * The sandbox answered a card or a 3-D Secure choice with the payment as it now stands; or refused it
 * (Stripe's `payment_intent_unexpected_state`) because the payment had moved on without this page:
 * paid or canceled in another tab or with its job, or its 3-D Secure step started or answered there.
 */
export type SandboxCardEvent<P> = { type: 'sandbox.answered'; payment: P } | { type: 'sandbox.refused'; payment: P };

/** The machine for a card page reading payments of type `P`. */
export function createSandboxCardMachine<P = unknown>() {
  type Context = SandboxCardContext<P>;
  type Params = { payment: P };
  const standing = (context: Context, payment: P) => context.standingOf(payment);
  const answered = ({ event }: { event: SandboxCardEvent<P> }): Params => ({ payment: event.payment });

  return setup({
    types: {
      context: {} as Context,
      input: {} as SandboxCardInput<P>,
      events: {} as SandboxCardEvent<P>,
    },
    actions: {
      /** The browser goes back to the site, which waits for the provider's word. */
      returnToSite: (_, _params: Params) => {},
      /** A fresh 3-D Secure choice. */
      openChallenge: () => {},
      /** The card form again, keeping what was typed. */
      offerCardAgain: () => {},
      assignPayment: assign((_, params: Params) => ({ payment: params.payment })),
    },
    guards: {
      isPaid: ({ context }, params: Params) => standing(context, params.payment) === 'paid',
      isClosed: ({ context }, params: Params) => standing(context, params.payment) === 'closed',
      isAwaitingAuthentication: ({ context }, params: Params) => standing(context, params.payment) === 'needsAuthentication',
    },
  }).createMachine({
    id: 'sandboxCard',
    meta: { screens: 'The payment sandbox’s card page (`/payment-sandbox/payment/$id`) and checkout page (`/payment-sandbox/checkout/$id`)' },
    description:
      'The payment sandbox’s card page for a job’s payment or a membership’s checkout: the card, the 3-D Secure step whenever the payment waits for it (also after a reload or a second visit), then back to the site (docs/decisions/014). A payment that moved on without the page (another tab, its job canceled) is shown as it stands, never charged again.',
    context: ({ input }) => ({ payment: input.payment, standingOf: input.standingOf }),
    initial: 'opening',
    states: {
      opening: {
        always: [
          { guard: { type: 'isPaid', params: ({ context }) => ({ payment: context.payment }) }, target: 'alreadyPaid' },
          { guard: { type: 'isClosed', params: ({ context }) => ({ payment: context.payment }) }, target: 'closed' },
          {
            guard: { type: 'isAwaitingAuthentication', params: ({ context }) => ({ payment: context.payment }) },
            description: 'A card was taken on an earlier visit and the bank still asks for 3-D Secure: the step shows again, as it is the only way on.',
            target: 'authenticating',
          },
          { target: 'card' },
        ],
      },
      card: {
        description: 'The card fields and Pay, with the last decline above them.',
        on: {
          'sandbox.answered': [
            { guard: { type: 'isPaid', params: answered }, target: 'paid', actions: [{ type: 'assignPayment', params: answered }, { type: 'returnToSite', params: answered }] },
            { guard: { type: 'isClosed', params: answered }, target: 'closed', actions: { type: 'assignPayment', params: answered } },
            {
              guard: { type: 'isAwaitingAuthentication', params: answered },
              target: 'authenticating',
              actions: [{ type: 'assignPayment', params: answered }, 'openChallenge'],
            },
            { description: 'Declined: the bank’s reason, and the customer stays to try another card.', actions: { type: 'assignPayment', params: answered } },
          ],
          'sandbox.refused': [
            { guard: { type: 'isPaid', params: answered }, description: 'Paid in another tab meanwhile: said so, and this card is not charged.', target: 'alreadyPaid', actions: { type: 'assignPayment', params: answered } },
            { guard: { type: 'isClosed', params: answered }, description: 'Closed meanwhile (its job canceled, or a checkout for another plan opened in another tab): nothing was charged.', target: 'closed', actions: { type: 'assignPayment', params: answered } },
            {
              guard: { type: 'isAwaitingAuthentication', params: answered },
              description: 'A card tried in another tab waits for 3-D Secure: the step is the only way on, here too.',
              target: 'authenticating',
              actions: [{ type: 'assignPayment', params: answered }, 'openChallenge'],
            },
          ],
        },
      },
      authenticating: {
        description: 'The bank asks for 3-D Secure: the test bank’s choice, complete or fail, in the card form’s place.',
        on: {
          'sandbox.answered': [
            { guard: { type: 'isPaid', params: answered }, target: 'paid', actions: [{ type: 'assignPayment', params: answered }, { type: 'returnToSite', params: answered }] },
            { guard: { type: 'isClosed', params: answered }, target: 'closed', actions: { type: 'assignPayment', params: answered } },
            {
              description: 'Failed: the payment needs a card again; the form comes back with the bank’s answer above it.',
              target: 'card',
              actions: [{ type: 'assignPayment', params: answered }, 'offerCardAgain'],
            },
          ],
          'sandbox.refused': [
            { guard: { type: 'isPaid', params: answered }, description: 'Paid in another tab meanwhile: said so.', target: 'alreadyPaid', actions: { type: 'assignPayment', params: answered } },
            { guard: { type: 'isClosed', params: answered }, description: 'Closed meanwhile (its job canceled, or a checkout for another plan opened in another tab): nothing was charged.', target: 'closed', actions: { type: 'assignPayment', params: answered } },
            {
              description: 'The step was answered in another tab and failed: the card form again, with the bank’s answer.',
              target: 'card',
              actions: [{ type: 'assignPayment', params: answered }, 'offerCardAgain'],
            },
          ],
        },
      },
      paid: {
        description: 'The sandbox has the card: on the way back to the site.',
        type: 'final',
      },
      alreadyPaid: {
        description: 'Paid without this page (on an earlier visit, or in another tab): said so, nothing more is charged, and only the way back is offered.',
        type: 'final',
      },
      closed: {
        description: 'Canceled or expired: nothing was charged, and only the way back is offered.',
        type: 'final',
      },
    },
  });
}

export const sandboxCardMachine = createSandboxCardMachine();

export type SandboxCardMachine<P = unknown> = ReturnType<typeof createSandboxCardMachine<P>>;
