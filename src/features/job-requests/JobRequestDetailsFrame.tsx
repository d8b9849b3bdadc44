import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Skeleton } from '../../components/ui/Skeleton';
import { textLineSx } from '../../components/ui/text-line';

// Job Request Details' frame: what the page paints while the job, and the code that draws it, load
// (docs/performance.md, "Pages drawn from their data"). The page's own components (its machine, the sections, MUI's Skeleton) are none
// of it.

/** While the job loads. */
export function JobRequestDetailsSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} aria-busy>
      <Typography role="status" className="visually-hidden">
        Loading the job request…
      </Typography>
      <Skeleton width="60%" sx={{ ...textLineSx, fontSize: '2.5rem' }} aria-hidden />
      <Skeleton width="40%" sx={textLineSx} aria-hidden />
      <Skeleton height={120} sx={{ my: 3 }} aria-hidden />
      <Skeleton height={240} aria-hidden />
    </Container>
  );
}
