import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { JobPaymentKind } from '../../../contract/proposals';
import type { PaymentInput, PaymentMachine, PaymentReceipt } from '../../../machines/payment.machine';
import { describeApiFailure } from '../../api/errors';
import { SubmitButton } from '../../components/forms/FormParts';
import { formatDate, formatUsdPreciseFromCents } from '../../lib/format';
import { inspect } from '../../lib/inspector';
import { paymentLogic } from './payment';

const StripeCardFields = lazy(() => import('./stripe-element'));

export const PAYMENT_WORDS = { Deposit: 'deposit', FinalPayment: 'final payment', SubsequentPayment: 'payment for extra work' } as const satisfies Record<JobPaymentKind, string>;
const capitalized = (words: string) => words[0]!.toUpperCase() + words.slice(1);

export type PaymentActor = Actor<PaymentMachine>;

type PaymentState = ReturnType<PaymentActor['getSnapshot']>;

/** What the step shows for a state of the machine: each its own notice, or its own controls. */
function shownFor(state: PaymentState) {
  if (state.matches('creating') || state.matches('redirecting')) return 'preparing';
  if (state.matches('collecting') || state.matches('confirming')) return 'card';
  if (state.matches('awaitingConfirmation') || state.matches('authenticating')) return 'bank';
  return typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]!;
}

/** Programmatic focus only: a notice is read, not worked, and needs no focus ring. */
const FOCUSED_QUIETLY = { tabIndex: -1, sx: { '&:focus': { outline: 'none' } } } as const;

/**
 * Each of the step's states replaces the one before, with the control that had the focus (the Pay
 * button, the card form's): the browser drops the focus to the page, or a dialog's focus trap to its
 * unnamed frame, and a keyboard user starts over from there. The notice of the new state takes it
 * instead, when it was lost so (still in a control elsewhere, the customer moved on: it stays).
 */
function useFocusOnChange(shown: string) {
  const step = useRef<HTMLElement>(null);
  const notice = useRef<HTMLElement>(null);
  // One callback for the notices of every state, whatever their elements.
  const [setNotice] = useState(() => (element: HTMLElement | null) => void (notice.current = element));
  const before = useRef(shown);
  useEffect(() => {
    if (shown === before.current) return;
    before.current = shown;
    const active = document.activeElement;
    if (!active || !active.isConnected || (step.current && active.contains(step.current))) notice.current?.focus();
  }, [shown]);
  return { step, notice: setNotice };
}

/** The payment actor of one payment on a page (`page`, the estimate's unless said), started from its status and the page's return address. */
export function usePaymentActor(jobRequestId: string, proposalId: string, input: PaymentInput, withExtraWork?: boolean, page?: string): PaymentActor {
  const [logic] = useState(() => paymentLogic({ jobRequestId, proposalId, ...(withExtraWork === undefined ? {} : { withExtraWork }), ...(page === undefined ? {} : { page }) }));
  return useActorRef(logic, { input, ...(inspect ? { inspect } : {}) });
}

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };
export const cardWords = (card: { brand: string; last4: string } | null) => (card ? `${CARD_BRANDS[card.brand] ?? card.brand} ending in ${card.last4}` : 'Card');

/** A receipt as the payment step shows it when the provider confirmed the payment. */
export function ReceiptLine({ what, receipt }: { what: string; receipt: PaymentReceipt }) {
  return (
    <Typography>
      {capitalized(what)} of {formatUsdPreciseFromCents(receipt.amountCents)} paid on {formatDate(receipt.paidAt)}, {cardWords(receipt.card)}.
    </Typography>
  );
}

/**
 * One payment's step (deposit, final, extra work): the amount before the card is asked for, the card
 * (the sandbox's card page, or Stripe's Payment Element here), then the provider's confirmation; a
 * decline says why and keeps the customer on the step. The screen reads the machine's state and tags
 * and sends its events; `onPaid` runs once the server reads the payment Paid.
 */
