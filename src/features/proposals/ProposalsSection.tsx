import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobRequestDetails } from '../../../contract/job-requests';
import { formatUsdPreciseFromCents } from '../../lib/format';

/** The job's proposals on Job Request Details: one line each, with its total and where it stands. */
export function ProposalsSection({ job }: { job: JobRequestDetails }) {
  if (job.proposals.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="proposals-heading" spacing={1}>
      <Typography id="proposals-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Proposals
      </Typography>
      {job.proposals.map((p) => (
        <Typography key={p.id}>
          {p.contractor.businessName}: {formatUsdPreciseFromCents(p.totalCents)} ({p.status})
        </Typography>
      ))}
    </Stack>
  );
}
