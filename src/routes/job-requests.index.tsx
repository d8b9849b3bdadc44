import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { JobRequestSearch } from '../features/job-requests/job-request-search';
import { JobRequestListPage, JobRequestListSkeleton } from '../features/job-requests/JobRequestListPage';
import { loadJobRequests } from '../features/job-requests/job-requests.api';
import { definedOnly, useLatestSearch } from '../lib/url-search';

export const Route = createFileRoute('/job-requests/')({
  validateSearch: JobRequestSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadJobRequests(deps, abortController.signal),
  // The name a signed-out visitor sent away from this page is told to sign in for.
  staticData: { title: 'My Job Requests' },
  head: () => pageHead('My Job Requests'),
  pendingComponent: JobRequestListSkeleton,
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: JobRequestsRoute,
});

function JobRequestsRoute() {
  const search = useLatestSearch('/job-requests', JobRequestSearch, Route.useSearch());
  const data = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading && state.location.pathname === '/job-requests' });
  return (
    <JobRequestListPage
      search={search}
      data={data}
      loading={loading}
      onSearch={(patch) => void navigate({ search: definedOnly({ ...search, ...patch }), resetScroll: false })}
      onRetry={() => void router.invalidate()}
    />
  );
}
