import type { Membership } from '../../../contract/memberships';
import { api } from '../../api/client';
import { type Loaded, settle } from '../../api/loaded';

/** The plans on sale, cheapest first: the order a visitor compares them in. */
export async function loadMembershipPlans(): Promise<Loaded<Membership[]>> {
  const loaded = await settle(api.GET('/Memberships/get-available'));
  if (loaded.error) return loaded;
  const monthly = (plan: Membership) => plan.prices.find((price) => price.interval === 'Monthly')?.amountCents ?? Number.MAX_SAFE_INTEGER;
  return { data: [...loaded.data].sort((a, b) => monthly(a) - monthly(b)) };
}
