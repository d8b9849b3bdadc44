import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobRequestDetails } from '../../../contract/job-requests';
import { formatDate } from '../../lib/format';

/** The booked visit on Job Request Details. */
export function VisitSection({ job }: { job: JobRequestDetails }) {
  const visit = job.appointment;
  if (!visit) return null;
  return (
    <Stack component="section" aria-labelledby="visit-heading" spacing={1}>
      <Typography id="visit-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Your visit
      </Typography>
      <Typography>
        {visit.contractor.businessName}, {formatDate(visit.scheduledStart)}
      </Typography>
    </Stack>
  );
}
