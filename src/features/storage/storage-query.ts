import type { StorageUnitListingsQuery } from '../../../contract/storage';
import { definedOnly } from '../../lib/url-search';
import type { StorageSearch, StorageSort } from './storage-search';

export const LISTINGS_PER_PAGE = 12;

/** What each order of the list means: its label, and the `OrderBy` with its direction. */
export const storageSorts = {
  price: { label: 'Price: low to high', OrderBy: 'monthlyPrice', OrderByDirection: 'asc' },
  'price-desc': { label: 'Price: high to low', OrderBy: 'monthlyPrice', OrderByDirection: 'desc' },
  size: { label: 'Size: small to large', OrderBy: 'squareFootage', OrderByDirection: 'asc' },
  'size-desc': { label: 'Size: large to small', OrderBy: 'squareFootage', OrderByDirection: 'desc' },
  availability: { label: 'Available soonest', OrderBy: 'availability', OrderByDirection: 'asc' },
  units: { label: 'Most units left', OrderBy: 'unitsRemaining', OrderByDirection: 'desc' },
  location: { label: 'Location', OrderBy: 'location', OrderByDirection: 'asc' },
  title: { label: 'Name (A to Z)', OrderBy: 'title', OrderByDirection: 'asc' },
} as const satisfies Record<StorageSort, { label: string; OrderBy: NonNullable<StorageUnitListingsQuery['OrderBy']>; OrderByDirection: 'asc' | 'desc' }>;

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
