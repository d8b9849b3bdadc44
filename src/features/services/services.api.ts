import type { EquipmentRentalItem, ProductsAndServicesItem, Trade } from '../../../contract/catalogue';
import { api } from '../../api/client';
import { type Loaded, settle } from '../../api/loaded';

/** Lists are read whole: the API's largest page is 100, and these catalogues are far shorter. */
const ALL = 100;

const items = <T>(loaded: Loaded<{ items: T[] }>): Loaded<T[]> => (loaded.error ? loaded : { data: loaded.data.items });

/** The trades on offer, in the provider's own order. */
export async function loadTrades(): Promise<Loaded<Trade[]>> {
  return items(await settle(api.GET('/Trades', { params: { query: { PerPage: ALL, OrderBy: 'sortOrder' } } })));
}

/**
 * The priced lines of one trade. `GET /ProductsAndServicesItems` has no trade filter (spec section 3
 * lists Title, TaxRate and AutomaticallyAddToProposals only), so the whole catalogue is read and
 * filtered here by the trade's slug. Lines that belong to every trade (trip charge, permits, disposal)
 * say nothing about this trade and are left out.
 */
export async function loadTradeProducts(tradeSlug: string): Promise<Loaded<ProductsAndServicesItem[]>> {
  const page = (Page: number) => settle(api.GET('/ProductsAndServicesItems', { params: { query: { Page, PerPage: ALL, OrderBy: 'title' } } }));
  const first = await page(1);
  if (first.error) return first;
  const rest = await Promise.all(Array.from({ length: first.data.totalPages - 1 }, (_, i) => page(i + 2)));
  const failed = rest.find((loaded) => loaded.error);
  if (failed?.error) return { error: failed.error };
  const all = [first, ...rest].flatMap((loaded) => loaded.data?.items ?? []);
  return { data: all.filter((item) => item.trade?.slug === tradeSlug) };
}

/** Everything for rent, in the provider's own order. */
export async function loadEquipment(): Promise<Loaded<EquipmentRentalItem[]>> {
  return items(await settle(api.GET('/EquipmentRental', { params: { query: { PerPage: ALL, OrderBy: 'sortOrder' } } })));
}
