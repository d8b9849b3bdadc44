import { useLoaderData, useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { EmptyResults, FilteredList, FilteredResults, SortSelect } from '../../components/forms/filters';
import { definedOnly, useLatestSearch, useSettledList } from '../../lib/url-search';
import { ContractorCard } from './ContractorCard';
import { activeContractorFilters, CONTRACTOR_RESULTS_ID, ContractorFilters, type ContractorSearchPatch, NO_CONTRACTOR_FILTERS } from './ContractorFilters';
import { contractorSorts, sortOf } from './contractor-query';
import { ContractorSearch } from './contractor-search';
import type { ContractorListData } from './contractors.api';

/** The filters and results drawn before the data arrives: in the prerendered page, and while the first search loads. */
const NOTHING_YET: ContractorListData = { trades: [] };

/**
 * The contractor list's filters and results, the body of its page (`ContractorListPage`). It reads
 * the route itself (search, data, loading) rather than props from the page: its code may arrive
 * after the page has hydrated, and until then React keeps its prerendered markup only while nothing
 * above it changes.
 */
export function ContractorList() {
  const search = useLatestSearch('/contractors', ContractorSearch, useSearch({ from: '/contractors' }));
  const navigate = useNavigate({ from: '/contractors' });
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading && state.location.pathname === '/contractors' });
  const onSearch = (patch: ContractorSearchPatch) => void navigate({ search: definedOnly({ ...search, ...patch }), resetScroll: false });
  // A trade nobody offers or a page past the last: the address shows the search the list answered.
  const onSearchInstead = (instead: ContractorSearch) => void navigate({ search: definedOnly(instead), replace: true, resetScroll: false });
  const { current, data = NOTHING_YET } = useSettledList(useLoaderData({ from: '/contractors' }).list, onSearchInstead);
  const answer = current?.data;
  // A new filter or order starts again at page 1.
  const filter = (patch: ContractorSearchPatch) => onSearch({ ...patch, page: undefined });
  return (
    <FilteredList
      activeFilters={activeContractorFilters(search)}
      filters={<ContractorFilters search={search} trades={data.trades} zipError={answer?.zipError} onChange={filter} />}
    >
      <FilteredResults
        id={CONTRACTOR_RESULTS_ID}
        noun={['contractor', 'contractors']}
        page={data.page}
        loading={loading || !answer}
        error={answer?.error}
        onRetry={() => void router.invalidate()}
        problem={
          answer?.zipError && (
            <EmptyResults
              title="We can't search from that zip code"
              hint={`${answer.zipError} Try the zip code of a town near Southborough, or clear it to see every contractor.`}
              onClear={() => filter({ zip: undefined, milesFrom: undefined, milesTo: undefined })}
            />
          )
        }
        empty={<EmptyResults title="No contractors match these filters" hint="Try another trade, a wider distance or a lower rating." onClear={() => filter(NO_CONTRACTOR_FILTERS)} />}
        sort={<SortSelect value={sortOf(search)} options={contractorSorts} onChange={(sort) => filter({ sort })} disabled={(sort) => sort === 'nearest' && !search.zip && 'needs a zip code'} />}
        renderItem={(contractor) => <ContractorCard contractor={contractor} tradeSlug={search.trade} />}
        columns={{ lg: '1fr 1fr' }}
        skeletonHeight={220}
        onPage={(page) => onSearch({ page: page === 1 ? undefined : page })}
      />
    </FilteredList>
  );
}
