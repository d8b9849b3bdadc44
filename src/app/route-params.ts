import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { flag, lenient } from '../lib/search-params';
import { UUID_V1_TO_V5 } from '../../contract/uuid';

/** `params.parse` for `$id` routes: a UUID of versions 1 to 5 (spec section 5), or Page Not Found. */
export function uuidParam({ id }: { id: string }): { id: string } {
  if (!UUID_V1_TO_V5.test(id)) throw redirect({ to: '/page-not-found', replace: true });
  return { id };
}

/**
 * The card step's return address, on the page a payment was taken from (paymentReturnAddress in
 * src/features/payments/payment.ts): which payment, `redirect_status` and `payment_intent` once the
 * card step was tried (Stripe.js and the sandbox's card page add them), and `alone` for a final
 * payment taken without the extra work owed beside it. Anything else in the address is dropped,
 * never an error.
 */
export const PaymentReturnSearch = v.object({
  payment: lenient(v.picklist(['Deposit', 'FinalPayment', 'SubsequentPayment'])),
  redirect_status: lenient(v.string()),
  /** The provider's payment the card step was taken for (Stripe.js and the sandbox's card page add it with `redirect_status`). */
  payment_intent: lenient(v.string()),
  alone: flag(),
});
export type PaymentReturnSearch = v.InferOutput<typeof PaymentReturnSearch>;
