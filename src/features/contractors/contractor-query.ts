import type { ContractorsQuery } from '../../../contract/contractors';
import { definedOnly } from '../../lib/url-search';
import type { ContractorSearch, ContractorSort } from './contractor-search';

export const CONTRACTORS_PER_PAGE = 12;

/** What each order of the list means: its label, and the `OrderBy` with its direction. */
export const contractorSorts = {
  rating: { label: 'Highest rated', OrderBy: 'rating', OrderByDirection: 'desc' },
  nearest: { label: 'Nearest first', OrderBy: 'distance', OrderByDirection: 'asc' },
  reviews: { label: 'Most reviewed', OrderBy: 'reviewCount', OrderByDirection: 'desc' },
  name: { label: 'Name (A to Z)', OrderBy: 'businessName', OrderByDirection: 'asc' },
  experience: { label: 'Most years in business', OrderBy: 'yearsInBusiness', OrderByDirection: 'desc' },
} as const satisfies Record<ContractorSort, { label: string; OrderBy: NonNullable<ContractorsQuery['OrderBy']>; OrderByDirection: 'asc' | 'desc' }>;

/** The default order: nearest first once a zip code is known, best rated otherwise (as the server does). */
export const sortOf = (search: ContractorSearch): ContractorSort => search.sort ?? (search.zip ? 'nearest' : 'rating');

/** The `GET /Contractors` query for a search; `tradeId` is the id of the trade named by its slug, if known. */
export function contractorsQuery(search: ContractorSearch, tradeId: string | undefined): ContractorsQuery {
  const { OrderBy, OrderByDirection } = contractorSorts[sortOf(search)];
  return definedOnly({
    TradeId: tradeId,
    ZipCode: search.zip,
    'DistanceInMiles.From': search.milesFrom,
    'DistanceInMiles.To': search.milesTo,
    'Rating.From': search.ratingFrom,
    'Rating.To': search.ratingTo,
    OrderBy,
    OrderByDirection,
    Page: search.page ?? 1,
    PerPage: CONTRACTORS_PER_PAGE,
  });
}
