import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { JobRequestSearch } from '../features/job-requests/job-request-search';
import { JobRequestListSkeleton } from '../features/job-requests/JobRequestListFrame';
import { JobRequestListBody } from './-components/job-request-list-body';

export const Route = createFileRoute('/job-requests/')({
  validateSearch: JobRequestSearch,
  loaderDeps: ({ search }) => search,
  // The API client and the code that draws the list load beside the list itself: the page paints
  // its frame first, and nothing it draws once the list has come waits for more code.
  loader: async ({ deps, abortController }) => {
    const [data] = await Promise.all([
      import('../features/job-requests/job-requests.api').then((module) => module.loadJobRequests(deps, abortController.signal)),
      // Gone once loaded: the list is drawn at once from then on.
      JobRequestListBody.preload?.(),
    ]);
    return data;
  },
  // The name a signed-out visitor sent away from this page is told to sign in for.
  staticData: { title: 'My Job Requests' },
  head: () => pageHead('My Job Requests'),
  pendingComponent: JobRequestListSkeleton,
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: JobRequestsRoute,
});

function JobRequestsRoute() {
  return <JobRequestListBody />;
}
