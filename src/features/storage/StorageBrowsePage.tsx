import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmptyResults, FilteredList, FilteredResults, SortSelect } from '../../components/forms/filters';
import type { StorageBrowseData } from './storage.api';
import { activeStorageFilters, storageSorts } from './storage-query';
import type { StorageSearch } from './storage-search';
import { NO_STORAGE_FILTERS, StorageFilters, type StorageSearchPatch } from './StorageFilters';
import { StorageUnitCard } from './StorageUnitCard';

export interface StorageBrowsePageProps {
  search: StorageSearch;
  data: StorageBrowseData;
  loading: boolean;
  onSearch: (patch: StorageSearchPatch) => void;
  onRetry: () => void;
}

/** Every storage unit for rent, filtered by the listing filters of spec section 3. */
export function StorageBrowsePage({ search, data, loading, onSearch, onRetry }: StorageBrowsePageProps) {
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
      <FilteredList activeFilters={activeStorageFilters(search)} filters={<StorageFilters search={search} options={data} onChange={filter} />}>
        <FilteredResults
          id="storage-results"
          noun={['storage unit', 'storage units']}
          page={data.page}
          loading={loading}
          error={data.error}
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
