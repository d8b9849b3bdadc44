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
  // A promise, not awaited: the page is drawn at once (and prerendered without an API), the filters'
  // trades and the results waiting for it.
  loader: ({ deps, abortController }) => ({ list: loadContractorList(deps, abortController.signal) }),
  head: () => pageHead('Contractors', 'Vetted, licensed local contractors around Southborough, MA, with ratings and reviews from your neighbours.'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: ContractorsRoute,
});

function ContractorsRoute() {
  const search = useLatestSearch('/contractors', ContractorSearch, Route.useSearch());
  const navigate = Route.useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading && state.location.pathname === '/contractors' });
  return (
    <ContractorListPage
      search={search}
      list={Route.useLoaderData().list}
      loading={loading}
      onSearch={(patch) => void navigate({ search: definedOnly({ ...search, ...patch }), resetScroll: false })}
      onSearchInstead={(instead) => void navigate({ search: definedOnly(instead), replace: true, resetScroll: false })}
      onRetry={() => void router.invalidate()}
    />
  );
}
