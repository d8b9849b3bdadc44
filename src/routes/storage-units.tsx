import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { definedOnly, useLatestSearch } from '../lib/url-search';
import { StorageSearch } from '../features/storage/storage-search';
import { StorageBrowsePage } from '../features/storage/StorageBrowsePage';
import { loadStorageBrowse } from '../features/storage/storage.api';

/** Every storage unit for rent, with the listing filters in the URL; `/storage` itself leaves for the storage site. */
export const Route = createFileRoute('/storage-units')({
  staticData: { anonymous: true, showToolbar: true, title: 'Storage Units' },
  validateSearch: StorageSearch,
  loaderDeps: ({ search }) => search,
  // A promise, not awaited: the page is drawn at once (and prerendered without an API), each part that
  // shows API data waiting for it.
  loader: ({ deps, abortController }) => ({ browse: loadStorageBrowse(deps, abortController.signal) }),
  head: () => pageHead('Storage Units', 'Storage units for rent in Southborough, Westborough and Marlborough, MA: sizes, monthly prices and availability.'),
  // The loader and its API calls load with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  component: StorageUnitsRoute,
});

function StorageUnitsRoute() {
  const search = useLatestSearch('/storage-units', StorageSearch, Route.useSearch());
  const navigate = Route.useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading && state.location.pathname === '/storage-units' });
  return (
    <StorageBrowsePage
      search={search}
      browse={Route.useLoaderData().browse}
      loading={loading}
      onSearch={(patch) => void navigate({ search: definedOnly({ ...search, ...patch }), resetScroll: false })}
      onSearchInstead={(instead) => void navigate({ search: definedOnly(instead), replace: true, resetScroll: false })}
      onRetry={() => void router.invalidate()}
    />
  );
}
