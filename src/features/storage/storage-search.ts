import * as v from 'valibot';
import type { StorageUnitListingsQuery } from '../../../contract/storage';
import { calendarDate, definedOnly, flag, lenient, list, ordered, pageNumber, searchText, wholeNumberBetween } from '../forms/search-params';

export const LISTINGS_PER_PAGE = 12;

/** The orders a visitor can choose, each an `OrderBy` with its direction. */
export const storageSorts = {
  price: { label: 'Price: low to high', OrderBy: 'monthlyPrice', OrderByDirection: 'asc' },
  'price-desc': { label: 'Price: high to low', OrderBy: 'monthlyPrice', OrderByDirection: 'desc' },
  size: { label: 'Size: small to large', OrderBy: 'squareFootage', OrderByDirection: 'asc' },
  'size-desc': { label: 'Size: large to small', OrderBy: 'squareFootage', OrderByDirection: 'desc' },
  availability: { label: 'Available soonest', OrderBy: 'availability', OrderByDirection: 'asc' },
  units: { label: 'Most units left', OrderBy: 'unitsRemaining', OrderByDirection: 'desc' },
  location: { label: 'Location', OrderBy: 'location', OrderByDirection: 'asc' },
  title: { label: 'Name (A to Z)', OrderBy: 'title', OrderByDirection: 'asc' },
} as const satisfies Record<string, { label: string; OrderBy: NonNullable<StorageUnitListingsQuery['OrderBy']>; OrderByDirection: 'asc' | 'desc' }>;
export type StorageSort = keyof typeof storageSorts;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SIZE = /^\d{1,3}x\d{1,3}$/;

/**
 * The storage browse page's filters in its URL (`/storage-units?locations=southborough,westborough&priceTo=200&availableNow=true`).
 * Prices are whole dollars here and cents in the API. Values that do not fit fall back to "not set";
 * ranges given the wrong way round are swapped.
 */
export const StorageSearch = v.pipe(
  v.fallback(
    v.object({
      q: searchText(100),
      locations: list(SLUG),
      sizes: list(SIZE),
      sqftFrom: wholeNumberBetween(0, 100_000),
      sqftTo: wholeNumberBetween(0, 100_000),
      priceFrom: wholeNumberBetween(0, 100_000),
      priceTo: wholeNumberBetween(0, 100_000),
      unitsFrom: wholeNumberBetween(0, 10_000),
      unitsTo: wholeNumberBetween(0, 10_000),
      availableFrom: calendarDate(),
      availableTo: calendarDate(),
      availableNow: flag(),
      sort: lenient(v.picklist(Object.keys(storageSorts) as [StorageSort, ...StorageSort[]])),
      page: pageNumber(),
    }),
    {},
  ),
  // Every key is in the result, undefined when dropped: the router lays this over the raw search, so a
  // key left out would keep its raw value.
  v.transform((search) => {
    const [sqftFrom, sqftTo] = ordered(search.sqftFrom, search.sqftTo);
    const [priceFrom, priceTo] = ordered(search.priceFrom, search.priceTo);
    const [unitsFrom, unitsTo] = ordered(search.unitsFrom, search.unitsTo);
    const [availableFrom, availableTo] = ordered(search.availableFrom, search.availableTo);
    const { q, locations, sizes, availableNow, sort, page } = search;
    return { q, locations, sizes, sqftFrom, sqftTo, priceFrom, priceTo, unitsFrom, unitsTo, availableFrom, availableTo, availableNow, sort, page };
  }),
);
export type StorageSearch = v.InferOutput<typeof StorageSearch>;

const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : dollars * 100);

/** The `GET /StorageUnitListings` query for a search; `locationIds` are the ids of the locations named by slug. */
export function listingsQuery(search: StorageSearch, locationIds: string[]): StorageUnitListingsQuery {
  const { OrderBy, OrderByDirection } = storageSorts[search.sort ?? 'price'];
  return definedOnly({
    Title: search.q,
    LocationIds: locationIds.length ? locationIds : undefined,
    Sizes: search.sizes,
    'SquareFootage.From': search.sqftFrom,
    'SquareFootage.To': search.sqftTo,
    'MonthlyPrice.From': cents(search.priceFrom),
    'MonthlyPrice.To': cents(search.priceTo),
    'UnitsRemaining.From': search.unitsFrom,
    'UnitsRemaining.To': search.unitsTo,
    'Availability.From': search.availableFrom,
    'Availability.To': search.availableTo,
    NoAvailabilitySet: search.availableNow,
    OrderBy,
    OrderByDirection,
    Page: search.page ?? 1,
    PerPage: LISTINGS_PER_PAGE,
  });
}

/** How many filters are set, for the phone's "Show filters (3 set)". */
export function activeStorageFilters(search: StorageSearch) {
  return [
    search.q,
    search.locations,
    search.sizes,
    search.sqftFrom ?? search.sqftTo,
    search.priceFrom ?? search.priceTo,
    search.unitsFrom ?? search.unitsTo,
    search.availableFrom ?? search.availableTo,
    search.availableNow,
  ].filter((value) => value !== undefined).length;
}
