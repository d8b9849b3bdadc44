import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import type { CardOutcome } from '../../../machines/payment.machine';
import { env } from '../../config/env';

/**
 * Stripe's Payment Element (docs/decisions/014-card-payments.md and 023), in its own chunk: Stripe.js
 * is fetched only when Stripe takes a payment, never with the sandbox. The element mounted last is
 * the one `confirmStripePayment` confirms: a page shows one card step at a time.
 */

let stripePromise: Promise<Stripe | null> | undefined;
const stripe = () => (stripePromise ??= loadStripe(env.VITE_STRIPE_PUBLISHABLE_KEY));

let mounted: { stripe: Stripe; elements: StripeElements } | null = null;

/** Confirms the mounted element's payment; 3-D Secure opens over the page, and a redirect-based method comes back to `returnUrl`. */
export async function confirmStripePayment(returnUrl: string): Promise<CardOutcome> {
  if (!mounted) return { outcome: 'declined', message: 'The card fields are not ready yet. Try again in a moment.' };
  const { stripe: client, elements } = mounted;
  return outcomeOf(await client.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' }));
}

/**
 * Goes on with a payment whose card was given before and whose bank asks the customer to confirm it
 * (the intent `requires_action`, left when the page was closed or reloaded during 3-D Secure): the
 * bank's step opens over the page, as it did with the card.
 */
export async function continueStripePayment(clientSecret: string): Promise<CardOutcome> {
  const client = await stripe();
  if (!client) throw new Error('The card provider could not be reached. Try again in a moment.');
  const result = await client.handleNextAction({ clientSecret });
  if (!result.error && result.paymentIntent?.status === 'requires_payment_method') {
    return { outcome: 'declined', message: result.paymentIntent.last_payment_error?.message ?? 'Your bank did not confirm the payment.' };
  }
  return outcomeOf(result);
}

/** A card or input problem is the customer's to fix here; anything else is thrown as a failure. */
function outcomeOf(result: { error?: StripeError | undefined }): CardOutcome {
  if (result.error) {
    if (result.error.type === 'card_error' || result.error.type === 'validation_error') return { outcome: 'declined', message: result.error.message ?? 'Your card was declined.' };
    throw new Error(result.error.message ?? 'The payment could not be confirmed.');
  }
  return { outcome: 'submitted' };
}

/** The Payment Element for one payment intent. */
export default function StripeCardFields({ clientSecret }: { clientSecret: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let disposed = false;
    let unmount = () => {};
    void stripe().then((client) => {
      if (disposed || !client || !container.current) return;
      const elements = client.elements({ clientSecret });
      const element = elements.create('payment', { layout: 'tabs' });
      element.on('ready', () => setReady(true));
      element.mount(container.current);
      mounted = { stripe: client, elements };
      unmount = () => {
        element.destroy();
        if (mounted?.elements === elements) mounted = null;
      };
    });
    return () => {
      disposed = true;
      unmount();
    };
  }, [clientSecret]);
  return (
    <Box>
      {!ready && <CircularProgress size={24} aria-label="Loading the card fields" />}
      <div ref={container} />
    </Box>
  );
}
