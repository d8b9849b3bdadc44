import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmptyResults, FilteredList, FilteredResults, SortSelect } from '../../components/forms/filters';
import { useSettledList } from '../../lib/url-search';
import type { StorageBrowseAnswer, StorageBrowseData } from './storage.api';
import { activeStorageFilters, storageSorts } from './storage-query';
import type { StorageSearch } from './storage-search';
import { NO_STORAGE_FILTERS, STORAGE_RESULTS_ID, StorageFilters, type StorageSearchPatch } from './StorageFilters';
import { StorageUnitCard } from './StorageUnitCard';

export interface StorageBrowsePageProps {
  search: StorageSearch;
  /** The route's data for `search`, on its way. */
  browse: Promise<StorageBrowseAnswer>;
  /** A new search is loading: the results shown are the last one's. */
  loading: boolean;
  onSearch: (patch: StorageSearchPatch) => void;
  /** Shows `search` in place of the address asked for, which named filters nobody offers or a page past the last. */
  onSearchInstead: (search: StorageSearch) => void;
  onRetry: () => void;
}

/** The filters and results drawn before the data arrives: in the prerendered page, and while the first search loads. */
const NOTHING_YET: StorageBrowseData = { locations: [], sizes: [] };

/**
 * Every storage unit for rent, filtered by the listing filters of spec section 3. The heading and the
 * words are drawn at once; the location and size filters and the results show what they show while
 * loading until the data comes (docs/decisions/031-prerendered-public-pages.md).
 */
export function StorageBrowsePage({ search, browse, loading, onSearch, onSearchInstead, onRetry }: StorageBrowsePageProps) {
  const { current: answer, data } = useSettledList(browse, onSearchInstead);
  // A new filter or order starts again at page 1.
  const filter = (patch: StorageSearchPatch) => onSearch({ ...patch, page: undefined });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Storage Units
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: { xs: 3, md: 4 }, maxWidth: '44rem', color: 'text.secondary' }}>
        Lockers, drive-up units and vehicle storage in Southborough and nearby towns, rented by the month. Pick a unit to see its details and
        ask us about it.
      </Typography>
      <FilteredList
        activeFilters={activeStorageFilters(search)}
        filters={<StorageFilters search={search} options={data ?? NOTHING_YET} onChange={filter} />}
      >
        <FilteredResults
          id={STORAGE_RESULTS_ID}
          noun={['storage unit', 'storage units']}
          page={data?.page}
          loading={loading || !answer?.data}
          error={answer?.data?.error}
          onRetry={onRetry}
          empty={<EmptyResults title="No storage units match these filters" hint="Try a wider price range, another size or location, or call us: new units open up every month." onClear={() => filter(NO_STORAGE_FILTERS)} />}
          sort={<SortSelect value={search.sort ?? 'price'} options={storageSorts} onChange={(sort) => filter({ sort })} />}
          renderItem={(listing) => <StorageUnitCard listing={listing} />}
          columns={{ sm: '1fr 1fr' }}
          skeletonHeight={180}
          onPage={(page) => onSearch({ page: page === 1 ? undefined : page })}
        />
      </FilteredList>
    </Container>
  );
}

