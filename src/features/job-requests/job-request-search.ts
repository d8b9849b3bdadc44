import * as v from 'valibot';
import { JOB_REQUEST_STATUSES } from '../../../contract/job-lifecycle';
import { lenient, pageNumber, searchText } from '../../lib/search-params';

/**
 * My Job Requests' filters in its URL (`/job-requests?status=Proposed&q=deck&page=2`), so Back and a
 * reload show the same list. Values that do not fit fall back to "not set". It runs with the route
 * tree on every page: nothing else belongs here.
 */
export const JobRequestSearch = v.pipe(
  v.fallback(
    v.object({
      status: lenient(v.picklist(JOB_REQUEST_STATUSES)),
      q: searchText(100),
      page: pageNumber(),
    }),
    {},
  ),
  // Every key is in the result, undefined when dropped: the router lays this over the raw search, so a
  // key left out would keep its raw value.
  v.transform(({ status, q, page }) => ({ status, q, page })),
);
export type JobRequestSearch = v.InferOutput<typeof JobRequestSearch>;
