import type { Membership } from '../../../contract/memberships';
import type { Loaded } from '../../api/loaded';
import { MembershipCheckoutPage } from './MembershipCheckoutPage';
import { MembershipReturnPage } from './MembershipReturnPage';
import { purchaseReturnOf, validateReturnSearch } from './return-search';

/** The checkout or the return page, with the return address's query read here, off the first bundle. */
export function MembershipSteps({ step, plans, search }: { step: 'checkout' | 'return'; plans: Loaded<Membership[]>; search: Record<string, unknown> }) {
  return step === 'checkout' ? <MembershipCheckoutPage plans={plans} /> : <MembershipReturnPage plans={plans} returned={purchaseReturnOf(validateReturnSearch(search))} />;
}
