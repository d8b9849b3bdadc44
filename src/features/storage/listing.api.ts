import { redirect } from '@tanstack/react-router';
import type { StorageUnitListing } from '../../../contract/storage';
import { api } from '../../api/client';

// Not in storage.api.ts: the details page's first paint waits for this loader, and should not wait for
// the browse page's search helpers beside it there (docs/performance.md, "JavaScript before the first paint").

/**
 * The unit, or what went wrong: the server's answer or the error thrown on the way, which the page
 * words by the display rules when it shows the failure (errors.ts loads then, not with every visit).
 */
export type ListingData = { listing: StorageUnitListing; failure?: undefined } | { listing?: undefined; failure: unknown };

/** The details route's loader. An id nobody knows is Page Not Found (spec section 8), like a malformed one. */
export async function loadListing(id: string): Promise<ListingData> {
  let answer;
  try {
    answer = await api.GET('/StorageUnitListings/{id}', { params: { path: { id } } });
  } catch (error) {
    return { failure: error };
  }
  if (answer.response.status === 404) throw redirect({ to: '/page-not-found', replace: true });
  return answer.data ? { listing: answer.data } : { failure: answer.error };
}
