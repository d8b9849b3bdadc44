import * as v from 'valibot';
import { calendarDate, flag, lenient, list, ordered, pageNumber, searchText, wholeNumberBetween } from '../../lib/search-params';

/** The orders a visitor can choose (storage-query.ts says what each means). */
export const STORAGE_SORTS = ['price', 'price-desc', 'size', 'size-desc', 'availability', 'units', 'location', 'title'] as const;
export type StorageSort = (typeof STORAGE_SORTS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SIZE = /^\d{1,3}x\d{1,3}$/;

/** The largest number each range filter takes; the filter fields say so rather than let a larger one drop out of the URL. */
export const STORAGE_RANGE_MAX = { sqft: 100_000, price: 100_000, units: 10_000 } as const;

/**
 * The storage browse page's filters in its URL (`/storage-units?locations=southborough,westborough&priceTo=200&availableNow=true`).
 * Prices are whole dollars here and cents in the API. Values that do not fit fall back to "not set";
 * ranges given the wrong way round are swapped. It runs with the route tree on every page: nothing
 * else belongs here.
 */
export const StorageSearch = v.pipe(
  v.fallback(
    v.object({
      q: searchText(100),
      locations: list(SLUG),
      sizes: list(SIZE),
      sqftFrom: wholeNumberBetween(0, STORAGE_RANGE_MAX.sqft),
      sqftTo: wholeNumberBetween(0, STORAGE_RANGE_MAX.sqft),
      priceFrom: wholeNumberBetween(0, STORAGE_RANGE_MAX.price),
      priceTo: wholeNumberBetween(0, STORAGE_RANGE_MAX.price),
      unitsFrom: wholeNumberBetween(0, STORAGE_RANGE_MAX.units),
      unitsTo: wholeNumberBetween(0, STORAGE_RANGE_MAX.units),
      availableFrom: calendarDate(),
      availableTo: calendarDate(),
      availableNow: flag(),
      sort: lenient(v.picklist(STORAGE_SORTS)),
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
