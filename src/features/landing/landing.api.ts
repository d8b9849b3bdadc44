import type { Contractor, ContractorReview } from '../../../contract/contractors';
import type { StorageUnitListing } from '../../../contract/storage';
import { api } from '../../api/client';
import { type Loaded, settle } from '../../api/loaded';

/** How many storage units and reviews the landing page features. */
export const FEATURED_COUNT = 3;

/** The cheapest units that can be rented, so the landing page shows what storage costs. */
export async function loadFeaturedStorage(): Promise<Loaded<StorageUnitListing[]>> {
  const loaded = await settle(
    api.GET('/StorageUnitListings', { params: { query: { PerPage: FEATURED_COUNT, OrderBy: 'monthlyPrice', OrderByDirection: 'asc', 'UnitsRemaining.From': 1 } } }),
  );
  return loaded.error ? loaded : { data: loaded.data.items };
}

export interface FeaturedReview {
  review: ContractorReview;
  contractor: Pick<Contractor, 'id' | 'businessName' | 'trades'>;
}

/**
 * The best review of each of the best-rated contractors: three voices about three different
 * businesses rather than three about one. A contractor whose reviews cannot be read is skipped.
 */
export async function loadTopReviews(): Promise<Loaded<FeaturedReview[]>> {
  const contractors = await settle(
    api.GET('/Contractors', { params: { query: { PerPage: FEATURED_COUNT, OrderBy: 'rating', OrderByDirection: 'desc', 'Rating.From': 4 } } }),
  );
  if (contractors.error) return contractors;
  const best = await Promise.all(
    contractors.data.items.map(async (contractor) => {
      const reviews = await settle(
        api.GET('/Contractors/{id}/reviews', { params: { path: { id: contractor.id }, query: { PerPage: 1, OrderBy: 'rating', OrderByDirection: 'desc' } } }),
      );
      const review = reviews.data?.items[0];
      return review ? { review, contractor } : undefined;
    }),
  );
  return { data: best.filter((found) => found !== undefined) };
}
