import * as v from 'valibot';
import type { ContractorsQuery } from '../../../contract/contractors';
import { definedOnly, lenient, numberBetween, ordered, pageNumber, slug, zipCode } from '../forms/search-params';

export const CONTRACTORS_PER_PAGE = 12;

/** The orders a visitor can choose, each an `OrderBy` with its direction. */
export const contractorSorts = {
  rating: { label: 'Highest rated', OrderBy: 'rating', OrderByDirection: 'desc' },
  nearest: { label: 'Nearest first', OrderBy: 'distance', OrderByDirection: 'asc' },
  reviews: { label: 'Most reviewed', OrderBy: 'reviewCount', OrderByDirection: 'desc' },
  name: { label: 'Name (A to Z)', OrderBy: 'businessName', OrderByDirection: 'asc' },
  experience: { label: 'Most years in business', OrderBy: 'yearsInBusiness', OrderByDirection: 'desc' },
} as const satisfies Record<string, { label: string; OrderBy: NonNullable<ContractorsQuery['OrderBy']>; OrderByDirection: 'asc' | 'desc' }>;
export type ContractorSort = keyof typeof contractorSorts;

/**
 * The contractor list's filters in its URL (`/contractors?trade=plumbing&zip=01772&milesTo=10&ratingFrom=4`),
 * so a filtered list can be shared. Values that do not fit fall back to "not set"; distances and the
 * nearest-first order need a zip code and are dropped without one; ranges given the wrong way round
 * are swapped.
 */
export const ContractorSearch = v.pipe(
  v.fallback(
    v.object({
      trade: slug(),
      zip: zipCode(),
      milesFrom: numberBetween(0, 500),
      milesTo: numberBetween(0, 500),
      ratingFrom: numberBetween(0, 5),
      ratingTo: numberBetween(0, 5),
      sort: lenient(v.picklist(Object.keys(contractorSorts) as [ContractorSort, ...ContractorSort[]])),
      page: pageNumber(),
    }),
    {},
  ),
  // Every key is in the result, undefined when dropped: the router lays this over the raw search, so a
  // key left out would keep its raw value.
  v.transform(({ trade, zip, milesFrom, milesTo, ratingFrom, ratingTo, sort, page }) => {
    const [fromMiles, toMiles] = zip ? ordered(milesFrom, milesTo) : [undefined, undefined];
    const [fromRating, toRating] = ordered(ratingFrom, ratingTo);
    return {
      trade,
      zip,
      milesFrom: fromMiles,
      milesTo: toMiles,
      ratingFrom: fromRating,
      ratingTo: toRating,
      sort: sort === 'nearest' && !zip ? undefined : sort,
      page,
    };
  }),
);
export type ContractorSearch = v.InferOutput<typeof ContractorSearch>;

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
