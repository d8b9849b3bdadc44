import type { PurchaseReturn } from '../../../machines/membership-purchase.machine';
import { UUID_V1_TO_V5 } from '../../../contract/uuid';

/** The return page's address: the choice the checkout was for, and `session_id` (paid) or `canceled=true`. */
export interface ReturnSearch {
  membershipId?: string;
  priceId?: string;
  session_id?: string;
  canceled?: boolean;
}

export function validateReturnSearch(search: Record<string, unknown>): ReturnSearch {
  const id = (value: unknown) => (typeof value === 'string' && UUID_V1_TO_V5.test(value) ? value : undefined);
  const sessionId = typeof search.session_id === 'string' && /^cs_[A-Za-z0-9_]{8,200}$/.test(search.session_id) ? search.session_id : undefined;
  const out: ReturnSearch = {};
  const membershipId = id(search.membershipId);
  const priceId = id(search.priceId);
  if (membershipId) out.membershipId = membershipId;
  if (priceId) out.priceId = priceId;
  if (sessionId) out.session_id = sessionId;
  if (search.canceled === true || search.canceled === 'true') out.canceled = true;
  return out;
}

/** What the return address says happened at the payment page. */
export function purchaseReturnOf(search: ReturnSearch): PurchaseReturn | null {
  const choice = search.membershipId && search.priceId ? { membershipId: search.membershipId, priceId: search.priceId } : null;
  if (search.session_id) return { outcome: 'paid', sessionId: search.session_id, choice };
  if (search.canceled && choice) return { outcome: 'canceled', choice };
  return null;
}
