import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobRequestDetails } from '../../../contract/job-requests';

/** The review of a completed job on Job Request Details. */
export function ReviewSection({ job }: { job: JobRequestDetails }) {
  const review = job.review;
  if (!review) return null;
  return (
    <Stack component="section" aria-labelledby="review-heading" spacing={1}>
      <Typography id="review-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Your review
      </Typography>
      <Typography>{review.status}</Typography>
    </Stack>
  );
}
