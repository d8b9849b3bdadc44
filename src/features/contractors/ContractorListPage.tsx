import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmptyResults, FilteredList, FilteredResults, SortSelect } from '../../components/forms/filters';
import { useSettledList } from '../../lib/url-search';
import { ContractorCard } from './ContractorCard';
import { activeContractorFilters, ContractorFilters, type ContractorSearchPatch, NO_CONTRACTOR_FILTERS } from './ContractorFilters';
import { contractorSorts, sortOf } from './contractor-query';
import type { ContractorSearch } from './contractor-search';
import type { ContractorListAnswer, ContractorListData } from './contractors.api';

export interface ContractorListPageProps {
  search: ContractorSearch;
  /** The route's data for `search`, on its way. */
  list: Promise<ContractorListAnswer>;
  /** A new search is loading: the results shown are the last one's. */
  loading: boolean;
  /** Changes the search (and so the URL). */
  onSearch: (patch: ContractorSearchPatch) => void;
  /** Shows `search` in place of the address asked for, which named a trade nobody offers or a page past the last. */
  onSearchInstead: (search: ContractorSearch) => void;
  onRetry: () => void;
}

/** The filters and results drawn before the data arrives: in the prerendered page, and while the first search loads. */
const NOTHING_YET: ContractorListData = { trades: [] };

/**
 * Contractor List (spec section 2): vetted contractors filtered by trade, zip code, distance and rating.
 * The heading, the words and the filters are drawn at once; the trades of the filter and the results
 * come with the data (docs/decisions/031-prerendered-public-pages.md).
 */
export function ContractorListPage({ search, list, loading, onSearch, onSearchInstead, onRetry }: ContractorListPageProps) {
  const { current, data = NOTHING_YET } = useSettledList(list, onSearchInstead);
  const answer = current?.data;
  // A new filter or order starts again at page 1.
  const filter = (patch: ContractorSearchPatch) => onSearch({ ...patch, page: undefined });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Find a Contractor
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: { xs: 3, md: 4 }, maxWidth: '44rem', color: 'text.secondary' }}>
        Vetted, insured local tradespeople around Southborough, rated by the neighbors who hired them. Filter by trade, add your zip code to
        see who is closest, and read their reviews.
      </Typography>
      <FilteredList
        activeFilters={activeContractorFilters(search)}
        filters={<ContractorFilters search={search} trades={data.trades} zipError={answer?.zipError} onChange={filter} />}
      >
        <FilteredResults
          id="contractor-results"
          noun={['contractor', 'contractors']}
          page={data.page}
          loading={loading || !answer}
          error={answer?.error}
          onRetry={onRetry}
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
          renderItem={(contractor) => <ContractorCard contractor={contractor} />}
          columns={{ lg: '1fr 1fr' }}
          skeletonHeight={220}
          onPage={(page) => onSearch({ page: page === 1 ? undefined : page })}
        />
      </FilteredList>
    </Container>
  );
}
