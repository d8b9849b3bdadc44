import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobRequestDetails } from '../../../contract/job-requests';
import { formatDate, formatUsdPreciseFromCents } from '../../lib/format';

/** The job's payments on Job Request Details: what was paid, as receipts. */
export function PaymentsSection({ job }: { job: JobRequestDetails }) {
  if (job.payments.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="payments-heading" spacing={1}>
      <Typography id="payments-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Payments
      </Typography>
      {job.payments.map((p) => (
        <Typography key={p.id}>
          {p.kind}: {formatUsdPreciseFromCents(p.amountCents)} on {formatDate(p.paidAt)}
        </Typography>
      ))}
    </Stack>
  );
}
