import * as v from 'valibot';
import { lenient, numberBetween, ordered, pageNumber, slug, zipCode } from '../../lib/search-params';

/** The orders a visitor can choose (contractor-query.ts says what each means). */
export const CONTRACTOR_SORTS = ['rating', 'nearest', 'reviews', 'name', 'experience'] as const;
export type ContractorSort = (typeof CONTRACTOR_SORTS)[number];

/**
 * The contractor list's filters in its URL (`/contractors?trade=plumbing&zip=01772&milesTo=10&ratingFrom=4`),
 * so a filtered list can be shared. Values that do not fit fall back to "not set"; distances and the
 * nearest-first order need a zip code and are dropped without one; ranges given the wrong way round
 * are swapped. It runs with the route tree on every page: nothing else belongs here.
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
      sort: lenient(v.picklist(CONTRACTOR_SORTS)),
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
