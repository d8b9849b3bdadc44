import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { JobRequestStatus } from '../../../contract/job-lifecycle';
import { CommittedTextField, EmptyResults, FilteredResults } from '../../components/forms/filters';
import { ButtonLink } from '../../components/ui/links';
import { JobRequestCard } from './JobRequestCard';
import { JobRequestListHeader } from './JobRequestListFrame';
import type { JobRequestSearch } from './job-request-search';
import type { JobRequestListData } from './job-requests.api';
import { STATUS_FILTERS } from './job-status';

export interface JobRequestListPageProps {
  search: JobRequestSearch;
  data: JobRequestListData;
  /** True while the list for a new search is on its way. */
  loading: boolean;
  /** Changes the search (and so the URL). */
  onSearch: (patch: Partial<JobRequestSearch>) => void;
  onRetry: () => void;
}

/** The status chips: one pressed at a time, "All" when none is. Words from the lifecycle machine. */
function StatusFilter({ value, onChange }: { value: JobRequestStatus | undefined; onChange: (status: JobRequestStatus | undefined) => void }) {
  const options = [{ status: undefined, label: 'All' }, ...STATUS_FILTERS];
  return (
    <Box role="group" aria-label="Status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map(({ status, label }) => {
        const pressed = value === status;
        return (
          <Chip
            key={label}
            label={label}
            component="button"
            type="button"
            clickable
            aria-pressed={pressed}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            onClick={() => onChange(status)}
          />
        );
      })}
    </Box>
  );
}

/** My Job Requests (spec section 2): the customer's requests, newest first, filtered by status and name, paged. */
export function JobRequestListPage({ search, data, loading, onSearch, onRetry }: JobRequestListPageProps) {
  // A new filter starts again at page 1.
  const filter = (patch: Partial<JobRequestSearch>) => onSearch({ ...patch, page: undefined });
  const filtered = search.status !== undefined || search.q !== undefined;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <JobRequestListHeader />
      <Paper variant="outlined" role="search" aria-label="Filter job requests" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3, display: 'grid', gap: 2 }}>
        <StatusFilter value={search.status} onChange={(status) => filter({ status })} />
        <CommittedTextField
          label="Search by name"
          type="search"
          size="small"
          value={search.q ?? ''}
          onCommit={(text) => filter({ q: text || undefined })}
          helperText="Press Enter to search."
          sx={{ maxWidth: { sm: 360 } }}
        />
      </Paper>
      <FilteredResults
        id="job-request-results"
        noun={['job request', 'job requests']}
        page={data.page}
        loading={loading}
        error={data.error}
        onRetry={onRetry}
        empty={
          filtered ? (
            <EmptyResults title="No job requests match" hint="Try another status, or clear the search." onClear={() => filter({ status: undefined, q: undefined })} />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography component="p" variant="h3" gutterBottom>
                You have no job requests yet
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>Tell us what needs doing and we will find a vetted contractor near you.</Typography>
              <ButtonLink to="/job-requests/new" variant="contained">
                New Job Request
              </ButtonLink>
            </Paper>
          )
        }
        sort={null}
        renderItem={(job) => <JobRequestCard job={job} />}
        columns={{}}
        skeletonHeight={140}
        // Two or three cards fill a phone's screen below the filters; the rest are drawn just after.
        drawnFirst={3}
        onPage={(page) => onSearch({ page: page === 1 ? undefined : page })}
      />
    </Container>
  );
}
