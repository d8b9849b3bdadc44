import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { type PageRequest, pageData } from '../app/page-data';
import { JobRequestSearch } from '../features/job-requests/job-request-search';
import { JobRequestListSkeleton } from '../features/job-requests/JobRequestListFrame';
import type { JobRequestListData } from '../features/job-requests/job-requests.api';
import { JobRequestListBody } from './-components/job-request-list-body';

/** The list's request: the API client loads with it, not with the first page of the site. */
const requestList: PageRequest<JobRequestListData, { params: Record<string, never>; deps: JobRequestSearch }> = ({ deps }, signal) =>
  import('../features/job-requests/job-requests.api').then((module) => module.loadJobRequests(deps, signal));

export const Route = createFileRoute('/job-requests/')({
  validateSearch: JobRequestSearch,
  loaderDeps: ({ search }) => search,
  // The API client and the code that draws the list load beside the list itself: the page paints
  // its frame first, and nothing it draws once the list has come waits for more code. On a first load
  // the list's request is begun by the route guard beside the session it waits for, when it can tell
  // already that it will let the page through (src/app/page-data.ts).
  loader: async ({ deps, abortController, context }) => {
    const [data] = await Promise.all([
      pageData(context.pageData, requestList, { params: {}, deps }, abortController.signal),
      // Named here too, for the server to preload the data's module with the page (loaderChunks in
      // server/site/route-chunks.ts): the request itself may be the guard's, begun from the route tree.
      import('../features/job-requests/job-requests.api'),
      // Gone once loaded: the list is drawn at once from then on.
      JobRequestListBody.preload?.(),
    ]);
    return data;
  },
  // The name a signed-out visitor sent away from this page is told to sign in for, and the request the
  // route guard begins beside the session (src/app/page-data.ts).
  staticData: { title: 'My Job Requests', data: requestList },
  head: () => pageHead('My Job Requests'),
  pendingComponent: JobRequestListSkeleton,
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: JobRequestsRoute,
});

function JobRequestsRoute() {
  return <JobRequestListBody />;
}
