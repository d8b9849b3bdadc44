import { finalPaymentEffects, subsequentPaymentEffects } from './jobs/balance';
import { depositEffects } from './jobs/deposit';
import { membershipEventHandlers } from './memberships/events';
import { registerPaymentEffects } from './payments/effects';

/**
 * What a payment's provider events do beyond the payment: a deposit books the job, a final or
 * subsequent payment settles it, a subscription's events keep the member's plan. Filled in here, where
 * the app is put together, into the port payments own (server/payments/effects.ts), so that payments
 * import nothing of jobs or memberships. Called before anything applies a payment event: by `createApp`,
 * and by server/main.ts before the demo loader plays its payments.
 */
export function connectPaymentEffects(): void {
  registerPaymentEffects({ Deposit: depositEffects, FinalPayment: finalPaymentEffects, SubsequentPayment: subsequentPaymentEffects }, membershipEventHandlers);
}
