import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Skeleton } from '../../components/ui/Skeleton';
import { ButtonLink } from '../../components/ui/links';

// My Job Requests' frame: what the page paints while its list, and the code that draws it, load
// (docs/performance.md, "Pages drawn from their data"). It draws what MUI's Skeleton and Paper would with the small stand-ins of
// components/ui, so the page's first paint carries none of the list's components.

/** The page's heading, its words and the way to a new request: the same in the frame and the page. */
export function JobRequestListHeader() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box>
        <Typography variant="h1" gutterBottom>
          My Job Requests
        </Typography>
        <Typography
          sx={{
            fontSize: '1.125rem',
            color: 'text.secondary',
            maxWidth: '40rem',
          }}
        >
          Every job you asked us for, where it stands and what happens next.
        </Typography>
      </Box>
      <ButtonLink to="/job-requests/new" variant="contained" startIcon={<AddRoundedIcon />}>
        New Job Request
      </ButtonLink>
    </Box>
  );
}

/** While the first list loads: the filters' box and three cards, hidden from assistive technology, which hears the status instead. */
export function JobRequestListSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} aria-busy>
      <JobRequestListHeader />
      <Skeleton height={120} sx={{ mb: 3 }} aria-hidden />
      <Typography role="status" className="visually-hidden">
        Loading your job requests…
      </Typography>
      <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={140} />
        ))}
      </Box>
    </Container>
  );
}