export function PaymentStep({
  kind,
  actor,
  purpose,
  what = PAYMENT_WORDS[kind],
  onPaid,
}: {
  kind: JobPaymentKind;
  actor: PaymentActor;
  purpose?: string | undefined;
  /** What the step pays, in its words, when it is more than its kind ("the balance": the final payment and extra work). */
  what?: string | undefined;
  onPaid?: () => void;
}) {
  const state = useSelector(actor, (s) => s);
  const { amountCents, failureMessage, error, info, receipt } = state.context;
  // A declined card is the card provider's to say; a refusal of the payment's start, the server's.
  const said = !failureMessage && error?.title ? describeApiFailure(error) : undefined;
  // An amount not known before the server creates the payment (extra work listed without it) is not guessed.
  const amount = amountCents > 0 ? formatUsdPreciseFromCents(amountCents) : '';
  const busy = state.hasTag('busy');
  const paid = state.matches('paid');
  const { step, notice } = useFocusOnChange(shownFor(state));
  // Once when the payment is confirmed: a page that reads itself again on `onPaid` hands down a new
  // function as it draws again, which must not read it again, and again.
  const paidEvent = useEffectEvent(() => onPaid?.());
  useEffect(() => {
    if (paid) paidEvent();
  }, [paid]);

  // Two steps of one kind can share a dialog (a payment made, and extra work billed since).
  const headingId = `payment-${kind}-${useId()}`;
  return (
    <Stack ref={step} component="section" aria-labelledby={headingId} spacing={2} aria-busy={busy}>
      <Typography id={headingId} component="h2" variant="h3">
        {capitalized(what)}
        {amount ? `: ${amount}` : ''}
      </Typography>
      {purpose && <Typography sx={{ color: 'text.secondary' }}>{purpose}</Typography>}

      {state.matches('ready') && (
        <>
          <Typography>You pay {amount || `the ${what}`} by card now. Nothing is charged until you confirm the card.</Typography>
          <Box>
            <Button ref={notice} variant="contained" onClick={() => actor.send({ type: 'payment.start' })}>
              Pay {what} {amount}
            </Button>
          </Box>
        </>
      )}

      {(state.matches('creating') || state.matches('redirecting')) && (
        <Typography ref={notice} role="status" {...FOCUSED_QUIETLY}>
          {state.matches('redirecting') ? 'Opening the card page…' : `Preparing your payment of ${amount}…`}
        </Typography>
      )}

      {(state.matches('collecting') || state.matches('confirming')) && info && (
        <Stack
          ref={notice}
          component="form"
          spacing={2}
          aria-label={`Pay the ${what} by card`}
          {...FOCUSED_QUIETLY}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'payment.submit' });
          }}
        >
          <Suspense fallback={<Typography role="status">Loading the card fields…</Typography>}>
            <StripeCardFields clientSecret={info.clientSecret} />
          </Suspense>
          <SubmitButton sending={busy}>Pay {amount}</SubmitButton>
        </Stack>
      )}

      {state.matches('waiting') && (
        <Alert ref={notice} severity="info" role="status" {...FOCUSED_QUIETLY}>
          Confirming your payment with the card provider…
        </Alert>
      )}

      {(state.matches('awaitingConfirmation') || state.matches('authenticating')) && (
        <Alert
          ref={notice}
          severity="warning"
          role="status"
          aria-labelledby={`${headingId}-bank`}
          {...FOCUSED_QUIETLY}
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => actor.send({ type: 'payment.continue' })}>
              Confirm with your bank
            </Button>
          }
        >
          <AlertTitle id={`${headingId}-bank`}>Your bank asks you to confirm this payment</AlertTitle>
          Nothing has been charged yet. Confirm the {what}
          {amount ? ` of ${amount}` : ''} with your bank to pay it {info?.card ? `with your ${cardWords(info.card)}` : 'by card'}.
        </Alert>
      )}

      {state.matches('stillConfirming') && (
        <Alert
          ref={notice}
          severity="warning"
          role="alert"
          {...FOCUSED_QUIETLY}
          action={
            <Button color="inherit" size="small" onClick={() => actor.send({ type: 'payment.checkAgain' })}>
              Check again
            </Button>
          }
        >
          <AlertTitle>Still confirming your payment</AlertTitle>
          The card provider has not confirmed it yet. You will not be charged twice; check again in a moment, or come back to this page later.
        </Alert>
      )}

      {state.matches('failed') && (
        <Alert
          ref={notice}
          severity="error"
          role="alert"
          {...FOCUSED_QUIETLY}
          action={
            <Button color="inherit" size="small" onClick={() => actor.send({ type: 'payment.retry' })}>
              Try again
            </Button>
          }
        >
          {said ? (
            // The server's words as spec section 8 shows them, this notice's own below them.
            <>
              <AlertTitle>{said.title}</AlertTitle>
              {said.detail && <div style={{ whiteSpace: 'pre-line' }}>{said.detail}</div>}
              <div>The payment could not be started.</div>
            </>
          ) : (
            <>
              <AlertTitle>{failureMessage ? 'Your card payment did not go through' : 'The payment could not be started'}</AlertTitle>
              {failureMessage ?? error?.message}
            </>
          )}
        </Alert>
      )}

      {state.matches('abandoned') && (
        <Alert
          ref={notice}
          severity="info"
          role="status"
          {...FOCUSED_QUIETLY}
          action={
            <Button color="inherit" size="small" onClick={() => actor.send({ type: 'payment.resume' })}>
              Pay {amount}
            </Button>
          }
        >
          You came back without paying; nothing was charged. The {what} of {amount} is still due.
        </Alert>
      )}

      {paid && (
        <Alert ref={notice} severity="success" role="status" {...FOCUSED_QUIETLY}>
          <AlertTitle>Paid</AlertTitle>
          {receipt ? <ReceiptLine what={what} receipt={receipt} /> : `The ${what} is paid.`}
        </Alert>
      )}
    </Stack>
  );
}

export interface DuePaymentProps {
  jobRequestId: string;
  proposalId: string;
  kind: JobPaymentKind;
  amountCents: number;
  status: PaymentInput['status'];
  returned?: PaymentInput['returned'];
  /** The payment the card step came back from, as the return address names it. */
  paymentIntentId?: PaymentInput['paymentIntentId'];
  autoStart?: boolean;
  /** What the payment is for, said with its amount before the card is asked for. */
  purpose?: string;
  /** The step's name when it pays more than its kind (`PaymentStep`'s `what`). */
  what?: string;
  /** For the final payment: false pays it alone, leaving the extra work owed. */
  withExtraWork?: boolean;
  /** The page it is paid on, which the card step comes back to: the estimate's unless said. */
  page?: string;
  onPaid?: () => void;
}

/** A payment of a proposal with its own actor: the deposit on the proposal page, a final or extra-work payment on the job page. */
export function DuePayment({ jobRequestId, proposalId, onPaid, purpose, what, withExtraWork, page, ...input }: DuePaymentProps) {
  const actor = usePaymentActor(jobRequestId, proposalId, input, withExtraWork, page);
  return <PaymentStep kind={input.kind} actor={actor} purpose={purpose} what={what} {...(onPaid ? { onPaid } : {})} />;
}
