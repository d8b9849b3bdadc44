import { useLoaderData, useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { JobRequestSearch } from '../../features/job-requests/job-request-search';
import { JobRequestListPage } from '../../features/job-requests/JobRequestListPage';
import { definedOnly, useLatestSearch } from '../../lib/url-search';

/** My Job Requests drawn from its route: the search in the URL and the list its loader read. */
export function JobRequestList() {
  const search = useLatestSearch('/job-requests', JobRequestSearch, useSearch({ from: '/job-requests/' }));
  const data = useLoaderData({ from: '/job-requests/' });
  const navigate = useNavigate({ from: '/job-requests/' });
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
