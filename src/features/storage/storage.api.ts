import type { StorageLocation } from '../../../contract/catalogue';
import type { StorageUnitEnquiryRequest, StorageUnitListingsPage, StorageUnitSize } from '../../../contract/storage';
import { api } from '../../api/client';
import { describeFailure, describeServerError, type ErrorDisplay } from '../../api/errors';
import { lastPageInstead, type ListAnswer, loadOnce, withoutUnknownValues } from '../../lib/url-search';
import { listingsQuery } from './storage-query';
import type { StorageSearch } from './storage-search';

export interface StorageBrowseData {
  locations: Pick<StorageLocation, 'id' | 'name' | 'slug' | 'city'>[];
  sizes: Pick<StorageUnitSize, 'id' | 'name' | 'squareFootage'>[];
  /** Undefined when the listings could not be loaded. */
  page?: StorageUnitListingsPage;
  error?: ErrorDisplay;
}

const everything = { PerPage: 100 } as const;

const loadLocations = loadOnce(async () => {
  const { data, error } = await api.GET('/Locations', { params: { query: { ...everything, OrderBy: 'name' } } });
  if (!data) throw error ?? new Error('The storage locations could not be loaded.');
  return data.items.map(({ id, name, slug, city }) => ({ id, name, slug, city }));
});

const loadSizes = loadOnce(async () => {
  const { data, error } = await api.GET('/StorageUnitSizes', { params: { query: { ...everything, OrderBy: 'squareFootage' } } });
  if (!data) throw error ?? new Error('The storage unit sizes could not be loaded.');
  return data.items.map(({ id, name, squareFootage }) => ({ id, name, squareFootage }));
});

/**
 * What the browse page shows for a search: its listings, or the search to show instead when this one
 * names locations or sizes nobody offers (`?locations=x`) or a page past the last.
 */
export type StorageBrowseAnswer = ListAnswer<StorageBrowseData, StorageSearch>;

/**
 * The browse route's data: the filters' options, then the page of listings the search asks for. It
 * never throws. The route hands it to the page as a promise, so the page (and its prerender, which has
 * no API) is drawn before any of it arrives; the page then replaces the address with `searchInstead`.
 */
export async function loadStorageBrowse(search: StorageSearch, signal?: AbortSignal): Promise<StorageBrowseAnswer> {
  const [locations, sizes] = await Promise.all([loadLocations().catch(() => []), loadSizes().catch(() => [])]);
  const usable = withoutUnknownValues(search, { locations: locations.map((location) => location.slug), sizes: sizes.map((size) => size.name) });
  if (usable) return { searchInstead: usable };
  const locationIds = locations.filter((location) => search.locations?.includes(location.slug)).map((location) => location.id);
  let answer;
  try {
    answer = await api.GET('/StorageUnitListings', { params: { query: listingsQuery(search, locationIds) }, signal });
  } catch (error) {
    return { data: { locations, sizes, error: describeFailure(error) } };
  }
  const { data, error } = answer;
  if (!data) return { data: { locations, sizes, error: describeServerError(error) } };
  const lastPage = lastPageInstead(search, data);
  if (lastPage) return { searchInstead: lastPage };
  return { data: { locations, sizes, page: data } };
}

export const sendEnquiry = (body: StorageUnitEnquiryRequest, header: { 'x-recaptcha-token'?: string }) => api.POST('/StorageUnitEnquiries', { body, params: { header } });
