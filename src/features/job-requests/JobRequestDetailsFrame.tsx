import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Skeleton } from '../../components/ui/Skeleton';

// Job Request Details' frame: what the page paints while the job, and the code that draws it, load
// (docs/decisions/035). The page's own components (its machine, the sections, MUI's Skeleton) are none
// of it.

/** As MUI's text skeleton: a line of the text around it, drawn at 60% of its height. */
const textLine = {
  height: 'auto',
  transform: 'scale(1, 0.6)',
  transformOrigin: '0 55%',
  borderRadius: ({ shape }: Theme) => `${shape.borderRadius}px / ${Math.round((Number(shape.borderRadius) / 0.6) * 10) / 10}px`,
  '&:empty::before': { content: '"\\00a0"' },
} as const;

/** While the job loads. */
export function JobRequestDetailsSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} aria-busy>
      <Typography role="status" className="visually-hidden">
        Loading the job request…
      </Typography>
      <Skeleton width="60%" sx={{ ...textLine, fontSize: '2.5rem' }} aria-hidden />
      <Skeleton width="40%" sx={textLine} aria-hidden />
      <Skeleton height={120} sx={{ my: 3 }} aria-hidden />
      <Skeleton height={240} aria-hidden />
    </Container>
  );
}
