import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { ContractorSearch } from '../features/contractors/contractor-search';
import { ContractorListPage } from '../features/contractors/ContractorListPage';
import { definedOnly, useLatestSearch } from '../lib/url-search';
import { loadContractorList } from '../features/contractors/contractors.api';

export const Route = createFileRoute('/contractors')({
  staticData: { anonymous: true, showToolbar: true, title: 'Contractors' },
  validateSearch: ContractorSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) => loadContractorList(deps, abortController.signal),
  head: () => pageHead('Contractors', 'Vetted, licensed local contractors around Southborough, MA, with ratings and reviews from your neighbours.'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: ContractorsRoute,
});

function ContractorsRoute() {
  const search = useLatestSearch('/contractors', ContractorSearch, Route.useSearch());
  const data = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading && state.location.pathname === '/contractors' });
  return (
    <ContractorListPage
      search={search}
      data={data}
      loading={loading}
      onSearch={(patch) => void navigate({ search: definedOnly({ ...search, ...patch }), resetScroll: false })}
      onRetry={() => void router.invalidate()}
    />
  );
}
