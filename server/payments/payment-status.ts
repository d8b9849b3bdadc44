import type { PaymentRecordStatus } from '../db/schema';

/**
 * Which status a payment may take after which. Provider events arrive late, twice and out of order;
 * this is the one rule that keeps them from moving a payment backwards:
 * - money that moved stays moved: Succeeded is only ever followed by Refunded, and Refunded by nothing;
 * - a failed attempt can be followed by another try (RequiresAction, Processing) or its success, as a
 *   PaymentIntent takes a second card after a decline;
 * - the bank's request to confirm comes before the provider processes the card, never after it;
 * - a success reported after a cancelation is believed, because the money did move.
 */
const MAY_FOLLOW: Record<PaymentRecordStatus, readonly PaymentRecordStatus[]> = {
  Pending: ['Processing', 'RequiresAction', 'Succeeded', 'Failed', 'Canceled', 'Refunded'],
  Processing: ['Succeeded', 'Failed', 'Canceled', 'Refunded'],
  RequiresAction: ['Processing', 'Succeeded', 'Failed', 'Canceled', 'Refunded'],
  Failed: ['Processing', 'RequiresAction', 'Succeeded', 'Canceled', 'Refunded'],
  Canceled: ['Succeeded', 'Refunded'],
  Succeeded: ['Refunded'],
  Refunded: [],
};

/** Whether a payment in `current` may move to `next`; staying where it is is always allowed. */
export function mayFollow(current: PaymentRecordStatus, next: PaymentRecordStatus): boolean {
  return current === next || MAY_FOLLOW[current].includes(next);
}

/** Statuses in which a payment still waits for the customer's card (or their answer to the bank), and the intent can be paid. */
export const OPEN_PAYMENT_STATUSES = ['Pending', 'Processing', 'RequiresAction', 'Failed'] as const satisfies readonly PaymentRecordStatus[];
